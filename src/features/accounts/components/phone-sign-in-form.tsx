import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { startPhoneSignIn, type AuthAccount } from '@/services/firebase/auth';
import { useDraft } from '@/lib/drafts';
import { mapAuthError } from '../lib/auth-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { TextField } from '@/components/field';
import { ErrorMessage } from '@/components/error-message';

/** The button the invisible reCAPTCHA is attached to. */
export const SEND_CODE_BUTTON_ID = 'phone-send-code';

/** Spaces, dashes, dots and brackets people type in phone numbers, removed. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

const E164 = /^\+[1-9]\d{6,14}$/;
const CODE = /^\d{6}$/;

type Confirm = (code: string) => Promise<AuthAccount>;

/**
 * Phone sign-in in two steps: the number (E.164), then the 6-digit code from
 * the SMS. Errors show at the field they concern; the number is kept when going
 * back to change it.
 */
export function PhoneSignInForm() {
  const [draft, setDraft] = useDraft('auth:phone', { phone: '' });
  const [code, setCode] = useState('');
  const [confirm, setConfirm] = useState<{ run: Confirm; phone: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'phone' | 'code' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const finishSignIn = useFinishSignIn();
  const next = useNextPath();
  const shownStep = useRef(confirm);

  // Moving between the two steps replaces the form: put focus on its field.
  useEffect(() => {
    if (shownStep.current === confirm) return;
    shownStep.current = confirm;
    if (confirm) codeRef.current?.focus();
    else phoneRef.current?.focus();
  }, [confirm]);

  function fail(error: unknown) {
    const { field, message } = mapAuthError(error, 'phone');
    if (field === 'phone' && !confirm) {
      setErrors({ phone: message });
      phoneRef.current?.focus();
    } else if (field === 'code' && confirm) {
      setErrors({ code: message });
      codeRef.current?.focus();
    } else {
      setErrors({ form: message });
    }
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const phone = normalisePhone(draft.phone);
    if (phone === '') {
      fail('auth/missing-phone-number');
      return;
    }
    if (!E164.test(phone)) {
      fail('auth/invalid-phone-number');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const run = await startPhoneSignIn(phone, SEND_CODE_BUTTON_ID);
      setCode('');
      setConfirm({ run, phone });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !confirm) return;
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) {
      setErrors({ code: digits === '' ? 'Enter the 6-digit code from the SMS.' : 'The code has 6 digits. Check the SMS and type all of them.' });
      codeRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await finishSignIn(await confirm.run(digits));
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  }

  if (confirm) {
    return (
      <form className="auth-form card" noValidate onSubmit={(event) => void verify(event)} aria-busy={busy}>
        <ErrorMessage>{errors.form}</ErrorMessage>
        <p role="status">We sent a 6-digit code by SMS to {confirm.phone}.</p>
        <TextField
          id="phone-code"
          ref={codeRef}
          label="6-digit code"
          hint="It can take a minute to arrive."
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
          required
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? 'Checking the code…' : 'Sign in'}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setConfirm(null);
              setErrors({});
            }}
          >
            Change the number or send a new code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="auth-form card" noValidate onSubmit={(event) => void sendCode(event)} aria-busy={busy}>
      <ErrorMessage>{errors.form}</ErrorMessage>
      <TextField
        id="phone-number"
        ref={phoneRef}
        label="Phone number"
        hint="With your country code, for example +351 912 345 678."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={(event) => setDraft({ phone: event.target.value })}
        error={errors.phone}
        required
      />
      <button id={SEND_CODE_BUTTON_ID} type="submit" className="button" aria-disabled={busy}>
        {busy ? 'Sending the code…' : 'Send code'}
      </button>
      <p className="auth-panel__aside">
        <Link to={withNext('/auth', next)}>Sign in with e-mail or Google instead</Link>
      </p>
    </form>
  );
}
