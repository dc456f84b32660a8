// Throwaway databases for tests: one fresh, migrated, empty database per test file.
//
// Migrating from scratch costs 2.5-3 s on PGlite (initdb), so the vitest globalSetup
// (test-global-setup.ts) migrates one template per run and each test file starts from a
// copy: a PGlite data-directory dump loaded into an in-memory PGlite (~0.7 s), or, with
// DATABASE_URL, `CREATE DATABASE ... TEMPLATE` on that PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from '../db/client.ts';
import { installJobSchema } from '../jobs/job-queue.ts';
import { emailQueue } from '../mail/email-queue.ts';

export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    scoutTestDatabaseTemplate: TestDatabaseTemplate | null;
  }
}

export type TestDatabase = DatabaseHandle & { cleanup(): Promise<void> };

/** Migrates one template database for the whole run; `dispose` removes it. */
export async function prepareTestDatabaseTemplate(
  databaseUrl = process.env.DATABASE_URL,
): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  if (databaseUrl) {
    const templateName = uniqueDatabaseName('scout_test_template');
    await withAdminClient(databaseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(templateName)}`));
    const handle = openPostgres(databaseUrlFor(databaseUrl, templateName));
    try {
      await migrateAndInstallJobs(handle);
    } finally {
      // No session may stay connected to a database used as a TEMPLATE.
      await handle.close();
    }
    return {
      template: { kind: 'postgres', serverUrl: databaseUrl, templateName },
      dispose: () => dropDatabase(databaseUrl, templateName),
    };
  }
  const handle = await openPglite(new PGlite({ extensions: pgliteExtensions }));
  const dumpFile = path.join(tmpdir(), `${uniqueDatabaseName('scout-test-template')}.tar`);
  try {
    await migrateAndInstallJobs(handle);
    const dump = await handle.pgliteInstance!.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return { template: { kind: 'pglite', dumpFile }, dispose: () => rm(dumpFile, { force: true }) };
}

/**
 * A fresh, migrated, empty database for one test file; call `cleanup()` in `afterAll`.
 * Uses PostgreSQL when DATABASE_URL is set, embedded PGlite (in memory) otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = providedTemplate();
  if (template?.kind === 'postgres') return fromPostgresTemplate(template);
  if (template?.kind === 'pglite') {
    const handle = await openPglite(
      new PGlite({ loadDataDir: await openAsBlob(template.dumpFile), extensions: pgliteExtensions }),
    );
    return { ...handle, cleanup: () => handle.close() };
  }
  // Outside the vitest project (no globalSetup): migrate from scratch, slower but correct.
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = uniqueDatabaseName('scout_test');
    await withAdminClient(databaseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    return postgresTestDatabase(databaseUrl, name, true);
  }
  const handle = await openPglite(new PGlite({ extensions: pgliteExtensions }));
  await migrateAndInstallJobs(handle);
  return { ...handle, cleanup: () => handle.close() };
}

/** What start-up does to a database: our migrations, then the job queue's schema and queues. */
async function migrateAndInstallJobs(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await installJobSchema(handle, [emailQueue]);
}

/**
 * The PostgreSQL server tests that need one use even in an embedded run (several processes
 * on one database): DATABASE_URL's server, else TEST_POSTGRES_URL, else the local default.
 */
export function testPostgresServerUrl(): string {
  return process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A fresh database migrated from scratch on that server (dropped by `cleanup()`). */
export async function createPostgresTestDatabase(
  serverUrl = testPostgresServerUrl(),
): Promise<TestDatabase & { url: string }> {
  const name = uniqueDatabaseName('scout_test');
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return { ...(await postgresTestDatabase(serverUrl, name, true)), url: databaseUrlFor(serverUrl, name) };
}

/**
 * A database a test can close and open again, as a restarted server would: a PGlite data
 * directory on disk (copied from the template), or a PostgreSQL database with DATABASE_URL.
 */
export async function createReopenableTestDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}> {
  const template = providedTemplate();
  if (template?.kind === 'postgres' || !template) {
    if (template || process.env.DATABASE_URL) {
      const database = await createPostgresTestDatabase(template?.serverUrl);
      return { open: async () => openPostgres(database.url), cleanup: () => database.cleanup() };
    }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scout-test-pglite-'));
  let first = true;
  return {
    async open() {
      const load = first && template?.kind === 'pglite' ? await openAsBlob(template.dumpFile) : undefined;
      const handle = await openPglite(new PGlite({ dataDir, extensions: pgliteExtensions, loadDataDir: load }));
      if (first && !load) await migrateAndInstallJobs(handle);
      first = false;
      return handle;
    },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function providedTemplate(): TestDatabaseTemplate | null {
  try {
    return inject('scoutTestDatabaseTemplate') ?? null;
  } catch {
    return null; // not running inside a vitest worker
  }
}

async function fromPostgresTemplate(
  template: Extract<TestDatabaseTemplate, { kind: 'postgres' }>,
): Promise<TestDatabase> {
  const name = uniqueDatabaseName('scout_test');
  const create = `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template.templateName)}`;
  await withAdminClient(template.serverUrl, async (client) => {
    // Parallel workers copying the same template can briefly see it "being accessed by other users".
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.query(create);
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return postgresTestDatabase(template.serverUrl, name, false);
}

async function postgresTestDatabase(serverUrl: string, name: string, migrate: boolean): Promise<TestDatabase> {
  const handle = openPostgres(databaseUrlFor(serverUrl, name));
  if (migrate) await migrateAndInstallJobs(handle);
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}

/** One short-lived connection to the server's database named in DATABASE_URL (for CREATE/DROP DATABASE). */
async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
