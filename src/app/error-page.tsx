/**
 * The error pages of the app (404, 403, 500 and a missing thing named),
 * loaded when one is to be shown: error-boundary.tsx, in the first chunk,
 * catches the error and shows the network error page itself.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reportAppError } from './error-handler';
import { missingThing, toErrorStatus, type MissingThing } from './error-status';

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

/**
 * The tab's title of an error page. Every 404 has the same one, whichever
 * message the page shows (an unknown path names itself, an unknown traveller
 * or trip says "Page Not Found", as the spec words them): a tab or a
 * bookmark reads the same for every address that leads nowhere.
 */
export function errorTitle(status: number, message: string): string {
  return status === 404 ? 'Page not found · Wayfare' : `${status} ${message} · Wayfare`;
}

/** The 404 and 500 pages: the status, the message, and a way on. */
export function ErrorPage({ status, message, children, actions = defaultActions }: ErrorPageProps) {
  useEffect(() => {
    document.title = errorTitle(status, message);
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

/**
 * The page for an error a route or the layout caught (not a network failure:
 * error-boundary.tsx shows that one). 500s are reported.
 */
export default function ErrorScreen({ error, place }: { error: unknown; place: 'route' | 'layout' }) {
  const { status, message } = toErrorStatus(error);
  const missing = place === 'route' ? missingThing(error) : null;
  useEffect(() => {
    if (place === 'layout' || status >= 500) reportAppError(place, error);
  }, [error, status, place]);
  if (missing) return <MissingPage missing={missing} message={message} />;
  return <ErrorPage status={status} message={message} />;
}
