/**
 * Distractors for the offline question generator: terms of the answer's kind, never the answer in another spelling.
 */
import type { ContentLanguage, Difficulty } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';
import { optionKey } from '../../../domain/content/question-validation';
import { contentTerms } from '../../../domain/content/strategies';
import type { Lexicon, NameEntry, Unit } from './lexicon';
import type { Random } from './selection';
import { englishOrdinal, type Term } from './terms';

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
export const distinct = (
  answer: string,
  candidates: string[],
  limit: number,
  language: ContentLanguage,
  strict = true,
) => {
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

export interface DistractorRequest {
  lexicon: Lexicon;
  term: Term;
  unit: Unit;
  difficulty: Difficulty;
  random: Random;
  language: ContentLanguage;
  limit: number;
}

/** A month or a weekday of the language ("pazartesi", "März"). */
export const isCalendarWord = (word: string, language: ContentLanguage): boolean => {
  const folded = word.toLocaleLowerCase(language);
  return CALENDAR[language].some((names) => names.some((name) => name.toLocaleLowerCase(language) === folded));
};

/** Other months or weekdays for a month or a weekday; null when the term is neither. */
const calendarDistractors = ({ term, unit, difficulty, random, language, limit }: DistractorRequest) => {
  const folded = term.base.toLocaleLowerCase(language);
  const list = CALENDAR[language].find((names) => names.some((name) => name.toLocaleLowerCase(language) === folded));
  if (list === undefined) return null;
  const at = list.findIndex((name) => name.toLocaleLowerCase(language) === folded);
  const pool = list
    .map((name, index) => ({ name, index }))
    .filter(({ name, index }) => index !== at && !unit.keys.has(foldCase(name)));
  return (
    rankByDifficulty(
      pool.map(({ name, index }) => {
        const distance = Math.min(Math.abs(index - at), list.length - Math.abs(index - at));
        return { item: name, similarity: 1 / distance };
      }),
      difficulty,
      random,
    )
      .slice(0, limit)
      // Written as the answer is: Turkish names days and months in lower case in running text ("pazartesi günü").
      .map((name) => (/^\p{Ll}/u.test(term.base) ? name.toLocaleLowerCase(language) : name))
  );
};

/**
 * Other names of the source, preferably seen in the same place (same article, same neighbouring word). For a swapped
 * statement only recurring names seen in the same place and never mentioned alongside this sentence's facts, so
 * that the swapped sentence is false by what the text says.
 */
export const nameDistractors = (request: DistractorRequest, forStatement = false): string[] => {
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
export const numberDistractors = ({ lexicon, term, unit, difficulty, random, limit }: DistractorRequest): string[] => {
  const value = parseInt(term.base, 10);
  const format = (v: number) => (/\D$/.test(term.base) ? englishOrdinal(v) : String(v));
  const isYear = (v: number) => v >= 1000 && v <= 2100;
  const digits = String(value).length;
  // A round answer ("1500", "200") gets round distractors: "1502" beside "about 1500" gives the answer away.
  const zeros = (v: number) => /0*$/u.exec(String(v))?.[0].length ?? 0;
  const round = zeros(value) >= 2 ? 10 ** (zeros(value) - 1) : 1;
  const fits = (v: number) =>
    v > 0 && v !== value && !unit.keys.has(format(v)) && isYear(v) === isYear(value) && v % round === 0;
  const fromText = [...lexicon.numbers.values()].filter((v) => fits(v) && Math.abs(String(v).length - digits) <= 1);
  const step = Math.max(
    round,
    value >= 100 && !isYear(value) ? 10 ** (digits - 1) / (difficulty === 'hard' ? 2 : 1) : 1,
  );
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
export const wordDistractors = (request: DistractorRequest): string[] => {
  const { lexicon, term, unit, difficulty, random, language, limit } = request;
  // A month or a weekday Turkish writes in lower case ("pazartesi"): other months or weekdays.
  const calendar = language === 'tr' ? calendarDistractors(request) : null;
  if (calendar !== null) return calendar;
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
