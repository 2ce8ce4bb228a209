import { act, renderHook } from '@testing-library/react';
import { componentsActions, getComponentsState, useIsBlockCollapsed } from '@/stores/use-components-store';

describe('components store', () => {
  it('starts with every block expanded', () => {
    expect(getComponentsState()).toEqual({ components: [] });
  });

  it('toggles one block, leaving the others as they are', () => {
    const day1 = renderHook(() => useIsBlockCollapsed('day-1'));
    const day2 = renderHook(() => useIsBlockCollapsed('day-2'));
    act(() => componentsActions.blockToggled('day-1'));
    expect(day1.result.current).toBe(true);
    expect(day2.result.current).toBe(false);
    act(() => componentsActions.blockToggled('day-1'));
    expect(day1.result.current).toBe(false);
  });

  it('collapses or expands several blocks at once, and clears them all', () => {
    componentsActions.blockToggled('day-2');
    componentsActions.blocksSetCollapsed(['day-1', 'day-2', 'ideas'], true);
    expect(getComponentsState().components).toEqual([
      { id: 'day-2', collapsed: true },
      { id: 'day-1', collapsed: true },
      { id: 'ideas', collapsed: true },
    ]);
    componentsActions.blocksSetCollapsed(['day-2'], false);
    expect(getComponentsState().components[0]).toEqual({ id: 'day-2', collapsed: false });
    componentsActions.componentsCleared();
    expect(getComponentsState()).toEqual({ components: [] });
  });
});
