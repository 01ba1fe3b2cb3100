/**
 * The offline generator's questions for a pasted text, as the content pipeline prepares it (normalised, cut into
 * passages of about 120 words), medium difficulty, in the text's own language: for the generator's unit tests. They test
 * what the builders make, so the learned judge (infra/ai/local/gate.ts), which weighs their questions afterwards, is
 * left out unless `judge: true` (its own tests are in generation-gate.unit.spec.ts).
 */
import { chunkText } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { generateLocally } from '../../infra/ai/local-question-generator';

export const questionsFrom = async (
  text: string,
  language: ContentLanguage,
  { count = 20, seed, judge = false }: { count?: number; seed: number; judge?: boolean },
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
      { judge },
    )
  ).questions;

/** The option a question marks right. */
export const answerOf = (question: GeneratedQuestion): string => question.options[question.correctAnswer] as string;
