import { Link } from 'react-router-dom';
import { LongText } from '@/components/long-text';
import { formatMoney } from '@/lib/money';
import { priceQuote } from '@/domain/agents/pricing';
import type { Client, Quote, TripRequest } from '@/domain/agents/types';
import { ErrorMessage } from '@/components/error-message';

function total(quote: Quote): string {
  try {
    const totals = priceQuote(quote.lineItems, quote.currency, quote.party);
    return totals.total > 0 ? formatMoney(totals.total, quote.currency) : 'not priced yet';
  } catch {
    return 'mixed currencies';
  }
}

function dates(d: { start: string; end: string } | null): string {
  return d ? `${d.start} to ${d.end}` : 'dates open';
}

interface QuotesOverviewProps {
  requests: TripRequest[] | undefined;
  quotes: Quote[] | undefined;
  clients: Client[];
  failed: boolean;
  onQuoteRequest: (request: TripRequest) => Promise<void>;
  onDismissRequest: (request: TripRequest) => Promise<void>;
}

/** New trip requests from travellers, then the agent's quotes with their totals. */
export function QuotesOverview({ requests, quotes, clients, failed, onQuoteRequest, onDismissRequest }: QuotesOverviewProps) {
  const open = (requests ?? []).filter((r) => r.status === 'new');
  const nameOf = (id: string) => clients.find((c) => c.id === id)?.name ?? 'Client';
  if (failed) {
    return (
      <ErrorMessage>
        Your quotes could not be loaded. Check your connection and try again.
      </ErrorMessage>
    );
  }
  return (
    <>
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Trip requests</h2>
        {!requests ? (
          <div className="agents-skeleton" aria-hidden="true" />
        ) : open.length === 0 ? (
          <p>No new trip requests. Travellers send them from your profile with “Request a trip”.</p>
        ) : (
          <ul className="agents-list" aria-label="New trip requests">
            {open.map((request) => (
              <li key={request.id} aria-label={`${request.name}: ${request.destination}`}>
                <div className="agents-row">
                  <strong>
                    {request.name}: {request.destination}
                  </strong>
                  <div className="agents-actions">
                    <button type="button" className="button button--small" onClick={() => void onQuoteRequest(request)}>
                      Quote it
                    </button>
                    <button type="button" className="button button--small button--quiet" onClick={() => void onDismissRequest(request)}>
                      Dismiss
                    </button>
                  </div>
                </div>
                <p className="agents-muted" style={{ margin: '4px 0' }}>
                  {dates(request.dates)} · {request.party.adults} adults, {request.party.children} children
                  {request.budget ? ` · budget ${formatMoney(request.budget.amount, request.budget.currency)}` : ''} · {request.email}
                </p>
                {request.notes ? <LongText className="agents-notes" text={request.notes} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="quotes-heading">
        <h2 id="quotes-heading">Quotes</h2>
        {!quotes ? (
          <div className="agents-skeleton" aria-hidden="true" />
        ) : quotes.length === 0 ? (
          <p>No quotes yet. Start one below for a client, or quote a trip request.</p>
        ) : (
          <ul className="agents-list" aria-label="Your quotes">
            {quotes.map((quote) => (
              <li key={quote.id}>
                <div className="agents-row">
                  <Link to={`/quote/${quote.id}`}>
                    <strong>{quote.destination}</strong>
                  </Link>
                  <span>{total(quote)}</span>
                </div>
                <p className="agents-muted" style={{ margin: '4px 0 0' }}>
                  {nameOf(quote.clientId)} · {dates(quote.dates)} · {quote.lineItems.length} lines · {quote.status}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
