import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function Landed() {
  const location = useLocation();
  return <h1>Landed on {location.pathname}</h1>;
}

/** Renders screens by path inside <main> (with a query client for their mutations), other paths show "Landed on <path>". */
export function renderRoutes(screens: Record<string, ReactElement>, entry: string) {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([path, element]) => ({ path, element: <main id="main" tabIndex={-1}>{element}</main> })),
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...view };
}

export function landedOn(path: string) {
  return screen.findByRole('heading', { level: 1, name: `Landed on ${path}` });
}

export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Answers that make a Culture Seeker (see the scoring tests). */
export const CULTURE_ANSWERS: Record<string, string> = {
  'wake-up': 'museum',
  'day-pace': 'few-things',
  sleep: 'guesthouse',
  souvenir: 'print',
  eating: 'near-sight',
  'free-afternoon': 'cooking-class',
  risk: 'get-lost',
  spending: 'selective',
  photo: 'ceiling',
  'getting-around': 'slow-train',
};
