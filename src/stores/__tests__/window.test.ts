import { act, renderHook } from '@testing-library/react';
import { resetAllStores } from '@/stores/registry';
import { getWindowState, useWindowWidth, windowActions } from '@/stores/use-window-store';

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

  it('follows width changes', () => {
    const { result } = renderHook(() => useWindowWidth());
    act(() => windowActions.widthChanged(640));
    expect(result.current).toBe(640);
  });
});
