import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/field';
import { useDraft } from '@/lib/drafts';
import { withAuth, type AuthAccount } from '../api/auth';
import { placeAuthError } from '../lib/auth-errors';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { PhoneField } from './auth-inputs';
import { RequestForm, SubmitButton } from './request-form';

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
  const { errors, show, refOf, focus } = useFieldErrors(['phone', 'code']);
  const finishSignIn = useFinishSignIn();
  const next = useNextPath();
  const sendCode = useMutation({
    mutationFn: (phone: string) => withAuth((auth) => auth.startPhoneSignIn(phone, SEND_CODE_BUTTON_ID)),
    onSuccess: (run, phone) => {
      setCode('');
      setConfirm({ run, phone });
    },
    onError: (error) => show(placeAuthError(error, 'phone', ['phone'])),
  });
  const verify = useMutation({
    mutationFn: async ({ run, digits }: { run: Confirm; digits: string }) => finishSignIn(await run(digits)),
    onError: (error) => show(placeAuthError(error, 'phone', ['code'])),
  });
  const shownStep = useRef(confirm);

  // Moving between the two steps replaces the form: put focus on its field.
  useEffect(() => {
    if (shownStep.current === confirm) return;
    shownStep.current = confirm;
    focus(confirm ? 'code' : 'phone');
  }, [confirm, focus]);

  function submitPhone() {
    const phone = normalisePhone(draft.phone);
    if (!E164.test(phone)) {
      show(placeAuthError(phone === '' ? 'auth/missing-phone-number' : 'auth/invalid-phone-number', 'phone', ['phone']));
      return;
    }
    show({});
    sendCode.mutate(phone);
  }

  function submitCode(run: Confirm) {
    const digits = code.replace(/\s/g, '');
    if (!CODE.test(digits)) {
      show({ code: digits === '' ? 'Enter the 6-digit code from the SMS.' : 'The code has 6 digits. Check the SMS and type all of them.' });
      return;
    }
    show({});
    verify.mutate({ run, digits });
  }

  if (confirm) {
    return (
      <RequestForm className="auth-form card" busy={verify.isPending} error={errors.form} onSubmit={() => submitCode(confirm.run)}>
        <p role="status">We sent a 6-digit code by SMS to {confirm.phone}.</p>
        <TextField
          id="phone-code"
          ref={refOf('code')}
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
          <SubmitButton busy={verify.isPending} busyLabel="Checking the code…">
            Sign in
          </SubmitButton>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setConfirm(null);
              show({});
            }}
          >
            Change the number or send a new code
          </button>
        </div>
      </RequestForm>
    );
  }

  return (
    <RequestForm className="auth-form card" busy={sendCode.isPending} error={errors.form} onSubmit={submitPhone}>
      <PhoneField
        id="phone-number"
        ref={refOf('phone')}
        label="Phone number"
        hint="With your country code, for example +351 912 345 678."
        value={draft.phone}
        onChange={(event) => setDraft({ phone: event.target.value })}
        error={errors.phone}
      />
      <SubmitButton id={SEND_CODE_BUTTON_ID} busy={sendCode.isPending} busyLabel="Sending the code…">
        Send code
      </SubmitButton>
      <p className="auth-panel__aside">
        <Link to={withNext('/auth', next)}>Sign in with e-mail or Google instead</Link>
      </p>
    </RequestForm>
  );
}
