// firestoreShapes: what the Firestore SDK alone costs the main thread to
// receive the big trip's 360 items (itinerary-editor.mjs's items), in three
// shapes of stored data, with the app's persistent multi-tab cache and with
// the memory cache. Not a budget: it is the evidence for the data-model
// decision in docs/performance.md ("Opening the 360-item trip").
//
// A page with only the SDK (pages/firestore-shapes.mjs, bundled here with
// Vite) listens, in a fresh browser context each time, to:
//   items: 360 documents (today's model, itineraries/{id}/items/{itemId});
//   days:  30 documents, one per day, its items in a map by id;
//   one:   one document holding all 360 items.
// The figure is the page's script time (Chrome's ScriptDuration, thread ticks)
// from the call until 1.5 s after the server's answer was read; the median of
// RUNS. The data is written with firebase-admin to a project of its own
// (demo-shapes), whose rules the emulator is given to allow everything: the
// app's project and its rules are not touched.
/* global window */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminDb, setAll } from '../admin.mjs';
import { median } from '../browser.mjs';
import { bigTripItems } from './itinerary-editor.mjs';

const PROJECT = 'demo-shapes';
const RUNS = 5;
const SHAPES = ['items', 'days', 'one'];
const QUIET_MS = 1500;

async function writeShapes(emulator, root) {
  // The project's own rules: open, for this measurement's data only.
  const rules = 'rules_version = \'2\';\nservice cloud.firestore { match /databases/{db}/documents { match /{path=**} { allow read, write: if true; } } }';
  const response = await fetch(`http://${emulator}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`the emulator refused the measurement's rules: ${response.status}`);
  const db = await adminDb('bench-shapes', PROJECT);
  const stamped = (await bigTripItems(root)).map((item) => ({ ...item, createdAt: new Date(0), updatedAt: new Date(0) }));
  const writes = stamped.map((item) => [`shapes/items/items/${item.id}`, item]);
  const days = new Map();
  for (const item of stamped) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  for (const [day, items] of days) writes.push([`shapes/days/days/${day}`, { day, items: Object.fromEntries(items.map((item) => [item.id, item])) }]);
  writes.push(['shapes/one', { items: Object.fromEntries(stamped.map((item) => [item.id, item])) }]);
  await setAll(db, writes);
  return JSON.stringify(stamped).length;
}

async function buildPage(root) {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'wayfare-shapes-'));
  const outDir = join(dir, 'out');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: {
      outDir,
      target: 'es2022',
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: join(root, 'scripts/bench/pages/firestore-shapes.mjs'), output: { entryFileNames: 'page.js' } },
    },
  });
  return { dir, outDir };
}

function serve(outDir) {
  const html = '<!doctype html><html lang="en"><title>Firestore shapes</title><body><script type="module" src="/page.js"></script></body></html>';
  const server = createServer((request, response) => {
    if (request.url.startsWith('/page.js')) {
      response.setHeader('content-type', 'text/javascript');
      response.end(readFileSync(join(outDir, 'page.js')));
    } else if (request.url === '/' || request.url.startsWith('/?')) {
      response.setHeader('content-type', 'text/html');
      response.end(html);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function openOnce(browser, url, shape) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(url);
    await page.waitForFunction(() => window.shapesReady === true, null, { timeout: 30_000 });
    await page.waitForTimeout(500);
    const scriptMs = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value * 1000;
    const before = await scriptMs();
    const count = await page.evaluate((name) => window.openShape(name), shape);
    if (count !== 360) throw new Error(`the ${shape} shape gave ${count} items, not 360`);
    await page.waitForTimeout(QUIET_MS);
    return (await scriptMs()) - before;
  } finally {
    await context.close();
  }
}

export async function measureFirestoreShapes({ root, chromiumPath, chromiumArgs }) {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside the emulators (scripts/with-emulators.mjs)');
  const bytes = await writeShapes(emulator, root);
  const { dir, outDir } = await buildPage(root);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = {};
  try {
    const base = `http://127.0.0.1:${server.address().port}/?project=${PROJECT}&emulator=${emulator}`;
    const samples = {};
    // Runs interleaved, so a slow moment of the machine falls on every shape alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const cache of ['persistent', 'memory']) {
        for (const shape of SHAPES) {
          (samples[`${cache}/${shape}`] ??= []).push(await openOnce(browser, `${base}&cache=${cache}`, shape));
        }
      }
    }
    console.log(`  the 360 items: ${(bytes / 1024).toFixed(0)} KiB as JSON; script time from listening to 1.5 s after the answer, median of ${RUNS}:`);
    for (const [key, values] of Object.entries(samples)) {
      const [cache, shape] = key.split('/');
      console.log(`    ${cache.padEnd(10)} ${shape.padEnd(5)} ${String(Math.round(median(values))).padStart(4)} ms   (runs ${values.map(Math.round).join(', ')})`);
      if (cache === 'persistent') results[`firestoreOpenMs:${shape}`] = Math.round(median(values));
    }
    results['firestoreOpenMs:items-memory'] = Math.round(median(samples['memory/items']));
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
