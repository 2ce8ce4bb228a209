/**
 * "Plan it for me", the embedded planner's side: loads the planner and the
 * places data it needs (JSON chunks) on demand, reads the request and plans
 * it. Imported with `import()` by the /plan screen, so none of this sits in
 * the route's first chunk.
 */
import { parseRequest, type Pace, type TripRequest } from '@/domain/assistant/planner/parse';
import { parseTripPlan, type TripPlan } from '@/domain/assistant/planner/schema';
import { planTrip, type PlannerPersonality } from '@/domain/assistant/planner/plan';
import { loadCitySearchIndex, loadPlacesData } from '@/lib/places/load';

export interface PlannedRequest {
  request: TripRequest;
  /** The pace and interests planned for: the request's when stated, else the personality's. */
  pace: Pace;
  interests: string[];
  /** Null when no destination could be read from the request (nothing to plan). */
  plan: TripPlan | null;
  /** For the user when the plan is not the one asked for (the model failed, or the assistant could not be reached). */
  notice: string | null;
}

/** The assistant's function (`assistantPlan`): the plan from the model, or from the built-in planner on the server. */
export type RemotePlanner = (text: string, personality: PlannerPersonality | null) => Promise<unknown>;

export const LOCAL_PLAN_NOTICE = 'The assistant could not be reached, so this plan comes from the built-in planner on this device.';

export interface PlanRequestOptions {
  /** The local calendar day the request is read on ("next May", "tomorrow"). */
  today: Date;
  /** The user's travel personality (the quiz's `personalityProfile(type)`), when they have one. */
  personality?: PlannerPersonality | null;
  /**
   * Asks the assistant's function first (the model path when a key is set);
   * on any failure but a refusal meant for the user, plans on this device
   * and says so. Without it, plans on this device.
   */
  remote?: RemotePlanner;
}

/** A refusal the user must see (the hourly limit, bad input), as opposed to the service being out of reach. */
function isUserFacing(error: unknown): error is Error {
  return error instanceof Error && 'kind' in error && (error as { kind: unknown }).kind !== 'unavailable';
}

function remoteResult(data: unknown): { plan: TripPlan; notice: string | null } {
  const answer = (data ?? {}) as { plan?: unknown; notice?: unknown };
  return { plan: parseTripPlan(answer.plan), notice: typeof answer.notice === 'string' ? answer.notice : null };
}

const PERSONALITY_PACE = { slow: 'slow', balanced: 'moderate', fast: 'packed' } as const;

/** Reads `text` and plans it from our places data; deterministic for the same text, day and personality. */
export async function planRequest(text: string, { today, personality = null, remote }: PlanRequestOptions): Promise<PlannedRequest> {
  const cityIndex = await loadCitySearchIndex();
  const request = parseRequest(text, { today, cityIndex });
  const pace: Pace = request.stated.pace || !personality ? request.pace : PERSONALITY_PACE[personality.pace];
  const interests: string[] = request.stated.interests || !personality ? request.interests : [...personality.interests];
  if (request.destinations.length === 0) return { request, pace, interests, plan: null, notice: null };
  if (remote && (typeof navigator === 'undefined' || navigator.onLine)) {
    try {
      return { request, pace, interests, ...remoteResult(await remote(text, personality)) };
    } catch (error) {
      if (isUserFacing(error)) throw error;
      console.warn('The assistant could not be reached; planning on this device:', error instanceof Error ? error.message : error);
    }
  }
  const curatedIds = request.destinations.filter((d) => d.curated).map((d) => d.cityId);
  const placesData = await loadPlacesData(curatedIds);
  const plan = planTrip(request, { placesData, personality });
  return { request, pace, interests, plan, notice: remote ? LOCAL_PLAN_NOTICE : null };
}

/** Starts loading the city index while the request is typed, so planning starts at once. */
export function preloadPlanner(): void {
  void loadCitySearchIndex().catch(() => undefined);
}
