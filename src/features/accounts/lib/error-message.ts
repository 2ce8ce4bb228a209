import { AppError } from '@/domain/app-error';

/** The sentence to show for a failed request: an AppError's own (it says what to do), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AppError ? error.message : fallback;
}
