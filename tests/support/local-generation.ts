/**
 * The offline generator's questions for a pasted text, as the content pipeline prepares it (normalised, cut into
 * passages of about 120 words), medium difficulty, in the text's own language: for the generator's unit tests. Terms,
 * labels and definitions come in the multiple-choice form their true/false statements are made from, unless
 * `statements` is set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkText } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { generateLocally } from '../../infra/ai/local-question-generator';

export const questionsFrom = async (
  text: string,
  language: ContentLanguage,
  { count = 20, seed, statements = false }: { count?: number; seed: number; statements?: boolean },
): Promise<GeneratedQuestion[]> =>
  (
    await generateLocally(
      {
        passages: chunkText(normalizeText(text), { sourceId: 'src', targetWords: 120, language }),
        count,
        difficulty: 'medium',
        sourceLanguage: language,
        targetLanguage: language,
        seed,
      },
      { statements },
    )
  ).questions;

/** The option a question marks right. */
export const answerOf = (question: GeneratedQuestion): string => question.options[question.correctAnswer] as string;

/** A document of the generation-quality fixtures by its path under tests/fixtures/quality ("holdout37/de-doc-x.txt"). */
export const qualityDocument = (name: string): string =>
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'quality', name), 'utf8');
