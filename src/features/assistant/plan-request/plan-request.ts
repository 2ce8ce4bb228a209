/**
 * "Plan it for me", the embedded planner's side: loads the planner and the
 * places data it needs (JSON chunks) on demand, reads the request and plans
 * it. Imported with `import()` by the /plan screen, so none of this sits in
 * the route's first chunk.
 */
import { parseRequest, planTrip, type Pace, type PlannerPersonality, type TripPlan, type TripRequest } from '@/features/assistant/planner';
import { loadCitySearchIndex, loadPlacesData } from '@/lib/places/load';

export interface PlannedRequest {
  request: TripRequest;
  /** The pace and interests planned for: the request's when stated, else the personality's. */
  pace: Pace;
  interests: string[];
  /** Null when no destination could be read from the request (nothing to plan). */
  plan: TripPlan | null;
}

export interface PlanRequestOptions {
  /** The local calendar day the request is read on ("next May", "tomorrow"). */
  today: Date;
  /** The user's travel personality (the quiz's `personalityProfile(type)`), when they have one. */
  personality?: PlannerPersonality | null;
}

const PERSONALITY_PACE = { slow: 'slow', balanced: 'moderate', fast: 'packed' } as const;

/** Reads `text` and plans it from our places data; deterministic for the same text, day and personality. */
export async function planRequest(text: string, { today, personality = null }: PlanRequestOptions): Promise<PlannedRequest> {
  const cityIndex = await loadCitySearchIndex();
  const request = parseRequest(text, { today, cityIndex });
  const pace: Pace = request.stated.pace || !personality ? request.pace : PERSONALITY_PACE[personality.pace];
  const interests: string[] = request.stated.interests || !personality ? request.interests : [...personality.interests];
  if (request.destinations.length === 0) return { request, pace, interests, plan: null };
  const curatedIds = request.destinations.filter((d) => d.curated).map((d) => d.cityId);
  const placesData = await loadPlacesData(curatedIds);
  const plan = planTrip(request, { placesData, personality });
  return { request, pace, interests, plan };
}

/** Starts loading the city index while the request is typed, so planning starts at once. */
export function preloadPlanner(): void {
  void loadCitySearchIndex().catch(() => undefined);
}
