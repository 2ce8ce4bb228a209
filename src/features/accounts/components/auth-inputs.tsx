import { useState, type ComponentProps } from 'react';
import { TextField } from '@/components/field';
import { ShowPasswordToggle } from './show-password-toggle';

type InputProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'spellCheck' | 'required'>;

/**
 * The e-mail address, as the sign-in and recovery forms ask for it: the
 * caller gives the id, label, hint, autofill hint, value and error.
 */
export function EmailField(props: InputProps) {
  return <TextField type="email" inputMode="email" spellCheck={false} required {...props} />;
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
