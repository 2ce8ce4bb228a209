import type { Purpose } from './consent-record';

/**
 * What each purpose's scripts keep in the browser, by name prefix: Amplitude's
 * cookies and unsent-event storage (`AMP_…`), the Google tag's ads cookies
 * (`_gcl_…`). The payment-analytics script keeps nothing of its own here.
 */
export const STORED_BY_PURPOSE: Readonly<Record<Purpose, readonly string[]>> = {
  analytics: ['AMP_'],
  paymentAnalytics: [],
  advertising: ['_gcl_'],
};

/** This host and each parent domain (cookies may be set on either). */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains: string[] = [];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(parts.slice(index).join('.'));
  return domains;
}

/** Deletes the cookies and local storage a declined purpose's scripts left behind. */
export function forgetPurpose(purpose: Purpose, doc: Document = document, storage?: Storage): void {
  const prefixes = STORED_BY_PURPOSE[purpose];
  if (prefixes.length === 0) return;
  const matches = (name: string) => prefixes.some((prefix) => name.startsWith(prefix));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!name || !matches(name)) continue;
    doc.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${name}=; ${expired}; domain=.${domain}`;
  }
  try {
    const store = storage ?? localStorage;
    for (const key of Object.keys(store)) if (matches(key)) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}
