/**
 * Home's public reads: the newest public trips of the people I follow, and
 * trips in my travel personality's destinations. REST reads of Explore's
 * index (no SDK), loaded on demand.
 */
import { queryOptions } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/after-paint';
import type { ExploreCard } from '@/services/firebase/collections/explore-queries';
import type { RestDatabase } from '@/services/firebase/rest';

export interface HomeCards {
  cards: ExploreCard[];
  creators: Record<string, { username: string; displayName: string }>;
}

export const HOME_CARDS = 6;

async function withCreators(load: (db: RestDatabase) => Promise<ExploreCard[]>): Promise<HomeCards> {
  await afterNextPaint();
  const [{ readCreators }, { stageDatabase }] = await Promise.all([
    import('@/services/firebase/collections/explore-queries'),
    import('@/services/firebase/rest'),
  ]);
  const database = stageDatabase();
  const cards = await load(database);
  const creators: HomeCards['creators'] = {};
  const profiles = await readCreators(database, cards.map((c) => c.creatorId)).catch(() => new Map<string, never>());
  for (const [uid, p] of profiles) creators[uid] = { username: p.username, displayName: p.displayName };
  return { cards, creators };
}

export const homeKeys = {
  all: ['home'] as const,
  following: (uids: readonly string[]) => [...homeKeys.all, 'following', [...uids].sort().join(',')] as const,
  suggestions: (keys: readonly string[]) => [...homeKeys.all, 'suggestions', keys.join(',')] as const,
};

/** The newest public trips of the people I follow (the first 30 of them). */
export function followingTripsQueryOptions(following: readonly string[]) {
  return queryOptions({
    queryKey: homeKeys.following(following),
    queryFn: () =>
      withCreators(async (db) =>
        (await import('@/services/firebase/collections/explore-queries')).listPublicByCreators(db, following, HOME_CARDS),
      ),
    staleTime: 60_000,
  });
}

/** Public trips matching any of some search keys (a personality's destinations). */
export function suggestedTripsQueryOptions(keys: readonly string[]) {
  return queryOptions({
    queryKey: homeKeys.suggestions(keys),
    queryFn: () =>
      withCreators(async (db) => (await import('@/services/firebase/collections/explore-queries')).listPublicByAnyKey(db, keys, HOME_CARDS)),
    staleTime: 60_000,
  });
}
