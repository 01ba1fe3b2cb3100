/**
 * Event sizes at the event store port, through the real server: a source whose ContentAdded event would pass the
 * limit (below EventStoreDB's 1 MiB MaxAppendSize) is refused with 413 before any quota is reserved or anything is
 * stored, in every adapter alike (the text is under the 500,000-byte source cap; its JSON is not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SIZE_LIMITS } from '../../commands/ports';
import { SOURCE_TEXT_MAX_BYTES } from '../../domain/content/content.schemas';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer({ PLAN_LIMITS: JSON.stringify({ free: { quizzes: 1000, aiQuestions: 1000 } }) });
  api = http(server.url);
});
afterAll(async () => {
  await server.stop();
});

/** Quoted words: JSON escapes every quote, so the event is a third larger than the text. */
const quotedText = (bytes: number) => {
  const line = 'The "river" and the "forest" of the "stone" are "old" and "wide" in the "north".\n';
  return line.repeat(Math.floor(bytes / line.length));
};

describe('An event over the size limit', () => {
  const text = quotedText(SOURCE_TEXT_MAX_BYTES - 1000);

  it('is a text under the source cap whose event is over the event limit', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(SOURCE_TEXT_MAX_BYTES);
    expect(Buffer.byteLength(JSON.stringify(text))).toBeGreaterThan(EVENT_SIZE_LIMITS.eventBytes);
  });

  it('answers 413 to a library save and stores nothing', async () => {
    const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    const head = await server.eventStore.headPosition();
    const res = await api.post('/api/content/save', { title: 'Rivers', content: text, tags: [] }, token);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'validation.recordTooLarge' });
    expect((await server.eventStore.readAll(head)).filter((e) => e.stream.startsWith('content-'))).toEqual([]);
    expect((await api.get('/api/content/library', token)).body.data.content).toEqual([]);
  });

  it('answers 413 to a generation that saves its source, before any quota is spent', async () => {
    const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
    const head = await server.eventStore.headPosition();
    const res = await api.post(
      '/api/content/generate-quiz',
      {
        title: 'Rivers',
        numQuestions: 3,
        difficulty: 'medium',
        timeLimit: 30,
        saveToLibrary: true,
        contentStrategy: 'hybrid',
        content: text,
      },
      token,
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('validation.recordTooLarge');
    const written = await server.eventStore.readAll(head);
    expect(written.map((e) => e.type)).not.toContain('QuotaReserved');
    expect(written.filter((e) => /^(content|quiz|quota)-/.test(e.stream))).toEqual([]);
    const usage = await api.get('/api/user/usage', token);
    expect(usage.body.data.usage).toEqual({ quizzesThisMonth: 0, aiQuestionsThisMonth: 0 });
  });
});
