// Opening, migrating and reopening databases, and recognising an unreachable one.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import {
  isDatabaseUnavailableError,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  openPglite,
  pgliteExtensions,
} from './client.ts';
import { users } from './schema/index.ts';
import { createUser } from './seed/factories.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('openDatabase with PGlite', () => {
  it('migrates a fresh data directory and keeps the data when reopened', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'scout-client-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrateDatabase(first);
    await first.ping();
    const user = await createUser(first.db, { email: 'keep@example.test' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await migrateDatabase(second); // already applied: a no-op
      const rows = await second.db.select().from(users).where(eq(users.id, user.id));
      expect(rows.map((r) => r.email)).toEqual(['keep@example.test']);
      // The GiST index needs the extensions loaded on every open.
      const near = await second.db.execute(
        sql`select count(*) from dogs where earth_box(ll_to_earth(30.27, -97.74), 10000) @> position`,
      );
      expect(near.rows).toHaveLength(1);
      const migrations = await second.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(migrations.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  });

  it('reports a closed PGlite as unavailable', async () => {
    const handle = await openPglite(new PGlite({ extensions: pgliteExtensions }));
    await handle.close();
    const err = await handle.ping().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailableError(err)).toBe(true);
  });
});

describe('openDatabase with PostgreSQL', () => {
  it('reports an unreachable server as unavailable without crashing', async () => {
    const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/scout', dataDir: tmpdir() });
    try {
      expect(handle.kind).toBe('postgres');
      const err = await handle.ping().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailableError(err)).toBe(true);
      const wrapped = await handle.db.execute(sql`select 1`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailableError(wrapped)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('recovers when the server drops its connections', async () => {
    const database = await createTestDatabase();
    try {
      await database.ping();
      // What a server restart does to the pool's idle clients.
      await withServerClient(async (client) => {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(database.pool!.options.connectionString!).pathname.slice(1)],
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await database.ping();
      await createUser(database.db);
    } finally {
      await database.cleanup();
    }
  });

  it('gives the connection back when a transaction cannot even begin', async () => {
    const database = await createTestDatabase();
    const pool = database.pool!;
    try {
      // Hold the pool's idle client, so the transaction opens a new one.
      await pool.query('select 1');
      const busy = await pool.connect();
      // That new connection is ended by its own server before BEGIN, as a restart would.
      pool.once('connect', (client) => {
        client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => {});
      });
      await expect(database.db.transaction(async (tx) => tx.execute('select 1'))).rejects.toThrow();
      busy.release();
      expect(pool.totalCount - pool.idleCount).toBe(0);
      await createUser(database.db);
    } finally {
      await database.cleanup();
    }
  });
});

async function withServerClient(fn: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

describe('isDatabaseUnavailableError', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('recognises connection failures, also wrapped by Drizzle', () => {
    expect(isDatabaseUnavailableError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailableError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailableError(new DrizzleQueryError('select 1', [], withCode('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailableError(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailableError(new DrizzleQueryError('insert', [], withCode('23514')))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });
});
