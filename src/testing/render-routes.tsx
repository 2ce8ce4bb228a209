/** Rendering screens in a memory router, as a person meets them, for component tests. */
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
 * Renders each screen at its path inside <main>, as in the app's layout, in a
 * memory router that starts at `entry`; every other path shows "Landed on
 * <path>", so a test can see where a person was sent. Queries and mutations
 * fail at once, without retries.
 */
export function renderRoutes(screens: Record<string, ReactElement>, entry: string) {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([path, element]) => ({
        path,
        element: (
          <main id="main" tabIndex={-1}>
            {element}
          </main>
        ),
      })),
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

export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, {
    // jsdom cannot compute colours; contrast is checked in the browser (e2e).
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
