import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, moneyInputValue, parseMoney, typedNegative } from '@/lib/money';
import { parsePercent } from '@/domain/agents/percent';
import { marginBasisPoints, priceLine, priceQuote } from '@/domain/agents/pricing';
import {
  LINE_CATEGORIES,
  LINE_CATEGORY_LABELS,
  QUOTE_STATUSES,
  type AgentSettings,
  type Client,
  type LineCategory,
  type LineItem,
  type Quote,
  type QuoteInput,
  type QuoteStatus,
} from '@/domain/agents/types';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { ClientSelect } from './client-select';

interface LineDraft {
  id: string;
  category: LineCategory;
  label: string;
  quantity: string;
  unitCost: string;
  markup: string;
  tax: string;
}

interface Draft {
  clientId: string;
  destination: string;
  start: string;
  end: string;
  adults: string;
  children: string;
  budget: string;
  notes: string;
  status: QuoteStatus;
  lines: LineDraft[];
}

const STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  'in-progress': 'Being priced',
  proposed: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

function lineId(): string {
  return `li-${Math.random().toString(36).slice(2, 10)}`;
}

function draftOf(quote: Quote | null, clientId: string | null): Draft {
  return {
    clientId: quote?.clientId ?? clientId ?? '',
    destination: quote?.destination ?? '',
    start: quote?.dates?.start ?? '',
    end: quote?.dates?.end ?? '',
    adults: String(quote?.party.adults ?? 2),
    children: String(quote?.party.children ?? 0),
    budget: quote?.budget ? moneyInputValue(quote.budget.amount, quote.budget.currency) : '',
    notes: quote?.notes ?? '',
    status: quote?.status ?? 'new',
    lines: (quote?.lineItems ?? []).map((l) => ({
      id: l.id,
      category: l.category,
      label: l.label,
      quantity: String(l.quantity),
      unitCost: moneyInputValue(l.unitCost.amount, l.unitCost.currency),
      markup: String(l.markupPercent),
      tax: String(l.taxPercent),
    })),
  };
}

/** "12.5" for 12.5, "15" for 15: a percentage as the agent typed it (at most two decimals). */
function percentText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * The markup row's label: the markup on cost and what it is of the price
 * before tax, "15 % markup, 13.0 % of the price". When the lines carry
 * different markups, the markup is their average on cost.
 */
function markupLabel(items: readonly LineItem[], totals: { cost: number; markup: number; net: number }): string {
  const percents = new Set(items.filter((item) => item.quantity > 0 && item.unitCost.amount > 0).map((item) => item.markupPercent));
  const [only] = percents;
  const markup =
    percents.size === 1 && only !== undefined
      ? `${percentText(only)} % markup`
      : totals.cost === 0
        ? '0 % markup'
        : `${((totals.markup / totals.cost) * 100).toFixed(1)} % average markup`;
  return `${markup}, ${(marginBasisPoints(totals) / 100).toFixed(1)} % of the price`;
}

/** A line as typed, or null with its field errors. */
function readLine(line: LineDraft, currency: string): { item: LineItem | null; errors: Partial<Record<keyof LineDraft, string>> } {
  const errors: Partial<Record<keyof LineDraft, string>> = {};
  if (!line.label.trim()) errors.label = 'Describe this line.';
  if (typedNegative(line.quantity)) errors.quantity = 'The quantity must be 0 or more.';
  else if (!/^\d{1,4}$/.test(line.quantity.trim())) errors.quantity = 'A whole number from 0 to 9999.';
  const cost = parseMoney(line.unitCost, currency);
  if (cost.error) errors.unitCost = cost.error;
  else if (cost.amount === null) errors.unitCost = 'Enter the unit cost.';
  const markup = parsePercent(line.markup);
  if (markup.error) errors.markup = markup.error;
  const tax = parsePercent(line.tax);
  if (tax.error) errors.tax = tax.error;
  if (Object.keys(errors).length > 0) return { item: null, errors };
  return {
    item: {
      id: line.id,
      category: line.category,
      label: line.label.trim(),
      quantity: Number(line.quantity),
      unitCost: { amount: cost.amount ?? 0, currency },
      markupPercent: markup.value ?? 0,
      taxPercent: tax.value ?? 0,
    },
    errors,
  };
}

interface QuoteEditorProps {
  quote: Quote | null;
  clients: Client[];
  fromClientId: string | null;
  currency: string;
  settings: AgentSettings;
  onCreate: (input: QuoteInput) => Promise<void>;
  onSave: (input: QuoteInput) => Promise<void>;
}

/** A trip request and, once saved, its priced line items with totals and the price per person. */
export function QuoteEditor({ quote, clients, fromClientId, currency: agencyCurrency, settings, onCreate, onSave }: QuoteEditorProps) {
  const currency = quote?.currency ?? agencyCurrency;
  const [draft, setDraft] = useState<Draft>(() => draftOf(quote, fromClientId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Line fields the agent has left (`${line id}:${field}`): what is wrong with them shows at once, not on Save only.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [status, setStatus] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; message: string }>({ kind: 'idle', message: '' });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const setLine = (index: number, patch: Partial<LineDraft>) => {
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !Object.keys(patch).some((p) => k === `line-${index}-${p}`))));
  };

  const party = {
    adults: /^\d+$/.test(draft.adults) ? Math.max(1, Number(draft.adults)) : 1,
    children: /^\d+$/.test(draft.children) ? Number(draft.children) : 0,
  };
  const readLines = useMemo(() => draft.lines.map((line) => readLine(line, currency)), [draft.lines, currency]);
  // The totals are those of the lines that read; a line being fixed is left out of them (and said so) until it does.
  const validItems = readLines.flatMap((r) => (r.item ? [r.item] : []));
  const totals = priceQuote(validItems, currency, party);
  const leftOut = readLines.flatMap((r, index) => (r.item ? [] : [index + 1]));

  function validate(): QuoteInput | null {
    const found: Record<string, string> = {};
    if (!draft.clientId) found.clientId = 'Choose the client, or add them on the Clients tab first.';
    if (!draft.destination.trim()) found.destination = 'Where do they want to go?';
    if (!/^\d+$/.test(draft.adults) || Number(draft.adults) < 1 || Number(draft.adults) > 100) found.adults = 'At least one adult (whole number).';
    if (!/^\d+$/.test(draft.children) || Number(draft.children) > 100) found.children = 'A whole number, 0 or more.';
    if ((draft.start && !draft.end) || (!draft.start && draft.end)) found.end = 'Give both dates, or neither.';
    else if (draft.start && draft.end && draft.start > draft.end) found.end = 'The trip ends before it starts.';
    const budget = parseMoney(draft.budget, currency);
    if (budget.error) found.budget = budget.error;
    readLines.forEach((r, index) => {
      for (const [key, message] of Object.entries(r.errors)) found[`line-${index}-${key}`] = message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      clientId: draft.clientId,
      destination: draft.destination.trim(),
      dates: draft.start && draft.end ? { start: draft.start, end: draft.end } : null,
      party,
      budget: budget.amount === null ? null : { amount: budget.amount, currency },
      notes: draft.notes,
      status: draft.status,
      currency,
      requestId: quote?.requestId ?? null,
      lineItems: validItems,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate();
    if (!input) {
      setStatus({ kind: 'failed', message: 'Check the fields marked above. Nothing you typed is lost.' });
      return;
    }
    setStatus({ kind: 'working', message: 'Saving…' });
    try {
      if (quote) await onSave(input);
      else await onCreate(input);
      setStatus({ kind: 'done', message: 'Quote saved.' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'The quote could not be saved. Try again.' });
    }
  }

  const budgetAmount = parseMoney(draft.budget, currency).amount;

  return (
    <form className="agents-form" style={{ maxWidth: 'none' }} onSubmit={(event) => void submit(event)} noValidate aria-label={quote ? 'Quote' : 'New quote'}>
      <fieldset>
        <legend>Trip request</legend>
        <div className="agents-grid">
          <ClientSelect clients={clients} value={draft.clientId} onChange={(e) => set('clientId', e.target.value)} error={errors.clientId} />
          <TextField label="Destination" value={draft.destination} onChange={(e) => set('destination', e.target.value)} error={errors.destination} />
          <TextField label="From" type="date" value={draft.start} onChange={(e) => set('start', e.target.value)} error={errors.start} />
          <TextField label="To" type="date" value={draft.end} onChange={(e) => set('end', e.target.value)} error={errors.end} />
          <TextField label="Adults" inputMode="numeric" value={draft.adults} onChange={(e) => set('adults', e.target.value)} error={errors.adults} />
          <TextField label="Children" inputMode="numeric" value={draft.children} onChange={(e) => set('children', e.target.value)} error={errors.children} />
          <TextField
            label={`Budget (${currency}, optional)`}
            inputMode="decimal"
            value={draft.budget}
            onChange={(e) => set('budget', e.target.value)}
            error={errors.budget}
          />
          {quote ? (
            <SelectField label="Status" value={draft.status} onChange={(e) => set('status', e.target.value as QuoteStatus)}>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <TextAreaField label="Notes" hint="What they asked for: style, pace, must-sees." value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
      </fieldset>

      {quote ? (
        <fieldset>
          <legend>Pricing ({currency})</legend>
          {draft.lines.length === 0 ? <p>No lines yet. Add flights, stays, activities, transfers and fees with their costs.</p> : null}
          {draft.lines.length > 0 ? (
            <div style={{ overflowX: 'auto' }}>
              <table className="agents-table agents-table--lines" aria-label="Line items">
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Description</th>
                    <th scope="col">Qty</th>
                    <th scope="col">Unit cost</th>
                    <th scope="col">Markup %</th>
                    <th scope="col">Tax %</th>
                    <th scope="col" className="agents-num">
                      Client price
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.lines.map((line, index) => {
                    const n = index + 1;
                    const read = readLines[index];
                    const price = read?.item ? priceLine(read.item) : null;
                    const cell = (key: keyof LineDraft, label: string, inputMode: 'decimal' | 'numeric' | 'text') => {
                      const error = errors[`line-${index}-${key}`] ?? (visited.has(`${line.id}:${key}`) ? read?.errors[key] : undefined);
                      const field = {
                        'aria-label': `${label}, line ${n}`,
                        value: line[key],
                        'aria-invalid': error ? true : undefined,
                        'aria-describedby': error ? `line-${index}-${key}-error` : undefined,
                        onBlur: () => setVisited((v) => new Set(v).add(`${line.id}:${key}`)),
                      };
                      return (
                        <td className={`agents-line__${key}`} data-label={label}>
                          {key === 'label' ? (
                            // A description wraps and shows in full ("Hotel in Alfama, 4 nights, breakfast included").
                            <textarea {...field} rows={2} onChange={(e) => setLine(index, { [key]: e.target.value })} />
                          ) : (
                            <input {...field} inputMode={inputMode} onChange={(e) => setLine(index, { [key]: e.target.value })} />
                          )}
                          {error ? (
                            <span id={`line-${index}-${key}-error`} className="agents-error" style={{ display: 'block', fontSize: '0.8rem' }}>
                              {error}
                            </span>
                          ) : null}
                        </td>
                      );
                    };
                    return (
                      <tr key={line.id}>
                        <td data-label="Type">
                          <select
                            aria-label={`Type, line ${n}`}
                            value={line.category}
                            onChange={(e) => setLine(index, { category: e.target.value as LineCategory })}
                          >
                            {LINE_CATEGORIES.map((c) => (
                              <option key={c} value={c}>
                                {LINE_CATEGORY_LABELS[c]}
                              </option>
                            ))}
                          </select>
                        </td>
                        {cell('label', 'Description', 'text')}
                        {cell('quantity', 'Quantity', 'numeric')}
                        {cell('unitCost', 'Unit cost', 'decimal')}
                        {cell('markup', 'Markup %', 'decimal')}
                        {cell('tax', 'Tax %', 'decimal')}
                        <td className="agents-num" data-label="Client price">
                          {price ? formatMoney(price.total, currency) : '–'}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }))}
                          >
                            Remove <span className="visually-hidden">line {n}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                lines: [
                  ...d.lines,
                  {
                    id: lineId(),
                    category: 'stay',
                    label: '',
                    quantity: '1',
                    unitCost: '',
                    markup: String(settings.defaultMarkupPercent),
                    tax: String(settings.defaultTaxPercent),
                  },
                ],
              }))
            }
          >
            Add a line
          </button>
          <section className="agents-totals" aria-label="Quote totals">
            {leftOut.length > 0 ? (
              <p className="agents-muted">
                {leftOut.length === 1 ? `Line ${leftOut[0]} is` : `Lines ${leftOut.join(', ')} are`} not in these totals until{' '}
                {leftOut.length === 1 ? 'it is' : 'they are'} complete.
              </p>
            ) : null}
            <dl>
              <dt>Cost to you</dt>
              <dd>{formatMoney(totals.cost, currency)}</dd>
              <dt>{markupLabel(validItems, totals)}</dt>
              <dd>{formatMoney(totals.markup, currency)}</dd>
              <dt>Taxes</dt>
              <dd>{formatMoney(totals.tax, currency)}</dd>
              <dt className="agents-total">Client total</dt>
              <dd className="agents-total" data-testid="quote-total">
                {formatMoney(totals.total, currency)}
              </dd>
              <dt>Per person ({totals.people})</dt>
              <dd>{formatMoney(totals.perPerson, currency)}</dd>
              {budgetAmount !== null ? (
                <>
                  <dt>Budget</dt>
                  <dd>{formatMoney(budgetAmount, currency)}</dd>
                </>
              ) : null}
            </dl>
            {budgetAmount !== null && totals.total > budgetAmount ? (
              <p className="agents-error">Over the client’s budget by {formatMoney(totals.total - budgetAmount, currency)}.</p>
            ) : null}
          </section>
        </fieldset>
      ) : null}
      <div className="agents-actions">
        <button type="submit" className="button" disabled={status.kind === 'working'}>
          {quote ? 'Save quote' : 'Create quote'}
        </button>
        {quote ? (
          <Link className="button button--quiet" to={`/proposals?new=1&quote=${quote.id}`}>
            Make a proposal from this quote
          </Link>
        ) : null}
        <p role="status" className={status.kind === 'failed' ? 'agents-error' : 'agents-status'}>
          {status.message}
        </p>
      </div>
    </form>
  );
}
