/**
 * What the place search shows besides the names: each result's details
 * (kind, rating, price, address or curated city) and, under the list, where
 * the results come from. Google's results carry the "Google Maps" text
 * attribution its terms ask for when they are shown without a Google map
 * (Roboto, grey, never translated); the curated guide says so, and why it
 * answers instead when the live search could not.
 */
import { GoogleMapsCredit } from '@/components/place-credits';
import { priceWords } from '@/lib/places/credits';
import { FALLBACK_WORDS, type FoundPlace, type FoundPlaces } from '@/services/places-search';

export function PlaceResultMeta({ place }: { place: FoundPlace }) {
  const parts = [
    place.closed ? `${place.closed.charAt(0).toUpperCase()}${place.closed.slice(1)}` : null,
    place.category,
    place.rating === null ? null : `Rated ${place.rating.toFixed(1)}`,
    priceWords(place.priceLevel),
    place.address ?? place.cityId?.replace(/-/g, ' ') ?? null,
  ].filter(Boolean);
  return <span className="item-dialog__result-meta">{parts.join(' · ')}</span>;
}

export function PlaceSourceNote({ result }: { result: FoundPlaces }) {
  if (result.source === 'google') {
    return (
      <p className="item-dialog__source">
        Results from{' '}
        <GoogleMapsCredit />
      </p>
    );
  }
  const why = result.fallback ? (result.message ?? FALLBACK_WORDS[result.fallback]) : null;
  return (
    <p className="item-dialog__source">
      From Wayfare’s curated guide.{why ? ` ${why}` : ''}
    </p>
  );
}
