import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../domain/content/content.types';
import {
  hasComparableDistractors,
  isSupportedBySource,
  optionKind,
  validateGeneratedQuestion,
} from '../../domain/content/question-validation';

const SOURCE = 'The Eiffel Tower was finished in 1889. It stands in Paris, on the Champ de Mars. İstanbul is far away.';

const question = (overrides: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  text: 'Which term completes the sentence? "It stands in _____, on the Champ de Mars."',
  options: ['Lyon', 'Paris', 'Nice', 'Lille'],
  correctAnswer: 1,
  explanation: 'According to the text: "It stands in Paris, on the Champ de Mars."',
  difficulty: 'medium',
  provenance: { passageIndex: 0, sourceId: 'src-1', start: 39, end: 80 },
  ...overrides,
});

describe('validateGeneratedQuestion', () => {
  it('finds nothing wrong with a well-formed question', () => {
    expect(validateGeneratedQuestion(question())).toEqual([]);
  });

  it.each([
    ['an empty text', { text: '   ' }, 'question.textEmpty'],
    ['one option', { options: ['Paris'], correctAnswer: 0 }, 'question.tooFewOptions'],
    ['seven options', { options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'question.tooManyOptions'],
    ['an empty option', { options: ['Lyon', 'Paris', ' '] }, 'question.emptyOption'],
    [
      'options that differ only in case and spacing',
      { options: ['Paris', ' paris ', 'Nice'] },
      'question.duplicateOptions',
    ],
    ['a correct answer past the last option', { correctAnswer: 4 }, 'question.invalidCorrectAnswer'],
    ['a fractional correct answer', { correctAnswer: 1.5 }, 'question.invalidCorrectAnswer'],
    ['a negative correct answer', { correctAnswer: -1 }, 'question.invalidCorrectAnswer'],
    ['no explanation', { explanation: '' }, 'question.explanationMissing'],
  ])('rejects %s', (_case, overrides, problem) => {
    expect(validateGeneratedQuestion(question(overrides as Partial<GeneratedQuestion>))).toContain(problem);
  });

  it('accepts two and six options', () => {
    expect(validateGeneratedQuestion(question({ options: ['Lyon', 'Paris'] }))).toEqual([]);
    expect(validateGeneratedQuestion(question({ options: ['a', 'Paris', 'c', 'd', 'e', 'f'] }))).toEqual([]);
  });
});

describe('isSupportedBySource', () => {
  it('is true when the answer stands in the passage the question names', () => {
    expect(SOURCE.slice(39, 80)).toBe('It stands in Paris, on the Champ de Mars.');
    expect(isSupportedBySource(question(), SOURCE)).toBe(true);
  });

  it('is false when the answer is not in that passage, even if it is elsewhere in the text', () => {
    expect(isSupportedBySource(question({ options: ['Lyon', '1889'], correctAnswer: 1 }), SOURCE)).toBe(false);
  });

  it('is false for an answer the text never says', () => {
    expect(isSupportedBySource(question({ options: ['Paris', 'Lyon'], correctAnswer: 1 }), SOURCE)).toBe(false);
  });

  it('looks through the whole text when the offsets do not fit it', () => {
    const elsewhere = question({
      options: ['1889', '1890'],
      correctAnswer: 0,
      provenance: { passageIndex: 3, sourceId: null, start: 5000, end: 5100 },
    });
    expect(isSupportedBySource(elsewhere, SOURCE)).toBe(true);
  });

  it('ignores case, Turkish dotted capitals and suffixes after an apostrophe', () => {
    const turkish = question({
      options: ['istanbul', 'Ankara'],
      correctAnswer: 0,
      provenance: { passageIndex: 0, sourceId: null, start: 81, end: SOURCE.length },
    });
    expect(isSupportedBySource(turkish, SOURCE)).toBe(true);
    const text = "Samsun'a 1919'da çıktı.";
    expect(
      isSupportedBySource(
        question({
          options: ['Samsun', 'Sinop'],
          correctAnswer: 0,
          provenance: { passageIndex: 0, sourceId: null, start: 0, end: text.length },
        }),
        text,
      ),
    ).toBe(true);
  });
});

describe('Distractors of the same kind', () => {
  it('tells numbers, names, words and statements apart', () => {
    expect(['1889', 'Paris', 'Champ de Mars', 'tower', 'iron lattice', 'It stands in Paris.'].map(optionKind)).toEqual([
      'number',
      'name',
      'name',
      'word',
      'phrase',
      'statement',
    ]);
  });

  it('accepts options of one kind, and rejects a number among names', () => {
    expect(hasComparableDistractors(question())).toBe(true);
    expect(hasComparableDistractors(question({ options: ['Lyon', 'Paris', '1889'] }))).toBe(false);
  });
});
