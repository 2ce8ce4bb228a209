/**
 * The ads tag: a Google tag (gtag.js) whose id is a public setting per stage
 * (VITE_GOOGLE_TAG_ID). It is added to the page only after the visitor
 * consents to advertising (docs/consent.md). In the testing stage the script
 * is the local collector's stand-in, which sends gtag's requests to 127.0.0.1.
 */
import type { AppEnv } from '@/config/env';
import { localCollectorOrigin } from '@/services/analytics';

export const GOOGLE_TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const GOOGLE_TAG_ELEMENT_ID = 'wayfare-google-tag';

type DisableFlag = `ga-disable-${string}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google's per-tag switch: true stops the tag from sending. */
    [flag: DisableFlag]: boolean | undefined;
  }
}

/** Where this stage loads the Google tag from; null when it has none. */
export function googleTagSource(env: AppEnv): string | null {
  if (!env.googleTagId) return null;
  const id = encodeURIComponent(env.googleTagId);
  if (env.stage === 'testing') {
    const local = localCollectorOrigin(env);
    return local ? `${local}/gtag/js?id=${id}` : null;
  }
  return `${GOOGLE_TAG_SCRIPT_URL}?id=${id}`;
}

/** The consent signals gtag reads (Google's consent mode): ads yes, Google Analytics never. */
const ADS_GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' };
const ALL_DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** gtag's own queue function: it pushes its `arguments` object, which gtag.js tells apart from plain arrays. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

function disableFlag(id: string): DisableFlag {
  return `ga-disable-${id}`;
}

function setDisabled(id: string, disabled: boolean): void {
  window[disableFlag(id)] = disabled;
}

let loadedId: string | null = null;
let enabled = false;
let lastPagePath: string | null = null;

/** A page view, with the screen as a route pattern (no usernames or trip ids). */
function pageView(id: string, pagePath: string): void {
  if (lastPagePath === pagePath) return;
  lastPagePath = pagePath;
  gtag('event', 'page_view', {
    send_to: id,
    page_location: `${location.origin}${pagePath}`,
    page_title: `Wayfare ${pagePath}`,
  });
}

/**
 * Loads the tag (once per page) and sends a page view for the current
 * screen; after a withdrawal in the same page, lets it send again.
 */
export function enableGoogleTag(id: string, source: string, pagePath: string): void {
  enabled = true;
  setDisabled(id, false);
  if (loadedId) {
    gtag('consent', 'update', ADS_GRANTED);
  } else {
    loadedId = id;
    gtag('consent', 'default', ADS_GRANTED);
    gtag('js', new Date());
    gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.id = GOOGLE_TAG_ELEMENT_ID;
    script.async = true;
    script.src = source;
    document.head.appendChild(script);
  }
  lastPagePath = null;
  pageView(id, pagePath);
}

/**
 * Withdrawal: Google's documented switch (`window['ga-disable-<id>']`) stops
 * the loaded tag from sending, and the consent signals say denied. The
 * script's code stays in the page until it is reloaded.
 */
export function disableGoogleTag(): void {
  enabled = false;
  if (!loadedId) return;
  setDisabled(loadedId, true);
  gtag('consent', 'update', ALL_DENIED);
}

/** The app moved to another screen: a page view, if the tag is on. */
export function googleTagPageView(pagePath: string): void {
  if (enabled && loadedId) pageView(loadedId, pagePath);
}
