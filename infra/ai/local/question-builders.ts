/**
 * The question builders of the offline generator, each turning one sentence (unit) into scored candidates, with
 * their English, Turkish and German templates: blank (key term or number), completion, denir and true statement.
 */
import type { ContentLanguage, Difficulty, GeneratedQuestion } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';
import { optionKey, optionKind } from '../../../domain/content/question-validation';
import { takesAn } from '../../../domain/content/rubric';
import type { Definition } from './definitions';
import {
  distinct,
  isCalendarWord,
  nameDistractors,
  numberDistractors,
  wordDistractors,
  type DistractorRequest,
} from './distractors';
import type { Lexicon, Unit } from './lexicon';
import { explanationFor, ofAnswerForm } from './quality';
import type { Candidate, Random } from './selection';
import { isLightWord } from '../../../domain/content/rubric';
import { wordClassOf } from '../../../domain/content/word-classes';
import { oneLine, type Term } from './terms';

const BLANK = '_____';
const OPTIONS = 4;
/** The score a question with three options gives up: it is chosen only when no four-option question is left. */
const FEWER_OPTIONS = 2;
/** A term asked from its definition (Turkish "hangisi …dir?", "… ne denir?") is measured easy; it still comes first. */
const CONCEPT_BONUS = 0.4;
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

/**
 * A Turkish blank that other words of its kind fill as well: a participle before its noun ("_____ masal atölyeleri":
 * "hazırlanan", "düzenlenen") or the head of a compound right after its first noun ("Yedek _____": "dosyası",
 * "kopyası"). Such a blank has several defensible answers.
 */
const isOpenTurkishSlot = (unit: Unit, term: Term) => {
  if (term.kind !== 'word' || /\s/u.test(term.base) || isCalendarWord(term.base, 'tr')) return false;
  if (wordClassOf(term.base, 'tr') === 'participle') return true;
  const before = /([\p{L}]+)\s+$/u.exec(unit.text.slice(0, term.from))?.[1];
  // The head's possessive, then a case or a copula ("fay hattıdır", "Festival kapsamında", "deprem kuşağındadır").
  const head = foldCase(term.base).replace(/(?:n?[dt][ae]n?|n[ae]|n[ıiuü]|y[ae])?(?:[dt][ıiuü]r)?$/u, '');
  return (
    before !== undefined &&
    /[^aeıioöuü][ıiuü]$|s[ıiuü]$/u.test(head) &&
    wordClassOf(before, 'tr') === 'noun' &&
    !marked(foldCase(before))
  );
};

export const blankCandidates = (ctx: Context, unit: Unit): Candidate[] =>
  unit.terms.flatMap((term): Candidate[] => {
    if (ctx.language === 'tr' && isOpenTurkishSlot(unit, term)) return [];
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
    // Months and weekdays are of one kind and form whatever their letters (calendarDistractors).
    const calendar = ctx.language === 'tr' && isCalendarWord(term.base, 'tr');
    const distractors = distinct(
      term.base,
      calendar ? fitting : ofAnswerForm(term.base, fitting, ctx.language, ctx.lexicon),
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
  // Turkish inflects the head ("yedek", "yedeği"): its first letters name it.
  const head = (subject: string) =>
    (optionKey(subject).split(' ').pop() ?? '').slice(0, ctx.language === 'tr' ? 4 : undefined);
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

/** A Turkish word with a case, plural or possessive ending, or an adjective in -ci/-li/-siz (not a bare noun). */
const marked = (word: string) =>
  /(?:l[ae]r\p{L}*|[ıiuü]n|[dt][ae]n?|y[ae]|n[ae]|y[ıiuü]|n[ıiuü]|s[ıiuü]|c[ıiuü]|l[ıiuü]|s[ıiuü]z)$/u.test(word);

const wordsCache = new WeakMap<Lexicon, string[]>();
/**
 * A Turkish word the text also inflects ("kasa" beside "kasada", "yedek" beside "yedeği"): a bare noun, not a form
 * with a possessive or a copula ("duvarı", "merkezidir"), which the endings alone cannot always tell.
 */
const isTurkishStem = (lexicon: Lexicon, word: string) => {
  let words = wordsCache.get(lexicon);
  if (words === undefined) {
    words = [...new Set(lexicon.units.flatMap((unit) => [...unit.keys]))];
    wordsCache.set(lexicon, words);
  }
  const folded = foldCase(word);
  const softened = folded.replace(/k$/u, 'ğ').replace(/p$/u, 'b').replace(/t$/u, 'd').replace(/ç$/u, 'c');
  return words.some(
    (other) => other.length > folded.length && (other.startsWith(folded) || other.startsWith(softened)),
  );
};

/** Sentence openers that are no subject ("Ayrıca", "Bu nedenle") and words that make a phrase a clause. */
const TR_NOT_SUBJECT =
  /^(?:ayrıca|ancak|fakat|oysa|böylece|örneğin|yani|üstelik|sonra|önce|bugün|dün|şimdi|bu|şu|o|bunun|bunlar|her|bazı|aynı)$/u;

/** "İki adımlı doğrulama" (a noun phrase in the nominative, up to four words), not a clause or a case form. */
const isTurkishSubject = (phrase: string) => {
  const words = phrase.split(/\s+/u);
  const last = foldCase(words.at(-1) ?? '');
  return (
    words.length <= 4 &&
    !TR_NOT_SUBJECT.test(foldCase(words[0] ?? '')) &&
    !/\d/u.test(phrase) &&
    !/(?:[dt][ae]n?|[ıiuü]n|l[ae]r\p{L}*|y[ae]|y[ıiuü]|[dt][ıiuü]r)$/u.test(last) &&
    wordClassOf(last, 'tr') === 'noun'
  );
};

/**
 * The bare noun in a locative, ablative or dative form ("kasada" → "kasa", "karakterden" → "karakter",
 * "parolaya" → "parola", "telefona" → "telefon"); none where the stem may have changed ("kâğıda": "kâğıt") or
 * carries a possessive or plural ending.
 */
const turkishStemOf = (word: string): string[] => {
  const folded = foldCase(word);
  const stem =
    /^(.{4,})[dt][ae]n?$/u.exec(folded)?.[1] ??
    /^(.{3,}[aeıioöuü])y[ae]$/u.exec(folded)?.[1] ??
    /^(.{2,}[aeıioöuü][lnrsşyz])[ae]$/u.exec(folded)?.[1];
  if (stem === undefined || /(?:s[ıiuü]|[^aeıioöuü][ıiuü]|l[ae]r|[ıiuü]n|m[ae])$/u.test(stem) || stem.endsWith("'"))
    return [];
  return [stem];
};

/**
 * A Turkish phrase as an option: a sentence's first word in lower case ("Uzak depo" → "uzak depo") unless the text
 * writes it capitalised inside a sentence too (a name: "Git", "Linux").
 */
const asTurkishOption = (lexicon: Lexicon, phrase: string) => {
  const words = phrase.split(/\s+/u);
  const first = foldCase(words[0] ?? '');
  const named =
    words.slice(1).some((word) => /^\p{Lu}/u.test(word)) ||
    [...lexicon.names.keys()].some((key) => key === first || key.startsWith(`${first} `));
  return named ? phrase : phrase.charAt(0).toLocaleLowerCase('tr') + phrase.slice(1);
};

/**
 * Turkish "Parola, bir hesaba … gizli bir sözcük dizisidir." → "Metne göre aşağıdakilerden hangisi bir hesaba …
 * gizli bir sözcük dizisidir?" (the form of Turkish school tests). The options are what the text defines: the other
 * subjects of its definitions first, then bare nouns of the text, never one with the answer's head noun ("tam yedek"
 * beside "veritabanı yedeği": a full backup is a copy of the data too, so both would be true).
 */
/**
 * Options for a Turkish concept (a defined or named term): the subjects of the text's other definitions first, then
 * the subjects other sentences open with ("İki adımlı doğrulama, … bir kod ister."), then bare nouns of the text.
 * Never one with the answer's head noun ("tam yedek" beside "veritabanı yedeği": a full backup is a copy of the data
 * too, so both would be true), nor a word of what the question says (`told`).
 */
const turkishConceptDistractors = (
  ctx: Context,
  unit: Unit,
  answer: string,
  told: string,
  definitions: Map<Unit, Definition>,
) => {
  const stems = (phrase: string) =>
    optionKey(phrase)
      .split(' ')
      .map((word) => word.slice(0, 4));
  const sameHead = (a: string, b: string) => stems(a).at(-1) === stems(b).at(-1);
  // A name among names, a term among terms ("Kuzey Anadolu Fayı" beside "deprem" gives itself away).
  const isName = (option: string) => optionKind(option) === 'name';
  const fits = (option: string) =>
    isName(option) === isName(answer) &&
    !sameHead(option, answer) &&
    !stems(option).some((stem) => stems(told).includes(stem));
  const defined = [...definitions].filter(([other]) => other !== unit).map(([, d]) => d.subject);
  const opening = ctx.lexicon.units.flatMap((other) => {
    const subject = other === unit ? undefined : /^([^,;:]{3,40}),\s/u.exec(oneLine(other.text))?.[1];
    return subject !== undefined && isTurkishSubject(subject) ? [subject] : [];
  });
  const subjects = [
    ...new Set([...defined, ...opening].map((subject) => asTurkishOption(ctx.lexicon, subject))),
  ].filter(fits);
  const nouns = [
    ...new Set(
      [...ctx.lexicon.words.values()].flatMap((entry) =>
        // "birlikte", "içinde": an adverb or postposition gives no noun ("birlik").
        isLightWord(entry.surface) ? [] : [entry.surface, ...turkishStemOf(entry.surface)],
      ),
    ),
  ]
    .filter(
      (word) =>
        /^\p{Ll}/u.test(word) &&
        word.length >= 4 &&
        !marked(word) &&
        // A possessive after a consonant ("hattı", "komutu") is part of a compound, not a term of its own.
        !/[^aeıioöuü][ıiuü]$/u.test(word) &&
        isTurkishStem(ctx.lexicon, word) &&
        wordClassOf(word, 'tr') === 'noun' &&
        !isLightWord(word) &&
        !unit.keys.has(foldCase(word)),
    )
    .filter(fits)
    .map((word) => ({ word, noise: ctx.random() }))
    .sort((a, b) => a.noise - b.noise)
    .map((e) => e.word);
  const distractors = distinct(answer, [...subjects, ...nouns], OPTIONS - 1, 'tr');
  // A term beside two bare nouns says too little: at least one other subject, or four options.
  return subjects.length === 0 && distractors.length < OPTIONS - 1 ? [] : distractors;
};

/**
 * Turkish "Parola, bir hesaba … gizli bir sözcük dizisidir." → "Metne göre aşağıdakilerden hangisi bir hesaba …
 * gizli bir sözcük dizisidir?" (the form of Turkish school tests), the options the text's other concepts.
 */
export const whichIsCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  if (ctx.language !== 'tr') return [];
  const definition = definitions.get(unit);
  if (definition === undefined) return [];
  const answer = asTurkishOption(ctx.lexicon, definition.subject);
  const distractors = turkishConceptDistractors(ctx, unit, answer, definition.predicate, definitions);
  const question = makeQuestion(
    ctx,
    unit,
    `Metne göre aşağıdakilerden hangisi ${definition.predicate}?`,
    answer,
    distractors,
  );
  if (question === null) return [];
  return [
    {
      type: 'which',
      unit,
      answerKey: `word:${foldCase(definition.subject)}`,
      question,
      // Asked from its meaning, a defined term tests the idea itself: before a blank in the same definition.
      score:
        KIND_WEIGHT[ctx.difficulty].denir + CONCEPT_BONUS + 0.12 * distractors.length - optionsPenalty(distractors),
    },
  ];
};

/** Turkish "Bu tür yazılara deneme denir." → "Bu tür yazılara ne denir?" with "deneme" among comparable words. */
export const denirCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  if (ctx.language !== 'tr') return [];
  const match = /^(.+?)\s+([\p{L}]+)\s+denir[.!]?$/u.exec(oneLine(unit.text));
  if (match === null) return [];
  let [lead, answer] = [match[1] as string, match[2] as string];
  // The head of a compound takes its first noun along: "… ince tabakaya hücre zarı denir" names "hücre zarı".
  const compound = /^(.*\S)\s+(\p{L}+)$/u.exec(lead);
  if (
    compound !== null &&
    /[^aeıioöuü][ıiuü]$|s[ıiuü]$/u.test(foldCase(answer)) &&
    !marked(foldCase(compound[2] as string))
  )
    [lead, answer] = [compound[1] as string, `${compound[2] as string} ${answer}`];
  const distractors = turkishConceptDistractors(ctx, unit, answer, lead, definitions);
  const question = makeQuestion(
    ctx,
    unit,
    `Metne göre ${asTurkishOption(ctx.lexicon, lead)} ne denir?`,
    answer,
    distractors,
  );
  if (question === null) return [];
  return [
    {
      type: 'denir',
      unit,
      answerKey: `word:${foldCase(answer)}`,
      question,
      score:
        KIND_WEIGHT[ctx.difficulty].denir + CONCEPT_BONUS + 0.12 * distractors.length - optionsPenalty(distractors),
    },
  ];
};
