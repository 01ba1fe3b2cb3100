/**
 * Uploads that are refused or aborted answer at once and leave nothing behind; PDFs stream to a temporary file;
 * question images count against a storage quota and are removed once no quiz has used them for a grace period.
 * Real server, real sockets: the refusals are checked on raw TCP connections that send part of a body and stop.
 */
import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/minimal-pdf';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;

const MiB = 1024 * 1024;
const PNG_MAGIC = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
});
afterAll(() => server.stop());

const signUp = async (base = api) => (await base.post('/api/auth/register', newAccount())).body.data.token as string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until `ok` holds or `timeoutMs` passes; answers its last value. */
const eventually = async <T>(check: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  let value = await check();
  while (!ok(value) && Date.now() < deadline) {
    await sleep(50);
    value = await check();
  }
  return value;
};

const BOUNDARY = 'quizstreamTestBoundary';
const filePart = (field: string, fileName: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
const textPart = (name: string, value: string) =>
  Buffer.from(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/**
 * A raw HTTP/1.1 POST on its own TCP connection, without `Expect: 100-continue`. `start` sends the head and the
 * first bytes; `send` more; `response` resolves with the parsed answer (or rejects after `timeoutMs`); `closed`
 * resolves once the connection is closed (or rejects after `timeoutMs`).
 */
const rawPost = (
  url: string,
  {
    token,
    contentLength,
    chunked = false,
    port = server.port,
  }: { token: string; contentLength?: number; chunked?: boolean; port?: number },
) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = Buffer.alloc(0);
  let written = 0;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const response = new Promise<RawResponse>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body.toString('utf8')) });
    });
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      written += bytes.length;
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes;
      if (socket.write(framed)) return resolve();
      // The server may stop reading and close the connection: a write then never drains.
      socket.once('drain', () => resolve());
      socket.once('close', () => resolve());
    });
  const within = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    Promise.race([
      promise,
      sleep(timeoutMs).then(() => {
        throw new Error(`no ${what} within ${timeoutMs} ms (sent ${written} bytes)`);
      }),
    ]);
  return {
    socket,
    start: async (first: Buffer) => {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${contentLength}\r\n`) +
          '\r\n',
      );
      await write(first);
    },
    send: write,
    /** Ends a chunked body. */
    finish: () => void socket.write('0\r\n\r\n'),
    /** Sends `total` zero bytes in 64 KiB pieces. */
    sendZeros: async (total: number) => {
      for (let sent = 0; sent < total; sent += 64 * 1024) await write(Buffer.alloc(Math.min(64 * 1024, total - sent)));
    },
    response: (timeoutMs = 15_000) => within(response, timeoutMs, 'answer'),
    closed: (timeoutMs = 15_000) => within(closed, timeoutMs, 'close'),
    written: () => written,
  };
};

const uploadImage = async (token: string, bytes: Uint8Array, base = server.url) => {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${base}/api/quizzes/upload-question-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any, connection: res.headers.get('connection') };
};

/** A PNG signature followed by zeros: `size` bytes in all (the server only sniffs the first bytes). */
const png = (size: number) => Buffer.concat([PNG_MAGIC, Buffer.alloc(size - PNG_MAGIC.length)]);

const partialFiles = (dataDir = server.dataDir) => {
  const folder = path.join(dataDir, 'uploads', '.partial');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const tmpFiles = (dataDir = server.dataDir) => {
  const folder = path.join(dataDir, 'tmp');
  return existsSync(folder) ? readdirSync(folder) : [];
};
/** Open file descriptors of this process (the server runs in it) that point into the server's data folder. */
const openFilesInDataDir = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(server.dataDir);
    } catch {
      return false;
    }
  }).length;

describe('A refused upload is answered at once and its connection ends', () => {
  it('an image over 5 MB sent without Expect: 100-continue: 413 before the body is sent, Connection: close, closed', async () => {
    const token = await signUp();
    const upload = rawPost('/api/quizzes/upload-question-image', { token, contentLength: 6 * MiB });
    await upload.start(Buffer.concat([filePart('image', 'big.png', 'image/png'), PNG_MAGIC]));
    // 5.5 MiB of the declared 6 MiB, then the client stops and waits: only an answer given at once can arrive.
    await upload.sendZeros(5.5 * 1024 * 1024);
    const answer = await upload.response();
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, error: 'Image must be less than 5MB', code: 'upload.imageTooLarge' });
    expect(answer.headers.connection).toBe('close');
    await upload.closed();
    expect(upload.socket.destroyed).toBe(true);
    expect(upload.written()).toBeLessThan(6 * MiB);
    expect(await eventually(partialFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('a declared size far over the limit is refused before any of the body is read', async () => {
    const token = await signUp();
    const upload = rawPost('/api/quizzes/upload-question-image', { token, contentLength: 60 * MiB });
    await upload.start(Buffer.concat([filePart('image', 'huge.png', 'image/png'), PNG_MAGIC]));
    const answer = await upload.response();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    await upload.closed();
  });

  it('the same for a PDF: one streamed past 50 MB (no declared length) gets 413 at once and the connection ends', async () => {
    const token = await signUp();
    const upload = rawPost('/api/content/generate-quiz-pdf', { token, chunked: true });
    await upload.start(Buffer.concat([filePart('file', 'big.pdf', 'application/pdf'), Buffer.from('%PDF-1.4\n')]));
    await upload.sendZeros(50 * MiB + 256 * 1024);
    const answer = await upload.response();
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'content.pdfTooLarge', error: 'The PDF must be at most 50MB' });
    expect(answer.headers.connection).toBe('close');
    await upload.closed();
    expect(await eventually(tmpFiles, (files) => files.length === 0)).toEqual([]);
  });

  it('Node’s fetch gets the 413 of a 6 MB image and its request completes', async () => {
    const token = await signUp();
    const res = await uploadImage(token, png(6 * MiB));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('upload.imageTooLarge');
    expect(res.connection).toBe('close');
  });
});

describe('Aborted uploads leave nothing behind', () => {
  it('100 image uploads cut off mid-file leave no .partial file and no open file handle', async () => {
    const token = await signUp();
    const baseline = openFilesInDataDir();
    for (let batch = 0; batch < 10; batch++) {
      const uploads = Array.from({ length: 10 }, () =>
        rawPost('/api/quizzes/upload-question-image', { token, contentLength: 2 * MiB }),
      );
      for (const upload of uploads) {
        await upload.start(Buffer.concat([filePart('image', 'cut.png', 'image/png'), PNG_MAGIC]));
        await upload.sendZeros(256 * 1024);
      }
      // Every one of them is being written to disk when its client goes away.
      expect(await eventually(partialFiles, (files) => files.length === 10)).toHaveLength(10);
      for (const upload of uploads) upload.socket.destroy();
    }
    expect(await eventually(partialFiles, (files) => files.length === 0)).toEqual([]);
    expect(await eventually(openFilesInDataDir, (open) => open <= baseline)).toBe(baseline);
    const left = readdirSync(path.join(server.dataDir, 'uploads')).filter((f) => f !== '.partial');
    expect(left).toEqual([]);
  });

  it('aborted PDF uploads leave no temporary file and no open handle', async () => {
    const token = await signUp();
    const baseline = openFilesInDataDir();
    const uploads = Array.from({ length: 10 }, () =>
      rawPost('/api/content/generate-quiz-pdf', { token, contentLength: 10 * MiB }),
    );
    for (const upload of uploads) {
      await upload.start(Buffer.concat([filePart('file', 'cut.pdf', 'application/pdf'), Buffer.from('%PDF-1.4\n')]));
      await upload.sendZeros(256 * 1024);
    }
    expect(await eventually(tmpFiles, (files) => files.length === 10)).toHaveLength(10);
    for (const upload of uploads) upload.socket.destroy();
    expect(await eventually(tmpFiles, (files) => files.length === 0)).toEqual([]);
    expect(await eventually(openFilesInDataDir, (open) => open <= baseline)).toBe(baseline);
  });
});

describe('A PDF upload streams to a temporary file', () => {
  it('is written under DATA_DIR/tmp while it arrives, read from there, and removed afterwards', async () => {
    const token = await signUp();
    const text = [
      'The Amazon rainforest covers much of the Amazon basin of South America.',
      'This basin encompasses 7,000,000 square kilometres, of which 5,500,000 are covered by the rainforest.',
      'The region includes territory belonging to 9 nations and 3,400 indigenous territories.',
      'The majority of the forest is contained within Brazil, with 60 percent of the rainforest.',
      'Peru follows with 13 percent and Colombia with 10 percent of the forest.',
      'The rainforest represents over half of the remaining rainforests on the planet.',
      'It comprises the largest and most biodiverse tract of tropical rainforest in the world.',
      'An estimated 390 billion individual trees grow there, divided into 16,000 species.',
    ];
    const pdf = minimalPdf({ pages: [text.slice(0, 4), text.slice(4)] });
    const upload = rawPost('/api/content/generate-quiz-pdf', { token, chunked: true });
    await upload.start(textPart('title', 'From a spooled PDF').subarray(2));
    await upload.send(textPart('numQuestions', '3'));
    await upload.send(Buffer.concat([Buffer.from('\r\n'), filePart('file', 'rainforest.pdf', 'application/pdf'), pdf]));
    // The request is not complete yet, and the whole file is already on disk.
    const spooled = await eventually(
      () => tmpFiles().map((f) => statSync(path.join(server.dataDir, 'tmp', f)).size),
      (sizes) => sizes.length === 1 && sizes[0] === pdf.length,
    );
    expect(spooled).toEqual([pdf.length]);
    await upload.send(closing);
    upload.finish();
    const answer = await upload.response(30_000);
    expect(answer.status).toBe(201);
    expect(answer.body.data.sourceMetadata).toMatchObject({ fileName: 'rainforest.pdf' });
    expect(tmpFiles()).toEqual([]);
  });
});

describe('Image storage quota', () => {
  let quota: TestServer;
  let quotaApi: ReturnType<typeof http>;
  beforeAll(async () => {
    quota = await startTestServer({ PLAN_LIMITS: JSON.stringify({ free: { storageBytes: 3 * MiB } }) });
    quotaApi = http(quota.url);
  });
  afterAll(() => quota.stop());

  it('uploads racing at the quota never together go past it; the next one is 403 PLAN_LIMIT (storage)', async () => {
    const token = await signUp(quotaApi);
    const results = await Promise.all(Array.from({ length: 8 }, () => uploadImage(token, png(MiB), quota.url)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'PLAN_LIMIT', details: { reason: 'storage' } });
    }
    const stored = readdirSync(path.join(quota.dataDir, 'uploads')).filter((f) => f !== '.partial');
    expect(stored).toHaveLength(3);
    expect(partialFiles(quota.dataDir)).toEqual([]);
  });

  it('a full account is refused before its upload is read, with the plan, limit and room left in the message', async () => {
    const token = await signUp(quotaApi);
    for (let i = 0; i < 3; i++) expect((await uploadImage(token, png(MiB), quota.url)).status).toBe(201);
    const other = await signUp(quotaApi);
    expect((await uploadImage(other, png(1000), quota.url)).status).toBe(201);

    // 2 MiB declared, a few bytes sent: the answer can only come before the body is read.
    const upload = rawPost('/api/quizzes/upload-question-image', { token, contentLength: 2 * MiB, port: quota.port });
    await upload.start(Buffer.concat([filePart('image', 'one-more.png', 'image/png'), PNG_MAGIC, Buffer.alloc(1000)]));
    const answer = await upload.response();
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatchObject({
      code: 'PLAN_LIMIT',
      details: { reason: 'storage' },
      params: { plan: 'free', limit: '3 MB', left: '0 B' },
      error:
        'Your free plan keeps up to 3 MB of question images and 0 B is free. Remove images you no longer use or upgrade for more. The plus plan allows 1 GB.',
    });
    await upload.closed();
    expect(partialFiles(quota.dataDir)).toEqual([]);
  });
});

describe('Images no quiz uses are removed after the grace period', () => {
  const question = (imageUrl: string | null) => ({
    text: 'Which planet is known as the red planet?',
    options: ['Venus', 'Mars', 'Jupiter'],
    correctAnswer: 1,
    imageUrl,
    imageAltText: imageUrl ? 'A planet' : null,
  });
  const quizWith = (imageUrl: string | null) => ({
    title: 'Planets',
    questions: [question(imageUrl)],
    settings: { timeLimit: 20, showCorrectAnswer: true, randomizeOrder: false },
  });
  const fileOf = (url: string, dataDir = server.dataDir) => path.join(dataDir, 'uploads', path.basename(url));
  const idOf = (url: string) => path.basename(url).split('.')[0]!;
  const eventsOf = async (stream: string, s = server) => (await s.eventStore.read(stream)).map((e) => e.type);
  const DAY = 24 * 3_600_000;

  it('removes an image never used, with an event, and keeps one a quiz shows', async () => {
    const token = await signUp();
    const orphan = (await uploadImage(token, png(2000))).body.data.imageUrl as string;
    const used = (await uploadImage(token, png(3000))).body.data.imageUrl as string;
    expect((await api.post('/api/quizzes', quizWith(used), token)).status).toBe(201);

    // Within the grace period nothing goes.
    expect(await server.ctx.commands.images.sweepOrphans(DAY)).toEqual({ removed: 0 });
    const { removed } = await server.ctx.commands.images.sweepOrphans(DAY, new Date(Date.now() + DAY + 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);

    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(await eventsOf(`image-${idOf(orphan)}`)).toEqual(['QuestionImageUploaded', 'QuestionImageRemoved']);
    const [, removal] = await server.eventStore.read(`image-${idOf(orphan)}`);
    expect(removal!.data).toMatchObject({ reason: 'orphaned', bytes: 2000 });
    expect((await fetch(`${server.url}${orphan}`)).status).toBe(404);
    const reuse = await api.post('/api/quizzes', quizWith(orphan), token);
    expect(reuse.body.code).toBe('quiz.imageUrlInvalid');

    expect(existsSync(fileOf(used))).toBe(true);
    expect(await eventsOf(`image-${idOf(used)}`)).toEqual(['QuestionImageUploaded']);
    expect((await fetch(`${server.url}${used}`)).status).toBe(200);
  });

  it('counts the grace period from the moment a quiz stopped showing the image', async () => {
    const token = await signUp();
    const url = (await uploadImage(token, png(1500))).body.data.imageUrl as string;
    const created = await api.post('/api/quizzes', quizWith(url), token);
    await sleep(1200);
    const res = await fetch(`${server.url}/api/quizzes/${created.body.data.quiz.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const [uploaded] = await server.eventStore.read(`image-${idOf(url)}`);
    const deleted = (await server.eventStore.read(`quiz-${created.body.data.quiz.id}`)).at(-1)!;
    expect(deleted.type).toBe('QuizDeleted');
    const uploadedAt = Date.parse((uploaded!.data as { uploadedAt: string }).uploadedAt);
    const deletedAt = Date.parse((deleted.data as { deletedAt: string }).deletedAt);
    expect(deletedAt - uploadedAt).toBeGreaterThan(1000);

    // Uploaded before the cut-off, but the quiz showed it until after it: kept.
    await server.ctx.commands.images.sweepOrphans(1000, new Date(deletedAt + 500));
    expect(existsSync(fileOf(url))).toBe(true);
    // Once the grace has passed since the quiz let it go: removed.
    await server.ctx.commands.images.sweepOrphans(1000, new Date(deletedAt + 1500));
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await eventsOf(`image-${idOf(url)}`)).toEqual(['QuestionImageUploaded', 'QuestionImageRemoved']);
  });

  it('runs periodically in the server (IMAGE_ORPHAN_GRACE_HOURS, IMAGE_SWEEP_INTERVAL_MINUTES) and frees the quota', async () => {
    const swept = await startTestServer({
      IMAGE_ORPHAN_GRACE_HOURS: '0',
      IMAGE_SWEEP_INTERVAL_MINUTES: '0.005',
      PLAN_LIMITS: JSON.stringify({ free: { storageBytes: MiB } }),
    });
    try {
      const base = http(swept.url);
      const token = await signUp(base);
      const first = await uploadImage(token, png(MiB), swept.url);
      expect(first.status).toBe(201);
      const url = first.body.data.imageUrl as string;
      const events = await eventually(
        () => eventsOf(`image-${idOf(url)}`, swept),
        (types) => types.length === 2,
      );
      expect(events).toEqual(['QuestionImageUploaded', 'QuestionImageRemoved']);
      expect(existsSync(fileOf(url, swept.dataDir))).toBe(false);
      // The removed image no longer counts: the whole quota is free again.
      await swept.runner.waitFor(await swept.eventStore.headPosition());
      expect((await uploadImage(token, png(MiB), swept.url)).status).toBe(201);
    } finally {
      await swept.stop();
    }
  });
});
