// A lister's dogs as a CSV file (issue 17): `POST /api/lister/dogs/import` (multipart, one
// file in the field `file`; `?dryRun=true` writes nothing), `GET /api/lister/dogs/export.csv`
// and `GET /api/lister/dogs/import-template.csv`. One column per field of the Add a Dog form,
// in snake_case, plus `photos` (http(s) links) and an optional `external_id` that a
// re-import matches, so the same file updates its dogs instead of listing them twice.
import { z } from 'zod';

export const LISTER_DOGS_IMPORT_URL = '/api/lister/dogs/import';
export const LISTER_DOGS_EXPORT_URL = '/api/lister/dogs/export.csv';
export const LISTER_DOGS_TEMPLATE_URL = '/api/lister/dogs/import-template.csv';
/** The multipart field the CSV file travels in. */
export const CSV_IMPORT_FIELD = 'file';

/** The largest CSV file accepted. */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most dog rows (lines under the header) one file may hold. */
export const CSV_IMPORT_MAX_ROWS = 2_000;

/**
 * The columns, in the order export and the template write them. A file may give them in any
 * order; `DOG_CSV_OPTIONAL_COLUMNS` may be left out, the others are required.
 */
export const DOG_CSV_COLUMNS = [
  'name',
  'breed',
  'age',
  'age_category',
  'size',
  'weight',
  'energy_level',
  'temperament',
  'good_with_kids',
  'good_with_dogs',
  'good_with_cats',
  'vaccinated',
  'spayed_neutered',
  'bio',
  'special_needs',
  'day_in_life_video',
  'photos',
  'external_id',
] as const;
export type DogCsvColumn = (typeof DOG_CSV_COLUMNS)[number];

/** Columns a file may leave out: blank `age_category` and `size` follow the age and weight (product §3 bands). */
export const DOG_CSV_OPTIONAL_COLUMNS: readonly DogCsvColumn[] = [
  'external_id',
  'age_category',
  'size',
  'special_needs',
  'day_in_life_video',
  'photos',
];

/** `?dryRun=true`: check every row (photos included) and write nothing. */
export const csvImportQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type CsvImportQuery = z.input<typeof csvImportQuerySchema>;

/** One problem of a row: the column it is in (`row` for the row as a whole) and the dog form's message. */
export const csvRowErrorSchema = z.object({ field: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const csvImportRowSchema = z.object({
  /** The row's line in the file; the header is line 1. */
  line: z.number().int(),
  /** False: the row is skipped (not imported), and `errors` says why. */
  ok: z.boolean(),
  errors: z.array(csvRowErrorSchema),
});
export type CsvImportRow = z.infer<typeof csvImportRowSchema>;

/**
 * The answer to an import or a dry run: every row with its problems, and how many dogs were
 * (or, in a dry run, would be) created and updated.
 */
export const csvImportResultSchema = z.object({
  rows: z.array(csvImportRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
