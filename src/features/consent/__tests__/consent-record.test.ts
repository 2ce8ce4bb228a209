import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  REJECT_ALL,
  consentRecord,
  parseConsentRecord,
  readStoredConsent,
  storeConsent,
  withdrawnPurposes,
} from '../lib/consent-record';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const stored = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2026-11-20T10:00:00.000Z', choices: { ...ACCEPT_ALL }, ...overrides });

describe('parseConsentRecord', () => {
  it('reads a choice stored under the current version', () => {
    expect(parseConsentRecord(stored({ choices: { analytics: true, paymentAnalytics: false, advertising: true } }), NOW)).toEqual({
      version: CONSENT_VERSION,
      decidedAt: '2026-11-20T10:00:00.000Z',
      choices: { analytics: true, paymentAnalytics: false, advertising: true },
    });
  });

  it('asks again when the stored choice was made under another version of the policy', () => {
    expect(parseConsentRecord(stored({ version: CONSENT_VERSION - 1 }), NOW)).toBeNull();
    expect(parseConsentRecord(stored({ version: CONSENT_VERSION + 1 }), NOW)).toBeNull();
  });

  it('asks again once the choice is older than the maximum age', () => {
    const justInTime = new Date(NOW.getTime() - (CONSENT_MAX_AGE_DAYS - 1) * DAY).toISOString();
    const tooOld = new Date(NOW.getTime() - (CONSENT_MAX_AGE_DAYS + 1) * DAY).toISOString();
    expect(parseConsentRecord(stored({ decidedAt: justInTime }), NOW)).not.toBeNull();
    expect(parseConsentRecord(stored({ decidedAt: tooOld }), NOW)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a date that is not one', stored({ decidedAt: 'yesterday' })],
    ['a date far in the future', stored({ decidedAt: '2030-01-01T00:00:00Z' })],
    ['a purpose missing', stored({ choices: { analytics: true, paymentAnalytics: true } })],
    ['a purpose that is not a yes or no', stored({ choices: { ...ACCEPT_ALL, advertising: 'yes' } })],
  ])('counts %s as no choice', (_case, raw) => {
    expect(parseConsentRecord(raw, NOW)).toBeNull();
  });

  it('keeps only the known purposes', () => {
    const record = parseConsentRecord(stored({ choices: { ...REJECT_ALL, extra: true } }), NOW);
    expect(record?.choices).toEqual(REJECT_ALL);
  });
});

describe('storing the choice', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage under the versioned key', () => {
    storeConsent(consentRecord({ analytics: false, paymentAnalytics: true, advertising: false }, NOW));
    const raw = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { version: number };
    expect(raw.version).toBe(CONSENT_VERSION);
    expect(readStoredConsent(localStorage, NOW)?.choices).toEqual({ analytics: false, paymentAnalytics: true, advertising: false });
  });

  it('holds without storage: blocked storage neither throws nor remembers', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeConsent(consentRecord(ACCEPT_ALL, NOW), blocked)).not.toThrow();
    expect(readStoredConsent(blocked, NOW)).toBeNull();
  });
});

describe('withdrawnPurposes', () => {
  it('names what was granted and is now declined', () => {
    expect(withdrawnPurposes(ACCEPT_ALL, { analytics: false, paymentAnalytics: true, advertising: false })).toEqual([
      'analytics',
      'advertising',
    ]);
    expect(withdrawnPurposes(null, REJECT_ALL)).toEqual([]);
    expect(withdrawnPurposes(REJECT_ALL, ACCEPT_ALL)).toEqual([]);
  });
});
