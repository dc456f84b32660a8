// Opens the database: embedded PGlite in DATA_DIR, or a PostgreSQL server when a
// DATABASE_URL is given. Same schema, same SQL and same migrations for both (product §10).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { Assume } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;

/**
 * What `db.execute()` returns on both drivers: node-postgres' `QueryResult` and PGlite's
 * `Results` both carry `rows`, so raw SQL reads `result.rows` whichever engine runs.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export interface RowsResult<TRow> {
  rows: TRow[];
}

/** A Drizzle database over the whole schema that both the PGlite and node-postgres drivers satisfy. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1`; rejects (see isDatabaseUnavailableError) otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  pgliteInstance?: PGlite;
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use that server. Absent: embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** The app's data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
}

export const migrationsFolder = path.join(API_ROOT, 'src', 'db', 'migrations');

/**
 * The extensions every PGlite open must load: the dogs' GiST index uses earthdistance, and a
 * data directory opened without them fails on queries touching that index (stack notes).
 */
export const pgliteExtensions = { cube, earthdistance };

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(new PGlite({ dataDir: dir, extensions: pgliteExtensions }));
}

/** Wraps an already constructed PGlite (the test helper loads one from a template). */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  // The cast only widens the driver's result type to the shared `rows` shape (see RowsQueryResultHKT).
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pgliteInstance: client,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away emits 'error' on the pool; without a listener
  // that would crash the process. The pool drops the client and reconnects on next use.
  pool.on('error', () => {});
  // A checked-out client (a transaction's) has no such listener, and a server going away
  // makes it emit 'error' even while its query fails with the same error: an uncaught
  // exception that stopped the whole process. The query's own error is answered (503);
  // the broken client is not queryable any more, so its release drops it from the pool.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  // Drizzle (0.45) sends BEGIN before its try, so a connection that broke between check-out
  // and BEGIN (a database restart) was never given back: the pool lost a slot each time
  // until requests stalled, and closing waited for ever. Each transaction gets its client
  // here instead, released whatever happens (a broken one is dropped by the pool).
  db.transaction = (async (run, config) => {
    const client = await pool.connect();
    try {
      return await drizzleNodePg({ client, schema }).transaction(run, config);
    } finally {
      client.release();
    }
  }) as Database['transaction'];
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies every pending migration in `migrations/` (idempotent; run at start-up, under withStartupLock). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    if (!handle.pgliteInstance) throw new Error('PGlite handle without its instance');
    await migratePglite(drizzlePglite({ client: handle.pgliteInstance }), { migrationsFolder });
  } else {
    if (!handle.pool) throw new Error('PostgreSQL handle without its pool');
    await migrateNodePg(drizzleNodePg({ client: handle.pool }), { migrationsFolder });
  }
}

/** Any fixed number: the session-level advisory lock a starting server holds while it sets up. */
export const STARTUP_LOCK_KEY = 4_242_001;

/**
 * Runs a server's set-up (migrations, the demo seed, the job queue's schema) while holding a
 * PostgreSQL advisory lock, so servers starting together on one database take turns
 * (decisions §13): the first sets up, the others wait, then find nothing left to do. Alone,
 * two Drizzle migrators would apply the same migrations at once, and concurrent set-ups
 * deadlocked. PGlite has one process by nature: no lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, setUp: () => Promise<T>): Promise<T> {
  if (!handle.pool) return setUp();
  // The lock belongs to one connection, kept apart from the pool's others that do the work.
  const holder = await handle.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await setUp();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// admin_shutdown, crash_shutdown, cannot_connect_now
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * True when `err` (or anything in its cause chain: Drizzle wraps driver errors in a
 * DrizzleQueryError with `.cause`) means the database cannot be reached, as opposed to a
 * query that the database rejected. The error handler answers 503 for these.
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    pending.push(cause);
    // AggregateError: e.g. ECONNREFUSED on both ::1 and 127.0.0.1.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
