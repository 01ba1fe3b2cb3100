/**
 * `local`: the offline question generator (ARCHITECTURE.md §6). It builds multiple-choice questions from the source's
 * own sentences, in English, Turkish and German, deterministically for a seed:
 * - blank: a sentence with a key term left out: a number (the distractors nearby values of its own roundness), a
 *   month, a person's full name among the source's other people, a member of a closed set of one meaning (a gas, an
 *   organ, a continent: semantic-sets.ts) among the set's other members. No other one-word blank: a word of an open
 *   class (a profession, a crop) or a common noun, made until `local-35` where a text offered nothing else, passed
 *   blind readers once in 22 verdicts; such a text now gets no question, and the result says why;
 * - clause: a sentence of condition, time or reason, its first part given and the rest asked ("If the rains are too
 *   heavy, …"), the options the text's other consequences or reasons (clauses.ts), at most two a quiz;
 * - concept (English, German): a term the text defines or names, asked from what the text says of it ("According to
 *   the text, what is …?", "Wie nennt man laut Text …?"), the options the text's other concepts;
 * - completion: "X is Y" / "X ist Y" / "X, Y'dir" statements, completed by their own Y or the Y of another subject;
 * - denir: Turkish "X'e Y denir" definitions, asked as "X'e ne denir?";
 * - family: a kind of one thing the text tells apart from two others or more ("Die _____ Arbeitslosigkeit hängt von der
 *   Jahreszeit ab." among "friktionelle", "konjunkturelle", "strukturelle"), asked from the sentence that says what
 *   it is or does (local/families.ts);
 * - label: a manual's setting, menu or button named in quotation marks (or, in English, in capitals beside its kind
 *   word), asked from what it does among the text's other labels of its kind (local/labels.ts);
 * - which: Turkish "X, … Y'dir" definitions, asked from their meaning ("Metne göre aşağıdakilerden hangisi … Y'dir?"),
 *   the options the text's other concepts.
 * Each explanation says why: the answer and the sentence of the source that states it. No question shows another's
 * answer (a figure or a name in its stem, a phrase in its options), and a number is asked only among values the
 * words around it allow (beyond "at least", below "up to"; never an end of a range or the day of a date). Every
 * candidate passes the rubric's proxies (domain/content/rubric.ts: no reference numbers, paths or code tokens, no
 * near-identical or wrong-kind distractors, no distractor also true, no glued heading) and is labelled with its
 * measured difficulty; those of the requested difficulty come first, and no fact is asked twice.
 * It cannot translate: questions stay in the source's language, and the result says so.
 * The parts are in ./local/: terms and lexicon (what the source offers), definitions, distractors, question-builders
 * (one per kind above), quality (explanations, forms, the rubric filter) and selection (the seeded PRNG, picking).
 */
import type { QuestionGenerator } from '../../commands/ports';
import { foldCase } from '../../domain/content/language';
import { generationNote } from '../../domain/content/notes';
import type {
  GenerationRequest,
  GenerationResult,
  GeneratedQuestion,
  GenerationNote,
} from '../../domain/content/content.types';
import { splitClauses, type ClauseSplit } from './local/clauses';
import { findConcepts } from './local/concepts';
import { findDefinition, type Definition } from './local/definitions';
import { buildLexicon, collectUnits, type Unit } from './local/lexicon';
import {
  blankCandidates,
  clauseCandidates,
  completionCandidates,
  conceptCandidates,
  conceptIndex,
  denirCandidates,
  peopleCandidates,
  processTermCandidates,
  setCandidates,
  labelCandidates,
  familyCandidates,
  topicWords,
  titleSubject,
  titleWords,
  whichIsCandidates,
  type Context,
} from './local/question-builders';
import { difficultyOf, passesRubric } from './local/quality';
import { findPeople } from './local/people';
import { setsOfSource } from './local/semantic-sets';
import { isKept, isUsable, lengthFit, mulberry32, pick, type Candidate } from './local/selection';
import { asStatements, isAskedAsStatement } from './local/true-false';

export const LOCAL_PROMPT_VERSION = 'local-86';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface LocalOptions {
  /**
   * Ask terms, labels and definitions as true/false statements (local/true-false.ts), as the product does. Off, their
   * multiple-choice form, which the statements are made from: what the builders' tests read.
   */
  statements?: boolean;
}

export const generateLocally = async (
  request: GenerationRequest,
  { statements = true }: LocalOptions = {},
): Promise<GenerationResult> => {
  request.signal?.throwIfAborted();
  const language = request.sourceLanguage;
  const random = mulberry32(request.seed);
  const requested = Math.max(0, Math.floor(request.count));
  const usable = collectUnits(request.passages, language);
  const lexicon = buildLexicon(usable, language);
  const sourceText = request.passages.map((passage) => passage.text).join('\n\n');
  const foldedSource = foldCase(sourceText);
  const units = lexicon.units.filter((unit) => isUsable(unit, request.difficulty));
  const definitions = new Map<Unit, Definition>();
  const clauses = new Map<Unit, ClauseSplit>();
  for (const unit of units) {
    const definition = findDefinition(unit.text, language);
    if (definition !== null) definitions.set(unit, definition);
    const split = splitClauses(unit.text, language);
    if (split !== null) clauses.set(unit, split);
  }
  const concepts = findConcepts(lexicon, units, definitions, language);
  const conceptOf = new Map(concepts.map((concept) => [concept.unit, concept]));
  const index = conceptIndex(language, lexicon, concepts, definitions);
  const ctx: Context = {
    language,
    difficulty: request.difficulty,
    lexicon,
    random,
    topical: topicWords(sourceText),
    title: titleWords(sourceText),
    subject: titleSubject(sourceText),
    kinds: index.kinds,
    concepts: index.keys,
    foldedSource,
  };
  const people = findPeople(lexicon, language);
  const sets = setsOfSource(sourceText, language);
  // The rubric's proxies judge every candidate, and again as a statement a term, a label or a definition (true-false.ts);
  // its difficulty label is the measured one, and a candidate whose measured difficulty is the one asked for comes first.
  const kept = (candidate: Candidate) =>
    isKept(candidate.question, candidate.unit) && passesRubric(candidate.question, sourceText, language);
  const judged = (built: (unit: Unit) => Candidate[]): Candidate[] =>
    units.flatMap((unit) => {
      const fit = lengthFit(unit.words, request.difficulty);
      return built(unit)
        .filter(kept)
        .flatMap((made) => {
          if (statements && isAskedAsStatement(made.type)) return asStatements(language, made, foldedSource);
          // A candidate of one distractor is asked as statements or not at all, never with two options.
          return made.statementOnly === true ? [] : [made];
        })
        .flatMap((candidate): Candidate[] => {
          if (candidate.type === 'statement' && !kept(candidate)) return [];
          const { band, distance } = difficultyOf(candidate.question, sourceText, request.difficulty);
          return [
            {
              ...candidate,
              question: { ...candidate.question, difficulty: band },
              score: candidate.score + fit + 0.35 * random() - 0.4 * distance,
            },
          ];
        });
    });
  const candidates = judged((unit) => [
    ...blankCandidates(ctx, unit),
    ...completionCandidates(ctx, unit, definitions),
    ...clauseCandidates(ctx, unit, clauses),
    ...denirCandidates(ctx, unit, definitions),
    ...whichIsCandidates(ctx, unit, definitions),
    ...conceptCandidates(ctx, conceptOf.get(unit), concepts),
    ...peopleCandidates(ctx, unit, people),
    ...setCandidates(ctx, unit, sets),
    ...processTermCandidates(ctx, unit),
    ...labelCandidates(ctx, unit),
    ...familyCandidates(ctx, unit),
  ]);
  // What strict readers keep: numbers, people, concepts, consequences, set members, months, labels, kinds.
  const chosen = pick(candidates, requested);
  const questions: GeneratedQuestion[] = [];
  for (const candidate of chosen) {
    request.signal?.throwIfAborted();
    questions.push(candidate.question);
    request.onProgress?.(questions.length, requested);
    await nextTick();
  }
  request.signal?.throwIfAborted();
  const notes: GenerationNote[] = [];
  if (questions.length < requested) {
    notes.push(generationNote('generation.fewerQuestions', { made: questions.length, requested }));
    notes.push(generationNote('generation.offlineAsksLittle', {}));
  }
  if (request.targetLanguage !== request.sourceLanguage)
    notes.push(generationNote('generation.cannotTranslate', { source: language, target: request.targetLanguage }));
  return { questions, notes, generator: 'local', model: null, promptVersion: LOCAL_PROMPT_VERSION };
};

export const createLocalQuestionGenerator = (): QuestionGenerator => ({
  name: 'local',
  model: null,
  generate: (request) => generateLocally(request),
  test: async () => ({ ok: true, detail: 'The offline generator is ready.' }),
});
