// Starts Scout: reads the settings, opens and migrates the database, seeds the demo world
// on an empty database, listens, and shuts down gracefully on SIGINT/SIGTERM (and other
// termination signals or an uncaught error, through close-with-grace).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase, withStartupLock } from './db/client.ts';
import { scheduleDigestSweep } from './modules/new-dog-alerts/alert-jobs.ts';
import { DEMO_ACCOUNTS, seedDemoWorld } from './db/seed/demo-world.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Servers starting together on one database set up one at a time (decisions §13).
  const { app, seeded } = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    const seeded = config.seedDemo ? await seedDemoWorld(database.db) : { seeded: false };
    const app = await buildApp({ config, database });
    app.addHook('onClose', async () => database.close());
    // Background jobs (emails, alerts) run once the database is migrated; app.close() stops
    // them first. The daily digests' hourly sweep is queued once (a sweep already waiting stands).
    await app.jobs.start();
    await scheduleDigestSweep(app.jobs);
    return { app, seeded };
  });

  // In-flight requests finish (app.ts answers them with `Connection: close`), then exit 0;
  // past the grace delay, or after an uncaught error or a failed close, exit 1.
  closeWithGrace(
    { delay: SHUTDOWN_GRACE_MS, logger: app.log, onTimeout: () => app.log.error('shutdown took too long; exiting') },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: finishing in-flight requests, then stopping');
      else app.log.info(`${signal ?? 'exit'}: finishing in-flight requests, then stopping`);
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Scout is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded.seeded ? ' (demo world seeded)' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo sign-ins (password for all: ' + DEMO_ACCOUNTS[0]!.password + '):');
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(8)} ${account.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error('Scout failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
