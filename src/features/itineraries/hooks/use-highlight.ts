/**
 * What is highlighted (hovered or focused in the list or on the map): an item,
 * and a leg between two stops (by its `legKey`). The plan and the map read and
 * write the same state, in the editor and on the trip page alike. Each row
 * subscribes to whether it is the one, so a highlight re-renders two rows,
 * not the whole plan.
 */
import { useEffect } from 'react';
import { create } from 'zustand';

interface HighlightState {
  highlightedId: string | null;
  /** `legKey(fromId, toId)` of the highlighted leg. */
  highlightedLeg: string | null;
  actions: {
    highlighted: (id: string | null) => void;
    legHighlighted: (key: string | null) => void;
  };
}

const useHighlightStore = create<HighlightState>()((set) => ({
  highlightedId: null,
  highlightedLeg: null,
  actions: {
    highlighted: (highlightedId) => set({ highlightedId }),
    legHighlighted: (highlightedLeg) => set({ highlightedLeg }),
  },
}));

export const useHighlightedId = () => useHighlightStore((state) => state.highlightedId);
export const useIsHighlighted = (id: string) => useHighlightStore((state) => state.highlightedId === id);
export const useHighlightedLeg = () => useHighlightStore((state) => state.highlightedLeg);
/** Whether leg `key` is the highlighted one: for the plan's rows between two stops. */
export const useIsLegHighlighted = (key: string) => useHighlightStore((state) => state.highlightedLeg === key);
export const highlightActions = useHighlightStore.getState().actions;

/** A screen that shows a plan and its map: nothing is highlighted when it opens or after it closes. */
export function useHighlightOnScreen(): void {
  useEffect(() => {
    const clear = () => {
      highlightActions.highlighted(null);
      highlightActions.legHighlighted(null);
    };
    clear();
    return clear;
  }, []);
}
