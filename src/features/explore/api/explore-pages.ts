/**
 * Explore's data: public itineraries in cursor pages, with their creators'
 * names, as TanStack Query options. The query module (REST, validators) is
 * imported on demand, so a screen's first chunk holds none of it.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ExploreCard, ExploreCursor, ExploreSort } from '@/services/firebase/collections/explore-queries';
import { afterNextPaint } from '@/lib/after-paint';
import { daysFor, searchKeyFor, type ExploreInterest, type LengthFilter } from '@/domain/explore/search-keys';

export type { ExploreCard, ExploreCursor, ExploreSort };

export interface ExploreSearch {
  destination: string;
  length: LengthFilter | null;
  interest: ExploreInterest | null;
  sort: ExploreSort;
}

export const EXPLORE_PAGE_SIZE = 12;

/** The person behind a card. */
export interface CardCreator {
  username: string;
  displayName: string;
}

export interface ExploreCardsPage {
  cards: ExploreCard[];
  creators: Record<string, CardCreator>;
  next: ExploreCursor | null;
}

export const exploreKeys = {
  all: ['explore'] as const,
  pages: (search: ExploreSearch, pageSize: number) =>
    [...exploreKeys.all, 'pages', search.destination.trim().toLowerCase(), search.length, search.interest, search.sort, pageSize] as const,
};

const loadQueries = () => import('@/services/firebase/collections/explore-queries');
const loadRest = () => import('@/services/firebase/rest');

/** One page of cards and the names of their creators. */
export async function fetchExplorePage(search: ExploreSearch, pageSize: number, after: ExploreCursor | null): Promise<ExploreCardsPage> {
  // The query code loads after the screen's first paint (docs/performance.md budgets): skeletons show meanwhile.
  await afterNextPaint();
  const [{ listExplorePage, readCreators }, { stageDatabase }] = await Promise.all([loadQueries(), loadRest()]);
  const database = stageDatabase();
  const page = await listExplorePage(
    database,
    { searchKey: searchKeyFor(search.destination.trim() || null, search.interest), days: daysFor(search.length), sort: search.sort },
    pageSize,
    after,
  );
  const creators: Record<string, CardCreator> = {};
  // A name that cannot be read leaves the card without one; the trips still show.
  const profiles = await readCreators(database, page.cards.map((c) => c.creatorId)).catch(() => new Map<string, never>());
  for (const [uid, profile] of profiles) creators[uid] = { username: profile.username, displayName: profile.displayName };
  return { cards: page.cards, creators, next: page.next };
}

export function explorePagesQueryOptions(search: ExploreSearch, pageSize = EXPLORE_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: exploreKeys.pages(search, pageSize),
    queryFn: ({ pageParam }) => fetchExplorePage(search, pageSize, pageParam),
    initialPageParam: null as ExploreCursor | null,
    getNextPageParam: (last) => last.next,
    staleTime: 60_000,
  });
}

/** A first page only (the start page's examples, a destination's trips). */
export function exploreFirstPageQueryOptions(search: ExploreSearch, pageSize: number) {
  return queryOptions({
    queryKey: [...exploreKeys.pages(search, pageSize), 'first'] as const,
    queryFn: () => fetchExplorePage(search, pageSize, null),
    staleTime: 60_000,
  });
}
