import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/** Window: the viewport width, for layout decisions made in code. */
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

export const useWindowWidth = () => useWindowStore((state) => state.width);
export const useWindowActions = () => useWindowStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const windowActions = useWindowStore.getState().actions;
export const getWindowState = (): WindowData => dataOf<WindowData>(useWindowStore.getState());
