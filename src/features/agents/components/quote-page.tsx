import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  agentKeys,
  useAgency,
  useAgentSettings,
  useAgentWorkspace,
  useQuote,
  useQuotes,
  useTripRequests,
} from '../api/queries';
import { agentActions } from '@/stores/use-agent-store';
import { agentsApi, profilesApi } from '../api/service';
import { QuoteEditor } from './quote-editor';
import { QuotesOverview } from './quotes-overview';
import { TripRequestForm } from './trip-request-form';
import { ErrorMessage } from '@/components/error-message';

function Skeleton() {
  return (
    <div aria-hidden="true">
      <div className="agents-skeleton" />
      <div className="agents-skeleton" style={{ height: 240 }} />
    </div>
  );
}

/** /quote for an agent: trip requests, quotes, and a new quote. */
export function AgentQuotes({ uid }: { uid: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agency = useAgency(uid);
  const settings = useAgentSettings(uid);
  const { clients } = useAgentWorkspace(uid);
  const quotes = useQuotes(uid);
  const requests = useTripRequests(uid);
  if (!agency.data || !settings.data || !clients.data) return <Skeleton />;
  const card = agency.data;
  return (
    <>
      <p>
        <Link to="/proposals">← Proposals</Link> · <Link to="/proposals?tab=clients">Clients</Link>
      </p>
      <QuotesOverview
        requests={requests.data}
        quotes={quotes.data}
        clients={clients.data}
        failed={quotes.isError || requests.isError}
        onQuoteRequest={async (request) => {
          const id = await (await agentsApi()).quoteFromRequest(uid, request, card.currency);
          // A request from someone new adds them as a client.
          await Promise.all([queryClient.invalidateQueries({ queryKey: agentKeys.all }), agentActions.clientsChanged()]);
          navigate(`/quote/${id}`);
        }}
        onDismissRequest={async (request) => {
          await (await agentsApi()).setTripRequestStatus(uid, request.id, 'dismissed');
          await queryClient.invalidateQueries({ queryKey: agentKeys.requests(uid) });
        }}
      />
      <section aria-labelledby="new-quote-heading">
        <h2 id="new-quote-heading">New quote</h2>
        {clients.data.length === 0 ? (
          <p>
            Add a client first on the <Link to="/proposals?tab=clients">Clients</Link> tab.
          </p>
        ) : (
          <QuoteEditor
            quote={null}
            clients={clients.data}
            fromClientId={search.get('client')}
            currency={card.currency}
            settings={settings.data}
            onCreate={async (input) => {
              const id = await (await agentsApi()).createQuote(uid, input);
              await queryClient.invalidateQueries({ queryKey: agentKeys.quotes(uid) });
              navigate(`/quote/${id}`);
            }}
            onSave={async () => undefined}
          />
        )}
      </section>
    </>
  );
}

/** /quote/{id}: the agent prices one quote. */
export function AgentQuote({ uid, id }: { uid: string; id: string }) {
  const queryClient = useQueryClient();
  const agency = useAgency(uid);
  const settings = useAgentSettings(uid);
  const { clients } = useAgentWorkspace(uid);
  const quote = useQuote(id);
  if (quote.isError) {
    return (
      <ErrorMessage>
        The quote could not be loaded. Check your connection and try again.
      </ErrorMessage>
    );
  }
  if (quote.data === null) {
    return (
      <ErrorMessage block>
        <p>This quote does not exist, or it belongs to another agent.</p>
        <p>
          <Link to="/quote">Your quotes</Link>
        </p>
      </ErrorMessage>
    );
  }
  if (!agency.data || !settings.data || !clients.data || !quote.data) return <Skeleton />;
  const current = quote.data;
  return (
    <>
      <p>
        <Link to="/quote">← Quotes and requests</Link>
      </p>
      <QuoteEditor
        key={current.id}
        quote={current}
        clients={clients.data}
        fromClientId={null}
        currency={agency.data.currency}
        settings={settings.data}
        onCreate={async () => undefined}
        onSave={async (input) => {
          await (await agentsApi()).saveQuote(uid, current.id, input);
          await queryClient.invalidateQueries({ queryKey: agentKeys.quotes(uid) });
        }}
      />
    </>
  );
}

/** /quote?agent={username}: a traveller asks that agent for a trip (signed in). */
export function RequestTrip({ username, uid, name, email }: { username: string; uid: string; name: string; email: string }) {
  const agent = useQuery({
    queryKey: [...agentKeys.all, 'by-username', username],
    queryFn: async () => {
      const { getPublicProfileByUsername } = await profilesApi();
      const profile = await getPublicProfileByUsername(username);
      if (!profile) return null;
      const card = await (await agentsApi()).getAgency(profile.id);
      return card ? { uid: profile.id, card } : null;
    },
  });
  if (agent.isPending) return <Skeleton />;
  if (!agent.data) {
    return (
      <ErrorMessage>
        @{username} is not a travel agent on Wayfare. <Link to="/explore">Explore trips</Link> instead.
      </ErrorMessage>
    );
  }
  const { card, uid: agentId } = agent.data;
  if (agentId === uid) return <p>This is your own agency. Your trip requests are listed on the quotes page.</p>;
  return (
    <>
      <p>
        Tell <strong>{card.name}</strong> about the trip you have in mind. They will price it and send you a proposal to compare and accept.
      </p>
      <TripRequestForm agency={card} name={name} email={email} onSend={async (input) => void (await (await agentsApi()).sendTripRequest(agentId, uid, input))} />
    </>
  );
}
