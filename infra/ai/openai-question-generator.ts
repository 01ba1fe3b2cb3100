/**
 * The `openai` question generator: any server that speaks OpenAI's chat-completions protocol (OpenAI itself, or a
 * compatible one through `baseURL`: Ollama's `/v1`, llama.cpp's server), asked for structured output that zod
 * validates. An answer that is not the JSON asked for (small local models: code fences, trailing commas, prose) is
 * repaired once, first by reading the JSON out of it, then by asking the model once more; questions still missing
 * are made by the offline generator, when one is given, and the result says how many. Every question is checked,
 * structurally and by the rubric's proxies (domain/content/rubric.ts), before it is kept; provider failures become a
 * `GeneratorError` with a message code.
 */
import OpenAI, {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  RateLimitError,
} from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { QuestionGenerator } from '../../commands/ports';
import { generationNote } from '../../domain/content/notes';
import type {
  ContentLanguage,
  GeneratedQuestion,
  GenerationRequest,
  GenerationResult,
  Passage,
  GenerationNote,
  QuestionSource,
} from '../../domain/content/content.types';
import { optionKey, validateGeneratedQuestion } from '../../domain/content/question-validation';
import {
  answerableProxy,
  difficultyFor,
  distractorsProxy,
  explainsProxy,
  meaningfulProxy,
  measuredDifficulty,
  oneAnswerProxy,
  sameFact,
  wellFormedProxy,
} from '../../domain/content/rubric';

export const PROMPT_VERSION = 'openai-2';

export interface OpenAiGeneratorOptions {
  /** OPENAI_API_KEY; a compatible local server may not need one. */
  apiKey?: string;
  /** OPENAI_BASE_URL, e.g. http://localhost:11434/v1; defaults to OpenAI's. */
  baseURL?: string;
  /** OPENAI_MODEL */
  model: string;
  /** Time for one request to the provider; default 60 s. */
  timeoutMs?: number;
  /** Retries of a failed request (connection errors, 408, 409, 429, 5xx) by the client; default 2. */
  maxRetries?: number;
  /** Most characters of passages sent in one prompt; later passages are left out. Default 48,000. */
  maxPromptChars?: number;
  /** Makes the questions the model could not (the offline generator); without it an unreadable answer is an error. */
  fallback?: Pick<QuestionGenerator, 'generate'>;
}

const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', tr: 'Turkish', de: 'German' };

const MESSAGES = {
  'ai.rateLimited': 'The AI provider is busy (rate limit). Please try again in a minute.',
  'ai.timeout': 'The AI provider took too long to answer. Please try again.',
  'ai.malformed': 'The AI provider gave an answer we could not read. Please try again.',
  'ai.unauthorized': 'The AI provider refused our credentials. Please check the API key.',
  'ai.failed': 'The AI provider could not make questions right now. Please try again later.',
} as const;

export type GeneratorErrorCode = keyof typeof MESSAGES;

/** A question generator that could not answer; `code` is a message code, the message its English text. */
export class GeneratorError extends Error {
  constructor(
    readonly code: GeneratorErrorCode,
    /** From the provider's Retry-After, when it sent one. */
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options);
    this.name = 'GeneratorError';
  }
}

/** What the model is asked to answer; deliberately loose so one bad question does not sink the whole answer. */
const answerSchema = z.object({
  questions: z.array(
    z.object({
      text: z.string().describe('The question, answerable from the passage alone'),
      options: z.array(z.string()).describe('2 to 6 distinct answer options'),
      correctAnswer: z.number().int().describe('0-based index of the correct option'),
      explanation: z.string().describe('Why the answer is right, quoting or paraphrasing the passage'),
      passageIndex: z.number().int().describe('The [index] of the passage the question comes from'),
    }),
  ),
});

const DIFFICULTY_HINTS = {
  easy: 'easy: facts stated directly in the text, plainly worded',
  medium: 'medium: needs understanding of a sentence or two, not just matching words',
  hard: 'hard: needs connecting several statements or a precise detail; distractors close to the truth',
} as const;

/** The passages that fit the prompt budget, each once. */
const passagesForPrompt = (passages: Passage[], maxChars: number): Passage[] => {
  const chosen: Passage[] = [];
  let used = 0;
  for (const passage of passages) {
    if (used + passage.text.length > maxChars && chosen.length > 0) break;
    chosen.push(passage);
    used += passage.text.length;
  }
  return chosen;
};

export const buildMessages = (request: GenerationRequest, passages: Passage[]) => {
  const target = LANGUAGE_NAMES[request.targetLanguage];
  const source = LANGUAGE_NAMES[request.sourceLanguage];
  const system = [
    'You write multiple-choice quiz questions for teachers, strictly from the text you are given.',
    `Write every question, option and explanation in ${target}${source !== target ? ` (the text is in ${source}; translate faithfully)` : ''}.`,
    'Rules for each question:',
    '- it can be answered from one passage alone, and the correct answer is stated or clearly implied there;',
    '- 2 to 6 options (4 unless the question is true/false), all different, all plausible, exactly one correct;',
    '- correctAnswer is the 0-based index of the correct option; vary its position between questions;',
    '- explanation says why the answer is right: the passage that supports it and the context that defines it;',
    '- test ideas a teacher cares about: never a section, page or manual-page number, a path, a version or a code token;',
    '- distractors of the same kind and grammatical form as the answer, never near-identical to each other;',
    '- passageIndex is the number in [brackets] of that passage;',
    '- no "all of the above" or "none of the above", no questions about the text itself ("what does the passage say").',
    `Difficulty: ${DIFFICULTY_HINTS[request.difficulty]}.`,
    'Do not repeat a question or ask one fact twice. If the text cannot support as many good questions as asked, return fewer.',
    'Answer with the JSON object only.',
  ].join('\n');
  const user = [
    `Write ${request.count} question${request.count === 1 ? '' : 's'}${request.title ? ` for a quiz titled "${request.title}"` : ''}.`,
    '',
    'Passages:',
    ...passages.map((p) => `[${p.index}] ${p.text.replace(/\s+/g, ' ').trim()}`),
  ].join('\n');
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
};

const retryAfter = (headers: Headers | undefined): number | undefined => {
  const value = headers?.get('retry-after-ms') ?? null;
  if (value !== null && Number.isFinite(Number(value))) return Math.ceil(Number(value) / 1000);
  const header = headers?.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

/** The provider's failure as a GeneratorError; a caller's own abort is passed through unchanged. */
const toGeneratorError = (error: unknown, signal: AbortSignal | undefined): unknown => {
  if (error instanceof GeneratorError) return error;
  if (error instanceof APIUserAbortError) return signal?.aborted ? (signal.reason ?? error) : error;
  if (error instanceof APIConnectionTimeoutError) return new GeneratorError('ai.timeout', undefined, { cause: error });
  if (error instanceof RateLimitError)
    return new GeneratorError('ai.rateLimited', retryAfter(error.headers), { cause: error });
  if (error instanceof AuthenticationError) return new GeneratorError('ai.unauthorized', undefined, { cause: error });
  if (error instanceof APIError) return new GeneratorError('ai.failed', undefined, { cause: error });
  // not JSON, the wrong shape (zod), a refusal, a cut-off answer (length / content filter)
  return new GeneratorError('ai.malformed', undefined, { cause: error });
};

type Answer = z.infer<typeof answerSchema>;
type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * The answer as the schema wants it, or null. A small model's usual slips are mended first: a Markdown code fence,
 * prose around the object, trailing commas, a bare array of questions.
 */
export const readAnswer = (content: string | null | undefined): Answer | null => {
  if (typeof content !== 'string') return null;
  const attempts = [content];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(content)?.[1];
  if (fenced !== undefined) attempts.push(fenced);
  const [first, last] = [content.search(/[[{]/u), Math.max(content.lastIndexOf('}'), content.lastIndexOf(']'))];
  if (first >= 0 && last > first) attempts.push(content.slice(first, last + 1));
  for (const attempt of attempts)
    for (const text of [attempt, attempt.replace(/,\s*([}\]])/gu, '$1')]) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue;
      }
      const parsed = answerSchema.safeParse(Array.isArray(value) ? { questions: value } : value);
      if (parsed.success) return parsed.data;
    }
  return null;
};

/**
 * The questions that pass every check, structural and the rubric's (no reference numbers, paths or code tokens; no
 * near-identical or wrong-kind distractors; whole sentences; an explanation that says why; one fact once; in the
 * source's language, an answer the passage holds (a true/false question's statement: most of its words) and no
 * distractor that the passage also makes true), and how many did not. The difficulty label is
 * the measured one.
 */
/** The 1-based numbers of the questions one source made. */
const numbersOf = (questions: GeneratedQuestion[], source: QuestionSource) =>
  questions.flatMap((question, index) => (question.provenance.source === source ? [index + 1] : []));

const keepValid = (answer: Answer, request: GenerationRequest, passages: Passage[]) => {
  const byIndex = new Map(passages.map((p) => [p.index, p]));
  const seen = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  const sameLanguage = request.sourceLanguage === request.targetLanguage;
  let dropped = 0;
  for (const raw of answer.questions) {
    const passage = byIndex.get(raw.passageIndex);
    const question: GeneratedQuestion = {
      text: raw.text.trim(),
      options: raw.options.map((option) => option.trim()),
      correctAnswer: raw.correctAnswer,
      explanation: raw.explanation.trim(),
      difficulty: request.difficulty,
      provenance: {
        passageIndex: raw.passageIndex,
        sourceId: passage?.sourceId ?? null,
        start: passage?.start ?? 0,
        end: passage?.end ?? 0,
        source: 'model',
      },
    };
    const key = optionKey(question.text);
    const sound =
      passage !== undefined &&
      validateGeneratedQuestion(question).length === 0 &&
      !seen.has(key) &&
      meaningfulProxy(question) &&
      distractorsProxy(question, request.targetLanguage) &&
      wellFormedProxy(question) &&
      explainsProxy(question) &&
      (!sameLanguage || (oneAnswerProxy(question, passage.text) && answerableProxy(question, passage.text))) &&
      !questions.some((other) => sameFact(other, question));
    if (!sound) {
      dropped++;
      continue;
    }
    seen.add(key);
    const labelled = {
      ...question,
      difficulty: sameLanguage ? difficultyFor(measuredDifficulty(question, passage.text)) : request.difficulty,
    };
    if (questions.length < request.count) questions.push(labelled);
  }
  return { questions, dropped };
};

export const createOpenAiQuestionGenerator = (options: OpenAiGeneratorOptions): QuestionGenerator => {
  const { model, timeoutMs = 60_000, maxRetries = 2, maxPromptChars = 48_000, fallback } = options;
  const client = new OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseURL || undefined,
    timeout: timeoutMs,
    maxRetries,
  });

  return {
    name: 'openai',
    model,

    async generate(request: GenerationRequest): Promise<GenerationResult> {
      const requested = request.count;
      request.onProgress?.(0, requested);
      const passages = passagesForPrompt(request.passages, maxPromptChars);
      const messages = buildMessages(request, passages);
      const ask = async (conversation: typeof messages | ChatMessage[]) => {
        try {
          const completion = await client.chat.completions.create(
            { model, messages: conversation, response_format: zodResponseFormat(answerSchema, 'quiz') },
            { signal: request.signal },
          );
          return completion.choices[0]?.message ?? null;
        } catch (error) {
          throw toGeneratorError(error, request.signal);
        }
      };
      // The answer, mended if it can be; else the model is asked once more, shown what it sent.
      const first = await ask(messages);
      let answer = readAnswer(first?.content);
      if (answer === null) {
        const again = await ask([
          ...messages,
          { role: 'assistant', content: first?.content ?? '' },
          {
            role: 'user',
            content:
              'That answer was not valid JSON of the requested shape. Reply again with only the JSON object ' +
              '{"questions": [{"text", "options", "correctAnswer", "explanation", "passageIndex"}]}, nothing else.',
          },
        ]);
        answer = readAnswer(again?.content);
      }
      if (answer === null && fallback === undefined)
        throw new GeneratorError('ai.malformed', undefined, { cause: new Error('no readable answer after a repair') });

      const { questions, dropped } =
        answer === null ? { questions: [], dropped: 0 } : keepValid(answer, request, passages);
      request.onProgress?.(questions.length, requested);
      const notes: GenerationNote[] = [];
      if (passages.length < request.passages.length)
        notes.push(generationNote('generation.textTruncated', { count: passages.length }));
      if (answer === null) notes.push(generationNote('generation.modelUnreadable', {}));
      if (dropped > 0) notes.push(generationNote('generation.droppedInvalid', { count: dropped }));
      let offlineQuestions = 0;
      if (questions.length < requested && fallback !== undefined) {
        // The offline generator makes the missing questions, in the source's language (it cannot translate).
        const offline = await fallback.generate({
          ...request,
          count: requested,
          targetLanguage: request.sourceLanguage,
          onProgress: undefined,
        });
        for (const question of offline.questions) {
          if (questions.length >= requested) break;
          if (
            questions.some((other) => sameFact(other, question) || optionKey(other.text) === optionKey(question.text))
          )
            continue;
          questions.push({ ...question, provenance: { ...question.provenance, source: 'offline' } });
          offlineQuestions += 1;
        }
        request.onProgress?.(questions.length, requested);
        if (offlineQuestions > 0) {
          notes.push(
            generationNote('generation.offlineFallback', {
              count: offlineQuestions,
              questions: numbersOf(questions, 'offline').join(', '),
            }),
          );
          if (request.targetLanguage !== request.sourceLanguage)
            notes.push(
              generationNote('generation.cannotTranslate', {
                source: request.sourceLanguage,
                target: request.targetLanguage,
              }),
            );
        }
      }
      if (questions.length < requested)
        notes.push(generationNote('generation.fewerQuestions', { made: questions.length, requested }));
      return {
        questions,
        notes,
        generator: 'openai',
        model,
        promptVersion: PROMPT_VERSION,
        offlineQuestions,
        offlineQuestionNumbers: numbersOf(questions, 'offline'),
      };
    },

    async test() {
      const quick = { timeout: Math.min(timeoutMs, 15_000), maxRetries: 0 };
      try {
        const models = await client.models.list(quick);
        const listed = models.data.some((m) => m.id === model);
        return {
          ok: true,
          detail: listed
            ? `The AI provider answers and offers the model ${model}.`
            : `The AI provider answers, but did not list the model ${model}.`,
        };
      } catch (error) {
        // some compatible servers have no model list: a one-token completion tells the same
        if (!(error instanceof APIError) || error.status !== 404) return { ok: false, detail: describe(error) };
      }
      try {
        await client.chat.completions.create(
          { model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 },
          quick,
        );
        return { ok: true, detail: `The AI provider answers with the model ${model}.` };
      } catch (error) {
        return { ok: false, detail: describe(error) };
      }
    },
  };
};

/** A plain sentence for the settings page's "test the AI" button. */
const describe = (error: unknown): string => {
  if (error instanceof APIConnectionTimeoutError) return MESSAGES['ai.timeout'];
  if (error instanceof AuthenticationError) return MESSAGES['ai.unauthorized'];
  if (error instanceof RateLimitError) return MESSAGES['ai.rateLimited'];
  if (error instanceof APIError && error.status)
    return `The AI provider answered with an error (HTTP ${error.status}).`;
  return 'The AI provider could not be reached.';
};
