// Types for scripts/mail-inbound-fake.mjs (the local inbound-mail stand-in), for the tests.
export declare const MAIL_INBOUND_FAKE_PORT: number;
export declare const INBOUND_MAIL_DOMAIN: string;
export declare const FAKE_MAILGUN_SIGNING_KEY: string;
export declare const DEFAULT_BOOKING_MAIL_URL: string;
export declare const MAX_MESSAGE_BYTES: number;

export interface MailInboundDelivery {
  recipient: string;
  sender: string;
  /** The function's HTTP status (0: it did not answer). */
  status: number;
  /** Its answer, parsed when JSON. */
  answer: unknown;
}

export interface MailInboundFake {
  host: string;
  port: number;
  deliveries: MailInboundDelivery[];
  close(): Promise<void>;
}

export interface MailgunFormInput {
  recipient: string;
  sender: string;
  from?: string;
  subject?: string;
  mime: string;
  key?: string;
  timestamp?: number | string;
  token?: string;
  /** A signature to send instead of the right one. */
  signature?: string;
}

export declare function signMailgun(key: string, timestamp: number | string, token: string): string;
export declare function mailgunForm(input: MailgunFormInput): FormData;
export declare function decodeWords(text: string): string;
export declare function startMailInboundFake(port?: number, options?: { url?: string; quiet?: boolean }): Promise<MailInboundFake>;
