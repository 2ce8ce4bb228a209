import { useEffect, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { reloadNow } from './chunk-reload';
import { reportAppError } from './error-handler';
import { isNetworkFailure, missingThing, toErrorStatus, type MissingThing } from './error-status';

interface ErrorPageProps {
  status: number;
  message: string;
  /** What happened, in a sentence or two; the default says it for a 404 or a 500. */
  children?: ReactNode;
  /** The ways on; the default is the start page and Explore. */
  actions?: ReactNode;
}

const defaultActions = (
  <>
    <Link className="button" to="/">
      Go to the start page
    </Link>
    <Link className="button button--quiet" to="/explore">
      Explore trips
    </Link>
  </>
);

/** The 404 and 500 pages: the status, the message, and a way on. */
export function ErrorPage({ status, message, children, actions = defaultActions }: ErrorPageProps) {
  useEffect(() => {
    document.title = `${status} ${message} · Wayfare`;
  }, [status, message]);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">
        <span className="visually-hidden">Error {status}: </span>
        {message}
      </h1>
      {children ?? (
        <p>
          {status === 404
            ? 'The page you asked for is not here. It may have moved, or the link may be mistyped.'
            : status === 403
              ? 'This page is not open to you. If someone sent you the link, ask them to share it with you again.'
              : 'Something went wrong on our side. Reloading the page usually helps; your work is saved.'}
        </p>
      )}
      <p className="error-page__actions">{actions}</p>
    </section>
  );
}

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

/** The 404 page for an address naming something that does not exist: says what, and offers Explore. */
function MissingPage({ missing, message }: { missing: MissingThing; message: string }) {
  if (missing.kind === 'proposal') {
    return (
      <ErrorPage status={404} message={message}>
        <p>This proposal is not available. The link may be incomplete, or your travel agent has not sent it yet.</p>
        <p>Ask your agent for the link again.</p>
      </ErrorPage>
    );
  }
  const traveller = missing.kind === 'traveller';
  return (
    <ErrorPage
      status={404}
      message={message}
      actions={
        <Link className="button" to="/explore">
          {traveller ? <>Explore travellers&rsquo; trips</> : 'Search every public trip on Explore'}
        </Link>
      }
    >
      <p>
        {traveller
          ? `No traveller is called @${missing.username}. Check the spelling, or find travellers and their trips on Explore.`
          : 'We know no city with this address.'}
      </p>
    </ErrorPage>
  );
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
  const network = isNetworkError(error);
  const { status, message } = toErrorStatus(error);
  const missing = missingThing(error);
  useEffect(() => {
    if (status >= 500 && !network) reportAppError('route', error);
  }, [error, status, network]);
  if (network) return <NetworkErrorPage />;
  if (missing) return <MissingPage missing={missing} message={message} />;
  return <ErrorPage status={status} message={message} />;
}

/** Errors in the layout itself: shown on a bare page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const network = isNetworkError(error);
  const { status, message } = toErrorStatus(error);
  useEffect(() => {
    if (!network) reportAppError('layout', error);
  }, [error, network]);
  return (
    <main id="main" className="layout__main">
      {network ? <NetworkErrorPage /> : <ErrorPage status={status} message={message} />}
    </main>
  );
}
