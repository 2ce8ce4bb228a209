import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useDraft } from '@/lib/drafts';
import { formatMoney } from '@/lib/money';
import type { Product } from '@/domain/commerce/schema';
import { useCheckout } from '../api/checkout';
import { useMyGifts } from '../api/gifts';
import { useProducts } from '../api/products';
import { formatGiftCode } from './payment-result';
import '../commerce.css';
import { ErrorMessage } from '@/components/error-message';
import { TextAreaField, TextField } from '@/components/field';

interface GiftDraft {
  choice: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

const EMPTY: GiftDraft = { choice: '', recipientName: '', recipientEmail: '', message: '' };
const MESSAGE_MAX = 500;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type Errors = Partial<Record<keyof GiftDraft, string>>;

export function validateGift(draft: GiftDraft): Errors {
  const errors: Errors = {};
  if (!draft.choice) errors.choice = 'Choose what to give.';
  if (!draft.recipientName.trim()) errors.recipientName = 'Say who the gift is for.';
  else if (draft.recipientName.trim().length > 80) errors.recipientName = 'Keep the name under 80 characters.';
  if (draft.recipientEmail.trim() && !EMAIL.test(draft.recipientEmail.trim())) {
    errors.recipientEmail = 'That e-mail address does not look right.';
  }
  if (draft.message.length > MESSAGE_MAX) errors.message = `Keep the message under ${MESSAGE_MAX} characters.`;
  return errors;
}

interface Choice {
  value: string;
  label: string;
  price: Product['price'];
}

function choicesOf(products: Product[]): Choice[] {
  const plans = products
    .filter((p) => p.kind === 'gift-plan')
    .map((p) => ({ value: `plan:${p.id}`, label: p.title, price: p.price }));
  const itineraries = products.flatMap((p) =>
    p.kind === 'itinerary' && p.itineraryIds[0] ? [{ value: `itinerary:${p.itineraryIds[0]}`, label: p.title, price: p.price }] : [],
  );
  return [...plans, ...itineraries];
}

function GivenGifts({ uid }: { uid: string }) {
  const gifts = useMyGifts(uid);
  if (!gifts.data || gifts.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="given-title">
      <h2 id="given-title">Gifts you have given</h2>
      <ul className="given-gifts">
        {gifts.data.map((gift) => (
          <li key={gift.id}>
            <strong>{gift.product.title}</strong> for {gift.recipientName}: <code>{formatGiftCode(gift.code)}</code>{' '}
            <span className={gift.status === 'redeemed' ? 'badge' : 'badge badge--quiet'}>{gift.status === 'redeemed' ? 'Redeemed' : 'Not redeemed yet'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /gift: choose a plan or an itinerary, say who it is for, pay; the code and link come after payment. */
export function GiftForm({ uid }: { uid: string | null | undefined }) {
  const products = useProducts();
  const checkout = useCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  const [draft, setDraft, clearDraft] = useDraft<GiftDraft>('gift', EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const choices = products.data ? choicesOf(products.data) : [];

  const update = (field: keyof GiftDraft, value: string) => {
    setDraft({ ...draft, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  /** The id (focused when the field is the first wrong one), value, change handler and message of a text field. */
  const bind = (field: 'recipientName' | 'recipientEmail' | 'message') => ({
    id: `gift-${field}`,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
    error: errors[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateGift(draft);
    setErrors(found);
    const firstBad = (['choice', 'recipientName', 'recipientEmail', 'message'] as const).find((f) => found[f]);
    if (firstBad) {
      document.getElementById(firstBad === 'choice' ? 'gift-choice-0' : `gift-${firstBad}`)?.focus();
      return;
    }
    const [kind, id] = draft.choice.split(':');
    const email = draft.recipientEmail.trim();
    const recipient = {
      recipientName: draft.recipientName.trim(),
      ...(email ? { recipientEmail: email } : {}),
      message: draft.message.trim(),
    };
    checkout.mutate(kind === 'plan' ? { kind: 'gift', productId: id, ...recipient } : { kind: 'gift', itineraryId: id, ...recipient }, {
      onSuccess: clearDraft,
    });
  };

  if (uid === null) {
    return (
      <div className="card">
        <p>Sign in to give a gift. You will get a code and a link to pass on.</p>
        <p>
          <Link className="button" to="/auth?next=%2Fgift">
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  if (products.isPending) return <div className="card trip-skeleton shop-skeleton" role="status" aria-busy="true" aria-label="Loading the gifts" />;
  if (products.isError) return <ErrorMessage>The gifts could not be loaded. {products.error.message}</ErrorMessage>;


  return (
    <div className="gift-layout">
      <form className="card gift-form" onSubmit={submit} noValidate aria-labelledby="gift-form-title">
        <h2 id="gift-form-title">Your gift</h2>
        <fieldset aria-describedby={errors.choice ? 'gift-choice-error' : undefined}>
          <legend>What to give</legend>
          {choices.length === 0 ? <p>There is nothing to give yet. Come back soon.</p> : null}
          {choices.map((choice, index) => (
            <label key={choice.value} className="gift-choice">
              <input
                type="radio"
                name="gift-choice"
                id={`gift-choice-${index}`}
                value={choice.value}
                checked={draft.choice === choice.value}
                onChange={() => update('choice', choice.value)}
              />
              <span>
                {choice.label} <strong>{formatMoney(choice.price.amount, choice.price.currency)}</strong>
              </span>
            </label>
          ))}
          {errors.choice ? (
            <p id="gift-choice-error" className="field__message field__message--error" role="alert">
              {errors.choice}
            </p>
          ) : null}
        </fieldset>
        <TextField label="Who is it for?" autoComplete="off" {...bind('recipientName')} />
        <TextField label="Their e-mail (optional, for your records)" type="email" autoComplete="off" {...bind('recipientEmail')} />
        <TextAreaField label="Your message (optional)" rows={4} {...bind('message')} status={`${draft.message.length} of ${MESSAGE_MAX} characters`} />
        {checkout.isError ? (
          <ErrorMessage>
            {checkout.error.message}
          </ErrorMessage>
        ) : null}
        <button type="submit" className="button" aria-disabled={busy || uid === undefined || undefined}>
          {busy ? 'Opening checkout…' : 'Continue to payment'}
        </button>
        <p className="field-hint">After payment you get a code and a link to pass on. Each works once.</p>
      </form>
      {uid ? <GivenGifts uid={uid} /> : null}
    </div>
  );
}
