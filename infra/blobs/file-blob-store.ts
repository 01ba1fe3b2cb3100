/**
 * Blobs as files under one folder (DATA_DIR/uploads). A write goes to a temporary file first and is renamed into
 * place only when complete, so a failed or oversized upload leaves nothing behind.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../commands/ports';
import { BlobTooLargeError } from '../../commands/ports';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export const createFileBlobStore = (folder: string): BlobStore => {
  const ready = mkdir(path.join(folder, '.partial'), { recursive: true });
  const pathOf = (name: string) => {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe blob name ${name}`);
    return path.join(folder, name);
  };

  return {
    put: async (name, source, { maxBytes }) => {
      const target = pathOf(name);
      await ready;
      const partial = path.join(folder, '.partial', `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let bytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > maxBytes) return done(new BlobTooLargeError(maxBytes));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { bytes, sha256: hash.digest('hex') };
    },

    open: async (name) => {
      const file = pathOf(name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, stream: createReadStream(file) };
    },

    remove: async (name) => {
      await rm(pathOf(name), { force: true });
    },
  };
};
