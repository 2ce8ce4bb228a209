import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { AgentDetails } from './types';

/** Agent: the signed-in travel agent. */
interface AgentData {
  agentDetails: AgentDetails | null;
  uid: string | null;
}

interface AgentState extends AgentData {
  actions: {
    agentLoaded: (agent: { agentDetails: AgentDetails | null; uid: string | null }) => void;
    agentDetailsChanged: (agentDetails: AgentDetails | null) => void;
    /** Logout: back to no agent. */
    agentCleared: () => void;
  };
}

const initialAgent = (): AgentData => ({ agentDetails: null, uid: null });

const useAgentStore = create<AgentState>()((set) => ({
  ...initialAgent(),
  actions: {
    agentLoaded: ({ agentDetails, uid }) => set({ agentDetails, uid }),
    agentDetailsChanged: (agentDetails) => set({ agentDetails }),
    agentCleared: () => set(initialAgent()),
  },
}));

registerStore('agent', useAgentStore, initialAgent);

export const useAgentDetails = () => useAgentStore((state) => state.agentDetails);
export const useAgentUid = () => useAgentStore((state) => state.uid);
export const useAgent = () =>
  useAgentStore(useShallow((state) => ({ agentDetails: state.agentDetails, uid: state.uid })));
export const useAgentActions = () => useAgentStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const agentActions = useAgentStore.getState().actions;
export const getAgentState = (): AgentData => dataOf<AgentData>(useAgentStore.getState());
