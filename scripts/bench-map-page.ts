// The map page in a real browser with thousands of dogs in view (part of `npm run bench`).
// Seeds a throwaway embedded database with the demo world plus DOGS synthetic dogs, all
// inside the map's first view of Austin, starts the real server with TILE_URL=none, then
// opens /map in headless Chromium (a fresh browser context per run, so nothing is cached):
//   - load: navigation start -> first markers painted (the page's own performance mark),
//     and the marker request's time;
//   - responsiveness: after a zoom in, a drag and a zoom out, the time until the markers
//     are redrawn at once and until the new area's dogs are drawn, the longest task that
//     blocked the page meanwhile, and the longest gap between frames during the drag.
// Prints medians over the runs; asserts nothing.
//
//   node --import tsx scripts/bench-map-page.ts            6,000 dogs, 5 runs
//   BENCH_MAP_DOGS=10000 BENCH_MAP_RUNS=3 node --import tsx scripts/bench-map-page.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEFAULT_LOCATION } from '../packages/domain/src/constants.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { dogs as dogsTable, type NewDogRecord } from '../apps/api/src/db/schema/index.ts';
import { seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { generateDog } from '../apps/api/src/db/seed/dog-generator.ts';
import { createLister } from '../apps/api/src/db/seed/factories.ts';
import { createRandom } from '../apps/api/src/db/seed/random.ts';
// The names the map page gives its performance marks (apps/web/src/features/map/marker-performance.ts).
import { MARKERS_SHOWN_MARK, MARKERS_UPDATED_MARK } from '../apps/web/src/features/map/marker-performance.ts';
import { startServer, type ServerProcess } from './bench/server-process.ts';

const DOG_COUNT = Number(process.env.BENCH_MAP_DOGS ?? 6_000);
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const DOGS_PER_SHELTER = 50;
const VIEWPORT = { width: 1280, height: 800 };
/**
 * Where the synthetic shelters go: around the default point, well inside what a 1280x800
 * window shows at the default zoom (about 0.7° of longitude by 0.39° of latitude).
 */
const SPREAD = { latitude: 0.15, longitude: 0.3 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As playwright.config.ts: without the networking flags Chromium floods a closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface RequestWatch {
  inFlight: number;
  /** Date.now() of the last marker request starting or ending. */
  lastEvent: number;
}

interface Run {
  markersShownMs: number;
  markersDrawn: number;
  markerRequestMs: number;
  blockingBeforeMarkersMs: number;
  interactions: Interaction[];
}

interface Interaction {
  name: string;
  /** Until the first redraw (the zoom or pan itself, with the markers already loaded). */
  redrawMs: number;
  /** Until the new area's dogs are drawn (debounce + request + clustering + drawing). */
  settledMs: number;
  longestTaskMs: number;
  /** Only for the drag: the longest time between two frames while the finger moved. */
  longestFrameGapMs?: number;
}

async function main() {
  buildClientIfStale();
  const world = await prepareWorld();
  const runs: Run[] = [];
  let server: ServerProcess | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    server = await startServer({ DATA_DIR: world.dataDir, TILE_URL: 'none' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const inView = await fetch(`${server.url}/api/dogs?bbox=${defaultViewBbox()}&view=map`);
    console.log(
      `map bench: ${inView.headers.get('x-total-count')} dogs in the first view (the API answers at most ${(await inView.json()).length} markers)`,
    );
    for (let i = 0; i < RUNS; i++) {
      const run = await measureRun(browser, server.url);
      runs.push(run);
      console.log(
        `  run ${i + 1}: markers shown ${run.markersShownMs.toFixed(0)} ms (${run.markersDrawn} drawn), ` +
          run.interactions.map((x) => `${x.name} settled ${x.settledMs.toFixed(0)} ms`).join(', '),
      );
    }
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(world.dataDir, { recursive: true, force: true });
  }
  printSummary(runs);
}

/** The bench opens the built client; build it first if its sources changed (as `npm start` does). */
function buildClientIfStale() {
  const built = spawnSync(process.execPath, ['apps/web/scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the web client failed');
}

/** The demo world plus DOG_COUNT dogs at shelters scattered round the default point. */
async function prepareWorld() {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-map-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemoWorld(database.db);
  const random = createRandom(4242);
  const now = new Date();
  const shelters = [];
  for (let i = 0; i < Math.ceil(DOG_COUNT / DOGS_PER_SHELTER); i++) {
    shelters.push(
      await createLister(database.db, {
        type: 'shelter',
        name: `Bench Map Rescue ${i + 1}`,
        latitude: DEFAULT_LOCATION.latitude + (random.next() * 2 - 1) * SPREAD.latitude,
        longitude: DEFAULT_LOCATION.longitude + (random.next() * 2 - 1) * SPREAD.longitude,
        isVerified: true,
      }),
    );
  }
  for (let start = 0; start < DOG_COUNT; start += 1_000) {
    const batch: NewDogRecord[] = [];
    for (let i = start; i < Math.min(DOG_COUNT, start + 1_000); i++) {
      const shelter = shelters[i % shelters.length]!;
      const { sex: _sex, ...dog } = generateDog(random, { now, spreadDays: 60 });
      batch.push({ ...dog, listerId: shelter.id, latitude: shelter.latitude, longitude: shelter.longitude });
    }
    await database.db.insert(dogsTable).values(batch);
  }
  await database.db.execute('ANALYZE');
  await database.close();
  console.log(
    `map bench: seeded the demo world and ${DOG_COUNT} dogs at ${shelters.length} shelters round Austin in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { dataDir };
}

/** The area the map first shows in a 1280x800 window, as a bbox (for the headline count only). */
function defaultViewBbox(): string {
  return [
    DEFAULT_LOCATION.longitude - 0.35,
    DEFAULT_LOCATION.latitude - 0.19,
    DEFAULT_LOCATION.longitude + 0.35,
    DEFAULT_LOCATION.latitude + 0.19,
  ].join(',');
}

/**
 * Runs in the page before any of its scripts: records long tasks, and frame times while
 * `__frames` is a list. A string, not a function: tsx would wrap named inner functions in
 * a helper the page does not have.
 */
const INSTRUMENT_PAGE = `
  window.__longTasks = [];
  window.__frames = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  requestAnimationFrame(function tick(time) {
    if (window.__frames) window.__frames.push(time);
    requestAnimationFrame(tick);
  });
`;

async function measureRun(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT_PAGE);
  // Marker requests under way, so "settled" can wait for the last one.
  const requests: RequestWatch = { inFlight: 0, lastEvent: Date.now() };
  const isMarkers = (r: { url(): string }) => r.url().includes('view=map');
  page.on('request', (r) => {
    if (!isMarkers(r)) return;
    requests.inFlight++;
    requests.lastEvent = Date.now();
  });
  const finished = (r: { url(): string }) => {
    if (!isMarkers(r)) return;
    requests.inFlight--;
    requests.lastEvent = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  await page.goto(`${base}/map`);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARKERS_SHOWN_MARK, {
    timeout: 60_000,
  });
  const load = await page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0] as PerformanceMark;
    const request = performance.getEntriesByType('resource').find((e) => e.name.includes('view=map')) as
      PerformanceResourceTiming | undefined;
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
    return {
      markersShownMs: mark.startTime,
      markersDrawn: (mark.detail as { count: number }).count,
      markerRequestMs: request ? request.responseEnd - request.startTime : NaN,
      blockingBeforeMarkersMs: tasks
        .filter((t) => t.start < mark.startTime)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  }, MARKERS_SHOWN_MARK);
  await settle(page, requests);

  const interactions: Interaction[] = [];
  const zoom = (direction: 'in' | 'out') =>
    page.evaluate(
      (selector) => {
        const t0 = performance.now();
        (document.querySelector(selector) as HTMLElement).click();
        return { started: t0, ended: t0 };
      },
      // The page's own zoom buttons, in the toolbar above the map.
      direction === 'in' ? 'button[aria-label="Zoom in"]' : 'button[aria-label="Zoom out"]',
    );

  interactions.push(await interaction(page, 'zoom in', () => zoom('in'), requests));
  interactions.push(
    await interaction(
      page,
      'drag',
      async () => {
        const box = (await page.getByTestId('map-area').boundingBox())!;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(x, y);
        const started = await page.evaluate(() => {
          (window as unknown as { __frames: number[] | null }).__frames = [];
          return performance.now();
        });
        await page.mouse.down();
        await page.mouse.move(x - 320, y - 120, { steps: 24 });
        await page.mouse.up();
        // Redraws are timed from letting go: how long the drag took is the test driver's pace.
        return { started, ended: await page.evaluate(() => performance.now()) };
      },
      requests,
    ),
  );
  interactions.push(await interaction(page, 'zoom out', () => zoom('out'), requests));
  await context.close();
  return { ...load, interactions };
}

/**
 * Runs one action, waits for the map to settle, and reads what happened from the page.
 * `act` says when the input started (long tasks count from there) and ended (redraws).
 */
async function interaction(
  page: Page,
  name: string,
  act: () => Promise<{ started: number; ended: number }>,
  requests: RequestWatch,
): Promise<Interaction> {
  const { started, ended } = await act();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] | null };
    const recorded = w.__frames;
    w.__frames = null;
    return recorded;
  });
  await settle(page, requests);
  return page.evaluate(
    ({ started, t0, name, updated, frames }) => {
      const marks = performance.getEntriesByName(updated).filter((m) => m.startTime > t0);
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter(
        (t) => t.start >= started,
      );
      const gaps = frames ? frames.slice(1).map((time, i) => time - frames[i]!) : [];
      return {
        name,
        redrawMs: marks.length ? marks[0]!.startTime - t0 : NaN,
        settledMs: marks.length ? marks[marks.length - 1]!.startTime - t0 : NaN,
        longestTaskMs: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
        ...(gaps.length ? { longestFrameGapMs: Math.max(...gaps) } : {}),
      };
    },
    { started, t0: ended, name, updated: MARKERS_UPDATED_MARK, frames },
  );
}

/** Quiet for this long (no marker request under way, no redraw) counts as settled. */
const QUIET_MS = 600;

/**
 * Waits until the map has gone quiet: no marker request under way and no redraw for
 * QUIET_MS, longer than the page's debounce, so a request still to come is waited for.
 */
async function settle(page: Page, requests: RequestWatch) {
  let marks = -1;
  let lastChange = Date.now();
  for (let i = 0; i < 1_500; i++) {
    const now = await page.evaluate((name) => performance.getEntriesByName(name).length, MARKERS_UPDATED_MARK);
    if (now !== marks) {
      marks = now;
      lastChange = Date.now();
    }
    const quietSince = Math.max(lastChange, requests.lastEvent);
    if (requests.inFlight === 0 && Date.now() - quietSince >= QUIET_MS) return;
    await sleep(25);
  }
  throw new Error('the map never settled');
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function printSummary(runs: Run[]) {
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : 'n/a');
  const range = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))} - ${ms(Math.max(...values))})`;
  console.log(
    `\nScout map page, ${DOG_COUNT.toLocaleString('en-US')} synthetic dogs + the demo world in view, ${VIEWPORT.width}x${VIEWPORT.height}, headless Chromium, ${runs.length} cold runs (median, min - max)\n`,
  );
  console.log(`  navigation start -> markers shown   ${range(runs.map((r) => r.markersShownMs))}`);
  console.log(`  marker request (bbox, view=map)     ${range(runs.map((r) => r.markerRequestMs))}`);
  console.log(`  blocking time before markers shown  ${range(runs.map((r) => r.blockingBeforeMarkersMs))}`);
  console.log(`  markers drawn (clusters + dogs)     ${median(runs.map((r) => r.markersDrawn))}`);
  for (const name of runs[0]?.interactions.map((x) => x.name) ?? []) {
    const of = runs.map((r) => r.interactions.find((x) => x.name === name)!);
    const frameGaps = of.map((x) => x.longestFrameGapMs ?? NaN).filter(Number.isFinite);
    console.log(
      `  ${name.padEnd(9)} redraw ${ms(median(of.map((x) => x.redrawMs)))}, new area drawn ${ms(median(of.map((x) => x.settledMs)))}, ` +
        `longest task ${ms(median(of.map((x) => x.longestTaskMs)))}` +
        (frameGaps.length ? `, longest frame gap while dragging ${ms(median(frameGaps))}` : ''),
    );
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
