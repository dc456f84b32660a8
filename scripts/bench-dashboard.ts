// The shelter dashboard at 10 and at 500 dogs (issue 17): a shelter with hundreds of dogs
// should open its dashboard as fast as one with ten. Seeds a throwaway embedded database
// with two signed-up shelters (10 and 500 dogs, each dog viewed, liked and asked about a
// little), starts the real server, then for each shelter:
//   - the API: GET /api/lister/dogs (the first page) and GET /api/lister/dogs/stats, 50 times
//     one at a time, p50 and p95;
//   - the page: /shelter-dashboard in headless Chromium at phone size, a fresh context per
//     run: navigation start -> the first dog card shown, median of 5.
// Prints the figures; asserts nothing.
//
//   node --import tsx scripts/bench-dashboard.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { dogs as dogsTable, dogViews, type NewDogRecord } from '../apps/api/src/db/schema/index.ts';
import { generateDog } from '../apps/api/src/db/seed/dog-generator.ts';
import { createLister, createUser } from '../apps/api/src/db/seed/factories.ts';
import { createRandom } from '../apps/api/src/db/seed/random.ts';
import { startServer } from './bench/server-process.ts';
import { BENCH_PASSWORD, signIn } from './bench/sign-in.ts';
import { quantile } from './bench/quantile.ts';

const SIZES = [10, 500];
const API_CALLS = 50;
const PAGE_RUNS = 5;
const PHONE = { width: 390, height: 844 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function main() {
  const built = spawnSync(process.execPath, ['apps/web/scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the web client failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-dashboard-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const shelters: { dogs: number; email: string }[] = [];
  for (const count of SIZES) shelters.push({ dogs: count, email: await shelterWithDogs(database.db, count) });
  await database.close();

  const server = await startServer({ DATA_DIR: dataDir, TILE_URL: 'none', SIGNIN_RATE_LIMIT: '1000' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(`Shelter dashboard, ${API_CALLS} calls one at a time; the page at ${PHONE.width}x${PHONE.height}`);
    for (const shelter of shelters) {
      const cookie = await signIn(server.url, shelter.email);
      const list = await timeCalls(server.url, '/api/lister/dogs', cookie);
      const stats = await timeCalls(server.url, '/api/lister/dogs/stats', cookie);
      const firstCards: number[] = [];
      for (let run = 0; run < PAGE_RUNS; run++) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...value] = pair.split('=');
            return { name: name!, value: value.join('='), url: server.url };
          }),
        );
        // When the first dog card enters the page, by the page's own clock.
        await context.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('article')) return;
            (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        await page.goto(`${server.url}/shelter-dashboard`);
        await page.getByRole('article').first().waitFor();
        firstCards.push(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt));
        await context.close();
      }
      console.log(
        `${String(shelter.dogs).padStart(4)} dogs: GET /api/lister/dogs p50 ${list.p50} / p95 ${list.p95} ms; ` +
          `stats p50 ${stats.p50} / p95 ${stats.p95} ms; first dog card shown ${median(firstCards).toFixed(0)} ms after navigation (median of ${PAGE_RUNS})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A signed-up shelter with `count` dogs, each viewed a few times; returns its email. */
async function shelterWithDogs(db: Database, count: number): Promise<string> {
  const email = `bench-shelter-${count}@scout.bench`;
  const user = await createUser(db, {
    role: 'shelter',
    email,
    name: `Bench Shelter ${count}`,
    password: BENCH_PASSWORD,
  });
  const lister = await createLister(db, { type: 'shelter', userId: user.id });
  const random = createRandom(count);
  const rows: NewDogRecord[] = Array.from({ length: count }, () => {
    const { sex: _sex, ...dog } = generateDog(random, { now: new Date(), spreadDays: 60 });
    return { ...dog, listerId: lister.id, latitude: lister.latitude, longitude: lister.longitude };
  });
  const ids = await db.insert(dogsTable).values(rows).returning({ id: dogsTable.id });
  await db.insert(dogViews).values(ids.flatMap(({ id }, i) => Array.from({ length: i % 7 }, () => ({ dogId: id }))));
  return email;
}

async function timeCalls(base: string, url: string, cookie: string): Promise<{ p50: string; p95: string }> {
  const times: number[] = [];
  for (let i = 0; i < API_CALLS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => quantile(times, q).toFixed(1);
  return { p50: at(0.5), p95: at(0.95) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
