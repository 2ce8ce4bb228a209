import { AUTH_ERRORS, UNKNOWN_AUTH_ERROR, mapAuthError, type AuthErrorField } from '../auth-errors';

/** A thrown FirebaseError, as the Auth SDK rejects with it. */
function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

const CASES: [code: string, field: AuthErrorField, message: RegExp][] = [
  ['auth/wrong-password', 'password', /^That password is wrong\./],
  ['auth/invalid-credential', 'form', /^That e-mail and password don't match an account\./],
  ['auth/user-not-found', 'email', /^No account uses this e-mail\./],
  ['auth/email-already-in-use', 'email', /already uses this e-mail\. Sign in instead/],
  ['auth/weak-password', 'password', /too weak\. Use at least 6 characters/],
  ['auth/invalid-email', 'email', /e-mail address doesn't look right/],
  ['auth/too-many-requests', 'form', /Too many attempts\. Wait a few minutes/],
  ['auth/network-request-failed', 'form', /Check your connection/],
  ['auth/invalid-verification-code', 'code', /code is wrong/],
  ['auth/code-expired', 'code', /code has expired\. Ask for a new one/],
  ['auth/invalid-phone-number', 'phone', /Include the country code/],
  ['auth/popup-closed-by-user', 'form', /Google window was closed/],
  ['auth/expired-action-code', 'form', /reset link has expired/],
  ['auth/invalid-action-code', 'form', /reset link is not valid any more/],
  ['auth/requires-recent-login', 'form', /sign in again/],
];

describe('mapAuthError', () => {
  it.each(CASES)('puts %s at the %s field with an actionable sentence', (code, field, message) => {
    const mapped = mapAuthError(firebaseError(code));
    expect(mapped.field).toBe(field);
    expect(mapped.message).toMatch(message);
  });

  it('accepts the bare code as well as the thrown error', () => {
    expect(mapAuthError('auth/user-not-found')).toEqual(mapAuthError(firebaseError('auth/user-not-found')));
  });

  it('maps the legacy invalid-login-credentials code like invalid-credential', () => {
    expect(mapAuthError('auth/invalid-login-credentials')).toEqual(mapAuthError('auth/invalid-credential'));
  });

  it('does not blame the password alone when enumeration protection hides which field is wrong', () => {
    const mapped = mapAuthError('auth/invalid-credential', 'sign-in');
    expect(mapped.field).toBe('form');
    expect(mapped.message).toMatch(/e-mail and password/);
  });

  it('says the current password is wrong when changing the password', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password']) {
      expect(mapAuthError(code, 'change-password')).toEqual({
        field: 'password',
        message: 'That password is wrong. Type your current password again.',
      });
    }
  });

  it('falls back to a general sentence at the form for unknown codes and non-errors', () => {
    expect(mapAuthError('auth/something-new')).toBe(UNKNOWN_AUTH_ERROR);
    expect(mapAuthError(new Error('boom'))).toBe(UNKNOWN_AUTH_ERROR);
    expect(mapAuthError(undefined)).toBe(UNKNOWN_AUTH_ERROR);
    expect(UNKNOWN_AUTH_ERROR.field).toBe('form');
  });

  it('speaks to people, not developers: no codes, no "Firebase", full sentences', () => {
    for (const [code, { message }] of Object.entries(AUTH_ERRORS)) {
      expect(message, code).not.toMatch(/auth\/|firebase|error/i);
      expect(message, code).toMatch(/^[A-Z"].*[.)]$/);
    }
  });
});
