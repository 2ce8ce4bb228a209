import { queryOptions } from '@tanstack/react-query';
import { agentKeys } from './queries';
import { agentsApi, publicProposalsApi } from './service';

/**
 * One proposal, read once: through the SDK when signed in (the agent sees
 * their drafts), over plain HTTP (REST) when signed out. Null when there is
 * no such proposal, or it is a draft the reader may not see.
 */
export function proposalQueryOptions(id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: [...agentKeys.all, signedIn ? 'proposal' : 'public-proposal', id] as const,
    queryFn: signedIn
      ? async () => (await agentsApi()).getProposal(id)
      : async () => (await publicProposalsApi()).readPublicProposal(id),
  });
}
