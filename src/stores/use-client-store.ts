import { create } from 'zustand';
import type { Proposal } from '@/domain/agents/types';
import type * as AgentsModule from '@/services/firebase/collections/agents';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/**
 * Client: the proposal open at /proposals/{id} (the spec's `client`, a trip
 * offered to a client), live for a signed-in reader: the agent editing it sees
 * the client's answer as it happens, and the client sees the agent's changes.
 * Its options are the spec's `tripProposalList`, read from the proposal itself.
 * `proposalOpened` subscribes through the agents collection module; closing
 * empties the store. (A signed-out reader's copy is a cached REST read.)
 */
interface ClientData {
  /** Keyed by the proposal's id; data null: not found, or a draft this reader may not see. */
  proposal: LiveSlot<Proposal | null>;
}

/** What the store needs of the agents collection module. */
type ProposalsApi = Pick<typeof AgentsModule, 'subscribeProposal'>;

interface ClientState extends ClientData {
  actions: {
    /** Opens proposal `id`, shared with the screens that have it open; returns the close. */
    proposalOpened: (id: string, api: () => Promise<ProposalsApi>) => () => void;
  };
}

const initialClient = (): ClientData => ({ proposal: emptySlot() });

const useClientStore = create<ClientState>()((set, get) => {
  const proposal = liveSubscription<Proposal | null>(
    () => get().proposal,
    (slot) => set({ proposal: slot }),
  );
  return {
    ...initialClient(),
    actions: {
      proposalOpened: (id, api) =>
        proposal.open(id, api, (module, onNext, onError) => module.subscribeProposal(id, onNext, onError)),
    },
  };
});

registerStore('client', useClientStore, initialClient);

/** Proposal `id`, live (loading while another proposal, or none, is open). */
export const useOpenProposal = (id: string | null) => useClientStore((state) => slotFor(state.proposal, id));
/** For code outside React (services, other stores' transitions, tests). */
export const clientActions = useClientStore.getState().actions;
export const getClientState = (): ClientData => dataOf<ClientData>(useClientStore.getState());
