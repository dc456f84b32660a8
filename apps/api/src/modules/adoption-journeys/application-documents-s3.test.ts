// Application documents with S3-compatible object storage configured (decisions §10, §12),
// against a real S3 server on loopback (s3rver): the file goes to the bucket, never to the
// local disk; it comes back only to the adopter and the lister; deleting it empties the key.
import { applicationDocumentSchema } from '@scout/domain';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, documentUrl, listedDog, postDocument, TEST_PDF } from '../../testing/adoption-journey-world.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server.ts';

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('application documents in S3-compatible storage', () => {
  it('keeps the file in the bucket under documents/, serves it to the adopter and the lister only, deletes it', async () => {
    const { lister, dog } = await listedDog(t);
    const adopter = await applicant(t, dog.id);
    const journeyId = adopter.journey.id;

    const res = await postDocument(t, adopter.cookie, journeyId, [
      { data: TEST_PDF, fileName: 'landlord letter.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const document = applicationDocumentSchema.parse(res.json());

    const keys = await s3.keys('documents/');
    expect(keys).toHaveLength(1);
    expect(await s3.read(keys[0]!)).toEqual(TEST_PDF);
    expect(existsSync(path.join(t.config.dataDir, 'documents'))).toBe(false);

    const url = documentUrl(journeyId, document.id);
    for (const cookie of [adopter.cookie, lister.cookie]) {
      const download = await t.api.as(cookie).get(url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(TEST_PDF);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''landlord%20letter\.pdf$/);
    }
    const stranger = await signUp(t.app, 'adopter');
    expect((await t.api.as(stranger.cookie).get(url)).statusCode).toBe(404);
    expect((await t.api.get(url)).statusCode).toBe(401);

    expect((await t.api.as(adopter.cookie).delete(url)).statusCode).toBe(204);
    expect(await s3.keys('documents/')).toEqual([]);
    expect((await t.api.as(lister.cookie).get(url)).statusCode).toBe(404);
  });
});
