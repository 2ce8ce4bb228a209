import type { FormHTMLAttributes, ReactNode } from 'react';
import { ErrorMessage } from '@/components/error-message';

interface RequestFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-busy'> {
  /** A request is running: the form says so, and a second submit does nothing. */
  busy: boolean;
  /** What went wrong with the whole form, shown above its fields. */
  error?: string | null;
  /** Shown first, above the error (the form's heading). */
  heading?: ReactNode;
  /** Submitting, when no request is running; the fields' own checks are the caller's. */
  onSubmit: () => void;
}

/**
 * A form whose submit sends one request: the browser's own validation is off
 * (the fields show their errors), it is marked busy while the request runs,
 * and what went wrong with the whole form is announced above the fields.
 */
export function RequestForm({ busy, error, heading, onSubmit, children, ...props }: RequestFormProps) {
  return (
    <form
      {...props}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {heading}
      <ErrorMessage>{error}</ErrorMessage>
      {children}
    </form>
  );
}

/**
 * The submit button of a RequestForm, saying what is running. aria-disabled,
 * not disabled: the button keeps focus while the request runs.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'button',
  id,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <button id={id} type="submit" className={className} aria-disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * A button that sends one request, with what went wrong above it. Pressing it
 * again while the request runs does nothing; aria-disabled keeps its focus.
 */
export function RequestButton({
  busy,
  error,
  onPress,
  className,
  children,
}: {
  busy: boolean;
  error: string | null;
  onPress: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorMessage>{error}</ErrorMessage>
      <button
        type="button"
        className={className}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onPress();
        }}
      >
        {children}
      </button>
    </>
  );
}
