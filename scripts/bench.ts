// `npm run bench`: measures Scout as a user would load it. For each database engine
// (embedded PGlite, and PostgreSQL when reachable) and each world size, it seeds a fresh
// database (the demo world plus synthetic dogs and listers spread over US cities, and
// signed-in adopters in several cities), starts the real server as a child process, and
// drives it with autocannon: discover, the map's markers, /api/me and health; then, one
// request at a time, the map right after a write and discover while an adopter swipes;
// then many adopters at once each swiping its top dog and reading its deck again.
// Prints a table; asserts nothing.
//
//   npm run bench                      10,000 and 100,000 dogs, PGlite and PostgreSQL
//   npm run bench -- --sizes 10000     chosen sizes only
//   npm run bench -- --engines pglite  one engine only
//   npm run bench -- --calls discover  chosen calls only (discover, map, writes, swiping, swipers, me, health)
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune each run (after a
// 2-second unmeasured warm-up); BENCH_SWIPERS (default 40) is how many adopters the swiping
// scenario has, BENCH_CONNECTIONS of them at a time;
// Requests send `accept-encoding: gzip, deflate, br` as a browser does, so answers come
// back compressed and the figures include what compressing them costs.
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) is a server
// where the bench may create and drop its own databases.
//
// The parts: bench/world.ts (the databases), bench/server-process.ts, bench/load.ts (a call
// under load), bench/one-at-a-time.ts, bench/report.ts (the table).
import { mapAnswerSchema, TOTAL_COUNT_HEADER } from '@scout/domain';
import type autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { connections, underLoad } from './bench/load.ts';
import { MAP_VIEWPORTS, markersPath, pannedBox, sheltersPath } from './bench/map-viewports.ts';
import { discoverWhileSwiping, markersAfterWrites } from './bench/one-at-a-time.ts';
import { swipingAdoptersApart } from './bench/swiping-adopters.ts';
import { printGrowth, printSwiping, printTable, type Row, type SwipingRow } from './bench/report.ts';
import { peakMemoryMb, startServer } from './bench/server-process.ts';
import { signIn } from './bench/sign-in.ts';
import { postgresAdminUrl, postgresReachable, prepareWorld, type Engine } from './bench/world.ts';

const CALLS = ['discover', 'map', 'writes', 'swiping', 'swipers', 'me', 'health'] as const;
/** What a browser says it can decode. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function main() {
  const { values } = parseArgs({
    options: { sizes: { type: 'string' }, engines: { type: 'string' }, calls: { type: 'string' } },
  });
  const sizes = (values.sizes ?? '10000,100000').split(',').map(Number);
  const engines = (values.engines ?? 'pglite,postgres').split(',') as Engine[];
  const calls = new Set(values.calls?.split(',') ?? CALLS);
  const unknown = [...calls].filter((call) => !(CALLS as readonly string[]).includes(call));
  if (unknown.length > 0) throw new Error(`unknown --calls ${unknown.join(', ')}: choose from ${CALLS.join(', ')}`);
  const rows: Row[] = [];
  const peaks: string[] = [];
  const notes: string[] = [];
  const swiping: SwipingRow[] = [];

  for (const engine of engines) {
    if (engine === 'postgres' && !(await postgresReachable())) {
      console.log(`PostgreSQL at ${postgresAdminUrl} is not reachable: skipping the PostgreSQL runs.`);
      continue;
    }
    for (const dogs of sizes) {
      const world = await prepareWorld(engine, dogs);
      const server = await startServer({ ...world.env, SIGNIN_RATE_LIMIT: '1000' });
      try {
        const measure = async (
          call: string,
          requests: () => Promise<autocannon.Request[]>,
          options: { inWorker?: boolean } = {},
        ) => {
          // Fresh sessions for each call: Better Auth's signed session cookie is good for a
          // minute, after which it re-reads the session on every request of a client (the
          // load generator) that never stores the refreshed cookie.
          const result = await underLoad(server.url, await requests(), options);
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
        if (calls.has('discover')) {
          await measure(`GET /api/dogs/discover (${world.adopterEmails.length} cities)`, async () =>
            (await signedIn()).map((cookie) => ({
              method: 'GET',
              path: '/api/dogs/discover',
              headers: { cookie, ...BROWSER },
            })),
          );
        }
        for (const viewport of calls.has('map') ? MAP_VIEWPORTS : []) {
          // How many dogs the viewport holds and how large the answer is (uncompressed), for the table.
          const probe = await fetch(`${server.url}${markersPath(viewport.box, viewport.filters)}`);
          const body = await probe.text();
          const kilobytes = Math.round(Buffer.byteLength(body) / 1024);
          const inView = probe.headers.get(TOTAL_COUNT_HEADER);
          const answer = mapAnswerSchema.parse(JSON.parse(body));
          const shown = answer.kind === 'dogs' ? `${answer.dogs.length} markers` : `${answer.groups.length} groups`;
          let step = 0;
          await measure(
            `GET /api/dogs map viewport (${viewport.name}; ${inView} in view as ${shown}, ${kilobytes} KB)`,
            async () => [
              viewport.pan
                ? {
                    method: 'GET',
                    headers: BROWSER,
                    setupRequest: (request) => ({
                      ...request,
                      path: markersPath(pannedBox(viewport.box, ++step), viewport.filters),
                    }),
                  }
                : { method: 'GET', path: markersPath(viewport.box, viewport.filters), headers: BROWSER },
            ],
            { inWorker: !viewport.pan },
          );
        }
        if (calls.has('map')) {
          const [austin] = MAP_VIEWPORTS;
          await measure(`GET /api/shelters?bbox (${austin.name}: the map's shelter labels)`, async () => [
            { method: 'GET', path: sheltersPath(austin.box), headers: BROWSER },
          ]);
        }
        if (calls.has('writes')) {
          notes.push(`${engine} ${dogs} dogs: ${await markersAfterWrites(server.url, MAP_VIEWPORTS[0])}`);
        }
        if (calls.has('swiping')) {
          notes.push(`${engine} ${dogs} dogs: ${await discoverWhileSwiping(server.url, world.adopterEmails[0]!)}`);
        }
        if (calls.has('swipers')) {
          // Last of the discover calls: its swipes change the decks the other calls read.
          const figures = await swipingAdoptersApart(server.url, world.swiperEmails);
          const call = `${world.swiperEmails.length} adopters swiping, ${connections} at a time`;
          swiping.push({ engine, dogs, call, ...figures });
          console.log(
            `  ${engine} ${dogs} ${call}: ${figures.readsPerSecond} reads/s, discover p99 ${figures.discoverP99.toFixed(0)} ms, swipe p99 ${figures.swipeP99.toFixed(0)} ms`,
          );
        }
        if (calls.has('me')) {
          await measure('GET /api/me', async () => [
            { method: 'GET', path: '/api/me', headers: { cookie: (await signedIn())[0]!, ...BROWSER } },
          ]);
        }
        if (calls.has('health')) {
          await measure('GET /api/health', async () => [{ method: 'GET', path: '/api/health', headers: BROWSER }]);
        }
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
  printSwiping(swiping);
  console.log('');
  for (const line of [...notes, ...peaks]) console.log(line);
  printGrowth(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
