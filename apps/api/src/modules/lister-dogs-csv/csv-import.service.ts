// CSV import and export of a lister's own dogs (issue 17). An import reads every row as the
// Add a Dog form would (csv-columns.ts), matches it to one of the lister's dogs by external
// id, downloads and stores its photos (imported-photos.ts), then writes every valid row in
// ONE transaction: the new dogs, the changed ones and the photos' upload records commit
// together or not at all, and files stored for an import that failed are deleted again.
// Invalid rows are reported and skipped. A dry run does all the checking and writes nothing.
import { isUuid, type CsvImportResult, type CsvImportRow, type CsvRowError } from '@scout/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { requireOnboardedLister } from '../dogs/dog-listings.service.ts';
import type { PhotoStorage } from '../uploads/photo-storage.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { ownedUploadFileNames } from '../uploads/uploads.repository.ts';
import { dogToRow, readRow, TEMPLATE_EXAMPLE, type CsvDogInput, type ReadRow } from './csv-columns.ts';
import { readCsv, writeCsv } from './csv-file.ts';
import {
  findImportMatches,
  insertDogs,
  insertUploads,
  listerDogsForExport,
  updateDogs,
  type ImportedChanges,
  type ImportedDog,
  type MatchedDog,
} from './csv.repository.ts';
import { resolvePhotos } from './imported-photos.ts';
import type { FetchPhoto } from './photo-fetch.ts';

export const duplicateExternalIdMessage = (line: number) =>
  `This external id is also on line ${line}: each dog may appear once in a file`;
export const IMPORT_RACE_MESSAGE =
  'Your dogs changed while this file was being imported, so nothing was imported. Please import the file again.';

/** PostgreSQL's unique_violation: another import took one of these external ids meanwhile. */
const UNIQUE_VIOLATION = '23505';

export interface CsvImportServiceOptions {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  /** Where photos are handed out (S3_PUBLIC_URL): exported links name them there, and imported ones may. */
  photoUrls: PhotoUrls;
  photos: PhotoStorage;
  fetchPhoto: FetchPhoto;
  /**
   * What listing dogs sets off (new-dog alerts, as for a dog added through the form), inside
   * the import's transaction: queued exactly when the dogs are listed, in one statement.
   */
  onDogsListed?: (dogIds: readonly string[], tx: Database) => Promise<void>;
}

/** A row ready to be written: a new dog, or the changes to a matched one. */
interface Planned {
  line: number;
  dog: CsvDogInput;
  externalId: string | null;
  match: MatchedDog | null;
}

export function createCsvImportService({
  db,
  config,
  photoUrls,
  photos,
  fetchPhoto,
  onDogsListed,
}: CsvImportServiceOptions) {
  return {
    /** `GET /api/lister/dogs/import-template.csv`: the header and one example row. */
    template(): string {
      return writeCsv([TEMPLATE_EXAMPLE]);
    },

    /** `GET /api/lister/dogs/export.csv`: the lister's dogs (not removed) in the import's columns. */
    async exportCsv(user: SessionUser): Promise<string> {
      const lister = await requireOnboardedLister(db, user);
      const rows = await listerDogsForExport(db, lister.id);
      return writeCsv(
        rows.map((dog) => dogToRow({ ...dog, photos: photoUrls.presentAll(dog.photos) }, config.publicUrl)),
      );
    },

    /** `POST /api/lister/dogs/import`: 400 for a file that cannot be imported at all, else every row's outcome. */
    async importCsv(user: SessionUser, file: Buffer, dryRun: boolean): Promise<CsvImportResult> {
      const lister = await requireOnboardedLister(db, user);
      const read = readCsv(file).map(readRow);
      markDuplicateExternalIds(read);

      const valid = read.filter((row) => row.dog !== null);
      const externalIds = [...new Set(valid.flatMap((row) => row.externalId ?? []))];
      const matches = await findImportMatches(db, lister.id, externalIds, externalIds.filter(isUuid));
      const byExternalId = new Map(matches.flatMap((m) => (m.externalId ? [[m.externalId, m] as const] : [])));
      const byId = new Map(matches.filter((m) => !m.externalId).map((m) => [m.id, m] as const));
      const matchOf = (externalId: string | null) =>
        externalId === null ? null : (byExternalId.get(externalId) ?? byId.get(externalId) ?? null);

      const planned: Planned[] = valid.map((row) => ({
        line: row.line,
        dog: row.dog!,
        externalId: row.externalId,
        match: matchOf(row.externalId),
      }));
      const resolved = await resolvePhotos(
        planned.map((p) => ({ links: p.dog.photos, current: p.match?.photos ?? [] })),
        {
          publicUrl: config.publicUrl,
          photoUrls,
          fetchPhoto,
          ownedUploads: (fileNames) => ownedUploadFileNames(db, user.id, fileNames),
          storage: dryRun ? null : photos,
        },
      );
      const errorsByLine = new Map<number, CsvRowError[]>();
      const ready: Planned[] = [];
      planned.forEach((p, i) => {
        const { urls, errors } = resolved.results[i]!;
        if (errors.length === 0) return void ready.push({ ...p, dog: { ...p.dog, photos: urls } });
        errorsByLine.set(
          p.line,
          errors.map((message) => ({ field: 'photos', message })),
        );
      });

      const rows: CsvImportRow[] = read.map((row) => {
        const errors = [...row.errors, ...(errorsByLine.get(row.line) ?? [])];
        return { line: row.line, ok: errors.length === 0, errors };
      });
      const toCreate = ready.filter((p) => !p.match);
      const toUpdate = ready.filter((p) => p.match);
      if (dryRun) return { rows, created: toCreate.length, updated: toUpdate.length };

      try {
        const result = await db.transaction(async (tx) => {
          await insertUploads(tx, user.id, resolved.storedFileNames);
          const createdIds = await insertDogs(
            tx,
            toCreate.map((p): ImportedDog => ({
              ...changesOf(p),
              listerId: lister.id,
              latitude: lister.latitude,
              longitude: lister.longitude,
              status: 'available',
            })),
          );
          const updated = await updateDogs(
            tx,
            lister.id,
            toUpdate.map((p) => ({ id: p.match!.id, ...changesOf(p) })),
          );
          // A matched dog removed meanwhile: all or nothing, so none of the file is imported.
          if (updated !== toUpdate.length) throw conflict(IMPORT_RACE_MESSAGE);
          if (createdIds.length > 0) await onDogsListed?.(createdIds, tx);
          return { created: createdIds.length, updated };
        });
        return { rows, ...result };
      } catch (err) {
        // Nothing was written: the photos stored for it go too.
        await resolved.discard();
        if (sqlState(err) === UNIQUE_VIOLATION) throw conflict(IMPORT_RACE_MESSAGE);
        throw err;
      }
    },
  };
}

/** The dog's columns an import row sets (on a new dog, and on a matched one). */
function changesOf({ dog, externalId }: Planned): ImportedChanges {
  return {
    name: dog.name,
    breed: dog.breed,
    age: dog.age,
    ageCategory: dog.ageCategory,
    size: dog.size,
    weight: dog.weight,
    energyLevel: dog.energyLevel,
    temperament: dog.temperament,
    goodWithKids: dog.goodWithKids,
    goodWithDogs: dog.goodWithDogs,
    goodWithCats: dog.goodWithCats,
    bio: dog.bio,
    specialNeeds: dog.specialNeeds ?? null,
    dayInLifeVideo: dog.dayInLifeVideo ?? null,
    vaccinated: dog.vaccinated,
    spayedNeutered: dog.spayedNeutered,
    photos: dog.photos,
    externalId,
  };
}

/** The SQLSTATE of a database error (Drizzle wraps the driver's error as its `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e = err; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A second row with an external id already used higher up the file is refused (its first stands). */
function markDuplicateExternalIds(rows: ReadRow[]): void {
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    if (row.externalId === null) continue;
    const first = firstLine.get(row.externalId);
    if (first === undefined) {
      firstLine.set(row.externalId, row.line);
      continue;
    }
    row.errors.push({ field: 'external_id', message: duplicateExternalIdMessage(first) });
    row.dog = null;
  }
}
