// A lister's dogs read and written in bulk for CSV import and export: Drizzle queries only.
// The writes take a whole batch in one statement, its rows as one JSON parameter unpacked by
// the database (json_populate_recordset), as the synthetic world's seed does: binding twenty
// parameters a dog cost more than the insert itself.
import { and, asc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dogs, uploads, type NewDogRecord } from '../../db/schema/index.ts';
import type { ExportedDog } from './csv-columns.ts';

/** Rows per statement (one JSON parameter each). */
const BATCH_ROWS = 1_000;

/** A dog of the lister's that an import row matched. */
export interface MatchedDog {
  id: string;
  externalId: string | null;
  photos: string[];
}

/**
 * The lister's dogs (not removed) an import may update: those with one of these external
 * ids, and those without an external id whose own id is one of `ids` (a file exported before
 * the dog had one names it by its id).
 */
export async function findImportMatches(
  db: Database,
  listerId: string,
  externalIds: readonly string[],
  ids: readonly string[],
): Promise<MatchedDog[]> {
  if (externalIds.length === 0) return [];
  return db
    .select({ id: dogs.id, externalId: dogs.externalId, photos: dogs.photos })
    .from(dogs)
    .where(
      and(
        eq(dogs.listerId, listerId),
        ne(dogs.status, 'removed'),
        or(
          inArray(dogs.externalId, [...externalIds]),
          ids.length > 0 ? and(isNull(dogs.externalId), inArray(dogs.id, [...ids])) : undefined,
        ),
      ),
    );
}

/** What an import row changes on a dog it matched: the form's fields and the external id. */
export type ImportedChanges = Pick<
  NewDogRecord,
  | 'name'
  | 'breed'
  | 'age'
  | 'ageCategory'
  | 'size'
  | 'weight'
  | 'energyLevel'
  | 'temperament'
  | 'goodWithKids'
  | 'goodWithDogs'
  | 'goodWithCats'
  | 'bio'
  | 'specialNeeds'
  | 'dayInLifeVideo'
  | 'vaccinated'
  | 'spayedNeutered'
  | 'photos'
  | 'externalId'
>;

const CHANGED_KEYS = [
  'name',
  'breed',
  'age',
  'ageCategory',
  'size',
  'weight',
  'energyLevel',
  'temperament',
  'goodWithKids',
  'goodWithDogs',
  'goodWithCats',
  'bio',
  'specialNeeds',
  'dayInLifeVideo',
  'vaccinated',
  'spayedNeutered',
  'photos',
  'externalId',
] as const satisfies ReadonlyArray<keyof ImportedChanges>;

/**
 * Applies each row's changes to its dog, if the dog is still this lister's and not removed,
 * in one statement per batch; answers how many dogs were changed.
 */
export async function updateDogs(
  db: Database,
  listerId: string,
  changes: ReadonlyArray<{ id: string } & ImportedChanges>,
): Promise<number> {
  const columns = getTableColumns(dogs);
  const names = CHANGED_KEYS.map((key) => columns[key].name);
  const set = sql.join(
    names.map((name) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`),
    sql`, `,
  );
  let updated = 0;
  for (let i = 0; i < changes.length; i += BATCH_ROWS) {
    const json = jsonRows(changes.slice(i, i + BATCH_ROWS), ['id', ...CHANGED_KEYS], ['id', ...names]);
    const result = await db.execute<{ id: string }>(sql`
      update ${dogs} as d set ${set}, updated_at = now()
      from json_populate_recordset(null::dogs, ${json}::json) as v
      where d.id = v.id and d.lister_id = ${listerId} and d.status <> 'removed'
      returning d.id`);
    updated += result.rows.length;
  }
  return updated;
}

/** A new dog of an import: its row's changes, where its lister is, and available. */
export type ImportedDog = ImportedChanges & Pick<NewDogRecord, 'listerId' | 'latitude' | 'longitude' | 'status'>;
const NEW_DOG_KEYS = [...CHANGED_KEYS, 'listerId', 'latitude', 'longitude', 'status'] as const;

/** Inserts the dogs, one statement per batch; answers their new ids. */
export async function insertDogs(db: Database, values: readonly ImportedDog[]): Promise<string[]> {
  const columns = getTableColumns(dogs);
  const names = NEW_DOG_KEYS.map((key) => columns[key].name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const ids: string[] = [];
  for (let i = 0; i < values.length; i += BATCH_ROWS) {
    const result = await db.execute<{ id: string }>(sql`
      insert into ${dogs} (${list})
      select ${list} from json_populate_recordset(null::dogs, ${jsonRows(values.slice(i, i + BATCH_ROWS), NEW_DOG_KEYS, names)}::json)
      returning id`);
    ids.push(...result.rows.map((r) => r.id));
  }
  return ids;
}

/** Rows as one JSON parameter, keyed by column name, for json_populate_recordset. */
function jsonRows<T extends object>(rows: readonly T[], keys: readonly (keyof T)[], names: readonly string[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, k) => [names[k]!, row[key] ?? null]))));
}

/** Records the stored files as this user's uploads (their dogs may then name them). */
export async function insertUploads(db: Database, userId: string, fileNames: readonly string[]): Promise<void> {
  for (let i = 0; i < fileNames.length; i += BATCH_ROWS) {
    await db.insert(uploads).values(fileNames.slice(i, i + BATCH_ROWS).map((fileName) => ({ userId, fileName })));
  }
}

/** The lister's dogs that are not removed, oldest first (the order they were listed in). */
export async function listerDogsForExport(db: Database, listerId: string): Promise<ExportedDog[]> {
  const { position: _position, ...columns } = getTableColumns(dogs);
  return db
    .select(columns)
    .from(dogs)
    .where(and(eq(dogs.listerId, listerId), ne(dogs.status, 'removed')))
    .orderBy(asc(dogs.createdAt), asc(dogs.id));
}
