/**
 * Choosing and keeping questions for the offline generator: the seeded PRNG, which sentences are usable, the greedy
 * pick that spreads questions over kinds, passages and sentences, and the final validation.
 */
import type { Difficulty, GeneratedQuestion } from '../../../domain/content/content.types';
import {
  isSupportedBySource,
  optionKey,
  truthOf,
  validateGeneratedQuestion,
} from '../../../domain/content/question-validation';
import { givesAway, sameFact } from '../../../domain/content/rubric';
import type { Unit } from './lexicon';
import { oncePer } from './once-per-source';
import type { Term } from './terms';

/** A small seeded PRNG (mulberry32): the same seed gives the same questions. */
export const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type Random = () => number;

/** The items in a seeded random order (one draw per item, in order). */
export const shuffled = <T>(items: readonly T[], random: Random): T[] =>
  items
    .map((item) => ({ item, noise: random() }))
    .sort((a, b) => a.noise - b.noise)
    .map((entry) => entry.item);

export type QuestionType =
  `blank:${Term['kind']}` | 'completion' | 'denir' | 'which' | 'statement' | 'clause' | 'label' | 'family';

export interface Candidate {
  type: QuestionType;
  unit: Unit;
  answerKey: string;
  question: GeneratedQuestion;
  score: number;
  /**
   * The terms a true/false statement is about, as option keys: its answer, and the distractor put in its place where
   * it is false.
   */
  named?: string[];
  /** The distractors a false statement may take in the answer's place, where not every one may (a label, a clause). */
  falseWith?: string[];
  /** Asked only as true/false statements: it has one distractor, and a question of two options is never asked. */
  statementOnly?: boolean;
}

export const lengthFit = (words: number, difficulty: Difficulty): number => {
  const [low, high] = difficulty === 'easy' ? [8, 24] : difficulty === 'hard' ? [16, 45] : [10, 32];
  if (words < low) return -0.06 * (low - words);
  if (words > high) return -0.04 * (words - high);
  return 0;
};

/**
 * A sentence that only counts what a menu or a device offers ("‘Kilit ekranında bildirimler’ menüsünde üç seçenek
 * bulunur.", „Das Menü bietet drei Optionen.“, "The cleaner has four modes.", "Under ‘Defaults’ you will find two
 * lists."): how many, not what they do, two blind readers of local-61 failed it (and the lists, two of local-62). Not
 * one that names them too, or says more (a comma, a semicolon).
 */
const ONLY_COUNTS =
  /^[^,;:]*(?:(?<![\p{L}])(?:has|have|offers|offer|there are|you will find|you'll find|you find|you can see|you see|contains|contain|shows|show)\s+(?:two|three|four|five|six|seven|eight|\d+)\s+(?:\p{Ll}+\s+)?(?:options|settings|modes|choices|levels|buttons|programmes|programs|menus|entries|lists|tabs|sections|fields|items|slots|icons)|(?<![\p{L}])(?:iki|üç|dört|beş|altı|yedi|sekiz|\d+)\s+(?:farklı\s+)?(?:seçenek|ayar|mod|kademe|program|düğme|tuş|menü|liste|sekme|alan|simge)\s+(?:bulunur|vardır|sunar|yer alır|görürsünüz|göreceksiniz)|(?<![\p{L}])(?:zwei|drei|vier|fünf|sechs|sieben|acht|\d+)\s+(?:\p{Ll}+\s+)?(?:Optionen|Einstellungen|Modi|Stufen|Programme|Tasten|Menüpunkte|Einträge|Listen|Registerkarten|Reiter|Felder|Symbole)(?:\s+(?:zur\s+Auswahl|an|bereit))?)\s*[.!]$/u;

/** A sentence a question can be made of: a whole sentence, neither too short to give context nor too long to read. */
export const isUsable = (unit: Unit, difficulty: Difficulty): boolean =>
  !ONLY_COUNTS.test(unit.text) &&
  // A Turkish definition says much in few words ("Çekirdek, hücrenin yönetim merkezidir.").
  unit.words >= (/\sdenir[.!]?$/u.test(unit.text) || /^[^,]{3,60},\s.+[dt][ıiuü]r[.!]?$/u.test(unit.text) ? 4 : 6) &&
  unit.words <= (difficulty === 'hard' ? 60 : 45) &&
  unit.text.length <= 360 &&
  /[.!…]["'”’»)]*$/u.test(unit.text) &&
  !/^[\p{Ll}]/u.test(unit.text);

/**
 * The most questions of a kind in one quiz: clause questions take their options from one small pool (the text's
 * other consequences), and a third would show the answers of the first two again; people's names one fewer than
 * the people the text names (a third name question among the same three people is answered by elimination, a
 * blind reader found), and labels one fewer than the labels asked, for the same reason.
 */
const mostOfKind = (candidates: readonly Candidate[]): Partial<Record<QuestionType, number>> => {
  const distinctAnswers = (type: QuestionType) =>
    new Set(candidates.filter((c) => c.type === type).map((c) => c.answerKey)).size;
  return {
    clause: 2,
    'blank:name': Math.max(1, distinctAnswers('blank:name') - 1),
    label: Math.max(1, distinctAnswers('label') - 1),
  };
};

/** A question's options as a set, whatever their order, once per question (every pick round compares them all). */
const optionSet = oncePer((question: GeneratedQuestion): string =>
  question.options.map(optionKey).sort().join('\u0000'),
);

/** Whether a question's statement is true, false, or null for no true/false question, once per question. */
const truthOfQuestion = oncePer(truthOf);

/**
 * How much a true/false question gives up for each more of the quiz's true/false questions with its answer than with
 * the other: a quiz whose statements are all true is answered without reading them.
 */
const TRUTH_BALANCE = 0.5;

/** Greedy pick: best score first, with a penalty for kinds, passages and sentences already used. */
export const pick = (candidates: Candidate[], count: number): Candidate[] => {
  const chosen: Candidate[] = [];
  const typeCount = new Map<QuestionType, number>();
  const passageCount = new Map<number, number>();
  const usedUnits = new Set<Unit>();
  const usedAnswers = new Set<string>();
  const usedTexts = new Set<string>();
  const unitUses = new Map<Unit, QuestionType[]>();
  const askedWith = new Map<string, number>();
  const answered = { true: 0, false: 0 };
  // The terms named by the quiz's statements and answers, and those of its false statements alone: a false statement
  // beside another naming its terms tells one of the answers ("Matbaa, … makinedir" and "Matbaa, … temsilciliktir";
  // "Rost ist ein unedleres Metall" and "Zink ist ein Gemisch …"). Two true statements of one term tell nothing.
  const named = new Set<string>();
  const falselyNamed = new Set<string>();
  const take = (best: Candidate) => {
    chosen.push(best);
    const options = optionSet(best.question);
    askedWith.set(options, (askedWith.get(options) ?? 0) + 1);
    const truth = truthOfQuestion(best.question);
    if (truth !== null) answered[`${truth}`] += 1;
    for (const term of best.named ?? [optionKey(best.question.options[best.question.correctAnswer] ?? '')]) {
      named.add(term);
      if (truth === false) falselyNamed.add(term);
    }
    usedUnits.add(best.unit);
    unitUses.set(best.unit, [...(unitUses.get(best.unit) ?? []), best.type]);
    usedAnswers.add(best.answerKey);
    usedTexts.add(best.question.text);
    typeCount.set(best.type, (typeCount.get(best.type) ?? 0) + 1);
    passageCount.set(best.unit.passage.index, (passageCount.get(best.unit.passage.index) ?? 0) + 1);
  };
  const most = mostOfKind(candidates);
  // First one question per sentence, then a second of another kind; never the same answer twice.
  const rounds: ((c: Candidate) => boolean)[] = [
    (c) => !usedUnits.has(c.unit) && !usedAnswers.has(c.answerKey),
    (c) =>
      !usedAnswers.has(c.answerKey) &&
      (unitUses.get(c.unit)?.length ?? 0) < 2 &&
      !unitUses.get(c.unit)?.includes(c.type),
  ];
  for (const allowed of rounds) {
    while (chosen.length < count) {
      let best: Candidate | null = null;
      let bestScore = -Infinity;
      for (const candidate of candidates) {
        if (usedTexts.has(candidate.question.text) || chosen.includes(candidate) || !allowed(candidate)) continue;
        if ((typeCount.get(candidate.type) ?? 0) >= (most[candidate.type] ?? Infinity)) continue;
        const truth = truthOfQuestion(candidate.question);
        if (candidate.named?.some((term) => (truth === false ? named : falselyNamed).has(term))) continue;
        // No answer by elimination: questions with the very same options at most one fewer than their options
        // ("Legislative", "Exekutive", "Judikative" asked three times: the third is what is left, a blind reader).
        // True/false questions share their two options and are each answered by their own statement.
        if (
          truth === null &&
          (askedWith.get(optionSet(candidate.question)) ?? 0) >= candidate.question.options.length - 1
        )
          continue;
        // One fact at most once per quiz.
        if (
          chosen.some(
            (other) => sameFact(other.question, candidate.question) || givesAway(other.question, candidate.question),
          )
        )
          continue;
        const score =
          candidate.score -
          (0.8 * (typeCount.get(candidate.type) ?? 0)) / Math.max(1, chosen.length) -
          0.12 * (passageCount.get(candidate.unit.passage.index) ?? 0) -
          (truth === null ? 0 : TRUTH_BALANCE * Math.max(0, answered[`${truth}`] - answered[`${!truth}`]));
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
      if (best === null) break;
      take(best);
    }
  }
  return chosen;
};

export const isKept = (question: GeneratedQuestion, unit: Unit): boolean =>
  validateGeneratedQuestion(question).length === 0 &&
  isSupportedBySource(
    {
      ...question,
      provenance: {
        ...question.provenance,
        start: unit.start - unit.passage.start,
        end: unit.end - unit.passage.start,
      },
    },
    unit.passage.text,
  );
