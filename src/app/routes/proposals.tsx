/**
 * /proposals (the agent's workspace: proposals live, clients, agency details;
 * or becoming an agent) and /proposals/{id} (the agent's editor, or the
 * client's branded view by link, signed in or not). The day maps come from
 * the itineraries feature's map panel (Leaflet loads after the first paint).
 */
import { useCallback, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { proposalQueryOptions } from '@/features/agents/api/get-proposal';
import { useAgency } from '@/features/agents/api/queries';
import { AgentWorkspace, BecomeAgent } from '@/features/agents/components/agent-workspace';
import { ProposalPage } from '@/features/agents/components/proposal-page';
import type { PlanDay } from '@/domain/agents/types';
import '@/features/agents/agents.css';
import { MapPanel, type MapMarker } from '@/features/itineraries/map/map-panel';
import { notAllowed, notFound } from '../error-status';
import { queryClient } from '../query-client';
import { signedInUidWhenLoaded, useSessionStatus, useSignedInUser } from '../session';
import { ErrorMessage } from '@/components/error-message';

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'permission-denied';
}

/**
 * /proposals/{id}: who reads decides how (the agent and a signed-in client
 * through the SDK, anyone else over plain HTTP), so the session is known
 * first; then the proposal is read once. No such proposal (or a draft the
 * reader may not see) is the route's 404 page; a read refused outright is its
 * 403; a failed network is its network error page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return null;
  const uid = await signedInUidWhenLoaded();
  const proposal = await queryClient.ensureQueryData(proposalQueryOptions(id, uid !== null)).catch((error: unknown) => {
    throw isPermissionDenied(error) ? notAllowed() : error;
  });
  if (proposal === null) throw notFound({ kind: 'proposal', id });
  return null;
}

function dayMap(day: PlanDay, label: string) {
  const markers: MapMarker[] = day.stops.flatMap((stop, index) =>
    stop.geocode ? [{ id: `${day.day}-${index}`, day: day.day, position: stop.geocode, title: stop.title, index: index + 1 }] : [],
  );
  return <MapPanel markers={markers} highlightedId={null} onHighlight={() => undefined} label={label} className="proposal-map" />;
}

function OneProposal({ id }: { id: string }) {
  const status = useSessionStatus();
  const me = useSignedInUser();
  const [title, setTitle] = useState('Proposal');
  const onTitle = useCallback((next: string) => setTitle(next), []);
  return (
    <Screen title={title}>
      <ProposalPage id={id} uid={me?.uid ?? null} sessionReady={status === 'ready'} renderDayMap={dayMap} onTitle={onTitle} />
    </Screen>
  );
}

function Workspace() {
  const status = useSessionStatus();
  const me = useSignedInUser();
  const agency = useAgency(me?.uid ?? null);
  if (status === 'ready' && !me) {
    return (
      <Screen title="Proposals" lead="Travel agents keep their clients, quotes and branded proposals here.">
        <p>
          <Link className="button" to="/auth?next=%2Fproposals">
            Sign in to see your proposals
          </Link>
        </p>
        <p>Opening a proposal your agent sent you? Use the full link from their message: no account needed.</p>
      </Screen>
    );
  }
  if (!me || agency.isPending) {
    return (
      <Screen title="Proposals">
        <p className="visually-hidden" role="status">
          Loading…
        </p>
        <div className="agents-skeleton" aria-hidden="true" />
        <div className="agents-skeleton" aria-hidden="true" />
      </Screen>
    );
  }
  if (agency.isError) {
    return (
      <Screen title="Proposals">
        <ErrorMessage>
          Your agency could not be loaded. Check your connection and try again.
        </ErrorMessage>
      </Screen>
    );
  }
  if (!agency.data) {
    return (
      <Screen title="Become a travel agent" lead="Clients, quotes and branded proposals your clients accept online.">
        <BecomeAgent uid={me.uid} email={me.email} />
      </Screen>
    );
  }
  return (
    <Screen title="Proposals" lead={agency.data.name}>
      <AgentWorkspace uid={me.uid} email={me.email} />
    </Screen>
  );
}

export default function ProposalsScreen() {
  const { id } = useParams();
  return id ? <OneProposal key={id} id={id} /> : <Workspace />;
}
