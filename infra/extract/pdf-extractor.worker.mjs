// The PDF parsing thread of pdf-extractor.ts (one thread per file, ended afterwards). It reads the file itself when
// given a path (a spooled upload never passes through the server's thread), extracts the text page by page,
// tidies it (spaces within lines, blank lines) and measures it as it goes: once the text passes `maxBytes` (UTF-8)
// it stops reading and answers `tooLarge`, so an enormous text never crosses to the main thread.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { moduleUrl, path, bytes, maxBytes, pagesPerRead = 16 } = workerData;

/** One page's text: spaces collapsed within lines, lines right-trimmed, at most one blank line, trimmed. */
const tidy = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const countWords = (text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const { PDFParse } = await import(moduleUrl);
const parser = new PDFParse({ data: path ? readFileSync(path) : bytes, verbosity: 0, isEvalSupported: false });
try {
  const pages = [];
  let size = 0;
  let total = 0;
  let tooLarge = false;
  for (let first = 1; !tooLarge && (first === 1 || first <= total); first += pagesPerRead) {
    const result = await parser.getText({ first, last: first + pagesPerRead - 1 });
    total = result.total;
    for (const page of result.pages) {
      const text = tidy(page.text);
      if (text.length === 0) continue;
      size += Buffer.byteLength(text, 'utf8') + (pages.length > 0 ? 2 : 0);
      pages.push(text);
      if (size > maxBytes) {
        tooLarge = true;
        break;
      }
    }
    if (total === 0) break;
  }
  if (tooLarge) {
    parentPort.postMessage({ ok: false, name: 'TooLarge', message: `more than ${maxBytes} bytes of text` });
  } else {
    let title = null;
    try {
      const info = await parser.getInfo();
      if (info && info.info && typeof info.info.Title === 'string') title = info.info.Title;
    } catch {
      // a file without a readable Info dictionary has no title
    }
    const text = pages.join('\n\n');
    parentPort.postMessage({ ok: true, text, pages: total, title, words: countWords(text) });
  }
} catch (error) {
  parentPort.postMessage({ ok: false, name: String(error && error.name), message: String(error && error.message) });
} finally {
  await parser.destroy().catch(() => {});
}
