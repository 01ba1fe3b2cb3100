/**
 * Multipart uploads with busboy: hands the one file of `field` to `handle` as a stream, drains everything else,
 * and gives `handle` at most `maxBytes + 1` bytes so a too-large file is noticed without reading more of it
 * than that. A request declaring a body far beyond the limit is refused before any of it is read.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';

const OVERHEAD = 64 * 1024;

export const readSingleFile = <T>(
  req: Request,
  { field, maxBytes, tooLargeCode }: { field: string; maxBytes: number; tooLargeCode: string },
  handle: (file: Readable) => Promise<T>,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (!req.is('multipart/form-data'))
      return reject(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired')));
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes * 4 + OVERHEAD) {
      req.resume();
      return reject(DomainError.tooLarge(tooLargeCode, messageOf(tooLargeCode)));
    }
    const parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 30 },
    });
    let handled: Promise<T> | null = null;
    parser.on('file', (name, file) => {
      if (name !== field || handled) return void file.resume();
      handled = handle(file);
      handled.catch(() => file.resume());
    });
    parser.on('close', () => {
      if (!handled) reject(DomainError.validation('upload.imageRequired', messageOf('upload.imageRequired')));
      else handled.then(resolve, reject);
    });
    parser.on('error', () =>
      reject(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired'))),
    );
    req.pipe(parser);
  });

/**
 * A multipart form with one file and text fields (the PDF generation call): the file is read into memory up to
 * `maxBytes` (past that: 413 and nothing kept), the fields are collected, whatever order they come in.
 */
export const readFileWithFields = (
  req: Request,
  { field, maxBytes, tooLargeCode }: { field: string; maxBytes: number; tooLargeCode: string },
): Promise<{ file: { bytes: Buffer; fileName: string } | null; fields: Record<string, string> }> =>
  new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data'))
      return reject(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired')));
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes + 1024 * 1024) {
      req.resume();
      return reject(DomainError.tooLarge(tooLargeCode, messageOf(tooLargeCode)));
    }
    const parser = busboy({
      headers: req.headers,
      limits: { files: 1, fileSize: maxBytes, fields: 30, fieldSize: 600_000 },
    });
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; fileName: string } | null = null;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || file) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!tooLarge) file = { bytes: Buffer.concat(chunks), fileName: info.filename ?? 'document.pdf' };
      });
    });
    parser.on('close', () =>
      tooLarge ? reject(DomainError.tooLarge(tooLargeCode, messageOf(tooLargeCode))) : resolve({ file, fields }),
    );
    parser.on('error', () =>
      reject(DomainError.validation('upload.multipartRequired', messageOf('upload.multipartRequired'))),
    );
    req.pipe(parser);
  });
