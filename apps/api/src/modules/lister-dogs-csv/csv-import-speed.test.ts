// Issue 17: 1,000 rows without photos import in at most 10 s on PostgreSQL. Measured through
// the real route (parse, validate, match, write in one transaction), creating 1,000 dogs and
// then updating the same 1,000 by external id. Runs on PGlite by default; with DATABASE_URL
// set it measures PostgreSQL. Prints the times (the figures for the README).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dogs } from '../../db/schema/index.ts';
import { createTestApp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { csvDogRow, csvOf, importCsv } from '../../testing/csv-test-helpers.ts';

const ROWS = 1_000;
const LIMIT_MS = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it(`imports ${ROWS} rows without photos in at most ${LIMIT_MS / 1000} s, and updates them as fast`, async () => {
  const shelter = await signUpLister(t.app, t.database.db);
  const rows = Array.from({ length: ROWS }, (_v, i) => csvDogRow({ name: `Dog ${i}`, external_id: `SPEED-${i}` }));
  const file = csvOf(rows);

  const timed = async (what: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    console.log(`[csv import] ${what}: ${ROWS} rows in ${Math.round(ms)} ms on ${t.database.kind}`);
    return ms;
  };
  const createMs = await timed('create', async () => {
    expect(await importCsv(t.app, shelter.cookie, file)).toMatchObject({ created: ROWS, updated: 0 });
  });
  const renamed = csvOf(rows.map((row) => ({ ...row, name: `${row.name} (updated)` })));
  const updateMs = await timed('update', async () => {
    expect(await importCsv(t.app, shelter.cookie, renamed)).toMatchObject({ created: 0, updated: ROWS });
  });
  const dryRunMs = await timed('dry run', async () => {
    expect(await importCsv(t.app, shelter.cookie, renamed, { dryRun: true })).toMatchObject({ updated: ROWS });
  });

  expect(
    (await t.database.db.select({ id: dogs.id }).from(dogs).where(eq(dogs.listerId, shelter.listerId))).length,
  ).toBe(ROWS);
  expect(createMs).toBeLessThan(LIMIT_MS);
  expect(updateMs).toBeLessThan(LIMIT_MS);
  expect(dryRunMs).toBeLessThan(LIMIT_MS);
}, 60_000);
