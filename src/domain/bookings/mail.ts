/**
 * A trip's forwarding address and the mail it received (docs/bookings.md, "An
 * e-mail address per trip"): `tripMail/{token}` names the trip an address
 * belongs to; the bookingMail function keeps what arrives at it in
 * `itineraries/{id}/inbox/{mailId}` until an editor reads its bookings.
 */
import * as z from 'zod/mini';
import { dateOf, optionalTimestamp, parseDocument } from '@/domain/stored';

/** A forwarding address: `trip-{token}@{domain}`. The token is not the trip's id, so an address says nothing of the trip. */
export interface TripMail {
  token: string;
  itineraryId: string;
}

/** A mail received at a trip's address, kept until its bookings are read. */
export interface InboxMail {
  id: string;
  from: string;
  subject: string;
  receivedAt: Date | null;
  /** The whole message (MIME), which the import reads like a dropped .eml. */
  raw: string;
  size: number;
}

export const MAIL_TOKEN_PATTERN = /^[a-z0-9]{22}$/;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new address token: 22 random characters of [a-z0-9] (about 113 bits), from the platform's random source. */
export function newMailToken(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let token = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  while (token.length < 22) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 252 && token.length < 22) token += TOKEN_ALPHABET[byte % 36];
    }
  }
  return token;
}

export function mailAddress(token: string, domain: string): string {
  return `trip-${token}@${domain}`;
}

const tripMailDoc = z.object({ itineraryId: z.string(), creatorId: z.string(), createdAt: optionalTimestamp });

export function parseTripMail(data: unknown, path: string, token: string): TripMail {
  const d = parseDocument(tripMailDoc, data, path);
  return { token, itineraryId: d.itineraryId };
}

const inboxDoc = z.object({
  from: z.string(),
  subject: z.string(),
  receivedAt: optionalTimestamp,
  raw: z.string(),
  size: z.number(),
});

export function parseInboxMail(data: unknown, path: string, id: string): InboxMail {
  const d = parseDocument(inboxDoc, data, path);
  return { id, from: d.from, subject: d.subject, receivedAt: dateOf(d.receivedAt), raw: d.raw, size: d.size };
}
