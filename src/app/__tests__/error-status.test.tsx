import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { appErrors } from '../error-handler';
import { RouteErrorBoundary } from '../error-boundary';
import { defaultStatusMessage, unknownPathMessage } from '../error-status';

/** A route whose loader throws `thrown`, caught by the app's route error boundary. */
function renderThrowing(thrown: () => unknown) {
  const routes: RouteObject[] = [
    {
      path: '/',
      ErrorBoundary: RouteErrorBoundary,
      loader: () => {
        throw thrown();
      },
      Component: () => <h1>Should not render</h1>,
    },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
}

beforeEach(() => {
  // 500s are reported to the app's error handler, which logs them.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function errorHeading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('the route error page', () => {
  it('keeps the text of a thrown 404 Response', async () => {
    renderThrowing(() => new Response(null, { status: 404, statusText: 'Page Not Found' }));
    expect(await errorHeading()).toHaveTextContent(/^Error 404: Page Not Found$/);
    // The title follows the page in an effect, a moment after the heading on a busy machine.
    await waitFor(() => expect(document.title).toBe('Page not found · Wayfare'));
  });

  it('shows "Page Not Found" for a 404 Response without text', async () => {
    renderThrowing(() => new Response(null, { status: 404 }));
    expect(await errorHeading()).toHaveTextContent(/^Error 404: Page Not Found$/);
  });

  it('shows "Page Not Found" for a 404 thrown with data()', async () => {
    renderThrowing(() => data(null, { status: 404 }));
    expect(await errorHeading()).toHaveTextContent(/^Error 404: Page Not Found$/);
  });

  it('shows "Internal Server Error" for a 500 Response without text', async () => {
    renderThrowing(() => new Response(null, { status: 500 }));
    expect(await errorHeading()).toHaveTextContent(/^Error 500: Internal Server Error$/);
  });

  it('keeps another error status, with the default text', async () => {
    renderThrowing(() => new Response(null, { status: 403 }));
    expect(await errorHeading()).toHaveTextContent(/^Error 403: Internal Server Error$/);
  });

  it('shows a thrown Error as a 500 "Internal Server Error", without its developer message', async () => {
    renderThrowing(() => new Error('Cannot read properties of undefined (reading "days")'));
    const heading = await errorHeading();
    expect(heading).toHaveTextContent(/^Error 500: Internal Server Error$/);
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByText(/Reloading the page usually helps/)).toBeInTheDocument();
  });

  it('reports a 500 to the app error handler, but not a 404', async () => {
    const before = appErrors().length;
    document.title = '';
    renderThrowing(() => new Response(null, { status: 404 }));
    await errorHeading();
    // The page reports in an effect, which may run a moment after its heading shows: the title
    // is set by an effect of the same commit.
    await waitFor(() => expect(document.title).toBe('Page not found · Wayfare'));
    expect(appErrors().length).toBe(before);

    document.body.innerHTML = '';
    renderThrowing(() => new Error('loader exploded'));
    await errorHeading();
    await waitFor(() =>
      expect(appErrors().at(-1)).toMatchObject({ context: 'route', message: 'loader exploded' }),
    );
  });

  it('says the network failed when a screen\'s code cannot be loaded, and offers Reload', async () => {
    const before = appErrors().length;
    renderThrowing(() => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/quiz-3f9a1c0d.js'));
    expect(await errorHeading()).toHaveTextContent(/^This page could not be loaded$/);
    expect(screen.getByText(/The network failed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Internal Server Error|Something went wrong on our side/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Network error · Wayfare'));
    // Not an error of the app: no "Some features are unavailable" notice.
    expect(appErrors().length).toBe(before);
  });

  it('offers a way on from the error page', async () => {
    renderThrowing(() => new Response(null, { status: 404 }));
    await errorHeading();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore trips' })).toHaveAttribute('href', '/explore');
  });
});

describe('status messages', () => {
  it('defaults to "Page Not Found" for 404 and "Internal Server Error" otherwise', () => {
    expect(defaultStatusMessage(404)).toBe('Page Not Found');
    expect(defaultStatusMessage(500)).toBe('Internal Server Error');
    expect(defaultStatusMessage(503)).toBe('Internal Server Error');
  });

  it('names the unknown path', () => {
    expect(unknownPathMessage('/a/b')).toBe('Page not found: /a/b');
  });
});
