/**
 * jsdom has no IntersectionObserver. `observeScrolling()` puts in one that
 * reports only what a test says it scrolled to: `scrollTo(section)` tells
 * every observer watching that element that it crossed into view.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watcher {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
}

export function observeScrolling(): { scrollTo: (section: Element) => void } {
  const watchers = new Set<Watcher>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly watcher: Watcher;
      constructor(callback: IntersectionObserverCallback) {
        this.watcher = { callback, targets: new Set() };
        watchers.add(this.watcher);
      }
      observe(target: Element) {
        this.watcher.targets.add(target);
      }
      unobserve(target: Element) {
        this.watcher.targets.delete(target);
      }
      disconnect() {
        this.watcher.targets.clear();
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    scrollTo(section) {
      for (const { callback, targets } of watchers) {
        if (targets.has(section)) act(() => callback([{ target: section, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      }
    },
  };
}
