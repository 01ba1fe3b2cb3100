/**
 * The question builders of the offline generator, each turning one sentence (unit) into scored candidates, with
 * their English, Turkish and German templates: blank (key term or number), completion, denir and true statement.
 */
import type { ContentLanguage, Difficulty, GeneratedQuestion } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';
import { optionKey } from '../../../domain/content/question-validation';
import { takesAn } from '../../../domain/content/rubric';
import type { Definition } from './definitions';
import { distinct, nameDistractors, numberDistractors, wordDistractors, type DistractorRequest } from './distractors';
import type { Lexicon, Unit } from './lexicon';
import { explanationFor, ofAnswerForm } from './quality';
import type { Candidate, Random } from './selection';
import { isStop, oneLine, type Term } from './terms';

const BLANK = '_____';
const OPTIONS = 4;
/** The score a question with three options gives up: it is chosen only when no four-option question is left. */
const FEWER_OPTIONS = 2;
const optionsPenalty = (distractors: string[]) => (distractors.length < OPTIONS - 1 ? FEWER_OPTIONS : 0);

const TEMPLATES: Record<
  ContentLanguage,
  {
    term: string;
    number: string;
    completion: string;
    statement: string;
    quote: (s: string) => string;
    according: string;
  }
> = {
  en: {
    term: 'Which term completes the sentence?',
    number: 'Which number completes the sentence?',
    completion: 'According to the text, how does this statement continue?',
    statement: 'Which statement is true according to the text?',
    quote: (s) => `"${s}"`,
    according: 'According to the text:',
  },
  tr: {
    term: 'Cümleyi hangi ifade tamamlar?',
    number: 'Cümledeki boşluğa hangi sayı gelir?',
    completion: 'Metne göre bu ifade nasıl devam eder?',
    statement: 'Metne göre aşağıdakilerden hangisi doğrudur?',
    quote: (s) => `"${s}"`,
    according: 'Metne göre:',
  },
  de: {
    term: 'Welcher Begriff vervollständigt den Satz?',
    number: 'Welche Zahl vervollständigt den Satz?',
    completion: 'Wie setzt der Text diese Aussage fort?',
    statement: 'Welche Aussage ist laut Text richtig?',
    quote: (s) => `„${s}“`,
    according: 'Laut Text:',
  },
};

/** The sentence in quotes, unless it has quotation marks of its own. */
const quoted = (language: ContentLanguage, sentence: string) =>
  /["„“”»«]/u.test(sentence) ? sentence : TEMPLATES[language].quote(sentence);

/** Answer first, distractors after; shuffled with the seeded PRNG, the answer's index tracked. */
const shuffleOptions = (answer: string, distractors: string[], random: Random) => {
  const options = [answer, ...distractors];
  for (let i = options.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j] as string, options[i] as string];
  }
  return { options, correctAnswer: options.indexOf(answer) };
};

const KIND_WEIGHT: Record<Difficulty, Record<Term['kind'] | 'completion' | 'denir' | 'statement', number>> = {
  easy: { name: 1, number: 1, word: 0.55, completion: 0.85, denir: 1, statement: 0.7 },
  medium: { name: 0.85, number: 0.85, word: 0.8, completion: 0.9, denir: 1, statement: 0.85 },
  hard: { name: 0.65, number: 0.7, word: 1, completion: 0.9, denir: 1, statement: 0.95 },
};

export interface Context {
  language: ContentLanguage;
  difficulty: Difficulty;
  lexicon: Lexicon;
  random: Random;
}

const makeQuestion = (
  ctx: Context,
  unit: Unit,
  text: string,
  answer: string,
  distractors: string[],
): GeneratedQuestion | null => {
  // Four options where the source offers three good distractors; three where it offers only two (such a question
  // comes after every four-option one: FEWER_OPTIONS); never two (README, Question quality).
  if (distractors.length < OPTIONS - 2) return null;
  const { options, correctAnswer } = shuffleOptions(answer, distractors, ctx.random);
  return {
    text,
    options,
    correctAnswer,
    explanation: explanationFor(ctx.lexicon, ctx.language, unit, answer),
    difficulty: ctx.difficulty,
    provenance: { passageIndex: unit.passage.index, sourceId: unit.passage.sourceId, start: unit.start, end: unit.end },
  };
};

const request = (ctx: Context, term: Term, unit: Unit): DistractorRequest => ({
  lexicon: ctx.lexicon,
  term,
  unit,
  difficulty: ctx.difficulty,
  random: ctx.random,
  language: ctx.language,
  // A wide pool: the answer's class and form (quality.ts) then keeps the few that fit its blank.
  limit: 40,
});

export const blankCandidates = (ctx: Context, unit: Unit): Candidate[] =>
  unit.terms.flatMap((term): Candidate[] => {
    const t = TEMPLATES[ctx.language];
    const pool =
      term.kind === 'number'
        ? numberDistractors(request(ctx, term, unit))
        : term.kind === 'name'
          ? nameDistractors(request(ctx, term, unit))
          : wordDistractors(request(ctx, term, unit));
    // English "a"/"an" right before the blank: only options that take the same article.
    const article = ctx.language === 'en' ? /(?:^|\s)(an?)\s+$/iu.exec(unit.text.slice(0, term.from))?.[1] : undefined;
    const fitting =
      article === undefined ? pool : pool.filter((option) => takesAn(option) === (article.toLowerCase() === 'an'));
    const distractors = distinct(
      term.base,
      ofAnswerForm(term.base, fitting, ctx.language, ctx.lexicon),
      OPTIONS - 1,
      ctx.language,
    );
    const blanked = oneLine(unit.text.slice(0, term.from) + BLANK + unit.text.slice(term.to));
    const prompt = term.kind === 'number' ? t.number : t.term;
    const question = makeQuestion(ctx, unit, `${prompt} ${quoted(ctx.language, blanked)}`, term.base, distractors);
    if (question === null) return [];
    const score =
      KIND_WEIGHT[ctx.difficulty][term.kind] +
      0.1 * term.weight +
      0.12 * distractors.length -
      optionsPenalty(distractors);
    return [{ type: `blank:${term.kind}`, unit, answerKey: `${term.kind}:${term.key}`, question, score }];
  });

export const completionCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  const definition = definitions.get(unit);
  if (definition === undefined) return [];
  const subjectKey = optionKey(definition.subject);
  // "Der Dom" and "Der Kölner Dom" are one subject: what is said of one is true of the other.
  const head = (subject: string) => optionKey(subject).split(' ').pop() ?? '';
  const others = [...definitions]
    .filter(
      ([other, d]) =>
        other !== unit && optionKey(d.subject) !== subjectKey && head(d.subject) !== head(definition.subject),
    )
    .map(([, d]) => d.predicate);
  const length = definition.predicate.length;
  const ranked = others
    .map((predicate) => ({
      predicate,
      gap: Math.abs(predicate.length - length) / Math.max(length, 1),
      noise: ctx.random(),
    }))
    .sort((a, b) => (ctx.difficulty === 'hard' ? a.gap - b.gap : 0) || a.noise - b.noise)
    .map((e) => e.predicate);
  const distractors = distinct(definition.predicate, ranked, OPTIONS - 1, ctx.language);
  // Another subject's predicate is a plausible completion only among several: four options or none.
  if (distractors.length < OPTIONS - 1) return [];
  const t = TEMPLATES[ctx.language];
  const stem = ctx.language === 'tr' ? `${definition.subject}, …` : `${definition.subject} ${definition.copula} …`;
  const question = makeQuestion(
    ctx,
    unit,
    `${t.completion} ${quoted(ctx.language, stem)}`,
    definition.predicate,
    distractors,
  );
  if (question === null) return [];
  const score = KIND_WEIGHT[ctx.difficulty].completion + 0.12 * distractors.length - optionsPenalty(distractors);
  return [{ type: 'completion', unit, answerKey: `completion:${optionKey(definition.predicate)}`, question, score }];
};

/** Turkish "Bu tür yazılara deneme denir." → "Bu tür yazılara ne denir?" with "deneme" among comparable words. */
export const denirCandidates = (ctx: Context, unit: Unit): Candidate[] => {
  if (ctx.language !== 'tr') return [];
  const match = /^(.+?)\s+([\p{L}]+)\s+denir[.!]?$/u.exec(oneLine(unit.text));
  if (match === null) return [];
  const answer = match[2] as string;
  const from = unit.text.lastIndexOf(answer);
  const term: Term = unit.terms.find((candidate) => candidate.base === answer) ?? {
    kind: 'word',
    base: answer,
    key: foldCase(answer),
    from,
    to: from + answer.length,
    weight: 1,
    article: null,
    context: [],
    suffixed: false,
  };
  // A term named by "denir" is a bare noun: no distractor with a case or plural ending, or an adjective in -ci/-li/-siz,
  // unless the answer has one too.
  const marked = (word: string) =>
    /(?:l[ae]r\p{L}*|[ıiuü]n|[dt][ae]n?|y[ae]|n[ae]|y[ıiuü]|n[ıiuü]|s[ıiuü]|c[ıiuü]|l[ıiuü]|s[ıiuü]z)$/u.test(word);
  const bare = wordDistractors(request(ctx, term, unit)).filter((word) => marked(word) === marked(answer));
  const distractors = distinct(answer, ofAnswerForm(answer, bare, 'tr', ctx.lexicon, false), OPTIONS - 1, 'tr');
  const lead = match[1] as string;
  const firstWord = /^\p{L}+/u.exec(lead)?.[0] ?? '';
  const subject = isStop(firstWord) ? lead.charAt(0).toLocaleLowerCase('tr') + lead.slice(1) : lead;
  const question = makeQuestion(ctx, unit, `Metne göre ${subject} ne denir?`, answer, distractors);
  if (question === null) return [];
  return [
    {
      type: 'denir',
      unit,
      answerKey: `word:${term.key}`,
      question,
      score: 1 + 0.12 * distractors.length - optionsPenalty(distractors),
    },
  ];
};
