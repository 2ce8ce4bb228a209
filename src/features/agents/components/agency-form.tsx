import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isKnownCurrency } from '@/lib/money';
import { parsePercent } from '@/domain/agents/percent';
import type { AgencyCard, AgentSettings } from '@/domain/agents/types';
import { Field, TextAreaField, TextField, SelectField } from '@/components/field';

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'JPY', 'AUD', 'CAD', 'NZD'] as const;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+[0-9]{6,15}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

interface AgencyFormProps {
  card: AgencyCard | null;
  settings: AgentSettings | null;
  /** Suggested contact e-mail for a new agency (the account's). */
  email?: string;
  isNew: boolean;
  onSave: (card: AgencyCard, settings: AgentSettings) => Promise<void>;
  /** Uploads a logo and resolves with its address; absent or rejecting when uploads are unavailable. */
  uploadLogo?: (file: File) => Promise<string>;
  /** Why uploads cannot work here, or null. */
  uploadsUnavailable: string | null;
}

interface Draft {
  name: string;
  contactEmail: string;
  phone: string;
  website: string;
  currency: string;
  terms: string;
  logoPath: string;
  brandColor: string;
  accentColor: string;
  markup: string;
  tax: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

function draftOf(card: AgencyCard | null, settings: AgentSettings | null, email: string | undefined): Draft {
  return {
    name: card?.name ?? '',
    contactEmail: card?.contactEmail ?? email ?? '',
    phone: card?.phone ?? '',
    website: card?.website ?? '',
    currency: card?.currency ?? 'EUR',
    terms: card?.terms ?? '',
    logoPath: card?.logoPath ?? '',
    brandColor: card?.brandColor ?? '#0f5f5c',
    accentColor: card?.accentColor ?? '#c4572b',
    markup: String(settings?.defaultMarkupPercent ?? 10),
    tax: String(settings?.defaultTaxPercent ?? 0),
  };
}

export function validateAgency(draft: Draft): { errors: Errors; card?: AgencyCard; settings?: AgentSettings } {
  const errors: Errors = {};
  if (!draft.name.trim()) errors.name = 'Enter your agency’s name, as clients should see it.';
  else if (draft.name.trim().length > 120) errors.name = 'At most 120 characters.';
  if (!EMAIL.test(draft.contactEmail.trim())) errors.contactEmail = 'Enter an e-mail clients can write to, e.g. hello@agency.com.';
  const phone = draft.phone.replace(/[\s()-]/g, '');
  if (phone && !PHONE.test(phone)) errors.phone = 'Start with + and the country code, e.g. +44 20 7946 0321.';
  if (draft.website && !/^https?:\/\/\S+$/.test(draft.website.trim())) errors.website = 'Enter the full address, e.g. https://agency.com.';
  if (!isKnownCurrency(draft.currency)) errors.currency = 'Choose a currency.';
  if (draft.logoPath && !/^(https?:\/\/|\/)\S+$/.test(draft.logoPath.trim())) {
    errors.logoPath = 'Enter an image address starting with https:// or /.';
  }
  if (!HEX.test(draft.brandColor)) errors.brandColor = 'Pick a colour.';
  if (!HEX.test(draft.accentColor)) errors.accentColor = 'Pick a colour.';
  const markup = parsePercent(draft.markup);
  if (markup.error) errors.markup = markup.error;
  const tax = parsePercent(draft.tax);
  if (tax.error) errors.tax = tax.error;
  if (draft.terms.length > 20000) errors.terms = 'At most 20,000 characters.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    card: {
      name: draft.name.trim(),
      contactEmail: draft.contactEmail.trim(),
      phone: phone || null,
      website: draft.website.trim() || null,
      currency: draft.currency,
      terms: draft.terms,
      logoPath: draft.logoPath.trim() || null,
      brandColor: draft.brandColor,
      accentColor: draft.accentColor,
    },
    settings: { defaultMarkupPercent: markup.value ?? 0, defaultTaxPercent: tax.value ?? 0 },
  };
}

/** The agency's details: its public card (branding, contact, currency, terms) and private defaults. */
export function AgencyForm({ card, settings, email, isNew, onSave, uploadLogo, uploadsUnavailable }: AgencyFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(card, settings, email));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed'; message?: string }>({ kind: 'idle' });
  const [uploading, setUploading] = useState<string | null>(null);

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field loses its message; the others keep theirs until the next save.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  /** The value, change handler and message of the field that edits `key`. */
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key)(event.target.value),
    error: errors[key],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateAgency(draft);
    setErrors(result.errors);
    if (!result.card || !result.settings) {
      setStatus({ kind: 'failed', message: 'Check the fields marked above.' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      await onSave(result.card, result.settings);
      setStatus({ kind: 'saved', message: isNew ? 'Your agency is set up.' : 'Agency details saved.' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'The details could not be saved. Try again.' });
    }
  }

  async function upload(file: File | undefined) {
    if (!file || !uploadLogo) return;
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) {
      setErrors((e) => ({ ...e, logoPath: 'Choose a PNG, JPEG or WebP image.' }));
      return;
    }
    if (file.size > 5 * 1024 * 1024) {
      setErrors((e) => ({ ...e, logoPath: 'The logo must be smaller than 5 MB.' }));
      return;
    }
    setUploading('Uploading the logo…');
    try {
      const url = await uploadLogo(file);
      setDraft((d) => ({ ...d, logoPath: url }));
      setUploading('Logo uploaded. Save to keep it.');
    } catch {
      setUploading(null);
      setErrors((e) => ({ ...e, logoPath: 'The logo could not be uploaded. Enter its address instead.' }));
    }
  }

  return (
    <form className="agents-form" onSubmit={(event) => void submit(event)} noValidate aria-label={isNew ? 'Set up your agency' : 'Agency details'}>
      <fieldset>
        <legend>Your agency</legend>
        <div className="agents-grid">
          <TextField label="Agency name" {...bind('name')} autoComplete="organization" />
          <TextField label="Contact e-mail" type="email" {...bind('contactEmail')} autoComplete="email" />
          <TextField label="Phone (optional)" type="tel" {...bind('phone')} />
          <TextField label="Website (optional)" type="url" {...bind('website')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Branding</legend>
        <div className="agents-grid">
          <TextField label="Logo address (optional)" hint="An image address, or upload one below." {...bind('logoPath')} />
          <Field
            id="agency-logo-file"
            label="Upload a logo"
            hint={uploadsUnavailable ? `${uploadsUnavailable} Enter the logo’s address instead.` : undefined}
            status={uploading}
            live
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                disabled={uploadsUnavailable !== null || !uploadLogo}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            )}
          </Field>
          <TextField label="Brand colour" type="color" {...bind('brandColor')} />
          <TextField label="Accent colour" type="color" {...bind('accentColor')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Pricing</legend>
        <div className="agents-grid">
          <SelectField label="Currency" {...bind('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <TextField label="Default markup (%)" hint="Added to new quote lines; clients never see it." inputMode="decimal" {...bind('markup')} />
          <TextField label="Default tax (%)" hint="Charged on the price with markup." inputMode="decimal" {...bind('tax')} />
        </div>
        <TextAreaField label="Terms" hint="Shown under every proposal and in its PDF: deposits, changes, cancellations." {...bind('terms')} />
      </fieldset>
      <div className="agents-actions">
        <button type="submit" className="button" disabled={status.kind === 'saving'}>
          {isNew ? 'Become an agent' : 'Save agency details'}
        </button>
        <p role="status" className={status.kind === 'failed' ? 'agents-error' : 'agents-status'}>
          {status.kind === 'saving' ? 'Saving…' : (status.message ?? '')}
        </p>
      </div>
    </form>
  );
}
