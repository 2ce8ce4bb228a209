// What the paying tests share: the local Stripe stand-in
// (scripts/stripe-fake.mjs, real HTTP on 127.0.0.1, Stripe's protocol) and the
// webhook it delivers to in the Functions emulator, paying a checkout there,
// and what a checkout sells (a Wayfare Plus product, a paid trip).
import Stripe from 'stripe';
import { expect } from 'vitest';
import { FAKE_SECRET_KEY, STRIPE_FAKE_PORT, startStripeFake } from '../../scripts/stripe-fake.mjs';
import { adminWrite, itineraryDoc, unique } from './helpers';
import { functionUrl } from './raw-http';

export const WEBHOOK_URL = functionUrl('stripeWebhook');

/** The site a checkout returns to. */
export const ORIGIN = 'http://127.0.0.1:4173';

/** Stripe's API as the functions see it (the stand-in), to check what happened at Stripe. */
export const stripeApi = new Stripe(FAKE_SECRET_KEY, { host: '127.0.0.1', port: STRIPE_FAKE_PORT, protocol: 'http' });

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** Starts the Stripe stand-in, delivering its events to the emulator's webhook. */
export function startStripe(): Promise<StripeFake> {
  return startStripeFake(STRIPE_FAKE_PORT, { webhookUrl: WEBHOOK_URL });
}

/** What createCheckoutSession answers. */
export interface Checkout {
  sessionId: string;
  url: string;
}

/** Pays a checkout at the stand-in, as the buyer's browser does. */
export function payAtFake(url: string): Promise<Response> {
  return fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
}

/** Pays a checkout and checks that the stand-in sent the buyer back to the site. */
export async function pay(checkout: Checkout): Promise<void> {
  expect((await payAtFake(checkout.url)).status).toBe(303);
}

/** A Wayfare Plus product in the catalogue: EUR 4.99 a month, or EUR 49.90 a year. */
export async function planProduct(interval: 'month' | 'year' = 'month'): Promise<string> {
  const productId = unique(`plus${interval}`);
  const amount = interval === 'month' ? 499 : 4990;
  await adminWrite([
    {
      path: `products/${productId}`,
      data: {
        kind: 'plan', title: `Wayfare Plus, ${interval === 'month' ? 'monthly' : 'yearly'}`, description: '', theme: null,
        price: { amount, currency: 'EUR' }, interval, months: null, itineraryIds: [], active: true, sortOrder: 1,
      },
    },
  ]);
  return productId;
}

export interface Stop {
  id: string;
  day: number;
  title: string;
  type?: string;
}

/** A paid public itinerary (EUR 9.00) of `days` undated days by a fresh creator, with `stops` as its plan. */
export async function paidTrip(days: number, stops: Stop[] = [], price = { amount: 900, currency: 'EUR' }): Promise<string> {
  const id = unique('paid');
  await adminWrite([
    {
      path: `itineraries/${id}`,
      data: itineraryDoc(unique('creator'), { public: true, isPaidItinerary: true, price, days, period: null }),
    },
    ...stops.map(({ id: itemId, day, title, type = 'attraction' }) => ({
      path: `itineraries/${id}/items/${itemId}`,
      data: { id: itemId, day, order: 'a0', type, title, place: { name: title, geocode: { lat: 35.7, lng: 139.8 }, source: 'Wikidata (CC0)' } },
    })),
  ]);
  return id;
}

const GIFT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code of the gifts' shape (16 of their alphabet) that almost surely names no gift. */
export function randomGiftCode(): string {
  return Array.from({ length: 16 }, () => GIFT_ALPHABET[Math.floor(Math.random() * GIFT_ALPHABET.length)]).join('');
}

/** A ready gift, written as the webhook writes it: Wayfare Plus for `months`, or a paid itinerary. Answers its code. */
export async function readyGift(product: { kind: 'plan'; months: number } | { kind: 'itinerary'; itineraryId: string } = { kind: 'plan', months: 1 }): Promise<string> {
  const code = randomGiftCode();
  await adminWrite([
    {
      path: `gifts/${code}`,
      data: {
        code,
        buyerId: unique('buyer'),
        orderId: unique('order'),
        recipientName: 'Sam',
        recipientEmail: null,
        message: 'Enjoy',
        product:
          product.kind === 'plan'
            ? { kind: 'plan', title: 'Wayfare Plus', itineraryId: null, months: product.months }
            : { kind: 'itinerary', title: 'A paid trip', itineraryId: product.itineraryId, months: null },
        status: 'ready',
        redeemedBy: null,
        redeemedAt: null,
        createdAt: new Date(),
      },
    },
  ]);
  return code;
}
