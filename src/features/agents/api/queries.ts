import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agentActions, useAgentClients, useAgentProposals } from '@/stores/use-agent-store';
import { clientActions, useOpenProposal } from '@/stores/use-client-store';
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

/** One proposal, live, from the Client store while the calling screen is shown (null: not found, or a draft we may not see). */
export function useLiveProposal(id: string, enabled = true) {
  useEffect(() => (enabled ? clientActions.proposalOpened(id, agentsApi) : undefined), [id, enabled]);
  return useOpenProposal(enabled ? id : null);
}
