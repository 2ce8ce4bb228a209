import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { reportAppError } from './error-handler';
import { toErrorStatus } from './error-status';

interface ErrorPageProps {
  status: number;
  message: string;
}

/** The 404 and 500 pages: the status, the message, and a way on. */
export function ErrorPage({ status, message }: ErrorPageProps) {
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
      <p>
        {status === 404
          ? 'The page you asked for is not here. It may have moved, or the link may be mistyped.'
          : 'Something went wrong on our side. Reloading the page usually helps; your work is saved.'}
      </p>
      <p className="error-page__actions">
        <Link className="button" to="/">
          Go to the start page
        </Link>
        <Link className="button button--quiet" to="/explore">
          Explore trips
        </Link>
      </p>
    </section>
  );
}

/** Errors thrown by a screen's loader or render: shown inside the layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, message } = toErrorStatus(error);
  useEffect(() => {
    if (status >= 500) reportAppError('route', error);
  }, [error, status]);
  return <ErrorPage status={status} message={message} />;
}

/** Errors in the layout itself: shown on a bare page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { status, message } = toErrorStatus(error);
  useEffect(() => {
    reportAppError('layout', error);
  }, [error]);
  return (
    <main id="main" className="layout__main">
      <ErrorPage status={status} message={message} />
    </main>
  );
}
