/**
 * Blobs as files under one folder (DATA_DIR/uploads). A write goes to a staging file under `.partial` first and
 * is renamed into place only when committed, so a failed, aborted or refused upload leaves nothing behind. Nothing
 * is being written when the store opens, so staging files a crash left are deleted then.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore, StagedBlob } from '../../commands/ports';
import { writeCapped } from './capped-write';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export const createFileBlobStore = (folder: string): BlobStore => {
  const staging = path.join(folder, '.partial');
  const ready = (async () => {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
  })();
  const pathOf = (name: string) => {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe blob name ${name}`);
    return path.join(folder, name);
  };

  const stage: BlobStore['stage'] = async (source, { maxBytes }): Promise<StagedBlob> => {
    await ready;
    const partial = path.join(staging, `${randomUUID()}.part`);
    const written = await writeCapped(source, partial, maxBytes);
    return {
      ...written,
      commit: (name) => rename(partial, pathOf(name)),
      discard: () => rm(partial, { force: true }),
    };
  };

  return {
    stage,

    put: async (name, source, options) => {
      const target = pathOf(name);
      const staged = await stage(source, options);
      try {
        await staged.commit(path.basename(target));
      } catch (error) {
        await staged.discard();
        throw error;
      }
      return { bytes: staged.bytes, sha256: staged.sha256 };
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
