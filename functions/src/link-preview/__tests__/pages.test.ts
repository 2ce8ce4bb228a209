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
    const page = tripPage({ itinerary, creator: profile, places: [] }, ORIGIN);
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

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('ana maria sousa')).toBe('AM');
    expect(initials('  ')).toBe('?');
    expect(initials('Émile')).toBe('É');
  });
});
