/**
 * A Google place's details (the item dialog, the trip page, Discovery): its first photo with
 * the photo's authors (Google's terms: shown with it, linked), rating, price,
 * the week's opening hours, its website and its page on Google Maps, under
 * the "Google Maps" text attribution. Nothing here is stored with the item
 * but the hours (src/domain/places/hours.ts); the rest is asked again, from
 * the function's cache, each time it is shown.
 */
import { useId, useState } from 'react';
import { GoogleMapsCredit } from '@/components/place-credits';
import { priceWords } from '@/lib/places/credits';
import type { LivePlace } from '@/domain/places/live';
import { usePlaceDetails, usePlacePhoto } from './use-place-details';
import './place-details.css';
import { groupThousands } from '@/lib/numbers';

function PlacePhoto({ place }: { place: LivePlace }) {
  const first = place.photos[0] ?? null;
  const photo = usePlacePhoto(first?.name ?? null);
  if (!first || !photo.data?.ok) return null;
  const authors = photo.data.answer.attributions;
  return (
    <figure className="place-details__photo">
      <img src={photo.data.answer.photoUri} alt={`${place.name}, as a visitor photographed it`} width={320} height={Math.round((320 * first.heightPx) / first.widthPx)} loading="lazy" />
      {authors.length > 0 ? (
        <figcaption>
          Photo:{' '}
          {authors.map((author, i) => (
            <span key={`${author.name}-${i}`}>
              {i > 0 ? ', ' : ''}
              {author.uri ? (
                <a href={author.uri} target="_blank" rel="noopener noreferrer">
                  {author.name}
                </a>
              ) : (
                author.name
              )}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}

export function PlaceDetails({ providerId, name }: { providerId: string; name: string }) {
  const details = usePlaceDetails(providerId);
  if (details.isPending) return <p className="place-details__note">Looking up {name} on Google Maps…</p>;
  if (!details.data?.ok) {
    const failure = details.data;
    let words = `Google Maps details for ${name} are not available right now.${failure?.message ? ` ${failure.message}` : ''}`;
    if (failure?.reason === 'signed-out') words = `Sign in to see photos, the rating and the opening hours of ${name} from Google Maps.`;
    // A stage without a places provider (no key set).
    if (failure?.reason === 'not-configured') words = `Google Maps details are not available here.`;
    return <p className="place-details__note">{words}</p>;
  }
  const place = details.data.answer.place;
  const facts = [
    place.rating === null ? null : `Rated ${place.rating.toFixed(1)}${place.ratingCount ? ` (${groupThousands(place.ratingCount)} reviews)` : ''}`,
    priceWords(place.priceLevel),
  ].filter(Boolean);
  return (
    <section className="place-details" aria-label={`About ${place.name}`}>
      <PlacePhoto place={place} />
      <div className="place-details__text">
        {facts.length > 0 ? <p className="place-details__facts">{facts.join(' · ')}</p> : null}
        {place.hours && place.hours.weekdayText.length > 0 ? (
          <details className="place-details__hours">
            <summary>Opening hours</summary>
            <ul>
              {place.hours.weekdayText.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        ) : (
          <p className="place-details__note">Google Maps gives no opening hours for it.</p>
        )}
        <p className="place-details__links">
          {place.website ? (
            <a href={place.website} target="_blank" rel="noopener noreferrer">
              Website
            </a>
          ) : null}
          {place.website && place.mapsUrl ? ' · ' : null}
          {place.mapsUrl ? (
            <a href={place.mapsUrl} target="_blank" rel="noopener noreferrer">
              Open in Google Maps
            </a>
          ) : null}
        </p>
        <p className="place-details__source">
          From{' '}
          <GoogleMapsCredit />
        </p>
      </div>
    </section>
  );
}

/**
 * "Photos and details" under a Google place (the trip page, Discovery). The
 * details are asked for only when someone opens them, since each look is a
 * request to Google and a list of places would otherwise ask for all of them.
 */
export function PlaceMore({ providerId, name }: { providerId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="place-more">
      <button
        type="button"
        className="button button--quiet button--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Photos and details <span className="visually-hidden">of {name}</span>
      </button>
      <div id={panelId}>
        {open ? <PlaceDetails providerId={providerId} name={name} /> : null}
      </div>
    </div>
  );
}
