import { act, renderHook } from '@testing-library/react';
import { resetAllStores } from '@/stores/registry';
import { getWindowState, useIsNarrowerThan } from '@/stores/use-window-store';

describe('window store', () => {
  it('starts at the window width', () => {
    expect(getWindowState()).toEqual({ width: window.innerWidth });
  });

  it('reads the window width again when reset', () => {
    const original = window.innerWidth;
    try {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
      resetAllStores();
      expect(getWindowState().width).toBe(375);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
    }
  });

  it('follows the window as it is resized, and tells a screen whether it is narrow', () => {
    const original = window.innerWidth;
    const { result } = renderHook(() => useIsNarrowerThan(760));
    try {
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(getWindowState().width).toBe(1200);
      expect(result.current).toBe(false);
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(getWindowState().width).toBe(375);
      expect(result.current).toBe(true);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
    }
  });
});
