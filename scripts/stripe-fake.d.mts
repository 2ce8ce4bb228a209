// Types for scripts/stripe-fake.mjs (the local Stripe stand-in), for the tests.
export declare const STRIPE_FAKE_PORT: number;
export declare const FAKE_SECRET_KEY: string;
export declare const FAKE_WEBHOOK_SECRET: string;
export declare const DEFAULT_WEBHOOK_URL: string;

export interface StripeFakeDelivery {
  id: string;
  type: string;
  status: number;
}

export interface StripeFake {
  url: string;
  deliveries: StripeFakeDelivery[];
  close(): Promise<void>;
}

export declare function decodeForm(body: string): Record<string, unknown>;
export declare function startStripeFake(port?: number, options?: { webhookUrl?: string; quiet?: boolean }): Promise<StripeFake>;
