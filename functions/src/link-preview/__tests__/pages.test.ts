import { describe, expect, it } from 'vitest';
import { aTrip } from '@/testing/builders';
import type { Profile } from '@/domain/users/schema';
import { CACHE, initials, profilePage, safePhoto, tripCard, tripPage } from '../pages';

const ORIGIN = 'https://wayfare.app';

const profile: Profile = {
  id: 'u1',
  username: 'ana',
  displayName: 'Ana <Sousa>',
  photoURL: 'javascript:alert(1)',
  bio: null,
  homeCity: null,
  following: [],
  followers: [],
  isAgent: false,
  createdAt: null,
};

const itinerary = aTrip({
  id: 'trip-1',
  title: 'Porto in depth',
  description: '',
  destinations: ['Porto', 'Braga'],
  period: null,
  days: 4,
  context: 'private planning notes',
  public: true,
  creatorId: 'u1',
  isPaidItinerary: true,
  price: { amount: 1500, currency: 'EUR' },
});

describe('profilePage', () => {
  it('paints the header with the name escaped and only a web photo address', () => {
    const page = profilePage(profile, ORIGIN);
    expect(page.body).toContain('<h1 id="profile-title">Ana &lt;Sousa&gt;</h1>');
    expect(page.body).not.toContain('javascript:');
    expect(page.data).toEqual({ username: 'ana', displayName: 'Ana <Sousa>', photoURL: null, homeCity: null, bio: null });
    expect(page.cacheControl).toBe(CACHE.profile);
    expect(page.meta?.description).toBe('Public trips and travel plans by Ana <Sousa> on Wayfare.');
  });

  it('keeps an http(s) photo, made absolute', () => {
    expect(safePhoto('/demo/avatars/ana.jpg', ORIGIN)).toBe('https://wayfare.app/demo/avatars/ana.jpg');
    expect(safePhoto('data:image/png;base64,xx', ORIGIN)).toBeNull();
  });
});

describe('tripPage', () => {
  it("says what the trip is and its price, never its private context", () => {
    const page = tripPage({ itinerary, creator: profile, places: [] }, ORIGIN, { firstPaint: true });
    expect(page.meta?.description).toBe('A 4-day trip to Porto, Braga by Ana <Sousa> on Wayfare.');
    expect(JSON.stringify(page.meta)).not.toContain('private planning notes');
    expect(page.meta?.jsonLd).toMatchObject({ '@type': 'TouristTrip', offers: { price: '15.00', priceCurrency: 'EUR' } });
    expect(tripCard({ itinerary, creator: profile, places: [] })).toEqual({
      initials: 'AS',
      title: 'Porto in depth',
      subtitle: 'Porto · Braga · 4 days',
      detail: 'by Ana <Sousa> (@ana)',
    });
  });
});

describe("a trip's first paint", () => {
  const trip = (changes: Partial<typeof itinerary>) => ({ itinerary: { ...itinerary, ...changes }, creator: profile, places: [] });

  it("paints the trip's heading at /trip/{id}, escaped, with what the app's skeleton reads", () => {
    const page = tripPage(
      trip({ title: 'Porto <in> depth', description: 'Port & tiles', period: { start: '2027-05-01', end: '2027-05-04' } }),
      ORIGIN,
      { firstPaint: true },
    );
    expect(page.body).toContain('<h1 id="trip-title">Porto &lt;in&gt; depth</h1>');
    expect(page.body).toContain('<dd>1–4 May 2027</dd><');
    expect(page.body).toContain('<dd>Porto, Braga</dd>');
    expect(page.body).toContain('<p class="trip-header__description">Port &amp; tiles</p>');
    expect(page.body).toContain('Public trip · paid itinerary</p>');
    expect(page.body.match(/<h1/g)).toHaveLength(1);
    expect(page.data).toMatchObject({ kind: 'trip', id: 'trip-1', title: 'Porto <in> depth', public: true, days: 4 });
    // Never what only the plan's editors may read.
    expect(JSON.stringify(page.data)).not.toContain('private planning notes');
    expect(page.body).not.toContain('private planning notes');
  });

  it('paints a cover only from an http(s) address', () => {
    const drawn = tripPage(trip({ itineraryImageSrc: '/demo/covers/porto.jpg' }), ORIGIN, { firstPaint: true });
    expect(drawn.body).toContain('src="/demo/covers/porto.jpg"');
    const refused = tripPage(trip({ itineraryImageSrc: 'javascript:alert(1)' }), ORIGIN, { firstPaint: true });
    expect(refused.body).not.toContain('javascript:');
    expect(refused.body).toContain('trip-cover__image--empty');
    expect(refused.data).toMatchObject({ itineraryImageSrc: null });
  });

  it("paints nothing on its creator's profile address, where the app shows the profile", () => {
    const page = tripPage(trip({}), ORIGIN, { firstPaint: false });
    expect(page.body).toBe('');
    expect(page.data).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ana maria sousa')).toBe('AM');
    expect(initials('  ')).toBe('?');
    expect(initials('Émile')).toBe('É');
  });
});
