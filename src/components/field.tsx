import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './field.css';

interface FieldFrameProps {
  /** The control's id; one is made up when the form does not need to know it. */
  id?: string;
  label: ReactNode;
  /** A line under the label: the format or what the field is for. */
  hint?: ReactNode;
  /** The sentence saying what is wrong; marks the field invalid and is announced when it appears. */
  error?: string | null;
  /**
   * A message that changes as the person types (e.g. "@ana is available"),
   * announced politely. With `live`, the message area is always present, so
   * screen readers hear each change; an error shows in the same place.
   */
  status?: ReactNode;
  live?: boolean;
  /** Marks the label as required (a visual mark) and the control with aria-required. */
  required?: boolean;
  className?: string;
}

/** The attributes that tie a control to its label, its hint and its message. */
export interface FieldControlAttributes {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

function FieldMessage({ id, error, status, live }: { id: string; error?: string | null; status?: ReactNode; live?: boolean }) {
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
    <p id={`${id}-message`} className={className} role={error ? 'alert' : undefined}>
      {text}
    </p>
  );
}

/**
 * One labelled control with its hint and its message, tied together for
 * assistive technology. `children` renders the control from the attributes
 * it must carry (for a select, a date input, a search box...); TextField,
 * TextAreaField and SelectField cover the common controls.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  status,
  live,
  required,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlAttributes) => ReactNode }) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const describedBy = [hint ? `${id}-hint` : null, error || status || live ? `${id}-message` : null].filter(Boolean);
  const control: FieldControlAttributes = {
    id,
    className: 'field__input',
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={required ? 'field__label field__label--required' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldMessage id={id} error={error} status={status} live={live} />
    </div>
  );
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
}: FieldFrameProps & ControlProps) {
  const required = 'required' in control && control.required === true;
  return { frame: { id, label, hint, error, status, live, className, required }, control };
}

type Controlled<Attributes> = Omit<Attributes, 'id' | 'aria-invalid' | 'aria-describedby' | 'className'>;

/** A labelled input. */
export function TextField(props: FieldFrameProps & Controlled<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> }) {
  const { frame, control: input } = splitFieldProps(props);
  return <Field {...frame}>{(control) => <input {...control} {...input} />}</Field>;
}

/** A labelled multi-line text box. */
export function TextAreaField(
  props: FieldFrameProps & Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const { frame, control: textarea } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => <textarea {...control} className="field__input field__input--multiline" {...textarea} />}
    </Field>
  );
}

/** A labelled select; its options are the children. */
export function SelectField(props: FieldFrameProps & Controlled<SelectHTMLAttributes<HTMLSelectElement>> & { ref?: Ref<HTMLSelectElement> }) {
  const { frame, control: select } = splitFieldProps(props);
  return <Field {...frame}>{(control) => <select {...control} {...select} />}</Field>;
}
