/**
 * Text of an uploaded PDF with pdf-parse 2.x. Each file is parsed in a worker thread of its own
 * (pdf-extractor.worker.mjs) with a memory cap and a time limit, so a hostile file (a parser loop, a decompression
 * bomb) costs one terminated thread, never the server's event loop. The thread tidies the text and measures it: past
 * SOURCE_TEXT_MAX_BYTES it stops and the answer is 413 `content.sourceTooLarge`, naming the limit. At most
 * `maxConcurrent` files are parsed at once and `maxQueue` wait; past that the answer is 503 `content.pdfBusy` with
 * Retry-After. Encrypted, damaged and image-only files get their own message code.
 */
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExtractedSource, PdfExtractor } from '../../commands/ports';
import { ExtractionError } from '../../commands/ports';
import { SOURCE_TEXT_MAX_BYTES, sourceTooLargeParams } from '../../domain/content/content.schemas';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';

export interface PdfExtractorOptions {
  /** Longest time one file may take; default 30 s. */
  timeoutMs?: number;
  /** Heap cap of the parsing worker; default 512 MB. */
  maxMemoryMb?: number;
  /** Files parsed at the same time; default 2 (PDF_PARSE_CONCURRENCY). */
  maxConcurrent?: number;
  /** Files that may wait for a turn; more are refused with 503 and Retry-After. Default 4 (PDF_PARSE_QUEUE). */
  maxQueue?: number;
  /** Fewer words than this over all pages is "no text"; default 20. */
  minWords?: number;
  /** The most text a file may give, in UTF-8 bytes; default SOURCE_TEXT_MAX_BYTES. */
  maxTextBytes?: number;
  /** Seconds a refused request is told to wait (Retry-After); default 10. */
  retryAfterSeconds?: number;
}

export const pdfErrors = {
  invalidType: () =>
    new ExtractionError('content.pdfInvalidType', 'Only PDF files are supported', 'unsupportedMediaType'),
  encrypted: () => new ExtractionError('content.pdfEncrypted', 'This PDF is password-protected'),
  corrupt: () => new ExtractionError('content.pdfCorrupt', 'This PDF file is damaged and cannot be read'),
  noText: () => new ExtractionError('content.pdfNoText', 'This PDF has no text we can read (it may be scanned images)'),
  tooComplex: () => new ExtractionError('content.pdfTooComplex', 'This PDF is too complex to read'),
  tooMuchText: () =>
    new ExtractionError(
      'content.sourceTooLarge',
      messageOf('content.sourceTooLarge', sourceTooLargeParams),
      'tooLarge',
      sourceTooLargeParams,
    ),
  busy: (retryAfterSeconds: number) =>
    DomainError.unavailable('content.pdfBusy', messageOf('content.pdfBusy'), { retryAfterSeconds }),
};

const MAGIC = Buffer.from('%PDF-', 'latin1');

/** True when `%PDF-` appears in the first KiB (readers accept a little junk before it, as pdf.js does). */
export const looksLikePdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).indexOf(MAGIC) !== -1;

type WorkerAnswer =
  | { ok: true; text: string; pages: number; title: string | null; words: number }
  | { ok: false; name: string; message: string };

const WORKER = new URL('./pdf-extractor.worker.mjs', import.meta.url);
const moduleUrl = () => pathToFileURL(createRequire(import.meta.url).resolve('pdf-parse')).href;

/** The PDF to parse: its bytes, or the path of a file the worker reads itself. */
type PdfInput = { bytes: Uint8Array } | { path: string };

const parseInWorker = (
  input: PdfInput,
  { timeoutMs, maxMemoryMb, maxTextBytes }: { timeoutMs: number; maxMemoryMb: number; maxTextBytes: number },
): Promise<WorkerAnswer> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { moduleUrl: moduleUrl(), maxBytes: maxTextBytes, ...input },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(pdfErrors.tooComplex())), timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => finish(() => resolve(answer)));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? pdfErrors.tooComplex() : pdfErrors.corrupt())),
    );
    worker.once('exit', () => finish(() => reject(pdfErrors.corrupt())));
  });

/** At most `limit` tasks at once and `maxQueue` waiting; past that `busy()` is thrown at once. */
const boundedQueue = (limit: number, maxQueue: number, busy: () => Error) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      if (waiting.length >= maxQueue) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
};

/** The first KiB of a file (where the PDF signature must be). */
const headOf = async (path: string) => {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(1024), 0, 1024, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
};

export const createPdfExtractor = (options: PdfExtractorOptions = {}): PdfExtractor => {
  const {
    timeoutMs = 30_000,
    maxMemoryMb = 512,
    maxConcurrent = 2,
    maxQueue = 4,
    minWords = 20,
    maxTextBytes = SOURCE_TEXT_MAX_BYTES,
    retryAfterSeconds = 10,
  } = options;
  const run = boundedQueue(maxConcurrent, maxQueue, () => pdfErrors.busy(retryAfterSeconds));

  const extract = async (input: PdfInput, head: Uint8Array, fileName: string): Promise<ExtractedSource> => {
    if (!looksLikePdf(head)) throw pdfErrors.invalidType();
    const answer = await run(() => parseInWorker(input, { timeoutMs, maxMemoryMb, maxTextBytes }));
    if (!answer.ok) {
      if (answer.name === 'TooLarge') throw pdfErrors.tooMuchText();
      if (answer.name === 'PasswordException') throw pdfErrors.encrypted();
      throw pdfErrors.corrupt();
    }
    if (answer.words < minWords) throw pdfErrors.noText();
    return {
      text: answer.text,
      title: answer.title?.trim() || null,
      metadata: { pages: answer.pages, fileName, words: answer.words },
    };
  };

  return {
    extract: (bytes, fileName) => extract({ bytes }, bytes, fileName),
    extractFile: async (path, fileName) => extract({ path }, await headOf(path), fileName),
  };
};
