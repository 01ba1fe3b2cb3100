/**
 * What makes the offline generator's questions ones a teacher keeps: explanations that say why (the source sentence
 * and the context that defines or surrounds its answer), distractors of the answer's grammatical form, the difficulty
 * label measured rather than assumed, and the rubric proxies (domain/content/rubric.ts) as the last filter.
 */
import type { ContentLanguage, Difficulty, GeneratedQuestion } from '../../../domain/content/content.types';
import {
  difficultyFor,
  distractorsProxy,
  explainsProxy,
  isLightWord,
  meaningfulProxy,
  measuredDifficulty,
  oneAnswerProxy,
  wellFormedProxy,
  wordForm,
} from '../../../domain/content/rubric';
import { wordClassOf } from '../../../domain/content/word-classes';
import type { Lexicon, Unit } from './lexicon';
import { oneLine } from './terms';

/**
 * The explanation: the answer and the sentence of the text that states it, given as the reason. Nothing is added:
 * blind readers failed nearly every added sentence of the passage as irrelevant, and some gave another question's
 * answer away. A sentence that opens with its own quotation mark is not quoted twice ("„„Wir …“").
 */
const EXPLAIN: Record<ContentLanguage, (answer: string, sentence: string) => string> = {
  en: (answer, sentence) => `“${answer}” is right because the text says: ${quote(sentence, '“', '”')}`,
  de: (answer, sentence) => `„${answer}“ ist richtig, denn im Text steht: ${quote(sentence, '„', '“')}`,
  tr: (answer, sentence) => `Doğru cevap “${answer}”, çünkü metinde şöyle yazıyor: ${quote(sentence, '“', '”')}`,
};

const quote = (sentence: string, open: string, close: string) =>
  /^["„“”«»]/u.test(sentence) ? sentence : `${open}${sentence}${close}`;

/** "X is right because the text says: …". */
export const explanationFor = (language: ContentLanguage, unit: Unit, answer: string): string =>
  EXPLAIN[language](answer, oneLine(unit.text));

/**
 * A true/false statement's: "True. The text says: …", not "“True” is right because …" („„Richtig“ ist richtig“ and
 * "Doğru cevap “Doğru”" read awkwardly). `verdict` is the language's word for true or false.
 */
const EXPLAIN_TRUTH: Record<ContentLanguage, (verdict: string, sentence: string) => string> = {
  en: (verdict, sentence) => `${verdict}. The text says: ${quote(sentence, '“', '”')}`,
  de: (verdict, sentence) => `${verdict}. Im Text steht: ${quote(sentence, '„', '“')}`,
  tr: (verdict, sentence) => `${verdict}. Metinde şöyle yazıyor: ${quote(sentence, '“', '”')}`,
};
export const truthExplanationFor = (language: ContentLanguage, unit: Unit, verdict: string): string =>
  EXPLAIN_TRUTH[language](verdict, oneLine(unit.text));

const DETERMINED =
  /(?:^|[^\p{L}])(?:the|a|an|his|her|its|their|our|your|der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|im|am|vom|zum|zur|beim)\s+(\p{L}+)/giu;
const determinedCache = new WeakMap<Lexicon, Set<string>>();
/** The words of the source seen right after a determiner (nouns, and adjectives before them). */
const determinedWords = (lexicon: Lexicon): Set<string> => {
  const cached = determinedCache.get(lexicon);
  if (cached !== undefined) return cached;
  const words = new Set<string>();
  for (const unit of lexicon.units)
    for (const match of unit.text.matchAll(DETERMINED)) words.add((match[1] as string).toLocaleLowerCase());
  determinedCache.set(lexicon, words);
  return words;
};

const NOUN_BEFORE: Record<'en' | 'de', Set<string>> = {
  en: new Set(
    'the a an his her its their our your this these those of in on for with from by at into about'.split(' '),
  ),
  de: new Set('der die das den dem des ein eine einen einem einer eines im am vom zum zur beim'.split(' ')),
};
const VERB_BEFORE: Record<'en' | 'de', Set<string>> = {
  en: new Set(
    'to it they he she we you i which who that can will must should may might would could does do did not also often'.split(
      ' ',
    ),
  ),
  de: new Set('er sie es wir ich du man kann muss soll will wird werden hat haben ist sind nicht zu'.split(' ')),
};
const classCache = new WeakMap<Lexicon, Map<string, 'noun' | 'verb'>>();
/**
 * What the source shows a lowercase word to be: a noun or adjective (after a determiner or preposition) or a verb
 * (after a pronoun, "to", a modal or an auxiliary), by the majority of its occurrences; unknown when neither.
 */
const wordClasses = (lexicon: Lexicon, language: 'en' | 'de'): Map<string, 'noun' | 'verb'> => {
  const cached = classCache.get(lexicon);
  if (cached !== undefined) return cached;
  const votes = new Map<string, number>();
  for (const unit of lexicon.units) {
    const words = unit.text.toLocaleLowerCase(language).match(/[\p{L}\p{M}]+/gu) ?? [];
    for (let i = 1; i < words.length; i += 1) {
      const [before, word] = [words[i - 1] as string, words[i] as string];
      const vote = NOUN_BEFORE[language].has(before) ? 1 : VERB_BEFORE[language].has(before) ? -1 : 0;
      if (vote !== 0) votes.set(word, (votes.get(word) ?? 0) + vote);
    }
  }
  const classes = new Map<string, 'noun' | 'verb'>();
  for (const [word, vote] of votes) if (vote !== 0) classes.set(word, vote > 0 ? 'noun' : 'verb');
  classCache.set(lexicon, classes);
  return classes;
};

/**
 * Keep the candidates of the answer's one-word form (German nouns stay nouns, Turkish cases stay cases, English
 * inflections match) and, in English and German, the same use: a word the source puts after a determiner only with
 * another such word. Never a small or light word ("because", "danach").
 */
export const ofAnswerForm = (
  answer: string,
  candidates: string[],
  language: ContentLanguage,
  lexicon?: Lexicon,
  /** Turkish: also the same last three letters (a blank in a sentence must take the answer's case and person). */
  strictEnding = true,
): string[] => {
  if (/\s/u.test(answer.trim()) || /^\d/u.test(answer)) return candidates;
  const form = wordForm(answer, language);
  const determined = lexicon === undefined || language === 'tr' ? null : determinedWords(lexicon);
  const ending = turkishEnding(answer);
  const classes = lexicon === undefined || language === 'tr' ? null : wordClasses(lexicon, language);
  const classOf = (word: string) =>
    /^\p{Lu}/u.test(word) ? 'name' : (classes?.get(word.toLocaleLowerCase(language)) ?? 'unknown');
  const answerClass = classOf(answer);
  const use = (word: string) => determined?.has(word.toLocaleLowerCase()) ?? true;
  // The word-class lexicon (domain/content/word-classes.ts): a one-word distractor is of the answer's class and form
  // as the lexicon (or, failing it, the source) shows them; a word neither can place is never offered.
  const lexical = (word: string): string | null => {
    const known = wordClassOf(word, language);
    if (known !== null) return known;
    if (language === 'de' && /^\p{Lu}/u.test(word) && lexicon !== undefined) {
      const fromSource = germanNounClass(word, lexicon);
      if (fromSource === 'pl') return word.endsWith('n') ? 'noun:pl-n' : 'noun:pl';
      return fromSource === 'm' || fromSource === 'f' || fromSource === 'n' ? `noun:${fromSource}` : null;
    }
    if (language === 'en' && /^\p{Lu}/u.test(word)) return 'name';
    return null;
  };
  const answerLexical = lexical(answer);
  return candidates.filter(
    (candidate) =>
      /\s/u.test(candidate.trim()) ||
      (answerLexical !== null &&
        lexical(candidate) === answerLexical &&
        wordForm(candidate, language) === form &&
        !isLightWord(candidate) &&
        use(candidate) === use(answer) &&
        (language !== 'tr' || !strictEnding || turkishEnding(candidate) === ending) &&
        (classes === null || answerClass === 'unknown' || classOf(candidate) === answerClass)),
  );
};

const FEMININE = /(?:ung|heit|keit|schaft|ion|tät|ik|ei|in)$/u;
/**
 * A German noun's gender and number as the source shows them: its usual article ("der" masculine, "das" neuter,
 * "eine"/"einer" feminine; "die" feminine for a feminine ending, plural for -en/-er/-n/-s, undecided for -e), or
 * null when the source never puts an article before it. A distractor must have the answer's.
 */
const germanNounClass = (word: string, lexicon: Lexicon): string | null => {
  if (!/^\p{Lu}/u.test(word)) return null;
  const entry = lexicon.names.get(word.toLocaleLowerCase('de'));
  if (entry === undefined) return null;
  const article = [...entry.articleCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const folded = word.toLocaleLowerCase('de');
  switch (article) {
    case 'das':
      return 'n';
    case 'der':
    case 'den':
    case 'ein':
    case 'einen':
      return 'm';
    case 'eine':
    case 'einer':
      return 'f';
    case 'dem':
    case 'einem':
    case 'des':
    case 'eines':
      return 'mn';
    case 'die':
      return FEMININE.test(folded) ? 'f' : /(?:en|er|n|s)$/u.test(folded) ? 'pl' : /e$/u.test(folded) ? 'die-e' : 'f';
    default:
      return null;
  }
};

/**
 * A Turkish word's last three letters with vowel harmony and consonant alternation folded ("sunucuda" and
 * "ortamında" end alike, "yükleme" and "dosyaya" do not): Turkish carries case, number and person in its endings.
 */
/** Turkish case endings that leave no doubt about the slot (with the buffer letters they take after a vowel). */
const TURKISH_CASES: [string, RegExp][] = [
  ['ablative', /[dt][ae]n$/u],
  ['copula', /[dt][ıiuü]r$/u],
  ['instrumental', /(?:[aeıioöuü]yl[ae]|[^aeıioöuü]l[ae])$/u],
  ['genitive', /(?:[aeıioöuü]n[ıiuü]n|[^aeıioöuü][ıiuü]n)$/u],
];

const turkishEnding = (word: string): string => {
  const folded = word.toLocaleLowerCase('tr');
  // A clear case ending with the same plural and possessive marking is the same slot whatever the stem's last
  // letters ("masasının" and "fiyatlarının" both fit "imza _____ önünde"; "sunucuda" and "ortamında" do not).
  const kind = folded.length >= 6 ? TURKISH_CASES.find(([, pattern]) => pattern.test(folded))?.[0] : undefined;
  if (kind === 'copula') {
    // What the copula follows: a place ("kuşağındadır"), an infinitive ("yapmaktır"), an adjective in -li
    // ("tehlikelidir") or a noun ("sarsıntıdır"): only the same fits the blank.
    const before = folded.replace(/[dt][ıiuü]r$/u, '');
    const shape = /[dt][ae]$/u.test(before)
      ? 'place'
      : /m[ae]k$/u.test(before)
        ? 'infinitive'
        : /l[ıiuü]$|s[ıiuü]z$/u.test(before)
          ? 'adjective'
          : 'noun';
    return `copula:${shape}:${/l[ae]r/u.test(before.slice(-6)) ? 'pl' : 'sg'}`;
  }
  if (kind !== undefined) {
    const plural = /l[ae]r/u.test(folded.slice(-8)) ? 'pl' : 'sg';
    const possessive = /(?:[ıiuü]|s[ıiuü])n(?:[dt][ae]n?|[ıiuü]n|l[ae])$|[ıiuü]m[ıiuü]z\p{L}*$/u.test(folded)
      ? 'poss'
      : '';
    return `${kind}:${plural}:${possessive}`;
  }
  return folded
    .slice(-3)
    .replace(/[ıiuü]/gu, 'I')
    .replace(/[ae]/gu, 'A')
    .replace(/[oö]/gu, 'O')
    .replace(/[ğk]/gu, 'K')
    .replace(/[td]/gu, 'D')
    .replace(/[çc]/gu, 'C')
    .replace(/[pb]/gu, 'B');
};

/** The measured difficulty band, and how far it is from the one asked for (0, 1 or 2 steps). */
export const difficultyOf = (question: GeneratedQuestion, source: string, requested: Difficulty) => {
  const band = difficultyFor(measuredDifficulty(question, source));
  const steps = ['easy', 'medium', 'hard'];
  return { band, distance: Math.abs(steps.indexOf(band) - steps.indexOf(requested)) };
};

/** Every per-question rubric proxy but answerable (checked against the passage before) and the label (measured). */
export const passesRubric = (question: GeneratedQuestion, source: string, language: ContentLanguage): boolean =>
  meaningfulProxy(question) &&
  distractorsProxy(question, language) &&
  wellFormedProxy(question) &&
  explainsProxy(question) &&
  oneAnswerProxy(question, source);
