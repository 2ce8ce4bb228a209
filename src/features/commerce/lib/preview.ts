/**
 * The paid preview's numbers (the spec's currentCheckingIndex and
 * showingPercentage, see docs/commerce.md): `DEFAULT_CHECKING_INDEX` is the
 * last day a non-buyer sees in full by default, `showingPercentage` how much
 * of the trip's days they see in full (100 when they may read it all).
 */
export const DEFAULT_CHECKING_INDEX = 2;

export function showingPercentage(daysInFull: number, totalDays: number): number {
  if (totalDays <= 0) return 100;
  return Math.round((Math.min(daysInFull, totalDays) / totalDays) * 100);
}

const KIND_WORDS: Record<string, [string, string]> = {
  attraction: ['sight', 'sights'],
  restaurant: ['place to eat', 'places to eat'],
  stay: ['stay', 'stays'],
  flight: ['flight', 'flights'],
  transport: ['journey', 'journeys'],
  activity: ['activity', 'activities'],
  note: ['note', 'notes'],
};

/** "2 sights, 1 place to eat": an outline without place names. */
export function describeKinds(kinds: Record<string, number>): string {
  const parts = Object.entries(kinds)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const [one, many] = KIND_WORDS[kind] ?? ['stop', 'stops'];
      return `${count} ${count === 1 ? one : many}`;
    });
  return parts.length > 0 ? parts.join(', ') : 'A free day';
}
