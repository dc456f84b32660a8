// Test helpers for photos: images made by sharp in memory (no binary fixtures), multipart
// bodies built by the platform's own FormData, and an upload through the real route.
import { expect } from 'vitest';
import sharp from 'sharp';
import type { App } from '../app.ts';

export type TestImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** A plain coloured image of this size and format. */
export async function testImage(format: TestImageFormat, width = 800, height = 600): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 201, g: 138, b: 69 } } });
  return image.toFormat(format).toBuffer();
}

export interface FilePart {
  field?: string;
  data: Buffer | string;
  fileName?: string;
  type?: string;
}

/** A multipart/form-data body and its content type, as a browser's FormData would send it. */
export async function multipartBody(parts: (FilePart | { field: string; value: string })[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.field, part.value);
    else
      form.append(
        part.field ?? 'file',
        new Blob([part.data], { type: part.type ?? 'image/jpeg' }),
        part.fileName ?? 'photo.jpg',
      );
  }
  const request = new Request('http://scout.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function postUpload(app: App, cookie: string | undefined, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, contentType } = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** Uploads a fresh JPEG as this user; returns its URL. */
export async function uploadTestPhoto(app: App, cookie: string): Promise<string> {
  const res = await postUpload(app, cookie, [{ data: await testImage('jpeg', 640, 480) }]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}
