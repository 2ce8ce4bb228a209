import { create } from 'zustand';
import type { Client, Proposal } from '@/domain/agents/types';
import type * as AgentsModule from '@/services/firebase/collections/agents';
import { toAppError } from '@/services/firebase/errors';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';
import { clearOnLogout } from './session';
import { dataOf } from './store-data';

/**
 * Agent: the signed-in travel agent's workspace: their proposals (live: a
 * client viewing or accepting one shows as it happens) and their clients.
 * `agentOpened` subscribes through the agents collection module; the last
 * screen to close it, or logout, empties the store. (The agency card is a
 * cached read: docs/architecture.md.)
 */
interface AgentData {
  /** Keyed by the agent's uid (the spec's `uid`): the workspace that is open. */
  proposals: LiveSlot<Proposal[]>;
  clients: LiveSlot<Client[]>;
}

/** What the store needs of the agents collection module. */
export type AgentsApi = Pick<typeof AgentsModule, 'subscribeAgentProposals' | 'listClients'>;

interface AgentState extends AgentData {
  actions: {
    /** Opens agent `uid`'s proposals and clients (shared with the screens that have them open); returns the close. */
    agentOpened: (uid: string, api: () => Promise<AgentsApi>) => () => void;
    /** Reads the clients again after a change; resolves once the new list is in. */
    clientsChanged: () => Promise<void>;
    /** Logout: back to no agent. */
    agentCleared: () => void;
  };
}

const initialAgent = (): AgentData => ({ proposals: emptySlot(), clients: emptySlot() });

const useAgentStore = create<AgentState>()((set, get) => {
  const proposals = liveSubscription<Proposal[]>(
    () => get().proposals,
    (slot) => set({ proposals: slot }),
  );
  const clients = liveSubscription<Client[]>(
    () => get().clients,
    (slot) => set({ clients: slot }),
  );
  return {
    ...initialAgent(),
    actions: {
      agentOpened: (uid, api) => {
        const closeProposals = proposals.open(uid, api, (module, onNext, onError) =>
          module.subscribeAgentProposals(uid, onNext, onError),
        );
        const closeClients = clients.open(uid, api, (module, onNext, onError) => {
          module.listClients(uid).then(onNext, (error: unknown) => onError(toAppError(error)));
          return () => undefined;
        });
        return () => {
          closeProposals();
          closeClients();
        };
      },
      clientsChanged: () => clients.restart(),
      agentCleared: () => {
        proposals.close();
        clients.close();
        set(initialAgent());
      },
    },
  };
});

registerStore('agent', useAgentStore, initialAgent);
clearOnLogout(() => useAgentStore.getState().actions.agentCleared());

/** Agent `uid`'s proposals, live (loading while another agent, or none, is open). */
export const useAgentProposals = (uid: string | null) => useAgentStore((state) => slotFor(state.proposals, uid));
/**
 * Proposal `id` as agent `uid`'s live list holds it: null while that list is
 * not open and answered, or does not hold it (it is not `uid`'s proposal).
 */
export const useAgentProposal = (uid: string | null, id: string) =>
  useAgentStore((state) => {
    const { proposals } = state;
    return uid !== null && proposals.key === uid && proposals.status === 'ready'
      ? (proposals.data.find((proposal) => proposal.id === id) ?? null)
      : null;
  });
/** Agent `uid`'s clients (loading while another agent, or none, is open). */
export const useAgentClients = (uid: string | null) => useAgentStore((state) => slotFor(state.clients, uid));
/** For code outside React (services, other stores' transitions, tests). */
export const agentActions = useAgentStore.getState().actions;
export const getAgentState = (): AgentData => dataOf<AgentData>(useAgentStore.getState());
