/**
 * Request schemas of the content calls, shared by the server and the creation wizard. Multipart (PDF) requests send
 * every setting as text, so numbers and booleans are coerced.
 */
import { z } from 'zod';
import { SOURCE_TYPES } from './content.decider';
import { CONTENT_LANGUAGES, STRATEGIES } from './content.types';
import { utf8Length } from './normalize';

export const QUESTION_COUNTS = [1, 5, 10, 15, 20, 25, 40, 50] as const;
export const TIME_OPTIONS = [15, 30, 45, 60, 120] as const;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
/** The most text any source may bring, pasted or extracted from a PDF or a web page, in UTF-8 bytes. */
export const SOURCE_TEXT_MAX_BYTES = 500_000;

/** The fewest words a text source may have (pasted, saved or extracted). */
export const MIN_TEXT_WORDS = 50;
/** The params of `content.sourceTooLarge`: the limit as the message shows it. */
export const sourceTooLargeParams = { max: SOURCE_TEXT_MAX_BYTES.toLocaleString('en') };

/** A source text: at most SOURCE_TEXT_MAX_BYTES. */
const sourceText = z
  .string({ error: 'content.sourceRequired' })
  .refine((text) => utf8Length(text) <= SOURCE_TEXT_MAX_BYTES, {
    error: 'content.sourceTooLarge',
    params: sourceTooLargeParams,
  });
export const LIBRARY_PAGE_SIZE = 12;

const boolText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const generationSettings = z.object({
  title: z
    .string({ error: 'quiz.titleRequired' })
    .trim()
    .min(1, { error: 'quiz.titleRequired' })
    .max(200, { error: 'quiz.titleTooLong' }),
  numQuestions: z.coerce
    .number({ error: 'content.numQuestionsInvalid' })
    .int({ error: 'content.numQuestionsInvalid' })
    .min(1, { error: 'content.numQuestionsInvalid' })
    .max(50, { error: 'content.numQuestionsInvalid' })
    .default(5),
  difficulty: z.enum(['easy', 'medium', 'hard'], { error: 'content.difficultyInvalid' }).default('medium'),
  timeLimit: z.coerce
    .number({ error: 'quiz.timeLimitInvalid' })
    .int({ error: 'quiz.timeLimitInvalid' })
    .min(5, { error: 'quiz.timeLimitInvalid' })
    .max(300, { error: 'quiz.timeLimitInvalid' })
    .default(30),
  saveToLibrary: boolText.default(true),
  contentStrategy: z.enum(STRATEGIES, { error: 'content.strategyInvalid' }).default('hybrid'),
  sourceLanguage: z.enum(CONTENT_LANGUAGES, { error: 'content.languageInvalid' }).nullish(),
  targetLanguage: z.enum(CONTENT_LANGUAGES, { error: 'content.languageInvalid' }).nullish(),
  category: z
    .string()
    .trim()
    .max(30, { error: 'quiz.tagsInvalid' })
    .nullish()
    .transform((v) => v || null),
});

export const textGenerationBody = generationSettings.extend({ content: sourceText });
export const urlGenerationBody = generationSettings.extend({
  url: z
    .string({ error: 'content.urlInvalid' })
    .trim()
    .min(1, { error: 'content.urlInvalid' })
    .max(2000, { error: 'content.urlInvalid' }),
});
export const combineSourcesBody = generationSettings.omit({ saveToLibrary: true }).extend({
  sourceIds: z
    .array(z.uuid({ error: 'content.notFound' }), { error: 'content.sourceRequired' })
    .min(1, { error: 'content.sourceRequired' })
    .max(10, { error: 'content.tooManySources' }),
});

export const saveContentBody = z.object({
  title: z
    .string({ error: 'quiz.titleRequired' })
    .trim()
    .min(1, { error: 'quiz.titleRequired' })
    .max(200, { error: 'quiz.titleTooLong' }),
  content: sourceText,
  tags: z
    .array(z.string().trim().min(1).max(30), { error: 'quiz.tagsInvalid' })
    .max(10, { error: 'quiz.tagsInvalid' })
    .default([]),
});

/** The edit form: title and tags. */
export const editContentBody = z.object({
  title: z
    .string({ error: 'quiz.titleRequired' })
    .trim()
    .min(1, { error: 'quiz.titleRequired' })
    .max(200, { error: 'quiz.titleTooLong' }),
  tags: z
    .array(z.string().trim().toLowerCase().min(1).max(30), { error: 'quiz.tagsInvalid' })
    .max(10, { error: 'quiz.tagsInvalid' }),
});

/** PUT /api/content/library/{id}: a new title, new tags or both; what is left out stays as it is. */
export const editContentPatch = editContentBody
  .partial()
  .refine((edit) => edit.title !== undefined || edit.tags !== undefined, { error: 'content.updateEmpty' });

const oneOrMany = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

export const libraryQuery = z.object({
  searchQuery: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200).optional(),
  sourceType: z.enum(SOURCE_TYPES, { error: 'content.sourceTypeInvalid' }).optional(),
  tags: oneOrMany.optional(),
  language: z.enum(CONTENT_LANGUAGES, { error: 'content.languageInvalid' }).optional(),
  dateFrom: z.iso
    .date({ error: 'content.dateInvalid' })
    .or(z.iso.datetime({ error: 'content.dateInvalid' }))
    .optional(),
  dateTo: z.iso
    .date({ error: 'content.dateInvalid' })
    .or(z.iso.datetime({ error: 'content.dateInvalid' }))
    .optional(),
  sortBy: z.enum(['created_at', 'usage_count', 'word_count'], { error: 'content.sortInvalid' }).default('created_at'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'content.sortInvalid' }).default('desc'),
  limit: z.coerce.number().int().min(1).max(50).default(LIBRARY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
