// POST /api/lister/dogs/import (issue 17): who may import (401/403, before the file is read),
// a dry run that writes nothing, rows created and then updated by external id (never another
// lister's dog), each row's problems in the dog form's own messages under its column, files
// refused as a whole with a 400 that says why, and an import that fails in the database
// writing nothing at all.
import {
  CSV_IMPORT_MAX_ROWS,
  csvImportResultSchema,
  DOG_CSV_COLUMNS,
  LISTER_DOGS_IMPORT_URL,
  TEMPERAMENT_TRAITS,
} from '@scout/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { LISTERS_ONLY_MESSAGE, NOT_ONBOARDED_MESSAGE } from '../dogs/dog-listings.service.ts';
import { chooseOneOf, PHOTO_LINK_MESSAGE, unknownTraitMessage, YES_NO_MESSAGE } from './csv-columns.ts';
import { EMPTY_FILE_MESSAGE, NO_ROWS_MESSAGE } from './csv-file.ts';
import { duplicateExternalIdMessage } from './csv-import.service.ts';
import { CSV_TOO_LARGE_MESSAGE, ONE_CSV_FILE_MESSAGE } from './csv.routes.ts';
import { csvDogRow, csvOf, importCsv, postImport } from '../../testing/csv-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const dogsOf = (listerId: string) =>
  t.database.db.select().from(dogs).where(eq(dogs.listerId, listerId)).orderBy(dogs.createdAt, dogs.name);
const allDogCount = async () => (await t.database.db.select({ id: dogs.id }).from(dogs)).length;

describe('who may import', () => {
  it('refuses signed-out callers (401), adopters and listers not yet onboarded (403), before reading the file', async () => {
    const adopter = await signUp(t.app, 'adopter');
    const notOnboarded = await signUp(t.app, 'shelter');
    const before = await allDogCount();
    for (const file of [csvOf([csvDogRow()]), 'not a csv at all \u0000']) {
      expect((await postImport(t.app, undefined, file)).statusCode).toBe(401);
      const asAdopter = await postImport(t.app, adopter.cookie, file);
      expect(asAdopter.statusCode).toBe(403);
      expect(asAdopter.json().message).toBe(LISTERS_ONLY_MESSAGE);
      const early = await postImport(t.app, notOnboarded.cookie, file);
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe(NOT_ONBOARDED_MESSAGE);
    }
    expect(await allDogCount()).toBe(before);
  });
});

describe('importing rows', () => {
  it('a dry run checks every row and writes nothing', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const file = csvOf([csvDogRow(), csvDogRow({ name: '' }), csvDogRow()]);
    const res = await postImport(t.app, shelter.cookie, file, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const result = csvImportResultSchema.parse(res.json());
    expect(result).toEqual({
      rows: [
        { line: 2, ok: true, errors: [] },
        { line: 3, ok: false, errors: [{ field: 'name', message: 'Name is required' }] },
        { line: 4, ok: true, errors: [] },
      ],
      created: 2,
      updated: 0,
    });
    expect(await dogsOf(shelter.listerId)).toEqual([]);
  });

  it('creates the valid rows at the lister, skips the invalid ones, and a re-import updates by external id', async () => {
    const shelter = await signUpLister(t.app, t.database.db, 'shelter', { latitude: 39.7392, longitude: -104.9903 });
    const first = csvDogRow({ name: 'Maple', external_id: 'A-1', temperament: 'calm; gentle', special_needs: '' });
    const second = csvDogRow({
      name: 'Juniper',
      external_id: 'A-2',
      age: '0.5',
      age_category: '',
      size: '',
      weight: '12',
    });
    const noId = csvDogRow({ name: 'Pepper', external_id: '' });
    const bad = csvDogRow({ name: 'Nope', external_id: 'A-3', bio: 'Too short' });
    const result = await importCsv(t.app, shelter.cookie, csvOf([first, second, noId, bad]));
    expect(result.created).toBe(3);
    expect(result.updated).toBe(0);
    expect(result.rows.map((r) => r.ok)).toEqual([true, true, true, false]);

    const stored = await dogsOf(shelter.listerId);
    expect(stored.map((d) => d.name).sort()).toEqual(['Juniper', 'Maple', 'Pepper']);
    const maple = stored.find((d) => d.name === 'Maple')!;
    expect(maple).toMatchObject({
      externalId: 'A-1',
      breed: 'Beagle Mix',
      age: 3,
      ageCategory: 'adult',
      size: 'medium',
      weight: 28,
      energyLevel: 'moderate',
      temperament: ['calm', 'gentle'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: false,
      vaccinated: true,
      spayedNeutered: true,
      specialNeeds: null,
      dayInLifeVideo: null,
      photos: [],
      status: 'available',
      latitude: 39.7392,
      longitude: -104.9903,
    });
    // Blank category and size follow the age and weight, as the form suggests them.
    expect(stored.find((d) => d.name === 'Juniper')).toMatchObject({ ageCategory: 'puppy', size: 'small', age: 0.5 });
    expect(stored.find((d) => d.name === 'Pepper')!.externalId).toBeNull();

    // The same file again, with Maple changed: updated in place, Pepper (no external id) listed again.
    const again = await importCsv(
      t.app,
      shelter.cookie,
      csvOf([{ ...first, name: 'Maple Leaf', energy_level: 'High Energy', good_with_cats: 'YES' }, second, noId, bad]),
    );
    expect(again).toMatchObject({ created: 1, updated: 2 });
    const after = await dogsOf(shelter.listerId);
    expect(after).toHaveLength(4);
    const mapleAfter = after.find((d) => d.id === maple.id)!;
    expect(mapleAfter).toMatchObject({
      name: 'Maple Leaf',
      energyLevel: 'high',
      goodWithCats: true,
      externalId: 'A-1',
    });
    expect(mapleAfter.createdAt).toEqual(maple.createdAt);
  });

  it('keeps an adopted dog adopted when it is updated, and queues new-dog alerts only for the new dogs', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const adopted = await createDog(t.database.db, {
      listerId: shelter.listerId,
      status: 'adopted',
      externalId: 'B-1',
    });
    const alerts = async () =>
      Number(
        (
          await t.database.db.execute<{ n: string }>(
            sql`select count(*) as n from pgboss.job where name = 'new-dog-alerts'`,
          )
        ).rows[0]!.n,
      );
    const before = await alerts();
    const result = await importCsv(
      t.app,
      shelter.cookie,
      csvOf([csvDogRow({ external_id: 'B-1', name: 'Still Adopted' }), csvDogRow({ external_id: 'B-2' })]),
    );
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const [row] = await t.database.db.select().from(dogs).where(eq(dogs.id, adopted.id));
    expect(row).toMatchObject({ name: 'Still Adopted', status: 'adopted' });
    expect(await alerts()).toBe(before + 1);
  });

  it("never touches another lister's dog with the same external id", async () => {
    const one = await signUpLister(t.app, t.database.db);
    const other = await signUpLister(t.app, t.database.db);
    const theirs = await createDog(t.database.db, { listerId: other.listerId, name: 'Theirs', externalId: 'SAME-1' });
    // The other lister's dog id as an external id: not a match either.
    const result = await importCsv(
      t.app,
      one.cookie,
      csvOf([
        csvDogRow({ name: 'Mine', external_id: 'SAME-1' }),
        csvDogRow({ name: 'Mine too', external_id: theirs.id }),
      ]),
    );
    expect(result).toMatchObject({ created: 2, updated: 0 });
    const [untouched] = await t.database.db.select().from(dogs).where(eq(dogs.id, theirs.id));
    expect(untouched).toMatchObject({ name: 'Theirs', externalId: 'SAME-1', listerId: other.listerId });
    expect((await dogsOf(one.listerId)).map((d) => d.externalId).sort()).toEqual(['SAME-1', theirs.id].sort());
  });

  it('lists a dog again when its external id belonged to a dog the lister removed', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const removed = await createDog(t.database.db, {
      listerId: shelter.listerId,
      status: 'removed',
      externalId: 'R-1',
    });
    const result = await importCsv(t.app, shelter.cookie, csvOf([csvDogRow({ external_id: 'R-1', name: 'Back' })]));
    expect(result).toMatchObject({ created: 1, updated: 0 });
    const rows = await t.database.db
      .select()
      .from(dogs)
      .where(and(eq(dogs.listerId, shelter.listerId), eq(dogs.externalId, 'R-1')));
    expect(rows.map((d) => [d.id === removed.id, d.status]).sort()).toEqual([
      [false, 'available'],
      [true, 'removed'],
    ]);
  });
});

describe("each row's problems", () => {
  it("are the dog form's messages, under the column they are in, with the row's line", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const rows = [
      csvDogRow({ name: '', breed: '  ' }),
      csvDogRow({ age: '26', weight: '0' }),
      csvDogRow({ age: 'three', weight: 'heavy' }),
      csvDogRow({ temperament: '' }),
      csvDogRow({ temperament: 'friendly;grumpy' }),
      csvDogRow({ temperament: 'calm;calm' }),
      csvDogRow({ bio: 'Short bio' }),
      csvDogRow({ name: 'x'.repeat(61), special_needs: 'y'.repeat(1001) }),
      csvDogRow({ day_in_life_video: 'ftp://example.org/video' }),
      csvDogRow({ good_with_kids: 'maybe', vaccinated: '' }),
      csvDogRow({ size: 'huge', energy_level: 'sleepy', age_category: 'baby' }),
      csvDogRow({ photos: 'not-a-link' }),
      csvDogRow({ photos: Array.from({ length: 9 }, (_v, i) => `https://photos.example/${i}.jpg`).join(' ') }),
      csvDogRow({ external_id: 'z'.repeat(201) }),
    ];
    const result = await importCsv(t.app, shelter.cookie, csvOf(rows), { dryRun: true });
    const problems = result.rows.map((r) => [r.line, r.ok, r.errors]);
    expect(problems).toEqual([
      [
        2,
        false,
        [
          { field: 'name', message: 'Name is required' },
          { field: 'breed', message: 'Breed is required' },
        ],
      ],
      [
        3,
        false,
        [
          { field: 'age', message: 'Age must be between 0 and 25' },
          { field: 'weight', message: 'Weight must be between 1 and 300 lbs' },
        ],
      ],
      [
        4,
        false,
        [
          { field: 'age', message: 'Age must be between 0 and 25' },
          { field: 'weight', message: 'Weight must be between 1 and 300 lbs' },
        ],
      ],
      [5, false, [{ field: 'temperament', message: 'Select at least one temperament trait' }]],
      [6, false, [{ field: 'temperament', message: unknownTraitMessage('grumpy') }]],
      [7, false, [{ field: 'temperament', message: 'Each trait once' }]],
      [8, false, [{ field: 'bio', message: 'Bio must be at least 20 characters' }]],
      [
        9,
        false,
        [
          { field: 'name', message: 'At most 60 characters' },
          { field: 'special_needs', message: 'At most 1000 characters' },
        ],
      ],
      [10, false, [{ field: 'day_in_life_video', message: PHOTO_LINK_MESSAGE }]],
      [
        11,
        false,
        [
          { field: 'good_with_kids', message: YES_NO_MESSAGE },
          { field: 'vaccinated', message: YES_NO_MESSAGE },
        ],
      ],
      [
        12,
        false,
        [
          { field: 'age_category', message: chooseOneOf(['puppy', 'young', 'adult', 'senior']) },
          { field: 'size', message: chooseOneOf(['small', 'medium', 'large']) },
          { field: 'energy_level', message: chooseOneOf(['low', 'moderate', 'high', 'very_high']) },
        ],
      ],
      [13, false, [{ field: 'photos', message: `Photo not-a-link: ${PHOTO_LINK_MESSAGE}` }]],
      [14, false, [{ field: 'photos', message: 'At most 8 photos' }]],
      [15, false, [{ field: 'external_id', message: 'At most 200 characters' }]],
    ]);
    expect(result).toMatchObject({ created: 0, updated: 0 });
    expect(TEMPERAMENT_TRAITS).toContain('calm');
  });

  it('counts lines as a spreadsheet shows them: quoted values over several lines, blank lines', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const header = DOG_CSV_COLUMNS.join(',');
    /** A row's text as csv-stringify writes it (a value with line breaks quoted), with its line end. */
    const rowText = (row: ReturnType<typeof csvDogRow>) => csvOf([row]).slice(header.length + 1);
    const multiLineBio = csvDogRow({ bio: 'A long bio\nover three lines\nfor a calm old dog.' });
    // Line 1 header, 2 a row, 3 blank, 4-6 the bio's row, 7 a row without a name.
    const file = `${header}\n${rowText(csvDogRow())}\n${rowText(multiLineBio)}${rowText(csvDogRow({ name: '' }))}`;
    const result = await importCsv(t.app, shelter.cookie, file, { dryRun: true });
    expect(result.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [4, true],
      [7, false],
    ]);
  });

  it('refuses a second row with the same external id, and values beyond the header', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const file = `${csvOf([csvDogRow({ external_id: 'D-1' }), csvDogRow({ external_id: 'D-1' })])}${csvOf([csvDogRow()])
      .split('\n')[1]!
      .trimEnd()},surprise\n`;
    const result = await importCsv(t.app, shelter.cookie, file, { dryRun: true });
    expect(result.rows).toEqual([
      { line: 2, ok: true, errors: [] },
      { line: 3, ok: false, errors: [{ field: 'external_id', message: duplicateExternalIdMessage(2) }] },
      { line: 4, ok: false, errors: [{ field: 'row', message: "This row has 1 value beyond the header's columns" }] },
    ]);
  });

  it('reads columns in any order and case, yes/no in their common forms, semicolon-separated files', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const columns = [...DOG_CSV_COLUMNS].reverse().map((c) => c.replaceAll('_', ' ').toUpperCase());
    const row = csvDogRow({ good_with_kids: 'TRUE', good_with_dogs: 'n', good_with_cats: '1', vaccinated: 'No' });
    const file = csvOf(
      [Object.fromEntries(DOG_CSV_COLUMNS.map((c) => [c.replaceAll('_', ' ').toUpperCase(), row[c]]))],
      columns,
    );
    const result = await importCsv(t.app, shelter.cookie, file);
    expect(result).toMatchObject({ created: 1, rows: [{ ok: true }] });
    const [dog] = await dogsOf(shelter.listerId);
    expect(dog).toMatchObject({ goodWithKids: true, goodWithDogs: false, goodWithCats: true, vaccinated: false });

    const semicolons = `${DOG_CSV_COLUMNS.join(';')}\n${DOG_CSV_COLUMNS.map((c) => {
      const value = csvDogRow({ name: 'Semi', temperament: 'calm' })[c];
      return value.includes(';') ? `"${value}"` : value;
    }).join(';')}\n`;
    const semi = await importCsv(t.app, shelter.cookie, semicolons, { dryRun: true });
    expect(semi.rows).toEqual([{ line: 2, ok: true, errors: [] }]);
  });
});

describe('files refused as a whole (400, with the reason)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signUpLister(t.app, t.database.db)).cookie;
  });
  const refused = async (file: Buffer | string, options: Parameters<typeof postImport>[3] = {}) => {
    const res = await postImport(t.app, cookie, file, options);
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { message: string }).message;
  };

  it('a PDF, a spreadsheet, binary data or text that is not UTF-8', async () => {
    expect(await refused(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'))).toMatch(
      /^The file is not CSV: it is a PDF document\. Save the sheet as "CSV UTF-8/,
    );
    expect(await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toMatch(
      /it is an Excel workbook or another zip file/,
    );
    expect(await refused(Buffer.from('name,breed\n\u0000\u0001\u0002'))).toMatch(/it holds binary data/);
    expect(await refused(Buffer.from('name,breed\r\nC\xe9line,Lab\r\n', 'latin1'))).toMatch(/it is not UTF-8 text/);
    expect(await refused(Buffer.from('\uFEFFname,breed', 'utf16le'))).toMatch(/binary data/);
  });

  it('text that is not well-formed CSV, an empty file, a header alone', async () => {
    expect(await refused(`${DOG_CSV_COLUMNS.join(',')}\n"Biscuit,Beagle`)).toMatch(
      /^The file is not CSV: it could not be read \(/,
    );
    expect(await refused('')).toBe(EMPTY_FILE_MESSAGE);
    expect(await refused('\n\n')).toBe(EMPTY_FILE_MESSAGE);
    expect(await refused(`${DOG_CSV_COLUMNS.join(',')}\n`)).toBe(NO_ROWS_MESSAGE);
  });

  it('unknown columns, named; missing columns, named', async () => {
    const res = await postImport(t.app, cookie, csvOf([csvDogRow()], [...DOG_CSV_COLUMNS, 'Colour', 'sex']));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Unknown columns: "Colour", "sex". The columns are: ${DOG_CSV_COLUMNS.join(', ')}.`,
      issues: [
        { path: 'colour', message: 'Unknown column' },
        { path: 'sex', message: 'Unknown column' },
      ],
    });
    const withoutBio = DOG_CSV_COLUMNS.filter((c) => c !== 'bio' && c !== 'weight');
    expect(await refused(csvOf([csvDogRow()], withoutBio))).toBe(
      'Missing columns: weight, bio. The template has every column.',
    );
    // The optional columns may be left out.
    const required = DOG_CSV_COLUMNS.filter((c) => !['photos', 'external_id', 'size', 'age_category'].includes(c));
    const ok = await postImport(t.app, cookie, csvOf([csvDogRow()], required), { dryRun: true });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('over 5 MB, or over 2,000 rows', async () => {
    const big = `${csvOf([csvDogRow()])}${'x'.repeat(5 * 1024 * 1024)}`;
    expect(await refused(big)).toBe(CSV_TOO_LARGE_MESSAGE);
    const many = csvOf(Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, () => csvDogRow()));
    expect(await refused(many)).toBe(
      'The file has 2,001 dog rows; at most 2,000 can be imported at once. Split it into smaller files.',
    );
  });

  it('no file, a file in another field, a stray field, a body that is not multipart', async () => {
    const file = csvOf([csvDogRow()]);
    expect(await refused(file, { field: 'csv' })).toBe(ONE_CSV_FILE_MESSAGE);
    const json = await t.api.as(cookie).post(LISTER_DOGS_IMPORT_URL, { rows: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(ONE_CSV_FILE_MESSAGE);
    const empty = await t.app.inject({ method: 'POST', url: LISTER_DOGS_IMPORT_URL, headers: { cookie } });
    expect(empty.statusCode).toBe(400);
    const bad = await t.api.as(cookie).post(`${LISTER_DOGS_IMPORT_URL}?dryRun=maybe`, {});
    expect(bad.statusCode).toBe(400);
  });
});

describe('an import that fails in the database', () => {
  it('writes nothing: not the rows before the failing one, not the updates', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const existing = await createDog(t.database.db, { listerId: shelter.listerId, name: 'Before', externalId: 'F-1' });
    // A real constraint of the database that the form's rules do not know: the row passes
    // validation (the dry run says so) and the database refuses it when it is written.
    await t.database.db.execute(sql.raw(`alter table dogs add constraint test_no_boom check (name <> 'Boom')`));
    try {
      const file = csvOf([
        csvDogRow({ name: 'Fine One' }),
        csvDogRow({ name: 'After', external_id: 'F-1' }),
        csvDogRow({ name: 'Fine Two' }),
        csvDogRow({ name: 'Boom' }),
      ]);
      const preview = await importCsv(t.app, shelter.cookie, file, { dryRun: true });
      expect(preview).toMatchObject({ created: 3, updated: 1 });
      expect(preview.rows.every((r) => r.ok)).toBe(true);

      const res = await postImport(t.app, shelter.cookie, file);
      expect(res.statusCode).toBe(500);
      const stored = await dogsOf(shelter.listerId);
      expect(stored.map((d) => d.name)).toEqual(['Before']);
      expect(stored[0]!.id).toBe(existing.id);
    } finally {
      await t.database.db.execute(sql.raw('alter table dogs drop constraint test_no_boom'));
    }
  });
});
