/**
 * Firebase Auth error codes as sentences a person can act on, placed at the
 * field they concern. The sign-in, sign-up, password-reset, phone and
 * password-change screens call `mapAuthError(error, flow)` on whatever a
 * sign-in verb throws and show `message` next to `field` ('form' = above the
 * form), keeping what was typed.
 *
 * E-mail enumeration protection: with it on (the default for new Firebase
 * projects), a sign-in with a wrong password and a sign-in with an e-mail that
 * has no account both fail with `auth/invalid-credential`; the server does not
 * say which. So that code is shown at the form, naming both fields, instead of
 * claiming the password is wrong when the e-mail may be the problem.
 * `auth/wrong-password` and `auth/user-not-found` are still mapped to their
 * precise sentences for projects (and the Auth emulator) that report them.
 * In the password-change flow the e-mail is the signed-in account's own, so
 * there `auth/invalid-credential` can only mean the current password is wrong.
 */
import { AppError } from '@/domain/app-error';

export type AuthErrorField = 'email' | 'password' | 'phone' | 'code' | 'form';

export interface AuthFieldError {
  field: AuthErrorField;
  message: string;
}

/** The screen the error came from; it only changes the wording where the code is ambiguous. */
export type AuthFlow = 'sign-in' | 'sign-up' | 'password-reset' | 'phone' | 'change-password';

/** The sentence `message`, shown at `field`. */
function at(field: AuthErrorField, message: string): AuthFieldError {
  return { field, message };
}

const INVALID_CREDENTIAL = at('form', "That e-mail and password don't match an account. Check both for typos, or reset your password.");
const WRONG_CURRENT_PASSWORD = at('password', 'That password is wrong. Type your current password again.');

// Sentences that several codes share.
const SESSION_ENDED = at('form', 'Your session has ended. Sign in again, then repeat this change.');
const SIGNED_OUT = at('form', 'You are signed out. Sign in, then try again.');
const METHOD_UNAVAILABLE = at('form', 'This way of signing in is not available. Use another one, such as e-mail and password.');
const ROBOT_CHECK_FAILED = at('form', "We couldn't confirm you're not a robot. Reload the page and ask for a new code.");
const CODE_REQUEST_INVALID = at('code', 'This code request is no longer valid. Ask for a new code.');
const RESET_EMAIL_FAILED = at('form', "We couldn't send the reset e-mail because of a problem on our side. Try again later.");

/** Every code the sign-in, sign-up, reset, phone and password-change flows can raise. */
export const AUTH_ERRORS: Readonly<Record<string, AuthFieldError>> = {
  // E-mail and password
  'auth/wrong-password': at('password', 'That password is wrong. Try again, or reset it with "Forgot password".'),
  'auth/invalid-credential': INVALID_CREDENTIAL,
  'auth/invalid-login-credentials': INVALID_CREDENTIAL,
  'auth/user-not-found': at('email', 'No account uses this e-mail. Check it for typos, or create an account.'),
  'auth/email-already-in-use': at('email', 'An account already uses this e-mail. Sign in instead, or reset its password.'),
  'auth/weak-password': at('password', 'That password is too weak. Use at least 6 characters; longer is safer.'),
  'auth/password-does-not-meet-requirements': at('password', 'That password does not meet the requirements. Use a longer one with letters and digits.'),
  'auth/invalid-email': at('email', "That e-mail address doesn't look right. Check it for typos (name@example.com)."),
  'auth/missing-email': at('email', 'Enter your e-mail address.'),
  'auth/missing-password': at('password', 'Enter your password.'),
  'auth/user-disabled': at('form', 'This account has been disabled. Contact support to get it back.'),
  'auth/user-mismatch': at('form', 'Those details belong to another account. Use the account you are signed in with.'),
  'auth/requires-recent-login': at('form', 'For your security, sign in again, then repeat this change.'),
  'auth/user-token-expired': SESSION_ENDED,
  'auth/invalid-user-token': SESSION_ENDED,
  'auth/null-user': SIGNED_OUT,
  'auth/user-signed-out': SIGNED_OUT,
  'auth/operation-not-allowed': METHOD_UNAVAILABLE,
  'auth/admin-restricted-operation': METHOD_UNAVAILABLE,
  'auth/account-exists-with-different-credential': at('form', 'An account already uses this e-mail with another way of signing in. Sign in that way (for example with your password).'),
  'auth/credential-already-in-use': at('form', 'Those sign-in details already belong to another account. Sign in with that account instead.'),
  'auth/provider-already-linked': at('form', 'This sign-in method is already linked to your account.'),

  // Rate limits and connectivity
  'auth/too-many-requests': at('form', 'Too many attempts. Wait a few minutes and try again, or reset your password.'),
  'auth/network-request-failed': at('form', "We can't reach the sign-in service. Check your connection and try again."),
  'auth/timeout': at('form', 'The sign-in service took too long to answer. Check your connection and try again.'),
  'auth/internal-error': at('form', 'Signing in failed on our side. Wait a moment and try again.'),
  'auth/web-storage-unsupported': at('form', 'Your browser blocks the storage sign-in needs. Allow cookies and site data, or leave private mode.'),

  // Phone
  'auth/invalid-phone-number': at('phone', "That phone number doesn't look right. Include the country code, for example +351 912 345 678."),
  'auth/missing-phone-number': at('phone', 'Enter your phone number, with the country code (for example +351 912 345 678).'),
  'auth/quota-exceeded': at('phone', 'Too many codes were sent. Wait a while before asking for another one.'),
  'auth/captcha-check-failed': ROBOT_CHECK_FAILED,
  'auth/invalid-app-credential': ROBOT_CHECK_FAILED,
  'auth/missing-app-credential': ROBOT_CHECK_FAILED,
  'auth/invalid-verification-code': at('code', 'That code is wrong. Check the SMS and type the 6 digits again.'),
  'auth/missing-verification-code': at('code', 'Enter the 6-digit code from the SMS.'),
  'auth/code-expired': at('code', 'That code has expired. Ask for a new one.'),
  'auth/invalid-verification-id': CODE_REQUEST_INVALID,
  'auth/missing-verification-id': CODE_REQUEST_INVALID,

  // Google (popup)
  'auth/popup-closed-by-user': at('form', 'The Google window was closed before sign-in finished. Try again and pick an account.'),
  'auth/cancelled-popup-request': at('form', 'Another sign-in window opened. Finish signing in there, or try again.'),
  'auth/popup-blocked': at('form', 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.'),
  'auth/user-cancelled': at('form', 'Sign-in was cancelled. Try again when you are ready.'),
  'auth/unauthorized-domain': at('form', 'Google sign-in is not set up for this address. Use e-mail and password instead.'),
  'auth/operation-not-supported-in-this-environment': at('form', 'This browser cannot open the Google sign-in window. Use e-mail and password instead.'),

  // Password reset links
  'auth/expired-action-code': at('form', 'This reset link has expired. Ask for a new one below.'),
  'auth/invalid-action-code': at('form', 'This reset link is not valid any more (it may have been used already). Ask for a new one below.'),
  'auth/invalid-continue-uri': RESET_EMAIL_FAILED,
  'auth/unauthorized-continue-uri': RESET_EMAIL_FAILED,
  'auth/missing-continue-uri': RESET_EMAIL_FAILED,
};

export const UNKNOWN_AUTH_ERROR = at('form', 'Something went wrong while signing in. Try again in a moment.');

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/**
 * The sentence and field for a thrown Firebase Auth error (or its code). An
 * AppError (the sign-in code could not be loaded) already says what to do.
 */
export function mapAuthError(error: unknown, flow: AuthFlow = 'sign-in'): AuthFieldError {
  if (error instanceof AppError) return at('form', error.message);
  const code = codeOf(error);
  if (code === undefined) return UNKNOWN_AUTH_ERROR;
  if (
    flow === 'change-password' &&
    (code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials' || code === 'auth/wrong-password')
  ) {
    return WRONG_CURRENT_PASSWORD;
  }
  return AUTH_ERRORS[code] ?? UNKNOWN_AUTH_ERROR;
}

/**
 * A thrown Auth error as a form shows it: at its field when the form shows
 * that field (`fields`), otherwise above the form.
 */
export function placeAuthError<Field extends AuthErrorField>(
  error: unknown,
  flow: AuthFlow,
  fields: readonly Field[],
): Partial<Record<Field | 'form', string>> {
  const { field, message } = mapAuthError(error, flow);
  const placed: Partial<Record<Field | 'form', string>> = {};
  placed[fields.find((shown) => shown === field) ?? 'form'] = message;
  return placed;
}
