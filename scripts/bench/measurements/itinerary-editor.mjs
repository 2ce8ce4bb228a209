/* global requestAnimationFrame */
// itineraryOpenMs:360 and writesPerMove: the itinerary editor with a large trip.
//
// Writes a 30-day itinerary of 360 items (12 a day, real Lisbon places with
// their coordinates) for the demo user Ana with firebase-admin, signs in as
// Ana in Chromium, opens /organize (her trips) and then the big trip from
// there, as a person does. The figure is the main thread's JavaScript time
// (Chrome's ScriptDuration, from the Performance domain) from the click until
// the page is quiet again (4 s; on a busy machine, until the last day is shown
// and 1.5 s more): the itinerary and its 360 items arriving over
// Firestore, the plan's first render and the map with its markers. Three
// runs, each in a fresh browser context; the median is reported.
//
// A fourth, profiled open prints where the time went (the Firestore SDK and
// its local cache, the map, the editor, React), which the figure alone hides.
// With BENCH_PROFILE=<file.cpuprofile> the whole profile is kept (open it in
// Chromium's DevTools, Performance panel; the build's source maps name the
// functions).
//
// dragFrameMs:360: in the second run, once the plan is open, the first item of
// day 1 is dragged by its handle with the mouse, 8 px a frame for 70 frames
// (down through day 1, the list scrolling at the window's edge), then the drag
// is cancelled with Escape (nothing is written). Each frame's main-thread
// script time (ScriptDuration around one pointer move and the two animation
// frames after it) is one sample; the figure is the 95th percentile. The
// pick-up (the first move past the 4 px threshold) is printed apart.
//
// Then one item is moved with the editor's own "Move down" action, and the
// documents whose update time changed are counted (the itinerary and all its
// items, read with firebase-admin before and after): writesPerMove.
//
// In that last run the calls to the routes function are counted: from the
// click that opens the trip until the page is quiet (routeRequestsOpen:360:
// 30 days of 11 legs go in calls of at most 150 legs), and for the move
// (routeRequestsPerEdit: only the changed day's run is asked again, in one call).
//
// The trip is removed afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminDb, benchTrip, setAll } from '../admin.mjs';
import { signIn } from '../browser.mjs';

const DAYS = 30;
const PER_DAY = 12;
const RUNS = 3;
const ANA = 'anaRibeiro01';
const QUIET_MS = 1500;
const DRAG_FRAMES = 70;
const DRAG_STEP_PX = 8;

/**
 * The big trip's 360 items (12 a day for 30 days, real Lisbon places), without
 * their time stamps: the same items firestore-shapes.mjs stores in other shapes.
 */
export async function bigTripItems(root) {
  const { generateNKeysBetween } = await import('fractional-indexing');
  const lisbon = JSON.parse(readFileSync(join(root, 'src/data/places/cities/lisbon.json'), 'utf8'));
  const orders = generateNKeysBetween(null, null, PER_DAY);
  const items = [];
  for (let n = 0; n < DAYS * PER_DAY; n += 1) {
    const place = lisbon.places[n % lisbon.places.length];
    const hour = String(8 + (n % PER_DAY)).padStart(2, '0');
    items.push({
      id: `b${String(n).padStart(4, '0')}x`,
      day: Math.floor(n / PER_DAY) + 1,
      order: orders[n % PER_DAY],
      type: place.category === 'food' ? 'restaurant' : 'attraction',
      title: place.name,
      place: { name: place.name, address: null, geocode: place.geocode, category: place.category, source: place.source },
      startTime: `${hour}:00`,
      endTime: `${hour}:45`,
      timeZone: 'Europe/Lisbon',
      notes: n % 3 === 0 ? place.description : null,
      cost: n % 4 === 0 ? { amount: 1200, currency: 'EUR' } : null,
    });
  }
  return items;
}

async function writeBigTrip(db, root) {
  const { FieldValue } = await import('firebase-admin/firestore');
  const lisbon = JSON.parse(readFileSync(join(root, 'src/data/places/cities/lisbon.json'), 'utf8'));
  const id = `bench-open-${Date.now().toString(36)}`;
  const writes = [];
  writes.push([`itineraries/${id}`, {
    ...benchTrip(ANA, {
      title: 'Thirty days around Lisbon',
      description: 'A long plan for the benchmark.',
      period: { start: '2027-03-01', end: '2027-03-30' },
      days: DAYS,
      geocode: lisbon.geocode,
    }),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  }]);
  for (const item of await bigTripItems(root)) {
    writes.push([`itineraries/${id}/items/${item.id}`, {
      ...item,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    }]);
  }
  await setAll(db, writes);
  return id;
}

async function removeTrip(db, id) {
  const items = await db.collection(`itineraries/${id}/items`).get();
  for (let start = 0; start < items.docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of items.docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
  await db.doc(`itineraries/${id}`).delete();
}

async function updateTimes(db, id) {
  const times = new Map();
  const doc = await db.doc(`itineraries/${id}`).get();
  times.set(doc.ref.path, doc.updateTime?.toMillis());
  const items = await db.collection(`itineraries/${id}/items`).get();
  for (const item of items.docs) times.set(item.ref.path, item.updateTime?.toMillis());
  return times;
}

/** Chrome's running totals, in seconds: the main thread's script time, and all of its tasks' time. */
async function threadSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { script: value('ScriptDuration'), tasks: value('TaskDuration') };
}

async function scriptSeconds(cdp) {
  return (await threadSeconds(cdp)).script;
}

/** Where the main thread's time went while opening (CPU profile self time, by script): printed, not a figure. */
function breakdown(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    const file = frame.url.replace(/^.*\//, '');
    let group = 'other scripts';
    if (frame.functionName === '(garbage collector)') group = 'garbage collection';
    else if (file === '') group = 'browser APIs called by scripts (IndexedDB, DOM)';
    else if (/^index\.esm/.test(file)) group = 'Firebase SDK (Firestore: listening, local cache)';
    else if (/^itinerary-map/.test(file)) group = 'map (Leaflet, markers)';
    else if (/^organize/.test(file)) group = 'editor screen (organize chunk)';
    else if (/^index-/.test(file)) group = 'React and the app shell (entry chunk)';
    groups.set(group, (groups.get(group) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...groups].sort((a, b) => b[1] - a[1]).map(([group, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${group}`).join('\n');
}

/** The functions with the most self time in a CPU profile, for BENCH_DRAG_PROFILE=1. */
function topFunctions(profile, count = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${key}`).join('\n');
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Drags day 1's first item down by pointer, one move a frame, and returns each frame's script time (ms). */
async function dragFrames(page, cdp) {
  const day1 = page.getByRole('region', { name: /^Day 1 ·/ });
  const title = await day1.locator('li.plan-item .plan-item__title').first().innerText();
  const handle = day1.getByRole('button', { name: `Drag to move ${title}` });
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the first item of day 1 has no drag handle on screen');
  const x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Each frame's script time (the figure), and all of the main thread's work in it (style, layout and paint
  // too: printed, so a cost moved out of scripts into layout shows).
  const tasks = [];
  const timed = async (action) => {
    const before = await threadSeconds(cdp);
    await action();
    await frame();
    const after = await threadSeconds(cdp);
    tasks.push((after.tasks - before.tasks) * 1000);
    return (after.script - before.script) * 1000;
  };
  await page.mouse.move(x, y);
  await page.mouse.down();
  y += 6;
  const pickUp = await timed(() => page.mouse.move(x, y));
  const profiling = Boolean(process.env.BENCH_DRAG_PROFILE);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const samples = [];
  for (let i = 0; i < DRAG_FRAMES; i += 1) {
    y += DRAG_STEP_PX;
    samples.push(await timed(() => page.mouse.move(x, y)));
  }
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`  where the drag's moves spent their time (self time, by function):\n${topFunctions(profile)}`);
    // BENCH_DRAG_PROFILE=<file.cpuprofile> also keeps the whole profile.
    if (process.env.BENCH_DRAG_PROFILE.endsWith('.cpuprofile')) writeFileSync(process.env.BENCH_DRAG_PROFILE, JSON.stringify(profile));
  }
  const lifted = await page.locator('.plan-drag-ghost').count();
  // Where the drag has got to (the window scrolls at its edge, so it crosses days), to read the figure by.
  const reached = await page.evaluate(() => globalThis.document.querySelector('[data-drop]')?.closest('[data-container]')?.getAttribute('data-container') ?? null);
  // BENCH_DRAG_SHOT=<file.png>: a screenshot of the page at the end of the drag, before it is cancelled.
  if (process.env.BENCH_DRAG_SHOT) await page.screenshot({ path: process.env.BENCH_DRAG_SHOT });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  if (lifted === 0) throw new Error('the drag did not pick the item up');
  return { pickUp, samples, reached, tasks: tasks.slice(1) };
}

async function openOnce(browser, appUrl, id, { move, drag = false, profile = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, appUrl, '/organize');
    const link = page.getByRole('link', { name: 'Thirty days around Lisbon' });
    await link.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(QUIET_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // Calls to the routes function (the way between stops): at the open, and for the move below.
    let routeCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/routes')) routeCalls += 1;
    });
    const before = await scriptSeconds(cdp);
    await link.click();
    // Nothing polls the page while it works: wait, then check what it shows. On a busy machine the plan can
    // take longer than that: then wait for its last day, and for the page to be quiet again.
    await page.waitForTimeout(4000);
    const lastDay = page.getByRole('region', { name: new RegExp(`^Day ${DAYS}`) });
    if ((await lastDay.count()) === 0) {
      await lastDay.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(QUIET_MS);
    }
    const after = await scriptSeconds(cdp);
    if (profile) {
      const recorded = (await cdp.send('Profiler.stop')).profile;
      console.log(`  where one profiled open spent its time:\n${breakdown(recorded)}`);
      // BENCH_PROFILE=<file.cpuprofile> keeps the whole profile (opens in Chromium's DevTools).
      if (process.env.BENCH_PROFILE) writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(recorded));
    }
    const day30 = await page.getByRole('region', { name: /^Day 30/ }).count();
    const firstDayRows = await page.getByRole('region', { name: /^Day 1 ·/ }).locator('li.plan-item').count();
    const markers = await page.locator('.map-marker').count();
    if (day30 !== 1 || firstDayRows !== PER_DAY) {
      throw new Error(`the editor did not show the plan (day 30: ${day30}, day 1 rows: ${firstDayRows})`);
    }
    const ms = Math.round((after - before) * 1000);
    const dragged = drag ? await dragFrames(page, cdp) : null;
    let writes = null;
    let routeCallsOpen = null;
    let routeCallsMove = null;
    if (move) {
      const db = await adminDb('bench-editor');
      await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(QUIET_MS);
      routeCallsOpen = routeCalls;
      routeCalls = 0;
      const beforeTimes = await updateTimes(db, id);
      const day1 = page.getByRole('region', { name: /^Day 1 ·/ });
      const firstTitle = await day1.locator('li.plan-item .plan-item__title').first().innerText();
      await day1.getByRole('button', { name: `Actions for ${firstTitle}` }).first().click();
      await page.getByRole('button', { name: 'Move down' }).click();
      await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1000);
      const afterTimes = await updateTimes(db, id);
      writes = [...afterTimes].filter(([path, time]) => beforeTimes.get(path) !== time).length;
      routeCallsMove = routeCalls;
    }
    return { ms, markers, writes, dragged, routeCallsOpen, routeCallsMove };
  } finally {
    await context.close();
  }
}

export async function measureItineraryEditor({ appUrl, chromiumPath, chromiumArgs, root }) {
  const db = await adminDb('bench-editor');
  const id = await writeBigTrip(db, root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const runs = [];
    let writes = null;
    let routeCalls = { open: NaN, move: NaN };
    let dragged = null;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await openOnce(browser, appUrl, id, { move: run === RUNS - 1, drag: run === 1 });
      runs.push(result.ms);
      if (result.writes !== null) writes = result.writes;
      if (result.routeCallsMove !== null) routeCalls = { open: result.routeCallsOpen, move: result.routeCallsMove };
      if (result.dragged) dragged = result.dragged;
      console.log(`  run ${run + 1}: ${result.ms} ms of scripting, ${result.markers} markers on the map`);
    }
    const frames = dragged.samples;
    if (process.env.BENCH_DRAG_PROFILE) console.log(`  each frame (ms): ${frames.map((value) => value.toFixed(0)).join(' ')}`);
    const ms1 = (value) => value.toFixed(1);
    console.log(
      `  dragging (${frames.length} frames): median ${ms1(percentile(frames, 50))} ms, 95th percentile ${ms1(percentile(frames, 95))} ms, ` +
        `worst ${ms1(Math.max(...frames))} ms of scripting a frame; the pick-up took ${ms1(dragged.pickUp)} ms; ` +
        `all main-thread work a frame: median ${ms1(percentile(dragged.tasks, 50))} ms, 95th percentile ${ms1(percentile(dragged.tasks, 95))} ms; ` +
        `the drag ended over ${dragged.reached ?? 'nothing'}`,
    );
    await openOnce(browser, appUrl, id, { move: false, profile: true });
    const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    console.log(`  itineraryOpenMs:360 median ${median} ms; writesPerMove ${writes}; calls to the routes function: ${routeCalls.open} to open, ${routeCalls.move} for the move`);
    return {
      'itineraryOpenMs:360': median,
      'dragFrameMs:360': Math.round(percentile(frames, 95) * 10) / 10,
      writesPerMove: writes ?? NaN,
      'routeRequestsOpen:360': routeCalls.open,
      routeRequestsPerEdit: routeCalls.move,
    };
  } finally {
    await browser.close();
    await removeTrip(db, id);
  }
}
