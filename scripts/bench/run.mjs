// The benchmark's measuring half. Runs inside the Firebase emulators (see
// scripts/bench.mjs): seeds the demo data, serves dist/ with the analytics
// collector, runs every measurement in MEASUREMENTS, then writes
// bench-results.json ({key: number}) and prints it with a budget table.
//
//   node scripts/with-emulators.mjs --only auth,firestore,functions -- node scripts/bench/run.mjs
//   node scripts/bench/run.mjs firstPaint     # only the measurements whose name contains "firstPaint"
//
// A measurement is `async (context) => ({ key: number, ... })`; add new ones
// (for example followersQueries:1000 or itineraryOpenMs:360) to MEASUREMENTS.
// The context holds appUrl, distDir, routes, chromiumPath, chromiumArgs and root.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../lib/app-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { formatTable } from './budgets.mjs';
import { measureFirstDayVisible } from './measurements/first-day-visible.mjs';
import { measureBookingImport } from './measurements/booking-import.mjs';
import { measureDays } from './measurements/days.mjs';
import { measureFirstPaint } from './measurements/first-paint.mjs';
import { measureFirestoreShapes } from './measurements/firestore-shapes.mjs';
import { measureItineraryEditor } from './measurements/itinerary-editor.mjs';
import { measureJourneys } from './measurements/journeys.mjs';
import { measureLighthouse } from './measurements/lighthouse.mjs';
import { measurePlanQuality } from './measurements/plan-quality.mjs';
import { measurePlanner } from './measurements/planner.mjs';
import { measureSharedLinks } from './measurements/shared-links.mjs';
import { ROUTES } from './routes.mjs';
import { measureFollowers } from '../../tests/integration/bench-followers.mjs';

export const MEASUREMENTS = [
  { name: 'firstPaint', title: 'JavaScript before the first contentful paint (Chromium)', run: measureFirstPaint },
  { name: 'lighthouse', title: 'Lighthouse mobile performance, median of 3', run: measureLighthouse },
  {
    name: 'sharedLinks',
    title: 'A shared profile or trip link on a slow phone, a return visit: its largest paint (Chromium, median of 3)',
    run: measureSharedLinks,
  },
  { name: 'followers', title: 'Loading 1,000 followers (Firestore emulator)', run: measureFollowers },
  {
    name: 'itineraryEditor',
    title: 'Opening a 30-day, 360-item itinerary in the editor; dragging an item in it; writes per move (Chromium)',
    run: measureItineraryEditor,
  },
  {
    name: 'firestoreShapes',
    title: 'The Firestore SDK alone receiving 360 items: one document each, one per day, one for all (Chromium, median of 5)',
    run: measureFirestoreShapes,
  },
  { name: 'days', title: "A 12-stop day: its legs, times and warnings, and its shortest route (Node, median)", run: measureDays },
  { name: 'planner', title: 'Embedded planner: a 14-day Lisbon plan from the request text (Node, median)', run: measurePlanner },
  {
    name: 'planQuality',
    title: 'Embedded planner: 20 fixed requests across 10 curated cities: named meals, walk per city day (Node)',
    run: measurePlanQuality,
  },
  { name: 'firstDayVisible', title: '"Plan it for me": from the click to the first day on screen in the editor (Chromium, median of 3)', run: measureFirstDayVisible },
  {
    name: 'bookingImport',
    title: 'A 100 KB confirmation e-mail dropped on a trip, to its bookings shown; the import kept out of the editor\'s load (Chromium, median of 5)',
    run: measureBookingImport,
  },
  { name: 'journeys', title: 'Sign-in to /home, and a proposal link opened signed out (Chromium, median of 3)', run: measureJourneys },
];

export const RESULTS_FILE = join(ROOT, 'bench-results.json');

/** Runs a command without blocking this process's event loop. */
function runAsync(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const filter = process.argv[2];
const selected = MEASUREMENTS.filter((m) => !filter || m.name.toLowerCase().includes(filter.toLowerCase()));
const distDir = join(ROOT, 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error('bench: dist/ has no build; run `npm run build` first (or `npm run bench`).');
  process.exit(1);
}
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('bench: no emulators (FIRESTORE_EMULATOR_HOST is unset); run through scripts/with-emulators.mjs or `npm run bench`.');
  process.exit(1);
}

// firebase-admin would otherwise probe the Google Cloud metadata server (an outside request).
// 200 extra public itineraries, so Explore and / are measured with a full index (issue 6).
const seeded = await runAsync(process.execPath, [join(ROOT, 'scripts', 'seed.mjs')], {
  METADATA_SERVER_DETECTION: 'none',
  WAYFARE_SEED_EXPLORE: '200',
});
if (seeded.code !== 0) {
  console.error(`bench: seeding failed:\n${seeded.output}`);
  process.exit(1);
}
console.log(`bench: ${seeded.output.split('\n').find((line) => line.startsWith('Seeded')) ?? 'seeded the demo data.'}`);

// Hosting's rewrites too: a shared profile's page comes from the linkPreview function, with its server first paint.
const app = await startAppServer({ hostingRewrites: true });
const context = { appUrl: app.url, distDir, routes: ROUTES, chromiumPath: ensureChromium(), chromiumArgs: CHROMIUM_ARGS, root: ROOT };
const results = {};
let failure;
try {
  for (const measurement of selected) {
    const began = Date.now();
    console.log(`\n▶ ${measurement.title}`);
    const figures = await measurement.run(context);
    for (const [key, value] of Object.entries(figures)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${measurement.name} gave ${key} = ${value}`);
      results[key] = value;
    }
    console.log(`✔ ${measurement.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
  }
} catch (error) {
  failure = error;
} finally {
  await app.close();
}

if (failure) {
  console.error(`\n✖ bench: measuring failed: ${failure.stack ?? failure}`);
  if (Object.keys(results).length) console.error(`figures measured before the failure: ${JSON.stringify(results)}`);
  process.exit(1);
}

const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(RESULTS_FILE, json);
console.log(`\nbench-results.json:\n${json}`);
console.log(formatTable(results));
console.log('\n(figures are informative: OVER does not fail the run)');
process.exit(0);
