// The documents of an adoption application (decisions §12), kept on the local disk (the
// default; S3: application-documents-s3.test.ts): what may be attached (PDF, JPEG, PNG by
// content; 10 MB; 5 per application), under what name, until when; who may attach, read and
// delete them (the adopter; the lister reads; anyone else is told 404); how a file is served;
// that no public path reaches one; and that they go with the dog or the account.
import {
  ADOPTER_ONLY_APPLICATION_MESSAGE,
  APPLICATION_LOCKED_MESSAGE,
  applicationDocumentSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCUMENTS_FULL_MESSAGE,
  DOCUMENTS_MAX,
  journeyListSchema,
  journeySchema,
  type ApplicationDocument,
} from '@scout/domain';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema/index.ts';
import {
  applicant,
  documentUrl,
  expectMessage,
  inDays,
  listedDog,
  postDocument,
  step,
  TEST_PDF,
} from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, signUpLister, type TestApp } from '../../testing/test-app.ts';
import { multipartBody, testImage } from '../../testing/upload-test-helpers.ts';
import { uploadsDirOf } from '../uploads/photo-storage.ts';
import { DOCUMENT_NAME_MAX } from './document-files.ts';
import { NOT_MULTIPART_DOCUMENT_MESSAGE, ONE_DOCUMENT_MESSAGE } from './document-upload.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A dog, its lister, and an adopter who applied for it. */
async function world() {
  const { lister, dog } = await listedDog(t);
  const adopter = await applicant(t, dog.id);
  return { lister, dog, adopter, journeyId: adopter.journey.id };
}

async function attach(cookie: string, journeyId: string, data: Buffer, fileName = 'proof.pdf', type?: string) {
  const res = await postDocument(t, cookie, journeyId, [{ data, fileName, type: type ?? 'application/pdf' }]);
  expect(res.statusCode, res.body).toBe(201);
  return applicationDocumentSchema.parse(res.json());
}

/** Where the local backend keeps a document: DATA_DIR/documents/<uuid>. */
async function fileOf(documentId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ key: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.id, documentId));
  expect(row?.key).toMatch(/^documents\/[0-9a-f-]{36}$/);
  return path.join(t.config.dataDir, ...row!.key.split('/'));
}

const documentsDir = () => path.join(t.config.dataDir, 'documents');
const storedFiles = () => (existsSync(documentsDir()) ? readdirSync(documentsDir()) : []);
const documentsOf = async (cookie: string, dogId: string): Promise<ApplicationDocument[]> =>
  journeySchema.parse((await t.api.as(cookie).get(`/api/adoption-journeys/${dogId}`)).json()).documents;

describe('POST /api/adoption-journeys/:id/documents', () => {
  it('keeps a PDF for the application (201 {id, name, type, size, createdAt}), listed with the journey on both sides', async () => {
    const { lister, dog, adopter, journeyId } = await world();
    const res = await postDocument(t, adopter.cookie, journeyId, [
      { data: TEST_PDF, fileName: 'landlord letter.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const document = applicationDocumentSchema.parse(res.json());
    expect(document).toMatchObject({ name: 'landlord letter.pdf', type: 'application/pdf', size: TEST_PDF.length });
    expect(Object.keys(res.json()).sort()).toEqual(['createdAt', 'id', 'name', 'size', 'type']);
    expect(await documentsOf(adopter.cookie, dog.id)).toEqual([document]);
    const listed = journeyListSchema.parse((await t.api.as(lister.cookie).get('/api/adoption-journeys')).json());
    expect(listed.find((j) => j.id === journeyId)?.documents).toEqual([document]);
    expect(readFileSync(await fileOf(document.id))).toEqual(TEST_PDF);
  });

  it('goes by the content, not the name or the declared type: PNG bytes named .pdf are a PNG; text named .pdf is refused (415)', async () => {
    const { dog, adopter, journeyId } = await world();
    const png = await testImage('png', 40, 30);
    const asPng = await attach(adopter.cookie, journeyId, png, 'proof.pdf', 'application/pdf');
    expect(asPng).toMatchObject({ type: 'image/png', name: 'proof.png', size: png.length });
    const jpeg = await attach(adopter.cookie, journeyId, await testImage('jpeg', 40, 30), 'scan', 'text/plain');
    expect(jpeg).toMatchObject({ type: 'image/jpeg', name: 'scan.jpg' });

    const before = storedFiles().length;
    const refused: [Buffer, string, string][] = [
      [Buffer.from('I promise my landlord allows dogs.\n'), 'letter.pdf', 'application/pdf'],
      [await testImage('gif', 40, 30), 'photo.png', 'image/png'],
      [await testImage('webp', 40, 30), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.html', 'text/html'],
      [Buffer.from('%PD'), 'short.pdf', 'application/pdf'],
      [Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
    ];
    for (const [data, fileName, type] of refused) {
      expectMessage(
        await postDocument(t, adopter.cookie, journeyId, [{ data, fileName, type }]),
        415,
        DOCUMENT_TYPE_MESSAGE,
      );
    }
    expect(storedFiles()).toHaveLength(before);
    expect((await documentsOf(adopter.cookie, dog.id)).map((d) => d.name)).toEqual(['proof.png', 'scan.jpg']);
  });

  it('takes up to 10 MB and refuses more (413), enforced while the file streams in', async () => {
    const { adopter, journeyId } = await world();
    const header = await testImage('png', 8, 8);
    const exactly = Buffer.concat([header, Buffer.alloc(DOCUMENT_MAX_BYTES - header.length)]);
    expect((await attach(adopter.cookie, journeyId, exactly, 'big.png', 'image/png')).size).toBe(DOCUMENT_MAX_BYTES);
    const before = storedFiles().length;
    const over = Buffer.concat([exactly, Buffer.from([0])]);
    expectMessage(
      await postDocument(t, adopter.cookie, journeyId, [{ data: over, fileName: 'bigger.png', type: 'image/png' }]),
      413,
      DOCUMENT_TOO_LARGE_MESSAGE,
    );
    // A body declared far larger is refused before it is read.
    const { payload, contentType } = await multipartBody([{ data: TEST_PDF, fileName: 'a.pdf' }]);
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/adoption-journeys/${journeyId}/documents`,
      headers: { cookie: adopter.cookie, 'content-type': contentType, 'content-length': String(50 * 1024 * 1024) },
      payload,
    });
    expectMessage(declared, 413, DOCUMENT_TOO_LARGE_MESSAGE);
    expect(storedFiles()).toHaveLength(before);
  });

  it(`holds at most ${DOCUMENTS_MAX} per application (409), room again after a delete`, async () => {
    const { dog, adopter, journeyId } = await world();
    const kept: ApplicationDocument[] = [];
    for (let i = 0; i < DOCUMENTS_MAX; i++)
      kept.push(await attach(adopter.cookie, journeyId, TEST_PDF, `doc ${i}.pdf`));
    expectMessage(
      await postDocument(t, adopter.cookie, journeyId, [{ data: TEST_PDF, fileName: 'one too many.pdf' }]),
      409,
      DOCUMENTS_FULL_MESSAGE,
    );
    expect(await documentsOf(adopter.cookie, dog.id)).toHaveLength(DOCUMENTS_MAX);
    expect((await t.api.as(adopter.cookie).delete(documentUrl(journeyId, kept[0]!.id))).statusCode).toBe(204);
    await attach(adopter.cookie, journeyId, TEST_PDF, 'replacement.pdf');
    expect((await documentsOf(adopter.cookie, dog.id)).map((d) => d.name)).toEqual([
      'doc 1.pdf',
      'doc 2.pdf',
      'doc 3.pdf',
      'doc 4.pdf',
      'replacement.pdf',
    ]);
  });

  it('keeps a clean name: no folders, no control or direction characters, bounded, the right extension', async () => {
    const { adopter, journeyId } = await world();
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\ada\\Desktop\\lease.PDF', 'lease.pdf'],
      ['bad\u0000name\u0007\r\n.pdf', 'badname.pdf'],
      ['invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
      ['..hidden.pdf', 'hidden.pdf'],
      ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
      ['   .pdf', 'document.pdf'],
      [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(DOCUMENT_NAME_MAX - 4)}.pdf`],
    ];
    for (const [sent, kept] of cases) {
      const res = await postDocument(t, adopter.cookie, journeyId, [{ data: TEST_PDF, fileName: sent }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name, JSON.stringify(sent)).toBe(kept);
      expect((await t.api.as(adopter.cookie).delete(documentUrl(journeyId, res.json().id))).statusCode).toBe(204);
    }
  });

  it('takes one file in the field "file" as multipart, nothing else (415 / 400)', async () => {
    const { adopter, journeyId } = await world();
    expectMessage(
      await t.api.as(adopter.cookie).post(`/api/adoption-journeys/${journeyId}/documents`, { file: 'x' }),
      415,
      NOT_MULTIPART_DOCUMENT_MESSAGE,
    );
    for (const parts of [
      [{ data: TEST_PDF }, { data: TEST_PDF }],
      [{ data: TEST_PDF, field: 'document' }],
      [{ field: 'note', value: 'hello' }],
      [{ data: TEST_PDF }, { field: 'note', value: 'hello' }],
    ]) {
      const res = await postDocument(t, adopter.cookie, journeyId, parts as never);
      expectMessage(res, 400, ONE_DOCUMENT_MESSAGE);
    }
  });

  it("locks with the answers at the lister's first step (409); once withdrawn, none can be added", async () => {
    const { lister, adopter, journeyId } = await world();
    const kept = await attach(adopter.cookie, journeyId, TEST_PDF);
    await step(t, lister.cookie, journeyId, { action: 'schedule_home_visit', at: inDays(3) });
    expectMessage(
      await postDocument(t, adopter.cookie, journeyId, [{ data: TEST_PDF }]),
      409,
      APPLICATION_LOCKED_MESSAGE,
    );
    expectMessage(
      await t.api.as(adopter.cookie).delete(documentUrl(journeyId, kept.id)),
      409,
      APPLICATION_LOCKED_MESSAGE,
    );
    await step(t, adopter.cookie, journeyId, { action: 'withdraw' });
    expectMessage(
      await postDocument(t, adopter.cookie, journeyId, [{ data: TEST_PDF }]),
      409,
      'This application was withdrawn.',
    );
    // The application is over: the adopter may take their file back.
    expect((await t.api.as(adopter.cookie).delete(documentUrl(journeyId, kept.id))).statusCode).toBe(204);
  });

  it('is for the adopter only: 401 signed out, 404 for anyone else, 403 for the lister', async () => {
    const { lister, dog, adopter, journeyId } = await world();
    const strangers = [
      (await signUp(t.app, 'adopter')).cookie,
      (await listedDog(t)).lister.cookie,
      (await signUpLister(t.app, t.database.db, 'owner')).cookie,
    ];
    expect((await postDocument(t, undefined, journeyId, [{ data: TEST_PDF }])).statusCode).toBe(401);
    for (const cookie of strangers) {
      expectMessage(await postDocument(t, cookie, journeyId, [{ data: TEST_PDF }]), 404, 'Adoption journey not found');
    }
    expectMessage(
      await postDocument(t, adopter.cookie, 'nope', [{ data: TEST_PDF }]),
      404,
      'Adoption journey not found',
    );
    expectMessage(
      await postDocument(t, lister.cookie, journeyId, [{ data: TEST_PDF }]),
      403,
      ADOPTER_ONLY_APPLICATION_MESSAGE,
    );
    expect(await documentsOf(adopter.cookie, dog.id)).toEqual([]);
  });
});

describe('GET /api/adoption-journeys/:id/documents/:documentId', () => {
  it('sends the file to the adopter and the lister as an attachment, never sniffed or cached', async () => {
    const { lister, adopter, journeyId } = await world();
    const png = await testImage('png', 20, 20);
    const document = await attach(adopter.cookie, journeyId, png, 'Mietvertrag für Jürgen (2).png', 'image/png');
    for (const cookie of [adopter.cookie, lister.cookie]) {
      const res = await t.api.as(cookie).get(documentUrl(journeyId, document.id));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(png);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': "attachment; filename*=UTF-8''Mietvertrag%20f%C3%BCr%20J%C3%BCrgen%20%282%29.png",
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-length': String(png.length),
      });
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    // Asked for compression, it is still sent as it is.
    const compressed = await t.app.inject({
      method: 'GET',
      url: documentUrl(journeyId, document.id),
      headers: { cookie: lister.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.rawPayload).toEqual(png);
  });

  it('404 for anyone else, for unknown or malformed ids, and for a document of another journey', async () => {
    const { adopter, journeyId } = await world();
    const other = await world();
    const document = await attach(adopter.cookie, journeyId, TEST_PDF);
    const theirs = await attach(other.adopter.cookie, other.journeyId, TEST_PDF);
    expect((await t.api.get(documentUrl(journeyId, document.id))).statusCode).toBe(401);
    for (const cookie of [
      other.adopter.cookie,
      other.lister.cookie,
      (await signUp(t.app, 'shelter')).cookie,
      (await signUpLister(t.app, t.database.db, 'owner')).cookie,
    ]) {
      expectMessage(await t.api.as(cookie).get(documentUrl(journeyId, document.id)), 404, 'Adoption journey not found');
    }
    for (const documentId of ['nope', '3f1c1e4a-9b7d-4c1e-8a55-1d2f3a4b5c6d', theirs.id]) {
      expectMessage(await t.api.as(adopter.cookie).get(documentUrl(journeyId, documentId)), 404, 'Document not found');
    }
  });

  it('is reachable by no public path: not under /uploads/, not by its storage folder', async () => {
    const { adopter, journeyId } = await world();
    const document = await attach(adopter.cookie, journeyId, TEST_PDF);
    const file = await fileOf(document.id);
    const name = path.basename(file);
    expect(path.dirname(file)).toBe(documentsDir());
    expect(readdirSync(uploadsDirOf(t.config.dataDir))).not.toContain(name);
    for (const url of [
      `/uploads/${name}`,
      `/uploads/${document.id}`,
      `/uploads/../documents/${name}`,
      `/uploads/%2e%2e/documents/${name}`,
      `/uploads/..%2fdocuments%2f${name}`,
      `/documents/${name}`,
      `/data/documents/${name}`,
      `/demo-photos/../documents/${name}`,
      `/api/documents/${name}`,
    ]) {
      for (const cookie of [undefined, adopter.cookie]) {
        const res = await t.api.as(cookie).get(url);
        expect(res.rawPayload.includes(TEST_PDF), url).toBe(false);
        expect(res.headers['content-type'] ?? '', url).not.toMatch(/pdf/);
      }
    }
  });
});

describe('DELETE /api/adoption-journeys/:id/documents/:documentId', () => {
  it('removes the file for the adopter (204); 403 for the lister, 404 for anyone else', async () => {
    const { lister, dog, adopter, journeyId } = await world();
    const document = await attach(adopter.cookie, journeyId, TEST_PDF);
    const file = await fileOf(document.id);
    const url = documentUrl(journeyId, document.id);
    expect((await t.api.delete(url)).statusCode).toBe(401);
    for (const cookie of [(await signUp(t.app, 'adopter')).cookie, (await listedDog(t)).lister.cookie]) {
      expectMessage(await t.api.as(cookie).delete(url), 404, 'Adoption journey not found');
    }
    expectMessage(await t.api.as(lister.cookie).delete(url), 403, ADOPTER_ONLY_APPLICATION_MESSAGE);
    expect(existsSync(file)).toBe(true);

    const res = await t.api.as(adopter.cookie).delete(url);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(existsSync(file)).toBe(false);
    expect(await documentsOf(adopter.cookie, dog.id)).toEqual([]);
    expectMessage(await t.api.as(adopter.cookie).get(url), 404, 'Document not found');
    expectMessage(await t.api.as(adopter.cookie).delete(url), 404, 'Document not found');
  });
});

describe('documents go with what they belong to', () => {
  const rowsOf = (documentId: string) =>
    t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, documentId));

  it('the dog removed by its lister: every application’s documents, rows and files', async () => {
    const { lister, dog, adopter, journeyId } = await world();
    const second = await applicant(t, dog.id);
    const docs = [
      await attach(adopter.cookie, journeyId, TEST_PDF),
      await attach(second.cookie, second.journey.id, TEST_PDF),
    ];
    // A closed application's documents go too.
    await step(t, second.cookie, second.journey.id, { action: 'withdraw' });
    const files = await Promise.all(docs.map((d) => fileOf(d.id)));
    expect((await t.api.as(lister.cookie).delete(`/api/dogs/${dog.id}`)).statusCode).toBe(204);
    for (const [i, document] of docs.entries()) {
      expect(await rowsOf(document.id)).toEqual([]);
      expect(existsSync(files[i]!)).toBe(false);
    }
    expect((await t.api.as(adopter.cookie).get(documentUrl(journeyId, docs[0]!.id))).statusCode).toBe(404);
  });

  it("the adopter's account deleted: their documents, rows and files", async () => {
    const { lister, adopter, journeyId } = await world();
    const document = await attach(adopter.cookie, journeyId, TEST_PDF);
    const file = await fileOf(document.id);
    expect((await t.api.as(adopter.cookie).delete('/api/me')).statusCode).toBe(200);
    expect(await rowsOf(document.id)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await t.api.as(lister.cookie).get(documentUrl(journeyId, document.id))).statusCode).toBe(404);
  });

  it("the lister's account deleted: the documents of every application for their dogs", async () => {
    const { lister, dog, adopter, journeyId } = await world();
    const document = await attach(adopter.cookie, journeyId, TEST_PDF);
    const file = await fileOf(document.id);
    expect((await t.api.as(lister.cookie).delete('/api/me')).statusCode).toBe(200);
    expect(await rowsOf(document.id)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    // The adopter's journey is closed, and nothing of the file is left to read.
    const journey = journeySchema.parse(
      (await t.api.as(adopter.cookie).get(`/api/adoption-journeys/${dog.id}`)).json(),
    );
    expect(journey).toMatchObject({ status: 'closed', documents: [] });
    expect((await t.api.as(adopter.cookie).get(documentUrl(journeyId, document.id))).statusCode).toBe(404);
  });
});
