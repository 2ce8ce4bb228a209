/** Errors from Firebase, as the app speaks of them. */
import { AppError, type AppErrorKind } from '@/domain/app-error';

export { AppError, type AppErrorKind };

const KIND_BY_CODE: Record<string, AppErrorKind> = {
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  'invalid-argument': 'invalid',
  'failed-precondition': 'invalid',
  'already-exists': 'invalid',
  'storage/unauthorized': 'permission-denied',
  'storage/object-not-found': 'not-found',
  'storage/retry-limit-exceeded': 'unavailable',
  'functions/unavailable': 'unavailable',
  'functions/not-found': 'not-found',
  'functions/permission-denied': 'permission-denied',
  'functions/unauthenticated': 'permission-denied',
  'functions/invalid-argument': 'invalid',
};

const MESSAGE_BY_KIND: Record<AppErrorKind, string> = {
  'not-found': 'That could not be found. It may have been deleted.',
  'permission-denied': 'You do not have access to this.',
  unavailable: 'The service cannot be reached right now. Check your connection and try again.',
  invalid: 'That change was not accepted. Check what you entered and try again.',
  unknown: 'Something went wrong. Please try again.',
};

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps a FirebaseError (or anything thrown) to an AppError with a message a person can act on. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = codeOf(error) ?? 'unknown';
  const kind: AppErrorKind = KIND_BY_CODE[code] ?? KIND_BY_CODE[code.replace(/^firestore\//, '')] ?? 'unknown';
  return new AppError(kind, MESSAGE_BY_KIND[kind], code);
}

/** Runs a Firestore operation; anything it throws becomes an AppError. */
export async function withAppError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}
