import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function Landed() {
  const location = useLocation();
  return <h1>Landed on {location.pathname + location.search}</h1>;
}

/** Renders `element` at `entry` in a memory router (other paths say where they are) with a fresh query client. */
export function renderAt(element: ReactElement, entry = '/here', path = entry.split('?')[0] ?? '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <main>{element}</main> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, queryClient, ...view };
}

export function landedOn(path: string) {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path}` });
}

export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
