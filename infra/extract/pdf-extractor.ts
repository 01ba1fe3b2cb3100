/**
 * Text of an uploaded PDF with pdf-parse 2.x. The parsing runs in a worker thread with a memory cap and a time
 * limit, so a hostile file (a parser loop, a decompression bomb) costs one terminated worker, never the server's
 * event loop. Encrypted, damaged and image-only files get their own message code.
 */
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExtractedSource, PdfExtractor } from '../../commands/ports';
import { ExtractionError } from '../../commands/ports';

export interface PdfExtractorOptions {
  /** Longest time one file may take; default 30 s. */
  timeoutMs?: number;
  /** Heap cap of the parsing worker; default 512 MB. */
  maxMemoryMb?: number;
  /** Files parsed at the same time; more wait their turn. Default 2. */
  maxConcurrent?: number;
  /** Fewer words than this over all pages is "no text"; default 20. */
  minWords?: number;
}

export const pdfErrors = {
  invalidType: () =>
    new ExtractionError('content.pdfInvalidType', 'Only PDF files are supported', 'unsupportedMediaType'),
  encrypted: () => new ExtractionError('content.pdfEncrypted', 'This PDF is password-protected'),
  corrupt: () => new ExtractionError('content.pdfCorrupt', 'This PDF file is damaged and cannot be read'),
  noText: () => new ExtractionError('content.pdfNoText', 'This PDF has no text we can read (it may be scanned images)'),
  tooComplex: () => new ExtractionError('content.pdfTooComplex', 'This PDF is too complex to read'),
};

const MAGIC = Buffer.from('%PDF-', 'latin1');

/** True when `%PDF-` appears in the first KiB (readers accept a little junk before it, as pdf.js does). */
export const looksLikePdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).indexOf(MAGIC) !== -1;

type WorkerAnswer =
  { ok: true; text: string; pages: number; title: string | null } | { ok: false; name: string; message: string };

/** Runs as CommonJS inside the worker; imports pdf-parse from the URL it is given. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PDFParse } = await import(workerData.moduleUrl);
  // A spooled upload is read here, in the worker, so the server's thread never holds its bytes.
  const data = workerData.path ? require('node:fs').readFileSync(workerData.path) : workerData.bytes;
  const parser = new PDFParse({ data, verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    let title = null;
    try {
      const info = await parser.getInfo();
      if (info && info.info && typeof info.info.Title === 'string') title = info.info.Title;
    } catch {}
    parentPort.postMessage({ ok: true, text: result.text, pages: result.total, title });
  } catch (error) {
    parentPort.postMessage({ ok: false, name: String(error && error.name), message: String(error && error.message) });
  } finally {
    await parser.destroy().catch(() => {});
  }
})();
`;

const moduleUrl = () => pathToFileURL(createRequire(import.meta.url).resolve('pdf-parse')).href;

/** The PDF to parse: its bytes, or the path of a file the worker reads itself. */
type PdfInput = { bytes: Uint8Array } | { path: string };

const parseInWorker = (input: PdfInput, timeoutMs: number, maxMemoryMb: number): Promise<WorkerAnswer> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { moduleUrl: moduleUrl(), ...input },
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

/** A tiny semaphore: at most `limit` tasks run at once. */
const limiter = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
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

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const createPdfExtractor = (options: PdfExtractorOptions = {}): PdfExtractor => {
  const { timeoutMs = 30_000, maxMemoryMb = 512, maxConcurrent = 2, minWords = 20 } = options;
  const run = limiter(maxConcurrent);

  const extract = async (input: PdfInput, head: Uint8Array, fileName: string): Promise<ExtractedSource> => {
    if (!looksLikePdf(head)) throw pdfErrors.invalidType();
    const answer = await run(() => parseInWorker(input, timeoutMs, maxMemoryMb));
    if (!answer.ok) {
      if (answer.name === 'PasswordException') throw pdfErrors.encrypted();
      throw pdfErrors.corrupt();
    }
    const text = answer.text
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    const words = countWords(text);
    if (words < minWords) throw pdfErrors.noText();
    return {
      text,
      title: answer.title?.trim() || null,
      metadata: { pages: answer.pages, fileName, words },
    };
  };

  return {
    extract: (bytes, fileName) => extract({ bytes }, bytes, fileName),
    extractFile: async (path, fileName) => extract({ path }, await headOf(path), fileName),
  };
};
