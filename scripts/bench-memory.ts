// `npm run bench:memory`: a server's memory once many adopters who have swiped have used
// discover (issue 18). Seeds the bench world on PostgreSQL (a million dogs by default), adds
// BENCH_ADOPTERS adopters (10,000) spread over five cities, each with 20 swipes of dogs near
// them and a session made in the database (signing 10,000 people in would take minutes of
// password hashing), then has each read its deck, swipe its top dog and read it again, 20
// at a time, against a real server process. Prints the time taken and the server's peak
// resident memory. Asserts nothing.
//
//   npm run bench:memory                  1,000,000 dogs, 10,000 adopters
//   npm run bench:memory -- --dogs 100000
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { adopterProfiles, sessions, users } from '../apps/api/src/db/schema/index.ts';
import { buildAdopterProfile } from '../apps/api/src/db/seed/factories.ts';
import { peakMemoryMb, startServer } from './bench/server-process.ts';
import { ADOPTER_CITIES, postgresReachable, prepareWorld } from './bench/world.ts';

const ADOPTERS = Number(process.env.BENCH_ADOPTERS ?? 10_000);
const AT_A_TIME = 20;
const SWIPES_EACH = 20;
/** The server's AUTH_SECRET, so the bench can sign the session cookies it makes. */
const SECRET = randomBytes(32).toString('hex');

/** A session cookie as Better Auth signs it (HMAC-SHA256 of the token, base64). */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `scout.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function main() {
  const { values } = parseArgs({ options: { dogs: { type: 'string' } } });
  const dogs = Number(values.dogs ?? 1_000_000);
  if (!(await postgresReachable())) throw new Error('bench:memory needs PostgreSQL (BENCH_POSTGRES_URL)');
  const world = await prepareWorld('postgres', dogs);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: world.env.DATABASE_URL, dataDir: world.env.DATA_DIR! });
  const cookies: string[] = [];
  for (let from = 0; from < ADOPTERS; from += 1_000) {
    const count = Math.min(1_000, ADOPTERS - from);
    const made = await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Memory ${from + i}`,
          email: `bench-memory-${from + i}@scout.bench`,
          emailVerified: true,
          role: 'adopter' as const,
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(adopterProfiles).values(
      made.map(({ id }, i) => {
        const city = ADOPTER_CITIES[(from + i) % ADOPTER_CITIES.length]!;
        // Spread within about 20 miles of the city, so decks differ.
        const jitter = (n: number) => (((from + i) * n) % 600) / 1_000 - 0.3;
        return buildAdopterProfile({
          userId: id,
          latitude: city.latitude + jitter(7),
          longitude: city.longitude + jitter(13),
          searchRadius: [25, 50, 100][(from + i) % 3]!,
          otherPets: (['none', 'cats', 'dogs'] as const)[(from + i) % 3],
        });
      }),
    );
    const tokens = made.map(() => randomBytes(24).toString('base64url'));
    await database.db
      .insert(sessions)
      .values(
        made.map(({ id }, i) => ({ userId: id, token: tokens[i]!, expiresAt: new Date(Date.now() + 86_400_000) })),
      );
    cookies.push(...tokens.map(sessionCookie));
  }
  // Each adopter's swipes: dogs near them, a different handful each, two in five liked.
  const admin = new pg.Client({ connectionString: world.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`
    insert into swipes (adopter_id, dog_id, direction)
    select p.user_id, d.id, case when random() < 0.4 then 'right' else 'left' end
    from adopter_profiles p join users u on u.id = p.user_id and u.email like 'bench-memory-%'
    cross join lateral (
      select id from dogs where status = 'available'
      order by position <-> ll_to_earth(p.latitude, p.longitude)
      offset (abs(hashtext(p.user_id::text)) % 40) limit ${SWIPES_EACH}
    ) d`);
  await admin.query('vacuum analyze swipes');
  await admin.end();
  await database.close();
  console.log(
    `added ${ADOPTERS} adopters with ${SWIPES_EACH} swipes each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = await startServer({ ...world.env, AUTH_SECRET: SECRET });
  try {
    const base = server.url;
    let next = 0;
    let reads = 0;
    const readAndSwipe = async (cookie: string) => {
      const deck = await fetch(`${base}/api/dogs/discover`, { headers: { cookie } });
      if (!deck.ok) throw new Error(`bench discover failed: ${deck.status} ${await deck.text()}`);
      const [top] = (await deck.json()) as { id: string }[];
      reads++;
      if (!top) return;
      const swipe = await fetch(`${base}/api/swipes`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ dogId: top.id, direction: 'left' }),
      });
      if (!swipe.ok) throw new Error(`bench swipe failed: ${swipe.status} ${await swipe.text()}`);
      await (await fetch(`${base}/api/dogs/discover`, { headers: { cookie } })).arrayBuffer();
      reads++;
    };
    const served = performance.now();
    await Promise.all(
      Array.from({ length: AT_A_TIME }, async () => {
        while (next < cookies.length) await readAndSwipe(cookies[next++]!);
      }),
    );
    const seconds = (performance.now() - served) / 1000;
    console.log(
      `${dogs} dogs: ${ADOPTERS} adopters who had swiped each read their deck, swiped and read it again ` +
        `(${reads} reads in ${seconds.toFixed(0)} s, ${AT_A_TIME} at a time); peak server memory ${peakMemoryMb(server.process)} MB`,
    );
  } finally {
    await server.stop();
    await world.cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
