/**
 * Multipart uploads with busboy, streamed: the one file of `field` goes to a store (the blob store, a temporary
 * file), never whole into memory. Every way an upload can go wrong ends the exchange at once and cleanly:
 * - too large (declared, or counted as it arrives), refused by the store (type, quota), malformed: the answer goes
 *   out immediately with `Connection: close`, the rest of the body is no longer parsed, and what the client still
 *   sends is drained up to a bound (bytes and time) before the connection is cut;
 * - the client goes away mid-upload: the parser and the file stream are destroyed, so the store's half-written
 *   file is closed and deleted.
 * The promise settles only once the store has cleaned up, so nothing of a failed upload outlives its request.
 */
import busboy from 'busboy';
import type { FileInfo } from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { SpooledFile, UploadSpool } from '../../commands/ports';
import { BlobTooLargeError } from '../../commands/ports';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';

/** Room for the multipart framing and the text fields around the file. */
const OVERHEAD = 1024 * 1024;
/** After a refusal, what the client still sends is read and dropped up to this much, for at most LINGER_MS. */
const DRAIN_MAX_BYTES = 1024 * 1024;
const LINGER_MS = 2000;

/** The client closed the connection before its upload was complete. */
export class UploadAbortedError extends Error {
  constructor() {
    super('upload aborted by the client');
    this.name = 'UploadAbortedError';
  }
}

/**
 * Ends an exchange whose request body will not be read: the answer says `Connection: close`; what the client
 * still sends is read and dropped, at most DRAIN_MAX_BYTES or LINGER_MS, then the connection is cut. After the
 * answer the server only half-closes (instead of Node's immediate destroy), so a client still sending does not
 * get a reset before it has read the answer.
 */
export const endExchangeEarly = (req: Request) => {
  const { socket } = req;
  if (req.res && !req.res.headersSent) req.res.setHeader('Connection', 'close');
  if (req.complete || socket.destroyed) return;
  const startedAt = socket.bytesRead;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', cut);
  req.on('data', () => {
    if (socket.bytesRead - startedAt > DRAIN_MAX_BYTES) cut();
  });
  req.resume();
  socket.destroySoon = () => {
    socket.end();
  };
};

interface UploadOptions {
  field: string;
  maxBytes: number;
  tooLargeCode: string;
}

interface Limits {
  fields: number;
  parts: number;
  fieldSize?: number;
}

/**
 * The one upload loop: hands the file of `field` to `store` (which sees at most `maxBytes`), collects text
 * fields, and settles once the whole form is read, or at once on any failure (see the file comment). `discard`
 * undoes a stored file when the form fails after it.
 */
const receive = <T>(
  req: Request,
  { field, maxBytes, tooLargeCode }: UploadOptions,
  limits: Limits,
  store: (file: Readable, info: FileInfo) => Promise<T>,
  discard: (stored: T) => Promise<void> = async () => {},
): Promise<{ stored: T | null; fields: Record<string, string> }> =>
  new Promise((resolve, reject) => {
    const tooLarge = () => DomainError.tooLarge(tooLargeCode, messageOf(tooLargeCode));
    const refuseAtOnce = (error: DomainError) => {
      endExchangeEarly(req);
      reject(error);
    };
    if (!req.is('multipart/form-data'))
      return refuseAtOnce(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired')));
    if (Number(req.headers['content-length'] ?? 0) > maxBytes + OVERHEAD) return refuseAtOnce(tooLarge());

    let parser: busboy.Busboy;
    try {
      // busboy flags a file that reaches `fileSize` exactly, so it is given one byte more than allowed.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes + 1, ...limits } });
    } catch {
      return refuseAtOnce(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired')));
    }
    const fields: Record<string, string> = {};
    let storing: Promise<T> | null = null;
    let file: Readable | null = null;
    let settled = false;

    const onAbort = () => {
      if (!req.complete) fail(new UploadAbortedError());
    };
    const detach = () => {
      req.off('close', onAbort);
      req.off('aborted', onAbort);
      req.off('error', onAbort);
    };

    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      detach();
      req.unpipe(parser);
      file?.destroy(new UploadAbortedError());
      parser.destroy();
      endExchangeEarly(req);
      const answer = () => reject(error);
      // The store sees its stream fail and deletes what it wrote; answer once it has.
      if (storing) storing.then(discard, () => {}).then(answer, answer);
      else answer();
    }

    req.once('close', onAbort);
    req.once('aborted', onAbort);
    req.once('error', onAbort);

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (settled || name !== field || storing) return void stream.resume();
      file = stream;
      // The store reads the stream and sees its errors; this listener only keeps a stream the store has already
      // stopped reading (e.g. after refusing it) from raising an unhandled error when it is destroyed.
      stream.on('error', () => {});
      // Not from inside busboy's own callback: destroying the parser there breaks it.
      stream.once('limit', () => process.nextTick(() => fail(tooLarge())));
      storing = store(stream, info);
      storing.catch(fail);
    });
    parser.on('close', () => {
      if (settled) return;
      if (!storing) {
        settled = true;
        detach();
        return resolve({ stored: null, fields });
      }
      storing.then((stored) => {
        // A failure meanwhile has already discarded it.
        if (settled) return;
        settled = true;
        detach();
        resolve({ stored, fields });
      }, fail);
    });
    parser.on('error', () =>
      fail(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired'))),
    );
    req.pipe(parser);
  });

/**
 * A multipart form with one file (the question image): `handle` gets the file as a stream and sees at most
 * `maxBytes` of it; a form without that file is refused with `upload.imageRequired`.
 */
export const readSingleFile = async <T>(
  req: Request,
  options: UploadOptions,
  handle: (file: Readable) => Promise<T>,
): Promise<T> => {
  const { stored } = await receive(req, options, { fields: 20, parts: 30 }, (file) => handle(file));
  if (stored === null) throw DomainError.validation('upload.imageRequired', messageOf('upload.imageRequired'));
  return stored;
};

/**
 * A multipart form with one file and text fields (the PDF generation call): the file is streamed to a temporary
 * file through `spool` (past `maxBytes`: 413 and nothing kept), the fields are collected, whatever order they come
 * in. The caller removes the file (`file.remove()`) when done with it.
 */
export const readFileWithFields = async (
  req: Request,
  options: UploadOptions,
  spool: UploadSpool,
): Promise<{ file: (SpooledFile & { fileName: string }) | null; fields: Record<string, string> }> => {
  const { stored, fields } = await receive(
    req,
    options,
    { fields: 30, parts: 40, fieldSize: 600_000 },
    async (stream, info) => {
      const spooled = await spool.spool(stream, { maxBytes: options.maxBytes }).catch((error: unknown) => {
        if (error instanceof BlobTooLargeError)
          throw DomainError.tooLarge(options.tooLargeCode, messageOf(options.tooLargeCode));
        throw error;
      });
      return { ...spooled, fileName: info.filename || 'document.pdf' };
    },
    (spooled) => spooled.remove(),
  );
  return { file: stored, fields };
};
