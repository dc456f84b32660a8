// `npm run seed -w @scout/api -- [--dogs N]`: opens the database from the environment
// (DATA_DIR, DATABASE_URL: the same settings as the server), migrates,
// then seeds the demo world if the database is empty, and with --dogs N adds a synthetic
// world of N dogs for benchmarks.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../client.ts';
import { DEMO_ACCOUNTS, seedDemoWorld } from './demo-world.ts';
import { seedSyntheticWorld } from './synthetic-world.ts';

async function main() {
  const { values } = parseArgs({ options: { dogs: { type: 'string' } }, allowPositionals: false });
  const dogCount = values.dogs === undefined ? undefined : Number(values.dogs);
  if (dogCount !== undefined && (!Number.isInteger(dogCount) || dogCount < 1)) {
    throw new Error(`--dogs must be a positive whole number, got "${values.dogs}"`);
  }
  const { dataDir, databaseUrl } = loadConfig();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    console.log(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${dataDir}`);
    await migrateDatabase(database);
    const started = performance.now();
    const demo = await seedDemoWorld(database.db);
    if (demo.seeded) {
      console.log(`Seeded the demo world: ${demo.listers} shelters and owners, ${demo.dogs} dogs.`);
      console.log(
        `Demo sign-ins (password ${DEMO_ACCOUNTS[0]!.password}): ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`).join(', ')}`,
      );
    } else {
      console.log('The database already holds data: demo world not seeded.');
    }
    if (dogCount !== undefined) {
      const synthetic = await seedSyntheticWorld(database.db, dogCount);
      console.log(`Added a synthetic world: ${synthetic.listers} listers, ${synthetic.dogs} dogs.`);
    }
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
