// Adoption journeys, and what closing a dog's applications writes elsewhere (the adopters'
// conversations about the dog, its open virtual tours). Drizzle queries only; the rules live
// in adoption-journeys.service.ts and dog-departures.ts. Every journey write locks its dog row
// first (lockDog), as a lister's change to the dog does, so writes about one dog queue in
// one order and never deadlock.
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adoptionJourneys,
  conversations,
  dogs,
  listers,
  messages,
  users,
  virtualTours,
  type AdoptionJourneyRecord,
  type DogRecord,
  type ListerRecord,
  type NewAdoptionJourneyRecord,
} from '../../db/schema/index.ts';
import { matchDogColumns } from '../dogs/dogs.repository.ts';

/** What the matching engine reads of a dog, and where it stands (dogs.repository.ts's matchDogColumns). */
export type MatchDogAttributes = Pick<
  DogRecord,
  | 'name'
  | 'size'
  | 'ageCategory'
  | 'energyLevel'
  | 'temperament'
  | 'goodWithKids'
  | 'goodWithDogs'
  | 'goodWithCats'
  | 'specialNeeds'
  | 'latitude'
  | 'longitude'
>;

/** A journey with what presenting it and deciding on it need (the dog's matching attributes: the lister's fit). */
export interface JourneyRow {
  journey: AdoptionJourneyRecord;
  dog: Pick<DogRecord, 'id' | 'photos' | 'status' | 'listerId'> & MatchDogAttributes;
  /** `userId`: the lister's account, null once it was deleted. */
  lister: Pick<ListerRecord, 'type' | 'name' | 'userId'>;
  adopterName: string;
}

function selectJourneys(db: Database) {
  return db
    .select({
      journey: adoptionJourneys,
      dog: { id: dogs.id, photos: dogs.photos, status: dogs.status, listerId: dogs.listerId, ...matchDogColumns },
      lister: { type: listers.type, name: listers.name, userId: listers.userId },
      adopterName: users.name,
    })
    .from(adoptionJourneys)
    .innerJoin(dogs, eq(dogs.id, adoptionJourneys.dogId))
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .innerJoin(users, eq(users.id, adoptionJourneys.adopterId));
}

/** Active journeys first, then the most recently changed. */
const listOrder = [
  sql`${adoptionJourneys.status} = 'active' desc`,
  desc(adoptionJourneys.updatedAt),
  desc(adoptionJourneys.id),
];

export async function findJourney(db: Database, journeyId: string): Promise<JourneyRow | undefined> {
  const [row] = await selectJourneys(db).where(eq(adoptionJourneys.id, journeyId));
  return row;
}

export async function findJourneyOfAdopter(
  db: Database,
  adopterId: string,
  dogId: string,
): Promise<JourneyRow | undefined> {
  const [row] = await selectJourneys(db).where(
    and(eq(adoptionJourneys.adopterId, adopterId), eq(adoptionJourneys.dogId, dogId)),
  );
  return row;
}

export function listJourneysOfAdopter(db: Database, adopterId: string, max: number): Promise<JourneyRow[]> {
  return selectJourneys(db)
    .where(eq(adoptionJourneys.adopterId, adopterId))
    .orderBy(...listOrder)
    .limit(max);
}

/** The journeys for a lister's dogs that are still listed (a removed dog is gone for its lister too). */
export function listJourneysOfLister(db: Database, listerId: string, max: number): Promise<JourneyRow[]> {
  return selectJourneys(db)
    .where(and(eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .orderBy(...listOrder)
    .limit(max);
}

export type LockedDog = Pick<DogRecord, 'id' | 'name' | 'status' | 'listerId'>;

/**
 * Reads the dog and holds its row until the transaction ends. `no key update` queues
 * journey writes and a lister's changes to the dog, yet lets other tables keep inserting
 * rows that reference it.
 */
export async function lockDog(tx: Database, dogId: string): Promise<LockedDog | undefined> {
  const [row] = await tx
    .select({ id: dogs.id, name: dogs.name, status: dogs.status, listerId: dogs.listerId })
    .from(dogs)
    .where(eq(dogs.id, dogId))
    .for('no key update');
  return row;
}

export async function findDogName(db: Database, dogId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: dogs.name }).from(dogs).where(eq(dogs.id, dogId));
  return row?.name;
}

export async function insertJourney(db: Database, values: NewAdoptionJourneyRecord): Promise<string> {
  const [row] = await db.insert(adoptionJourneys).values(values).returning({ id: adoptionJourneys.id });
  if (!row) throw new Error('insert into adoption_journeys returned nothing');
  return row.id;
}

export type JourneyChanges = Partial<Omit<NewAdoptionJourneyRecord, 'id' | 'adopterId' | 'dogId'>>;

export async function updateJourney(db: Database, journeyId: string, changes: JourneyChanges): Promise<void> {
  await db
    .update(adoptionJourneys)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(adoptionJourneys.id, journeyId));
}

/** The dog found its home: it leaves every deck, list and map (status 'adopted'). */
export async function markDogAdopted(db: Database, dogId: string, at: Date): Promise<void> {
  await db.update(dogs).set({ status: 'adopted', adoptedAt: at, updatedAt: at }).where(eq(dogs.id, dogId));
}

/** Closes the dog's active journeys except `keepAdopterId`'s; their adopters. */
export async function closeActiveJourneysOfDog(
  db: Database,
  dogId: string,
  closedReason: string,
  keepAdopterId: string | null,
): Promise<string[]> {
  const closed = await db
    .update(adoptionJourneys)
    .set({ status: 'closed', closedReason, updatedAt: new Date() })
    .where(
      and(
        eq(adoptionJourneys.dogId, dogId),
        eq(adoptionJourneys.status, 'active'),
        keepAdopterId === null ? undefined : ne(adoptionJourneys.adopterId, keepAdopterId),
      ),
    )
    .returning({ adopterId: adoptionJourneys.adopterId });
  return closed.map((row) => row.adopterId);
}

/** Declines the dog's requested or confirmed tours still ahead, except `keepAdopterId`'s; their adopters. */
export async function declineOpenToursOfDog(
  db: Database,
  dogId: string,
  now: Date,
  keepAdopterId: string | null,
): Promise<string[]> {
  const declined = await db
    .update(virtualTours)
    .set({ status: 'declined', updatedAt: now })
    .where(
      and(
        eq(virtualTours.dogId, dogId),
        inArray(virtualTours.status, ['requested', 'confirmed']),
        gt(virtualTours.scheduledAt, now),
        keepAdopterId === null ? undefined : ne(virtualTours.adopterId, keepAdopterId),
      ),
    )
    .returning({ adopterId: virtualTours.adopterId });
  return declined.map((row) => row.adopterId);
}

export interface ListerNotice {
  adopterId: string;
  dogId: string;
  /** The lister's account; null once it was deleted. */
  senderId: string | null;
  content: string;
  at: Date;
}

/**
 * A message from the dog's lister in the adopter's conversation about the dog, started if
 * there is none; the conversation's id.
 */
export async function postListerNotice(db: Database, notice: ListerNotice): Promise<string> {
  const [conversation] = await db
    .insert(conversations)
    .values({ adopterId: notice.adopterId, dogId: notice.dogId, lastMessageAt: notice.at })
    .onConflictDoUpdate({ target: [conversations.adopterId, conversations.dogId], set: { lastMessageAt: notice.at } })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('upsert into conversations returned nothing');
  await db.insert(messages).values({
    conversationId: conversation.id,
    senderType: 'shelter',
    senderId: notice.senderId,
    content: notice.content,
    createdAt: notice.at,
  });
  return conversation.id;
}
