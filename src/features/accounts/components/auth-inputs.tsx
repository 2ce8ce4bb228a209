import { useState, type ComponentProps } from 'react';
import { TextField } from '@/components/field';
import { ShowPasswordToggle } from './show-password-toggle';

/** An e-mail address as the forms accept it before asking the server. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The sign-in screens' inputs: the caller gives the id, label, hint, value,
 * error and ref; each input's type and keyboard are fixed here.
 */
type InputProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'spellCheck' | 'required'>;

export function EmailField(props: InputProps) {
  return <TextField type="email" inputMode="email" spellCheck={false} required {...props} />;
}

export function PhoneField(props: Omit<InputProps, 'autoComplete'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" required {...props} />;
}

/** A password; with `toggleId`, the "Show password" checkbox under it. */
export function PasswordField({ toggleId, ...props }: InputProps & { toggleId?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <TextField type={shown ? 'text' : 'password'} required {...props} />
      {toggleId ? <ShowPasswordToggle id={toggleId} checked={shown} onChange={setShown} /> : null}
    </>
  );
}

/** The password being chosen, when changing or resetting it. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label' | 'hint' | 'autoComplete'>) {
  return (
    <PasswordField label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} autoComplete="new-password" {...props} />
  );
}
