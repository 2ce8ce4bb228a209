import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorMessage } from '@/components/error-message';
import { useDraft } from '@/lib/drafts';
import { resetCodeQueryOptions, withAuth } from '../api/auth';
import { mapAuthError, placeAuthError } from '../lib/auth-errors';
import { useFieldErrors } from '../hooks/use-field-errors';
import { EMAIL_DRAFT_KEY } from './email-password-form';
import { EMAIL_SHAPE, EmailField, MIN_PASSWORD_LENGTH, NewPasswordField } from './auth-inputs';
import { RequestForm, SubmitButton } from './request-form';

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
  const { errors, show, refOf } = useFieldErrors(['email']);
  const send = useMutation({
    mutationFn: (email: string) => withAuth((auth) => auth.sendPasswordReset(email)),
    onError: (error) => show(placeAuthError(error, 'password-reset', ['email'])),
  });
  const sentTo = send.isSuccess ? send.variables : null;
  const headingRef = useFocusOnShow<HTMLHeadingElement>(sentTo !== null);

  function submit() {
    const email = draft.email.trim();
    if (!EMAIL_SHAPE.test(email)) {
      show(placeAuthError(email === '' ? 'auth/missing-email' : 'auth/invalid-email', 'password-reset', ['email']));
      return;
    }
    show({});
    send.mutate(email);
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
          <button type="button" className="button button--quiet" onClick={() => send.reset()}>
            Use another e-mail or send it again
          </button>
        </div>
      </section>
    );
  }

  return (
    <RequestForm className="auth-form card" busy={send.isPending} error={errors.form} onSubmit={submit}>
      <EmailField
        id="reset-email"
        ref={refOf('email')}
        label="E-mail"
        hint="The address you sign in with."
        autoComplete="email"
        value={draft.email}
        onChange={(event) => setDraft({ email: event.target.value })}
        error={errors.email}
      />
      <div className="form-actions">
        <SubmitButton busy={send.isPending} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
        <Link to="/auth">Back to sign in</Link>
      </div>
    </RequestForm>
  );
}

/** Step two, from the e-mailed link: check the code, choose a new password, done. */
export function ResetWithCode({ oobCode }: { oobCode: string }) {
  const check = useQuery(resetCodeQueryOptions(oobCode));
  const [password, setPassword] = useState('');
  const { errors, show, refOf } = useFieldErrors(['password']);
  const [, setSignInDraft] = useDraft(EMAIL_DRAFT_KEY, { email: '' });
  const reset = useMutation({
    mutationFn: (choice: { email: string; password: string }) =>
      withAuth((auth) => auth.completePasswordReset(oobCode, choice.password)),
    // The sign-in screen will start from this account's e-mail.
    onSuccess: (_done, { email }) => setSignInDraft({ email }),
    onError: (error) => show(placeAuthError(error, 'password-reset', ['password'])),
  });
  const doneRef = useFocusOnShow<HTMLHeadingElement>(reset.isSuccess);

  if (check.isPending) {
    return (
      <p className="card" role="status">
        Checking your reset link…
      </p>
    );
  }
  if (check.isError) {
    return (
      <>
        <ErrorMessage>{mapAuthError(check.error, 'password-reset').message}</ErrorMessage>
        <RequestResetForm />
      </>
    );
  }
  const email = check.data;
  if (reset.isSuccess) {
    return (
      <section className="card auth-confirmation" aria-labelledby="reset-done-title">
        <h2 id="reset-done-title" ref={doneRef} tabIndex={-1}>
          Your password is changed
        </h2>
        <p>
          You can now sign in as <strong>{email}</strong> with your new password.
        </p>
        <Link className="button" to="/auth">
          Sign in
        </Link>
      </section>
    );
  }

  function submit() {
    if (password.length < MIN_PASSWORD_LENGTH) {
      show(placeAuthError(password === '' ? 'auth/missing-password' : 'auth/weak-password', 'password-reset', ['password']));
      return;
    }
    show({});
    reset.mutate({ email, password });
  }

  return (
    <RequestForm className="auth-form card" busy={reset.isPending} error={errors.form} onSubmit={submit}>
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField
        id="reset-new-password"
        toggleId="reset-show-password"
        ref={refOf('password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={reset.isPending} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </RequestForm>
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
