// Starts Scout: reads the settings, opens and migrates the database, seeds the demo world
// on an empty database, listens, and shuts down gracefully on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
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
  await migrateDatabase(database);
  const seeded = config.seedDemo ? await seedDemoWorld(database.db) : { seeded: false };

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing in-flight requests, then stopping`);
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

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
