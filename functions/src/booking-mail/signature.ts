/**
 * Mailgun's webhook signature: the hex HMAC-SHA256 of `timestamp + token`
 * with the account's HTTP webhook signing key. Both the function and the
 * local stand-in (scripts/mail-inbound-fake.mjs) sign this way.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function mailgunSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac('sha256', signingKey).update(timestamp + token).digest('hex');
}

/** Whether `signature` is the signature of `timestamp + token`, compared in constant time. */
export function signatureMatches(signingKey: string, timestamp: string, token: string, signature: string): boolean {
  if (!signingKey || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(mailgunSignature(signingKey, timestamp, token), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
