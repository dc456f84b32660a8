import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listers } from '../../db/schema/index.ts';
import { createLister, createUser } from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { verifyShelterByEmail } from './listers.repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

it('verifies the shelter of the account with that email, and only a shelter', async () => {
  const shelterUser = await createUser(database.db, { role: 'shelter', email: 'hounds@example.test' });
  const shelter = await createLister(database.db, {
    type: 'shelter',
    userId: shelterUser.id,
    name: 'Hill Country Hounds',
    isVerified: false,
  });
  const ownerUser = await createUser(database.db, { role: 'owner', email: 'olive@example.test' });
  await createLister(database.db, { type: 'owner', userId: ownerUser.id });

  expect(await verifyShelterByEmail(database.db, ' Hounds@Example.test ')).toBe('Hill Country Hounds');
  const [row] = await database.db.select().from(listers).where(eq(listers.id, shelter.id));
  expect(row?.isVerified).toBe(true);

  expect(await verifyShelterByEmail(database.db, 'olive@example.test')).toBeNull();
  expect(await verifyShelterByEmail(database.db, 'nobody@example.test')).toBeNull();
});
