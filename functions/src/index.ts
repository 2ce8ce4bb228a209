/**
 * Wayfare Cloud Functions. Server-only code lives here: secrets (LLM key,
 * Stripe keys) never reach the browser.
 */
import { onRequest } from 'firebase-functions/v2/https';

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
