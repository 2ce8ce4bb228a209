import { useState, type FormEvent } from 'react';
import { parseMoney } from '@/lib/money';
import type { AgencyCard, TripRequestInput } from '@/domain/agents/types';
import { TextAreaField, TextField } from '@/components/field';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

interface TripRequestFormProps {
  agency: AgencyCard;
  name: string;
  email: string;
  onSend: (input: TripRequestInput) => Promise<void>;
}

/** A traveller asks an agent for a trip: destination, dates, party, budget, notes. */
export function TripRequestForm({ agency, name: initialName, email: initialEmail, onSend }: TripRequestFormProps) {
  const [draft, setDraft] = useState({
    name: initialName,
    email: initialEmail,
    destination: '',
    start: '',
    end: '',
    adults: '2',
    children: '0',
    budget: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'working' | 'sent' | 'failed'; message: string }>({ kind: 'idle', message: '' });
  const set = (key: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = 'Tell the agent your name.';
    if (!EMAIL.test(draft.email.trim())) found.email = 'Enter an e-mail the agent can answer, e.g. you@example.com.';
    if (!draft.destination.trim()) found.destination = 'Where would you like to go?';
    if (!/^\d+$/.test(draft.adults) || Number(draft.adults) < 1 || Number(draft.adults) > 100) found.adults = 'At least one adult.';
    if (!/^\d+$/.test(draft.children) || Number(draft.children) > 100) found.children = 'A whole number, 0 or more.';
    if ((draft.start && !draft.end) || (!draft.start && draft.end)) found.end = 'Give both dates, or neither.';
    else if (draft.start > draft.end) found.end = 'The trip ends before it starts.';
    const budget = parseMoney(draft.budget, agency.currency);
    if (budget.error) found.budget = budget.error;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'working', message: 'Sending…' });
    try {
      await onSend({
        name: draft.name.trim(),
        email: draft.email.trim(),
        destination: draft.destination.trim(),
        dates: draft.start && draft.end ? { start: draft.start, end: draft.end } : null,
        party: { adults: Number(draft.adults), children: Number(draft.children) },
        budget: budget.amount === null ? null : { amount: budget.amount, currency: agency.currency },
        notes: draft.notes,
      });
      setStatus({ kind: 'sent', message: `Sent. ${agency.name} will answer at ${draft.email.trim()}.` });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : 'Your request could not be sent. Try again.' });
    }
  }

  if (status.kind === 'sent') {
    return (
      <p role="status" className="proposal__outcome">
        {status.message}
      </p>
    );
  }

  return (
    <form className="agents-form" onSubmit={(event) => void submit(event)} noValidate aria-label={`Request a trip from ${agency.name}`}>
      <div className="agents-grid">
        <TextField label="Your name" autoComplete="name" value={draft.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} />
        <TextField label="Your e-mail" type="email" autoComplete="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} />
        <TextField label="Where to?" value={draft.destination} onChange={(e) => set('destination')(e.target.value)} error={errors.destination} />
        <TextField label="From (optional)" type="date" value={draft.start} onChange={(e) => set('start')(e.target.value)} error={errors.start} />
        <TextField label="To (optional)" type="date" value={draft.end} onChange={(e) => set('end')(e.target.value)} error={errors.end} />
        <TextField label="Adults" inputMode="numeric" value={draft.adults} onChange={(e) => set('adults')(e.target.value)} error={errors.adults} />
        <TextField label="Children" inputMode="numeric" value={draft.children} onChange={(e) => set('children')(e.target.value)} error={errors.children} />
        <TextField
          label={`Budget in ${agency.currency} (optional)`}
          inputMode="decimal"
          value={draft.budget}
          onChange={(e) => set('budget')(e.target.value)}
          error={errors.budget}
        />
      </div>
      <TextAreaField label="What would make this trip great?" value={draft.notes} onChange={(e) => set('notes')(e.target.value)} />
      <div className="agents-actions">
        <button type="submit" className="button" disabled={status.kind === 'working'}>
          Send request
        </button>
        <p role="status" className={status.kind === 'failed' ? 'agents-error' : 'agents-status'}>
          {status.message}
        </p>
      </div>
    </form>
  );
}
