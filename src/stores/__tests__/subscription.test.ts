import { act, renderHook, waitFor } from '@testing-library/react';
import type { Subscription } from '@/domain/commerce/schema';
import { aSubscription } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { getSubscriptionState, subscriptionActions, useSubscriptionData } from '@/stores/use-subscription-store';

function fakeCommerce() {
  const feed = fakeFeed<Subscription | null>();
  return { feed, load: () => Promise.resolve({ subscribeSubscription: feed.subscribe }) };
}

describe('subscription store', () => {
  it('starts with no subscription open', () => {
    expect(getSubscriptionState().subscriptionData).toMatchObject({ key: null, status: 'loading' });
  });

  it('opening it subscribes for the user; a cancellation shows as it happens', async () => {
    const fake = fakeCommerce();
    const { result } = renderHook(() => useSubscriptionData('sam'));
    act(() => void subscriptionActions.subscriptionOpened('sam', fake.load));
    await waitFor(() => expect(fake.feed.listening).toBe(1));
    act(() => fake.feed.push('sam', aSubscription({ plan: 'yearly' })));
    expect(result.current).toMatchObject({ status: 'ready', data: { plan: 'yearly', cancelAtPeriodEnd: false } });
    act(() => fake.feed.push('sam', aSubscription({ plan: 'yearly', cancelAtPeriodEnd: true })));
    expect(result.current.data?.cancelAtPeriodEnd).toBe(true);
    expect(renderHook(() => useSubscriptionData('someone-else')).result.current.status).toBe('loading');
  });

  it('closing it unsubscribes and empties the store', async () => {
    const fake = fakeCommerce();
    const close = subscriptionActions.subscriptionOpened('sam', fake.load);
    await vi.waitFor(() => expect(fake.feed.listening).toBe(1));
    fake.feed.push('sam', null);
    expect(getSubscriptionState().subscriptionData).toMatchObject({ status: 'ready', data: null });
    close();
    expect(fake.feed.listening).toBe(0);
    expect(getSubscriptionState().subscriptionData.key).toBeNull();
  });
});
