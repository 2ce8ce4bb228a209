/**
 * Each preview's page: what the head says (PreviewMeta), its HTTP status and
 * Cache-Control, the card its image draws, and for a profile and a trip's own
 * address the markup painted before the app's JavaScript runs. Pure: the reads are in read.ts.
 */
import type { Profile } from '@/domain/users/schema';
import { isPaintableImage, type TripFirstPaint } from '@/domain/itineraries/first-paint';
import type { ServerFirstPaint } from '@/domain/users/first-paint';
import type { CardContent } from './card';
import { profileFirstPaint, tripFirstPaint } from './first-paint';
import { clip, type PreviewMeta } from './html';
import type { CityPreview, PublicTrip } from './read';
import { profileImagePath, tripImagePath } from './routes';

/**
 * Cache-Control per kind. `max-age` is the browser's, `s-maxage` the CDN's
 * (Firebase Hosting caches a function's answer for that long).
 */
export const CACHE = {
  /** Profiles change (name, photo, bio): a few minutes at the CDN. */
  profile: 'public, max-age=60, s-maxage=300',
  /** Trips change less: an hour at the CDN. */
  trip: 'public, max-age=300, s-maxage=3600',
  /** Cities come from the deployed places data: a day at the CDN. */
  city: 'public, max-age=3600, s-maxage=86400',
  /** An unknown or private address may become public: one minute. */
  notFound: 'public, max-age=30, s-maxage=60',
  /** Something failed: never cached. */
  none: 'no-store',
} as const;

export interface PreviewPage {
  status: number;
  cacheControl: string;
  meta: PreviewMeta | null;
  /** Escaped markup for inside #root, painted before the app's JavaScript runs. */
  body: string;
  /** JSON placed in the head (FIRST_PAINT_ID): what the app's skeleton reads to paint the same screen as the body. */
  data: ServerFirstPaint | TripFirstPaint | null;
  /** Tell crawlers not to index the page, when it has no head of its own (a trip the server may not show). */
  noindex?: boolean;
}

const SITE = 'Wayfare';

/** Initials for a card: the first letter (or digit) of the first two words that have one. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** "3 days", "1 day", or null for an undated plan with no days. */
export function dayCount(days: number): string | null {
  if (days <= 0) return null;
  return days === 1 ? '1 day' : `${days} days`;
}

const absolute = (origin: string, path: string) => `${origin}${path}`;

/** Only http(s) photo addresses reach a page; anything else is dropped. */
export function safePhoto(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A trip address the server may not show: unknown, private, or another
 * person's trip on a profile's address, all alike, so the answer never tells
 * a private trip from a missing one. Its owner and companions open the same
 * address signed in, and the app then shows them the trip: the server cannot
 * tell them from a stranger (the sign-in lives in the browser), so it answers
 * the plain app page with 200 (a 404 would be logged as an error in their
 * console before their own trip appears), kept out of search engines by
 * `noindex` and cached as briefly as a 404.
 */
export function closedTripPage(): PreviewPage {
  return { status: 200, cacheControl: CACHE.notFound, meta: null, body: '', data: null, noindex: true };
}

export function notFoundPage(): PreviewPage {
  return {
    status: 404,
    cacheControl: CACHE.notFound,
    meta: null,
    body: '',
    data: null,
  };
}

export function profilePage(profile: Profile, origin: string): PreviewPage {
  const name = profile.displayName;
  const title = `${name} (@${profile.username}) · ${SITE}`;
  const canonical = absolute(origin, `/${profile.username}`);
  const photo = safePhoto(profile.photoURL, origin);
  const known = { username: profile.username, displayName: name, photoURL: photo, homeCity: profile.homeCity, bio: profile.bio };
  const description = clip(profile.bio?.trim() || `Public trips and travel plans by ${name} on ${SITE}.`, 200);
  return {
    status: 200,
    cacheControl: CACHE.profile,
    meta: {
      title,
      description,
      canonical,
      type: 'profile',
      image: { url: absolute(origin, profileImagePath(profile.username)), alt: `${name} on ${SITE}` },
      extra: [['profile:username', profile.username]],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical,
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: `@${profile.username}`,
          url: canonical,
          ...(photo ? { image: photo } : {}),
          ...(profile.bio ? { description: clip(profile.bio, 500) } : {}),
          ...(profile.homeCity ? { homeLocation: { '@type': 'Place', name: profile.homeCity } } : {}),
        },
      },
    },
    body: profileFirstPaint(known),
    data: known,
  };
}

export function profileCard(profile: Profile): CardContent {
  return {
    initials: initials(profile.displayName),
    title: profile.displayName,
    subtitle: `@${profile.username}`,
    detail: profile.homeCity ? `Based in ${profile.homeCity}` : 'Trips and travel plans',
  };
}

function tripDescription({ itinerary, creator }: PublicTrip): string {
  const where = itinerary.destinations.join(', ');
  const who = creator ? ` by ${creator.displayName}` : '';
  const summary = `${itinerary.days > 0 ? `A ${itinerary.days}-day trip` : 'A trip'}${where ? ` to ${where}` : ''}${who} on ${SITE}.`;
  return clip(itinerary.description.trim() ? `${itinerary.description.trim()} · ${summary}` : summary, 200);
}

/** What /trip/{id} paints before the app: its heading's facts (TripHeading). The cover only from an http(s) or the site's own address. */
export function tripFirstPaintData(itinerary: PublicTrip['itinerary']): TripFirstPaint {
  const { id, title, clonedFrom, isPaidItinerary, period, days, destinations, description, itineraryImageSrc } = itinerary;
  return {
    kind: 'trip',
    id,
    title,
    // Only a public trip has a preview page.
    public: true,
    clonedFrom,
    isPaidItinerary,
    period,
    days,
    destinations,
    description,
    itineraryImageSrc: itineraryImageSrc && isPaintableImage(itineraryImageSrc) ? itineraryImageSrc : null,
  };
}

/**
 * A public trip's page. `firstPaint`: at /trip/{id}, the trip screen's
 * skeleton with its heading is painted in the page; on its creator's profile
 * (/{username}/{id}) the app shows the profile, so only the head is the trip's.
 */
export function tripPage(trip: PublicTrip, origin: string, { firstPaint }: { firstPaint: boolean }): PreviewPage {
  const { itinerary, creator, places } = trip;
  const canonical = absolute(origin, `/trip/${itinerary.id}`);
  const title = `${itinerary.title} · ${SITE}`;
  const description = tripDescription(trip);
  const known = firstPaint ? tripFirstPaintData(itinerary) : null;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: itinerary.title,
    description,
    url: canonical,
    image: absolute(origin, tripImagePath(itinerary.id)),
  };
  if (creator) {
    jsonLd.provider = { '@type': 'Person', name: creator.displayName, url: absolute(origin, `/${creator.username}`) };
  }
  if (itinerary.period) {
    jsonLd.startDate = itinerary.period.start;
    jsonLd.endDate = itinerary.period.end;
  }
  // The plan's places only where anyone may read the plan (never a paid trip's days).
  const stops = places.length > 0 ? places : itinerary.destinations;
  if (stops.length > 0) {
    jsonLd.itinerary = {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListElement: stops.map((name, index) => ({ '@type': 'ListItem', position: index + 1, item: { '@type': 'Place', name } })),
    };
  }
  if (itinerary.isPaidItinerary && itinerary.price) {
    jsonLd.offers = {
      '@type': 'Offer',
      price: (itinerary.price.amount / 100).toFixed(2),
      priceCurrency: itinerary.price.currency,
      url: canonical,
    };
  }
  return {
    status: 200,
    cacheControl: CACHE.trip,
    meta: {
      title,
      description,
      canonical,
      type: 'article',
      image: { url: absolute(origin, tripImagePath(itinerary.id)), alt: `${itinerary.title}, a trip on ${SITE}` },
      jsonLd,
    },
    body: known ? tripFirstPaint(known) : '',
    data: known,
  };
}

export function tripCard({ itinerary, creator }: PublicTrip): CardContent {
  const days = dayCount(itinerary.days);
  const where = itinerary.destinations.slice(0, 3).join(' · ');
  return {
    initials: initials(creator?.displayName ?? itinerary.title),
    title: itinerary.title,
    subtitle: [where, days].filter(Boolean).join(' · ') || 'A trip',
    detail: creator ? `by ${creator.displayName} (@${creator.username})` : 'A public trip',
  };
}

export function cityPage({ city, sights }: CityPreview, origin: string): PreviewPage {
  const canonical = absolute(origin, `/explore/${city.id}`);
  const title = `${city.name}: top places and public trips · ${SITE}`;
  const top = sights.map((s) => s.name).slice(0, 3);
  const description = clip(
    top.length > 0
      ? `Plan ${city.name}: ${top.join(', ')} and more, on a map, with travellers' public itineraries.`
      : `Plan a trip to ${city.name}: a map and travellers' public itineraries on ${SITE}.`,
    200,
  );
  return {
    status: 200,
    cacheControl: CACHE.city,
    meta: {
      title,
      description,
      canonical,
      type: 'website',
      image: null,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'TouristDestination',
        name: city.name,
        url: canonical,
        geo: { '@type': 'GeoCoordinates', latitude: city.geocode.lat, longitude: city.geocode.lng },
        address: { '@type': 'PostalAddress', addressCountry: city.country },
        ...(sights.length > 0
          ? { includesAttraction: sights.map((s) => ({ '@type': 'TouristAttraction', name: s.name })) }
          : {}),
      },
    },
    body: '',
    data: null,
  };
}
