/**
 * For tests comparing a shared link's server paint
 * (functions/src/link-preview/first-paint.ts) with the app's own first render.
 */
import { onTestFinished } from 'vitest';
import { FIRST_PAINT_ID } from '@/domain/users/first-paint';

/** Puts `data` in the head as the server writes it (FIRST_PAINT_ID), for the rest of the test. */
export function pageFirstPaintJson(data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  onTestFinished(() => script.remove());
}

/**
 * Markup as the browser lays it out: React's router attributes aside, and the
 * account area (the server paints the session's loading placeholder, which
 * these tests, signed out, have already left).
 */
export function markupShape(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelector('.account-area')?.remove();
  return (copy?.outerHTML ?? '').replace(/ data-discover="true"/g, '').replace(/ class=""/g, '');
}
