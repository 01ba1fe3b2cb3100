/**
 * Temporary files for uploads that live only as long as their request (a PDF on its way to the parser), under
 * DATA_DIR/tmp. Nothing is in flight when the spool opens, so files a crash left there are deleted then.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { UploadSpool } from '../../commands/ports';
import { writeCapped } from './capped-write';

const SPOOLED = /^upload-[0-9a-f-]{36}\.tmp$/;

export const createFileSpool = (folder: string): UploadSpool => {
  const ready = (async () => {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    for (const name of await readdir(folder))
      if (SPOOLED.test(name)) await rm(path.join(folder, name), { force: true });
  })();

  return {
    spool: async (source, { maxBytes }) => {
      await ready;
      const file = path.join(folder, `upload-${randomUUID()}.tmp`);
      const { bytes } = await writeCapped(source, file, maxBytes, 0o600);
      return { path: file, bytes, remove: () => rm(file, { force: true }) };
    },
  };
};
