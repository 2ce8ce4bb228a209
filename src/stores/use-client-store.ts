import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { AgentDetails, ClientTrip, TripProposal } from './types';

/** Client: the client trip an agent is working on, and its proposals. */
interface ClientData {
  agentDetails: AgentDetails | null;
  client: ClientTrip | null;
  tripProposalList: TripProposal[];
}

interface ClientState extends ClientData {
  actions: {
    agentDetailsLoaded: (agentDetails: AgentDetails | null) => void;
    clientLoaded: (client: ClientTrip | null) => void;
    tripProposalsLoaded: (tripProposalList: TripProposal[]) => void;
    clientClosed: () => void;
  };
}

const initialClient = (): ClientData => ({ agentDetails: null, client: null, tripProposalList: [] });

const useClientStore = create<ClientState>()((set) => ({
  ...initialClient(),
  actions: {
    agentDetailsLoaded: (agentDetails) => set({ agentDetails }),
    clientLoaded: (client) => set({ client }),
    tripProposalsLoaded: (tripProposalList) => set({ tripProposalList }),
    clientClosed: () => set(initialClient()),
  },
}));

registerStore('client', useClientStore, initialClient);

export const useClientAgentDetails = () => useClientStore((state) => state.agentDetails);
export const useClientTrip = () => useClientStore((state) => state.client);
export const useTripProposalList = () => useClientStore((state) => state.tripProposalList);
export const useClientActions = () => useClientStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const clientActions = useClientStore.getState().actions;
export const getClientState = (): ClientData => dataOf<ClientData>(useClientStore.getState());
