// How long a server takes from `node` to its first answer on an existing database (issue 16,
// "a production start"): the compiled server `npm start` runs against its TypeScript through
// tsx, on PGlite and on PostgreSQL, five starts each after one that migrates and seeds.
//
//   npm run bench:startup                  PGlite, and PostgreSQL at DATABASE_URL or 127.0.0.1:5432
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerBuild } from './bench/server-process.ts';

const STARTS = 5;
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function timeStarts(env: Record<string, string>, how: ServerBuild): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const started = performance.now();
    const server = await startServer(env, undefined, how);
    times.push(performance.now() - started);
    await server.stop();
  }
  return times.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
const rows: string[] = [];

async function measure(engine: string, env: Record<string, string>) {
  // The first start migrates and seeds the demo world; the database then exists.
  await (await startServer({ ...env, SEED_DEMO: 'true' })).stop();
  for (const how of ['compiled', 'tsx'] as const) {
    const times = await timeStarts(env, how);
    rows.push(
      `| ${engine.padEnd(10)} | ${how.padEnd(8)} | ${median(times).toFixed(0).padStart(6)} ms | ${times[0]!.toFixed(0)}-${times.at(-1)!.toFixed(0)} ms |`,
    );
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-startup-'));
const database = `scout_startup_${Date.now()}`;
try {
  await measure('PGlite', { DATA_DIR: path.join(dataDir, 'pglite') });
  execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${database}`]);
  await measure('PostgreSQL', {
    DATA_DIR: path.join(dataDir, 'pg'),
    DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
  });
} finally {
  execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Start-up on an existing database: from \`node\` to the first 200 from /api/health (${STARTS} starts)\n`);
console.log('| database   | server   | median    | range |');
console.log('| ---------- | -------- | --------- | ----- |');
for (const row of rows) console.log(row);
