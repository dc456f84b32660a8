// The object storage both backends implement (put, get as a stream, delete, by key): the
// local disk under DATA_DIR, and S3 against a real S3-compatible server on loopback
// (s3rver). And the settings that choose between them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startTestS3Server, type TestS3Server } from '../testing/test-s3-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createObjectStorage, deleteObjectsQuietly, type ObjectStorage } from './object-storage.ts';

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'scout-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe.each([
  ['local disk', () => createLocalStorage(dataDir)],
  ['S3 (s3rver on loopback)', () => createObjectStorage({ dataDir, s3: loadConfig(s3.env).s3 })],
] as const)('%s', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });

  it('puts bytes or a stream under a key, gets them back as a stream with their size, deletes them', async () => {
    await storage.put('documents/one', bytes('%PDF-1.4 one'), { contentType: 'application/pdf' });
    await storage.put('documents/two', Readable.from([bytes('two, '), bytes('streamed')]), {
      contentType: 'image/png',
    });
    const one = await storage.get('documents/one');
    expect(one?.size).toBe(12);
    expect((await buffer(one!.body)).toString()).toBe('%PDF-1.4 one');
    const two = await storage.get('documents/two');
    expect((await buffer(two!.body)).toString()).toBe('two, streamed');

    await storage.put('documents/one', bytes('replaced'), { contentType: 'application/pdf' });
    expect((await buffer((await storage.get('documents/one'))!.body)).toString()).toBe('replaced');

    await storage.delete('documents/one');
    expect(await storage.get('documents/one')).toBeNull();
    // Deleting what is not there is no error.
    await storage.delete('documents/one');
    await deleteObjectsQuietly(storage, ['documents/two', 'documents/never']);
    expect(await storage.get('documents/two')).toBeNull();
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('documents/missing')).toBeNull();
  });

  it('refuses keys that could reach outside their prefix', async () => {
    for (const key of ['../secret', 'documents/../../etc/passwd', '/abs', 'documents//x', 'Documents/X', '']) {
      await expect(storage.put(key, bytes('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('where each backend keeps an object', () => {
  it('local: DATA_DIR/<prefix>/<name>', async () => {
    const storage = createObjectStorage({ dataDir, s3: undefined });
    expect(storage.kind).toBe('local');
    await storage.put('documents/on-disk', bytes('kept here'), { contentType: 'application/pdf' });
    expect(readFileSync(path.join(dataDir, 'documents', 'on-disk'), 'utf8')).toBe('kept here');
  });

  it('S3: the key in the configured bucket, nothing on the local disk', async () => {
    const storage = createObjectStorage({ dataDir, s3: loadConfig(s3.env).s3 });
    expect(storage.kind).toBe('s3');
    await storage.put('documents/in-bucket', bytes('kept there'), { contentType: 'application/pdf' });
    expect((await s3.read('documents/in-bucket'))?.toString()).toBe('kept there');
    // With the store's entity tag, which the photos route sends as its ETag.
    const stored = await storage.get('documents/in-bucket');
    stored?.body.destroy();
    expect(stored?.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(() => readFileSync(path.join(dataDir, 'documents', 'in-bucket'))).toThrow(/ENOENT/);
  });
});

describe('S3 settings', () => {
  it('are all or nothing, with one line naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3.env;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      'Invalid setting S3_SECRET_ACCESS_KEY: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing S3_SECRET_ACCESS_KEY)',
    );
    expect(() => loadConfig({ S3_BUCKET: 'scout' })).toThrow(/^Invalid setting S3_ENDPOINT: .* must be set together/);
    expect(loadConfig({}).s3).toBeUndefined();
    // An empty value counts as unset.
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: '' })).toThrow(
      /^Invalid setting S3_ENDPOINT: .*missing S3_ENDPOINT/,
    );
  });

  it('check each value', () => {
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'ftp://example.org' })).toThrow(/^Invalid setting S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3.env, S3_BUCKET: 'Not A Bucket' })).toThrow(/^Invalid setting S3_BUCKET/);
    expect(loadConfig({ ...s3.env, S3_ENDPOINT: `${s3.env.S3_ENDPOINT}/` }).s3).toEqual({
      endpoint: s3.env.S3_ENDPOINT,
      bucket: s3.env.S3_BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
});
