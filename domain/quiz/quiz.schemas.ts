/**
 * Request and form schemas for quizzes, shared by the server and the web editor. zod checks the shape and trims
 * the texts; `quizViolations` (quiz.rules.ts) adds the rules with their numbered messages.
 */
import { z } from 'zod';
import type { Difficulty, RuleViolation } from './quiz.rules';
import { DIFFICULTIES, QUIZ_LIMITS, quizViolations } from './quiz.rules';

const text = (max: number) =>
  z
    .string({ error: 'validation.expectedString' })
    .trim()
    .max(max * 4, { error: 'validation.failed' });
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.expectedString' })
    .trim()
    .max(max * 4, { error: 'validation.failed' })
    .nullish()
    .transform((v) => v || null);

export const questionInput = z.object({
  /** Kept when it is an id of this quiz's questions; a new or temporary id gets a fresh one on save. */
  id: z.string().max(64).optional(),
  text: text(QUIZ_LIMITS.textMax),
  options: z.array(text(QUIZ_LIMITS.optionMax), { error: 'validation.failed' }).max(50, { error: 'validation.failed' }),
  correctAnswer: z.number({ error: 'validation.failed' }).int({ error: 'validation.failed' }),
  difficulty: z.string({ error: 'validation.expectedString' }).default('medium'),
  explanation: optionalText(QUIZ_LIMITS.explanationMax),
  imageUrl: optionalText(200),
  imageAltText: optionalText(QUIZ_LIMITS.altMax),
});

export const quizSettingsInput = z.object({
  timeLimit: z.number({ error: 'quiz.timeLimitInvalid' }).default(QUIZ_LIMITS.defaultTimeLimit),
  showCorrectAnswer: z.boolean({ error: 'validation.failed' }).default(true),
  randomizeOrder: z.boolean({ error: 'validation.failed' }).default(false),
});

const addViolations = (violations: RuleViolation[], ctx: z.RefinementCtx) => {
  for (const v of violations) ctx.addIssue({ code: 'custom', path: v.path, message: v.code, params: v.params });
};

const quizShape = {
  title: z
    .string({ error: (i) => (i.input === undefined ? 'quiz.titleRequired' : 'validation.expectedString') })
    .trim()
    .max(QUIZ_LIMITS.titleMax * 4),
  description: optionalText(QUIZ_LIMITS.descriptionMax),
  questions: z
    .array(questionInput, { error: (i) => (i.input === undefined ? 'quiz.questionsRequired' : 'validation.failed') })
    .max(QUIZ_LIMITS.questionsMax * 2, { error: 'validation.failed' }),
  settings: quizSettingsInput.default({
    timeLimit: QUIZ_LIMITS.defaultTimeLimit,
    showCorrectAnswer: true,
    randomizeOrder: false,
  }),
  tags: z
    .array(z.string({ error: 'validation.expectedString' }).trim(), { error: 'quiz.tagsInvalid' })
    .max(50, { error: 'quiz.tagsInvalid' })
    .default([]),
};

/** POST /api/quizzes and PUT /api/quizzes/{id}. Unknown fields (id, createdAt, questionCount...) are ignored. */
export const quizBody = z.object(quizShape).superRefine((quiz, ctx) => addViolations(quizViolations(quiz), ctx));
export type QuizBody = z.output<typeof quizBody>;
export type QuestionInput = z.output<typeof questionInput>;

/** Our export format: `GET /api/quizzes/{id}/export` writes it, `POST /api/quizzes/import` reads it. */
export const QUIZ_EXPORT_FORMAT = 'quizstream.quiz';
export const quizExport = z.object({
  format: z.literal(QUIZ_EXPORT_FORMAT, { error: 'quiz.importInvalid' }),
  version: z.literal(1, { error: 'quiz.importInvalid' }),
  quiz: z
    .object(quizShape, { error: 'quiz.importInvalid' })
    .superRefine((quiz, ctx) => addViolations(quizViolations(quiz), ctx)),
});

export type QuizExport = z.input<typeof quizExport>;

export const difficultyOf = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'medium';
