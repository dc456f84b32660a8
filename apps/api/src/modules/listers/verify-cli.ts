// `npm run shelters:verify -- <email>`: an operator marks a shelter as verified
// (product §3), after checking its licence outside the app.
import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { verifyShelterByEmail } from './listers.repository.ts';

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: npm run shelters:verify -- <email of the shelter account>');
    process.exit(2);
  }
  const { dataDir, databaseUrl } = loadConfig();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(database);
    const name = await verifyShelterByEmail(database.db, email);
    if (!name) {
      console.error(`No shelter account with the email ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${name} is now verified.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error('Verification failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
