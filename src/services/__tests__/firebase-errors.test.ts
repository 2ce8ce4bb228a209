import { AppError, toAppError } from '../firebase/errors';

/** What the Firebase SDKs throw: an Error with a string `code`. */
function firebaseError(code: string, message = `Firebase: internal detail (${code}).`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

const MESSAGES = {
  notFound: 'That could not be found. It may have been deleted.',
  denied: 'You do not have access to this.',
  unavailable: 'The service cannot be reached right now. Check your connection and try again.',
  invalid: 'That change was not accepted. Check what you entered and try again.',
  unknown: 'Something went wrong. Please try again.',
};

describe('toAppError', () => {
  it.each([
    ['permission-denied', 'permission-denied', MESSAGES.denied],
    ['unauthenticated', 'permission-denied', MESSAGES.denied],
    ['firestore/permission-denied', 'permission-denied', MESSAGES.denied],
    ['storage/unauthorized', 'permission-denied', MESSAGES.denied],
    ['not-found', 'not-found', MESSAGES.notFound],
    ['storage/object-not-found', 'not-found', MESSAGES.notFound],
    ['unavailable', 'unavailable', MESSAGES.unavailable],
    ['deadline-exceeded', 'unavailable', MESSAGES.unavailable],
    ['resource-exhausted', 'unavailable', MESSAGES.unavailable],
    ['storage/retry-limit-exceeded', 'unavailable', MESSAGES.unavailable],
    ['invalid-argument', 'invalid', MESSAGES.invalid],
    ['failed-precondition', 'invalid', MESSAGES.invalid],
    ['already-exists', 'invalid', MESSAGES.invalid],
    ['functions/unavailable', 'unavailable', MESSAGES.unavailable],
    ['functions/not-found', 'not-found', MESSAGES.notFound],
    ['functions/permission-denied', 'permission-denied', MESSAGES.denied],
    ['functions/unauthenticated', 'permission-denied', MESSAGES.denied],
    ['functions/invalid-argument', 'invalid', MESSAGES.invalid],
  ])('maps %s to a "%s" error a person can act on, keeping the code', (code, kind, message) => {
    const error = toAppError(firebaseError(code));
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it('never shows the SDK message, which is for developers', () => {
    const error = toAppError(firebaseError('permission-denied', 'Missing or insufficient permissions.'));
    expect(error.message).not.toContain('insufficient');
    expect(error.message).not.toContain('Firebase');
  });

  it.each(['functions/internal', 'auth/network-request-failed', 'cancelled', 'data-loss'])(
    'maps the unlisted code %s to a general retry message, keeping the code',
    (code) => {
      const error = toAppError(firebaseError(code));
      expect(error.kind).toBe('unknown');
      expect(error.message).toBe(MESSAGES.unknown);
      expect(error.code).toBe(code);
    },
  );

  it.each([
    ['an Error without a code', new Error('boom')],
    ['a string', 'boom'],
    ['undefined', undefined],
    ['null', null],
    ['a numeric code', { code: 404 }],
  ])('maps %s to the general retry message with code "unknown"', (_label, thrown) => {
    const error = toAppError(thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe('unknown');
    expect(error.code).toBe('unknown');
    expect(error.message).toBe(MESSAGES.unknown);
  });

  it('passes an AppError through unchanged', () => {
    const original = new AppError('invalid', 'The trip needs a destination.', 'itinerary/no-destination');
    expect(toAppError(original)).toBe(original);
  });
});
