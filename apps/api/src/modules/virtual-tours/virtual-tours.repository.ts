// Virtual tours: booking, the two sides' lists, status changes. Drizzle queries only; who
// may do what is decided in virtual-tours.service.ts.
import { OPEN_TOUR_STATUSES, type DogStatus, type ListerType, type TourStatus } from '@scout/domain';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, listers, users, virtualTours, type NewVirtualTourRecord } from '../../db/schema/index.ts';

/** What booking needs to know about a dog, read under a lock on its row. */
export interface DogForTour {
  id: string;
  name: string;
  status: DogStatus;
}

/**
 * The dog unless it is removed, its row locked until the transaction ends: two bookings of
 * the same dog wait for each other, so a slot cannot be taken twice between check and insert.
 */
export async function lockDogForTour(tx: Database, dogId: string): Promise<DogForTour | undefined> {
  const [row] = await tx
    .select({ id: dogs.id, name: dogs.name, status: dogs.status })
    .from(dogs)
    .where(and(eq(dogs.id, dogId), ne(dogs.status, 'removed')))
    .for('update');
  return row;
}

/** The adopters holding an open (requested or confirmed) tour of the dog at that instant. */
export async function openTourAdopters(tx: Database, dogId: string, scheduledAt: Date): Promise<string[]> {
  const rows = await tx
    .select({ adopterId: virtualTours.adopterId })
    .from(virtualTours)
    .where(
      and(
        eq(virtualTours.dogId, dogId),
        eq(virtualTours.scheduledAt, scheduledAt),
        inArray(virtualTours.status, [...OPEN_TOUR_STATUSES]),
      ),
    );
  return rows.map((r) => r.adopterId);
}

export async function insertTour(tx: Database, values: NewVirtualTourRecord): Promise<string> {
  const [row] = await tx.insert(virtualTours).values(values).returning({ id: virtualTours.id });
  if (!row) throw new Error('insert into virtual_tours returned nothing');
  return row.id;
}

/** A tour as the presenter and the status rules read it. */
const tourColumns = {
  id: virtualTours.id,
  adopterId: virtualTours.adopterId,
  scheduledAt: virtualTours.scheduledAt,
  notes: virtualTours.notes,
  status: virtualTours.status,
  createdAt: virtualTours.createdAt,
  dog: { id: dogs.id, name: dogs.name, photos: dogs.photos, status: dogs.status, listerId: dogs.listerId },
  lister: { type: listers.type, name: listers.name, userId: listers.userId },
  adopterName: users.name,
};

export interface TourRow {
  id: string;
  adopterId: string;
  scheduledAt: Date;
  notes: string | null;
  status: TourStatus;
  createdAt: Date;
  dog: { id: string; name: string; photos: string[]; status: DogStatus; listerId: string };
  /** The lister's private name (publicListerName() makes it presentable); their account, null once deleted. */
  lister: { type: ListerType; name: string; userId: string | null };
  adopterName: string;
}

function selectTours(db: Database) {
  return db
    .select(tourColumns)
    .from(virtualTours)
    .innerJoin(dogs, eq(dogs.id, virtualTours.dogId))
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .innerJoin(users, eq(users.id, virtualTours.adopterId));
}

/** The tour unless its dog was removed (a removed dog is gone for everyone, its tours too). */
export async function findTour(db: Database, id: string): Promise<TourRow | undefined> {
  const [row] = await selectTours(db).where(and(eq(virtualTours.id, id), ne(dogs.status, 'removed')));
  return row;
}

/** Whose tours a list shows: one adopter's, or those of one lister's dogs. */
export type TourListScope = { adopterId: string } | { listerId: string };

/**
 * The scope's tours of dogs not removed (of one dog when `dogId` is given), at most `max`:
 * upcoming ones in date order, then past ones latest first.
 */
export async function listTours(
  db: Database,
  scope: TourListScope,
  dogId: string | null,
  max: number,
): Promise<TourRow[]> {
  const conditions: SQL[] = [
    'adopterId' in scope ? eq(virtualTours.adopterId, scope.adopterId) : eq(dogs.listerId, scope.listerId),
    ne(dogs.status, 'removed'),
  ];
  if (dogId !== null) conditions.push(eq(virtualTours.dogId, dogId));
  const isPast = sql`${virtualTours.scheduledAt} < now()`;
  return selectTours(db)
    .where(and(...conditions))
    .orderBy(
      asc(isPast),
      asc(sql`case when ${isPast} then null else ${virtualTours.scheduledAt} end`),
      desc(virtualTours.scheduledAt),
      asc(virtualTours.id),
    )
    .limit(max);
}

/**
 * Moves the tour from `from` to `to` if it is still in `from` and still ahead, in one
 * statement (a concurrent change cannot slip in between the check and the write). False
 * when nothing matched.
 */
export async function updateTourStatus(db: Database, id: string, from: TourStatus, to: TourStatus): Promise<boolean> {
  const updated = await db
    .update(virtualTours)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(virtualTours.id, id), eq(virtualTours.status, from), sql`${virtualTours.scheduledAt} > now()`))
    .returning({ id: virtualTours.id });
  return updated.length > 0;
}
