// Types for scripts/mail-send.mjs (sends a mail to the local inbound-mail stand-in), for the tests.
export interface SentMail {
  response: string;
  accepted: unknown[];
  rejected: unknown[];
}

export declare function fromAddressOf(raw: string): string;
export declare function sendMail(input: { raw: string | Buffer; to: string; from?: string; port?: number; host?: string }): Promise<SentMail>;
