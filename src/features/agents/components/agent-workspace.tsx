import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLive } from '@/lib/use-live';
import { toAppError } from '@/services/firebase/errors';
import { agentActions } from '@/stores/use-agent-store';
import { agentKeys, useAgency, useAgentSettings, useAgentWorkspace, useQuotes } from '../api/queries';
import { agencyLogoApi, agentsApi } from '../api/service';
import { createTripFor, loadPlanSnapshot, useAgentTrips } from '../api/trips';
import type { AgencyCard, AgentSettings } from '@/domain/agents/types';
import { AgencyForm } from './agency-form';
import { ClientsPanel } from './clients-panel';
import { ProposalEditor } from './proposal-editor';
import { ProposalsList } from './proposals-list';

export function useUploadsUnavailable(): string | null {
  const check = useLive(
    'uploads',
    agencyLogoApi,
    (logo, onNext: (reason: string | null) => void, onError) => {
      logo.checkStorageAvailable().then(
        (result) => onNext(result.available ? null : result.reason),
        (error: unknown) => onError(toAppError(error)),
      );
      return () => undefined;
    },
  );
  return check.status === 'error' ? check.error.message : (check.data ?? null);
}

/** Saving the agency (or becoming an agent), then refreshing what depends on it. */
export function useSaveAgency(uid: string, isNew: boolean) {
  const queryClient = useQueryClient();
  return async (card: AgencyCard, settings: AgentSettings) => {
    await (await agentsApi()).saveAgency(uid, card, settings, isNew);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: agentKeys.agency(uid) }),
      queryClient.invalidateQueries({ queryKey: agentKeys.settings(uid) }),
    ]);
  };
}

export async function uploadLogoAs(uid: string, file: File): Promise<string> {
  const { uploadAgencyLogo } = await agencyLogoApi();
  return uploadAgencyLogo(uid, file, file.type);
}

type Tab = 'proposals' | 'clients' | 'agency';

/** The agent's workspace at /proposals: proposals (live), clients, and the agency's details. */
export function AgentWorkspace({ uid, email }: { uid: string; email: string | undefined }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab = search.get('tab') === 'clients' ? 'clients' : search.get('tab') === 'agency' ? 'agency' : 'proposals';
  const creating = search.get('new') === '1';
  const quoteId = search.get('quote');
  const agency = useAgency(uid);
  const settings = useAgentSettings(uid);
  const { proposals: live, clients } = useAgentWorkspace(uid);
  const quotes = useQuotes(uid);
  const trips = useAgentTrips(creating ? uid : null);
  const uploadsUnavailable = useUploadsUnavailable();
  const save = useSaveAgency(uid, false);

  const card = agency.data;
  if (!card) return null;
  const refreshClients = () => agentActions.clientsChanged();

  if (creating) {
    const fromQuote = quotes.data?.find((q) => q.id === quoteId) ?? null;
    const ready = clients.data && quotes.data && trips.data && (!quoteId || fromQuote);
    return (
      <section aria-labelledby="new-proposal-heading">
        <h2 id="new-proposal-heading">New proposal</h2>
        {!ready ? (
          <div className="agents-skeleton" aria-hidden="true" />
        ) : (
          <ProposalEditor
            proposal={null}
            fromQuote={fromQuote}
            fromClientId={search.get('client')}
            clients={clients.data ?? []}
            quotes={quotes.data ?? []}
            trips={trips.data ?? []}
            currency={card.currency}
            loadPlan={loadPlanSnapshot}
            shareUrl={null}
            onCreate={async (edit, clientId, fromQuoteId) => {
              const id = await (await agentsApi()).createProposal(uid, { ...edit, clientId, quoteId: fromQuoteId });
              navigate(`/proposals/${id}`);
              return id;
            }}
            onSave={async () => undefined}
            onSend={async () => undefined}
          />
        )}
      </section>
    );
  }

  return (
    <>
      <nav className="agents-tabs" aria-label="Agent workspace">
        <Link to="/proposals" aria-current={tab === 'proposals' ? 'page' : undefined}>
          Proposals
        </Link>
        <Link to="/proposals?tab=clients" aria-current={tab === 'clients' ? 'page' : undefined}>
          Clients
        </Link>
        <Link to="/quote">Quotes and requests</Link>
        <Link to="/proposals?tab=agency" aria-current={tab === 'agency' ? 'page' : undefined}>
          Agency details
        </Link>
      </nav>
      {tab === 'proposals' ? <ProposalsList live={live} clients={clients.data ?? []} /> : null}
      {tab === 'clients' ? (
        <ClientsPanel
          clients={clients.data}
          loadFailed={clients.status === 'error'}
          quotes={quotes.data ?? []}
          proposals={live.status === 'ready' ? live.data : []}
          onCreate={async (input) => {
            await (await agentsApi()).createClient(uid, input);
            await refreshClients();
          }}
          onUpdate={async (id, input) => {
            await (await agentsApi()).updateClient(uid, id, input);
            await refreshClients();
          }}
          onArchive={async (id, archived) => {
            await (await agentsApi()).setClientArchived(uid, id, archived);
            await refreshClients();
          }}
          onNewTrip={async (client) => {
            const id = await createTripFor(uid, client.name);
            navigate(`/organize/${id}`);
          }}
        />
      ) : null}
      {tab === 'agency' ? (
        settings.data ? (
          <AgencyForm
            card={card}
            settings={settings.data}
            isNew={false}
            onSave={save}
            uploadLogo={(file) => uploadLogoAs(uid, file)}
            uploadsUnavailable={uploadsUnavailable}
            email={email}
          />
        ) : (
          <div className="agents-skeleton" aria-hidden="true" />
        )
      ) : null}
    </>
  );
}

/** Becoming an agent: the agency's details, saved with the profile's agent flag. */
export function BecomeAgent({ uid, email }: { uid: string; email: string | undefined }) {
  const uploadsUnavailable = useUploadsUnavailable();
  const save = useSaveAgency(uid, true);
  return (
    <>
      <p>
        Set up your agency to keep clients, price their trip requests and send branded proposals they can accept online. Your agency’s name,
        logo, colours, contact and terms appear on every proposal; your markup stays private.
      </p>
      <AgencyForm
        card={null}
        settings={null}
        email={email}
        isNew
        onSave={save}
        uploadLogo={(file) => uploadLogoAs(uid, file)}
        uploadsUnavailable={uploadsUnavailable}
      />
    </>
  );
}
