import { describe, expect, it } from 'vitest';
import { FRAME_WAIT_MS, startEntryAfterFirstPaint } from '../entry-after-paint.mjs';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Wayfare</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-ghi.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const html = startEntryAfterFirstPaint(BUILT);

/**
 * Runs the page's starter script against a stand-in browser: `shows` is what the page has to paint
 * ('banner', 'server' for a shared link's server paint in #root, or nothing); `paints` whether the
 * browser reports paint timings.
 */
function runStarter({ visibilityState = 'visible', shows = 'banner', paints = true, modulePreload = true } = {}) {
  const starter = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
  const browser = { imported: [], frames: [], timers: [], listeners: new Map(), observers: [], visibilityState };
  const document = {
    get visibilityState() {
      return browser.visibilityState;
    },
    getElementById: (id) => {
      if (id === 'consent-boot') return shows === 'banner' ? { hidden: false } : null;
      if (id === 'root') return { firstElementChild: shows === 'server' ? {} : null };
      return null;
    },
    createElement: () => ({ relList: { supports: (token) => modulePreload && token === 'modulepreload' } }),
    addEventListener: (type, listener) => browser.listeners.set(type, listener),
    removeEventListener: (type, listener) => {
      if (browser.listeners.get(type) === listener) browser.listeners.delete(type);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback) {
      this.callback = callback;
      this.disconnected = false;
      browser.observers.push(this);
    }
    observe(options) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  browser.paint = (name) => {
    for (const observer of browser.observers) {
      if (!observer.disconnected) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  browser.runTimers = (ms) => {
    const due = browser.timers.filter((each) => each.ms === ms);
    browser.timers = browser.timers.filter((each) => each.ms !== ms);
    for (const timer of due) timer.callback();
  };
  const window = { PerformanceObserver };
  // The starter is a classic script: `import(...)` is its only module syntax, swapped for a spy here.
  const run = new Function(
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'document',
    'importModule',
    starter.replace('import(', 'importModule('),
  );
  run(
    window,
    PerformanceObserver,
    (callback) => browser.frames.push(callback),
    (callback, ms) => browser.timers.push({ callback, ms }),
    document,
    (src) => {
      browser.imported.push(src);
      return Promise.resolve();
    },
  );
  return browser;
}

/** What has been imported once the app has started: its first chunk (the others follow, a task apart). */
const STARTED = ['/assets/react-dom-ghi.js'];
const ENTRY = '/assets/index-abc.js';

describe('startEntryAfterFirstPaint', () => {
  it('fetches the entry and its chunks with the page, after its stylesheet, but does not run them there', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      [
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-abc.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-dom-ghi.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework-def.js">',
      ].join('\n    '),
    );
  });

  it('evaluates each chunk in a task of its own, in order, the entry last', async () => {
    const browser = runStarter({ shows: null });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    expect(browser.imported).toEqual(['/assets/react-dom-ghi.js']);
    await settle();
    expect(browser.imported).toHaveLength(1);
    browser.runTimers(0);
    expect(browser.imported).toEqual(['/assets/react-dom-ghi.js', '/assets/framework-def.js']);
    await settle();
    browser.runTimers(0);
    expect(browser.imported).toEqual(['/assets/react-dom-ghi.js', '/assets/framework-def.js', ENTRY]);
  });

  it.each(['banner', 'server'])('with the %s on the page, imports the entry once, after its first paint is reported', (shows) => {
    const browser = runStarter({ shows });
    expect(browser.observers[0].options).toEqual({ type: 'paint', buffered: true });
    browser.paint('first-paint');
    browser.runTimers(0);
    expect(browser.imported).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.imported).toEqual([]);
    browser.runTimers(0);
    expect(browser.imported).toEqual(STARTED);
    browser.runTimers(FRAME_WAIT_MS);
    expect(browser.imported).toEqual(STARTED);
    expect(browser.observers[0].disconnected).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it('imports the entry alone, which fetches its chunks together, where the browser cannot preload modules', () => {
    expect(runStarter({ shows: null, modulePreload: false }).imported).toEqual([ENTRY]);
  });

  it('with nothing to paint before the app (a return visit), imports the entry at once', () => {
    expect(runStarter({ shows: null }).imported).toEqual(STARTED);
  });

  it('waits one frame in a browser that reports no paints', () => {
    const browser = runStarter({ paints: false });
    expect(browser.observers).toEqual([]);
    browser.frames[0]();
    expect(browser.imported).toEqual([]);
    browser.runTimers(0);
    expect(browser.imported).toEqual(STARTED);
  });

  it('starts at once in a background tab, and when a waiting page goes to the background', () => {
    expect(runStarter({ visibilityState: 'hidden' }).imported).toEqual(STARTED);
    const browser = runStarter();
    browser.visibilityState = 'hidden';
    browser.listeners.get('visibilitychange')();
    expect(browser.imported).toEqual(STARTED);
  });

  it('starts after FRAME_WAIT_MS when a visible page never shows a frame', () => {
    const browser = runStarter();
    browser.runTimers(FRAME_WAIT_MS);
    expect(browser.imported).toEqual(STARTED);
  });

  it('stops the build when the page has no entry script', () => {
    expect(() => startEntryAfterFirstPaint('<html><body></body></html>')).toThrow(/no entry module script/);
  });
});
