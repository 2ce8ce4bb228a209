import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Proposal } from '@/domain/agents/types';
import type { LiveState } from '@/lib/use-live';
import { agentActions, useAgentClients, useAgentProposal, useAgentProposals } from '@/stores/use-agent-store';
import { clientActions, useOpenProposal } from '@/stores/use-client-store';
import { useSignedInUid } from '@/stores/use-user-store';
import { agentsApi } from './service';

/** Query keys of the agents feature, general to specific. */
export const agentKeys = {
  all: ['agents'] as const,
  agency: (uid: string) => [...agentKeys.all, 'agency', uid] as const,
  settings: (uid: string) => [...agentKeys.all, 'settings', uid] as const,
  requests: (uid: string) => [...agentKeys.all, 'requests', uid] as const,
  quotes: (uid: string) => [...agentKeys.all, 'quotes', uid] as const,
  quote: (id: string) => [...agentKeys.all, 'quote', id] as const,
};

export function agencyQueryOptions(uid: string) {
  return queryOptions({ queryKey: agentKeys.agency(uid), queryFn: async () => (await agentsApi()).getAgency(uid) });
}

export function useAgency(uid: string | null) {
  return useQuery({ ...agencyQueryOptions(uid ?? ''), enabled: uid !== null && uid !== '' });
}

type AgentsApi = Awaited<ReturnType<typeof agentsApi>>;

/** One of the agent's own reads (settings, clients, requests, quotes), once the agent's uid is known. */
function useAgentRead<T>(uid: string | null, key: (uid: string) => readonly string[], read: (api: AgentsApi, uid: string) => Promise<T>) {
  return useQuery({
    queryKey: key(uid ?? ''),
    queryFn: async () => read(await agentsApi(), uid ?? ''),
    enabled: uid !== null,
  });
}

export function useAgentSettings(uid: string | null) {
  return useAgentRead(uid, agentKeys.settings, (api, id) => api.getAgentSettings(id));
}

export function useTripRequests(uid: string | null) {
  return useAgentRead(uid, agentKeys.requests, (api, id) => api.listTripRequests(id));
}

export function useQuotes(uid: string | null) {
  return useAgentRead(uid, agentKeys.quotes, (api, id) => api.listQuotes(id));
}

export function useQuote(id: string) {
  return useQuery({ queryKey: agentKeys.quote(id), queryFn: async () => (await agentsApi()).getQuote(id) });
}

/**
 * Agent `uid`'s workspace from the Agent store, open while the calling screen
 * is shown: their proposals (live) and clients. After changing a client, call
 * `agentActions.clientsChanged()`.
 */
export function useAgentWorkspace(uid: string | null) {
  useEffect(() => (uid ? agentActions.agentOpened(uid, agentsApi) : undefined), [uid]);
  return { proposals: useAgentProposals(uid), clients: useAgentClients(uid) };
}

/**
 * One proposal, live, while the calling screen is shown (null: not found, or
 * a draft we may not see). It is watched once: the signed-in agent's own
 * proposal comes from their workspace's live list (the Agent store) once that
 * list holds it; any other proposal, or until then, from the Client store.
 */
export function useLiveProposal(id: string, enabled = true): LiveState<Proposal | null> {
  const own = useAgentProposal(useSignedInUid(), id);
  const fromClientStore = enabled && own === null;
  useEffect(() => (fromClientStore ? clientActions.proposalOpened(id, agentsApi) : undefined), [id, fromClientStore]);
  const opened = useOpenProposal(fromClientStore ? id : null);
  return enabled && own !== null ? { status: 'ready', data: own, error: null } : opened;
}
