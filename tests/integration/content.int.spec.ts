import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/minimal-pdf';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

const ARTICLE = [
  'The Amazon rainforest covers much of the Amazon basin of South America. The basin spans about seven million square kilometres, of which five and a half million are covered by the rainforest.',
  'The region includes territory belonging to nine nations. The majority of the forest lies within Brazil, with sixty percent of the rainforest, followed by Peru with thirteen percent and Colombia with ten percent.',
  'The rainforest likely formed during the Eocene era. It appeared following a global reduction of tropical temperatures when the Atlantic Ocean had widened sufficiently to provide a warm, moist climate to the Amazon basin.',
  'Wet tropical forests are the most species-rich biome. The Amazon contains about two and a half million insect species, tens of thousands of plants, and some two thousand birds and mammals.',
  'The Amazon River is the largest river by discharge volume of water in the world. Deforestation is the conversion of forested areas to non-forested areas, mainly for cattle ranching and soy farming.',
  'In 2021 about 13,000 square kilometres of the forest were cleared in Brazil. The Amazon basin is home to more than 30 million people, among them about 350 indigenous groups. Scientists have described about 40,000 plant species in the region.',
].join('\n\n');

let server: TestServer;
let api: ReturnType<typeof http>;
let site: ReturnType<typeof createServer>;
let siteUrl: string;

beforeAll(async () => {
  server = await startTestServer({
    CONTENT_ALLOW_PRIVATE_URLS: 'true',
    PLAN_LIMITS: JSON.stringify({ free: { quizzes: 1000, aiQuestions: 1000 } }),
  });
  api = http(server.url);
  site = createServer((req, res) => {
    if (req.url === '/robots.txt') return void res.end('User-agent: *\nDisallow: /private/\n');
    if (req.url?.startsWith('/private/') || req.url === '/article') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return void res.end(
        `<!doctype html><html><head><title>The Amazon rainforest</title></head><body><nav>Home | About</nav><article><h1>The Amazon rainforest</h1>${ARTICLE.split(
          '\n\n',
        )
          .map((p) => `<p>${p}</p>`)
          .join('')}</article><footer>Copyright</footer></body></html>`,
      );
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.close();
  await server.stop();
});

const signUp = async () => (await api.post('/api/auth/register', newAccount())).body.data.token as string;
const settings = {
  title: 'The Amazon',
  numQuestions: 3,
  difficulty: 'medium',
  timeLimit: 30,
  saveToLibrary: true,
  contentStrategy: 'hybrid',
};

const postPdf = async (token: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: 'From a PDF', numQuestions: '3', ...fields })) form.append(k, v);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'rainforest.pdf');
  const res = await fetch(`${server.url}/api/content/generate-quiz-pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
};

const expectGenerated = (body: any, type: string) => {
  expect(body.success).toBe(true);
  const { quiz, questionsGenerated, sourceMetadata } = body.data;
  expect(questionsGenerated).toBeGreaterThan(0);
  expect(quiz.questions).toHaveLength(questionsGenerated);
  expect(quiz.settings.aiGenerated).toBe(true);
  expect(sourceMetadata).toMatchObject({ type, detectedLanguage: 'en' });
  expect(sourceMetadata.languageConfidence).toBeLessThanOrEqual(0.9);
  for (const q of quiz.questions) {
    expect(q.options.length).toBeGreaterThanOrEqual(2);
    expect(new Set(q.options.map((o: string) => o.toLowerCase())).size).toBe(q.options.length);
    expect(q.correctAnswer).toBeLessThan(q.options.length);
  }
};

describe('Generating a quiz on the offline generator', () => {
  it('from pasted text, saving the source to the library with its provenance recorded', async () => {
    const token = await signUp();
    const res = await api.post('/api/content/generate-quiz', { ...settings, content: ARTICLE }, token);
    expect(res.status).toBe(201);
    expectGenerated(res.body, 'text');
    expect(res.body.data.savedToLibrary).toBe(true);
    const quizId = res.body.data.quiz.id;
    const events = await server.eventStore.read(`quiz-${quizId}`);
    const origin = (events[0]!.data as any).origin;
    expect(origin).toMatchObject({ kind: 'generated', generator: 'local', strategy: 'hybrid', sourceType: 'text' });
    expect(origin.provenance).toHaveLength(res.body.data.questionsGenerated);
    expect(origin.provenance[0].end).toBeGreaterThan(origin.provenance[0].start);
    // Who made each question is recorded with the quiz: here the offline generator, alone.
    for (const entry of origin.provenance) expect(entry.source).toBe('offline');
    expect(res.body.data.generator).toMatchObject({ name: 'local', offlineQuestions: 0, offlineQuestionNumbers: [] });

    const library = await api.get('/api/content/library', token);
    expect(library.body.data.content).toHaveLength(1);
    expect(library.body.data.content[0]).toMatchObject({
      sourceType: 'text',
      status: 'completed',
      language: 'en',
      usageCount: 1,
    });
    const usage = await api.get('/api/user/usage', token);
    expect(usage.body.data.usage).toEqual({
      quizzesThisMonth: 1,
      aiQuestionsThisMonth: res.body.data.questionsGenerated,
    });
    const stats = await api.get('/api/games/dashboard-stats', token);
    expect(stats.body.data).toMatchObject({ totalQuizzes: 1, aiGeneratedQuizzes: 1, librarySources: 1 });
  });

  it('refuses a text under 50 words with the spec’s minimum', async () => {
    const token = await signUp();
    const res = await api.post('/api/content/generate-quiz', { ...settings, content: 'Too short a text.' }, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'content.textTooShort', params: { min: 50 } });
  });

  it('from a PDF upload', async () => {
    const token = await signUp();
    const lines = ARTICLE.split(/(?<=\.)\s+/);
    const res = await postPdf(token, minimalPdf({ pages: [lines.slice(0, 8), lines.slice(8)] }));
    expect(res.status).toBe(201);
    expectGenerated(res.body, 'pdf');
    expect(res.body.data.sourceMetadata.fileName).toBe('rainforest.pdf');
  });

  it('refuses a non-PDF, a corrupt PDF and a 51 MB upload, keeping nothing', async () => {
    const token = await signUp();
    const before = await server.eventStore.headPosition();
    const notPdf = await postPdf(token, new TextEncoder().encode('just text pretending'));
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.code).toBe('content.pdfInvalidType');
    const corrupt = await postPdf(token, new TextEncoder().encode('%PDF-1.4\n' + 'garbage '.repeat(500)));
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.code).toBe('content.pdfCorrupt');
    const huge = Buffer.alloc(51 * 1024 * 1024, 32);
    huge.write('%PDF-1.4\n');
    const tooLarge = await postPdf(token, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'content.pdfTooLarge', error: 'The PDF must be at most 50MB' });
    expect(await server.eventStore.headPosition()).toBe(before);
    expect(
      readdirSync(server.dataDir).filter(
        (f) =>
          ![
            'events.sqlite',
            'events.sqlite-wal',
            'events.sqlite-shm',
            'jwt-secret',
            'outbox',
            'uploads',
            'tmp',
            'paddle-webhook-secret',
            'secrets-key',
          ].includes(f),
      ),
    ).toEqual([]);
    expect(readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([]);
  });

  it('from a web page served here, and not from a page robots.txt disallows', async () => {
    const token = await signUp();
    const res = await api.post('/api/content/generate-quiz-url', { ...settings, url: `${siteUrl}/article` }, token);
    expect(res.status).toBe(201);
    expectGenerated(res.body, 'url');
    expect(res.body.data.sourceMetadata.url).toBe(`${siteUrl}/article`);
    const blocked = await api.post(
      '/api/content/generate-quiz-url',
      { ...settings, url: `${siteUrl}/private/article` },
      token,
    );
    // 422: the request is fine, the page may not be read (403 would read as "you may not do this").
    expect(blocked.status).toBe(422);
    expect(blocked.body).toMatchObject({
      code: 'content.robotsDisallowed',
      error: 'This site does not allow automated reading (robots.txt)',
    });
  });

  it('from two library sources', async () => {
    const token = await signUp();
    const half = ARTICLE.split('\n\n');
    const first = await api.post(
      '/api/content/save',
      { title: 'Amazon, part one', content: half.slice(0, 3).join('\n\n') },
      token,
    );
    const second = await api.post(
      '/api/content/save',
      { title: 'Amazon, part two', content: half.slice(2).join('\n\n') },
      token,
    );
    expect(first.status).toBe(201);
    const ids = [first.body.data.content.id, second.body.data.content.id];
    const res = await api.post('/api/content/combine-sources', { ...settings, sourceIds: ids }, token);
    expect(res.status).toBe(201);
    expectGenerated(res.body, 'library');
    const items = (await api.get('/api/content/library', token)).body.data.content;
    expect(items.map((i: any) => i.usageCount)).toEqual([1, 1]);
    const stranger = await signUp();
    const theirs = await api.post('/api/content/combine-sources', { ...settings, sourceIds: ids }, stranger);
    expect(theirs.status).toBe(404);
  });

  it('reports the real stages of a generation', async () => {
    const token = await signUp();
    const id = crypto.randomUUID();
    const res = await fetch(`${server.url}/api/content/generate-quiz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-generation-id': id },
      body: JSON.stringify({ ...settings, content: ARTICLE }),
    });
    expect(res.status).toBe(201);
    const progress = await api.get(`/api/content/generation-progress/${id}`, token);
    expect(progress.body.data).toMatchObject({ stage: 'done', percent: 100, requested: 3 });
    const other = await signUp();
    expect((await api.get(`/api/content/generation-progress/${id}`, other)).status).toBe(404);
  });
});

describe('Plan limits', () => {
  it('hold exactly under 10 concurrent generations at the AI-question boundary', async () => {
    const limited = await startTestServer({
      PLAN_LIMITS: JSON.stringify({ free: { aiQuestions: 12, quizzes: 1000 } }),
    });
    try {
      const client = http(limited.url);
      const token = (await client.post('/api/auth/register', newAccount())).body.data.token;
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post(
            '/api/content/generate-quiz',
            { ...settings, numQuestions: 3, saveToLibrary: false, content: ARTICLE },
            token,
          ),
        ),
      );
      const made = results.filter((r) => r.status === 201).reduce((n, r) => n + r.body.data.questionsGenerated, 0);
      const refused = results.filter((r) => r.status === 403);
      expect(made).toBeLessThanOrEqual(12);
      expect(made).toBeGreaterThanOrEqual(9);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((r) => r.body.code === 'PLAN_LIMIT' && r.body.details.reason === 'aiQuestions')).toBe(true);
      expect((await client.get('/api/user/usage', token)).body.data.usage.aiQuestionsThisMonth).toBe(made);
    } finally {
      await limited.stop();
    }
  });
});

describe('The library', () => {
  it('searches, filters, sorts and pages, and hides other users’ sources', async () => {
    const token = await signUp();
    const texts = [
      ['Volcanoes', 'volcano magma eruption lava crater ash geology mountain '.repeat(8), ['geology']],
      ['Rainforest', ARTICLE, ['nature']],
      [
        'Photosynthesis',
        'plants sunlight chlorophyll carbon dioxide oxygen glucose leaves energy '.repeat(9),
        ['biology', 'nature'],
      ],
    ] as const;
    for (const [title, content, tags] of texts)
      expect((await api.post('/api/content/save', { title, content, tags }, token)).status).toBe(201);

    const list = (query: string) => api.get(`/api/content/library?${query}`, token).then((r) => r.body.data);
    expect((await list('search=chlorophyll')).content.map((c: any) => c.title)).toEqual(['Photosynthesis']);
    expect((await list('searchQuery=VOLCANO')).content.map((c: any) => c.title)).toEqual(['Volcanoes']);
    expect((await list('tags=nature&sortBy=word_count&sortOrder=asc')).content.map((c: any) => c.title)).toEqual([
      'Photosynthesis',
      'Rainforest',
    ]);
    expect((await list('tags=nature&tags=biology')).content.map((c: any) => c.title)).toEqual(['Photosynthesis']);
    expect((await list('sourceType=pdf')).content).toEqual([]);
    const page1 = await list('limit=2&sortBy=created_at&sortOrder=asc');
    expect(page1).toMatchObject({ hasMore: true });
    expect(page1.content.map((c: any) => c.title)).toEqual(['Volcanoes', 'Rainforest']);
    const page2 = await list('limit=2&offset=2&sortBy=created_at&sortOrder=asc');
    expect(page2).toMatchObject({ hasMore: false, content: [expect.objectContaining({ title: 'Photosynthesis' })] });
    expect(page1.content[0].preview.length).toBeLessThanOrEqual(150);
    expect(page1.content[0]).not.toHaveProperty('processedContent');
    expect((await api.get('/api/content/library?sortBy=title', token)).status).toBe(400);

    const stats = (await api.get('/api/content/library-stats', token)).body.data;
    expect(stats.stats).toMatchObject({ totalSources: 3, recentCount: 3, sourcesByType: { text: 3 } });
    expect(stats.popularTags[0]).toEqual({ tag: 'nature', count: 2 });

    const id = page1.content[0].id;
    const stranger = await signUp();
    expect((await api.get(`/api/content/library/${id}`, stranger)).status).toBe(404);
    expect((await api.put(`/api/content/library/${id}`, { title: 'Mine', tags: [] }, stranger)).status).toBe(404);
    expect((await api.get('/api/content/library', stranger)).body.data.content).toEqual([]);

    const edited = await api.put(
      `/api/content/library/${id}`,
      { title: 'Volcanoes of the world', tags: ['Geology', 'earth'] },
      token,
    );
    expect(edited.body.data.content).toMatchObject({ title: 'Volcanoes of the world', tags: ['geology', 'earth'] });
    const removed = await fetch(`${server.url}/api/content/library/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect((await list('')).content).toHaveLength(2);
  });

  it('lists the content strategies and formats, and the configured generator answers', async () => {
    const token = await signUp();
    const strategies = (await api.get('/api/content/strategies', token)).body.data;
    expect(strategies.map((s: any) => s.value)).toEqual(['similarity', 'diversity', 'hybrid', 'coverage']);
    expect(strategies.find((s: any) => s.recommended).value).toBe('hybrid');
    expect((await api.get('/api/content/supported-formats', token)).body.data.formats.map((f: any) => f.type)).toEqual([
      'text',
      'pdf',
      'url',
      'library',
    ]);
    expect((await api.post('/api/content/test-ai', {}, token)).body.data).toMatchObject({ ok: true, name: 'local' });
  });
});

describe('Web page sources without the test override', () => {
  it('refuses addresses that are not public', async () => {
    const strict = await startTestServer();
    try {
      const client = http(strict.url);
      const token = (await client.post('/api/auth/register', newAccount())).body.data.token;
      for (const url of [
        `${siteUrl}/article`,
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/',
      ]) {
        const res = await client.post('/api/content/generate-quiz-url', { ...settings, url }, token);
        expect({ url, status: res.status, code: res.body.code }).toEqual({
          url,
          status: 403,
          code: 'content.urlNotPublic',
        });
      }
      const bad = await client.post(
        '/api/content/generate-quiz-url',
        { ...settings, url: 'file:///etc/passwd' },
        token,
      );
      expect(bad.body.code).toBe('content.urlInvalid');
    } finally {
      await strict.stop();
    }
  });
});
