/**
 * A learned judge of the offline generator's questions, for measuring: the chance that a strict teacher keeps a
 * question as it stands, from measurable features of the question and its source sentence, by a logistic model
 * fitted to the blind readers' verdicts in tests/fixtures/quality (scripts/generation/gate.ts fits it and prints how
 * it does on each held-out set left out of the fit). Rules made from one set's readings seldom fired on the next
 * set's faults; the model weighs what the faults share: a figure among other figures of its sentence, a year, a term
 * blank, a concept whose options stand in the source. It is not part of the generator: tried there as `local-41`
 * (dropping a candidate below a chance of 0.3), it cut as many good questions as bad on two fresh sets and left a
 * water-cycle paragraph two questions of five (its process-term blanks judged 0.21).
 */
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { countOccurrences, foldCase } from '../../domain/content/language';

const BLANK = '_____';

/** Words before a figure that make it rough: "about", "more than", "etwa", "yaklaşık". */
const ROUGH: Record<ContentLanguage, RegExp> = {
  en: /\b(?:about|around|roughly|nearly|almost|over|more than|less than|fewer than|some|up to|at least|under|approximately)\s*[£$€]?\s*$/iu,
  de: /(?:etwa|rund|ungefähr|fast|knapp|über|mehr als|weniger als|bis zu|mindestens|unter|circa|ca\.)\s*$/iu,
  tr: /(?:yaklaşık|ortalama|en az)\s*$/iu,
};
/** After the figure, in Turkish: "… kadar", "… fazla", "… civarında", "… aşkın". */
const ROUGH_AFTER_TR = /^\s*[\p{L}%.]*\s*(?:kadar|fazla|civarında|aşkın|üzerinde)/iu;
/** A figure that counts from a start: "since 2008", "seit 2010", "2010'dan beri". */
const SINCE: Record<ContentLanguage, RegExp> = {
  en: /\bsince\s*$/iu,
  de: /\bseit\s*$/iu,
  tr: /^['’]?(?:d[ae]n|t[ae]n)\s+(?:beri|bu yana)/iu,
};
/** A sentence that gives an example: "for example", "In one experiment", "zum Beispiel", "örneğin". */
const EXAMPLE =
  /\b(?:for example|for instance|in one|such as|e\.g\.|zum Beispiel|beispielsweise|etwa bei|z\. ?B\.|örneğin|mesela|gibi)\b/iu;
/** A sentence that points back at one before it: "This", "These", "Dieser", "Bu", "in this way". */
const POINTING =
  /^(?:this|these|those|it|they|such|dies\w*|diese\w*|das|bu|bunlar|böyle)\b|\b(?:this way|this kind|dieser Art|bu şekilde|bu tür)\b/iu;
/** A plan or a promise: "will", "would", "plans", "soll", "wird", "-ecek". */
const FUTURE = /\b(?:will|would|plans?|planned|soll|sollen|wird|werden|plant)\b|\p{L}+(?:ecek|acak)(?:tır|tir)?\b/iu;
/** Someone's words, in quotation marks or reported ("said", "sagte", "dedi"). */
const SPEECH = /\b(?:said|says|told|sagte|sagt|betonte|dedi|söyledi|belirtti)\b/iu;
const YEAR = /^(?:1[0-9]{3}|20[0-9]{2})$/u;
const FIGURE = /(?<![\p{L}\d.,])\d[\d.,]*\d|(?<![\p{L}\d.,])\d/gu;

/** The source sentence the explanation quotes (every explanation ends with it), or the question's own text. */
const sentenceOf = (question: GeneratedQuestion): string => {
  const quoted = [...question.explanation.matchAll(/[“„"]([^”“"]{8,})[”“"]/gu)].at(-1)?.[1];
  return quoted ?? question.text;
};

const figureValue = (text: string): number | null => {
  const digits = text.replace(/[^\d.,]/gu, '');
  if (digits === '') return null;
  // "1.200" and "1,200" are thousands; "2,5" and "2.5" fractions.
  const normal = /^\d{1,3}(?:[.,]\d{3})+$/u.test(digits) ? digits.replace(/[.,]/gu, '') : digits.replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
};

const wordsOf = (text: string) => foldCase(text).match(/[\p{L}\p{M}\d]+/gu) ?? [];

/** How often a needle of two letters or more stands in the haystack (one letter would count nearly everywhere). */
const countIn = (haystack: string, needle: string): number =>
  needle.length < 2 ? 0 : countOccurrences(haystack, needle);

export const GATE_FEATURES = [
  'bias',
  'de',
  'tr',
  'figure',
  'year',
  'name',
  'concept',
  'blankTerm',
  'clause',
  'roughFigure',
  'sinceYear',
  'otherFigures',
  'otherYear',
  'roundFigure',
  'optionSpread',
  'example',
  'pointing',
  'future',
  'speech',
  'sentenceWords',
  'position',
  'firstSentences',
  'threeOptions',
  'optionWords',
  'optionsInSource',
  'answerFrequency',
  'stemSharesOption',
  'capitalisedAnswer',
] as const;
export type GateFeature = (typeof GATE_FEATURES)[number];

/**
 * The features of a source's questions, each in the order of GATE_FEATURES: the source (its whole text) is folded
 * once, not once per question.
 */
export const gateFeatures = (source: string, language: ContentLanguage) => {
  const folded = foldCase(source);
  return (question: GeneratedQuestion): number[] => featuresOf(question, source, folded, language);
};

const featuresOf = (
  question: GeneratedQuestion,
  source: string,
  folded: string,
  language: ContentLanguage,
): number[] => {
  const answer = question.options[question.correctAnswer] ?? '';
  const distractors = question.options.filter((_, i) => i !== question.correctAnswer);
  const sentence = sentenceOf(question);
  const blankAt = question.text.indexOf(BLANK);
  const isBlank = blankAt >= 0;
  const before = isBlank ? question.text.slice(0, blankAt) : '';
  const after = isBlank ? question.text.slice(blankAt + BLANK.length) : '';
  const value = /^[\d.,\s]+$/u.test(answer) ? figureValue(answer) : null;
  const isFigure = value !== null;
  const isYear = isFigure && YEAR.test(answer.trim());
  const answerWords = answer.trim().split(/\s+/u);
  const isName = !isFigure && answerWords.length >= 2 && answerWords.every((word) => /^\p{Lu}/u.test(word));
  const isConcept = !isBlank && !isFigure;
  const isClause = isBlank && !isFigure && !isName && answerWords.length >= 4;
  const isTerm = isBlank && !isFigure && !isName && !isClause;
  const figures = (sentence.match(FIGURE) ?? []).filter((figure) => figure !== answer.trim());
  const otherYear = figures.some((figure) => YEAR.test(figure));
  const otherFigures = figures.filter((figure) => !YEAR.test(figure)).length;
  const values = question.options.map(figureValue).filter((v): v is number => v !== null);
  const spread =
    isFigure && values.length >= 2 && value !== 0 && value !== null
      ? Math.min(2, (Math.max(...values) - Math.min(...values)) / Math.abs(value))
      : 0;
  const at = folded.indexOf(foldCase(sentence).slice(0, 60));
  const position = at < 0 ? 0.5 : at / Math.max(1, folded.length);
  const sentencesBefore = at < 0 ? 5 : (source.slice(0, Math.min(at, 1500)).match(/[.!?](?:\s|$)/gu) ?? []).length;
  const inSource = distractors.filter((option) => folded.includes(foldCase(option))).length;
  const stemWords = new Set(wordsOf(question.text.replace(BLANK, ' ')).filter((word) => word.length >= 4));
  const sharesOption = question.options.some((option) => wordsOf(option).some((word) => stemWords.has(word)));
  const rough =
    ROUGH[language].test(before) || (language === 'tr' && ROUGH_AFTER_TR.test(after.replace(/^['’]\p{L}*/u, '')));
  const since = language === 'tr' ? SINCE.tr.test(after) : SINCE[language].test(before.trimEnd());
  return [
    1,
    language === 'de' ? 1 : 0,
    language === 'tr' ? 1 : 0,
    isFigure && !isYear ? 1 : 0,
    isYear ? 1 : 0,
    isName ? 1 : 0,
    isConcept ? 1 : 0,
    isTerm ? 1 : 0,
    isClause ? 1 : 0,
    isFigure && rough ? 1 : 0,
    isYear && since ? 1 : 0,
    isFigure ? Math.min(2, otherFigures) : 0,
    isFigure && otherYear ? 1 : 0,
    isFigure && !isYear && value !== null && value >= 10 && value % 10 === 0 ? 1 : 0,
    spread,
    EXAMPLE.test(sentence) ? 1 : 0,
    POINTING.test(sentence) || POINTING.test(question.text.replace(/^[^"„“]*[?:]\s*/u, '')) ? 1 : 0,
    FUTURE.test(sentence) ? 1 : 0,
    SPEECH.test(sentence) || /[„“"].{10,}[“”"]/u.test(sentence) ? 1 : 0,
    Math.min(40, wordsOf(sentence).length) / 20,
    position,
    sentencesBefore <= 2 ? 1 : 0,
    question.options.length <= 3 ? 1 : 0,
    isFigure ? 0 : Math.min(4, answerWords.length) / 2,
    distractors.length === 0 ? 0 : inSource / distractors.length,
    Math.min(3, Math.log2(1 + countIn(folded, foldCase(answer.trim())))) / 3,
    sharesOption ? 1 : 0,
    !isFigure && /^\p{Lu}/u.test(answer) && language !== 'de' ? 1 : 0,
  ];
};

/** The chance a strict teacher keeps the question, by the fitted weights (one per feature). */
export const keepChance = (weights: readonly number[], features: readonly number[]): number => {
  let z = 0;
  for (let i = 0; i < features.length; i += 1) z += (weights[i] ?? 0) * (features[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
};

/** A verdict to fit: a question's features and whether a reader passed it (1) or not (0). */
export interface Verdict {
  features: number[];
  pass: number;
}

/** Logistic regression by gradient descent, with a small L2 penalty on every weight but the bias (the first). */
export const fitJudge = (verdicts: readonly Verdict[], { penalty = 0.01, rounds = 1500, rate = 1 } = {}): number[] => {
  const size = verdicts[0]?.features.length ?? 0;
  const weights = new Array<number>(size).fill(0);
  for (let round = 0; round < rounds; round += 1) {
    const gradient = new Array<number>(size).fill(0);
    for (const { features, pass } of verdicts) {
      const error = keepChance(weights, features) - pass;
      for (let i = 0; i < size; i += 1) gradient[i] = (gradient[i] as number) + error * (features[i] as number);
    }
    for (let i = 0; i < size; i += 1)
      weights[i] =
        (weights[i] as number) -
        rate * ((gradient[i] as number) / verdicts.length + (i === 0 ? 0 : penalty * (weights[i] as number)));
  }
  return weights;
};
