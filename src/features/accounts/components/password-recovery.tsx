import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { checkPasswordResetCode, completePasswordReset, sendPasswordReset } from '@/services/firebase/auth';
import { useDraft } from '@/lib/drafts';
import { mapAuthError } from '../lib/auth-errors';
import { EMAIL_DRAFT_KEY, MIN_PASSWORD_LENGTH } from './email-password-form';
import { TextField } from '@/components/field';
import { ShowPasswordToggle } from './show-password-toggle';
import { ErrorMessage } from '@/components/error-message';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Moves focus to a heading that has just replaced the form, so it is read out. */
function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/** Step one: the e-mail to send the reset link to, then "Check your inbox". */
export function RequestResetForm() {
  const [draft, setDraft] = useDraft(EMAIL_DRAFT_KEY, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const headingRef = useFocusOnShow<HTMLHeadingElement>(sentTo !== null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = draft.email.trim();
    if (!EMAIL_SHAPE.test(email)) {
      setErrors({ email: mapAuthError(email === '' ? 'auth/missing-email' : 'auth/invalid-email', 'password-reset').message });
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      const { field, message } = mapAuthError(error, 'password-reset');
      if (field === 'email') {
        setErrors({ email: message });
        emailRef.current?.focus();
      } else {
        setErrors({ form: message });
      }
    } finally {
      setBusy(false);
    }
  }

  if (sentTo !== null) {
    return (
      <section className="card auth-confirmation" aria-labelledby="reset-sent-title">
        <h2 id="reset-sent-title" ref={headingRef} tabIndex={-1}>
          Check your inbox
        </h2>
        <p>
          We sent a link to choose a new password to <strong>{sentTo}</strong>. It can take a few minutes to
          arrive; if it does not, look in your spam folder.
        </p>
        <div className="form-actions">
          <Link className="button" to="/auth">
            Back to sign in
          </Link>
          <button type="button" className="button button--quiet" onClick={() => setSentTo(null)}>
            Use another e-mail or send it again
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="auth-form card" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <TextField
        id="reset-email"
        ref={emailRef}
        label="E-mail"
        hint="The address you sign in with."
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={draft.email}
        onChange={(event) => setDraft({ email: event.target.value })}
        error={errors.email}
        required
      />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
        <Link to="/auth">Back to sign in</Link>
      </div>
    </form>
  );
}

type ResetState =
  | { step: 'checking' }
  | { step: 'invalid'; message: string }
  | { step: 'choose'; email: string }
  | { step: 'done'; email: string };

/** Step two, from the e-mailed link: check the code, choose a new password, done. */
export function ResetWithCode({ oobCode }: { oobCode: string }) {
  const [state, setState] = useState<ResetState>({ step: 'checking' });
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'password' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [, setSignInDraft] = useDraft(EMAIL_DRAFT_KEY, { email: '' });
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useFocusOnShow<HTMLHeadingElement>(state.step === 'done');

  useEffect(() => {
    let live = true;
    checkPasswordResetCode(oobCode).then(
      (email) => {
        if (live) setState({ step: 'choose', email });
      },
      (error: unknown) => {
        if (live) setState({ step: 'invalid', message: mapAuthError(error, 'password-reset').message });
      },
    );
    return () => {
      live = false;
    };
  }, [oobCode]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || state.step !== 'choose') return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      const code = password === '' ? 'auth/missing-password' : 'auth/weak-password';
      setErrors({ password: mapAuthError(code, 'password-reset').message });
      passwordRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await completePasswordReset(oobCode, password);
      setSignInDraft({ email: state.email });
      setState({ step: 'done', email: state.email });
    } catch (error) {
      const { field, message } = mapAuthError(error, 'password-reset');
      if (field === 'password') {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else {
        setErrors({ form: message });
      }
    } finally {
      setBusy(false);
    }
  }

  if (state.step === 'checking') {
    return (
      <p className="card" role="status">
        Checking your reset link…
      </p>
    );
  }
  if (state.step === 'invalid') {
    return (
      <>
        <ErrorMessage>{state.message}</ErrorMessage>
        <RequestResetForm />
      </>
    );
  }
  if (state.step === 'done') {
    return (
      <section className="card auth-confirmation" aria-labelledby="reset-done-title">
        <h2 id="reset-done-title" ref={doneRef} tabIndex={-1}>
          Your password is changed
        </h2>
        <p>
          You can now sign in as <strong>{state.email}</strong> with your new password.
        </p>
        <Link className="button" to="/auth">
          Sign in
        </Link>
      </section>
    );
  }
  return (
    <form className="auth-form card" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <p>
        Choose a new password for <strong>{state.email}</strong>.
      </p>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <TextField
        id="reset-new-password"
        ref={passwordRef}
        label="New password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <ShowPasswordToggle id="reset-show-password" checked={showPassword} onChange={setShowPassword} />
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}

/**
 * /auth/forgot-password: ask for the reset mail, or, opened from that mail's
 * link (`?mode=resetPassword&oobCode=…`), choose the new password.
 */
export function PasswordRecovery() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  if (params.get('mode') === 'resetPassword' && oobCode) return <ResetWithCode key={oobCode} oobCode={oobCode} />;
  return <RequestResetForm />;
}
