import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDraft } from '@/lib/drafts';
import { withAuth } from '../api/auth';
import { mapAuthError, placeAuthError } from '../lib/auth-errors';
import { useFieldErrors, type FieldErrors } from '../hooks/use-field-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { EMAIL_SHAPE, EmailField, MIN_PASSWORD_LENGTH, PasswordField } from './auth-inputs';
import { RequestForm, SubmitButton } from './request-form';

export type EmailPasswordMode = 'sign-in' | 'sign-up';

/** The e-mail typed on the sign-in screens, shared with "Forgot password?" (never the password). */
export const EMAIL_DRAFT_KEY = 'auth:email';

const FIELDS = ['email', 'password'] as const;
type Errors = FieldErrors<(typeof FIELDS)[number]>;


/** Checks that need no server: empty fields, an e-mail without its @, a short new password. */
function localErrors(email: string, password: string, mode: EmailPasswordMode): Errors {
  const errors: Errors = {};
  if (email === '') errors.email = mapAuthError('auth/missing-email', mode).message;
  else if (!EMAIL_SHAPE.test(email)) errors.email = mapAuthError('auth/invalid-email', mode).message;
  if (password === '') errors.password = mapAuthError('auth/missing-password', mode).message;
  else if (mode === 'sign-up' && password.length < MIN_PASSWORD_LENGTH) {
    errors.password = mapAuthError('auth/weak-password', mode).message;
  }
  return errors;
}

/**
 * Sign in, or create an account, with e-mail and password. What was typed stays
 * after an error, which is shown at its field; the e-mail survives a reload.
 */
export function EmailPasswordForm({ mode }: { mode: EmailPasswordMode }) {
  const [draft, setDraft, clearDraft] = useDraft(EMAIL_DRAFT_KEY, { email: '' });
  const [password, setPassword] = useState('');
  // Errors belong to the mode they came from: switching tabs starts clean, keeping what was typed.
  const { errors, show, refOf } = useFieldErrors(FIELDS, mode);
  const finishSignIn = useFinishSignIn();
  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string; mode: EmailPasswordMode }) => {
      const account = await withAuth((auth) =>
        credentials.mode === 'sign-up'
          ? auth.signUpWithEmail(credentials.email, credentials.password)
          : auth.signInWithEmail(credentials.email, credentials.password),
      );
      await finishSignIn(account);
      clearDraft();
    },
  });
  const signUp = mode === 'sign-up';
  const idPrefix = signUp ? 'sign-up' : 'sign-in';

  function submit() {
    const email = draft.email.trim();
    const problems = localErrors(email, password, mode);
    show(problems);
    if (Object.keys(problems).length > 0) return;
    signIn.mutate({ email, password, mode }, { onError: (error) => show(placeAuthError(error, mode, FIELDS)) });
  }

  return (
    <RequestForm className="auth-form" busy={signIn.isPending} error={errors.form} onSubmit={submit}>
      <EmailField
        id={`${idPrefix}-email`}
        ref={refOf('email')}
        label="E-mail"
        name="email"
        autoComplete={signUp ? 'email' : 'username'}
        value={draft.email}
        onChange={(event) => setDraft({ email: event.target.value })}
        error={errors.email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        toggleId={`${idPrefix}-show-password`}
        ref={refOf('password')}
        label="Password"
        hint={signUp ? `At least ${MIN_PASSWORD_LENGTH} characters; a few words together are easy to remember and hard to guess.` : undefined}
        name="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={signIn.isPending} busyLabel={signUp ? 'Creating your account…' : 'Signing in…'} className="button auth-form__submit">
        {signUp ? 'Create account' : 'Sign in'}
      </SubmitButton>
    </RequestForm>
  );
}
