/**
 * The Stripe client and webhook secret. In production both keys are
 * Functions secrets. In the Functions emulator, where Stripe cannot be
 * reached, the client speaks to the local Stripe stand-in
 * (scripts/stripe-fake.mjs) on 127.0.0.1 with the fixed test values below,
 * which that stand-in also uses to sign its webhooks.
 */
import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';

/** Stripe's keys. Unset in the Functions emulator: the local Stripe stand-in. */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

export const EMULATOR_STRIPE = {
  secretKey: 'sk_test_wayfare_emulator',
  webhookSecret: 'whsec_wayfare_emulator_only',
  host: '127.0.0.1',
  port: 12111,
} as const;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export const isEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';

/** Secrets when set; in the emulator without them, the local stand-in. */
export function stripeSettings(secretKey: string, webhookSecret: string): StripeSettings {
  if (isEmulator() && !secretKey) {
    return {
      secretKey: EMULATOR_STRIPE.secretKey,
      webhookSecret: EMULATOR_STRIPE.webhookSecret,
      host: EMULATOR_STRIPE.host,
      port: Number(process.env.STRIPE_FAKE_PORT || EMULATOR_STRIPE.port),
      protocol: 'http',
    };
  }
  return { secretKey, webhookSecret };
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol } : {}),
  });
}

/** The client and settings a function uses: the secrets when set, else (emulator) the stand-in. */
export function commerceStripe(): { settings: StripeSettings; stripe: Stripe } {
  // Read only when set: .value() logs a warning on every call otherwise.
  const settings = stripeSettings(
    process.env.STRIPE_SECRET_KEY ? STRIPE_SECRET_KEY.value() : '',
    process.env.STRIPE_WEBHOOK_SECRET ? STRIPE_WEBHOOK_SECRET.value() : '',
  );
  return { settings, stripe: stripeClient(settings) };
}
