import { useState, type FormEvent } from 'react';
import { formatMoney, moneyInputValue, parseMoney } from '@/lib/money';
import { clientBreakdown, priceQuote } from '@/domain/agents/pricing';
import { effectiveStatus } from '@/domain/agents/status';
import type {
  BreakdownLine,
  Client,
  PlanDay,
  Proposal,
  ProposalEdit,
  ProposalOption,
  Quote,
} from '@/domain/agents/types';
import type { Period } from '@/domain/itineraries/types';
import { formatDate, formatIsoRange } from '@/lib/dates';
import { copyText } from '@/lib/share';
import { StatusBadge, useNow } from './proposals-list';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { ClientSelect } from './client-select';
import { ErrorMessage } from '@/components/error-message';

export interface TripChoice {
  id: string;
  title: string;
  /** Its dates (null: none yet); absent for an option whose itinerary is no longer listed. */
  period?: Period | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

/**
 * An itinerary as the option's picker lists it: its title, its dates (or "no
 * dates") and when it was last changed, so two trips of the same title can be
 * told apart ("4 days in Lisbon · 1–4 May 2027 · updated 2 Mar 2026").
 */
export function tripChoiceLabel(trip: TripChoice): string {
  if (trip.period === undefined) return trip.title;
  const dates = trip.period ? (formatIsoRange(trip.period.start, trip.period.end) ?? 'no dates') : 'no dates';
  const changed = trip.updatedAt
    ? `updated ${formatDate(trip.updatedAt, 'd MMM y', 'local')}`
    : trip.createdAt
      ? `created ${formatDate(trip.createdAt, 'd MMM y', 'local')}`
      : null;
  return [trip.title, dates, changed].filter(Boolean).join(' · ');
}

interface OptionDraft {
  id: string;
  label: string;
  itineraryId: string;
  summary: string;
  price: string;
  breakdown: BreakdownLine[];
  plan: PlanDay[];
}

interface Draft {
  clientId: string;
  quoteId: string;
  title: string;
  message: string;
  adults: string;
  children: string;
  validUntil: string;
  options: OptionDraft[];
}

type Errors = Record<string, string>;

const MAX_OPTIONS = 5;

function newOptionId(): string {
  return `opt-${Math.random().toString(36).slice(2, 10)}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function draftOf(proposal: Proposal | null, quote: Quote | null, clientId: string | null): Draft {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
  return {
    clientId: proposal?.clientId ?? quote?.clientId ?? clientId ?? '',
    quoteId: proposal?.quoteId ?? quote?.id ?? '',
    title: proposal?.title ?? (quote ? `Your trip to ${quote.destination}` : ''),
    message: proposal?.message ?? '',
    adults: String(proposal?.party?.adults ?? quote?.party.adults ?? 2),
    children: String(proposal?.party?.children ?? quote?.party.children ?? 0),
    validUntil: proposal?.validUntil ? isoDay(proposal.validUntil) : isoDay(inTwoWeeks),
    options: (proposal?.options ?? []).map((o) => ({
      id: o.id,
      label: o.label,
      itineraryId: o.itineraryId,
      summary: o.summary ?? '',
      price: moneyInputValue(o.price.amount, o.price.currency),
      breakdown: o.breakdown,
      plan: o.plan,
    })),
  };
}

interface ProposalEditorProps {
  proposal: Proposal | null;
  /** A new proposal from this quote. */
  fromQuote: Quote | null;
  fromClientId: string | null;
  clients: Client[];
  quotes: Quote[];
  trips: TripChoice[];
  currency: string;
  /** The days and stops of an itinerary, copied into an option for the client. */
  loadPlan: (itineraryId: string) => Promise<PlanDay[]>;
  onCreate: (edit: ProposalEdit, clientId: string, quoteId: string | null) => Promise<string>;
  onSave: (edit: ProposalEdit) => Promise<void>;
  onSend: (sent: boolean) => Promise<void>;
  /** The client's link, once sent. */
  shareUrl: string | null;
  onDownloadPdf?: () => void;
}

/** The agent edits a proposal: client, message, validity, up to five priced itinerary options; then sends it. */
export function ProposalEditor(props: ProposalEditorProps) {
  const { proposal, fromQuote, clients, quotes, trips, currency } = props;
  const [edited, setDraft] = useState<Draft>(() => draftOf(proposal, fromQuote, props.fromClientId));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; message: string }>({ kind: 'idle', message: '' });
  const [copied, setCopied] = useState(false);
  const now = useNow();
  // Once the client has answered, the proposal is the record of what they
  // agreed to: the rules refuse any change, so the editor shows it as stored
  // (not an edit in progress) and says why it is read-only.
  const locked = proposal !== null && ['accepted', 'declined'].includes(proposal.status);
  const draft = locked ? draftOf(proposal, null, null) : edited;
  const quote = quotes.find((q) => q.id === draft.quoteId) ?? null;
  let quoteTotals: ReturnType<typeof priceQuote> | null = null;
  try {
    quoteTotals = quote ? priceQuote(quote.lineItems, quote.currency, quote.party) : null;
  } catch {
    quoteTotals = null;
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const setOption = (index: number, patch: Partial<OptionDraft>) => {
    setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) }));
    const fields = Object.keys(patch).map((k) => (k === 'itineraryId' ? 'itinerary' : k));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.some((f) => k === `option-${index}-${f}`))));
  };

  async function chooseItinerary(index: number, itineraryId: string) {
    const trip = trips.find((t) => t.id === itineraryId);
    setOption(index, { itineraryId, label: draft.options[index]?.label || trip?.title || '', plan: [] });
    if (!itineraryId) return;
    try {
      const plan = await props.loadPlan(itineraryId);
      setOption(index, { plan });
    } catch {
      setErrors((e) => ({ ...e, [`option-${index}-itinerary`]: 'The itinerary’s days could not be read. Try choosing it again.' }));
    }
  }

  function validate(): { edit: ProposalEdit; errors: Errors } {
    const found: Errors = {};
    if (!draft.clientId) found.clientId = 'Choose the client.';
    if (!draft.title.trim()) found.title = 'Give the proposal a title, e.g. “Your Portugal honeymoon”.';
    const adults = Number(draft.adults);
    const children = Number(draft.children);
    if (!/^\d+$/.test(draft.adults) || adults < 1 || adults > 100) found.adults = 'At least one adult (whole number).';
    if (!/^\d+$/.test(draft.children) || children > 100) found.children = 'A whole number, 0 or more.';
    let validUntil: Date | null = null;
    if (draft.validUntil) {
      validUntil = new Date(`${draft.validUntil}T23:59:59`);
      if (Number.isNaN(validUntil.getTime())) found.validUntil = 'Enter a date.';
    }
    if (draft.options.length === 0) found.options = 'Add at least one option: an itinerary with its price.';
    const options: ProposalOption[] = draft.options.map((o, index) => {
      if (!o.label.trim()) found[`option-${index}-label`] = 'Name this option.';
      if (!o.itineraryId) found[`option-${index}-itinerary`] = 'Choose an itinerary.';
      const price = parseMoney(o.price, currency);
      if (price.error) found[`option-${index}-price`] = price.error;
      else if (price.amount === null) found[`option-${index}-price`] = 'Enter the price the client pays, taxes included.';
      const amount = price.amount ?? 0;
      const breakdownTotal = o.breakdown.reduce((sum, l) => sum + l.amount.amount, 0);
      return {
        id: o.id,
        label: o.label.trim(),
        itineraryId: o.itineraryId,
        summary: o.summary.trim() || null,
        price: { amount, currency },
        // A breakdown is shown only while it still adds up to the price.
        breakdown: breakdownTotal === amount ? o.breakdown : [],
        plan: o.plan,
      };
    });
    return {
      errors: found,
      edit: {
        title: draft.title.trim(),
        message: draft.message,
        options,
        party: { adults, children },
        validUntil,
      },
    };
  }

  async function save(send: boolean | null, event?: FormEvent) {
    event?.preventDefault();
    const { edit, errors: found } = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'failed', message: 'Check the fields marked above.' });
      return;
    }
    setStatus({ kind: 'working', message: send ? 'Sending…' : 'Saving…' });
    try {
      if (proposal) {
        if (!locked) await props.onSave(edit);
        if (send !== null) await props.onSend(send);
      } else {
        await props.onCreate(edit, draft.clientId, draft.quoteId || null);
        return;
      }
      setStatus({
        kind: 'done',
        message: send === true ? 'Sent. Share the client link above: it opens without an account.' : send === false ? 'Withdrawn: back to draft.' : 'Saved.',
      });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'That did not work. Try again.' });
    }
  }

  const shown = proposal ? effectiveStatus(proposal, now) : 'draft';
  const accepted = proposal?.acceptedOptionIndex != null ? proposal.options[proposal.acceptedOptionIndex] : undefined;

  return (
    <form className="agents-form" style={{ maxWidth: 'none' }} onSubmit={(e) => void save(null, e)} noValidate aria-label="Proposal">
      {proposal ? (
        <div className="agents-row" aria-live="polite">
          <p>
            Status: <StatusBadge status={shown} />
            {shown === 'accepted' && accepted ? ` ${proposal.clientName ?? 'The client'} accepted “${accepted.label}”.` : ''}
            {shown === 'declined' ? ` ${proposal.clientName ?? 'The client'} declined.` : ''}
            {shown === 'viewed' ? ' Your client has opened it.' : ''}
            {shown === 'expired' ? ' It passed its “valid until” date: change the date and send it again.' : ''}
          </p>
          {props.onDownloadPdf ? (
            <button type="button" className="button button--quiet" onClick={props.onDownloadPdf}>
              Download PDF
            </button>
          ) : null}
        </div>
      ) : null}
      {locked ? (
        <p className="agents-note">
          {proposal?.status === 'accepted'
            ? 'Read-only: the client accepted this proposal, so it stays exactly as they accepted it (options, prices and their order). '
            : 'Read-only: the client declined this proposal, so it stays exactly as they saw it. '}
          To offer something else, create a new proposal.
        </p>
      ) : null}
      {props.shareUrl && proposal && proposal.status !== 'draft' ? (
        <div className="agents-link-box">
          <span>Client link:</span>
          <code data-testid="proposal-link">{props.shareUrl}</code>
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              void copyText(props.shareUrl ?? '').then(setCopied);
            }}
          >
            Copy link
          </button>
          <span role="status">{copied ? 'Copied.' : ''}</span>
        </div>
      ) : null}
      <fieldset disabled={locked}>
        <legend>The proposal</legend>
        <div className="agents-grid">
          <ClientSelect clients={clients} value={draft.clientId} onChange={(e) => set('clientId', e.target.value)} error={errors.clientId} disabled={proposal !== null} />
          <SelectField label="From quote (optional)" value={draft.quoteId} onChange={(e) => set('quoteId', e.target.value)} disabled={proposal !== null}>
            <option value="">No quote</option>
            {quotes
              .filter((q) => !draft.clientId || q.clientId === draft.clientId)
              .map((q) => (
                <option key={q.id} value={q.id}>
                  {q.destination}
                </option>
              ))}
          </SelectField>
          <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
          <TextField
            label="Valid until"
            type="date"
            hint="After this day the client can no longer accept."
            value={draft.validUntil}
            onChange={(e) => set('validUntil', e.target.value)}
            error={errors.validUntil}
          />
          <TextField label="Adults" inputMode="numeric" value={draft.adults} onChange={(e) => set('adults', e.target.value)} error={errors.adults} />
          <TextField label="Children" inputMode="numeric" value={draft.children} onChange={(e) => set('children', e.target.value)} error={errors.children} />
        </div>
        <TextAreaField label="Message to the client" value={draft.message} onChange={(e) => set('message', e.target.value)} />
      </fieldset>
      <fieldset disabled={locked}>
        <legend>Options</legend>
        {errors.options ? (
          <ErrorMessage>
            {errors.options}
          </ErrorMessage>
        ) : null}
        {trips.length === 0 ? <p>You have no itineraries yet. Plan one at /plan, then add it here as an option.</p> : null}
        <ol className="agents-list">
          {draft.options.map((option, index) => (
            <li key={option.id} aria-label={`Option ${index + 1}`}>
              <div className="agents-grid">
                <TextField
                  label={`Option ${index + 1} name`}
                  value={option.label}
                  onChange={(e) => setOption(index, { label: e.target.value })}
                  error={errors[`option-${index}-label`]}
                />
                <SelectField
                  label={`Option ${index + 1} itinerary`}
                  value={option.itineraryId}
                  onChange={(e) => void chooseItinerary(index, e.target.value)}
                  error={errors[`option-${index}-itinerary`]}
                >
                  <option value="">Choose an itinerary</option>
                  {trips.map((t) => (
                    <option key={t.id} value={t.id}>
                      {tripChoiceLabel(t)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={`Option ${index + 1} price (${currency}, taxes included)`}
                  inputMode="decimal"
                  value={option.price}
                  onChange={(e) => setOption(index, { price: e.target.value })}
                  error={errors[`option-${index}-price`]}
                />
              </div>
              <TextAreaField
                label={`Option ${index + 1} summary`}
                hint="A few lines the client reads first."
                value={option.summary}
                onChange={(e) => setOption(index, { summary: e.target.value })}
              />
              <div className="agents-actions">
                {quoteTotals && quoteTotals.currency === currency ? (
                  <button
                    type="button"
                    className="button button--small button--quiet"
                    onClick={() =>
                      setOption(index, {
                        price: moneyInputValue(quoteTotals.total, currency),
                        breakdown: clientBreakdown(quoteTotals),
                      })
                    }
                  >
                    Use the quote’s total ({formatMoney(quoteTotals.total, currency)})
                  </button>
                ) : null}
                <span className="agents-muted">{option.plan.length > 0 ? `${option.plan.length} days copied from the itinerary` : ''}</span>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }))}
                >
                  Remove option {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
        {draft.options.length < MAX_OPTIONS ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                options: [...d.options, { id: newOptionId(), label: '', itineraryId: '', summary: '', price: '', breakdown: [], plan: [] }],
              }))
            }
          >
            Add an option
          </button>
        ) : (
          <p className="agents-muted">A proposal holds at most five options.</p>
        )}
      </fieldset>
      <div className="agents-actions">
        {!locked ? (
          <button type="submit" className="button button--quiet" disabled={status.kind === 'working'}>
            {proposal ? 'Save changes' : 'Create draft'}
          </button>
        ) : null}
        {proposal && (proposal.status === 'draft' || shown === 'expired') ? (
          <button type="button" className="button" onClick={() => void save(true)} disabled={status.kind === 'working'}>
            Send to client
          </button>
        ) : null}
        {proposal && (proposal.status === 'sent' || proposal.status === 'viewed') ? (
          <button type="button" className="button button--quiet" onClick={() => void save(false)} disabled={status.kind === 'working'}>
            Withdraw (back to draft)
          </button>
        ) : null}
        <p role="status" className={status.kind === 'failed' ? 'agents-error' : 'agents-status'}>
          {status.message}
        </p>
      </div>
    </form>
  );
}
