import { act, renderHook } from '@testing-library/react';
import {
  assistantActions,
  getAssistantState,
  useItineraryMessages,
} from '@/stores/use-assistant-store';

const hello = { id: 'm1', role: 'user', content: 'Three days in Lisbon' };
const reply = { id: 'm2', role: 'assistant', content: 'Here is a plan' };

describe('assistant store', () => {
  it('starts with no messages and no thread', () => {
    expect(getAssistantState()).toEqual({
      defaultMessages: [],
      itineraryMessages: [],
      itineraryThreadDetails: null,
    });
  });

  it('appends messages to the default conversation', () => {
    assistantActions.defaultMessagesLoaded([hello]);
    assistantActions.defaultMessageAdded(reply);
    expect(getAssistantState().defaultMessages).toEqual([hello, reply]);
  });

  it('loads an itinerary thread, appends to it and empties it on close', () => {
    assistantActions.defaultMessagesLoaded([hello]);
    assistantActions.itineraryThreadLoaded({
      itineraryThreadDetails: { threadId: 'th1' },
      itineraryMessages: [hello],
    });
    assistantActions.itineraryMessageAdded(reply);
    expect(getAssistantState()).toMatchObject({
      itineraryThreadDetails: { threadId: 'th1' },
      itineraryMessages: [hello, reply],
    });
    assistantActions.itineraryThreadClosed();
    expect(getAssistantState()).toEqual({
      defaultMessages: [hello],
      itineraryMessages: [],
      itineraryThreadDetails: null,
    });
  });

  it('gives components the itinerary messages', () => {
    const { result } = renderHook(() => useItineraryMessages());
    act(() => assistantActions.itineraryMessagesLoaded([hello]));
    expect(result.current).toEqual([hello]);
  });
});
