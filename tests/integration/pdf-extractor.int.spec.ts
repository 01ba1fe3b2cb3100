import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../../commands/ports';
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
