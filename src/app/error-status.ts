import { data, isRouteErrorResponse } from 'react-router-dom';

export interface ErrorStatus {
  status: number;
  message: string;
}

/** Default status messages of the spec: 404 "Page Not Found", otherwise "Internal Server Error". */
export function defaultStatusMessage(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/**
 * What the error page shows for an error caught by a route: a thrown Response
 * keeps its status (and its text, else the default); anything else is a 500.
 */
export function toErrorStatus(error: unknown): ErrorStatus {
  if (isRouteErrorResponse(error)) {
    const status = error.status === 404 ? 404 : error.status >= 400 ? error.status : 500;
    // react-router fills a missing statusText with its generic 500 text; a 404
    // without a message of its own shows the 404 default.
    const generic = !error.statusText || (status === 404 && error.statusText === defaultStatusMessage(500));
    return { status, message: generic ? defaultStatusMessage(status) : error.statusText };
  }
  return { status: 500, message: defaultStatusMessage(500) };
}

/** The message of the unknown-path page. */
export function unknownPathMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** What a 404 thrown by a loader says is missing, so the error page can name it and offer a way on. */
export type MissingThing =
  | { kind: 'traveller'; username: string }
  | { kind: 'destination'; id: string }
  | { kind: 'proposal'; id: string };

/** The 404 a loader throws when the thing its address names does not exist; the route's error page shows it. */
export function notFound(missing: MissingThing) {
  const message =
    missing.kind === 'destination'
      ? 'Destination not found'
      : missing.kind === 'proposal'
        ? 'Proposal not found'
        : defaultStatusMessage(404);
  return data({ missing }, { status: 404, statusText: message });
}

/** The 403 a loader throws when the reader may not see what the address names; the route's error page shows it. */
export function notAllowed() {
  return data(null, { status: 403, statusText: 'Not allowed' });
}

/** The missing thing a 404 from notFound() names; null for any other error. */
export function missingThing(error: unknown): MissingThing | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body: unknown = error.data;
  if (typeof body !== 'object' || body === null || !('missing' in body)) return null;
  return (body as { missing: MissingThing }).missing;
}
