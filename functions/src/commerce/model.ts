/**
 * What the shop sells and what a purchase grants, as stored in Firestore
 * (docs/commerce.md). Money is integer minor units with a currency.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { documentIdSchema } from '@/lib/document-id-schema';
import * as zm from 'zod/mini';
import { giftDoc, orderDoc, productDoc, subscriptionDoc } from '@/domain/commerce/schema';
import { timestamp } from '@/domain/stored';

export const moneySchema = z.object({
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type Money = z.infer<typeof moneySchema>;

/**
 * products/{id} as the functions read it: the app's schema, stricter where a
 * charge depends on it, plus the Stripe price of a plan.
 */
export const productSchema = zm.extend(productDoc, {
  title: zm.string().check(zm.minLength(1)),
  price: moneySchema,
  months: zm.nullable(zm.number().check(zm.int(), zm.positive())),
  stripePriceId: zm.optional(zm.nullable(zm.string())),
});
export type Product = zm.infer<typeof productSchema>;

/** Subscription plans by the product's interval. */
export const PLAN_BY_INTERVAL = { month: 'monthly', year: 'yearly' } as const;
export type PlanName = 'monthly' | 'yearly';
export const PLAN_MONTHS: Record<PlanName, number> = { monthly: 1, yearly: 12 };

/** How many full days of a paid itinerary a non-buyer sees at most (the spec's currentCheckingIndex). */
export const PREVIEW_DAYS = 2;

/**
 * The days a non-buyer sees in full: the first PREVIEW_DAYS, but never the
 * whole trip. A 2-day trip shows day 1 and outlines day 2; a 1-day trip
 * shows only its outline (how many stops of each kind), so nothing that is
 * sold is given away free (docs/commerce.md).
 */
export function previewDaysOf(totalDays: number): number {
  return Math.min(PREVIEW_DAYS, Math.max(0, totalDays - 1));
}

const id = documentIdSchema();
const origin = z.url().max(200);

export const checkoutInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('itinerary'), itineraryId: id, origin }),
  z.object({ kind: z.literal('product'), productId: id, origin }),
  z.object({
    kind: z.literal('gift'),
    origin,
    productId: z.optional(id),
    itineraryId: z.optional(id),
    recipientName: z
      .string({ error: 'Say who the gift is for.' })
      .trim()
      .min(1, 'Say who the gift is for.')
      .max(80, 'Keep the name under 80 characters.'),
    recipientEmail: z.optional(z.nullable(z.union([z.literal(''), z.email('That e-mail address does not look right.')]))),
    message: z.string().trim().max(500, 'Keep the message under 500 characters.'),
  }),
]);
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export function parseWith<T>(schema: z.ZodType<T>, data: unknown, fallback: string): T {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? fallback);
  return result.data;
}

/** What an order grants once paid. */
export interface OrderGift {
  recipientName: string;
  recipientEmail: string | null;
  message: string;
  product: { kind: 'plan' | 'itinerary'; title: string; itineraryId: string | null; months: number | null };
}

export interface OrderDoc {
  uid: string;
  kind: 'itinerary' | 'bundle' | 'plan' | 'gift';
  title: string;
  productId: string | null;
  itineraryIds: string[];
  plan: PlanName | null;
  gift: OrderGift | null;
  total: Money;
  status: 'pending' | 'paid';
  giftCode: string | null;
  stripeCustomerId: string;
}

/**
 * orders/{id} as the functions read it: the app's schema plus the fields only
 * the server reads. `uid` and `stripeCustomerId` are null once the buyer has
 * deleted their account (the order is kept for tax, without personal data).
 */
export const storedOrderSchema = zm.extend(orderDoc, {
  uid: zm.nullable(zm.string()),
  stripeCustomerId: zm.optional(zm.nullable(zm.string())),
  planRefund: zm.optional(
    zm.nullable(
      zm.object({
        status: zm.enum(['pending', 'refunded']),
        amount: moneySchema,
        keptPlan: zm.enum(['monthly', 'yearly']),
        subscriptionId: zm.string(),
      }),
    ),
  ),
  ownedRefund: zm.optional(
    zm.nullable(
      zm.object({
        status: zm.enum(['pending', 'refunded']),
        amount: moneySchema,
        paymentIntent: zm.string(),
      }),
    ),
  ),
});
export type StoredOrder = zm.infer<typeof storedOrderSchema>;

/** subscriptions/{uid} as the functions read it: the app's schema plus the Stripe subscription. */
export const storedSubscriptionSchema = zm.extend(subscriptionDoc, {
  stripeSubscriptionId: zm.optional(zm.nullable(zm.string())),
  /**
   * The end of the period paid at Stripe. `currentPeriodEnd` may lie beyond
   * it: the gift time still to run once the paid plan ends
   * (docs/commerce.md, "Gift time and a paid plan"). Absent on documents
   * written before it existed: a Stripe plan's end was then all paid time.
   */
  paidThrough: zm.optional(zm.nullable(timestamp)),
});
export type StoredSubscription = zm.infer<typeof storedSubscriptionSchema>;

/**
 * gifts/{code} as the functions read it: the app's schema plus the buyer
 * (null once they deleted their account) and the order that paid for it.
 */
export const storedGiftSchema = zm.extend(giftDoc, {
  buyerId: zm.nullable(zm.string()),
  orderId: zm.string(),
});
