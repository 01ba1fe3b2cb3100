import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../../commands/ports';
import { DomainError } from '../../domain/shared/errors';
import { createPdfExtractor } from '../../infra/extract/pdf-extractor';
import { minimalPdf } from '../support/minimal-pdf';

const PAGE_ONE = [
  'Photosynthesis is the process by which green plants turn light into chemical energy.',
  'It takes place in the chloroplasts, which contain the green pigment chlorophyll.',
];
const PAGE_TWO = [
  'The plant takes in carbon dioxide through its leaves and water through its roots.',
  'Oxygen is released into the air as a by-product of the reaction.',
];

const extractor = createPdfExtractor();

const failure = async (bytes: Uint8Array, pdf = extractor) => {
  const error = await pdf.extract(bytes, 'upload.pdf').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
};

describe('A PDF with text', () => {
  it('gives the text of every page, without page markers, with the page count and title', async () => {
    const source = await extractor.extract(
      minimalPdf({ pages: [PAGE_ONE, PAGE_TWO], title: 'Plant biology' }),
      'biology.pdf',
    );
    expect(source.text).toContain(PAGE_ONE[0]);
    expect(source.text).toContain(PAGE_TWO[1]);
    expect(source.text).not.toMatch(/-- \d+ of \d+ --/);
    expect(source.title).toBe('Plant biology');
    expect(source.metadata).toMatchObject({ pages: 2, fileName: 'biology.pdf' });
  });
});

describe('Files that cannot be read', () => {
  it('refuses a file that is not a PDF', async () => {
    const error = await failure(Buffer.from('<html><body>Not a PDF at all</body></html>'));
    expect(error).toMatchObject({ code: 'content.pdfInvalidType', kind: 'unsupportedMediaType' });
    expect(error.message).toBe('Only PDF files are supported');
  });

  it('says a damaged PDF is damaged', async () => {
    const garbage = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919 + 13) % 256));
    const error = await failure(Buffer.concat([Buffer.from('%PDF-1.4\n'), garbage]));
    expect(error.code).toBe('content.pdfCorrupt');
    expect(error.message).toBe('This PDF file is damaged and cannot be read');
  });

  it('says a truncated PDF is damaged', async () => {
    const whole = minimalPdf({ pages: [PAGE_ONE] });
    expect((await failure(whole.subarray(0, 120))).code).toBe('content.pdfCorrupt');
  });

  it('says a password-protected PDF is protected', async () => {
    const encrypted = minimalPdf({ pages: [PAGE_ONE, PAGE_TWO], encrypt: { userPassword: 'secret' } });
    expect(encrypted.toString('latin1')).toContain('/Encrypt 6 0 R');
    const error = await failure(encrypted);
    expect(error.code).toBe('content.pdfEncrypted');
    expect(error.message).toBe('This PDF is password-protected');
    // really encrypted (RC4, standard security handler): the password opens it
    const parser = new PDFParse({ data: new Uint8Array(encrypted), password: 'secret' });
    try {
      expect((await parser.getText({ pageJoiner: '' })).text).toContain(PAGE_ONE[0]);
    } finally {
      await parser.destroy();
    }
  });

  it('says a PDF of images only has no text to read', async () => {
    const error = await failure(minimalPdf({ pages: [{ image: true }, { image: true }] }));
    expect(error.code).toBe('content.pdfNoText');
    expect(error.message).toBe('This PDF has no text we can read (it may be scanned images)');
  });

  it('says a PDF with only a few words has no text to read', async () => {
    expect((await failure(minimalPdf({ pages: [['Chapter one'], { image: true }] }))).code).toBe('content.pdfNoText');
  });

  it('gives up on a file that takes longer than its time limit, and keeps working afterwards', async () => {
    const impatient = createPdfExtractor({ timeoutMs: 1 });
    expect((await failure(minimalPdf({ pages: [PAGE_ONE] }), impatient)).code).toBe('content.pdfTooComplex');
    const source = await extractor.extract(minimalPdf({ pages: [PAGE_ONE, PAGE_TWO] }), 'again.pdf');
    expect(source.metadata.pages).toBe(2);
  });
});

describe('Limits', () => {
  const pages = (n: number) =>
    Array.from({ length: n }, (_, p) => [
      ...PAGE_ONE.map((line) => `${p}: ${line}`),
      ...PAGE_TWO.map((line) => `${p}: ${line}`),
    ]);

  it('stops reading once the text passes the cap and names the limit (the text never leaves the worker)', async () => {
    const capped = createPdfExtractor({ maxTextBytes: 2_000 });
    const error = await failure(minimalPdf({ pages: pages(20) }), capped);
    expect(error).toMatchObject({ code: 'content.sourceTooLarge', kind: 'tooLarge', params: { max: '500,000' } });
    expect(error.message).toContain('500,000 bytes');
    // within the cap, the same file reads whole
    expect(
      (await createPdfExtractor({ maxTextBytes: 100_000 }).extract(minimalPdf({ pages: pages(20) }), 'a.pdf')).metadata
        .pages,
    ).toBe(20);
  });

  it('reads a PDF from a file path inside the worker', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/pdf-`);
    try {
      writeFileSync(`${dir}/a.pdf`, minimalPdf({ pages: [PAGE_ONE, PAGE_TWO], title: 'From disk' }));
      const source = await extractor.extractFile(`${dir}/a.pdf`, 'a.pdf');
      expect(source).toMatchObject({ title: 'From disk', metadata: { pages: 2 } });
      expect(source.text).toContain(PAGE_TWO[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses a bounded number of files at once and refuses more than the queue holds, with a wait', async () => {
    const narrow = createPdfExtractor({ maxConcurrent: 1, maxQueue: 1, retryAfterSeconds: 7 });
    const pdf = minimalPdf({ pages: pages(5) });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => narrow.extract(pdf, `${n}.pdf`)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (outcomes[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'unavailable', code: 'content.pdfBusy', details: { retryAfterSeconds: 7 } });
  });
});
