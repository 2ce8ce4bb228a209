import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import { STATUS_LABELS, effectiveStatus } from '@/domain/agents/status';
import type { Client, Proposal, ProposalStatus } from '@/domain/agents/types';
import { reloadPage, type LiveState } from '@/lib/use-live';
import { ErrorMessage } from '@/components/error-message';

export function StatusBadge({ status }: { status: ProposalStatus }) {
  return <span className={`agents-badge agents-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** Re-renders every minute, so a proposal passing its validUntil shows as expired without a reload. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function priceRange(proposal: Proposal): string {
  const prices = proposal.options.map((o) => o.price);
  const first = prices[0];
  if (!first) return '';
  const min = Math.min(...prices.map((p) => p.amount));
  const max = Math.max(...prices.map((p) => p.amount));
  return min === max ? formatMoney(min, first.currency) : `${formatMoney(min, first.currency)} – ${formatMoney(max, first.currency)}`;
}

/** The agent's proposals, live: a client opening, accepting or declining shows here as it happens. */
export function ProposalsList({ live, clients }: { live: LiveState<Proposal[]>; clients: Client[] }) {
  const now = useNow();
  const nameOf = (id: string) => clients.find((c) => c.id === id)?.name ?? 'Client';
  return (
    <section aria-labelledby="proposals-heading">
      <div className="agents-row">
        <h2 id="proposals-heading">Proposals</h2>
        <Link className="button" to="/proposals?new=1">
          New proposal
        </Link>
      </div>
      {live.status === 'error' ? (
        <ErrorMessage action={{ label: 'Reload', onClick: reloadPage }}>
          Your proposals could not be loaded. Check your connection and reload the page.
        </ErrorMessage>
      ) : live.status === 'loading' ? (
        <div aria-hidden="true">
          <div className="agents-skeleton" />
          <div className="agents-skeleton" />
        </div>
      ) : live.data.length === 0 ? (
        <p>No proposals yet. Price a quote, then make a proposal from it, or start one with “New proposal”.</p>
      ) : (
        <ul className="agents-list" aria-label="Your proposals">
          {live.data.map((proposal) => {
            const status = effectiveStatus(proposal, now);
            const accepted = proposal.acceptedOptionIndex !== null ? proposal.options[proposal.acceptedOptionIndex] : undefined;
            return (
              <li key={proposal.id} aria-label={proposal.title}>
                <div className="agents-row">
                  <Link to={`/proposals/${proposal.id}`}>
                    <strong>{proposal.title}</strong>
                  </Link>
                  <StatusBadge status={status} />
                </div>
                <p className="agents-muted" style={{ margin: '4px 0 0' }}>
                  {nameOf(proposal.clientId)} · {proposal.options.length} {proposal.options.length === 1 ? 'option' : 'options'} ·{' '}
                  {priceRange(proposal)}
                  {status === 'accepted' && accepted ? ` · ${proposal.clientName ?? 'The client'} chose “${accepted.label}”` : ''}
                  {status === 'declined' ? ` · declined by ${proposal.clientName ?? 'the client'}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
