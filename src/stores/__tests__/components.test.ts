import { act, renderHook } from '@testing-library/react';
import {
  componentsActions,
  getComponentsState,
  useCollapsedBlock,
  useComponent,
} from '@/stores/use-components-store';

const day1 = { id: 'c1', type: 'day', title: 'Day 1', collapsed: false };
const day2 = { id: 'c2', type: 'day', title: 'Day 2', collapsed: false };

describe('components store', () => {
  it('starts with no components and block index 1', () => {
    expect(getComponentsState()).toEqual({
      components: [],
      collapsedBlockId: null,
      collapsedBlockIndex: 1,
      pois: [],
    });
  });

  it('merges an update into the component with that id only', () => {
    componentsActions.componentsLoaded([day1, day2]);
    const untouched = getComponentsState().components[1];
    componentsActions.componentUpdated('c1', { title: 'Arrival' });
    const { components } = getComponentsState();
    expect(components).toEqual([{ ...day1, title: 'Arrival' }, day2]);
    expect(components[1]).toBe(untouched);
  });

  it('ignores an update for an unknown id', () => {
    componentsActions.componentsLoaded([day1, day2]);
    const before = getComponentsState().components;
    componentsActions.componentUpdated('nope', { title: 'Ghost' });
    expect(getComponentsState().components).toBe(before);
    expect(getComponentsState().components).toEqual([day1, day2]);
  });

  it('keeps the id of a record even if the fields carry another one', () => {
    componentsActions.componentsLoaded([day1]);
    componentsActions.componentUpdated('c1', { id: 'c9', title: 'Arrival' });
    expect(getComponentsState().components).toEqual([{ ...day1, title: 'Arrival' }]);
  });

  it('adds, replaces and removes components by id', () => {
    componentsActions.componentAdded(day1);
    componentsActions.componentAdded(day2);
    componentsActions.componentAdded({ id: 'c1', type: 'note' });
    expect(getComponentsState().components).toEqual([{ id: 'c1', type: 'note' }, day2]);
    componentsActions.componentRemoved('c1');
    expect(getComponentsState().components).toEqual([day2]);
  });

  it('remembers the collapsed block and clears everything', () => {
    componentsActions.componentsLoaded([day1]);
    componentsActions.poisLoaded([{ id: 'poi1' }]);
    componentsActions.blockCollapsed('c1', 3);
    expect(getComponentsState()).toMatchObject({ collapsedBlockId: 'c1', collapsedBlockIndex: 3 });
    componentsActions.componentsCleared();
    expect(getComponentsState()).toEqual({
      components: [],
      collapsedBlockId: null,
      collapsedBlockIndex: 1,
      pois: [],
    });
  });

  it('gives components the collapsed block and one component by id', () => {
    const block = renderHook(() => useCollapsedBlock());
    const component = renderHook(() => useComponent('c2'));
    expect(block.result.current).toEqual({ collapsedBlockId: null, collapsedBlockIndex: 1 });
    act(() => {
      componentsActions.componentsLoaded([day1, day2]);
      componentsActions.blockCollapsed('c2', 2);
    });
    expect(block.result.current).toEqual({ collapsedBlockId: 'c2', collapsedBlockIndex: 2 });
    expect(component.result.current).toEqual(day2);
  });
});
