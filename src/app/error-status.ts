import { isRouteErrorResponse } from 'react-router-dom';

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
