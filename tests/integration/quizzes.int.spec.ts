import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { http, newAccount, startTestServer } from '../support/test-server';

let server: TestServer;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
});
afterAll(() => server.stop());

const signUp = async () => (await api.post('/api/auth/register', newAccount())).body.data.token as string;

const question = (overrides: Record<string, unknown> = {}) => ({
  text: 'Which planet is known as the red planet?',
  options: ['Venus', 'Mars', 'Jupiter'],
  correctAnswer: 1,
  difficulty: 'easy',
  explanation: 'Iron oxide on its surface makes Mars look red.',
  ...overrides,
});
const quiz = (overrides: Record<string, unknown> = {}) => ({
  title: '  The solar system  ',
  description: 'Planets and moons',
  questions: [
    question(),
    question({ id: 'temp-2', text: 'How many planets are there?', options: ['7', '8', '9'], correctAnswer: 1 }),
  ],
  settings: { timeLimit: 20, showCorrectAnswer: true, randomizeOrder: false },
  tags: ['science'],
  ...overrides,
});

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000 1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082'.replace(
    / /g,
    '',
  ),
  'hex',
);

const upload = async (token: string, bytes: Uint8Array, name = 'picture.png', type = 'image/png') => {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), name);
  const res = await fetch(`${server.url}/api/quizzes/upload-question-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
};

const uploadsFolder = () => path.join(server.dataDir, 'uploads');
const storedFiles = () => {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? list(path.join(dir, e.name)) : [e.name],
    );
  try {
    return list(uploadsFolder());
  } catch {
    return [];
  }
};

describe('A quiz, created, read, updated and deleted over HTTP', () => {
  it('goes through its whole life', async () => {
    const token = await signUp();
    const created = await api.post('/api/quizzes', quiz(), token);
    expect(created.status).toBe(201);
    const saved = created.body.data.quiz;
    expect(saved).toMatchObject({
      title: 'The solar system',
      description: 'Planets and moons',
      questionCount: 2,
      settings: { timeLimit: 20, showCorrectAnswer: true, randomizeOrder: false, aiGenerated: false },
      tags: ['science'],
    });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.questions[1].id).not.toBe('temp-2');
    expect(saved.questions[0]).toMatchObject({
      text: 'Which planet is known as the red planet?',
      correctAnswer: 1,
      imageUrl: null,
    });

    const list = await api.get('/api/quizzes', token);
    expect(list.body.data.quizzes).toHaveLength(1);
    expect(list.body.data.quizzes[0]).not.toHaveProperty('questions');
    expect((await api.get(`/api/quizzes/${saved.id}`, token)).body.data.quiz).toEqual(saved);

    const edited = { ...quiz({ title: 'Planets' }), questions: [saved.questions[1], question({ text: 'A new one?' })] };
    const updated = await api.put(`/api/quizzes/${saved.id}`, edited, token);
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Quiz updated successfully!');
    expect(updated.body.data.quiz.title).toBe('Planets');
    expect(updated.body.data.quiz.questions[0].id).toBe(saved.questions[1].id);
    expect(updated.body.data.quiz.createdAt).toBe(saved.createdAt);

    const stats = await api.get('/api/games/dashboard-stats', token);
    expect(stats.body.data).toMatchObject({ totalQuizzes: 1, aiGeneratedQuizzes: 0 });
    expect((await api.get('/api/user/usage', token)).body.data.usage.quizzesThisMonth).toBe(1);

    const deleted = await api.raw('DELETE', `/api/quizzes/${saved.id}`, '');
    expect(deleted.status).toBe(401);
    const removed = await fetch(`${server.url}/api/quizzes/${saved.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await removed.json()).toEqual({ success: true, message: 'Quiz deleted' });
    expect((await api.get(`/api/quizzes/${saved.id}`, token)).status).toBe(404);
    expect((await api.get('/api/quizzes', token)).body.data.quizzes).toEqual([]);
    expect((await api.get('/api/games/dashboard-stats', token)).body.data.totalQuizzes).toBe(0);
    expect((await api.get('/api/user/usage', token)).body.data.usage.quizzesThisMonth).toBe(1);
  });

  it('lists quizzes newest first', async () => {
    const token = await signUp();
    for (const title of ['First', 'Second', 'Third']) await api.post('/api/quizzes', quiz({ title }), token);
    expect((await api.get('/api/quizzes', token)).body.data.quizzes.map((q: { title: string }) => q.title)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
  });
});

describe('Validation', () => {
  const expectRefused = async (body: unknown, expected: { code: string; error: string; params?: unknown }) => {
    const token = await signUp();
    const before = await server.eventStore.headPosition();
    const res = await api.post('/api/quizzes', body, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, ...expected });
    expect(await server.eventStore.headPosition()).toBe(before);
    return res.body;
  };

  it('requires a title', () =>
    expectRefused(quiz({ title: '   ' }), { code: 'quiz.titleRequired', error: 'Quiz title is required' }));
  it('requires a question', () =>
    expectRefused(quiz({ questions: [] }), {
      code: 'quiz.questionsRequired',
      error: 'At least one question is required',
    }));
  it('requires question text', () =>
    expectRefused(quiz({ questions: [question(), question({ text: '' })] }), {
      code: 'quiz.questionTextRequired',
      error: 'Question 2: the question text is required',
      params: { question: 2 },
    }));
  it('requires two options', () =>
    expectRefused(quiz({ questions: [question({ options: ['Only'], correctAnswer: 0 })] }), {
      code: 'quiz.optionsTooFew',
      error: 'Question 1: at least 2 options are required',
    }));
  it('allows at most six options', () =>
    expectRefused(quiz({ questions: [question({ options: ['1', '2', '3', '4', '5', '6', '7'] })] }), {
      code: 'quiz.optionsTooMany',
      error: 'Question 1: at most 6 options are allowed',
    }));
  it('refuses an empty option', () =>
    expectRefused(quiz({ questions: [question({ options: ['Venus', '  ', 'Jupiter'] })] }), {
      code: 'quiz.optionEmpty',
      error: 'Question 1: option 2 is empty',
      params: { question: 1, option: 2 },
    }));
  it('requires a valid correct answer', () =>
    expectRefused(quiz({ questions: [question({ correctAnswer: 3 })] }), {
      code: 'quiz.correctAnswerInvalid',
      error: 'Question 1: choose which option is correct',
    }));
  it('requires a known difficulty', () =>
    expectRefused(quiz({ questions: [question({ difficulty: 'extreme' })] }), {
      code: 'quiz.difficultyInvalid',
      error: 'Question 1: difficulty must be easy, medium or hard',
    }));
  it('bounds the time limit', () =>
    expectRefused(quiz({ settings: { timeLimit: 301 } }), {
      code: 'quiz.timeLimitInvalid',
      error: 'Time limit must be between 5 and 300 seconds',
    }));
  it('refuses an image that was not uploaded here', () =>
    expectRefused(quiz({ questions: [question({ imageUrl: 'https://example.com/a.png' })] }), {
      code: 'quiz.imageUrlInvalid',
      error: 'Question 1: the image must be one uploaded to Quizstream',
    }));
  it('names every problem at once, each with its field', async () => {
    const body = await expectRefused(quiz({ title: '', questions: [question({ options: ['a', ''] })] }), {
      code: 'validation.failed',
      error: 'Quiz title is required; Question 1: option 2 is empty',
    });
    expect(body.details).toEqual([
      { field: 'title', code: 'quiz.titleRequired', message: 'Quiz title is required' },
      {
        field: 'questions.0.options.1',
        code: 'quiz.optionEmpty',
        message: 'Question 1: option 2 is empty',
        params: { question: 1, option: 2 },
      },
    ]);
  });
  it('refuses wrong types', () =>
    expectRefused(
      { ...quiz(), questions: 'many' },
      { code: 'validation.failed', error: 'Please check the highlighted fields' },
    ));
});

describe('Ownership', () => {
  it('hides a quiz from everyone but its owner: 404 for read, update, delete, duplicate and export', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const { id } = (await api.post('/api/quizzes', quiz(), owner)).body.data.quiz;
    const notFound = { success: false, error: 'Quiz Not Found', code: 'quiz.notFound' };
    expect(await api.get(`/api/quizzes/${id}`, intruder)).toMatchObject({ status: 404, body: notFound });
    expect(await api.put(`/api/quizzes/${id}`, quiz({ title: 'Mine now' }), intruder)).toMatchObject({
      status: 404,
      body: notFound,
    });
    const del = await fetch(`${server.url}/api/quizzes/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${intruder}` },
    });
    expect(del.status).toBe(404);
    expect((await api.post(`/api/quizzes/${id}/duplicate`, {}, intruder)).status).toBe(404);
    expect((await api.get(`/api/quizzes/${id}/export`, intruder)).status).toBe(404);
    expect((await api.get('/api/quizzes', intruder)).body.data.quizzes).toEqual([]);
    expect((await api.get(`/api/quizzes/${id}`, owner)).body.data.quiz.title).toBe('The solar system');
    expect((await api.get('/api/quizzes/not-a-uuid', owner)).status).toBe(404);
  });

  it('refuses another user’s image in a quiz', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { imageUrl } = (await upload(owner, PNG)).body.data;
    const res = await api.post('/api/quizzes', quiz({ questions: [question({ imageUrl })] }), other);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('quiz.imageUrlInvalid');
  });
});

describe('Question images', () => {
  it('stores an allowed image and serves it back byte for byte with its real type', async () => {
    const token = await signUp();
    const res = await upload(token, PNG, 'holiday.jpeg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.data.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${res.body.data.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const withImage = await api.post(
      '/api/quizzes',
      quiz({ questions: [question({ imageUrl: res.body.data.imageUrl, imageAltText: 'Mars' })] }),
      token,
    );
    expect(withImage.status).toBe(201);
    expect(withImage.body.data.quiz.questions[0]).toMatchObject({
      imageUrl: res.body.data.imageUrl,
      imageAltText: 'Mars',
    });
  });

  it('refuses a file that claims to be a PNG but is not one, with 415, keeping nothing', async () => {
    const token = await signUp();
    const before = storedFiles();
    const res = await upload(
      token,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      error: 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed',
      code: 'upload.invalidImageType',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('stops a 6 MB upload at the limit with 413 and keeps nothing', async () => {
    const token = await signUp();
    const before = storedFiles();
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    PNG.copy(big, 0, 0, 16);
    const res = await upload(token, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'Image must be less than 5MB', code: 'upload.imageTooLarge' });
    expect(storedFiles()).toEqual(before);
  });

  it('requires the image field and a session', async () => {
    const token = await signUp();
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${server.url}/api/quizzes/upload-question-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).code).toBe('upload.imageRequired');
    expect((await api.post('/api/quizzes/upload-question-image', { image: 'x' }, token)).body.code).toBe(
      'upload.multipartRequired',
    );
    const anonymous = new FormData();
    anonymous.append('image', new Blob([PNG]), 'a.png');
    expect(
      (await fetch(`${server.url}/api/quizzes/upload-question-image`, { method: 'POST', body: anonymous })).status,
    ).toBe(401);
  });

  it('serves nothing for an unknown name', async () => {
    expect((await fetch(`${server.url}/uploads/0b7c3f5e-9d1a-4e55-9a57-3f1f2b0c7d11.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2Fevents.sqlite`)).status).toBe(404);
  });
});

describe('Plan limits', () => {
  it('stop a free account at 5 new quizzes a month with 403 PLAN_LIMIT', async () => {
    const token = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/quizzes', quiz({ title: `Quiz ${i}` }), token)).status).toBe(201);
    const sixth = await api.post('/api/quizzes', quiz(), token);
    expect(sixth.status).toBe(403);
    expect(sixth.body).toEqual({
      success: false,
      code: 'PLAN_LIMIT',
      error: 'Your free plan allows 5 new quizzes a month. Upgrade to create more. The plus plan has no such limit.',
      params: { plan: 'free', limit: '5', left: '0', nextPlan: 'plus', nextLimit: 'unlimited' },
      details: {
        reason: 'quizzes',
        plan: 'free',
        limit: 5,
        next: { plan: 'plus', limit: 'unlimited' },
        upgradeUrl: '/pricing',
      },
    });
  });

  it('hold exactly when 10 creations race at the boundary', async () => {
    const token = await signUp();
    for (let i = 0; i < 3; i++) await api.post('/api/quizzes', quiz({ title: `Early ${i}` }), token);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post('/api/quizzes', quiz({ title: `Race ${i}` }), token)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 403 && r.body.code === 'PLAN_LIMIT')).toHaveLength(8);
    expect((await api.get('/api/quizzes', token)).body.data.quizzes).toHaveLength(5);
  });

  it('give a slot back when a creation fails', async () => {
    const token = await signUp();
    for (let i = 0; i < 4; i++) await api.post('/api/quizzes', quiz({ title: `Quiz ${i}` }), token);
    expect((await api.post('/api/quizzes', quiz({ title: '' }), token)).status).toBe(400);
    expect((await api.post('/api/quizzes', quiz({ title: 'The fifth' }), token)).status).toBe(201);
  });

  it('stop a free account at 10 questions per quiz', async () => {
    const token = await signUp();
    const res = await api.post(
      '/api/quizzes',
      quiz({ questions: Array.from({ length: 11 }, () => question()) }),
      token,
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'PLAN_LIMIT',
      details: { reason: 'questionsPerQuiz' },
      params: { limit: '10' },
    });
  });
});

describe('Duplicating, exporting and importing', () => {
  it('duplicates a quiz under a new title with new question ids', async () => {
    const token = await signUp();
    const original = (await api.post('/api/quizzes', quiz(), token)).body.data.quiz;
    const copy = await api.post(`/api/quizzes/${original.id}/duplicate`, { title: 'The solar system (copy)' }, token);
    expect(copy.status).toBe(201);
    expect(copy.body.data.quiz).toMatchObject({ title: 'The solar system (copy)', questionCount: 2 });
    expect(copy.body.data.quiz.id).not.toBe(original.id);
    expect(copy.body.data.quiz.questions.map((q: { text: string }) => q.text)).toEqual(
      original.questions.map((q: { text: string }) => q.text),
    );
    expect(copy.body.data.quiz.questions[0].id).not.toBe(original.questions[0].id);
  });

  it('exports our format and imports it back, dropping images that are not the importer’s', async () => {
    const author = await signUp();
    const { imageUrl } = (await upload(author, PNG)).body.data;
    const original = (
      await api.post(
        '/api/quizzes',
        quiz({ questions: [question({ imageUrl, imageAltText: 'Mars' }), question()] }),
        author,
      )
    ).body.data.quiz;
    const exported = await api.get(`/api/quizzes/${original.id}/export`, author);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body).toMatchObject({ format: 'quizstream.quiz', version: 1, quiz: { title: 'The solar system' } });
    expect(exported.body.quiz.questions[0]).not.toHaveProperty('id');

    const mine = await api.post('/api/quizzes/import', exported.body, author);
    expect(mine.status).toBe(201);
    expect(mine.body.data.droppedImages).toBe(0);
    expect(mine.body.data.quiz.questions[0].imageUrl).toBe(imageUrl);

    const colleague = await signUp();
    const theirs = await api.post('/api/quizzes/import', exported.body, colleague);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.droppedImages).toBe(1);
    expect(theirs.body.data.quiz.questions[0]).toMatchObject({ imageUrl: null, imageAltText: null });
  });

  it('refuses a file that is not our export, and one that breaks the rules', async () => {
    const token = await signUp();
    const wrong = await api.post('/api/quizzes/import', { title: 'x', questions: [] }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.map((d: { code: string }) => d.code)).toContain('quiz.importInvalid');
    const broken = await api.post(
      '/api/quizzes/import',
      { format: 'quizstream.quiz', version: 1, quiz: quiz({ title: '' }) },
      token,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('quiz.titleRequired');
  });
});
