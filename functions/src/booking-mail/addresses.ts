/**
 * The addresses in a forwarded mail: which trip it is for (the recipient
 * `trip-{token}@{domain}`) and who sent it (the envelope sender).
 */

/** A trip's address token: 22 of [a-z0-9], made in the browser with crypto random (about 113 bits). */
export const TRIP_TOKEN_PATTERN = /^[a-z0-9]{22}$/;

/** The bare address of `Name <a@b>` or `a@b`, lower-cased; null when there is none. */
export function bareAddress(text: string): string | null {
  const angled = /<([^<>\s]*)>/.exec(text);
  const address = (angled ? angled[1]! : text).trim().toLowerCase();
  return /^[^@\s<>(),;:"]+@[^@\s<>(),;:"]+$/.test(address) && address.length <= 320 ? address : null;
}

/**
 * The trip token of the first recipient at `domain` of the form
 * `trip-{token}@{domain}`, or null. Mailgun posts once per recipient its
 * route matched; a list is read anyway, in case a provider sends one.
 */
export function tripTokenOf(recipient: string, domain: string): string | null {
  const ours = domain.trim().toLowerCase();
  for (const part of recipient.split(',')) {
    const address = bareAddress(part);
    if (!address) continue;
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    if (address.slice(at + 1) !== ours || !local.startsWith('trip-')) continue;
    const token = local.slice('trip-'.length);
    if (TRIP_TOKEN_PATTERN.test(token)) return token;
  }
  return null;
}
