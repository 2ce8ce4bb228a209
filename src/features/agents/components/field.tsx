import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

function useFrame({ hint, error }: FrameProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-message`].filter(Boolean).join(' ');
  return {
    id,
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

function Frame({ id, label, hint, error, className, children }: FrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={['agents-field', className].filter(Boolean).join(' ')}>
      <label className="agents-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="agents-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <p id={`${id}-message`} className="agents-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

export function TextField(props: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { label, hint, error, className, ...input } = props;
  const { id, control } = useFrame(props);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <input className="agents-field__input" {...control} {...input} />
    </Frame>
  );
}

export function TextAreaField(props: FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { label, hint, error, className, ...textarea } = props;
  const { id, control } = useFrame(props);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea className="agents-field__input agents-field__input--multiline" {...control} {...textarea} />
    </Frame>
  );
}

export function SelectField(props: FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { label, hint, error, className, children, ...select } = props;
  const { id, control } = useFrame(props);
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select className="agents-field__input" {...control} {...select}>
        {children}
      </select>
    </Frame>
  );
}
