/**
 * Route parameter checks. A parameter that fails them is a 404 "Page Not Found"
 * before any data is read.
 */

/** Top-level path words that can never be usernames. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'account', 'auth', 'discovery', 'explore', 'gift', 'home', 'invitation', 'organize',
  'payment-successful', 'plan', 'privacy', 'profile', 'proposals', 'quiz', 'quote', 'redeem',
  'shop', 'terms-and-conditions', 'travel-personality', 'trips', 'trip', 'build', 'assets',
  'api', 'admin', 'settings', 'login', 'logout', 'signup', 'help', 'about', 'wayfare', 'demo',
  'null', 'undefined',
]);

export const USERNAME_PATTERN = /^[a-z0-9._]{3,30}$/;
/** Invitation parameters: an unguessable token. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Shop themes: lower-case words joined by hyphens. */
export const THEME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/;

export function isValidUsername(value: string | undefined): value is string {
  return value !== undefined && USERNAME_PATTERN.test(value) && !RESERVED_USERNAMES.has(value);
}

export function isValidToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

export function isValidTheme(value: string | undefined): value is string {
  return value !== undefined && THEME_PATTERN.test(value);
}

/** The response a loader throws when its parameters fail validation. */
export function pageNotFound(): Response {
  return new Response(null, { status: 404, statusText: 'Page Not Found' });
}
