/**
 * Who is calling a callable function. The framework checks the ID token's
 * signature and expiry only, so a token issued before the account was deleted
 * (or before its sessions were revoked) would still be accepted for up to an
 * hour. Every callable that acts for a user asks here instead: the token is
 * verified again with `checkRevoked`, which also refuses a deleted or
 * disabled account.
 */
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

const REFUSED_CODES = new Set([
  'auth/id-token-revoked',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/id-token-expired',
  'auth/argument-error',
  'auth/invalid-id-token',
]);

function bearerToken(request: CallableRequest): string | null {
  const header = request.rawRequest?.headers?.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The caller's uid, or `unauthenticated` with `message` when nobody is signed
 * in or the account no longer accepts this token. `allowRevoked` (deleteAccount
 * only) still accepts a revoked token of an existing account, so a deletion
 * that stopped half-way, after revoking the sessions, can be finished.
 */
export async function callerUid(
  request: CallableRequest,
  auth: Auth,
  message: string,
  { allowRevoked = false }: { allowRevoked?: boolean } = {},
): Promise<string> {
  const uid = request.auth?.uid;
  const token = bearerToken(request);
  if (!uid || !token) throw new HttpsError('unauthenticated', message);
  try {
    const decoded = await auth.verifyIdToken(token, !allowRevoked);
    if (decoded.uid !== uid) throw new HttpsError('unauthenticated', message);
    if (allowRevoked) {
      const user = await auth.getUser(uid);
      if (user.disabled) throw new HttpsError('unauthenticated', message);
    }
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (REFUSED_CODES.has(code)) throw new HttpsError('unauthenticated', 'Your session has ended. Sign in again.');
    throw error;
  }
  return uid;
}
