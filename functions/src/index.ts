/**
 * Wayfare Cloud Functions. Server-only code lives here: secrets (LLM key,
 * Stripe keys) never reach the browser.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { deleteAccountData, type DeleteAccountResult } from './delete-account';

/** The body `health` answers with. */
export interface HealthBody {
  ok: true;
  service: 'wayfare-functions';
}

const HEALTH_BODY: HealthBody = { ok: true, service: 'wayfare-functions' };

/**
 * Readiness probe: scripts poll it to know the Functions emulator has loaded
 * this codebase. It touches no other service.
 */
export const health = onRequest((_request, response) => {
  response.set('Cache-Control', 'no-store').status(200).json(HEALTH_BODY);
});

/**
 * Deletes the caller's account (Account screen, behind a confirmation): the
 * profile, username, private documents, own itineraries with their items and
 * messages, the follow links on both sides, then the Auth user. Safe to call
 * again after a failure. See delete-account.ts.
 */
export const deleteAccount = onCall(async (request): Promise<DeleteAccountResult> => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in to delete your account.');
  const app = getApps()[0] ?? initializeApp();
  try {
    return await deleteAccountData(getFirestore(app), getAuth(app), uid);
  } catch (error) {
    logger.error('deleteAccount failed', { uid, error: error instanceof Error ? error.message : String(error) });
    throw new HttpsError(
      'internal',
      'Deleting your account did not finish. Try again: what was already deleted stays deleted.',
    );
  }
});
