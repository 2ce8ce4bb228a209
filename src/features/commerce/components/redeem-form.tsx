import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRedeemGift } from '../api/gifts';
import '../commerce.css';
import { TextField } from '@/components/field';

const CODE = /^[A-HJKMNP-Z2-9]{16}$/;
const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** /redeem: a gift code (from ?code= or typed) to what it grants, once. */
export function RedeemForm({ uid, initialCode }: { uid: string | null | undefined; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const redeem = useRedeemGift();

  if (uid === null) {
    return (
      <div className="card">
        <p>Sign in or create an account to redeem your gift. The code keeps until you do.</p>
        <p>
          <Link className="button" to={`/auth?next=${encodeURIComponent(`/redeem${initialCode ? `?code=${initialCode}` : ''}`)}`}>
            Sign in
          </Link>
        </p>
      </div>
    );
  }

  if (redeem.isSuccess) {
    const result = redeem.data;
    return (
      <div className="card redeem-done" role="region" aria-label="Your gift">
        <h2>A gift from {result.from}</h2>
        {result.message ? <blockquote className="gift-message">{result.message}</blockquote> : null}
        {result.kind === 'itinerary' && result.itineraryId ? (
          <>
            <p>
              <strong>{result.title}</strong> is now yours, in full.
            </p>
            <p>
              <Link className="button" to={`/trip/${result.itineraryId}`}>
                Open {result.title}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>
              <strong>{result.title}</strong> is active: every paid itinerary in the shop is open to you
              {result.months ? ` for ${result.months === 12 ? 'a year' : `${result.months} ${result.months === 1 ? 'month' : 'months'}`}` : ''}.
            </p>
            <p>
              <Link className="button" to="/shop">
                Browse the shop
              </Link>
            </p>
          </>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending || uid === undefined) return;
    const normalized = normalize(code);
    if (!CODE.test(normalized)) {
      setFieldError('A gift code has 16 letters and digits, as on your gift.');
      document.getElementById('redeem-code')?.focus();
      return;
    }
    setFieldError(null);
    redeem.mutate(normalized, {
      onError: () => document.getElementById('redeem-code')?.focus(),
    });
  };

  const error = fieldError ?? (redeem.isError ? redeem.error.message : null);
  return (
    <form className="card redeem-form" onSubmit={submit} noValidate aria-labelledby="redeem-form-title">
      <h2 id="redeem-form-title">Your code</h2>
      <TextField
        id="redeem-code"
        label="Gift code"
        hint="16 letters and digits; spaces and dashes are fine."
        error={error}
        value={code}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
          if (redeem.isError) redeem.reset();
        }}
      />
      <button type="submit" className="button" aria-disabled={redeem.isPending || uid === undefined || undefined}>
        {redeem.isPending ? 'Redeeming…' : 'Redeem'}
      </button>
    </form>
  );
}
