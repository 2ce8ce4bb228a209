/**
 * The Stripe client and webhook secret. In production both keys are
 * Functions secrets. In the Functions emulator, where Stripe cannot be
 * reached, the client speaks to the local Stripe stand-in
 * (scripts/stripe-fake.mjs) on 127.0.0.1 with the fixed test values below,
 * which that stand-in also uses to sign its webhooks.
 */
import Stripe from 'stripe';

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
