/**
 * `local`: the offline question generator (ARCHITECTURE.md §6). It builds multiple-choice questions from the source's
 * own sentences, in English, Turkish and German, deterministically for a seed:
 * - blank: a sentence with a key term left out (a name, a number or a distinctive word); the distractors are terms
 *   of the same kind from the same text (or, for numbers, nearby values);
 * - completion: "X is Y" / "X ist Y" / "X, Y'dir" statements, completed by their own Y or the Y of another one;
 * - denir: Turkish "X'e Y denir" definitions, asked as "X'e ne denir?";
 * - true statement: the real sentence among copies with a number or a name swapped, so each copy is false by
 *   construction.
 * It cannot translate: questions stay in the source's language, and the result says so.
 * The parts are in ./local/: terms and lexicon (what the source offers), definitions, distractors, question-builders
 * (one per kind above) and selection (the seeded PRNG, picking and keeping questions).
 */
import type { QuestionGenerator } from '../../commands/ports';
import { generationNote } from '../../domain/content/notes';
import type {
  GenerationRequest,
  GenerationResult,
  GeneratedQuestion,
  GenerationNote,
} from '../../domain/content/content.types';
import { findDefinition, type Definition } from './local/definitions';
import { buildLexicon, collectUnits, type Unit } from './local/lexicon';
import {
  blankCandidates,
  completionCandidates,
  denirCandidates,
  statementCandidates,
  type Context,
} from './local/question-builders';
import { isKept, isUsable, lengthFit, mulberry32, pick, type Candidate } from './local/selection';

export const LOCAL_PROMPT_VERSION = 'local-1';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export const generateLocally = async (request: GenerationRequest): Promise<GenerationResult> => {
  request.signal?.throwIfAborted();
  const language = request.sourceLanguage;
  const random = mulberry32(request.seed);
  const requested = Math.max(0, Math.floor(request.count));
  const usable = collectUnits(request.passages, language);
  const lexicon = buildLexicon(usable, language);
  const ctx: Context = { language, difficulty: request.difficulty, lexicon, random };
  const units = lexicon.units.filter((unit) => isUsable(unit, request.difficulty));
  const definitions = new Map<Unit, Definition>();
  for (const unit of units) {
    const definition = findDefinition(unit.text, language);
    if (definition !== null) definitions.set(unit, definition);
  }
  const candidates: Candidate[] = [];
  for (const unit of units) {
    const fit = lengthFit(unit.words, request.difficulty);
    for (const candidate of [
      ...blankCandidates(ctx, unit),
      ...completionCandidates(ctx, unit, definitions),
      ...denirCandidates(ctx, unit),
      ...statementCandidates(ctx, unit),
    ])
      if (isKept(candidate.question, unit))
        candidates.push({ ...candidate, score: candidate.score + fit + 0.35 * random() });
  }
  const questions: GeneratedQuestion[] = [];
  for (const candidate of pick(candidates, requested)) {
    request.signal?.throwIfAborted();
    questions.push(candidate.question);
    request.onProgress?.(questions.length, requested);
    await nextTick();
  }
  request.signal?.throwIfAborted();
  const notes: GenerationNote[] = [];
  if (questions.length < requested)
    notes.push(generationNote('generation.fewerQuestions', { made: questions.length, requested }));
  if (request.targetLanguage !== request.sourceLanguage)
    notes.push(generationNote('generation.cannotTranslate', { source: language, target: request.targetLanguage }));
  return { questions, notes, generator: 'local', model: null, promptVersion: LOCAL_PROMPT_VERSION };
};

export const createLocalQuestionGenerator = (): QuestionGenerator => ({
  name: 'local',
  model: null,
  generate: generateLocally,
  test: async () => ({ ok: true, detail: 'The offline generator is ready.' }),
});
