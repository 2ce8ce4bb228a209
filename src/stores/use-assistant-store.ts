import { create } from 'zustand';
import type { ThreadMessage } from '@/domain/assistant/schema';
import type * as AssistantModule from '@/services/firebase/collections/assistant';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { AssistantMessage } from './types';

/**
 * Assistant: the conversation starters shown before a first message, and the
 * open itinerary's thread (live, oldest first). `itineraryThreadOpened`
 * subscribes through the assistant collection module; the last screen to
 * close it empties the thread.
 */
interface AssistantData {
  defaultMessages: AssistantMessage[];
  /** Keyed by the itinerary's id (the spec's `itineraryThreadDetails`: one thread per itinerary). */
  itineraryMessages: LiveSlot<ThreadMessage[]>;
}

/** What the store needs of the assistant collection module. */
type ThreadApi = Pick<typeof AssistantModule, 'subscribeThread'>;

interface AssistantState extends AssistantData {
  actions: {
    defaultMessagesLoaded: (defaultMessages: AssistantMessage[]) => void;
    /** Opens itinerary `itineraryId`'s thread, shared with the screens that have it open; returns the close. */
    itineraryThreadOpened: (itineraryId: string, api: () => Promise<ThreadApi>) => () => void;
  };
}

const initialAssistant = (): AssistantData => ({ defaultMessages: [], itineraryMessages: emptySlot() });

const useAssistantStore = create<AssistantState>()((set, get) => {
  const thread = liveSubscription<ThreadMessage[]>(
    () => get().itineraryMessages,
    (slot) => set({ itineraryMessages: slot }),
  );
  return {
    ...initialAssistant(),
    actions: {
      defaultMessagesLoaded: (defaultMessages) => set({ defaultMessages }),
      itineraryThreadOpened: (itineraryId, api) =>
        thread.open(itineraryId, api, (module, onNext, onError) => module.subscribeThread(itineraryId, onNext, onError)),
    },
  };
});

registerStore('assistant', useAssistantStore, initialAssistant);

export const useDefaultMessages = () => useAssistantStore((state) => state.defaultMessages);
/** Itinerary `itineraryId`'s thread, live (loading while another thread, or none, is open). */
export const useItineraryMessages = (itineraryId: string | null) =>
  useAssistantStore((state) => slotFor(state.itineraryMessages, itineraryId));
export const useAssistantActions = () => useAssistantStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const assistantActions = useAssistantStore.getState().actions;
export const getAssistantState = (): AssistantData =>
  dataOf<AssistantData>(useAssistantStore.getState());
