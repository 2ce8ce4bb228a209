import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reloadPage } from '@/lib/use-live';
import { agentKeys, useAgency, useAgentWorkspace, useLiveProposal, useQuotes } from '../api/queries';
import { agentsApi, publicProposalsApi } from '../api/service';
import { proposalQueryOptions } from '../api/get-proposal';
import { loadPlanSnapshot, useAgentTrips } from '../api/trips';
import type { AgencyCard, PlanDay, Proposal } from '@/domain/agents/types';
import { ProposalEditor } from './proposal-editor';
import { ProposalSkeleton } from './proposal-skeleton';
import { ProposalView } from './proposal-view';
import { ErrorMessage } from '@/components/error-message';

async function downloadPdf(proposal: Proposal, agency: AgencyCard | null): Promise<void> {
  const { downloadProposalPdf } = await import('../export/proposal-pdf');
  await downloadProposalPdf(proposal, agency);
}

/** The agent's side of one proposal: edit, send, share, and see the client's answer live. */
function AgentProposal({ proposal, uid }: { proposal: Proposal; uid: string }) {
  const agency = useAgency(uid);
  const { clients } = useAgentWorkspace(uid);
  const quotes = useQuotes(uid);
  const trips = useAgentTrips(uid);
  if (!agency.data || !clients.data || !quotes.data || !trips.data) return <ProposalSkeleton />;
  const card = agency.data;
  const shareUrl = `${window.location.origin}/proposals/${proposal.id}`;
  return (
    <>
      <p>
        <Link to="/proposals">← All proposals</Link>
      </p>
      <ProposalEditor
        key={proposal.id}
        proposal={proposal}
        fromQuote={null}
        fromClientId={null}
        clients={clients.data}
        quotes={quotes.data}
        trips={[...trips.data, ...proposal.options.filter((o) => !trips.data.some((t) => t.id === o.itineraryId)).map((o) => ({ id: o.itineraryId, title: o.label }))]}
        currency={proposal.options[0]?.price.currency ?? card.currency}
        loadPlan={loadPlanSnapshot}
        shareUrl={shareUrl}
        onCreate={async () => proposal.id}
        onSave={async (edit) => (await agentsApi()).saveProposal(proposal.id, edit)}
        onSend={async (sent) => (await agentsApi()).setProposalSent(proposal.id, sent)}
        onDownloadPdf={() => void downloadPdf(proposal, card)}
      />
    </>
  );
}

const publicReads = publicProposalsApi;

/** How the client's page reads and writes: the SDK when signed in, plain HTTP (REST) when signed out. */
interface ClientChannel {
  signedOut: boolean;
  markViewed: (id: string) => Promise<void>;
  respond: (id: string, answer: Parameters<Awaited<ReturnType<typeof agentsApi>>['respondToProposal']>[1]) => Promise<void>;
}

function usePublicAgency(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: [...agentKeys.all, 'public-agency', uid],
    queryFn: async () => (await publicReads()).readPublicAgency(uid),
    enabled,
  });
}

/** The client's side: opened by link, signed in or not; marks the proposal viewed once. */
function ClientProposal({
  proposal,
  channel,
  renderDayMap,
}: {
  proposal: Proposal;
  channel: ClientChannel;
  renderDayMap?: (day: PlanDay, label: string) => ReactNode;
}) {
  const sdkAgency = useAgency(channel.signedOut ? null : proposal.agentId);
  const restAgency = usePublicAgency(proposal.agentId, channel.signedOut);
  const agency = channel.signedOut ? restAgency : sdkAgency;
  const marked = useRef(false);
  useEffect(() => {
    if (proposal.status !== 'sent' || marked.current) return;
    if (proposal.validUntil && proposal.validUntil <= new Date()) return;
    marked.current = true;
    void channel.markViewed(proposal.id).catch(() => undefined);
  }, [proposal, channel]);
  if (agency.isPending) return <ProposalSkeleton />;
  return (
    <ProposalView
      proposal={proposal}
      agency={agency.data ?? null}
      renderDayMap={renderDayMap}
      onRespond={(answer) => channel.respond(proposal.id, answer)}
      onDownloadPdf={() => downloadPdf(proposal, agency.data ?? null)}
    />
  );
}

interface ProposalPageProps {
  id: string;
  /** The signed-in user's uid; null when signed out. */
  uid: string | null;
  /** False while sign-in state is still loading (nothing is read or marked before). */
  sessionReady: boolean;
  renderDayMap?: (day: PlanDay, label: string) => ReactNode;
  /** Sets the page title once the proposal is known. */
  onTitle: (title: string) => void;
}

/** /proposals/{id}: the agent's editor for their own proposal; everyone else holding the link sees the client's view. */
export function ProposalPage({ id, uid, sessionReady, renderDayMap, onTitle }: ProposalPageProps) {
  const queryClient = useQueryClient();
  const signedOut = sessionReady && uid === null;
  const live = useLiveProposal(id, sessionReady && uid !== null);
  // The route's loader read it once; signed in, that read shows until the live one answers.
  const once = useQuery({ ...proposalQueryOptions(id, uid !== null), enabled: sessionReady });
  const state: { status: 'loading' | 'ready' | 'error'; data?: Proposal | null } = signedOut
    ? once.isError
      ? { status: 'error' }
      : once.isPending
        ? { status: 'loading' }
        : { status: 'ready', data: once.data }
    : live.status === 'ready'
      ? { status: 'ready', data: live.data }
      : live.status === 'loading' && once.data !== undefined
        ? { status: 'ready', data: once.data }
        : { status: live.status };
  const proposal = state.status === 'ready' ? (state.data ?? null) : null;
  const channel = useMemo<ClientChannel>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: proposalQueryOptions(id, false).queryKey });
    return {
      signedOut,
      markViewed: async (proposalId) => {
        if (signedOut) {
          await (await publicReads()).markPublicProposalViewed(proposalId);
          await refresh();
        } else await (await agentsApi()).markProposalViewed(proposalId);
      },
      respond: async (proposalId, answer) => {
        if (signedOut) {
          await (await publicReads()).respondToPublicProposal(proposalId, answer);
          await refresh();
        } else await (await agentsApi()).respondToProposal(proposalId, answer);
      },
    };
  }, [signedOut, queryClient, id]);
  useEffect(() => {
    if (proposal) onTitle(proposal.title);
  }, [proposal, onTitle]);
  if (state.status === 'loading') {
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading the proposal…
        </p>
        <ProposalSkeleton />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorMessage action={{ label: 'Reload', onClick: reloadPage }}>
        The proposal could not be loaded. Check your connection and reload the page.
      </ErrorMessage>
    );
  }
  if (!proposal) {
    return (
      <ErrorMessage block>
        <p>This proposal is not available. The link may be incomplete, or your travel agent has not sent it yet.</p>
        <p>Ask your agent for the link again.</p>
      </ErrorMessage>
    );
  }
  if (uid && proposal.agentId === uid) return <AgentProposal proposal={proposal} uid={uid} />;
  return <ClientProposal proposal={proposal} channel={channel} renderDayMap={renderDayMap} />;
}
