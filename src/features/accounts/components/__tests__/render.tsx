import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Where the app went: a stand-in screen that shows its own path and query. */
function Landed() {
  const location = useLocation();
  return <h1>Landed on {location.pathname + location.search}</h1>;
}

/**
 * Renders a screen body at `entry` inside a memory router whose other paths
 * show "Landed on <path>", so a test can see where a person was sent.
 */
export function renderAt(element: ReactElement, entry: string, path: string = entry.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      // Inside <main>, as in the app's layout.
      { path, element: <main>{element}</main> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...view };
}

/** The heading of the stand-in screen a navigation landed on. */
export function landedOn(path: string) {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path}` });
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

export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, {
    // jsdom cannot compute colours; contrast is checked in the browser (e2e).
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
