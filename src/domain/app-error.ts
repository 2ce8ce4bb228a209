/**
 * An error the app can show: its kind decides the message and the next step.
 * The domain parsers raise it for a malformed stored document (kind 'invalid',
 * code 'malformed-document'); services/firebase/errors.ts maps Firebase codes to it.
 */
export type AppErrorKind = 'not-found' | 'permission-denied' | 'unavailable' | 'invalid' | 'unknown';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: string;
  constructor(kind: AppErrorKind, message: string, code: string = kind) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
  }
}
