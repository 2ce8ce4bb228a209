/**
 * A shared trip's page comes with its screen painted by the server
 * (functions/src/link-preview/first-paint.ts). React empties #root when it
 * renders the layout, and the trip screen's module arrives a moment later:
 * meanwhile the route shows the markup the server painted, kept here before
 * React started, so the heading stays on screen instead of blinking out. The
 * screen's own skeleton then draws the same markup (src/app/__tests__/router.test.tsx).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

let kept: { path: string; html: string } | null = null;

/** Keeps what the server painted inside the layout's main, for the page's own address. Call before React renders. */
export function keepServerPaint(container: HTMLElement, path: string = window.location.pathname): void {
  const main = container.querySelector(':scope > .layout > main');
  kept = main?.firstElementChild ? { path, html: main.innerHTML } : null;
}

/** The server's screen for this address while the screen's module loads; `fallback` on any other page. */
export function KeptServerPaint({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  if (!kept || kept.path !== pathname) return fallback;
  // The page's own markup, as the server wrote it (escaped there); `display: contents`, so it lays out as it did.
  return <div className="kept-server-paint" dangerouslySetInnerHTML={{ __html: kept.html }} />;
}
