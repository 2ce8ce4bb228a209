// The built page runs the app's code after its own first paint.
//
// index.html can paint before any code: the first visit's consent banner, and on a shared link the
// server's first paint of the profile (inside #root). With the entry as a module script, the browser
// fetched the code with the page and, the code being there already, ran it and React's first render
// before it painted: the page's own content waited on the app's code. Here the entry is only fetched
// with the page (`modulepreload`, as the chunks it imports already were; all of them at low priority, so
// the stylesheet the first paint needs does not share the network with them), and a small script at the
// end of the body imports them, one chunk per task (the runtime, React DOM, the framework, the entry), so
// that no single long task evaluates them all:
//
// - when the page has such content, once the browser reports the first contentful paint (the frame
//   shown, not only drawn: a browser starting up under load has shown its first frame 2 s after drawing
//   it), or after one frame in a browser that does not report paints;
// - when it has none (a return visit to a client-rendered screen), at once: there is nothing to wait for;
// - in a background tab, which paints nothing, at once (and a waiting page sent to the background starts
//   then).
//
// FRAME_WAIT_MS only guards against a browser that never shows a frame of a visible page. A browser
// without modulepreload (Safari 16, Firefox 114 and older) imports the entry alone, which fetches its
// chunks together; one by one, each would be fetched only when its turn came.

/** The longest a visible page waits for its first frame before starting the app anyway. */
export const FRAME_WAIT_MS = 5000;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built index.html with its entry module started after the first paint. */
export function startEntryAfterFirstPaint(html) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('The built index.html has no entry module script to start after the first paint.');
  if (!html.includes('</body>')) throw new Error('The built index.html has no </body>.');
  const src = entry[1];
  // The chunks the entry imports, each evaluated in a task of its own before the entry.
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]).filter((chunk) => chunk !== src);
  const starter = [
    '<script>',
    '      (function () {',
    '        // The app starts after the page has shown what it has (scripts/lib/entry-after-paint.mjs).',
    '        var started = false;',
    '        var observer = null;',
    "        var preloads = document.createElement('link').relList;",
    "        var staged = preloads && preloads.supports && preloads.supports('modulepreload');",
    `        var modules = staged ? ${JSON.stringify([...chunks, src])} : ${JSON.stringify([src])};`,
    '        function next() {',
    '          var module = modules.shift();',
    '          import(module).then(function () {',
    '            if (modules.length) setTimeout(next, 0);',
    '          });',
    '        }',
    '        function start() {',
    '          if (started) return;',
    '          started = true;',
    '          if (observer) observer.disconnect();',
    "          document.removeEventListener('visibilitychange', startIfHidden);",
    '          next();',
    '        }',
    '        function startIfHidden() {',
    "          if (document.visibilityState === 'hidden') start();",
    '        }',
    "        var banner = document.getElementById('consent-boot');",
    "        var root = document.getElementById('root');",
    '        if (!(banner && !banner.hidden) && !(root && root.firstElementChild)) return start();',
    '        var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;',
    "        if (paints && paints.indexOf('paint') >= 0) {",
    '          observer = new PerformanceObserver(function (list) {',
    "            if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);",
    '          });',
    "          observer.observe({ type: 'paint', buffered: true });",
    '        } else {',
    '          requestAnimationFrame(function () {',
    '            setTimeout(start, 0);',
    '          });',
    '        }',
    "        document.addEventListener('visibilitychange', startIfHidden);",
    `        setTimeout(start, ${FRAME_WAIT_MS});`,
    '        startIfHidden();',
    '      })();',
    '    </script>',
  ].join('\n');
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin fetchpriority="low" href="${src}">`)
    .replace(MODULE_PRELOAD, (_link, chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${chunk}">`)
    .replace('</body>', `  ${starter}\n  </body>`);
}
