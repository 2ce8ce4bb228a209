/**
 * The error boundaries of the router: the network error page is drawn from
 * this first chunk (it must show when nothing more can be downloaded); any
 * other error page loads on demand (error-page.tsx).
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { reloadNow } from '@/lib/chunk-reload';

/**
 * A screen whose code or data could not be downloaded (for code, even after
 * the one automatic reload): the network failed, not the app. Says so and
 * offers Reload.
 */
export function NetworkErrorPage() {
  useEffect(() => {
    document.title = 'Network error · Wayfare';
  }, []);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">This page could not be loaded</h1>
      <p>
        The network failed while this page was loading. Check your connection, then reload: what you were doing is
        kept.
      </p>
      <p className="error-page__actions">
        <button type="button" className="button" onClick={reloadNow}>
          Reload
        </button>
        <Link className="button button--quiet" to="/">
          Go to the start page
        </Link>
      </p>
    </section>
  );
}

/** The error pages' own code could not be downloaded either: the network failed. */
const ErrorScreen = lazy(() => import('./error-page').catch(() => ({ default: NetworkErrorPage })));

/** A data read that failed because the network did (the app's AppError of kind "unavailable"). */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'unavailable';
}

/** A failed chunk or a data read the network failed: the page cannot be shown until it is reloaded. */
const isNetworkError = (error: unknown) => isChunkLoadError(error) || isNetworkFailure(error);

/**
 * Errors thrown by a screen's loader or render: shown inside the layout. The
 * one error page of every screen: 404s (naming what is missing when the
 * loader said), the network error page, and 500s.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isNetworkError(error)) return <NetworkErrorPage />;
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} place="route" />
    </Suspense>
  );
}

/** Errors in the layout itself: shown on a bare page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="layout__main">
      {isNetworkError(error) ? (
        <NetworkErrorPage />
      ) : (
        <Suspense fallback={null}>
          <ErrorScreen error={error} place="layout" />
        </Suspense>
      )}
    </main>
  );
}
