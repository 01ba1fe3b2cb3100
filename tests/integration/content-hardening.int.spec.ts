/**
 * Issue 8 for the content slice, against the real server: a large source never stalls other requests, PDFs are held
 * to the text cap and to a bounded number of parses, parallel generations of one user neither fail nor lose quota,
 * progress belongs to its user, test-ai is rate-limited, library edits may be partial, oversized pasted text names
 * the limit.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../commands/ports';
import { createQuotaLedger, RESERVATION_TTL_MS } from '../../commands/quota';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import { createContentThreads } from '../../infra/workers/content-threads';
import { minimalPdf } from '../support/minimal-pdf';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer, tempDataDir } from '../support/test-server';

const ARTICLE = [
  'The Amazon rainforest covers much of the Amazon basin of South America. The basin spans about 7,000,000 square kilometres, of which 5,500,000 are covered by the rainforest.',
  'The region includes territory belonging to 9 nations. The majority of the forest lies within Brazil, with 60 percent of the rainforest, followed by Peru with 13 percent and Colombia with 10 percent.',
  'The rainforest likely formed during the Eocene era, about 55 million years ago. It appeared following a global reduction of tropical temperatures when the Atlantic Ocean had widened sufficiently to provide a warm, moist climate to the Amazon basin.',
].join('\n\n');

/** Short lowercase lines without sentence punctuation, `chars` long: what made sentence splitting quadratic. */
const unpunctuatedLines = (chars: number) => {
  const out: string[] = [];
  for (let i = 0, length = 0; length < chars; i++) {
    const line = `the river and the forest of ${i % 97} and the stone of`;
    out.push(line);
    length += line.length + 1;
  }
  return out.join('\n').slice(0, chars);
};

/** A text PDF with `pages` pages of 60 lines of 90 characters (about 5.4 KB of text a page). */
const wordyPdf = (pages: number) =>
  minimalPdf({
    pages: Array.from({ length: pages }, (_, p) =>
      Array.from({ length: 60 }, (_, l) =>
        `Page ${p} line ${l}: the river carries water from the forest to the sea.`.padEnd(90, ' x'),
      ),
    ),
  });

let server: TestServer;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer({
    PLAN_LIMITS: JSON.stringify({ free: { quizzes: 100_000, aiQuestions: 100_000 } }),
  });
  api = http(server.url);
});
afterAll(async () => server.stop());

const signUp = async (client = api) =>
  (await client.post('/api/auth/register', newAccount())).body.data.token as string;
const settings = { title: 'The Amazon', numQuestions: 2, difficulty: 'medium', timeLimit: 30, saveToLibrary: false };

const postPdf = async (url: string, token: string, bytes: Uint8Array) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: 'From a PDF', numQuestions: '3' })) form.append(k, v);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
  const res = await fetch(`${url}/api/content/generate-quiz-pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

describe('A large source', () => {
  it('keeps the event loop free while 500,000 characters of unpunctuated lines are processed', async () => {
    const token = await signUp();
    // The content threads start on first use; that is not what is measured.
    await api.post('/api/content/generate-quiz', { ...settings, content: ARTICLE }, token);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const res = await api.post(
      '/api/content/generate-quiz',
      { ...settings, numQuestions: 10, saveToLibrary: true, content: unpunctuatedLines(500_000) },
      token,
    );
    loop.disable();
    expect(res.status).toBeLessThan(500);
    if (res.status !== 201) expect(res.body.code).toBe('content.noQuestions');
    // The old splitter blocked the loop for about 28 s on this text; the work now runs on a worker thread. The bound
    // is generous because other processes share this machine's two cores.
    expect(loop.max / 1e6).toBeLessThan(500);
  });

  it('waits in a bounded queue for the content threads; past it the answer is 503 with Retry-After', async () => {
    const narrow = await startTestServer({ CONTENT_WORKERS: '1', CONTENT_WORKER_QUEUE: '0' });
    try {
      const client = http(narrow.url);
      const token = await signUp(client);
      const content = Array.from({ length: 60 }, () => ARTICLE).join('\n\n');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => client.post('/api/content/generate-quiz', { ...settings, content }, token)),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.body.code).toBe('content.busy');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      for (const answer of answers) expect([201, 503]).toContain(answer.status);
    } finally {
      await narrow.stop();
    }
  });

  it('refuses pasted text over 500,000 bytes of UTF-8, naming the limit', async () => {
    const token = await signUp();
    // 250,001 two-byte letters: within 500,000 characters, over 500,000 bytes.
    const res = await api.post('/api/content/generate-quiz', { ...settings, content: 'ğ'.repeat(250_001) }, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'content.sourceTooLarge', params: { max: '500,000' } });
    expect(res.body.error).toContain('500,000 bytes');
  });
});

describe('Web pages', () => {
  it('are read on a content thread with a time limit: a page too slow to read is refused, the next one is read', async () => {
    const threads = createContentThreads({ articleTimeoutMs: 300 });
    try {
      const paragraph = `<p>${ARTICLE.split('\n\n')[0]}</p>`;
      const page = (paragraphs: number) =>
        new TextEncoder().encode(
          `<!doctype html><html><head><title>Page</title></head><body><article><h1>Page</h1>${paragraph.repeat(paragraphs)}</article></body></html>`,
        ).buffer as ArrayBuffer;
      // About 200 KB of article: finding it takes seconds (it grows faster than the page).
      await expect(threads.articleReader({ url: 'http://example.test/big', body: page(1_000) })).rejects.toMatchObject({
        code: 'content.pageTooLarge',
        kind: 'tooLarge',
      });
      const small = await threads.articleReader({ url: 'http://example.test/small', body: page(3) });
      expect(small?.text).toContain('The Amazon rainforest covers much of the Amazon basin');
    } finally {
      await threads.close();
    }
  });
});

describe('PDF uploads', () => {
  it('refuse a PDF whose text is over the cap with 413 naming the limit, and keep nothing', async () => {
    const token = await signUp();
    const res = await postPdf(server.url, token, wordyPdf(130));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'content.sourceTooLarge', params: { max: '500,000' } });
    expect(res.body.error).toContain('500,000 bytes');
    expect((await api.get('/api/content/library', token)).body.data.content).toEqual([]);
  });

  it('are parsed a bounded number at a time; past the queue the answer is 503 with Retry-After', async () => {
    const strict = await startTestServer({ PDF_PARSE_CONCURRENCY: '1', PDF_PARSE_QUEUE: '0' });
    try {
      const token = await signUp(http(strict.url));
      const pdf = wordyPdf(60);
      const answers = await Promise.all(Array.from({ length: 4 }, () => postPdf(strict.url, token, pdf)));
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.body.code).toBe('content.pdfBusy');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(answers.every((a) => a.status < 500 || a.status === 503)).toBe(true);
    } finally {
      await strict.stop();
    }
  });
});

describe('Parallel generations of one user', () => {
  it('never answer 5xx other than 503, and leave nothing reserved: usage is exactly the questions made', async () => {
    const { token, user } = (await api.post('/api/auth/register', newAccount())).body.data;
    const results = await Promise.all(
      Array.from({ length: 80 }, () =>
        api.post('/api/content/generate-quiz', { ...settings, content: ARTICLE }, token),
      ),
    );
    // Made, or refused at once with a time to come back (the content threads' queue is bounded).
    for (const r of results) expect([201, 503]).toContain(r.status);
    for (const r of results.filter((r) => r.status === 503)) expect(r.headers.get('retry-after')).toBeTruthy();
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(20);
    const made = results.filter((r) => r.status === 201).reduce((sum, r) => sum + r.body.data.questionsGenerated, 0);

    const quota = await createQuotaLedger({ eventStore: server.eventStore, clock: server.ctx.clock }).read(
      user.id,
      new Date(),
    );
    expect(quota.held).toEqual({ aiQuestions: 0, quizzes: 0 });
    expect(quota.consumed.aiQuestions).toBe(made);
    const usage = (await api.get('/api/user/usage', token)).body.data.usage;
    expect(usage.aiQuestionsThisMonth).toBe(made);
  });
});

describe('The quota ledger on a real event store', () => {
  let dir: string;
  let store: EventStore;
  beforeAll(() => {
    dir = tempDataDir();
    store = openSqliteEventStore(path.join(dir, 'events.sqlite'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const request = (userId: string, amount: number, limit: number | 'unlimited' = 10) =>
    ({ userId, kind: 'aiQuestions', amount, limit, plan: 'free' }) as const;
  const meta = { actor: 'u', correlationId: 'test' };

  it('gives back a reservation that was never settled once it expires', async () => {
    let now = new Date('2026-11-21T10:00:00.000Z');
    const ledger = createQuotaLedger({ eventStore: store, clock: { now: () => now } });
    await ledger.reserve(request('crashed', 10), meta); // the server "stops" before settling
    await expect(ledger.reserve(request('crashed', 1), meta)).rejects.toMatchObject({ code: 'PLAN_LIMIT' });
    now = new Date(now.getTime() + RESERVATION_TTL_MS + 1000);
    const settle = await ledger.reserve(request('crashed', 10), meta);
    await settle(0);
    expect(await ledger.read('crashed', now)).toMatchObject({
      consumed: { aiQuestions: 10 },
      held: { aiQuestions: 0 },
    });
  });

  it('reads a bounded number of events per command however many attempts the month holds', async () => {
    const reads: number[] = [];
    const counting: EventStore = Object.create(store, {
      read: {
        value: async (stream: string, options?: { fromRevision?: number }) => {
          const events = await store.read(stream, options);
          reads.push(events.length);
          return events;
        },
      },
    });
    const clock = { now: () => new Date('2026-11-21T10:00:00.000Z') };
    const ledger = createQuotaLedger({ eventStore: counting, clock }, { segmentEvents: 20 });
    for (let i = 0; i < 300; i++) await (await ledger.reserve(request('busy', 2, 'unlimited'), meta))(1);
    expect(Math.max(...reads)).toBeLessThanOrEqual(21);
    // A restarted server (a new ledger) finds the open segment and the same totals.
    const again = await createQuotaLedger({ eventStore: store, clock }, { segmentEvents: 20 }).read(
      'busy',
      clock.now(),
    );
    expect(again.consumed.aiQuestions).toBe(300);
    expect(again.held.aiQuestions).toBe(0);
    expect(again.segment).toBeGreaterThanOrEqual(25);
  });
});

describe('Generation progress', () => {
  it('belongs to its user: another user sending the same X-Generation-Id neither overwrites nor sees it', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const id = '6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5';
    const generate = (token: string, numQuestions: number) =>
      fetch(`${server.url}/api/content/generate-quiz`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-generation-id': id },
        body: JSON.stringify({ ...settings, numQuestions, content: ARTICLE }),
      });
    expect((await generate(alice, 3)).status).toBe(201);
    expect((await generate(bob, 2)).status).toBe(201);
    const aliceSees = await api.get(`/api/content/generation-progress/${id}`, alice);
    expect(aliceSees.status).toBe(200);
    expect(aliceSees.body.data).toMatchObject({ stage: 'done', requested: 3 });
    expect((await api.get(`/api/content/generation-progress/${id}`, bob)).body.data).toMatchObject({ requested: 2 });
  });
});

describe('POST /api/content/test-ai', () => {
  it('is for signed-in users only, a few calls a minute each', async () => {
    expect((await api.post('/api/content/test-ai')).status).toBe(401);
    const token = await signUp();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await api.post('/api/content/test-ai', undefined, token));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toMatchObject({ status: 429, body: { code: 'http.rateLimited' } });
    expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account has its own allowance
    expect((await api.post('/api/content/test-ai', undefined, await signUp())).status).toBe(200);
  });
});

describe('PUT /api/content/library/{id}', () => {
  it('changes only what it is sent: a title alone, tags alone; nothing at all names what is missing', async () => {
    const token = await signUp();
    const saved = await api.post(
      '/api/content/save',
      { title: 'Rainforest', content: ARTICLE, tags: ['nature'] },
      token,
    );
    expect(saved.status).toBe(201);
    const id = saved.body.data.content.id ?? saved.body.data.content._id;
    const tags = saved.body.data.content.tags;

    const titled = await api.put(`/api/content/library/${id}`, { title: 'The Amazon rainforest' }, token);
    expect(titled.status).toBe(200);
    expect(titled.body.data.content).toMatchObject({ title: 'The Amazon rainforest', tags });

    const tagged = await api.put(`/api/content/library/${id}`, { tags: ['Forest'] }, token);
    expect(tagged.body.data.content).toMatchObject({ title: 'The Amazon rainforest', tags: ['forest'] });

    const empty = await api.put(`/api/content/library/${id}`, {}, token);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('content.updateEmpty');
  });
});
