/**
 * The `openai` generator against a local server that speaks the chat-completions protocol: what it sends, how it
 * keeps only sound questions, and how each kind of provider failure is reported.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationRequest, Passage } from '../../domain/content/content.types';
import { chunkText } from '../../domain/content/chunking';
import { normalizeText } from '../../domain/content/normalize';
import { createLocalQuestionGenerator } from '../../infra/ai/local-question-generator';
import { createOpenAiQuestionGenerator, GeneratorError } from '../../infra/ai/openai-question-generator';

type Reply = { status: number; headers?: Record<string, string>; body?: unknown } | 'hang';

let server: http.Server;
let baseURL = '';
let reply: (path: string) => Reply;
const received: { method: string; path: string; headers: http.IncomingHttpHeaders; body: any }[] = [];

const completion = (content: string | null, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, ...extra },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  },
});

const answer = (questions: unknown[]) => completion(JSON.stringify({ questions }));

const apiError = (status: number, message: string, code: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body: { error: { message, type: 'error', param: null, code } },
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ method: req.method ?? '', path, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const r = reply(path);
      if (r === 'hang') return; // never answers
      res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
      res.end(r.body === undefined ? '' : JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  reply = () => ({ status: 404, body: { error: { message: 'not found' } } });
});

const PASSAGES: Passage[] = [
  {
    index: 0,
    sourceId: 'src-1',
    text: 'The Nile is the longest river in Africa and flows into the Mediterranean Sea.',
    start: 0,
    end: 77,
  },
  {
    index: 1,
    sourceId: 'src-1',
    text: 'The Amazon carries more water than any other river on Earth.',
    start: 78,
    end: 138,
  },
  {
    index: 2,
    sourceId: 'src-2',
    text: 'The Danube flows through ten countries, more than any other river.',
    start: 0,
    end: 66,
  },
];

const request = (overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  passages: PASSAGES,
  count: 4,
  difficulty: 'medium',
  sourceLanguage: 'en',
  targetLanguage: 'en',
  seed: 1,
  title: 'Rivers',
  ...overrides,
});

const generator = (overrides: Record<string, unknown> = {}) =>
  createOpenAiQuestionGenerator({ apiKey: 'test-key', baseURL, model: 'test-model', maxRetries: 0, ...overrides });

const good = (overrides: Record<string, unknown> = {}) => ({
  text: 'Which river is the longest in Africa?',
  options: ['The Nile', 'The Congo', 'The Niger', 'The Zambezi'],
  correctAnswer: 0,
  explanation:
    'The Nile is right: the passage calls it the longest river in Africa, flowing into the Mediterranean Sea.',
  passageIndex: 0,
  ...overrides,
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GeneratorError);
  return error as GeneratorError;
};

describe('A good answer', () => {
  it('sends the model, the numbered passages and a json_schema response format', async () => {
    reply = () => answer([good()]);
    await generator().generate(request({ targetLanguage: 'de', difficulty: 'hard' }));
    const call = received.find((r) => r.path === '/v1/chat/completions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('Bearer test-key');
    expect(call?.body.model).toBe('test-model');
    const prompt = (call?.body.messages as { role: string; content: string }[]).map((m) => m.content).join('\n');
    for (const passage of PASSAGES) expect(prompt).toContain(`[${passage.index}] ${passage.text}`);
    expect(prompt).toContain('Write 4 questions');
    expect(prompt).toContain('German');
    expect(prompt).toMatch(/hard/);
    expect(call?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'quiz', strict: true },
    });
    const item = call?.body.response_format.json_schema.schema.properties.questions.items;
    expect(item.required).toEqual(
      expect.arrayContaining(['text', 'options', 'correctAnswer', 'explanation', 'passageIndex']),
    );
  });

  it('keeps the sound questions, drops the others with a note, and says how many it could make', async () => {
    reply = () =>
      answer([
        good(),
        good({
          text: 'Which river carries the most water?',
          options: ['The Amazon', 'The Nile', 'The Yangtze'],
          correctAnswer: 0,
          explanation: 'The Amazon is right: it carries more water than any other river on Earth, more than the Nile.',
          passageIndex: 1,
        }),
        good({ text: 'Duplicate options?', options: ['The Nile', 'the nile', 'The Congo'] }),
        good({ text: 'Answer out of range?', correctAnswer: 4 }),
        good({ text: 'Unknown passage?', passageIndex: 9 }),
        good({ text: 'Only one option?', options: ['The Nile'] }),
        good({ text: '   ' }),
        good({ text: 'Which river is the longest in Africa?' }), // the same question again
      ]);
    const progress: [number, number][] = [];
    const result = await generator().generate(request({ onProgress: (made, of) => progress.push([made, of]) }));
    expect(result.questions.map((q) => q.text)).toEqual([
      'Which river is the longest in Africa?',
      'Which river carries the most water?',
    ]);
    expect(result.questions[1]).toMatchObject({
      correctAnswer: 0,
      provenance: { passageIndex: 1, sourceId: 'src-1', start: 78, end: 138 },
    });
    // The label is the difficulty measured from the question (sentence, answer, distractors), not the one asked for.
    for (const question of result.questions) expect(['easy', 'medium', 'hard']).toContain(question.difficulty);
    expect(result.notes.map((n) => n.text)).toContain(
      '6 generated questions were left out because they were incomplete or repeated.',
    );
    expect(result.notes.map((n) => n.text)).toContain('Only 2 of 4 questions could be made from this text.');
    expect(result).toMatchObject({ generator: 'openai', model: 'test-model', promptVersion: 'openai-2' });
    expect(progress).toEqual([
      [0, 4],
      [2, 4],
    ]);
  });

  it('keeps no more questions than asked for', async () => {
    reply = () =>
      answer([
        good(),
        good({
          text: 'Where does the Nile flow into?',
          options: ['The Mediterranean Sea', 'The Red Sea'],
          correctAnswer: 0,
        }),
        good({
          text: 'How many countries does the Danube flow through?',
          options: ['Ten', 'Six', 'Four'],
          explanation: 'Ten: the passage says the Danube flows through ten countries, more than any other river.',
          passageIndex: 2,
        }),
      ]);
    const result = await generator().generate(request({ count: 2 }));
    expect(result.questions).toHaveLength(2);
    expect(result.notes).toEqual([]);
  });
});

describe('A provider that fails', () => {
  it.each([
    ['text instead of JSON', () => completion('Sure! Here are four questions about rivers: 1. ...')],
    ['JSON of the wrong shape', () => completion(JSON.stringify({ items: [{ question: 'Nile?' }] }))],
    ['a refusal', () => completion(null, { refusal: 'I cannot help with that.' })],
    ['an answer without choices', () => ({ status: 200, body: { id: 'x', object: 'chat.completion', choices: [] } })],
  ])('reports a malformed answer (without an offline generator to fall back on): %s', async (_label, make) => {
    reply = make;
    const error = await failure(generator().generate(request()));
    expect(error.code).toBe('ai.malformed');
    // Asked once more before giving up.
    expect(received.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(2);
    expect(error.message).toBe('The AI provider gave an answer we could not read. Please try again.');
  });

  it('reports a rate limit with the time to wait', async () => {
    reply = () => apiError(429, 'Rate limit reached for requests', 'rate_limit_exceeded', { 'retry-after': '30' });
    const error = await failure(generator().generate(request()));
    expect(error.code).toBe('ai.rateLimited');
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.message).toBe('The AI provider is busy (rate limit). Please try again in a minute.');
    expect(received.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(1);
  });

  it('reports a provider that does not answer in time', async () => {
    reply = () => 'hang';
    const error = await failure(generator({ timeoutMs: 500 }).generate(request()));
    expect(error.code).toBe('ai.timeout');
  });

  it('reports a rejected API key', async () => {
    reply = () => apiError(401, 'Incorrect API key provided', 'invalid_api_key');
    expect((await failure(generator().generate(request()))).code).toBe('ai.unauthorized');
  });

  it('reports any other provider error as a failure', async () => {
    reply = () => apiError(500, 'The server had an error', 'server_error');
    expect((await failure(generator().generate(request()))).code).toBe('ai.failed');
  });
});

describe('Testing the connection', () => {
  it('answers ok when the provider lists the model', async () => {
    reply = (path) =>
      path === '/v1/models'
        ? {
            status: 200,
            body: { object: 'list', data: [{ id: 'test-model', object: 'model', created: 0, owned_by: 'me' }] },
          }
        : { status: 404 };
    const result = await generator().test();
    expect(result.ok).toBe(true);
    expect(result.detail).toContain('test-model');
  });

  it('falls back to a one-token completion when there is no model list', async () => {
    reply = (path) => (path === '/v1/models' ? apiError(404, 'Not found', 'not_found') : completion('ok'));
    expect((await generator().test()).ok).toBe(true);
    expect(received.find((r) => r.path === '/v1/chat/completions')?.body.max_tokens).toBe(1);
  });

  it('answers not ok with a reason when the key is rejected', async () => {
    reply = () => apiError(401, 'Incorrect API key provided', 'invalid_api_key');
    const result = await generator().test();
    expect(result).toEqual({ ok: false, detail: 'The AI provider refused our credentials. Please check the API key.' });
  });
});

/** The offline generator, as the server gives it to the adapter (there it runs on the content threads). */
const offline = createLocalQuestionGenerator();
const SOURCE = normalizeText(
  [
    'The Nile is the longest river in Africa and flows into the Mediterranean Sea. Its water made farming possible in',
    'the desert, and the ancient Egyptians built their cities along its banks. Every summer the river flooded the',
    'valley and left black mud behind, which made the fields fertile. The Aswan Dam was finished in 1970 and ended the',
    'yearly flood. Lake Nasser, the reservoir behind the dam, is one of the largest artificial lakes in the world.',
    'Farmers downstream now depend on fertiliser, because the dam holds back the mud. The dam also produces',
    'electricity for millions of homes in Egypt. Tourists visit the temples of Abu Simbel, which were moved to higher',
    'ground before the lake filled. The river is about 6,650 kilometres long. More than 95 percent of the people of',
    'Egypt live within 20 kilometres of its banks.',
  ].join(' '),
);
const sourcePassages = () => chunkText(SOURCE, { sourceId: 'nile', targetWords: 60, language: 'en' });
const withFallback = () => generator({ fallback: offline });
const completions = () => received.filter((r) => r.path === '/v1/chat/completions');
const nileQuestion = (overrides: Record<string, unknown> = {}) =>
  good({
    text: 'Which river is the longest in Africa?',
    explanation: 'The Nile is right: the passage calls it the longest river in Africa, flowing into the Mediterranean.',
    passageIndex: 0,
    ...overrides,
  });

describe('Local model servers (Ollama /v1, llama.cpp server)', () => {
  it('reads an Ollama-style answer wrapped in a Markdown code fence without asking again', async () => {
    reply = () =>
      completion(`Here is the quiz:\n\`\`\`json\n${JSON.stringify({ questions: [nileQuestion()] })}\n\`\`\``);
    const result = await withFallback().generate(request({ passages: sourcePassages(), count: 1 }));
    expect(result.questions.map((q) => q.text)).toEqual(['Which river is the longest in Africa?']);
    expect(result.offlineQuestions).toBe(0);
    expect(completions()).toHaveLength(1);
    expect(completions()[0]?.body.response_format.type).toBe('json_schema');
  });

  it('reads a llama.cpp-style answer with trailing commas and a bare array', async () => {
    const json = JSON.stringify([nileQuestion()])
      .replace(/\]$/u, ',]')
      .replace('"passageIndex":0}', '"passageIndex":0,}');
    reply = () => completion(json);
    const result = await withFallback().generate(request({ passages: sourcePassages(), count: 1 }));
    expect(result.questions).toHaveLength(1);
    expect(result.notes).toEqual([]);
  });

  it('asks once more after malformed JSON, and keeps the repaired answer', async () => {
    let calls = 0;
    reply = () => {
      calls += 1;
      return calls === 1
        ? completion('{"questions": [{"text": "Which river', { finish_reason: 'length' })
        : answer([nileQuestion()]);
    };
    const result = await withFallback().generate(request({ passages: sourcePassages(), count: 1 }));
    expect(result.questions).toHaveLength(1);
    expect(completions()).toHaveLength(2);
    const repair = completions()[1]?.body.messages as { role: string; content: string }[];
    expect(repair.at(-2)).toMatchObject({ role: 'assistant', content: '{"questions": [{"text": "Which river' });
    expect(repair.at(-1)?.content).toContain('not valid JSON');
  });

  it('falls back to the offline generator when the answer stays unreadable, and says so', async () => {
    reply = () => completion('Sure! 1. What is the Nile? a) a river b) a lake');
    const result = await withFallback().generate(request({ passages: sourcePassages(), count: 3 }));
    expect(completions()).toHaveLength(2);
    expect(result.questions).toHaveLength(3);
    expect(result.offlineQuestions).toBe(3);
    expect(result.notes.map((n) => n.code)).toEqual(['generation.modelUnreadable', 'generation.offlineFallback']);
    expect(result.notes[1]?.text).toBe(
      '3 of the questions came from the offline generator, because the AI model could not make them (questions 1, 2, 3).',
    );
    expect(result.questions.map((q) => q.provenance.source)).toEqual(['offline', 'offline', 'offline']);
    expect(result.offlineQuestionNumbers).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ generator: 'openai', model: 'test-model' });
  });

  it('makes only the missing questions offline when the model makes too few sound ones', async () => {
    reply = () => answer([nileQuestion()]);
    const result = await withFallback().generate(request({ passages: sourcePassages(), count: 3 }));
    expect(result.questions).toHaveLength(3);
    expect(result.questions[0]?.text).toBe('Which river is the longest in Africa?');
    expect(result.offlineQuestions).toBe(2);
    expect(result.notes.map((n) => n.code)).toEqual(['generation.offlineFallback']);
    // Each question says who made it; the note names the offline ones, so the review step can say which.
    expect(result.questions.map((q) => q.provenance.source)).toEqual(['model', 'offline', 'offline']);
    expect(result.offlineQuestionNumbers).toEqual([2, 3]);
    expect(result.notes[0]?.params).toEqual({ count: 2, questions: '2, 3' });
  });

  it('filters a weak model with the rubric: section numbers, near-identical options, bare quotes', async () => {
    reply = () =>
      answer([
        nileQuestion(),
        nileQuestion({
          text: 'Which number completes the sentence? "The format is documented in inittab(_____)."',
          options: ['5', '7', '1', '8'],
          explanation: 'The manual page inittab(5) documents the format of the file, as the passage says clearly.',
        }),
        nileQuestion({
          text: 'Which statement is true?',
          options: [
            'The Aswan Dam was finished in 1970 and ended the yearly flood.',
            'The Aswan Dam was finished in 1971 and ended the yearly flood.',
            'The Aswan Dam was finished in 1972 and ended the yearly flood.',
          ],
          explanation: 'The dam was finished in 1970, which ended the flood that fertilised the valley every summer.',
        }),
        nileQuestion({
          text: 'When was the Aswan Dam finished?',
          options: ['1970', '1950', '1990', '1930'],
          explanation: 'According to the text: "The Aswan Dam was finished in 1970 and ended the yearly flood."',
        }),
      ]);
    const result = await generator().generate(request({ passages: sourcePassages(), count: 4 }));
    expect(result.questions.map((q) => q.text)).toEqual(['Which river is the longest in Africa?']);
    expect(result.notes.map((n) => n.text)).toContain(
      '3 generated questions were left out because they were incomplete or repeated.',
    );
  });

  it('keeps a true/false question whose statement the source holds, and drops one it does not', async () => {
    const passages = sourcePassages();
    const passageOf = (words: string) => passages.findIndex((passage) => passage.text.includes(words));
    const trueOrFalse = (text: string, correctAnswer: number, explanation: string, passageIndex: number) =>
      nileQuestion({
        text: `True or false? "${text}"`,
        options: ['True', 'False'],
        correctAnswer,
        explanation,
        passageIndex,
      });
    reply = () =>
      answer([
        trueOrFalse(
          'The Aswan Dam was finished in 1990 and ended the yearly flood.',
          1,
          'The passage dates the dam to 1970, twenty years earlier, when it stopped the summer floods.',
          passageOf('The Aswan Dam'),
        ),
        trueOrFalse(
          'Lake Nasser is one of the largest artificial lakes in the world.',
          0,
          'The passage calls the reservoir behind the dam one of the largest artificial lakes on Earth.',
          passageOf('Lake Nasser'),
        ),
        // Neither said nor contradicted by the passage: the model's own knowledge, not the source.
        trueOrFalse(
          'The Aswan Dam was designed by British engineers working for the Khedive.',
          0,
          'History books credit its design to engineers from Britain employed by the ruler of Egypt.',
          passageOf('The Aswan Dam'),
        ),
        // Called false, yet a sentence of the source word for word.
        trueOrFalse(
          'Farmers downstream now depend on fertiliser, because the dam holds back the mud.',
          1,
          'The passage never links farming downstream with fertiliser or with the mud the river carries.',
          passageOf('Farmers downstream'),
        ),
      ]);
    const result = await generator().generate(request({ passages, count: 4 }));
    expect(result.questions.map((q) => [q.text, q.options[q.correctAnswer], q.difficulty])).toEqual([
      ['True or false? "The Aswan Dam was finished in 1990 and ended the yearly flood."', 'False', 'easy'],
      ['True or false? "Lake Nasser is one of the largest artificial lakes in the world."', 'True', 'easy'],
    ]);
  });

  it('asks the model to translate into the target language; offline questions stay in the source language', async () => {
    reply = () => completion('not json');
    const result = await withFallback().generate(
      request({ passages: sourcePassages(), count: 2, sourceLanguage: 'en', targetLanguage: 'de' }),
    );
    const prompt = (completions()[0]?.body.messages as { content: string }[]).map((m) => m.content).join('\n');
    expect(prompt).toContain('in German (the text is in English; translate faithfully)');
    expect(result.offlineQuestions).toBe(2);
    expect(result.questions.every((q) => /^Which |^According to the text/u.test(q.text))).toBe(true);
    expect(result.notes.map((n) => n.code)).toContain('generation.cannotTranslate');
  });
});
