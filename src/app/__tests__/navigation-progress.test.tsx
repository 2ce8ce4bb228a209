import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from '../layout';

describe('NavigationProgress', () => {
  it('shows a bar while the next screen’s loader reads, and keeps the current screen until it has', async () => {
    let answer: (value: string) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <Link to="/ana">Ana’s profile</Link> },
            {
              path: 'ana',
              loader: () => new Promise<string>((resolve) => (answer = resolve)),
              element: <h1>Ana</h1>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Ana’s profile' }));
    expect(await screen.findByRole('progressbar', { name: 'Opening the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana’s profile' })).toBeInTheDocument();

    answer('ana');
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
