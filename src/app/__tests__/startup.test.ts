import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/**
 * startup.ts afresh (its first-screen signal is module state) on a page whose own content was already
 * painted (the consent banner) when the layout rendered.
 */
async function freshStartup() {
  vi.resetModules();
  vi.useFakeTimers();
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' ? ([{ name }] as unknown as PerformanceEntryList) : [],
  );
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const startup = await import('../startup');
  let shown = false;
  void startup.layoutPainted().then(() => {
    shown = true;
  });
  startup.markFirstScreenShown();
  const flush = () => vi.advanceTimersByTimeAsync(0);
  await flush();
  return { frames, flush, isShown: () => shown };
}

describe('layoutPainted', () => {
  it('after the page painted content of its own (the consent banner), waits for a frame that shows the layout', async () => {
    const { frames, flush, isShown } = await freshStartup();
    expect(isShown()).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(isShown()).toBe(false);
    await flush();
    expect(isShown()).toBe(true);
  });

  it('in a tab that paints nothing, gives up waiting after 250 ms', async () => {
    const { isShown } = await freshStartup();
    await vi.advanceTimersByTimeAsync(249);
    expect(isShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isShown()).toBe(true);
  });
});
