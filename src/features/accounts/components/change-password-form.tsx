import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { withAuth } from '../api/auth';
import { mapAuthError } from '../lib/auth-errors';
import { useFieldErrors } from '../hooks/use-field-errors';
import { MIN_PASSWORD_LENGTH, NewPasswordField, PasswordField } from './auth-inputs';
import { FormStatus } from './form-status';
import { RequestForm, SubmitButton } from './request-form';

/** Codes that refuse the new password itself (the current one was right). */
const NEW_PASSWORD_REFUSED = new Set(['auth/weak-password', 'auth/password-does-not-meet-requirements']);

function refusesNewPassword(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && NEW_PASSWORD_REFUSED.has(String(error.code));
}

/** Change password: the current one (Auth asks for it again), then the new one. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [status, setStatus] = useState('');
  const { errors, show, refOf } = useFieldErrors(['current', 'next']);
  const change = useMutation({
    mutationFn: (passwords: { current: string; next: string }) =>
      withAuth((auth) => auth.changePassword(passwords.current, passwords.next)),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setStatus('Password changed. Use the new one next time you sign in.');
    },
    onError: (error) => {
      const { field, message } = mapAuthError(error, 'change-password');
      // The mapping says 'password' for both; a weak or refused new password belongs to the new field.
      if (field !== 'password') show({ form: message });
      else show(refusesNewPassword(error) ? { next: message } : { current: message });
    },
  });

  function submit() {
    const problems: { current?: string; next?: string } = {};
    if (current === '') problems.current = 'Enter your current password.';
    if (next === '') problems.next = 'Enter a new password.';
    else if (next.length < MIN_PASSWORD_LENGTH) problems.next = mapAuthError('auth/weak-password', 'change-password').message;
    else if (next === current) problems.next = 'The new password is the same as the current one. Choose another.';
    show(problems);
    if (Object.keys(problems).length > 0) return;
    setStatus('');
    change.mutate({ current, next });
  }

  return (
    <RequestForm
      className="card account-form"
      aria-labelledby="password-title"
      heading={<h2 id="password-title">Change password</h2>}
      busy={change.isPending}
      error={errors.form}
      onSubmit={submit}
    >
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id="password-current"
        ref={refOf('current')}
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
      <NewPasswordField
        id="password-new"
        ref={refOf('next')}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
      />
      <SubmitButton busy={change.isPending} busyLabel="Changing…">
        Change password
      </SubmitButton>
      <FormStatus>{status}</FormStatus>
    </RequestForm>
  );
}
