/**
 * `bookingMail`: where the inbound-mail provider (Mailgun Routes, "forward"
 * to this function's URL ending in `mime`) posts each mail sent to a trip's
 * address. It keeps the mail in the trip's inbox or refuses it
 * (receive.ts); a mail never changes a plan by itself. In the emulator the
 * local SMTP stand-in (scripts/mail-inbound-fake.mjs) posts here the same
 * form, signed with EMULATOR_MAILGUN_SIGNING_KEY.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { forgetTripMail } from './cleanup';
import { readForm } from './form';
import { receiveBookingMail } from './receive';

/** Mailgun's HTTP webhook signing key (`firebase functions:secrets:set MAILGUN_SIGNING_KEY`). */
const MAILGUN_SIGNING_KEY = defineSecret('MAILGUN_SIGNING_KEY');
/** The emulator's key (a secret not in functions/.secret.local has no value there); the local stand-in signs with it too. */
const EMULATOR_MAILGUN_SIGNING_KEY = 'wayfare-mailgun-signing-key-emulator-only';
/** The trips' addresses are `trip-{token}@` this domain (functions/.env: in.wayfare.test in the emulator). */
const INBOUND_MAIL_DOMAIN = defineString('INBOUND_MAIL_DOMAIN', { default: 'in.wayfare.app' });

function signingKey(): string | null {
  // Read only when set: .value() logs a warning on every call otherwise.
  const key = process.env.MAILGUN_SIGNING_KEY ? MAILGUN_SIGNING_KEY.value() : '';
  if (key) return key;
  return process.env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_MAILGUN_SIGNING_KEY : null;
}

const app = () => getApps()[0] ?? initializeApp();

export const bookingMail = onRequest({ secrets: [MAILGUN_SIGNING_KEY], memory: '512MiB', timeoutSeconds: 60 }, async (request, response) => {
  response.set('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.status(405).json({ error: { status: 'INVALID_ARGUMENT', message: 'POST only.' } });
    return;
  }
  const key = signingKey();
  if (!key) {
    // Deployed without its key: a 5xx, so the provider keeps the mail and retries once it is set.
    logger.error('bookingMail has no MAILGUN_SIGNING_KEY');
    response.status(500).json({ error: { status: 'INTERNAL', message: 'The service is not set up to receive mail.' } });
    return;
  }
  try {
    const fields = await readForm(request.get('content-type'), request.rawBody);
    const outcome = await receiveBookingMail(fields, {
      db: getFirestore(app()),
      auth: getAuth(app()),
      signingKey: key,
      domain: INBOUND_MAIL_DOMAIN.value(),
      now: Date.now(),
    });
    if (outcome.stored) {
      response.status(200).json({ stored: true, mailId: outcome.mailId });
      return;
    }
    if (outcome.httpStatus === 401) logger.warn('bookingMail refused an unsigned request', { reason: outcome.reason });
    response.status(outcome.httpStatus).json({ error: { status: outcome.status, reason: outcome.reason, message: outcome.message } });
  } catch (error) {
    // Ours, not the mail's: a 5xx, which the provider retries (the token and the hour's use were given back).
    const busy = error instanceof HttpsError && error.code === 'unavailable';
    logger.error('bookingMail failed', { error: error instanceof Error ? error.message : String(error) });
    response
      .status(busy ? 503 : 500)
      .json({ error: { status: busy ? 'UNAVAILABLE' : 'INTERNAL', message: 'The mail could not be kept this time. It will be tried again.' } });
  }
});

/** A deleted trip's inbox, addresses and count go with it (cleanup.ts). */
export const bookingMailTripDeleted = onDocumentDeleted({ document: 'itineraries/{itineraryId}', retry: false }, async (event) => {
  await forgetTripMail(getFirestore(app()), event.params.itineraryId);
});
