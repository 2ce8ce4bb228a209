import { act, renderHook } from '@testing-library/react';
import { discoveryActions, getDiscoveryState, useDiscoveryList } from '@/stores/use-discovery-store';

describe('discovery store', () => {
  it('starts with an empty list', () => {
    expect(getDiscoveryState()).toEqual({ discoveryList: [] });
  });

  it('holds the loaded list', () => {
    const { result } = renderHook(() => useDiscoveryList());
    act(() => discoveryActions.discoveryListLoaded([{ id: 'd1', title: 'Azores', destinations: ['Azores'], days: 5 }]));
    expect(result.current).toEqual([{ id: 'd1', title: 'Azores', destinations: ['Azores'], days: 5 }]);
  });
});
