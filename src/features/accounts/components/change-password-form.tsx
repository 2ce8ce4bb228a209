import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { changePassword } from '@/services/firebase/auth';
import { mapAuthError } from '../lib/auth-errors';
import { MIN_PASSWORD_LENGTH } from './email-password-form';
import { TextField } from '@/components/field';
import { FormStatus } from './form-status';
import { ErrorMessage } from '@/components/error-message';

type Errors = Partial<Record<'current' | 'next' | 'form', string>>;

/** Change password: the current one (Auth asks for it again), then the new one. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const change = useMutation({ mutationFn: (passwords: { current: string; next: string }) => changePassword(passwords.current, passwords.next) });
  const busy = change.isPending;
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);

  function show(problems: Errors) {
    setErrors(problems);
    if (problems.current) currentRef.current?.focus();
    else if (problems.next) nextRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: Errors = {};
    if (current === '') problems.current = 'Enter your current password.';
    if (next === '') problems.next = 'Enter a new password.';
    else if (next.length < MIN_PASSWORD_LENGTH) problems.next = mapAuthError('auth/weak-password', 'change-password').message;
    else if (next === current) problems.next = 'The new password is the same as the current one. Choose another.';
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    show({});
    setStatus('');
    change.mutate(
      { current, next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setStatus('Password changed. Use the new one next time you sign in.');
        },
        onError: (error) => {
          const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
          const { field, message } = mapAuthError(error, 'change-password');
          // The helper says 'password' for both; a weak or refused new password belongs to the new field.
          if (field === 'password') {
            show(code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements' ? { next: message } : { current: message });
          } else {
            show({ form: message });
          }
        },
      },
    );
  }

  return (
    <form className="card account-form" noValidate onSubmit={submit} aria-labelledby="password-title" aria-busy={busy}>
      <h2 id="password-title">Change password</h2>
      <ErrorMessage>{errors.form}</ErrorMessage>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        ref={currentRef}
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
        required
      />
      <TextField
        id="password-new"
        ref={nextRef}
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
        required
      />
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
      <FormStatus>{status}</FormStatus>
    </form>
  );
}
