import { AppError } from '@/domain/app-error';
import {
  checkNewProfile,
  checkPreferences,
  parsePrivateAccount,
  parseProfile,
  parseUsernameClaim,
  toJson,
  type NewProfile,
} from '../schema';
import { parseItinerarySummary } from '../../itineraries/schema';

/** What Firestore hands back for a timestamp field, in any of its SDKs. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

/** The fields a profile has the same stored and parsed (everything but its timestamps). */
const profileFields = {
  id: 'anaRibeiro01',
  username: 'ana',
  displayName: 'Ana Ribeiro',
  photoURL: '/demo/avatars/ana.svg',
  bio: 'Pastry hunter.',
  homeCity: 'Lisbon',
  following: ['marcoRossi01'],
  followers: ['yukiTanaka01', 'samCarter01'],
  isAgent: false,
};

const storedProfile = {
  ...profileFields,
  createdAt: at('2026-01-05T09:00:00Z'),
  updatedAt: at('2026-01-06T09:00:00Z'),
};

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('parseProfile', () => {
  it('returns the profile as the app uses it', () => {
    expect(parseProfile(storedProfile, 'users/anaRibeiro01', 'anaRibeiro01')).toEqual({
      ...profileFields,
      createdAt: new Date('2026-01-05T09:00:00Z'),
    });
  });

  it('gives a profile without follow lists or optional fields empty lists and nulls', () => {
    const { following: _f, followers: _g, photoURL: _p, bio: _b, homeCity: _h, createdAt: _c, ...bare } = storedProfile;
    const profile = parseProfile(bare, 'users/anaRibeiro01', 'anaRibeiro01');
    expect(profile.following).toEqual([]);
    expect(profile.followers).toEqual([]);
    expect(profile.photoURL).toBeNull();
    expect(profile.createdAt).toBeNull();
  });

  it('throws AppError invalid naming the document and the field for a malformed document', () => {
    const error = thrown(() =>
      parseProfile({ ...storedProfile, followers: 'yukiTanaka01' }, 'users/anaRibeiro01', 'anaRibeiro01'),
    );
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('users/anaRibeiro01');
    expect(error.message).toContain('followers');
  });

  it('refuses a timestamp that is not one, and a list holding something other than ids', () => {
    expect(thrown(() => parseProfile({ ...storedProfile, createdAt: '2026-01-05' }, 'users/a', 'anaRibeiro01')).message).toContain('createdAt');
    expect(thrown(() => parseProfile({ ...storedProfile, following: [42] }, 'users/a', 'anaRibeiro01')).message).toContain('following');
  });

  it('refuses a profile whose id is not its document id', () => {
    const error = thrown(() => parseProfile(storedProfile, 'users/someoneElse1', 'someoneElse1'));
    expect(error.message).toContain('users/someoneElse1');
    expect(error.message).toContain('id');
  });
});

describe('parsePrivateAccount and parseUsernameClaim', () => {
  it('reads the private account with stripeCustomerId null when absent', () => {
    const account = parsePrivateAccount(
      {
        email: 'ana@demo.wayfare.test',
        phone: null,
        userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: 'Lisbon', travelPersonality: null },
      },
      'users/anaRibeiro01/private/account',
    );
    expect(account.stripeCustomerId).toBeNull();
    expect(account.userPreferences.distanceUnit).toBe('km');
  });

  it('refuses an unknown distance unit, naming the document', () => {
    const error = thrown(() =>
      parsePrivateAccount(
        { email: null, phone: null, userPreferences: { currency: 'EUR', distanceUnit: 'league', homeCity: null, travelPersonality: null } },
        'users/x/private/account',
      ),
    );
    expect(error.message).toMatch(/users\/x\/private\/account.*userPreferences\.distanceUnit/);
  });

  it('reads a username claim and refuses one without a uid', () => {
    expect(parseUsernameClaim({ uid: 'anaRibeiro01' }, 'usernames/ana')).toBe('anaRibeiro01');
    expect(thrown(() => parseUsernameClaim({}, 'usernames/ana')).message).toContain('usernames/ana');
  });
});

describe('parseItinerarySummary', () => {
  /** What a card shows, the same stored and parsed (but for the timestamp). */
  const cardFields = {
    title: 'Lisbon food and fado',
    destinations: ['Lisbon'],
    days: 3,
    period: { start: '2027-05-14', end: '2027-05-16' },
    itineraryImageSrc: null,
    isPaidItinerary: false,
  };
  const stored = { ...cardFields, createdAt: at('2026-02-01T10:00:00Z'), description: 'ignored' };

  it('keeps only what a card shows', () => {
    expect(parseItinerarySummary(stored, 'itineraries/lisbon', 'lisbon')).toEqual({
      id: 'lisbon',
      ...cardFields,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
  });

  it('refuses fractional days and malformed dates, naming the document', () => {
    expect(thrown(() => parseItinerarySummary({ ...stored, days: 2.5 }, 'itineraries/lisbon', 'lisbon')).message).toMatch(/itineraries\/lisbon.*days/);
    expect(
      thrown(() => parseItinerarySummary({ ...stored, period: { start: '14/05/2027', end: '2027-05-16' } }, 'itineraries/lisbon', 'lisbon')).message,
    ).toContain('period.start');
  });
});

describe('write checks', () => {
  const input: NewProfile = {
    uid: 'newUser0001',
    username: 'new.user',
    displayName: 'New User',
    photoURL: null,
    homeCity: null,
    bio: null,
    email: 'new@example.com',
    phone: null,
  };

  it('accepts a well-formed sign-up', () => {
    expect(() => checkNewProfile(input)).not.toThrow();
  });

  it('refuses reserved or malformed usernames, blank names and bad phones before any round trip', () => {
    expect(() => checkNewProfile({ ...input, username: 'explore' })).toThrow(AppError);
    expect(() => checkNewProfile({ ...input, username: 'New User' })).toThrow(AppError);
    expect(() => checkNewProfile({ ...input, displayName: '   ' })).toThrow(/Enter the name/);
    expect(() => checkNewProfile({ ...input, phone: '912 345 678' })).toThrow(/country code/);
    expect(() => checkNewProfile({ ...input, bio: 'x'.repeat(501) })).toThrow(/at most 500/);
  });

  it('refuses a currency that is not an ISO code', () => {
    expect(() => checkPreferences({ currency: 'eur' })).toThrow(/three-letter code/);
    expect(() => checkPreferences({ currency: 'EUR', distanceUnit: 'mi' })).not.toThrow();
  });
});

describe('toJson', () => {
  it('turns timestamps into ISO strings at any depth', () => {
    expect(toJson({ a: at('2026-01-05T09:00:00Z'), list: [{ b: at('2026-01-06T00:00:00Z') }], n: null })).toEqual({
      a: '2026-01-05T09:00:00.000Z',
      list: [{ b: '2026-01-06T00:00:00.000Z' }],
      n: null,
    });
  });
});
