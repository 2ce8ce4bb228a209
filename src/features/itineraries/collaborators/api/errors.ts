import { AppError, type AppErrorKind } from '@/services/firebase/errors';

/** A message a person can act on, from whatever a data call threw. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof AppError && error.message) return error.message;
  return fallback;
}

/** The AppError kind of an error, or null for anything else. */
export function kindOf(error: unknown): AppErrorKind | null {
  return error instanceof AppError ? error.kind : null;
}
