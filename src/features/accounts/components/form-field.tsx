import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import '../accounts.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** A line under the label: the format or what the field is for. */
  hint?: ReactNode;
  /** The sentence saying what is wrong; marks the field invalid. */
  error?: string | null;
  /**
   * A message that changes as the person types (e.g. "@ana is available"),
   * announced politely. With `live`, the message area is always present, so
   * screen readers hear each change; an error shows in the same place.
   */
  status?: ReactNode;
  live?: boolean;
}

/** ids for aria-describedby: the hint, then the message under the field. */
function describedBy(id: string, { hint, error, status, live }: FieldFrameProps): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error || status || live ? `${id}-message` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessage({ id, error, status, live }: FieldFrameProps) {
  const text = error || status;
  const className = error ? 'field__message field__message--error' : 'field__message';
  if (live) {
    return (
      <p id={`${id}-message`} className={className} role="status">
        {text}
      </p>
    );
  }
  if (!text) return null;
  return (
    <p id={`${id}-message`} className={className}>
      {text}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with its hint and its message, tied together for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  status,
  live,
  ref,
  className,
  ...input
}: FieldFrameProps & InputProps & { ref?: Ref<HTMLInputElement> }) {
  const frame = { id, label, hint, error, status, live };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, frame)}
        {...input}
      />
      <FieldMessage {...frame} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function TextAreaField({
  id,
  label,
  hint,
  error,
  status,
  live,
  ref,
  className,
  ...textarea
}: FieldFrameProps & TextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const frame = { id, label, hint, error, status, live };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        ref={ref}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, frame)}
        {...textarea}
      />
      <FieldMessage {...frame} />
    </div>
  );
}

/** A problem with the whole form (not one field), announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}

/** A calm confirmation after a save, announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
