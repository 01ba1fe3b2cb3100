/**
 * The one way uploads reach the disk: a stream written to a new file, counted and hashed on the way, stopped at
 * `maxBytes`. Whatever goes wrong (too large, a source that fails or is aborted, a full disk), the file is closed
 * and deleted before the error is passed on, so nothing half-written and no open handle stays behind.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError } from '../../commands/ports';

export const writeCapped = async (
  source: AsyncIterable<Uint8Array>,
  file: string,
  maxBytes: number,
  mode = 0o640,
): Promise<{ bytes: number; sha256: string }> => {
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
  const out = createWriteStream(file, { flags: 'wx', mode });
  try {
    await pipeline(source, meter, out);
  } catch (error) {
    // pipeline destroys the file stream; wait until its handle is really closed, then delete what was written.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(file, { force: true });
    throw error;
  }
  return { bytes, sha256: hash.digest('hex') };
};
