import { act, renderHook, waitFor } from '@testing-library/react';
import type { ThreadMessage } from '@/domain/assistant/schema';
import { aThreadMessage } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { assistantActions, getAssistantState, useDefaultMessages, useItineraryMessages } from '@/stores/use-assistant-store';

const starter = { id: 's1', role: 'starter', content: 'Swap days 1 and 2' } as const;

function fakeThreads() {
  const feed = fakeFeed<ThreadMessage[]>();
  return { feed, load: () => Promise.resolve({ subscribeThread: feed.subscribe }) };
}

describe('assistant store', () => {
  it('starts with no starters and no thread open', () => {
    expect(getAssistantState()).toMatchObject({ defaultMessages: [], itineraryMessages: { key: null, status: 'loading' } });
  });

  it('gives components the conversation starters', () => {
    const { result } = renderHook(() => useDefaultMessages());
    act(() => assistantActions.defaultMessagesLoaded([starter]));
    expect(result.current).toEqual([starter]);
  });

  it('opening an itinerary’s thread subscribes to it; new turns show as they arrive', async () => {
    const fake = fakeThreads();
    const { result } = renderHook(() => useItineraryMessages('trip1'));
    act(() => void assistantActions.itineraryThreadOpened('trip1', fake.load));
    await waitFor(() => expect(fake.feed.listening).toBe(1));
    const hello = aThreadMessage({ id: 'u1', role: 'user', text: 'Swap days 1 and 2' });
    act(() => fake.feed.push('trip1', [hello]));
    expect(result.current.data?.map((m) => m.text)).toEqual(['Swap days 1 and 2']);
    act(() => fake.feed.push('trip1', [hello, aThreadMessage({ id: 'r1', role: 'assistant', text: 'Done.', replyTo: 'u1' })]));
    expect(result.current.data?.map((m) => m.text)).toEqual(['Swap days 1 and 2', 'Done.']);
    // Another itinerary's chat never shows this thread.
    expect(renderHook(() => useItineraryMessages('trip2')).result.current.status).toBe('loading');
  });

  it('closing the thread unsubscribes and empties it; the starters stay', async () => {
    const fake = fakeThreads();
    assistantActions.defaultMessagesLoaded([starter]);
    const close = assistantActions.itineraryThreadOpened('trip1', fake.load);
    await vi.waitFor(() => expect(fake.feed.listening).toBe(1));
    fake.feed.push('trip1', [aThreadMessage({ id: 'u1', role: 'user', text: 'Hi' })]);
    close();
    expect(fake.feed.listening).toBe(0);
    expect(getAssistantState()).toMatchObject({ defaultMessages: [starter], itineraryMessages: { key: null, data: undefined } });
  });
});
