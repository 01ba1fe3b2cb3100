/** Checks every generated question passes before it is kept, and whether its answer stands in the source. Pure. */
import type { GeneratedQuestion } from './content.types';
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

/**
 * Is the correct option supported by the source? Its key words must all appear in the passage the question names
 * (by its offsets in `sourceText`) or, when those offsets do not fit this text, anywhere in it.
 */
export const isSupportedBySource = (question: GeneratedQuestion, sourceText: string): boolean => {
  const answer = question.options[question.correctAnswer];
  if (typeof answer !== 'string') return false;
  const required = keyWords(answer);
  if (required.length === 0) return false;
  const { start, end } = question.provenance;
  const inRange = start >= 0 && end <= sourceText.length && start < end;
  const region = wordsOf(inRange ? sourceText.slice(start, end) : sourceText);
  if (required.every((word) => region.has(word))) return true;
  const whole = wordsOf(sourceText);
  return !inRange && required.every((word) => whole.has(word));
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
