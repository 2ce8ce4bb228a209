import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render-routes';

export { expectNoAxeViolations, landedOn } from '@/testing/render-routes';

/**
 * Renders a screen body at `entry` inside a memory router whose other paths
 * show "Landed on <path>", so a test can see where a person was sent.
 */
export function renderAt(element: ReactElement, entry: string, path: string = entry.split('?')[0] ?? '/') {
  return renderRoutes({ [path]: element }, entry);
}

/**
 * While a request runs: the button that sent it reads `busyLabel` and is
 * aria-disabled, and pressing it again sends nothing more (`request` has been
 * called `times` in all). Returns the button.
 */
export async function expectBusyButton(
  user: ReturnType<typeof userEvent.setup>,
  busyLabel: string,
  request: unknown,
  times = 1,
): Promise<HTMLElement> {
  const busy = await screen.findByRole('button', { name: busyLabel });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await user.click(busy);
  expect(request).toHaveBeenCalledTimes(times);
  return busy;
}

/** A Firebase-style error: what the Auth verbs throw. */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
