import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/** Window: the viewport width, kept up to date on resize, for layout decisions made in code. */
interface WindowData {
  width: number;
}

interface WindowState extends WindowData {
  actions: {
    widthChanged: (width: number) => void;
  };
}

const FALLBACK_WIDTH = 1280;

const initialWindow = (): WindowData => ({
  width: typeof window === 'undefined' ? FALLBACK_WIDTH : window.innerWidth,
});

const useWindowStore = create<WindowState>()((set) => ({
  ...initialWindow(),
  actions: {
    widthChanged: (width) => set({ width }),
  },
}));

registerStore('window', useWindowStore, initialWindow);

/** For code outside React (the resize listener, tests). */
export const windowActions = useWindowStore.getState().actions;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => windowActions.widthChanged(window.innerWidth), { passive: true });
}

/** Whether the viewport is at most `maxWidth` pixels wide (re-renders only when that answer changes). */
export const useIsNarrowerThan = (maxWidth: number) => useWindowStore((state) => state.width <= maxWidth);
export const getWindowState = (): WindowData => dataOf<WindowData>(useWindowStore.getState());
