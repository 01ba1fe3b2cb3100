/**
 * Terms of the source for the offline question generator: the names, numbers and distinctive words of a sentence,
 * found by tokenising it. A term is what a blank question leaves out and what its distractors are drawn from.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { STOP_WORDS, foldCase } from '../../../domain/content/language';

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?/gu;
export const DETERMINERS = new Set('a an the der die das den dem des ein eine einen einem einer eines'.split(' '));
const MIN_WORD_LENGTH = 5;
/** Small words inside English names: "United States of America", "Champ de Mars". */
const NAME_CONNECTORS = new Set(['of', 'de', 'du', 'la', 'von', 'van']);

export interface Token {
  surface: string;
  base: string;
  from: number;
  to: number;
  suffixed: boolean;
}

export const tokensOf = (text: string): Token[] =>
  [...text.matchAll(TOKEN)].map((match) => {
    const surface = match[0];
    const base = surface.split(/['’]/)[0] as string;
    const from = match.index;
    return { surface, base, from, to: from + base.length, suffixed: base.length < surface.length };
  });

export const isStop = (word: string) => {
  const folded = foldCase(word);
  return STOP_WORDS.en.has(folded) || STOP_WORDS.de.has(folded) || STOP_WORDS.tr.has(folded);
};
export const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && !/^\p{Lu}$/u.test(word);
/** At the start of a sentence or clause, where any word is capitalised ("…: Ich", "»Während"). */
export const isClauseStart = (text: string, from: number) => {
  const before = text.slice(0, from).trimEnd();
  return before === '' || /[.!?…:"'“”„‚«»(]$/u.test(before);
};
/** A whole number ("1919", "15"), or an English ordinal ("7th"); not part of "3.14", "1,000" or "22:00". */
const isPlainNumber = (text: string, token: Token) =>
  /^(?:\d{1,7}|\d{1,4}(?:st|nd|rd|th))$/.test(token.base) &&
  !/\d[.,:]$/.test(text.slice(0, token.from)) &&
  !/^[.,:]\d/.test(text.slice(token.to));
export const englishOrdinal = (value: number): string => {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
};
/** A sentence worth drawing terms from: it ends like a sentence (titles and bylines do not). */
export const isProse = (unit: { text: string; words: number }) =>
  unit.words >= 4 && /[.!?…]["'”’»«)]*$/u.test(unit.text);

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

export const extractTerms = (
  unit: { text: string },
  tokens: Token[],
  language: ContentLanguage,
  midCaps: Set<string>,
) => {
  const terms: Omit<Term, 'weight'>[] = [];
  const articleBefore = (index: number) => {
    const previous = tokens[index - 1];
    if (previous !== undefined && DETERMINERS.has(foldCase(previous.surface))) return foldCase(previous.surface);
    // German: one inflected adjective may stand between ("dem kommenden Monat", "die alte Gasheizung").
    const before = tokens[index - 2];
    return language === 'de' &&
      previous !== undefined &&
      before !== undefined &&
      /^\p{Ll}+(?:e|en|er|es|em)$/u.test(previous.surface) &&
      DETERMINERS.has(foldCase(before.surface))
      ? foldCase(before.surface)
      : null;
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
      // A run in quotation marks is the title of a work or a label (“Bulutları Toplayan Kız” adlı oyun, „Eco-Modus“),
      // no person or place: its first word read as a clause's start, the rest gave "Toplayan Kız" as a person.
      if (/[“"„«]$/u.test(unit.text.slice(0, token.from))) {
        const joined = () => /^\s$/u.test(unit.text.slice((tokens[i] as Token).to, (tokens[i + 1] as Token).from));
        while (startsName(tokens[i + 1]) && joined()) i += 1;
        continue;
      }
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
      // A Turkish institution names two fields joined by "ve" ("Bilecik İl Tarım ve Orman Müdürlüğü"): the name runs
      // on to its head, a noun with a possessive ("-lüğü", "-lığı", "-si"). Two blind readers of local-34 failed
      // "Bilecik İl Tarım" asked alone, among people.
      if (language === 'tr' && !(tokens[last] as Token).suffixed && tokens[last + 1]?.surface === 've') {
        let k = last + 2;
        while (startsName(tokens[k]) && !(tokens[k] as Token).suffixed && startsName(tokens[k + 1])) k += 1;
        if (startsName(tokens[k]) && /\p{L}{2,}(?:l[ıiuü][kğ][ıiuü]|s[ıiuü])$/u.test((tokens[k] as Token).base))
          last = k;
      }
      const end = tokens[last] as Token;
      // Turkish: a title before a name ("Festival Direktörü Murat Aydın", "Belediye Başkanı Ayşe Demir") is no part
      // of it: the name (two words at least) starts after the last word with a possessive ending ("Göreme Milli
      // Parkı" is one name: "Milli" is an adjective in -li).
      if (language === 'tr' && last > i) {
        let first = i;
        for (let k = i; k < last - 1; k += 1) {
          const word = (tokens[k] as Token).base;
          if (/\p{L}{3,}(?:s[ıiuü]|[^aeıioöuül][ıiuü])$/u.test(word)) first = k + 1;
        }
        if (first > i) {
          i = first - 1;
          continue;
        }
      }
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
