/**
 * Event sizes, through the real server. A library source's text is kept as a blob beside the log and referenced
 * from its ContentAdded event, so a long text (under the 500,000-byte source cap, its JSON over the event limit)
 * is stored and read back whole while the event in the log stays small. Anything else over the port's limits
 * (below EventStoreDB's 1 MiB MaxAppendSize) is refused with 413 before anything is stored or counted: here a quiz
 * of 200 questions with every field at its maximum.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SIZE_LIMITS, eventSize } from '../../commands/ports';
import { SOURCE_TEXT_MAX_BYTES } from '../../domain/content/content.schemas';
import { QUIZ_LIMITS } from '../../domain/quiz/quiz.rules';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer({
    PLAN_LIMITS: JSON.stringify({ free: { quizzes: 1000, aiQuestions: 1000, questionsPerQuiz: 200 } }),
  });
  api = http(server.url);
});
afterAll(async () => {
  await server.stop();
});

const signUp = async () => (await api.post('/api/auth/register', newAccount())).body.data.token as string;

/** Quoted words: JSON escapes every quote, so the event would be a third larger than the text. */
const quotedText = (bytes: number) => {
  const line = 'The "river" and the "forest" of the "stone" are "old" and "wide" in the "north".\n';
  return line.repeat(Math.floor(bytes / line.length));
};

describe('A library source longer than an event may be', () => {
  const text = quotedText(SOURCE_TEXT_MAX_BYTES - 1000);

  it('is stored as a blob referenced from its event, and read back whole', async () => {
    expect(Buffer.byteLength(JSON.stringify(text))).toBeGreaterThan(EVENT_SIZE_LIMITS.eventBytes);
    const token = await signUp();
    const res = await api.post('/api/content/save', { title: 'Rivers', content: text, tags: [] }, token);
    expect(res.status).toBe(201);
    const id = res.body.data.content.id as string;
    const item = await api.get(`/api/content/library/${id}`, token);
    expect(item.body.data.content.processedContent).toBe(text.trim());

    // What the log holds: a reference, a small event.
    const raw = openSqliteEventStore(path.join(server.dataDir, 'events.sqlite'));
    try {
      const [added] = await raw.read(`content-${id}`);
      expect(added!.type).toBe('ContentAdded');
      expect((added!.data as { processedContent: unknown }).processedContent).toEqual({
        $blob: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), bytes: Buffer.byteLength(text.trim()) },
      });
      expect(eventSize(added!)).toBeLessThan(2048);
    } finally {
      await raw.close();
    }
    // Every reader sees the text: the aggregate (a generation from the library) and the read model.
    const [read] = await server.eventStore.read(`content-${id}`);
    expect((read!.data as { processedContent: string }).processedContent).toBe(text.trim());
  });
});

describe('A quiz larger than an event may be', () => {
  it('is refused with 413 before anything is stored or counted', async () => {
    const token = await signUp();
    const long = (n: number, c: string) => c.repeat(n);
    const questions = Array.from({ length: QUIZ_LIMITS.questionsMax }, (_, i) => ({
      text: `${i} ${long(QUIZ_LIMITS.textMax - 5, 'q')}`,
      options: Array.from({ length: QUIZ_LIMITS.optionsMax }, (_, o) => `${o} ${long(QUIZ_LIMITS.optionMax - 3, 'o')}`),
      correctAnswer: 0,
      difficulty: 'medium',
      explanation: long(QUIZ_LIMITS.explanationMax, 'e'),
    }));
    const head = await server.eventStore.headPosition();
    const res = await api.post('/api/quizzes', { title: 'Everything at its maximum', questions }, token);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'validation.recordTooLarge' });
    expect((await server.eventStore.readAll(head)).filter((e) => e.stream.startsWith('quiz-'))).toEqual([]);
    const usage = await api.get('/api/user/usage', token);
    expect(usage.body.data.usage.quizzesThisMonth).toBe(0);
  });
});
