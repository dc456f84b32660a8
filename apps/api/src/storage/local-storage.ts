// The local-disk backend of object-storage.ts: the object "documents/<uuid>" is the file
// DATA_DIR/documents/<uuid>. Writes go to a temporary file in the same folder first and are
// renamed into place, so a reader never sees half a file. No static route serves these
// folders (only DATA_DIR/uploads is served, and only its photo file names).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, type ObjectStorage } from './object-storage.ts';

export function createLocalStorage(rootDir: string): ObjectStorage {
  const fileOf = (key: string) => path.join(rootDir, ...checkKey(key).split('/'));

  return {
    kind: 'local',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return { body: createReadStream(file), size };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
