// `npm run bench`: starts Scout on a throwaway embedded database with the demo world and
// measures signed-in request throughput with autocannon. Prints figures; asserts nothing.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs;
// DATABASE_URL measures on PostgreSQL instead (the database must exist and be empty or seeded).
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { DEMO_ACCOUNTS, seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-bench-'));
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await migrateDatabase(database);
  await seedDemoWorld(database.db);
  const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
  const base = await app.listen({ port, host: '127.0.0.1' });

  const adopter = DEMO_ACCOUNTS.find((a) => a.role === 'adopter')!;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: adopter.email, password: adopter.password }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const check = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!check.ok) throw new Error(`GET /api/me with the demo session failed: ${check.status} ${await check.text()}`);

  console.log(`Scout benchmark: ${database.kind}, ${connections} connections, ${seconds} s per run`);
  const run = async (title: string, url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url: `${base}${url}`, connections, duration: seconds, headers, workers: 1 });
    const ok = result['2xx'];
    console.log(
      `  ${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s` +
        `   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   2xx ${ok}/${result.requests.total}`,
    );
  };
  await run('GET /api/me (signed in)', '/api/me', { cookie });
  await run('GET /api/health (one DB query)', '/api/health');
  await run('GET /api/unknown (baseline: a 404)', '/api/unknown');

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A port nobody listens on, so the config (trusted origins) can name it before listening. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
