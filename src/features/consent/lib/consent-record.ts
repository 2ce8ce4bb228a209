/**
 * The visitor's consent choice as this browser stores it (docs/consent.md).
 * Pure functions and constants only: this module is part of the first paint.
 */

/** The localStorage key the choice is kept under. */
export const CONSENT_STORAGE_KEY = 'wayfare:consent';

/**
 * The version of what the visitor agreed to. Raise it when a purpose, a
 * provider or what is sent changes: a choice stored under another version
 * counts as no choice, so the banner asks again.
 */
export const CONSENT_VERSION = 1;

/** A choice older than this is asked again (regulators expect consent to be renewed). */
export const CONSENT_MAX_AGE_DAYS = 365;

/** The optional purposes, in the order the settings list them. */
export const PURPOSES = ['analytics', 'paymentAnalytics', 'advertising'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** One yes or no per purpose. */
export type ConsentChoices = Readonly<Record<Purpose, boolean>>;

export interface ConsentRecord {
  version: number;
  /** When the visitor chose (ISO 8601). */
  decidedAt: string;
  choices: ConsentChoices;
}

export const ACCEPT_ALL: ConsentChoices = { analytics: true, paymentAnalytics: true, advertising: true };
export const REJECT_ALL: ConsentChoices = { analytics: false, paymentAnalytics: false, advertising: false };

const DAY_MS = 24 * 60 * 60 * 1000;

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored choice, or null when there is none to honour: absent, malformed,
 * made under another version, dated in the future, or older than the maximum age.
 */
export function parseConsentRecord(raw: string | null, now: Date = new Date()): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecordObject(value) || value.version !== CONSENT_VERSION || typeof value.decidedAt !== 'string') return null;
  const decided = Date.parse(value.decidedAt);
  if (Number.isNaN(decided)) return null;
  const age = now.getTime() - decided;
  if (age < -DAY_MS || age > CONSENT_MAX_AGE_DAYS * DAY_MS) return null;
  const stored = value.choices;
  if (!isRecordObject(stored)) return null;
  const choices = {} as Record<Purpose, boolean>;
  for (const purpose of PURPOSES) {
    const given = stored[purpose];
    if (typeof given !== 'boolean') return null;
    choices[purpose] = given;
  }
  return { version: CONSENT_VERSION, decidedAt: value.decidedAt, choices };
}

/** A new record for these choices, made now. */
export function consentRecord(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    decidedAt: now.toISOString(),
    choices: { analytics: choices.analytics, paymentAnalytics: choices.paymentAnalytics, advertising: choices.advertising },
  };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser: the choice lasts for this page only.
    return undefined;
  }
}

/** The choice this browser stored, if it is still to be honoured. */
export function readStoredConsent(storage: Storage | undefined = browserStorage(), now: Date = new Date()): ConsentRecord | null {
  try {
    return parseConsentRecord(storage?.getItem(CONSENT_STORAGE_KEY) ?? null, now);
  } catch {
    return null;
  }
}

/** Stores the record; where storage is blocked or full, the choice still holds for this page. */
export function storeConsent(record: ConsentRecord, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Kept in memory only.
  }
}

/**
 * The first-visit banner index.html paints before the app has loaded, its
 * choice kept on the page (for a browser that blocks storage), and the event
 * it sends when the visitor chooses there.
 */
export const CONSENT_BOOT_BANNER_ID = 'consent-boot';
export const CONSENT_BOOT_CHOSEN_EVENT = 'wayfare:consent-chosen';

declare global {
  interface Window {
    /** The record the page's own banner made, as stored (index.html). */
    wayfareConsentChoice?: string;
  }
}

/** The choice stored in this browser, else one made on the page's own banner before the app loaded. */
export function readPageConsent(now: Date = new Date()): ConsentRecord | null {
  const stored = readStoredConsent(browserStorage(), now);
  if (stored || typeof window === 'undefined') return stored;
  return parseConsentRecord(window.wayfareConsentChoice ?? null, now);
}

/** The purposes granted in `before` and declined in `after`. */
export function withdrawnPurposes(before: ConsentChoices | null, after: ConsentChoices): Purpose[] {
  if (!before) return [];
  return PURPOSES.filter((purpose) => before[purpose] && !after[purpose]);
}
