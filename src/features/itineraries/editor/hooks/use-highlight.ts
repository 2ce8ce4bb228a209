/**
 * Which item is highlighted (hovered or focused in the list or on the map).
 * Each row subscribes to whether it is the one, so a highlight re-renders two
 * rows, not the whole plan.
 */
import { create } from 'zustand';

interface HighlightState {
  highlightedId: string | null;
  actions: { highlighted: (id: string | null) => void };
}

const useHighlightStore = create<HighlightState>()((set) => ({
  highlightedId: null,
  actions: { highlighted: (highlightedId) => set({ highlightedId }) },
}));

export const useHighlightedId = () => useHighlightStore((state) => state.highlightedId);
export const useIsHighlighted = (id: string) => useHighlightStore((state) => state.highlightedId === id);
export const highlightActions = useHighlightStore.getState().actions;
