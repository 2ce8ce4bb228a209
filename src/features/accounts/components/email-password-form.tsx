import { useRef, useState, type FormEvent } from 'react';
import { signInWithEmail, signUpWithEmail } from '@/services/firebase/auth';
import { useDraft } from '@/lib/drafts';
import { mapAuthError, type AuthFieldError } from '../lib/auth-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { TextField } from '@/components/field';
import { ShowPasswordToggle } from './show-password-toggle';
import { ErrorMessage } from '@/components/error-message';

export type EmailPasswordMode = 'sign-in' | 'sign-up';

/** The e-mail typed on the sign-in screens, shared with "Forgot password?" (never the password). */
export const EMAIL_DRAFT_KEY = 'auth:email';

type Errors = Partial<Record<'email' | 'password' | 'form', string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

/** Checks that need no server: empty fields, an e-mail without its @, a short new password. */
function localErrors(email: string, password: string, mode: EmailPasswordMode): Errors {
  const errors: Errors = {};
  const flow = mode === 'sign-up' ? 'sign-up' : 'sign-in';
  if (email === '') errors.email = mapAuthError('auth/missing-email', flow).message;
  else if (!EMAIL_SHAPE.test(email)) errors.email = mapAuthError('auth/invalid-email', flow).message;
  if (password === '') errors.password = mapAuthError('auth/missing-password', flow).message;
  else if (mode === 'sign-up' && password.length < MIN_PASSWORD_LENGTH) {
    errors.password = mapAuthError('auth/weak-password', flow).message;
  }
  return errors;
}

/** Where an auth error goes on this form: e-mail, password, or above the form. */
function placed({ field, message }: AuthFieldError): Errors {
  if (field === 'email' || field === 'password') return { [field]: message };
  return { form: message };
}

/**
 * Sign in, or create an account, with e-mail and password. What was typed stays
 * after an error, which is shown at its field; the e-mail survives a reload.
 */
export function EmailPasswordForm({ mode }: { mode: EmailPasswordMode }) {
  const [draft, setDraft, clearDraft] = useDraft(EMAIL_DRAFT_KEY, { email: '' });
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Errors belong to the mode they came from: switching tabs starts clean, keeping what was typed.
  const [shown, setShown] = useState<{ mode: EmailPasswordMode; errors: Errors }>({ mode, errors: {} });
  const errors = shown.mode === mode ? shown.errors : {};
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const finishSignIn = useFinishSignIn();
  const signUp = mode === 'sign-up';
  const idPrefix = signUp ? 'sign-up' : 'sign-in';

  function show(next: Errors) {
    setShown({ mode, errors: next });
    if (next.email) emailRef.current?.focus();
    else if (next.password) passwordRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = draft.email.trim();
    const problems = localErrors(email, password, mode);
    if (Object.keys(problems).length > 0) {
      show(problems);
      return;
    }
    show({});
    setBusy(true);
    try {
      const account = signUp ? await signUpWithEmail(email, password) : await signInWithEmail(email, password);
      await finishSignIn(account);
      clearDraft();
    } catch (error) {
      show(placed(mapAuthError(error, signUp ? 'sign-up' : 'sign-in')));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <TextField
        id={`${idPrefix}-email`}
        ref={emailRef}
        label="E-mail"
        type="email"
        name="email"
        autoComplete={signUp ? 'email' : 'username'}
        inputMode="email"
        spellCheck={false}
        value={draft.email}
        onChange={(event) => setDraft({ email: event.target.value })}
        error={errors.email}
        required
      />
      <TextField
        id={`${idPrefix}-password`}
        ref={passwordRef}
        label="Password"
        hint={signUp ? `At least ${MIN_PASSWORD_LENGTH} characters; a few words together are easy to remember and hard to guess.` : undefined}
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <ShowPasswordToggle id={`${idPrefix}-show-password`} checked={showPassword} onChange={setShowPassword} />
      {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
      <button type="submit" className="button auth-form__submit" aria-disabled={busy}>
        {busy ? (signUp ? 'Creating your account…' : 'Signing in…') : signUp ? 'Create account' : 'Sign in'}
      </button>
    </form>
  );
}
