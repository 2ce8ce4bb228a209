/**
 * Every callable goes through `callable()`, so every one enforces Firebase
 * App Check where ENFORCE_APP_CHECK is true: functions/.env.wayfare-prod and
 * .env.wayfare-staging (the deployed projects). In the testing stage it is
 * false (functions/.env): the emulator cannot verify tokens (it only decodes
 * them) and the debug provider's token exchange needs Google's servers, which
 * our machines cannot reach. The app attaches tokens from its
 * reCAPTCHA Enterprise provider (src/services/firebase/functions.ts).
 */
import { defineBoolean } from 'firebase-functions/params';
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';

export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description: 'Refuse callable requests without a valid App Check token (true in production and staging).',
});

type Handler<Return> = (request: CallableRequest<unknown>) => Promise<Return>;
type Options = Omit<CallableOptions<unknown>, 'enforceAppCheck'>;

/** `onCall` with App Check enforced by ENFORCE_APP_CHECK; the same two forms. */
export function callable<Return>(handler: Handler<Return>): ReturnType<typeof onCall<unknown, Promise<Return>>>;
export function callable<Return>(options: Options, handler: Handler<Return>): ReturnType<typeof onCall<unknown, Promise<Return>>>;
export function callable<Return>(first: Options | Handler<Return>, second?: Handler<Return>) {
  const [options, handler] = typeof first === 'function' ? [{}, first] : [first, second];
  if (!handler) throw new Error('callable() needs a handler');
  return onCall<unknown, Promise<Return>>({ ...options, enforceAppCheck: ENFORCE_APP_CHECK }, handler);
}
