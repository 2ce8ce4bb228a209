/**
 * The assistantPlan callable's logic, apart from the firebase-functions
 * wrapper (index.ts) so it can be read and tested on its own:
 * input check, who may ask, then the model or the embedded planner (the
 * hourly limit is quota.ts). See docs/assistant.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import * as z from 'zod';
import { documentIdSchema } from '@/lib/document-id-schema';
import { checkPlan } from '@/domain/assistant/planner/check-plan';
import { parseRequest, type TripRequest } from '@/domain/assistant/planner/parse';
import { planTrip, type PlannerPersonality } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { itineraryAccess } from '@/domain/itineraries/access';
import { parseItinerary } from '@/domain/itineraries/schema';
import type { ItineraryDoc } from '@/domain/itineraries/types';
import { checkStored } from '../stored';
import { assistantData } from './data';
import type { LiveBatch } from '../places/places-function';
import { nameFillInsLive } from './live-fill-ins';
import { nameMealsLive } from './live-meals';
import { groundLive, groundPlan, type MatchStats } from './match';
import { ProviderError, planWithModel, type ProviderConfig } from './provider';

export const MAX_TEXT = 2000;
export const FALLBACK_NOTICE = 'The assistant could not be reached, so this plan comes from our built-in planner.';

export const assistantPlanInputSchema = z.object({
  itineraryId: z.optional(documentIdSchema('That itinerary id is not valid.')),
  text: z
    .string({ error: 'Tell the assistant what trip you have in mind.' })
    .trim()
    .min(1, 'Tell the assistant what trip you have in mind.')
    .max(MAX_TEXT, `Keep the request under ${MAX_TEXT} characters.`),
  /** The user's travel personality (the quiz's profile), when they have one: weighs places and sets the pace. */
  personality: z.optional(
    z.nullable(
      z.object({
        interests: z.array(z.enum(['culture', 'food', 'nature', 'adventure', 'relaxation'])).max(5),
        pace: z.enum(['slow', 'balanced', 'fast']),
        budget: z.enum(['thrifty', 'moderate', 'lavish']),
      }),
    ),
  ),
});
export type AssistantPlanInput = z.infer<typeof assistantPlanInputSchema>;

export interface AssistantPlanResult {
  plan: TripPlan;
  /** `model`: the configured model answered; `embedded`: our built-in planner. */
  source: 'model' | 'embedded';
  /** Set when the model was configured but failed, so the plan is the built-in planner's. */
  notice?: string;
  /** How the model's places matched our data (model answers only). */
  match?: MatchStats;
  /** Requests left in the current hour. */
  remaining: number;
}

export function parseInput(data: unknown): AssistantPlanInput {
  const result = assistantPlanInputSchema.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'That request is not valid.');
  }
  return result.data;
}

/**
 * The itinerary, for one of its editors (creator, accepted collaborators and
 * agent: docs/data-model.md). A malformed itinerary is refused as data-loss.
 */
export async function readForEditor(db: Firestore, itineraryId: string, uid: string): Promise<ItineraryDoc> {
  const snapshot = await db.doc(`itineraries/${itineraryId}`).get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'That itinerary does not exist any more.');
  const path = snapshot.ref.path;
  const itinerary = checkStored(path, () => parseItinerary(snapshot.data(), path, itineraryId));
  if (!itineraryAccess(itinerary, uid).isUserCanEdit) {
    throw new HttpsError('permission-denied', 'Only the people who can edit this itinerary can ask the assistant about it.');
  }
  return itinerary;
}

export async function assertEditor(db: Firestore, itineraryId: string, uid: string): Promise<void> {
  await readForEditor(db, itineraryId, uid);
}

/** What the model gets besides the request: today, what we read from it, and the places we know there. */
export function userPrompt(text: string, request: TripRequest, today: Date, personality: PlannerPersonality | null = null): string {
  const { placesData } = assistantData();
  const lines = [`Request: ${text}`, '', `Today is ${today.toISOString().slice(0, 10)}.`];
  if (personality) {
    lines.push(
      `The traveller's personality (use it where the request says nothing else): enjoys ${personality.interests.join(', ')}; ${personality.pace} pace; ${personality.budget} budget.`,
    );
  }
  if (request.destinations.length > 0) {
    lines.push(
      `We read: ${request.days} day(s) in ${request.destinations.map((d) => d.name).join(', ')}` +
        `${request.period ? ` from ${request.period.start} to ${request.period.end}` : ''}, ${request.pace} pace, ${request.budget} budget.`,
    );
  }
  for (const destination of request.destinations) {
    const places = placesData.cityById.get(destination.cityId)?.places ?? [];
    if (places.length === 0) continue;
    lines.push(
      `Places we know in ${destination.name}: ${places
        .slice(0, 80)
        .map((p) => `${p.name} (${p.category}, ${p.geocode.lat.toFixed(4)}, ${p.geocode.lng.toFixed(4)})`)
        .join('; ')}.`,
    );
  }
  return lines.join('\n');
}

export interface PlanDeps {
  /** null: no key configured, the embedded planner answers. */
  provider: ProviderConfig | null;
  today?: Date;
  personality?: PlannerPersonality | null;
  /** Live place searches (the places provider), for the plan's generic meals and the model's places; null or absent: none. */
  live?: LiveBatch | null;
}

/** Plans the request (see `planWith`), then names its generic visits and meals from the live provider when there is one. */
export async function planRequest(text: string, deps: PlanDeps): Promise<Omit<AssistantPlanResult, 'remaining'>> {
  const result = await planWith(text, deps);
  if (!deps.live) return result;
  // Visits first, so a meal never takes a place the plan now visits.
  const filled = await nameFillInsLive(result.plan, deps.live);
  if (filled.stopped) logger.warn('assistantPlan: live places stopped naming fill-ins', { reason: filled.stopped, named: filled.named, left: filled.left });
  const named = await nameMealsLive(filled.plan, deps.live);
  if (named.stopped) logger.warn('assistantPlan: live places stopped naming meals', { reason: named.stopped, named: named.named, left: named.left });
  return { ...result, plan: named.plan };
}

/** Plans the request: the model when configured, else (or when it fails) the embedded planner. */
async function planWith(
  text: string,
  deps: PlanDeps,
): Promise<Omit<AssistantPlanResult, 'remaining'>> {
  const today = deps.today ?? new Date();
  const { placesData, cityIndex } = assistantData();
  const request = parseRequest(text, { today, cityIndex });
  const embedded = (): TripPlan => planTrip(request, { placesData, personality: deps.personality ?? null });
  if (!deps.provider) return { plan: embedded(), source: 'embedded' };
  try {
    const answer = await planWithModel(deps.provider, userPrompt(text, request, today, deps.personality ?? null));
    const grounded = groundPlan(answer, placesData, cityIndex);
    // The checks the built-in planner's plans are made with, on the model's plan before anyone sees it.
    const checked = (plan: TripPlan): TripPlan => checkPlan(plan, { data: placesData, request, personality: deps.personality ?? null });
    if (!deps.live) return { plan: checked(grounded.plan), source: 'model', match: grounded.stats };
    const live = await groundLive(grounded.plan, grounded.stats, deps.live);
    if (live.stopped) logger.warn('assistantPlan: live places stopped grounding the model’s places', { reason: live.stopped });
    return { plan: checked(live.plan), source: 'model', match: live.stats };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.reason : 'unexpected';
    logger.warn('assistantPlan: the model failed, using the embedded planner', {
      reason,
      message: error instanceof Error ? error.message : String(error),
    });
    return { plan: embedded(), source: 'embedded', notice: FALLBACK_NOTICE };
  }
}
