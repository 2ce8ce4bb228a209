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

/** The attributes that tie a control to its label, its hint and its message. */
function controlAttributes(frame: FieldFrameProps) {
  return {
    id: frame.id,
    'aria-invalid': frame.error ? true : undefined,
    'aria-describedby': describedBy(frame.id, frame),
  };
}

/** A field's props, split into the frame's (label, hint, message, class) and the control's. */
function splitFieldProps<ControlProps extends object>({
  id,
  label,
  hint,
  error,
  status,
  live,
  className,
  ...control
}: FieldFrameProps & { className?: string } & ControlProps) {
  return { frame: { id, label, hint, error, status, live }, className, control };
}

/** The label and hint above one control, and its message below. */
function FieldFrame({ frame, className, children }: { frame: FieldFrameProps; className?: string; children: ReactNode }) {
  const { id, label, hint } = frame;
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
      {children}
      <FieldMessage {...frame} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled input with its hint and its message, tied together for assistive technology. */
export function TextField(props: FieldFrameProps & InputProps & { ref?: Ref<HTMLInputElement> }) {
  const { frame, className, control: input } = splitFieldProps(props);
  return (
    <FieldFrame frame={frame} className={className}>
      <input {...controlAttributes(frame)} className="field__input" {...input} />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled multi-line text box, like TextField. */
export function TextAreaField(props: FieldFrameProps & TextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const { frame, className, control: textarea } = splitFieldProps(props);
  return (
    <FieldFrame frame={frame} className={className}>
      <textarea {...controlAttributes(frame)} className="field__input field__input--multiline" {...textarea} />
    </FieldFrame>
  );
}

/** The "Show password" checkbox under a password field. */
export function ShowPasswordToggle({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--inline">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show password</label>
    </div>
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
