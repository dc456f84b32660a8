// `npm run bench`: measures Scout as a user would load it. For each database engine
// (embedded PGlite, and PostgreSQL when reachable) and each world size, it seeds a fresh
// database (the demo world plus synthetic dogs and listers spread over US cities, and
// signed-in adopters in several cities), starts the real server as a child process, and
// drives it with autocannon: discover, the map's markers, /api/me and health; then, one
// request at a time, the map right after a write and discover while an adopter swipes.
// Prints a table; asserts nothing.
//
//   npm run bench                      10,000 and 100,000 dogs, PGlite and PostgreSQL
//   npm run bench -- --sizes 10000     chosen sizes only
//   npm run bench -- --engines pglite  one engine only
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune each run (after a
// 2-second unmeasured warm-up);
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) is a server
// where the bench may create and drop its own databases.
import { TOTAL_COUNT_HEADER } from '@scout/domain';
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { DEMO_ACCOUNTS, seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { createAdopterProfile, createUser } from '../apps/api/src/db/seed/factories.ts';
import { seedSyntheticWorld } from '../apps/api/src/db/seed/synthetic-world.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Unmeasured load before each measured call. */
const WARM_UP_SECONDS = 2;
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-password-1234';
/** The world: 100,000 dogs from 2,000 listers; smaller worlds keep that density. */
const DOGS_PER_LISTER = 50;

const ADOPTER_CITIES = [
  { city: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { city: 'Dallas', latitude: 32.7767, longitude: -96.797 },
  { city: 'Denver', latitude: 39.7392, longitude: -104.9903 },
  { city: 'Chicago', latitude: 41.8781, longitude: -87.6298 },
  { city: 'New York', latitude: 40.7128, longitude: -74.006 },
] as const;

/**
 * The map's requests as a guest's browser sends them (no session): the default view, Austin
 * at zoom 11 in a phone-sized window, asked again and again (the server keeps whole answers
 * until a dog or lister changes); the same view moved a little on every request (a new box
 * each time, put together from the tiles the server keeps); and a desktop window zoomed out
 * to zoom 9 over central Texas, where more dogs are in view than one answer holds
 * (MAP_MARKERS_MAX). What reading tiles from the database costs after a write is measured
 * one request at a time (markersAfterWrites).
 */
const MAP_VIEWPORTS = [
  { name: 'Austin, zoom 11', box: [-97.95, 30.15, -97.55, 30.4], pan: false },
  { name: 'Austin, zoom 11, panned: a new box each request', box: [-97.95, 30.15, -97.55, 30.4], pan: true },
  { name: 'central Texas, zoom 9, capped', box: [-99.5, 29.3, -96.0, 31.2], pan: false },
] as const;

const markersPath = ([minLng, minLat, maxLng, maxLat]: readonly number[]) =>
  `/api/dogs?view=map&bbox=${[minLng, minLat, maxLng, maxLat].map((n) => n!.toFixed(5)).join(',')}`;

/** The box moved by the n-th step of a walk of 0.0003 degree steps (about 30 m), never the same twice. */
function pannedBox(box: readonly number[], n: number): number[] {
  const east = (n % 1000) * 0.0003;
  const north = Math.floor(n / 1000) * 0.0003;
  return [box[0]! + east, box[1]! + north, box[2]! + east, box[3]! + north];
}

type Engine = 'pglite' | 'postgres';

interface Row {
  engine: Engine;
  dogs: number;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  ok: string;
}

async function main() {
  const { values } = parseArgs({ options: { sizes: { type: 'string' }, engines: { type: 'string' } } });
  const sizes = (values.sizes ?? '10000,100000').split(',').map(Number);
  const engines = (values.engines ?? 'pglite,postgres').split(',') as Engine[];
  const rows: Row[] = [];
  const peaks: string[] = [];
  const notes: string[] = [];

  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresReachable())) {
      console.log(`PostgreSQL at ${postgresAdminUrl} is not reachable: skipping the PostgreSQL runs.`);
      continue;
    }
    for (const dogs of sizes) {
      const world = await prepareWorld(engine, dogs);
      const server = await startServer(world.env);
      try {
        const measure = async (
          call: string,
          requests: () => Promise<autocannon.Request[]>,
          { inWorker = true } = {},
        ) => {
          // Fresh sessions for each call: Better Auth's signed session cookie is good for a
          // minute, after which it re-reads the session on every request of a client (the
          // load generator) that never stores the refreshed cookie. A short warm-up (JIT,
          // first rankings) is not measured. Requests that compute their path
          // (setupRequest) run in this thread: functions cannot be sent to a worker.
          const batch = await requests();
          const workers = inWorker ? { workers: 1 } : {};
          await autocannon({ url: server.url, connections, duration: WARM_UP_SECONDS, requests: batch, ...workers });
          const result = await autocannon({
            url: server.url,
            connections,
            duration: seconds,
            requests: batch,
            ...workers,
          });
          rows.push({
            engine,
            dogs,
            call,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            ok: `${result['2xx']}/${result.requests.total}`,
          });
          console.log(
            `  ${engine} ${dogs} ${call}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
          );
        };
        const signedIn = () => Promise.all(world.adopterEmails.map((email) => signIn(server.url, email)));
        await measure(`GET /api/dogs/discover (${world.adopterEmails.length} cities)`, async () =>
          (await signedIn()).map((cookie) => ({ method: 'GET', path: '/api/dogs/discover', headers: { cookie } })),
        );
        for (const viewport of MAP_VIEWPORTS) {
          // How many dogs the viewport holds and how large the answer is, for the table.
          const probe = await fetch(`${server.url}${markersPath(viewport.box)}`);
          const kilobytes = Math.round((await probe.arrayBuffer()).byteLength / 1024);
          const inView = probe.headers.get(TOTAL_COUNT_HEADER);
          let step = 0;
          await measure(
            `GET /api/dogs map viewport (${viewport.name}; ${inView} in view, ${kilobytes} KB)`,
            async () => [
              viewport.pan
                ? {
                    method: 'GET',
                    setupRequest: (request) => ({ ...request, path: markersPath(pannedBox(viewport.box, ++step)) }),
                  }
                : { method: 'GET', path: markersPath(viewport.box) },
            ],
            { inWorker: !viewport.pan },
          );
        }
        notes.push(`${engine} ${dogs} dogs: ${await markersAfterWrites(server.url, MAP_VIEWPORTS[0])}`);
        notes.push(`${engine} ${dogs} dogs: ${await discoverWhileSwiping(server.url, world.adopterEmails[0]!)}`);
        await measure('GET /api/me', async () => [
          { method: 'GET', path: '/api/me', headers: { cookie: (await signedIn())[0]! } },
        ]);
        await measure('GET /api/health', async () => [{ method: 'GET', path: '/api/health' }]);
        peaks.push(
          `${engine.padEnd(8)} ${String(dogs).padStart(7)} dogs: peak server memory ${peakMemoryMb(server.process)} MB`,
        );
      } finally {
        await server.stop();
        await world.cleanup();
      }
    }
  }

  printTable(rows);
  console.log('');
  for (const line of [...notes, ...peaks]) console.log(line);
  printGrowth(rows);
}

/** A fresh database holding the demo world, synthetic dogs up to `dogs`, and one adopter per city. */
async function prepareWorld(engine: Engine, dogs: number) {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `scout_bench_${process.pid}_${dogs}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  const demo = await seedDemoWorld(database.db);
  const synthetic = Math.max(0, dogs - demo.dogs);
  await seedSyntheticWorld(database.db, synthetic, {
    listerCount: Math.max(1, Math.round(synthetic / DOGS_PER_LISTER)),
  });
  const adopterEmails = await createBenchAdopters(database.db);
  if (database.pool) await database.pool.query('ANALYZE');
  else await database.db.execute('ANALYZE');
  await database.close();
  console.log(`${engine}: seeded ${dogs} dogs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    adopterEmails,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async cleanup() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createBenchAdopters(db: Database): Promise<string[]> {
  const emails: string[] = [];
  for (const [i, place] of ADOPTER_CITIES.entries()) {
    const user = await createUser(db, {
      role: 'adopter',
      email: `bench-${i}@scout.bench`,
      name: `Bench ${place.city}`,
      password: PASSWORD,
    });
    await createAdopterProfile(db, {
      userId: user.id,
      latitude: place.latitude,
      longitude: place.longitude,
      searchRadius: 25,
      otherPets: i % 2 === 0 ? 'cats' : 'none',
      householdComposition: i % 3 === 0 ? 'kids_0_5' : 'adults',
      preferredSize: i % 2 === 0 ? ['small', 'medium'] : [],
      preferredAge: ['young', 'adult'],
      preferredEnergy: ['medium', 'high'],
    });
    emails.push(user.email);
  }
  return emails;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(base: string, email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!check.ok) throw new Error(`GET /api/me with the bench session failed: ${check.status}`);
  return cookie;
}

/**
 * The map's cost when its tiles are cold: any write to dogs empties the kept tiles, so each
 * of these requests follows a lister's edit (the demo shelter changes a dog's weight) and
 * reads its tiles from the database. One at a time, so the figures are the request's own.
 */
async function markersAfterWrites(
  base: string,
  viewport: (typeof MAP_VIEWPORTS)[number],
  rounds = 100,
): Promise<string> {
  const shelter = DEMO_ACCOUNTS.find((account) => account.role === 'shelter')!;
  const cookie = await signIn(base, shelter.email, shelter.password);
  const [dog] = (await (await fetch(`${base}/api/dogs/user`, { headers: { cookie } })).json()) as {
    id: string;
    weight: number;
  }[];
  if (!dog) throw new Error('the demo shelter has no dogs to edit');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const edit = await fetch(`${base}/api/dogs/${dog.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ weight: dog.weight + (i % 2) }),
    });
    if (!edit.ok) throw new Error(`bench edit failed: ${edit.status} ${await edit.text()}`);
    const started = performance.now();
    const res = await fetch(`${base}${markersPath(viewport.box)}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `GET /api/dogs map viewport (${viewport.name}) right after a write, one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${rounds} requests)`;
}

/**
 * Discover as an adopter uses it: read the deck, swipe its first dog (liking calm ones,
 * passing the rest), read the deck again. The learned taste changes with the swipes, so
 * every TASTE_RELEARN_SWIPES swipes the ranking is built again with it (loading the swipes,
 * the candidates, scoring them); the requests in between serve the kept ranking.
 */
async function discoverWhileSwiping(base: string, email: string, rounds = 90): Promise<string> {
  const cookie = await signIn(base, email);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/dogs/discover?limit=20`, { headers: { cookie } });
    const deck = (await res.json()) as { id: string; temperament: string[] }[];
    times.push(performance.now() - started);
    const top = deck[0];
    if (!top) break;
    const swipe = await fetch(`${base}/api/swipes`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ dogId: top.id, direction: top.temperament.includes('calm') ? 'right' : 'left' }),
    });
    if (!swipe.ok) throw new Error(`bench swipe failed: ${swipe.status} ${await swipe.text()}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `GET /api/dogs/discover between swipes (the taste relearned every few swipes), one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (${times.length} requests)`;
}

/** The server's peak resident memory so far (Linux), in MB. */
function peakMemoryMb(child: ChildProcess): string {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? (kb / 1024).toFixed(0) : 'n/a';
  } catch {
    return 'n/a';
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function printTable(rows: Row[]) {
  console.log(
    `\nScout benchmark: ${connections} connections, ${seconds} s per call, load generator on the same machine\n`,
  );
  const header = ['engine', 'dogs', 'call', 'req/s', 'p50 ms', 'p99 ms', '2xx'];
  const lines = rows.map((r) => [r.engine, String(r.dogs), r.call, String(r.rps), String(r.p50), String(r.p99), r.ok]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** How discover's cost per request (1 / throughput at fixed concurrency) grows with the world. */
function printGrowth(rows: Row[]) {
  const discover = rows.filter((r) => r.call.startsWith('GET /api/dogs/discover'));
  for (const engine of new Set(discover.map((r) => r.engine))) {
    const bySize = discover.filter((r) => r.engine === engine).sort((a, b) => a.dogs - b.dogs);
    if (bySize.length < 2) continue;
    const small = bySize[0]!;
    const large = bySize[bySize.length - 1]!;
    const ratio = small.rps / large.rps;
    console.log(
      `${engine}: discover cost per request at ${large.dogs} dogs is ${ratio.toFixed(2)}x its cost at ${small.dogs}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
