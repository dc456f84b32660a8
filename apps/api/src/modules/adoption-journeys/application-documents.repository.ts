// The documents adopters attach to their applications: rows only (the bytes are in object
// storage under each row's storage_key). Whoever deletes rows here deletes their objects once
// the transaction has committed (deleteObjectsQuietly), so a rolled-back deletion keeps both.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  adoptionJourneys,
  applicationDocuments,
  dogs,
  type ApplicationDocumentRecord,
  type NewApplicationDocumentRecord,
} from '../../db/schema/index.ts';

/** Every document of these journeys, oldest first, by journey (one query for any number of journeys). */
export async function documentsOfJourneys(
  db: Database,
  journeyIds: readonly string[],
): Promise<Map<string, ApplicationDocumentRecord[]>> {
  const byJourney = new Map<string, ApplicationDocumentRecord[]>();
  if (journeyIds.length === 0) return byJourney;
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.journeyId, [...new Set(journeyIds)]))
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
  for (const row of rows) {
    const list = byJourney.get(row.journeyId);
    if (list) list.push(row);
    else byJourney.set(row.journeyId, [row]);
  }
  return byJourney;
}

export async function countDocuments(db: Database, journeyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.journeyId, journeyId));
  return row?.n ?? 0;
}

export async function insertDocument(
  db: Database,
  values: NewApplicationDocumentRecord,
): Promise<ApplicationDocumentRecord> {
  const [row] = await db.insert(applicationDocuments).values(values).returning();
  if (!row) throw new Error('insert into application_documents returned nothing');
  return row;
}

export async function findDocument(
  db: Database,
  journeyId: string,
  documentId: string,
): Promise<ApplicationDocumentRecord | undefined> {
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.journeyId, journeyId)));
  return row;
}

/** Deletes the rows `where` picks; the storage keys they named. */
async function deleteDocumentsWhere(db: Database, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .delete(applicationDocuments)
    .where(where)
    .returning({ storageKey: applicationDocuments.storageKey });
  return rows.map((row) => row.storageKey);
}

export function deleteDocument(db: Database, journeyId: string, documentId: string): Promise<string[]> {
  return deleteDocumentsWhere(
    db,
    and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.journeyId, journeyId)),
  );
}

/** Every document of any application for these dogs (a dog removed, or its lister's account deleted). */
export function deleteDocumentsOfDogs(db: Database, dogIds: readonly string[]): Promise<string[]> {
  if (dogIds.length === 0) return Promise.resolve([]);
  const journeys = db
    .select({ id: adoptionJourneys.id })
    .from(adoptionJourneys)
    .where(inArray(adoptionJourneys.dogId, [...dogIds]));
  return deleteDocumentsWhere(db, inArray(applicationDocuments.journeyId, journeys));
}

/** Every document of any application for these listers' dogs. */
export function deleteDocumentsOfListers(db: Database, listerIds: readonly string[]): Promise<string[]> {
  if (listerIds.length === 0) return Promise.resolve([]);
  const journeys = db
    .select({ id: adoptionJourneys.id })
    .from(adoptionJourneys)
    .innerJoin(dogs, eq(dogs.id, adoptionJourneys.dogId))
    .where(inArray(dogs.listerId, [...listerIds]));
  return deleteDocumentsWhere(db, inArray(applicationDocuments.journeyId, journeys));
}

/** Every document of this adopter's applications. */
export function deleteDocumentsOfAdopter(db: Database, adopterId: string): Promise<string[]> {
  const journeys = db
    .select({ id: adoptionJourneys.id })
    .from(adoptionJourneys)
    .where(eq(adoptionJourneys.adopterId, adopterId));
  return deleteDocumentsWhere(db, inArray(applicationDocuments.journeyId, journeys));
}
