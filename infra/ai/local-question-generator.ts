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
 */
import type { QuestionGenerator } from '../../commands/ports';
import { splitSentences } from '../../domain/content/chunking';
import type {
  ContentLanguage,
  Difficulty,
  GeneratedQuestion,
  GenerationRequest,
  GenerationResult,
  Passage,
} from '../../domain/content/content.types';
import { STOP_WORDS, foldCase } from '../../domain/content/language';
import { contentTerms } from '../../domain/content/strategies';
import { isSupportedBySource, optionKey, validateGeneratedQuestion } from '../../domain/content/question-validation';

export const LOCAL_PROMPT_VERSION = 'local-1';
const BLANK = '_____';
const OPTIONS = 4;

const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', tr: 'Turkish', de: 'German' };

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

type Random = () => number;

/** The sentence in quotes, unless it has quotation marks of its own. */
const quoted = (language: ContentLanguage, sentence: string) =>
  /["„“”»«]/u.test(sentence) ? sentence : TEMPLATES[language].quote(sentence);
type QuestionType = `blank:${Term['kind']}` | 'completion' | 'denir' | 'statement';

interface Candidate {
  type: QuestionType;
  unit: Unit;
  answerKey: string;
  question: GeneratedQuestion;
  score: number;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const withoutFinalStop = (text: string) => text.replace(/[\s.!;:,]+$/u, '');

/** Answer first, distractors after; shuffled with the seeded PRNG, the answer's index tracked. */
const shuffleOptions = (answer: string, distractors: string[], random: Random) => {
  const options = [answer, ...distractors];
  for (let i = options.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j] as string, options[i] as string];
  }
  return { options, correctAnswer: options.indexOf(answer) };
};

const lengthFit = (words: number, difficulty: Difficulty): number => {
  const [low, high] = difficulty === 'easy' ? [8, 24] : difficulty === 'hard' ? [16, 45] : [10, 32];
  if (words < low) return -0.06 * (low - words);
  if (words > high) return -0.04 * (words - high);
  return 0;
};

const KIND_WEIGHT: Record<Difficulty, Record<Term['kind'] | 'completion' | 'denir' | 'statement', number>> = {
  easy: { name: 1, number: 1, word: 0.55, completion: 0.85, denir: 1, statement: 0.7 },
  medium: { name: 0.85, number: 0.85, word: 0.8, completion: 0.9, denir: 1, statement: 0.85 },
  hard: { name: 0.65, number: 0.7, word: 1, completion: 0.9, denir: 1, statement: 0.95 },
};

interface Context {
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
  if (distractors.length === 0) return null;
  const { options, correctAnswer } = shuffleOptions(answer, distractors, ctx.random);
  const t = TEMPLATES[ctx.language];
  return {
    text,
    options,
    correctAnswer,
    explanation: `${t.according} ${t.quote(oneLine(unit.text))}`,
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
  limit: OPTIONS + 2,
});

const blankCandidates = (ctx: Context, unit: Unit): Candidate[] =>
  unit.terms.flatMap((term): Candidate[] => {
    const t = TEMPLATES[ctx.language];
    const pool =
      term.kind === 'number'
        ? numberDistractors(request(ctx, term, unit))
        : term.kind === 'name'
          ? nameDistractors(request(ctx, term, unit))
          : wordDistractors(request(ctx, term, unit));
    const distractors = distinct(term.base, pool, OPTIONS - 1, ctx.language);
    const blanked = oneLine(unit.text.slice(0, term.from) + BLANK + unit.text.slice(term.to));
    const prompt = term.kind === 'number' ? t.number : t.term;
    const question = makeQuestion(ctx, unit, `${prompt} ${quoted(ctx.language, blanked)}`, term.base, distractors);
    if (question === null) return [];
    const score = KIND_WEIGHT[ctx.difficulty][term.kind] + 0.1 * term.weight + 0.12 * distractors.length;
    return [{ type: `blank:${term.kind}`, unit, answerKey: `${term.kind}:${term.key}`, question, score }];
  });

/** "X is Y." / "X ist Y." / "X, Y'dir." (X a short subject without pronouns, Y a few words). */
const DEFINITIONS: Record<ContentLanguage, RegExp> = {
  en: /^((?:(?:The|A|An)\s+)?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,6})\s+(is|are|was|were)\s+([^;:]+?)[.!]?["”’]?$/u,
  de: /^((?:(?:Der|Die|Das|Ein|Eine)\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s+(ist|sind|war|waren)\s+([^;:]+?)[.!]?["“]?$/u,
  tr: /^([^,;:]{3,60}),\s+([^;:]+?(?:dır|dir|dur|dür|tır|tir|tur|tür))[.!]?["”]?$/u,
};

export interface Definition {
  subject: string;
  copula: string;
  predicate: string;
}

export const findDefinition = (sentence: string, language: ContentLanguage): Definition | null => {
  const text = oneLine(sentence);
  const match = DEFINITIONS[language].exec(text);
  if (match === null) return null;
  const [subject, copula, predicate] =
    language === 'tr'
      ? [match[1] as string, '', match[2] as string]
      : [match[1] as string, match[2] as string, match[3] as string];
  const subjectWords = subject.split(/\s+/);
  const first = foldCase(subjectWords[0] as string);
  const determiners = new Set(['the', 'a', 'an', 'der', 'die', 'das', 'ein', 'eine']);
  const head = determiners.has(first) ? subjectWords.slice(1) : subjectWords;
  if (head.length === 0 || STOP_WORDS[language].has(foldCase(head[0] as string))) return null;
  const pronouns = /^(?:it|he|she|they|we|i|you|this|that|there|es|er|sie|wir|ich|du|bu|şu|o|ben|sen|biz|siz|onlar)$/u;
  if (subjectWords.some((word) => pronouns.test(foldCase(word)))) return null;
  if (language === 'tr' && subjectWords.length > 5) return null;
  const predicateWords = predicate.split(/\s+/).length;
  if (predicateWords < 2 || predicateWords > 22 || predicate.length > 150 || /^not\b|^nicht\b/u.test(predicate))
    return null;
  return { subject, copula, predicate: withoutFinalStop(predicate) };
};

const completionCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  const definition = definitions.get(unit);
  if (definition === undefined) return [];
  const subjectKey = optionKey(definition.subject);
  const others = [...definitions]
    .filter(([other, d]) => other !== unit && optionKey(d.subject) !== subjectKey)
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
  const score = KIND_WEIGHT[ctx.difficulty].completion + 0.12 * distractors.length;
  return [{ type: 'completion', unit, answerKey: `completion:${optionKey(definition.predicate)}`, question, score }];
};

/** Turkish "Bu tür yazılara deneme denir." → "Bu tür yazılara ne denir?" with "deneme" among comparable words. */
const denirCandidates = (ctx: Context, unit: Unit): Candidate[] => {
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
  const distractors = distinct(answer, wordDistractors(request(ctx, term, unit)), OPTIONS - 1, 'tr');
  const lead = match[1] as string;
  const firstWord = /^\p{L}+/u.exec(lead)?.[0] ?? '';
  const subject = isStop(firstWord) ? lead.charAt(0).toLocaleLowerCase('tr') + lead.slice(1) : lead;
  const question = makeQuestion(ctx, unit, `Metne göre ${subject} ne denir?`, answer, distractors);
  if (question === null) return [];
  return [{ type: 'denir', unit, answerKey: `word:${term.key}`, question, score: 1 + 0.12 * distractors.length }];
};

/** The real sentence among copies with one number or name swapped: each copy contradicts the text. */
const statementCandidates = (ctx: Context, unit: Unit): Candidate[] => {
  const sentence = oneLine(unit.text);
  if (sentence.length > 220 || unit.words < 6) return [];
  const known = ctx.lexicon.sentenceKeys;
  const variants: string[] = [];
  for (const term of unit.terms) {
    if (term.kind === 'word') continue;
    const swaps =
      term.kind === 'number'
        ? numberDistractors({ ...request(ctx, term, unit), limit: OPTIONS - 1 })
        : nameDistractors({ ...request(ctx, term, unit), limit: OPTIONS - 1 }, true);
    for (const swap of swaps) {
      const variant = oneLine(unit.text.slice(0, term.from) + swap + unit.text.slice(term.to));
      if (!known.has(optionKey(variant))) variants.push(variant);
    }
  }
  const ordered = variants
    .map((v) => ({ v, noise: ctx.random() }))
    .sort((a, b) => a.noise - b.noise)
    .map((e) => e.v);
  const distractors = distinct(sentence, ordered, OPTIONS - 1, ctx.language, false);
  const question = makeQuestion(ctx, unit, TEMPLATES[ctx.language].statement, sentence, distractors);
  if (question === null) return [];
  const score = KIND_WEIGHT[ctx.difficulty].statement + 0.12 * distractors.length;
  return [{ type: 'statement', unit, answerKey: `statement:${optionKey(sentence)}`, question, score }];
};

// ---------------------------------------------------------------------------------------------------------------
// Terms of the source: names, numbers and distinctive words, with the pools their distractors come from.

export interface Term {
  kind: 'name' | 'number' | 'word';
  /** As written in this sentence (without a Turkish case suffix after an apostrophe). */
  base: string;
  key: string;
  /** Offsets of `base` in the sentence. */
  from: number;
  to: number;
  /** 0..1: how distinctive (words) or how central (names) the term is in this source. */
  weight: number;
  /** The determiner just before it ("der", "einen", "a"), to keep German and English distractors grammatical. */
  article: string | null;
  /** The words around it ("p:attacked", "n:ordusu"): a name seen in the same place is of the same kind. */
  context: string[];
  /** Followed by an apostrophe suffix (Turkish "Samsun'a"). */
  suffixed: boolean;
}

export interface Unit {
  text: string;
  /** Offsets in the normalised source text. */
  start: number;
  end: number;
  passage: Passage;
  words: number;
  stems: Set<string>;
  terms: Term[];
  /** Folded words of the sentence. */
  keys: Set<string>;
}

interface NameEntry {
  surface: string;
  count: number;
  articles: Set<string>;
  /** Its most frequent determiner ("die Katze", "der Esel"): German gender and number. */
  articleCounts: Map<string, number>;
  contexts: Set<string>;
  units: Set<Unit>;
}
interface WordEntry {
  surface: string;
  count: number;
  units: Set<Unit>;
}

export interface Lexicon {
  units: Unit[];
  names: Map<string, NameEntry>;
  numbers: Map<string, number>;
  words: Map<string, WordEntry>;
  /** Every sentence of the source in option-key form: a swapped statement must not be one of them. */
  sentenceKeys: Set<string>;
  stemFrequency: Map<string, number>;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?/gu;
const DETERMINERS = new Set('a an the der die das den dem des ein eine einen einem einer eines'.split(' '));
const MIN_WORD_LENGTH = 5;
/** Small words inside English names: "United States of America", "Champ de Mars". */
const NAME_CONNECTORS = new Set(['of', 'de', 'du', 'la', 'von', 'van']);

/** Months and weekdays: a date's distractors are other months or days (false, since the text names its own). */
const CALENDAR: Record<ContentLanguage, string[][]> = {
  en: [
    'January February March April May June July August September October November December'.split(' '),
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '),
  ],
  de: [
    'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    'Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag'.split(' '),
  ],
  tr: [
    'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(' '),
    'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar'.split(' '),
  ],
};

interface Token {
  surface: string;
  base: string;
  from: number;
  to: number;
  suffixed: boolean;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(TOKEN)].map((match) => {
    const surface = match[0];
    const base = surface.split(/['’]/)[0] as string;
    const from = match.index;
    return { surface, base, from, to: from + base.length, suffixed: base.length < surface.length };
  });

const isStop = (word: string) => {
  const folded = foldCase(word);
  return STOP_WORDS.en.has(folded) || STOP_WORDS.de.has(folded) || STOP_WORDS.tr.has(folded);
};
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && !/^\p{Lu}$/u.test(word);
/** At the start of a sentence or clause, where any word is capitalised ("…: Ich", "»Während"). */
const isClauseStart = (text: string, from: number) => {
  const before = text.slice(0, from).trimEnd();
  return before === '' || /[.!?…:"'“”„‚«»(]$/u.test(before);
};
/** A whole number ("1919", "15"), or an English ordinal ("7th"); not part of "3.14" or "1,000". */
const isPlainNumber = (text: string, token: Token) =>
  /^(?:\d{1,7}|\d{1,4}(?:st|nd|rd|th))$/.test(token.base) &&
  !/\d[.,]$/.test(text.slice(0, token.from)) &&
  !/^[.,]\d/.test(text.slice(token.to));
const englishOrdinal = (value: number): string => {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
};
/** A sentence worth drawing terms from: it ends like a sentence (titles and bylines do not). */
const isProse = (unit: { text: string; words: number }) => unit.words >= 4 && /[.!?…]["'”’»«)]*$/u.test(unit.text);

const contextOf = (tokens: Token[], first: number, last: number, language: ContentLanguage): string[] => {
  const previous = tokens[first - 1];
  const next = tokens[last + 1];
  // German articles carry case and gender, so they are context there; elsewhere only content words are.
  const useful = (token: Token) =>
    !isStop(token.base) || (language === 'de' && DETERMINERS.has(foldCase(token.surface)));
  return [
    ...(previous !== undefined && useful(previous) ? [`p:${foldCase(previous.surface)}`] : []),
    ...(next !== undefined && useful(next) ? [`n:${foldCase(next.base)}`] : []),
  ];
};

const extractTerms = (unit: { text: string }, tokens: Token[], language: ContentLanguage, midCaps: Set<string>) => {
  const terms: Omit<Term, 'weight'>[] = [];
  const articleBefore = (index: number) => {
    const previous = tokens[index - 1];
    return previous !== undefined && DETERMINERS.has(foldCase(previous.surface)) ? foldCase(previous.surface) : null;
  };
  const startsName = (token: Token | undefined): boolean =>
    token !== undefined && isCapitalised(token.base) && !isStop(token.base);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    // Half of a hyphenated compound ("wrought-iron") is no term of its own.
    if (/[-‐]$/u.test(unit.text.slice(0, token.from)) || /^[-‐]\p{L}/u.test(unit.text.slice(token.to))) continue;
    const common = { article: articleBefore(i), context: contextOf(tokens, i, i, language), suffixed: token.suffixed };
    if (isPlainNumber(unit.text, token)) {
      terms.push({ kind: 'number', base: token.base, key: token.base, from: token.from, to: token.to, ...common });
      continue;
    }
    if (startsName(token)) {
      if (isClauseStart(unit.text, token.from) && !midCaps.has(foldCase(token.base))) continue;
      // English and Turkish names run over several words ("United States of America", "Mustafa Kemal").
      let last = i;
      const joined = (a: Token, b: Token) => /^\s$/u.test(unit.text.slice(a.to, b.from));
      while (language !== 'de' && !(tokens[last] as Token).suffixed) {
        const current = tokens[last] as Token;
        const next = tokens[last + 1];
        const afterNext = tokens[last + 2];
        if (next !== undefined && startsName(next) && joined(current, next)) last += 1;
        else if (
          language === 'en' &&
          next !== undefined &&
          NAME_CONNECTORS.has(next.surface) &&
          afterNext !== undefined &&
          startsName(afterNext) &&
          joined(current, next) &&
          joined(next, afterNext)
        )
          last += 2;
        else break;
      }
      const end = tokens[last] as Token;
      const base = oneLine(unit.text.slice(token.from, end.to));
      terms.push({
        kind: 'name',
        base,
        key: foldCase(base),
        from: token.from,
        to: end.to,
        ...common,
        context: contextOf(tokens, i, last, language),
        suffixed: end.suffixed,
      });
      i = last;
      continue;
    }
    if (/^\p{Ll}[\p{L}\p{M}]+$/u.test(token.base) && token.base.length >= MIN_WORD_LENGTH && !isStop(token.base))
      terms.push({
        kind: 'word',
        base: token.base,
        key: foldCase(token.base),
        from: token.from,
        to: token.to,
        ...common,
      });
  }
  // A term written twice in its sentence would give itself away.
  const seen = new Map<string, number>();
  for (const term of terms) seen.set(term.key, (seen.get(term.key) ?? 0) + 1);
  return terms.filter((term) => seen.get(term.key) === 1);
};

export const buildLexicon = (raw: Omit<Unit, 'terms' | 'keys'>[], language: ContentLanguage): Lexicon => {
  const tokenLists = raw.map((unit) => tokensOf(unit.text));
  const midCaps = new Set<string>();
  raw.forEach((unit, u) => {
    if (!isProse(unit)) return;
    for (const token of tokenLists[u] as Token[])
      if (isCapitalised(token.base) && !isClauseStart(unit.text, token.from)) midCaps.add(foldCase(token.base));
  });
  const lexicon: Lexicon = {
    units: [],
    names: new Map(),
    numbers: new Map(),
    words: new Map(),
    sentenceKeys: new Set(),
    stemFrequency: new Map(),
  };
  const drafts = raw.map((unit, u) => {
    const tokens = tokenLists[u] as Token[];
    const full: Unit = {
      ...unit,
      terms: [],
      keys: new Set(tokens.flatMap((t) => [foldCase(t.base), foldCase(t.surface)])),
    };
    lexicon.units.push(full);
    lexicon.sentenceKeys.add(optionKey(oneLine(unit.text)));
    for (const stem of unit.stems) lexicon.stemFrequency.set(stem, (lexicon.stemFrequency.get(stem) ?? 0) + 1);
    return { full, terms: isProse(unit) ? extractTerms(unit, tokens, language, midCaps) : [] };
  });
  for (const { full, terms } of drafts)
    for (const term of terms) {
      if (term.kind === 'number') lexicon.numbers.set(term.key, parseInt(term.base, 10));
      else if (term.kind === 'name') {
        const entry = lexicon.names.get(term.key) ?? {
          surface: term.base,
          count: 0,
          articles: new Set<string>(),
          articleCounts: new Map<string, number>(),
          contexts: new Set<string>(),
          units: new Set<Unit>(),
        };
        entry.count += 1;
        if (term.article !== null) {
          entry.articles.add(term.article);
          entry.articleCounts.set(term.article, (entry.articleCounts.get(term.article) ?? 0) + 1);
        }
        for (const context of term.context) entry.contexts.add(context);
        entry.units.add(full);
        lexicon.names.set(term.key, entry);
      } else {
        const entry = lexicon.words.get(term.key) ?? { surface: term.base, count: 0, units: new Set<Unit>() };
        entry.count += 1;
        entry.units.add(full);
        lexicon.words.set(term.key, entry);
      }
    }
  const n = Math.max(1, raw.length);
  const tfidf = (entry: WordEntry) =>
    (1 + Math.log(entry.count)) * Math.log(1 + n / entry.units.size) * Math.min(1, entry.surface.length / 9);
  const top = Math.max(1e-9, ...[...lexicon.words.values()].map(tfidf));
  for (const { full, terms } of drafts) {
    const weighted = terms.map((term): Term => {
      if (term.kind === 'word') return { ...term, weight: tfidf(lexicon.words.get(term.key) as WordEntry) / top };
      if (term.kind === 'name') return { ...term, weight: Math.min(1, (lexicon.names.get(term.key)?.count ?? 1) / 4) };
      return { ...term, weight: 0.6 };
    });
    // The two most distinctive words of a sentence are enough candidates for it.
    const words = weighted
      .filter((t) => t.kind === 'word')
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 2);
    full.terms = weighted.filter((t) => t.kind !== 'word' || words.includes(t));
  }
  return lexicon;
};

// ---------------------------------------------------------------------------------------------------------------
// Distractors: terms of the answer's kind, never the answer in another spelling.

const levenshtein = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] as number;
};

/** Two options that a reader could take for the same answer: a spelling variant, an inflection, a longer form. */
export const nearDuplicates = (a: string, b: string, language: ContentLanguage): boolean => {
  const [x, y] = [optionKey(a), optionKey(b)];
  if (x === y) return true;
  if (!/\p{L}/u.test(x) || !/\p{L}/u.test(y)) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 4 && long.startsWith(short)) return true;
  const [sa, sb] = [contentTerms(a, language), contentTerms(b, language)];
  if (sa[0] !== undefined && sa[0] === sb[0] && (sa.length > 1 || sb.length > 1 || a.split(/\s+/).length === 1))
    return true;
  return short.length >= 5 && levenshtein(x, y) <= 1;
};

/** Keep the candidates that differ from the answer and from each other (exactly, or also as near duplicates). */
const distinct = (answer: string, candidates: string[], limit: number, language: ContentLanguage, strict = true) => {
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (optionKey(candidate) === '') continue;
    const clash = (other: string) =>
      strict ? nearDuplicates(candidate, other, language) : optionKey(candidate) === optionKey(other);
    if (clash(answer) || kept.some(clash)) continue;
    kept.push(candidate);
    if (kept.length === limit) break;
  }
  return kept;
};

/** Order a pool by difficulty: hard takes the closest, easy the least similar, medium a mix. */
const rankByDifficulty = <T>(pool: { item: T; similarity: number }[], difficulty: Difficulty, random: Random): T[] =>
  pool
    .map((entry) => {
      const noise = random();
      const score =
        difficulty === 'hard'
          ? entry.similarity + 0.3 * noise
          : difficulty === 'medium'
            ? entry.similarity + 1.5 * noise
            : -0.5 * entry.similarity + noise;
      return { item: entry.item, score };
    })
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.item);

const dominantArticle = (entry: NameEntry): string | null =>
  [...entry.articleCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;

const closeness = (a: string, b: string) => 1 - Math.abs(a.length - b.length) / Math.max(a.length, b.length);
const containsKey = (unit: Unit, key: string) => key.split(/\s+/).every((word) => unit.keys.has(word));

interface DistractorRequest {
  lexicon: Lexicon;
  term: Term;
  unit: Unit;
  difficulty: Difficulty;
  random: Random;
  language: ContentLanguage;
  limit: number;
}

/** Other months or weekdays for a month or a weekday; null when the term is neither. */
const calendarDistractors = ({ term, unit, difficulty, random, language, limit }: DistractorRequest) => {
  const folded = term.base.toLocaleLowerCase(language);
  const list = CALENDAR[language].find((names) => names.some((name) => name.toLocaleLowerCase(language) === folded));
  if (list === undefined) return null;
  const at = list.findIndex((name) => name.toLocaleLowerCase(language) === folded);
  const pool = list
    .map((name, index) => ({ name, index }))
    .filter(({ name, index }) => index !== at && !unit.keys.has(foldCase(name)));
  return rankByDifficulty(
    pool.map(({ name, index }) => {
      const distance = Math.min(Math.abs(index - at), list.length - Math.abs(index - at));
      return { item: name, similarity: 1 / distance };
    }),
    difficulty,
    random,
  ).slice(0, limit);
};

/**
 * Other names of the source, preferably seen in the same place (same article, same neighbouring word). For a swapped
 * statement only recurring names seen in the same place and never mentioned alongside this sentence's facts, so
 * that the swapped sentence is false by what the text says.
 */
const nameDistractors = (request: DistractorRequest, forStatement = false): string[] => {
  const { lexicon, term, unit, difficulty, random, language, limit } = request;
  const calendar = calendarDistractors(request);
  if (calendar !== null) return calendar;
  if (forStatement && term.suffixed) return [];
  const rare = (stem: string) => (lexicon.stemFrequency.get(stem) ?? 0) <= Math.max(2, lexicon.units.length * 0.4);
  const nearby = new Set([
    ...contentTerms(term.base, language),
    ...term.context.flatMap((context) => contentTerms(context.slice(2), language)),
  ]);
  const facts = [...unit.stems].filter((stem) => !nearby.has(stem) && rare(stem));
  const sharesContext = (entry: NameEntry) => term.context.some((context) => entry.contexts.has(context));
  let pool = [...lexicon.names].filter(
    ([key]) => key !== term.key && !key.includes(term.key) && !term.key.includes(key) && !containsKey(unit, key),
  );
  if (forStatement)
    pool = pool.filter(
      ([, entry]) =>
        entry.count >= (language === 'de' ? 3 : 2) &&
        sharesContext(entry) &&
        ![...entry.units].some((other) => other !== unit && facts.some((stem) => other.stems.has(stem))),
    );
  if (term.article !== null && language !== 'tr') {
    const compatible = pool.filter(([, entry]) => entry.articles.has(term.article as string));
    if (forStatement || compatible.length >= Math.min(limit, 2)) pool = compatible;
  }
  if (forStatement && language === 'de') {
    // German nouns only swap with nouns of the same gender and number: the same usual article, not the ambiguous "die".
    const own = lexicon.names.get(term.key);
    const usual = own === undefined ? null : dominantArticle(own);
    pool = pool.filter(([, entry]) => term.article !== 'die' && usual !== null && dominantArticle(entry) === usual);
  }
  const words = term.base.split(/\s+/).length;
  return rankByDifficulty(
    pool.map(([, entry]) => ({
      item: entry.surface,
      similarity:
        closeness(entry.surface, term.base) +
        (entry.surface.split(/\s+/).length === words ? 1 : 0) +
        (sharesContext(entry) ? 1 : 0) +
        (foldCase(entry.surface[0] ?? '') === foldCase(term.base[0] ?? '') ? 0.5 : 0),
    })),
    difficulty,
    random,
  ).slice(0, limit);
};

/** Other numbers of the same kind in the source, then plausible nearby values (years stay years). */
const numberDistractors = ({ lexicon, term, unit, difficulty, random, limit }: DistractorRequest): string[] => {
  const value = parseInt(term.base, 10);
  const format = (v: number) => (/\D$/.test(term.base) ? englishOrdinal(v) : String(v));
  const isYear = (v: number) => v >= 1000 && v <= 2100;
  const digits = String(value).length;
  const fits = (v: number) => v > 0 && v !== value && !unit.keys.has(format(v)) && isYear(v) === isYear(value);
  const fromText = [...lexicon.numbers.values()].filter((v) => fits(v) && Math.abs(String(v).length - digits) <= 1);
  const step = value >= 100 && !isYear(value) ? 10 ** (digits - 1) / (difficulty === 'hard' ? 2 : 1) : 1;
  const offsets =
    difficulty === 'hard'
      ? [1, -1, 2, -2, 3, 4, -3, 5]
      : difficulty === 'medium'
        ? [2, -3, 5, 3, -2, 7, -5, 10]
        : [10, -10, 20, 5, -20, 30, 50, -5];
  const synthetic = offsets.map((k) => value + k * step).filter(fits);
  const textual = rankByDifficulty(
    fromText.map((v) => ({ item: v, similarity: 1 / (1 + Math.abs(v - value)) })),
    difficulty,
    random,
  );
  const ordered =
    difficulty === 'hard'
      ? [...synthetic.slice(0, 2), ...textual, ...synthetic]
      : [...textual.slice(0, 2), ...synthetic, ...textual];
  return [...new Set(ordered)].slice(0, limit).map(format);
};

/** Other distinctive words of the source with the same ending (same part of speech or case) and a similar length. */
const wordDistractors = ({ lexicon, term, unit, difficulty, random, language, limit }: DistractorRequest): string[] => {
  const stem = contentTerms(term.base, language)[0];
  const prefix = language === 'tr' ? 4 : 5;
  const pool = [...lexicon.words]
    .filter(
      ([key, entry]) => key !== term.key && !unit.keys.has(key) && contentTerms(entry.surface, language)[0] !== stem,
    )
    .filter(([key]) => key.slice(0, prefix) !== term.key.slice(0, prefix));
  const ending = (word: string, n: number) => word.slice(-n);
  const sameEnding = pool.filter(([key]) => ending(key, 2) === ending(term.key, 2));
  const chosen = sameEnding.length >= limit ? sameEnding : pool;
  return rankByDifficulty(
    chosen.map(([key, entry]) => ({
      item: entry.surface,
      similarity:
        (ending(key, 2) === ending(term.key, 2) ? 1.5 : 0) +
        (ending(key, 3) === ending(term.key, 3) ? 0.5 : 0) +
        closeness(key, term.key) +
        (key[0] === term.key[0] ? 0.4 : 0),
    })),
    difficulty,
    random,
  ).slice(0, limit);
};

// ---------------------------------------------------------------------------------------------------------------
// Choosing and keeping questions.

/** A sentence a question can be made of: a whole sentence, neither too short to give context nor too long to read. */
const isUsable = (unit: Unit, difficulty: Difficulty): boolean =>
  unit.words >= (/\sdenir[.!]?$/u.test(unit.text) ? 4 : 6) &&
  unit.words <= (difficulty === 'hard' ? 60 : 45) &&
  unit.text.length <= 360 &&
  /[.!…]["'”’»)]*$/u.test(unit.text) &&
  !/^[\p{Ll}]/u.test(unit.text);

const collectUnits = (passages: readonly Passage[], language: ContentLanguage): Omit<Unit, 'terms' | 'keys'>[] =>
  passages.flatMap((passage) =>
    splitSentences(passage.text, language).map((sentence) => ({
      text: sentence.text,
      start: passage.start + sentence.start,
      end: passage.start + sentence.end,
      passage,
      words: sentence.text.split(/\s+/).length,
      stems: new Set(contentTerms(sentence.text, language)),
    })),
  );

/** Greedy pick: best score first, with a penalty for kinds, passages and sentences already used. */
const pick = (candidates: Candidate[], count: number): Candidate[] => {
  const chosen: Candidate[] = [];
  const typeCount = new Map<QuestionType, number>();
  const passageCount = new Map<number, number>();
  const usedUnits = new Set<Unit>();
  const usedAnswers = new Set<string>();
  const usedTexts = new Set<string>();
  const unitUses = new Map<Unit, QuestionType[]>();
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
        const score =
          candidate.score -
          (0.8 * (typeCount.get(candidate.type) ?? 0)) / Math.max(1, chosen.length) -
          0.12 * (passageCount.get(candidate.unit.passage.index) ?? 0);
        if (score > bestScore) {
          best = candidate;
          bestScore = score;
        }
      }
      if (best === null) break;
      chosen.push(best);
      usedUnits.add(best.unit);
      unitUses.set(best.unit, [...(unitUses.get(best.unit) ?? []), best.type]);
      usedAnswers.add(best.answerKey);
      usedTexts.add(best.question.text);
      typeCount.set(best.type, (typeCount.get(best.type) ?? 0) + 1);
      passageCount.set(best.unit.passage.index, (passageCount.get(best.unit.passage.index) ?? 0) + 1);
    }
  }
  return chosen;
};

const isKept = (question: GeneratedQuestion, unit: Unit): boolean =>
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
  const notes: string[] = [];
  if (questions.length < requested)
    notes.push(`Only ${questions.length} of ${requested} questions could be made from this text.`);
  if (request.targetLanguage !== request.sourceLanguage)
    notes.push(
      `The offline generator cannot translate: the questions are in ${LANGUAGE_NAMES[language]}, the language of the source, not in ${LANGUAGE_NAMES[request.targetLanguage]}.`,
    );
  return { questions, notes, generator: 'local', model: null, promptVersion: LOCAL_PROMPT_VERSION };
};

export const createLocalQuestionGenerator = (): QuestionGenerator => ({
  name: 'local',
  model: null,
  generate: generateLocally,
  test: async () => ({ ok: true, detail: 'The offline generator is ready.' }),
});
