/**
 * /quote: an agent's trip requests and quotes (and a new quote); with
 * ?agent={username}, a traveller's trip request to that agent.
 * /quote/{id}: the agent prices one quote in line items.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { useAgency } from '@/features/agents/api/queries';
import { AgentQuote, AgentQuotes, RequestTrip } from '@/features/agents/components/quote-page';
import '@/features/agents/agents.css';
import { isValidUsername } from '@/lib/route-params';
import { useSessionStatus, useSignedInUser } from '../session';
import { ErrorMessage } from '@/components/error-message';

export default function QuoteScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const status = useSessionStatus();
  const me = useSignedInUser();
  const agency = useAgency(me?.uid ?? null);
  const agentUsername = search.get('agent');
  const here = `/quote${id ? `/${id}` : ''}${search.size > 0 ? `?${search.toString()}` : ''}`;
  // Until we know the visitor is an agent, /quote is the public "request a quote" page; /quote/{id} is a quote.
  const publicTitle = id ? 'Quote' : 'Request a quote';

  if (status === 'ready' && !me) {
    return (
      <Screen
        title={agentUsername ? 'Request a trip' : publicTitle}
        lead={
          agentUsername || !id
            ? 'Tell a travel agent where you want to go and they will price the trip for you.'
            : 'The trip request and its priced line items.'
        }
      >
        <p>
          <Link className="button" to={`/auth?next=${encodeURIComponent(here)}`}>
            Sign in to continue
          </Link>
        </p>
      </Screen>
    );
  }
  if (!me || (!agentUsername && agency.isPending)) {
    return (
      <Screen title={agentUsername ? 'Request a trip' : me && !id ? 'Quotes' : publicTitle}>
        <div className="agents-skeleton" aria-hidden="true" />
      </Screen>
    );
  }
  if (agentUsername) {
    return (
      <Screen title="Request a trip" lead="Tell a travel agent where you want to go and they will price the trip for you.">
        {isValidUsername(agentUsername) ? (
          <RequestTrip username={agentUsername} uid={me.uid} name={me.displayName ?? ''} email={me.email ?? ''} />
        ) : (
          <ErrorMessage>That agent’s address is not valid. Open “Request a trip” from the agent’s profile.</ErrorMessage>
        )}
      </Screen>
    );
  }
  if (!agency.data) {
    return (
      <Screen title={publicTitle} lead="Tell a travel agent where you want to go and they will price the trip for you.">
        <p>To ask an agent for a trip, open their profile and choose “Request a trip”.</p>
        <p>
          Are you a travel agent? <Link to="/proposals">Set up your agency</Link>.
        </p>
      </Screen>
    );
  }
  if (id) {
    return (
      <Screen title="Quote" lead="The trip request and its priced line items.">
        <AgentQuote uid={me.uid} id={id} />
      </Screen>
    );
  }
  return (
    <Screen title="Quotes" lead="Trip requests from travellers, and the quotes you are pricing.">
      <AgentQuotes uid={me.uid} />
    </Screen>
  );
}
