// Test helpers for the CSV import and export: rows of the dog form's columns, CSV files made
// from them (by csv-stringify, not by the code under test), and the import call itself.
import { DOG_CSV_COLUMNS, LISTER_DOGS_IMPORT_URL, type CsvImportResult, type DogCsvColumn } from '@scout/domain';
import { stringify } from 'csv-stringify/sync';
import type { App } from '../app.ts';
import { multipartBody } from './upload-test-helpers.ts';

export type CsvDogRow = Record<DogCsvColumn, string>;

let sequence = 0;

/** A valid row: a friendly adult beagle mix, with a fresh external id unless told otherwise. */
export function csvDogRow(overrides: Partial<CsvDogRow> = {}): CsvDogRow {
  sequence += 1;
  return {
    name: `Biscuit ${sequence}`,
    breed: 'Beagle Mix',
    age: '3',
    age_category: 'adult',
    size: 'medium',
    weight: '28',
    energy_level: 'moderate',
    temperament: 'friendly;playful',
    good_with_kids: 'yes',
    good_with_dogs: 'yes',
    good_with_cats: 'no',
    vaccinated: 'yes',
    spayed_neutered: 'yes',
    bio: 'A cheerful beagle who loves long sniffy walks and naps in the sun.',
    special_needs: '',
    day_in_life_video: '',
    photos: '',
    external_id: `EXT-${process.pid}-${sequence}`,
    ...overrides,
  };
}

/** CSV text: a header of `columns` (every column by default) and the rows' cells under it. */
export function csvOf(
  rows: ReadonlyArray<Partial<Record<string, string>>>,
  columns: readonly string[] = DOG_CSV_COLUMNS,
) {
  return stringify([[...columns], ...rows.map((row) => columns.map((c) => row[c] ?? ''))]);
}

export interface ImportOptions {
  dryRun?: boolean;
  field?: string;
  fileName?: string;
  type?: string;
}

/** POST /api/lister/dogs/import with this file as the multipart field `file`. */
export async function postImport(
  app: App,
  cookie: string | undefined,
  file: Buffer | string,
  options: ImportOptions = {},
) {
  const { payload, contentType } = await multipartBody([
    {
      field: options.field ?? 'file',
      data: file,
      fileName: options.fileName ?? 'dogs.csv',
      type: options.type ?? 'text/csv',
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `${LISTER_DOGS_IMPORT_URL}${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** An import that must answer 200; its result. */
export async function importCsv(app: App, cookie: string, file: Buffer | string, options: ImportOptions = {}) {
  const res = await postImport(app, cookie, file, options);
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json() as CsvImportResult;
}
