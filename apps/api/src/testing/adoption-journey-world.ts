// Adoption journeys for the adoption-journeys*.test.ts files: a lister with an available
// dog in a place of its own, adopters who have applied, a lister's step, and the shape of a
// refusal. Each takes the file's TestApp.
import { journeySchema, type Journey, type JourneyPatch } from '@scout/domain';
import { expect } from 'vitest';
import { createDog } from '../db/seed/factories.ts';
import type { ApiResponse } from './api-client.ts';
import { signUp, signUpLister, type TestApp } from './test-app.ts';
import { multipartBody, type FilePart } from './upload-test-helpers.ts';

export const journeyUrl = (id: string) => `/api/adoption-journeys/${id}`;
export const applicationUrl = (id: string) => `/api/adoption-journeys/${id}/application`;
export const documentsUrl = (id: string) => `/api/adoption-journeys/${id}/documents`;
export const documentUrl = (id: string, documentId: string) => `/api/adoption-journeys/${id}/documents/${documentId}`;

/** A small but real PDF (one empty page). */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/** POST .../documents with these multipart parts (one `file` part: { data, fileName, type }). */
export async function postDocument(t: TestApp, cookie: string | undefined, journeyId: string, parts: FilePart[]) {
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: documentsUrl(journeyId),
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A place of its own per test, so discover and the dog lists only meet this test's dogs. */
let placeIndex = 0;
const place = () => ({ latitude: 44 + ++placeIndex * 0.5, longitude: -120 + placeIndex });

/**
 * A shelter (or owner) with one available dog. Dogs always get a lister made here: the
 * factories' own lister accounts could take an email signUp is about to use.
 */
export async function listedDog(t: TestApp, type: 'shelter' | 'owner' = 'shelter', lister: { name?: string } = {}) {
  const at = place();
  const account = await signUpLister(t.app, t.database.db, type, { ...at, ...lister });
  const dog = await createDog(t.database.db, {
    listerId: account.listerId,
    name: `Pip ${placeIndex}`,
    status: 'available',
  });
  return { lister: account, dog, at };
}

/** An adopter who has applied for the dog. */
export async function applicant(t: TestApp, dogId: string) {
  const adopter = await signUp(t.app, 'adopter', { name: `Ada Applicant ${placeIndex}` });
  const res = await t.api.as(adopter.cookie).post('/api/adoption-journeys', { dogId });
  expect(res.statusCode, res.body).toBe(201);
  return { ...adopter, journey: journeySchema.parse(res.json()) };
}

/** One PATCH that must succeed; the journey it answers. */
export async function step(t: TestApp, cookie: string, id: string, patch: JourneyPatch): Promise<Journey> {
  const res = await t.api.as(cookie).patch(journeyUrl(id), patch);
  expect(res.statusCode, res.body).toBe(200);
  return journeySchema.parse(res.json());
}

export const expectMessage = (res: ApiResponse, status: number, message: string | RegExp) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message: typeof message === 'string' ? message : expect.stringMatching(message) });
};
