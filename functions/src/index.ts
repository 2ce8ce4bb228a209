/**
 * Wayfare Cloud Functions. Server-only code lives here: secrets (LLM key,
 * Stripe keys) never reach the browser.
 */
import { answerBodyErrorsWithJson } from './http/body-errors';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { documentIdSchema } from '@/lib/document-id-schema';
import { assertEditor, parseInput, planRequest, type AssistantPlanResult } from './assistant/assistant-plan';
import {
  answerEdit,
  fitAnswer,
  loadForEdit,
  parseEditInput,
  writeAssistantTurn,
  type AssistantEditResult,
} from './assistant/assistant-edit';
import { ADDRESS_KEY_SECRET, chargeRequest } from './assistant/quota';
import { ProviderError, type ProviderConfig } from './assistant/provider';
import type { BookingTextAnswer } from '@/domain/bookings/model-reservations';
import { UNREACHABLE, parseBookingTextInput, readWithModel } from './booking-text/read-booking-text';
import { callerUid } from './caller';
import { deleteAccountData, type DeleteAccountResult } from './delete-account';
import { onItineraryWritten } from './explore/explore-index';
import { checkOrigin, createCheckout, type CheckoutResult } from './commerce/checkout';
import type { GiftRefusalCode, RedeemAnswer } from '@/domain/commerce/schema';
import { BadSignature, UnprocessableEvent, handleEvent, redeemGift, verifyEvent } from './commerce/grants';
import { checkoutInputSchema, parseWith } from './commerce/model';
import { endBilling, type BillingEnded } from './commerce/end-billing';
import { buildPreview, type ItineraryPreview } from './commerce/preview';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, commerceStripe } from './commerce/stripe-client';
import { cancelSubscription, resumeSubscription, type CancelResult, type ResumeResult } from './commerce/subscriptions';
import { withRedeemLimit } from './commerce/redeem-limit';
import { callable } from './http/callable';
import { PLACES_API_KEY, liveBatch } from './places/places-function';

// Before the runtime builds its body parsers: a body they refuse gets our JSON error, not an HTML page.
answerBodyErrorsWithJson();

export { linkPreview } from './link-preview/function';
export type { AssistantPlanResult } from './assistant/assistant-plan';
export type { AssistantEditResult } from './assistant/assistant-edit';
export type { CheckoutResult } from './commerce/checkout';
export type { RedeemResult } from './commerce/grants';
export type { ItineraryPreview } from './commerce/preview';

/** The body `health` answers with. */
export interface HealthBody {
  ok: true;
  service: 'wayfare-functions';
}

const HEALTH_BODY: HealthBody = { ok: true, service: 'wayfare-functions' };

/**
 * Readiness probe: scripts poll it to know the Functions emulator has loaded
 * this codebase. It touches no other service.
 */
export const health = onRequest((_request, response) => {
  response.set('Cache-Control', 'no-store').status(200).json(HEALTH_BODY);
});

/**
 * Deletes the caller's account (Account screen, behind a confirmation):
 * first its Stripe subscriptions are cancelled (nothing is deleted when Stripe
 * cannot be reached), then the sessions are revoked and the profile, username,
 * private documents, own itineraries with their items and messages, purchases
 * (paid orders kept for tax without personal data), the follow links on both
 * sides, then the Auth user. Safe to call again after a failure. See
 * commerce/end-billing.ts and delete-account.ts.
 */
export const deleteAccount = callable({ secrets: [STRIPE_SECRET_KEY] }, async (request): Promise<DeleteAccountResult & BillingEnded> => {
  const app = getApps()[0] ?? initializeApp();
  const uid = await callerUid(request, getAuth(app), 'Sign in to delete your account.', { allowRevoked: true });
  const db = getFirestore(app);
  // Billing ends first: when Stripe cannot be reached, nothing is deleted.
  const billing = await endBilling(db, commerceStripe().stripe, uid);
  try {
    return { ...(await deleteAccountData(db, getAuth(app), uid)), ...billing };
  } catch (error) {
    logger.error('deleteAccount failed', { uid, error: error instanceof Error ? error.message : String(error) });
    throw new HttpsError(
      'internal',
      'Deleting your account did not finish. Try again: what was already deleted stays deleted.',
    );
  }
});

/** The model's API key. Unset: the assistant uses the embedded planner. */
const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');
/** An OpenAI-compatible chat completions API (values in functions/.env). */
const ASSISTANT_BASE_URL = defineString('ASSISTANT_BASE_URL', { default: 'https://api.openai.com/v1' });
const ASSISTANT_MODEL = defineString('ASSISTANT_MODEL', { default: 'gpt-4o-mini' });
const ASSISTANT_TIMEOUT_MS = defineInt('ASSISTANT_TIMEOUT_MS', { default: 20_000 });

/**
 * The provider, or null when no key is set. In the Functions emulator only,
 * the document `assistantEmulator/provider` (written by the integration tests
 * with the Admin SDK; the rules deny it to clients) may override the base URL,
 * key, model and timeout, so the tests can point at a local server per case.
 */
async function providerConfig(db: Firestore): Promise<ProviderConfig | null> {
  const config: ProviderConfig = {
    // Read only when set: .value() logs a warning on every call otherwise.
    apiKey: process.env.OPENAI_API_KEY ? OPENAI_API_KEY.value() : '',
    baseURL: ASSISTANT_BASE_URL.value(),
    model: ASSISTANT_MODEL.value(),
    timeoutMs: ASSISTANT_TIMEOUT_MS.value(),
  };
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    const override = (await db.doc('assistantEmulator/provider').get()).data();
    if (override) {
      if (typeof override.apiKey === 'string') config.apiKey = override.apiKey;
      if (typeof override.baseURL === 'string') config.baseURL = override.baseURL;
      if (typeof override.model === 'string') config.model = override.model;
      if (typeof override.timeoutMs === 'number') config.timeoutMs = override.timeoutMs;
    }
  }
  return config.apiKey ? config : null;
}

/**
 * The assistant's "Plan it for me": a free-text request to a day-by-day plan
 * (the TripPlan schema of src/domain/assistant/planner). Signed-in users
 * only, at most 30 requests an hour each; with `itineraryId`, editors of that
 * itinerary only. The model when a key is set, else (or when it fails) the
 * embedded planner. See docs/assistant.md.
 */
export const assistantPlan = callable(
  { secrets: [OPENAI_API_KEY, PLACES_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 60, memory: '512MiB' },
  async (request): Promise<AssistantPlanResult> => {
    const app = getApps()[0] ?? initializeApp();
    const uid = await callerUid(request, getAuth(app), 'Sign in to plan with the assistant.');
    const input = parseInput(request.data);
    const db = getFirestore(app);
    if (input.itineraryId) await assertEditor(db, input.itineraryId, uid);
    const charge = await chargeRequest(db, getAuth(app), uid, request.rawRequest);
    try {
      const [provider, live] = await Promise.all([providerConfig(db), liveBatch(db, uid)]);
      const result = await planRequest(input.text, { provider, personality: input.personality ?? null, live });
      return { ...result, remaining: charge.remaining };
    } catch (error) {
      await charge.refund();
      logger.error('assistantPlan failed', { uid, error: error instanceof Error ? error.message : String(error) });
      throw new HttpsError('internal', 'The assistant could not make a plan this time. Try again in a moment.');
    }
  },
);

/**
 * The assistant's answer to a chat message about an itinerary ("swap days 2
 * and 3"): its turn in the itinerary's thread, with a proposed change the
 * user accepts or rejects (never applied here). Editors only; counts against
 * the same 30 requests an hour as assistantPlan. See docs/assistant.md.
 */
export const assistantEdit = callable(
  { secrets: [OPENAI_API_KEY, PLACES_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 60, memory: '512MiB' },
  async (request): Promise<AssistantEditResult> => {
    const app = getApps()[0] ?? initializeApp();
    const uid = await callerUid(request, getAuth(app), 'Sign in to ask the assistant.');
    const input = parseEditInput(request.data);
    const db = getFirestore(app);
    const loaded = await loadForEdit(db, input.itineraryId, uid);
    const charge = await chargeRequest(db, getAuth(app), uid, request.rawRequest);
    try {
      const { tooLarge, ...answer } = fitAnswer(
        await answerEdit(input.text, loaded.context, {
          provider: await providerConfig(db),
          newId: () => db.collection('itineraries').doc().id,
          live: await liveBatch(db, uid),
        }),
      );
      const messageId = await writeAssistantTurn(db, input.itineraryId, loaded.threadId, { ...answer, ...(input.replyTo ? { replyTo: input.replyTo } : {}) });
      // A change too large to propose is answered, not charged.
      if (tooLarge) await charge.refund();
      return { messageId, ...answer, remaining: charge.remaining + (tooLarge ? 1 : 0) };
    } catch (error) {
      await charge.refund();
      logger.error('assistantEdit failed', { uid, error: error instanceof Error ? error.message : String(error) });
      throw new HttpsError('internal', 'The assistant could not answer this time. Try again in a moment.');
    }
  },
);

/**
 * A confirmation's text that carries no booking markup (a PDF's, a pasted
 * mail's), read into reservations by the model, each checked before it is
 * answered (booking-text/read-booking-text.ts). Editors of the itinerary
 * only; counts against the same 30 requests an hour as assistantPlan. Without
 * a key: `{ available: false }` at once, and the import says what it could
 * not read. See docs/bookings.md.
 */
export const readBookingText = callable(
  { secrets: [OPENAI_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 60 },
  async (request): Promise<BookingTextAnswer> => {
    const app = getApps()[0] ?? initializeApp();
    const uid = await callerUid(request, getAuth(app), 'Sign in to read a booking with the assistant.');
    const input = parseBookingTextInput(request.data);
    const db = getFirestore(app);
    await assertEditor(db, input.itineraryId, uid);
    const provider = await providerConfig(db);
    if (!provider) return { available: false };
    const charge = await chargeRequest(db, getAuth(app), uid, request.rawRequest);
    try {
      const read = await readWithModel(input.text, provider);
      if (read.dropped > 0 || read.codesRemoved > 0) {
        logger.info('readBookingText: parts of the model’s answer were left out', { dropped: read.dropped, codesRemoved: read.codesRemoved });
      }
      return { available: true, reservations: read.reservations, dropped: read.dropped };
    } catch (error) {
      // Nothing was read: the request is given back.
      await charge.refund();
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ProviderError) {
        logger.warn('readBookingText: the model failed', { reason: error.reason, message });
        return { available: false, reason: UNREACHABLE };
      }
      logger.error('readBookingText failed', { uid, error: message });
      throw new HttpsError('internal', 'The assistant could not read this text. Try again in a moment.');
    }
  },
);

/**
 * Explore's fields of every itinerary (`searchKeys`, `cloneCount`), which
 * browsers cannot write: see explore/explore-index.ts and docs/discovery.md.
 */
export const exploreIndex = onDocumentWritten({ document: 'itineraries/{itineraryId}', retry: false }, async (event) => {
  const db = getFirestore(getApps()[0] ?? initializeApp());
  await onItineraryWritten(db, event.params.itineraryId, event.data?.before.data(), event.data?.after.data());
});

// ---------------------------------------------------------------------------
// Commerce (docs/commerce.md): checkout, the Stripe webhook, gifts, previews
// ---------------------------------------------------------------------------

/** The app's origins Stripe may send buyers back to, comma-separated. */
const APP_ORIGINS = defineString('APP_ORIGINS', {
  default: 'https://wayfare-prod.web.app,https://wayfare-prod.firebaseapp.com,https://wayfare-staging.web.app',
});

const commerceDb = () => getFirestore(getApps()[0] ?? initializeApp());
const commerceAuth = () => getAuth(getApps()[0] ?? initializeApp());

/** Starts a Stripe Checkout for an itinerary, a bundle, a plan or a gift; answers with its URL. */
export const createCheckoutSession = callable(
  { secrets: [STRIPE_SECRET_KEY] },
  async (request): Promise<CheckoutResult> => {
    const uid = await callerUid(request, commerceAuth(), 'Sign in to buy.');
    const input = parseWith(checkoutInputSchema, request.data, 'That purchase is not valid.');
    const origin = checkOrigin(input.origin, APP_ORIGINS.value());
    const { stripe } = commerceStripe();
    try {
      return await createCheckout(commerceDb(), stripe, uid, request.auth?.token.email ?? null, input, origin);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('createCheckoutSession failed', { uid, error: error instanceof Error ? error.message : String(error) });
      throw new HttpsError('unavailable', 'Checkout could not start. Try again in a moment.');
    }
  },
);

/** Stripe's webhook: 400 on a bad signature; each event granted once. */
export const stripeWebhook = onRequest({ secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] }, async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).json({ error: { status: 'INVALID_ARGUMENT', message: 'POST only.' } });
    return;
  }
  const { settings, stripe } = commerceStripe();
  let event;
  try {
    event = verifyEvent(stripe, request.rawBody, request.get('stripe-signature'), settings.webhookSecret);
  } catch (error) {
    if (error instanceof BadSignature) {
      response.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: `Webhook signature verification failed: ${error.message}` } });
      return;
    }
    logger.error('stripeWebhook could not read the event', { error: error instanceof Error ? error.message : String(error) });
    response.status(500).json({ error: { status: 'INTERNAL', message: 'The event could not be read.' } });
    return;
  }
  try {
    const outcome = await handleEvent(commerceDb(), stripe, event);
    response.status(200).json({ received: true, outcome });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UnprocessableEvent) {
      // No retry can ever process it: 400 stops Stripe's retries.
      logger.warn('stripeWebhook refused an event it can never process', { event: event.id, type: event.type, error: message });
      response.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: 'The event cannot be processed.' } });
      return;
    }
    logger.error('stripeWebhook failed, Stripe will retry', { event: event.id, type: event.type, error: message });
    // Stripe retries a 5xx; the event id makes the retry safe.
    response.status(500).json({ received: false });
  }
});

const GIFT_REFUSALS: ReadonlySet<string> = new Set<GiftRefusalCode>(['invalid-argument', 'not-found', 'failed-precondition', 'resource-exhausted']);

/** Redeems a gift code for the caller, exactly once; a code that is wrong, used or over the hour's limit is answered as a refusal. */
export const redeemGiftCode = callable(async (request): Promise<RedeemAnswer> => {
  const uid = await callerUid(request, commerceAuth(), 'Sign in to redeem your gift.');
  const { code } = parseWith(z.object({ code: z.string().max(200) }), request.data, 'Enter the code from your gift.');
  const db = commerceDb();
  try {
    return { redeemed: true, ...(await withRedeemLimit(db, uid, () => redeemGift(db, uid, code))) };
  } catch (error) {
    if (error instanceof HttpsError && GIFT_REFUSALS.has(error.code)) {
      return { redeemed: false, refusal: error.code as GiftRefusalCode, message: error.message };
    }
    throw error;
  }
});

const previewInputSchema = z.object({ itineraryId: documentIdSchema('That trip id is not valid.') });

/** A paid itinerary's preview (first days in full, then an outline). */
export const itineraryPreview = callable(async (request): Promise<ItineraryPreview> => {
  const { itineraryId } = parseWith(previewInputSchema, request.data, 'That trip id is not valid.');
  return buildPreview(commerceDb(), itineraryId, request.auth?.uid ?? null);
});

/** Live places (search, nearby, details, photos) with the curated guide as the app's fallback: docs/places-provider.md. */
export { places } from './places/places-function';
/** What trips keep from Google, refreshed or cleared before Google's 30 days: docs/places-provider.md. */
export { refreshLivePlaces } from './places/refresh';
/** The way between a day's stops (time, distance, path along streets), with the estimate as the app's fallback: docs/days.md. */
export { routes } from './routes/routes-function';
/** Mail forwarded to a trip's address, kept in its inbox for its editors (never applied by itself): docs/bookings.md. */
export { bookingMail, bookingMailTripDeleted } from './booking-mail/function';

/** Cancels the caller's Wayfare Plus at the end of the paid period. */
export const cancelPlusSubscription = callable({ secrets: [STRIPE_SECRET_KEY] }, async (request): Promise<CancelResult> => {
  const uid = await callerUid(request, commerceAuth(), 'Sign in to manage your plan.');
  const { stripe } = commerceStripe();
  return cancelSubscription(commerceDb(), stripe, uid);
});

/** Keeps the caller's cancelled Wayfare Plus: it renews again (before the period ends). */
export const resumePlusSubscription = callable({ secrets: [STRIPE_SECRET_KEY] }, async (request): Promise<ResumeResult> => {
  const uid = await callerUid(request, commerceAuth(), 'Sign in to manage your plan.');
  const { stripe } = commerceStripe();
  return resumeSubscription(commerceDb(), stripe, uid);
});
