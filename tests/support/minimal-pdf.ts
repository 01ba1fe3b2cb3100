/**
 * Writes small, valid PDF 1.4 files for tests: text pages in Helvetica, image-only pages (no text operators), an
 * Info title, and optional encryption with the standard security handler (RC4 40-bit, revision 2) and a user
 * password, so a reader without the password cannot open it.
 */
import { createHash } from 'node:crypto';

export type MinimalPdfPage = string[] | { image: true };

export interface MinimalPdfOptions {
  /** Each page: lines of text (ASCII), or `{ image: true }` for a page that only paints an image. */
  pages: MinimalPdfPage[];
  title?: string;
  encrypt?: { userPassword: string; ownerPassword?: string };
}

const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');

const rc4 = (key: Buffer, data: Buffer): Buffer => {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
};

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/** Standard security handler, revision 2 (PDF 1.4 spec, algorithms 3.2 to 3.4). */
const securityHandler = (userPassword: string, ownerPassword: string, fileId: Buffer) => {
  const permissions = -4;
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PAD);
  const objectKey = (num: number) =>
    md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    encrypt: (num: number, data: Buffer) => rc4(objectKey(num), data),
  };
};

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export const minimalPdf = ({ pages, title, encrypt }: MinimalPdfOptions): Buffer => {
  const fileId = md5(Buffer.from(JSON.stringify({ pages, title })));
  const security = encrypt
    ? securityHandler(encrypt.userPassword, encrypt.ownerPassword ?? `${encrypt.userPassword}-owner`, fileId)
    : null;
  const seal = (num: number, data: Buffer) => (security ? security.encrypt(num, data) : data);

  // object numbers: 1 catalog, 2 pages, 3 font, 4 info, 5 image, 6 encrypt, then (page, content) pairs
  const objects = new Map<number, Buffer>();
  const put = (num: number, text: string) => objects.set(num, Buffer.from(text, 'latin1'));
  const putStream = (num: number, dictionary: string, data: Buffer) =>
    objects.set(
      num,
      Buffer.concat([
        Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
        seal(num, data),
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );

  const pageNums = pages.map((_, i) => 7 + i * 2);
  put(1, '<< /Type /Catalog /Pages 2 0 R >>');
  put(2, `<< /Type /Pages /Kids [${pageNums.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  put(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const titleBytes = seal(4, Buffer.from(title ?? 'Untitled', 'latin1'));
  put(4, `<< /Title <${titleBytes.toString('hex')}> /Producer (Quizstream tests) >>`);
  putStream(
    5,
    '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8',
    Buffer.from([0, 255, 255, 0]),
  );
  if (security) put(6, security.dictionary);

  pages.forEach((page, i) => {
    const pageNum = pageNums[i]!;
    const contentNum = pageNum + 1;
    put(
      pageNum,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentNum} 0 R ` +
        '/Resources << /Font << /F1 3 0 R >> /XObject << /Im1 5 0 R >> >> >>',
    );
    const content = Array.isArray(page)
      ? `BT /F1 11 Tf 14 TL 72 740 Td ${page.map((line) => `(${escapeText(line)}) Tj T*`).join(' ')} ET`
      : 'q 300 0 0 300 150 300 cm /Im1 Do Q';
    putStream(contentNum, '', Buffer.from(content, 'latin1'));
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const size = Math.max(...objects.keys()) + 1;
  for (let num = 1; num < size; num++) {
    const body = objects.get(num);
    if (!body) continue;
    offsets[num] = length;
    const chunk = Buffer.concat([Buffer.from(`${num} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
  for (let num = 1; num < size; num++) {
    const offset = offsets[num];
    xref.push(offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`);
  }
  const id = fileId.toString('hex');
  const trailer =
    `trailer\n<< /Size ${size} /Root 1 0 R /Info 4 0 R${security ? ' /Encrypt 6 0 R' : ''} /ID [<${id}> <${id}>] >>\n` +
    `startxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref.join('') + trailer, 'latin1'));
  return Buffer.concat(chunks);
};
