/**
 * What `bookingMail` does with one forwarded mail (docs/bookings.md, "An
 * e-mail address per trip"). A mail never changes a plan: it is only kept in
 * the trip's inbox, `itineraries/{id}/inbox/{mailId}`, where the trip's
 * editors read it and accept its bookings in the app.
 *
 * The checks run in this order, and each refusal stores nothing:
 * 1. Mailgun's signature (401 when it is missing or wrong), its timestamp
 *    within five minutes, and its token not seen in the last ten (a replay);
 * 2. the recipient `trip-{token}@{domain}` names a trip's address
 *    (`tripMail/{token}`) whose trip still exists;
 * 3. the envelope sender is the verified e-mail of an Auth user who edits
 *    that trip;
 * 4. the message is at most 10 MB, and small enough to keep in a document;
 * 5. the trip has received fewer than 20 mails in the sliding hour.
 * Refusals after the signature answer 406, which Mailgun does not retry.
 */
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { itineraryAccess, type AccessSubject } from '@/domain/itineraries/access';
import { releaseUse, takeUse, type TakenUse } from '../limits/sliding-window';
import { bareAddress, tripTokenOf } from './addresses';
import { signatureMatches } from './signature';

/** A trip's address: `tripMail/{token}`, written by the trip's creator in the app. */
export const TRIP_MAIL = 'tripMail';
/** Mailgun tokens already received (server only; a TTL policy on `expireAt` removes them). */
export const MAIL_SEEN = 'mailSeen';
/** Each trip's mails of the sliding hour (server only). */
export const MAIL_USAGE = 'mailUsage';
/** The inbox under each trip. */
export const INBOX = 'inbox';

export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
export const SEEN_TOKEN_MS = 10 * 60_000;
/** As the browser's import (src/lib/confirmations): a confirmation is far smaller. */
export const MAX_MIME_BYTES = 10 * 1024 * 1024;
/** What one inbox document keeps: Firestore holds at most 1 MiB per document. */
export const MAX_STORED_CHARACTERS = 900_000;
const MAX_STORED_BYTES = 1_000_000;
export const MAILS_PER_TRIP_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
/** A subject longer than this is cut: the screens show it on one line, and the whole mail is kept in `raw`. */
export const MAX_SUBJECT_CHARACTERS = 500;

export type RefusalReason =
  | 'unsigned'
  | 'bad-signature'
  | 'stale-timestamp'
  | 'replayed'
  | 'unknown-address'
  | 'sender-not-allowed'
  | 'no-message'
  | 'too-large'
  | 'too-large-to-keep'
  | 'rate-limited';

export interface Refusal {
  stored: false;
  httpStatus: 401 | 406;
  /** The callable protocol's status name, as the project's other JSON errors. */
  status: 'UNAUTHENTICATED' | 'FAILED_PRECONDITION' | 'NOT_FOUND' | 'PERMISSION_DENIED' | 'INVALID_ARGUMENT' | 'RESOURCE_EXHAUSTED';
  reason: RefusalReason;
  message: string;
}

export interface Stored {
  stored: true;
  itineraryId: string;
  mailId: string;
}

export interface MailContext {
  db: Firestore;
  auth: Auth;
  signingKey: string;
  /** Where the trips' addresses are: INBOUND_MAIL_DOMAIN. */
  domain: string;
  now: number;
}

const refuse = (httpStatus: Refusal['httpStatus'], status: Refusal['status'], reason: RefusalReason, message: string): Refusal => ({
  stored: false,
  httpStatus,
  status,
  reason,
  message,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The undo steps of a mail that failed on our side (not a refusal): Mailgun retries a 5xx, and the retry must pass. */
type Undo = Array<() => Promise<void>>;

/**
 * Checks and keeps one mail (the posted form's fields, or null when the body
 * was not a form). Throws only on our own failures, after undoing what it had
 * recorded (the token, the hour's use), so the provider's retry is received.
 */
export async function receiveBookingMail(fields: Map<string, string> | null, context: MailContext): Promise<Stored | Refusal> {
  const undo: Undo = [];
  try {
    return await receive(fields, context, undo);
  } catch (error) {
    await Promise.allSettled(undo.map((step) => step()));
    throw error;
  }
}

async function receive(fields: Map<string, string> | null, context: MailContext, undo: Undo): Promise<Stored | Refusal> {
  const { db, now } = context;
  const field = (name: string) => fields?.get(name) ?? '';

  // 1. Signed by Mailgun, recently, once.
  const timestamp = field('timestamp');
  const token = field('token');
  const signature = field('signature');
  if (!fields || !/^\d{1,12}$/.test(timestamp) || token.length === 0 || token.length > 200 || !signature) {
    return refuse(401, 'UNAUTHENTICATED', 'unsigned', 'This address takes mail only from our mail provider, signed.');
  }
  if (!signatureMatches(context.signingKey, timestamp, token, signature)) {
    return refuse(401, 'UNAUTHENTICATED', 'bad-signature', 'The signature does not match.');
  }
  if (Math.abs(now - Number(timestamp) * 1000) > SIGNATURE_MAX_AGE_MS) {
    return refuse(406, 'FAILED_PRECONDITION', 'stale-timestamp', 'The signature is more than 5 minutes old.');
  }
  // The token's hash as the id: any text Mailgun sends makes a valid, fixed-length document id.
  const seenRef = db.collection(MAIL_SEEN).doc(createHash('sha256').update(token).digest('hex'));
  const firstTime = await db.runTransaction(async (tx) => {
    const seen = (await tx.get(seenRef)).get('createdAt') as unknown;
    if (seen instanceof Timestamp && seen.toMillis() > now - SEEN_TOKEN_MS) return false;
    tx.set(seenRef, { createdAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + SEEN_TOKEN_MS) });
    return true;
  });
  if (!firstTime) return refuse(406, 'FAILED_PRECONDITION', 'replayed', 'This delivery was already received.');
  undo.push(async () => {
    await seenRef.delete();
  });

  // 2. A trip's address, of a trip that still exists.
  const tripToken = tripTokenOf(field('recipient'), context.domain);
  const address = tripToken ? (await db.collection(TRIP_MAIL).doc(tripToken).get()).data() : undefined;
  const itineraryId = typeof address?.itineraryId === 'string' ? address.itineraryId : null;
  const itinerary = itineraryId ? (await db.collection('itineraries').doc(itineraryId).get()).data() : undefined;
  if (!itineraryId || !itinerary) {
    return refuse(406, 'NOT_FOUND', 'unknown-address', 'No trip has this address: it may have been turned off. Check the address in the trip.');
  }

  // 3. From one of the trip's editors, by the verified address of their account. One answer
  //    whatever the reason, so a sender learns nothing about who has an account.
  const sender = bareAddress(field('sender'));
  if (!sender || !(await sentByEditor(context.auth, sender, itinerary as AccessSubject))) {
    logger.warn('bookingMail refused a sender', { itineraryId });
    return refuse(
      406,
      'PERMISSION_DENIED',
      'sender-not-allowed',
      'Only the people who plan this trip can forward mail to it, from the verified e-mail address of their Wayfare account.',
    );
  }

  // 4. A size we read and keep.
  const raw = field('body-mime');
  if (raw.length === 0) return refuse(406, 'INVALID_ARGUMENT', 'no-message', 'The mail is empty.');
  const size = Buffer.byteLength(raw, 'utf8');
  if (size > MAX_MIME_BYTES) return refuse(406, 'INVALID_ARGUMENT', 'too-large', 'This mail is larger than 10 MB.');
  if (raw.length > MAX_STORED_CHARACTERS || size > MAX_STORED_BYTES) {
    return refuse(
      406,
      'INVALID_ARGUMENT',
      'too-large-to-keep',
      'This mail is too large to keep (more than 900,000 characters). Forward the confirmation by itself, without large attachments.',
    );
  }

  // 5. At most 20 mails a trip in the sliding hour.
  let use: TakenUse;
  try {
    use = await takeUse(
      db,
      {
        path: `${MAIL_USAGE}/${itineraryId}`,
        limit: MAILS_PER_TRIP_PER_HOUR,
        windowMs: HOUR_MS,
        busy: 'This trip is receiving many mails at once. Try again in a few seconds.',
        refusal: (minutes) =>
          new HttpsError(
            'resource-exhausted',
            `This trip has received ${MAILS_PER_TRIP_PER_HOUR} mails in the last hour, the limit. Try again in ${plural(minutes, 'minute')}.`,
          ),
      },
      now,
    );
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') {
      return refuse(406, 'RESOURCE_EXHAUSTED', 'rate-limited', error.message);
    }
    throw error;
  }
  undo.push(() => releaseUse(db, use));

  const mail = await db
    .collection('itineraries')
    .doc(itineraryId)
    .collection(INBOX)
    .add({
      from: sender,
      subject: field('subject').slice(0, MAX_SUBJECT_CHARACTERS),
      receivedAt: FieldValue.serverTimestamp(),
      raw,
      size,
    });
  logger.info('bookingMail kept a mail', { itineraryId, mailId: mail.id, size });
  return { stored: true, itineraryId, mailId: mail.id };
}

/** Whether `email` is the verified address of an Auth user who edits `itinerary` (creator, accepted companion, agent). */
async function sentByEditor(auth: Auth, email: string, itinerary: AccessSubject): Promise<boolean> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return false;
    throw error;
  }
  // Demo and sign-up accounts alike: an address nobody proved is anyone's to type.
  if (!user.emailVerified || user.disabled) return false;
  return itineraryAccess(itinerary, user.uid).isUserCanEdit;
}
