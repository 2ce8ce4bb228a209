import { act, renderHook } from '@testing-library/react';
import {
  getSubscriptionState,
  subscriptionActions,
  useSubscriptionData,
} from '@/stores/use-subscription-store';

describe('subscription store', () => {
  it('starts with no subscription', () => {
    expect(getSubscriptionState()).toEqual({ subscriptionData: null });
  });

  it('holds the loaded subscription', () => {
    const { result } = renderHook(() => useSubscriptionData());
    act(() => subscriptionActions.subscriptionLoaded({ plan: 'pro', status: 'active' }));
    expect(result.current).toEqual({ plan: 'pro', status: 'active' });
  });
});
