import { Link } from 'react-router-dom';
import type { CardCreator, ExploreCard } from '../api/explore-pages';

/** A stable hue per destination, for covers without a photo. */
function hueOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function clonesText(count: number): string {
  if (count === 0) return 'Not cloned yet';
  return count === 1 ? 'Cloned once' : `Cloned ${count} times`;
}

/** The cover: the itinerary's image, or its destination on a colour of its own. */
export function CardCover({ card }: { card: Pick<ExploreCard, 'itineraryImageSrc' | 'destinations' | 'title'> }) {
  const place = card.destinations[0] ?? card.title;
  if (card.itineraryImageSrc) {
    return <img className="explore-card__cover" src={card.itineraryImageSrc} alt="" loading="lazy" width="320" height="160" />;
  }
  const hue = hueOf(place);
  return (
    <div
      className="explore-card__cover explore-card__cover--plain"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 45% 30%), hsl(${(hue + 40) % 360} 50% 42%))` }}
      aria-hidden="true"
    >
      <span>{place}</span>
    </div>
  );
}

export interface ExploreCardViewProps {
  card: ExploreCard;
  creator: CardCreator | undefined;
  /** The heading level inside the list (h2 on Explore, h3 under a section). */
  headingLevel?: 2 | 3;
}

/** One public itinerary: cover, title, creator, days and clone count; the title opens the trip. */
export function ExploreCardView({ card, creator, headingLevel = 2 }: ExploreCardViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="explore-card">
      <CardCover card={card} />
      <div className="explore-card__body">
        <Heading className="explore-card__title">
          <Link to={`/trip/${card.id}`} className="explore-card__link">
            {card.title}
          </Link>
        </Heading>
        <p className="explore-card__creator">
          {creator ? (
            <>
              by <Link to={`/${creator.username}`}>{creator.displayName}</Link>
            </>
          ) : (
            'by a Wayfare traveller'
          )}
        </p>
        <ul className="explore-card__facts" aria-label="About this trip">
          <li>{daysText(card.days)}</li>
          {card.destinations.length > 0 ? <li>{card.destinations.slice(0, 3).join(', ')}</li> : null}
          <li>{clonesText(card.cloneCount)}</li>
          {card.isPaidItinerary ? <li className="explore-card__paid">Paid guide</li> : null}
        </ul>
      </div>
    </article>
  );
}

/** Placeholders of the cards' size while they load. */
export function ExploreCardSkeletons({ count, label = 'Loading trips' }: { count: number; label?: string }) {
  return (
    <div className="explore-grid" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="explore-card explore-card--skeleton" aria-hidden="true">
          <div className="explore-card__cover skeleton" />
          <div className="explore-card__body">
            <div className="skeleton skeleton--line skeleton--wide" />
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--line" />
          </div>
        </div>
      ))}
    </div>
  );
}
