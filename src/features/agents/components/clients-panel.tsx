import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LongText } from '@/components/long-text';
import { STATUS_LABELS, effectiveStatus } from '@/domain/agents/status';
import type { Client, ClientInput, Proposal, Quote } from '@/domain/agents/types';
import { TextAreaField, TextField } from '@/components/field';
import { ErrorMessage } from '@/components/error-message';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+[0-9]{6,15}$/;

interface ClientDraft {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

type ClientErrors = Partial<Record<keyof ClientDraft, string>>;

export function validateClient(draft: ClientDraft): { errors: ClientErrors; input?: ClientInput } {
  const errors: ClientErrors = {};
  if (!draft.name.trim()) errors.name = 'Enter the client’s name.';
  const email = draft.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'Enter an e-mail such as emma@example.com, or leave it empty.';
  const phone = draft.phone.replace(/[\s()-]/g, '');
  if (phone && !PHONE.test(phone)) errors.phone = 'Start with + and the country code, e.g. +44 20 7946 0321.';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, input: { name: draft.name.trim(), email: email || null, phone: phone || null, notes: draft.notes } };
}

/** Search over name, e-mail, phone and notes; archived clients only when asked. */
export function filterClients(clients: readonly Client[], search: string, showArchived: boolean): Client[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return clients.filter((client) => {
    if (client.archived && !showArchived) return false;
    const text = [client.name, client.email, client.phone, client.notes].filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function ClientForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ClientDraft;
  submitLabel: string;
  onSubmit: (input: ClientInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ClientErrors>({});
  const [message, setMessage] = useState('');
  const save = useMutation({ mutationFn: onSubmit });
  const saving = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateClient(draft);
    setErrors(result.errors);
    if (!result.input) return;
    save.mutate(result.input, {
      onSuccess: () => {
        setMessage('');
        if (!onCancel) setDraft({ name: '', email: '', phone: '', notes: '' });
      },
      onError: (error) => setMessage(error instanceof Error ? error.message : 'The client could not be saved. Try again.'),
    });
  }

  const set = (key: keyof ClientDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return (
    <form className="agents-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="agents-grid">
        <TextField label="Client name" value={draft.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} />
        <TextField label="E-mail (optional)" type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} />
        <TextField label="Phone (optional)" type="tel" value={draft.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} />
      </div>
      <TextAreaField label="Notes" hint="Preferences, dates, who travels." value={draft.notes} onChange={(e) => set('notes')(e.target.value)} />
      <div className="agents-actions">
        <button type="submit" className="button" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <p className="agents-error" role="status">
          {message}
        </p>
      </div>
    </form>
  );
}

interface ClientsPanelProps {
  clients: Client[] | undefined;
  loadFailed: boolean;
  quotes: Quote[];
  proposals: Proposal[];
  onCreate: (input: ClientInput) => Promise<void>;
  onUpdate: (id: string, input: ClientInput) => Promise<void>;
  onArchive: (id: string, archived: boolean) => Promise<void>;
  onNewTrip?: (client: Client) => Promise<void>;
}

/** The agent's clients: add, edit, search, archive; each with their quotes, proposals and trips. */
export function ClientsPanel({ clients, loadFailed, quotes, proposals, onCreate, onUpdate, onArchive, onNewTrip }: ClientsPanelProps) {
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [now] = useState(() => new Date());
  const shown = useMemo(() => filterClients(clients ?? [], search, showArchived), [clients, search, showArchived]);

  return (
    <section aria-labelledby="clients-heading">
      <div className="agents-row">
        <h2 id="clients-heading">Clients</h2>
        <button type="button" className="button" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
          Add a client
        </button>
      </div>
      {adding ? (
        <ClientForm
          initial={{ name: '', email: '', phone: '', notes: '' }}
          submitLabel="Save client"
          onSubmit={async (input) => {
            await onCreate(input);
            setAdding(false);
          }}
        />
      ) : null}
      <div className="agents-row">
        <TextField label="Search clients" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label>
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} /> Show archived clients
        </label>
      </div>
      {loadFailed ? (
        <ErrorMessage>
          Your clients could not be loaded. Check your connection and try again.
        </ErrorMessage>
      ) : !clients ? (
        <div aria-hidden="true">
          <div className="agents-skeleton" />
          <div className="agents-skeleton" />
        </div>
      ) : clients.length === 0 ? (
        <p>No clients yet. Add your first client above, or turn a trip request into one on the Quotes page.</p>
      ) : shown.length === 0 ? (
        <p>No client matches “{search}”.</p>
      ) : (
        <ul className="agents-list" aria-label="Clients">
          {shown.map((client) => {
            const clientQuotes = quotes.filter((q) => q.clientId === client.id);
            const clientProposals = proposals.filter((p) => p.clientId === client.id);
            const trips = [...new Map(clientProposals.flatMap((p) => p.options).map((o) => [o.itineraryId, o])).values()];
            return (
              <li key={client.id} aria-label={client.name}>
                {editing === client.id ? (
                  <ClientForm
                    initial={{ name: client.name, email: client.email ?? '', phone: client.phone ?? '', notes: client.notes }}
                    submitLabel="Save changes"
                    onSubmit={async (input) => {
                      await onUpdate(client.id, input);
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <div className="agents-row">
                      <h3 style={{ margin: 0 }}>
                        {client.name} {client.archived ? <span className="agents-badge">Archived</span> : null}
                      </h3>
                      <div className="agents-actions">
                        <Link className="button button--small" to={`/quote?client=${client.id}`}>
                          New quote
                        </Link>
                        {onNewTrip ? (
                          <button type="button" className="button button--small button--quiet" onClick={() => void onNewTrip(client)}>
                            New trip
                          </button>
                        ) : null}
                        <button type="button" className="button button--small button--quiet" onClick={() => setEditing(client.id)}>
                          Edit <span className="visually-hidden">{client.name}</span>
                        </button>
                        <button
                          type="button"
                          className="button button--small button--quiet"
                          onClick={() => void onArchive(client.id, !client.archived)}
                        >
                          {client.archived ? 'Restore' : 'Archive'} <span className="visually-hidden">{client.name}</span>
                        </button>
                      </div>
                    </div>
                    <p className="agents-muted" style={{ margin: '4px 0' }}>
                      {[client.email, client.phone].filter(Boolean).join(' · ') || 'No contact details yet'}
                    </p>
                    {client.notes ? <LongText className="agents-notes" text={client.notes} /> : null}
                    {clientQuotes.length + clientProposals.length > 0 ? (
                      <ul>
                        {clientQuotes.map((q) => (
                          <li key={q.id}>
                            <Link to={`/quote/${q.id}`}>Quote: {q.destination}</Link> <span className="agents-muted">({q.status})</span>
                          </li>
                        ))}
                        {clientProposals.map((p) => (
                          <li key={p.id}>
                            <Link to={`/proposals/${p.id}`}>Proposal: {p.title}</Link>{' '}
                            <span className="agents-muted">({STATUS_LABELS[effectiveStatus(p, now)]})</span>
                          </li>
                        ))}
                        {trips.map((o) => (
                          <li key={o.itineraryId}>
                            <Link to={`/organize/${o.itineraryId}`}>Trip: {o.label}</Link>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="agents-muted">No quotes or trips yet.</p>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
