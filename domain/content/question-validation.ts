/** Checks every generated question passes before it is kept, and whether its answer stands in the source. Pure. */
import type { ContentLanguage, GeneratedQuestion } from './content.types';
import { STOP_WORDS, foldCase } from './language';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export type QuestionProblem =
  | 'question.textEmpty'
  | 'question.tooFewOptions'
  | 'question.tooManyOptions'
  | 'question.emptyOption'
  | 'question.duplicateOptions'
  | 'question.invalidCorrectAnswer'
  | 'question.explanationMissing';

/** The form two options are compared in: case, spacing and final punctuation do not make an option distinct. */
export const optionKey = (option: string): string =>
  foldCase(option)
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?]+$/u, '')
    .trim();

export const validateGeneratedQuestion = (question: GeneratedQuestion): QuestionProblem[] => {
  const problems: QuestionProblem[] = [];
  const options = Array.isArray(question.options) ? question.options : [];
  if (typeof question.text !== 'string' || question.text.trim() === '') problems.push('question.textEmpty');
  if (options.length < MIN_OPTIONS) problems.push('question.tooFewOptions');
  if (options.length > MAX_OPTIONS) problems.push('question.tooManyOptions');
  const keys = options.map((option) => (typeof option === 'string' ? optionKey(option) : ''));
  if (keys.some((key) => key === '')) problems.push('question.emptyOption');
  if (new Set(keys.filter((key) => key !== '')).size < keys.filter((key) => key !== '').length)
    problems.push('question.duplicateOptions');
  const answer = question.correctAnswer;
  if (!Number.isInteger(answer) || answer < 0 || answer >= options.length)
    problems.push('question.invalidCorrectAnswer');
  if (typeof question.explanation !== 'string' || question.explanation.trim() === '')
    problems.push('question.explanationMissing');
  return problems;
};

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const isStopWord = (word: string) => STOP_WORDS.en.has(word) || STOP_WORDS.de.has(word) || STOP_WORDS.tr.has(word);

/** The words an answer stands on: its content words and numbers (its stop words when it has nothing else). */
export const keyWords = (text: string): string[] => {
  const words = foldCase(text).match(WORD) ?? [];
  const content = words.filter((word) => !isStopWord(word));
  return content.length > 0 ? content : words;
};

const wordsOf = (text: string): Set<string> => new Set(foldCase(text).match(WORD) ?? []);

/** The sentence quoted in a stem (between the outer quotation marks), or the stem itself. */
export const quotedPart = (stem: string): string => {
  const match = /["„“»]([\s\S]+)["“”«]\s*$/u.exec(stem);
  return (match?.[1] ?? stem).trim();
};

/** The two options of a true/false question in each language, the true one first. */
export const TRUTH_OPTIONS: Record<ContentLanguage, readonly [string, string]> = {
  en: ['True', 'False'],
  de: ['Richtig', 'Falsch'],
  tr: ['Doğru', 'Yanlış'],
};
/** Their keys, and German "Wahr" that a model may write for "Richtig". */
const TRUE_KEYS = new Set([...Object.values(TRUTH_OPTIONS).map(([yes]) => optionKey(yes)), 'wahr']);
const FALSE_KEYS = new Set(Object.values(TRUTH_OPTIONS).map(([, no]) => optionKey(no)));

/**
 * Whether a question asks if its statement (the stem's quoted sentence) is true: true or false when its two options
 * are the true and the false word of a language ("True"/"False", "Richtig"/"Falsch", "Doğru"/"Yanlış"), null when it
 * is no true/false question.
 */
export const truthOf = (question: GeneratedQuestion): boolean | null => {
  if (question.options.length !== 2) return null;
  const keys = question.options.map(optionKey);
  const truthful = keys.findIndex((key) => TRUE_KEYS.has(key));
  const untruthful = keys.findIndex((key) => FALSE_KEYS.has(key));
  if (truthful < 0 || untruthful < 0) return null;
  return question.correctAnswer === truthful;
};

/**
 * The share of a true/false statement's key words that must stand in the source: nearly all for a true one (a model
 * may reword a little), most for a false one (the words that make it false do not).
 */
const STATEMENT_SUPPORT = { true: 0.8, false: 0.6 } as const;
const STATEMENT_WORDS = 3;

/**
 * Is the correct option supported by the source? Its key words must all appear in the passage the question names
 * (by its offsets in `sourceText`) or, when those offsets do not fit this text, anywhere in it. A true/false question
 * is supported by its statement: most of its key words stand there (STATEMENT_SUPPORT).
 */
export const isSupportedBySource = (question: GeneratedQuestion, sourceText: string): boolean => {
  const answer = question.options[question.correctAnswer];
  if (typeof answer !== 'string') return false;
  const truth = truthOf(question);
  const required = keyWords(truth === null ? answer : quotedPart(question.text));
  if (required.length === 0 || (truth !== null && required.length < STATEMENT_WORDS)) return false;
  const needed = truth === null ? required.length : Math.ceil(STATEMENT_SUPPORT[`${truth}`] * required.length);
  const { start, end } = question.provenance;
  const inRange = start >= 0 && end <= sourceText.length && start < end;
  const found = (words: Set<string>) => required.filter((word) => words.has(word)).length >= needed;
  if (found(wordsOf(inRange ? sourceText.slice(start, end) : sourceText))) return true;
  return !inRange && found(wordsOf(sourceText));
};

/** Small words inside names: "United States of America", "Champ de Mars", "Walther von der Vogelweide". */
const NAME_CONNECTORS = new Set([
  'of',
  'the',
  'and',
  'de',
  'du',
  'la',
  'le',
  'von',
  'van',
  'der',
  'den',
  'zu',
  'al',
  'bin',
]);

export type OptionKind = 'number' | 'name' | 'word' | 'phrase' | 'statement';

/** What kind of thing an option is, to check that the distractors are comparable to the answer. */
export const optionKind = (option: string): OptionKind => {
  const text = option.trim();
  if (/^[\d.,\s%-]+$/u.test(text) && /\d/.test(text)) return 'number';
  const words = text.split(/\s+/);
  if (words.length >= 6 || /[.!?]$/.test(text)) return 'statement';
  const capitalised = (word: string) => /^[\p{Lu}\d]/u.test(word);
  if (capitalised(words[0] ?? '') && words.every((word) => capitalised(word) || NAME_CONNECTORS.has(word)))
    return 'name';
  return words.length === 1 ? 'word' : 'phrase';
};

/** All options distinct and of the answer's kind. */
export const hasComparableDistractors = (question: GeneratedQuestion): boolean => {
  const keys = question.options.map(optionKey);
  if (new Set(keys).size !== keys.length) return false;
  const kinds = new Set(question.options.map(optionKind));
  if (kinds.size === 1) return true;
  // Words, phrases and statements are all free text: a concept may be one word or a few ("glacier", "tidal
  // range"), a definition a phrase or a statement.
  return (
    [...kinds].every((kind) => kind === 'word' || kind === 'phrase') ||
    [...kinds].every((kind) => kind === 'phrase' || kind === 'statement')
  );
};
