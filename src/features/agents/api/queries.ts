import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppError } from '@/services/firebase/errors';
import type { Proposal } from '@/domain/agents/types';
import { agentsApi } from './service';

/** Query keys of the agents feature, general to specific. */
export const agentKeys = {
  all: ['agents'] as const,
  agency: (uid: string) => [...agentKeys.all, 'agency', uid] as const,
  settings: (uid: string) => [...agentKeys.all, 'settings', uid] as const,
  clients: (uid: string) => [...agentKeys.all, 'clients', uid] as const,
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

export function useAgentSettings(uid: string | null) {
  return useQuery({
    queryKey: agentKeys.settings(uid ?? ''),
    queryFn: async () => (await agentsApi()).getAgentSettings(uid ?? ''),
    enabled: uid !== null,
  });
}

export function useClients(uid: string | null) {
  return useQuery({
    queryKey: agentKeys.clients(uid ?? ''),
    queryFn: async () => (await agentsApi()).listClients(uid ?? ''),
    enabled: uid !== null,
  });
}

export function useTripRequests(uid: string | null) {
  return useQuery({
    queryKey: agentKeys.requests(uid ?? ''),
    queryFn: async () => (await agentsApi()).listTripRequests(uid ?? ''),
    enabled: uid !== null,
  });
}

export function useQuotes(uid: string | null) {
  return useQuery({
    queryKey: agentKeys.quotes(uid ?? ''),
    queryFn: async () => (await agentsApi()).listQuotes(uid ?? ''),
    enabled: uid !== null,
  });
}

export function useQuote(id: string) {
  return useQuery({ queryKey: agentKeys.quote(id), queryFn: async () => (await agentsApi()).getQuote(id) });
}

export type Live<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: AppError };

/** One proposal, live (null: not found, or a draft we may not see). Mount again (key) for another id. */
export function useLiveProposal(id: string, enabled = true): Live<Proposal | null> {
  const [state, setState] = useState<Live<Proposal | null>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void agentsApi().then((api) => {
      if (cancelled) return;
      stop = api.subscribeProposal(
        id,
        (data) => setState({ status: 'ready', data }),
        (error) => setState({ status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id, enabled]);
  return state;
}

/** The agent's proposals, live: viewed and accepted show as they happen. */
export function useLiveAgentProposals(agentId: string | null): Live<Proposal[]> {
  const [state, setState] = useState<Live<Proposal[]>>({ status: 'loading' });
  useEffect(() => {
    if (!agentId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void agentsApi().then((api) => {
      if (cancelled) return;
      stop = api.subscribeAgentProposals(
        agentId,
        (data) => setState({ status: 'ready', data }),
        (error) => setState({ status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [agentId]);
  return state;
}
