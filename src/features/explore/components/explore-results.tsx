import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { explorePagesQueryOptions, type ExploreSearch } from '../api/explore-pages';
import { INTEREST_LABELS, LENGTH_FILTERS } from '@/domain/explore/search-keys';
import { ExploreCardSkeletons, ExploreCardView } from './explore-card';
import { ErrorMessage, retry } from '@/components/error-message';

function describe(search: ExploreSearch): string {
  const parts = [
    search.destination.trim() ? `in ${search.destination.trim()}` : null,
    search.length ? LENGTH_FILTERS.find((f) => f.value === search.length)?.label.toLowerCase() : null,
    search.interest ? `for ${INTEREST_LABELS[search.interest].toLowerCase()}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '';
}

/** The public itineraries matching a search, a page at a time ("Show more" reads the next page). */
export function ExploreResults({ search, onClear }: { search: ExploreSearch; onClear: () => void }) {
  const query = useInfiniteQuery(explorePagesQueryOptions(search));
  // The cards render in a background pass that yields to the browser between them, not in the
  // task that receives the page (the skeletons stay until then).
  const pages = useDeferredValue(query.data?.pages);

  const skeletons = (
    <>
      {/* The count's line is kept, so the cards do not move when it arrives. */}
      <p className="explore-count" aria-hidden="true">
        &nbsp;
      </p>
      <ExploreCardSkeletons count={6} label="Loading public trips" />
    </>
  );
  if (query.isPending) return skeletons;

  if (query.isError) {
    return (
      <ErrorMessage block action={retry(query)}>
        Public trips could not be loaded. {query.error.message}
      </ErrorMessage>
    );
  }

  if (!pages) return skeletons;
  const cards = pages.flatMap((page) => page.cards);
  const creators = Object.assign({}, ...pages.map((page) => page.creators)) as (typeof pages)[number]['creators'];
  const filtered = describe(search);

  if (cards.length === 0) {
    return (
      <div className="explore-message explore-message--empty">
        <h2>No public trips {filtered || 'yet'}</h2>
        <p>
          {filtered
            ? 'Try another destination, a different length or any interest, or be the first to share one.'
            : 'Be the first to share a trip: plan one and make it public.'}
        </p>
        <div className="explore-message__actions">
          {filtered ? (
            <button type="button" className="button button--quiet" onClick={onClear}>
              Clear the search
            </button>
          ) : null}
          <Link className="button" to="/plan">
            Plan a trip
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <p className="explore-count" role="status">
        {cards.length === 1 ? '1 trip' : `${cards.length} trips`}
        {query.hasNextPage ? ' so far' : ''}
        {filtered ? ` ${filtered}` : ''}
      </p>
      <div className="explore-grid">
        {cards.map((card) => (
          <ExploreCardView key={card.id} card={card} creator={creators[card.creatorId]} />
        ))}
      </div>
      {query.isFetchNextPageError ? (
        <ErrorMessage>
          The next trips could not be loaded. Try again.
        </ErrorMessage>
      ) : null}
      {query.hasNextPage ? (
        <div className="explore-more">
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? 'Loading more trips…' : 'Show more trips'}
          </button>
        </div>
      ) : null}
    </>
  );
}
