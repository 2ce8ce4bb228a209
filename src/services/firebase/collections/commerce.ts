/**
 * The shop's service module: catalogue, orders, subscriptions, gifts and the
 * commerce Cloud Functions (checkout, gift redemption, paid previews,
 * cancelling a plan). Firebase loads on first use, never with the entry
 * chunk. Callable errors keep the server's message when it is written for
 * people (for example "This gift code has already been redeemed.").
 */
import { AppError, toAppError, type AppErrorKind } from '../errors';
import { getFunctionsInstance } from '../functions';
import { lazyOps } from './lazy-ops';
import { listProductsRest } from './products-public';
import type {
  CheckoutRequest,
  Gift,
  Order,
  OutlineDay,
  Product,
  RedeemAnswer,
  RedeemResult,
  Subscription,
} from '@/domain/commerce/schema';
import type { PlanItem } from '@/domain/itineraries/schema';

export type {
  CheckoutRequest,
  Gift,
  Money,
  Order,
  OutlineDay,
  PlanName,
  Product,
  ProductKind,
  RedeemResult,
  Subscription,
} from '@/domain/commerce/schema';
export { isSubscriptionActive } from '@/domain/commerce/schema';

const { load: withDb, subscribe } = lazyOps(() => import('./commerce-ops'));

const CALLABLE_KINDS: Record<string, AppErrorKind> = {
  'functions/invalid-argument': 'invalid',
  'functions/failed-precondition': 'invalid',
  'functions/not-found': 'not-found',
  'functions/unauthenticated': 'permission-denied',
  'functions/permission-denied': 'permission-denied',
  'functions/unavailable': 'unavailable',
  // Too many codes that did not work: the message says when to try again.
  'functions/resource-exhausted': 'unavailable',
};

/** A callable's error: the server's own message for the refusals it explains, the usual mapping otherwise. */
export function callableError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  // The SDK adds the HTTP status to the function's message (" [400]").
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
  const kind = CALLABLE_KINDS[code];
  if (kind && message && message !== code.replace('functions/', '').toUpperCase().replace(/-/g, '_')) {
    return new AppError(kind, message, code);
  }
  return toAppError(error);
}

async function call<T>(name: string, data: unknown): Promise<T> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    return (await httpsCallable<unknown, T>(functions, name)(data)).data;
  } catch (error) {
    throw callableError(error);
  }
}

/** The catalogue, read over REST (products-public.ts): no Firestore SDK for a visitor browsing the shop. */
export function listProducts(): Promise<Product[]> {
  return listProductsRest();
}

/** Starts a Stripe Checkout; resolves with the URL of its payment page. */
export async function startCheckout(request: CheckoutRequest, origin: string): Promise<string> {
  const result = await call<{ sessionId: string; url: string }>('createCheckoutSession', { ...request, origin });
  return result.url;
}

/** Redeems a gift code; a refusal (a wrong, used or over-the-limit code) rejects with the server's message, as the screen shows it. */
export async function redeemGiftCode(code: string): Promise<RedeemResult> {
  const answer = await call<RedeemAnswer>('redeemGiftCode', { code });
  if (answer.redeemed) {
    const { redeemed: _, ...result } = answer;
    return result;
  }
  throw callableError(Object.assign(new Error(answer.message), { code: `functions/${answer.refusal}` }));
}

export function cancelPlus(): Promise<void> {
  return call<unknown>('cancelPlusSubscription', {}).then(() => undefined);
}

/** Keeps a cancelled Wayfare Plus: it renews again. */
export function resumePlus(): Promise<void> {
  return call<unknown>('resumePlusSubscription', {}).then(() => undefined);
}

export interface ItineraryPreview {
  itineraryId: string;
  previewDays: number;
  totalDays: number;
  items: PlanItem[];
  outline: OutlineDay[];
  hiddenIdeas: number;
}

/** A paid itinerary's preview: the first days in full (as plan items), the rest as an outline. */
export async function getItineraryPreview(itineraryId: string): Promise<ItineraryPreview> {
  const [answer, schema, itemsSchema] = await Promise.all([
    call<unknown>('itineraryPreview', { itineraryId }),
    import('@/domain/commerce/schema'),
    import('@/domain/itineraries/schema'),
  ]);
  const preview = schema.parsePreviewAnswer(answer, itineraryId);
  const items = itemsSchema.parseItems(
    preview.items.map((item) => ({ id: item.id, path: `itineraries/${itineraryId}/items/${item.id}`, data: item })),
  );
  return { ...preview, items };
}

/** Subscribes to a checkout's order; the returned function unsubscribes (also before the SDK has loaded). */
export function subscribeOrder(sessionId: string, onNext: (order: Order | null) => void, onError: (error: AppError) => void): () => void {
  return subscribe(({ db, ops }) => ops.subscribeOrderOps(db, sessionId, onNext, onError), onError);
}

export function subscribeSubscription(
  uid: string,
  onNext: (subscription: Subscription | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribe(({ db, ops }) => ops.subscribeSubscriptionOps(db, uid, onNext, onError), onError);
}

export async function listMyGifts(uid: string): Promise<Gift[]> {
  const { db, ops } = await withDb();
  return ops.listMyGiftsOps(db, uid);
}

export async function listOwnedItineraryIds(uid: string): Promise<string[]> {
  const { db, ops } = await withDb();
  return ops.listOwnedItineraryIdsOps(db, uid);
}
