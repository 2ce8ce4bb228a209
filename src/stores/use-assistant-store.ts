import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { AssistantMessage, AssistantThreadDetails } from './types';

/** Assistant: the default conversation and the open itinerary's thread. */
interface AssistantData {
  defaultMessages: AssistantMessage[];
  itineraryMessages: AssistantMessage[];
  itineraryThreadDetails: AssistantThreadDetails | null;
}

interface AssistantState extends AssistantData {
  actions: {
    defaultMessagesLoaded: (defaultMessages: AssistantMessage[]) => void;
    defaultMessageAdded: (message: AssistantMessage) => void;
    itineraryThreadLoaded: (thread: {
      itineraryThreadDetails: AssistantThreadDetails | null;
      itineraryMessages: AssistantMessage[];
    }) => void;
    itineraryMessagesLoaded: (itineraryMessages: AssistantMessage[]) => void;
    itineraryMessageAdded: (message: AssistantMessage) => void;
    /** The itinerary's thread is no longer shown: its messages and details go. */
    itineraryThreadClosed: () => void;
  };
}

const initialAssistant = (): AssistantData => ({
  defaultMessages: [],
  itineraryMessages: [],
  itineraryThreadDetails: null,
});

const useAssistantStore = create<AssistantState>()((set) => ({
  ...initialAssistant(),
  actions: {
    defaultMessagesLoaded: (defaultMessages) => set({ defaultMessages }),
    defaultMessageAdded: (message) =>
      set((state) => ({ defaultMessages: [...state.defaultMessages, message] })),
    itineraryThreadLoaded: ({ itineraryThreadDetails, itineraryMessages }) =>
      set({ itineraryThreadDetails, itineraryMessages }),
    itineraryMessagesLoaded: (itineraryMessages) => set({ itineraryMessages }),
    itineraryMessageAdded: (message) =>
      set((state) => ({ itineraryMessages: [...state.itineraryMessages, message] })),
    itineraryThreadClosed: () => set({ itineraryMessages: [], itineraryThreadDetails: null }),
  },
}));

registerStore('assistant', useAssistantStore, initialAssistant);

export const useDefaultMessages = () => useAssistantStore((state) => state.defaultMessages);
export const useItineraryMessages = () => useAssistantStore((state) => state.itineraryMessages);
export const useItineraryThreadDetails = () =>
  useAssistantStore((state) => state.itineraryThreadDetails);
export const useAssistantActions = () => useAssistantStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const assistantActions = useAssistantStore.getState().actions;
export const getAssistantState = (): AssistantData =>
  dataOf<AssistantData>(useAssistantStore.getState());
