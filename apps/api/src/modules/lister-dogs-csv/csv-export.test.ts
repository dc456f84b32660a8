// GET /api/lister/dogs/export.csv and GET /api/lister/dogs/import-template.csv (issue 17): who
// may download them, the columns, a lister's own dogs only (not removed ones), and a round
// trip: the exported file imports again cleanly, updating every dog in place, this server's
// own photos kept without a download.
import { DOG_CSV_COLUMNS, LISTER_DOGS_EXPORT_URL, LISTER_DOGS_TEMPLATE_URL } from '@scout/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { uploadTestPhoto } from '../../testing/upload-test-helpers.ts';
import { LISTERS_ONLY_MESSAGE, NOT_ONBOARDED_MESSAGE } from '../dogs/dog-listings.service.ts';
import { csvDogRow, csvOf, importCsv } from '../../testing/csv-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const records = (body: string) => parse(body, { bom: true }) as string[][];
const dogsOf = (listerId: string) =>
  t.database.db.select().from(dogs).where(eq(dogs.listerId, listerId)).orderBy(dogs.createdAt, dogs.id);

describe('who may download', () => {
  it('refuses signed-out callers (401), adopters and listers not yet onboarded (403)', async () => {
    const adopter = await signUp(t.app, 'adopter');
    const notOnboarded = await signUp(t.app, 'owner');
    for (const url of [LISTER_DOGS_EXPORT_URL, LISTER_DOGS_TEMPLATE_URL]) {
      expect((await t.api.get(url)).statusCode).toBe(401);
      const asAdopter = await t.api.as(adopter.cookie).get(url);
      expect([asAdopter.statusCode, asAdopter.json().message]).toEqual([403, LISTERS_ONLY_MESSAGE]);
      const early = await t.api.as(notOnboarded.cookie).get(url);
      expect([early.statusCode, early.json().message]).toEqual([403, NOT_ONBOARDED_MESSAGE]);
    }
  });
});

describe('the template', () => {
  it('is the header and one example row, which imports as it is', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const res = await t.api.as(shelter.cookie).get(LISTER_DOGS_TEMPLATE_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="scout-dogs-template.csv"');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual([...DOG_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    const preview = await importCsv(t.app, shelter.cookie, res.rawPayload, { dryRun: true });
    expect(preview).toEqual({ rows: [{ line: 2, ok: true, errors: [] }], created: 1, updated: 0 });
  });
});

describe('the export', () => {
  it("holds the lister's dogs that are not removed, in the import's columns", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const other = await signUpLister(t.app, t.database.db);
    const photo = await uploadTestPhoto(t.app, shelter.cookie);
    const listed = await createDog(t.database.db, {
      listerId: shelter.listerId,
      name: 'Maple',
      breed: 'Collie, rough',
      age: 0.5,
      ageCategory: 'puppy',
      size: 'small',
      weight: 12.5,
      energyLevel: 'very_high',
      temperament: ['playful', 'energetic'],
      goodWithKids: true,
      goodWithDogs: false,
      goodWithCats: true,
      vaccinated: false,
      spayedNeutered: true,
      bio: '=Loves "squeaky" toys,\nand naps.',
      specialNeeds: null,
      dayInLifeVideo: 'https://video.example/maple',
      photos: [photo, 'https://photos.example/maple.jpg'],
      externalId: null,
    });
    await createDog(t.database.db, {
      listerId: shelter.listerId,
      name: 'Adopted',
      status: 'adopted',
      externalId: 'X-2',
    });
    await createDog(t.database.db, { listerId: shelter.listerId, name: 'Removed', status: 'removed' });
    await createDog(t.database.db, { listerId: other.listerId, name: 'Not theirs' });

    const res = await t.api.as(shelter.cookie).get(LISTER_DOGS_EXPORT_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="scout-dogs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = records(res.body);
    expect(header).toEqual([...DOG_CSV_COLUMNS]);
    const byName = rows.map((cells) => Object.fromEntries(DOG_CSV_COLUMNS.map((c, i) => [c, cells[i]])));
    expect(byName.map((r) => r.name)).toEqual(['Maple', 'Adopted']);
    expect(byName[0]).toEqual({
      name: 'Maple',
      breed: 'Collie, rough',
      age: '0.5',
      age_category: 'puppy',
      size: 'small',
      weight: '12.5',
      energy_level: 'very_high',
      temperament: 'playful;energetic',
      good_with_kids: 'yes',
      good_with_dogs: 'no',
      good_with_cats: 'yes',
      vaccinated: 'no',
      spayed_neutered: 'yes',
      // A value a spreadsheet would run as a formula goes out behind an apostrophe.
      bio: '\'=Loves "squeaky" toys,\nand naps.',
      special_needs: '',
      day_in_life_video: 'https://video.example/maple',
      photos: `http://localhost:3999${photo} https://photos.example/maple.jpg`,
      // Never imported: its own id, which a re-import matches.
      external_id: listed.id,
    });
    expect(byName[1]!.external_id).toBe('X-2');
  });

  it('imports back cleanly: every dog updated in place, nothing created, photos kept without a download', async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const photo = await uploadTestPhoto(t.app, shelter.cookie);
    const fromForm = await createDog(t.database.db, {
      listerId: shelter.listerId,
      name: 'Form Dog',
      photos: [photo, '/demo-photos/dog-01.webp'],
      bio: '+1 for walks; @home all day, -ish.',
      externalId: null,
    });
    await importCsv(t.app, shelter.cookie, csvOf([csvDogRow({ name: 'Imported', external_id: 'SHELTER-7' })]));
    const before = await dogsOf(shelter.listerId);

    const exported = await t.api.as(shelter.cookie).get(LISTER_DOGS_EXPORT_URL);
    // The photos are this server's own (localhost, which the SSRF guard would refuse to fetch).
    const result = await importCsv(t.app, shelter.cookie, exported.rawPayload);
    expect(result).toEqual({
      rows: [
        { line: 2, ok: true, errors: [] },
        { line: 3, ok: true, errors: [] },
      ],
      created: 0,
      updated: 2,
    });
    const after = await dogsOf(shelter.listerId);
    const comparable = (rows: typeof before) =>
      rows.map(({ updatedAt: _u, externalId: _e, position: _p, ...rest }) => rest);
    expect(comparable(after)).toEqual(comparable(before));
    // The dog from the form now carries its id as its external id; the imported one kept its own.
    expect(after.map((d) => d.externalId)).toEqual([fromForm.id, 'SHELTER-7']);
    expect(after[0]!.photos).toEqual([photo, '/demo-photos/dog-01.webp']);

    // And once more: the same again, still no duplicates.
    const twice = await importCsv(
      t.app,
      shelter.cookie,
      (await t.api.as(shelter.cookie).get(LISTER_DOGS_EXPORT_URL)).rawPayload,
    );
    expect(twice).toMatchObject({ created: 0, updated: 2 });
    expect(await dogsOf(shelter.listerId)).toHaveLength(2);
  });

  it("refuses another lister's upload named by link, as the dog form does", async () => {
    const shelter = await signUpLister(t.app, t.database.db);
    const other = await signUpLister(t.app, t.database.db);
    const theirs = await uploadTestPhoto(t.app, other.cookie);
    const result = await importCsv(
      t.app,
      shelter.cookie,
      csvOf([csvDogRow({ photos: `http://localhost:3999${theirs}` })]),
      { dryRun: true },
    );
    expect(result.rows[0]).toEqual({
      line: 2,
      ok: false,
      errors: [
        {
          field: 'photos',
          message: `Photo 1 (http://localhost:3999${theirs}): Use photos you uploaded for this dog`,
        },
      ],
    });
  });
});
