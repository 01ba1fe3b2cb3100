/**
 * The question builders of the offline generator, each turning one sentence (unit) into scored candidates, with
 * their English, Turkish and German templates: blank (key term or number), completion, denir and true statement.
 */
import type { ContentLanguage, Difficulty, GeneratedQuestion } from '../../../domain/content/content.types';
import { escapeRegExp, foldCase } from '../../../domain/content/language';
import { optionKey } from '../../../domain/content/question-validation';
import { takesAn, titleLineOf } from '../../../domain/content/rubric';
import { pointingWords, turkishPredicateForm, type ClauseSplit } from './clauses';
import { kindOfDefinition, kindOfTerm, ofAnswersKind, shareGermanNoun, type ConceptKind } from './concept-kinds';
import { isNounDefinition, otherConcepts, termsNamedOnTheWay, type Concept } from './concepts';
import { type Definition, isOnesPart, isPluralDefinition } from './definitions';
import { familiesOf, kindMentions, otherKinds, type Families } from './families';
import {
  distinct,
  isCalendarWord,
  isMonth,
  BODY_HEAT,
  BOILING,
  NUMBER_WORDS,
  nameDistractors,
  numberDistractors,
  isBoundBefore,
  isPriceAt,
  timeUnitOf,
  wordAfter,
  wordDistractors,
  type DistractorRequest,
  type TimeUnit,
  degreesRange,
  figure,
  STANDALONE_FIGURE,
} from './distractors';
import { givenAwayByMeaning, labelOptions, labelsIn, labelsOf, type LabelEntry } from './labels';
import type { Lexicon, Unit } from './lexicon';
import { oncePerSource } from './once-per-source';
import {
  eventGenderBefore,
  genderOf,
  germanPronounAfter,
  oneOfEachFamily,
  pronounAfter,
  surnameOf,
  type Person,
} from './people';
import { mentions, namesOpposite, oppositeOf, setMatches } from './semantic-sets';
import { explanationFor, ofAnswerForm } from './quality';
import { shuffled, type Candidate, type QuestionType, type Random } from './selection';
import { wordClassOf } from '../../../domain/content/word-classes';
import { isClauseStart, oneLine, type Term } from './terms';

const BLANK = '_____';
const OPTIONS = 4;
/**
 * The score a question with three options gives up: strict readers keep three good options ("Shelter manager _____"
 * among two other people passed), so a little, not so much that a lesser kind with four comes first.
 */
const FEWER_OPTIONS = 0.3;
/** How many of the text's other concepts a concept's options are chosen from, by kind and case (conceptCandidate). */
const CONCEPT_POOL = 12;
/** A term asked from its definition (Turkish "hangisi …dir?", "… ne denir?") is measured easy; it still comes first. */
const CONCEPT_BONUS = 0.4;
/** A member of a closed set (semantic-sets.ts): below a number or a person, above a single-word blank. */
const SET_WEIGHT = 0.6;
const optionsPenalty = (distractors: string[]) => (distractors.length < OPTIONS - 1 ? FEWER_OPTIONS : 0);

const TEMPLATES: Record<
  ContentLanguage,
  {
    term: string;
    number: string;
    name: string;
    completion: string;
    statement: string;
    quote: (s: string) => string;
    according: string;
  }
> = {
  en: {
    term: 'Which term completes the sentence?',
    number: 'Which number completes the sentence?',
    name: 'Which name completes the sentence?',
    completion: 'According to the text, how does this statement continue?',
    statement: 'Which statement is true according to the text?',
    quote: (s) => `"${s}"`,
    according: 'According to the text:',
  },
  tr: {
    term: 'Cümleyi hangi ifade tamamlar?',
    number: 'Cümledeki boşluğa hangi sayı gelir?',
    name: 'Cümledeki boşluğa hangi isim gelir?',
    completion: 'Metne göre bu ifade nasıl devam eder?',
    statement: 'Metne göre aşağıdakilerden hangisi doğrudur?',
    quote: (s) => `"${s}"`,
    according: 'Metne göre:',
  },
  de: {
    term: 'Welcher Begriff vervollständigt den Satz?',
    number: 'Welche Zahl vervollständigt den Satz?',
    name: 'Welcher Name vervollständigt den Satz?',
    completion: 'Wie setzt der Text diese Aussage fort?',
    statement: 'Welche Aussage ist laut Text richtig?',
    quote: (s) => `„${s}“`,
    according: 'Laut Text:',
  },
};

/** A pair of double quotation marks inside a sentence („Start“, "Close group", “Manuel”). */
const INNER_QUOTE = /[„“"«]([^„“”"«»\n]*)[“”"»]/gu;
/**
 * The sentence in quotes, its own quotation marks made single ones („Geben Sie … mit ‚Start‘ …“): unquoted, a
 * manual's sentence read as an instruction to the player (blind readers of local-29). A sentence whose quotation
 * marks do not pair stays as it is, for the rubric to judge.
 */
export const quoted = (language: ContentLanguage, sentence: string) => {
  if (!/["„“”»«]/u.test(sentence)) return TEMPLATES[language].quote(sentence);
  const [open, close] = language === 'de' ? ['‚', '‘'] : ['‘', '’'];
  const inner = sentence.replace(INNER_QUOTE, `${open}$1${close}`);
  return /["„“”»«]/u.test(inner) ? sentence : TEMPLATES[language].quote(inner);
};

/** Answer first, distractors after; shuffled with the seeded PRNG, the answer's index tracked. */
const shuffleOptions = (answer: string, distractors: string[], random: Random) => {
  const options = [answer, ...distractors];
  for (let i = options.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j] as string, options[i] as string];
  }
  return { options, correctAnswer: options.indexOf(answer) };
};

const KIND_WEIGHT: Record<
  Difficulty,
  Record<Term['kind'] | 'completion' | 'denir' | 'statement' | 'clause', number>
> = {
  easy: { name: 1, number: 1, word: 0.55, completion: 0.85, denir: 1, statement: 0.7, clause: 0.75 },
  medium: { name: 0.85, number: 0.85, word: 0.8, completion: 0.9, denir: 1, statement: 0.85, clause: 0.85 },
  hard: { name: 0.65, number: 0.7, word: 1, completion: 0.9, denir: 1, statement: 0.95, clause: 0.95 },
};

/** A word of the source's topic, inflected or not ("Lawine" in a text titled "Lawinen"): its first five letters. */
const isTopical = (ctx: Context, word: string) => {
  const key = foldCase(word);
  if (ctx.topical.has(key)) return true;
  const stem = key.slice(0, 5);
  return stem.length >= 5 && [...ctx.topical].some((topic) => topic.slice(0, 5) === stem);
};

export interface Context {
  language: ContentLanguage;
  difficulty: Difficulty;
  lexicon: Lexicon;
  random: Random;
  /** The source's topic words, folded (topicWords): a blank on one gives itself away. */
  topical: ReadonlySet<string>;
  /** The words of the source's title alone, folded (titleWords). */
  title: ReadonlySet<string>;
  /** What the title says the source is about, in option-key form (titleSubject), or null. */
  subject: string | null;
  /** The kind of each term the source defines or names, by its option key (conceptIndex). */
  kinds: ReadonlyMap<string, ConceptKind>;
  /** The option key of every term the source defines or names, of a known kind or not (conceptIndex). */
  concepts: ReadonlySet<string>;
  /** The source folded (foldCase), once per generation, as true/false statements read it (asStatements). */
  foldedSource: string;
}

/**
 * The words a source is about: those of its title (a first line without a final stop) and its three most frequent
 * words of five letters or more, folded. "Camera" in a dashcam manual, "Schnee" in a text on avalanches.
 */
export const topicWords = (source: string): Set<string> => {
  const counts = new Map<string, number>();
  for (const word of source.match(/[\p{L}\p{M}]{5,}/gu) ?? []) {
    const key = foldCase(word);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const frequent = [...counts]
    .filter(([, count]) => count >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key]) => key);
  return new Set([...titleWords(source), ...frequent]);
};

/**
 * The words of a source's title, folded. A first line that ends in a question mark gives none (the difficulty measure
 * reads it as a title: "Mevsimler Nasıl Oluşur?").
 */
export const titleWords = (source: string): Set<string> => {
  const line = titleLineOf(source);
  const title = /\?["'”’»]?$/u.test(line.trim()) ? '' : line;
  return new Set((title.match(/[\p{L}\p{M}]{3,}/gu) ?? []).map(foldCase));
};

/**
 * What a title names before a colon or a dash ("Nährstoffe: Woraus unsere Nahrung besteht", "Volcanoes – how they
 * form"), in option-key form: the source's subject, which what it defines are kinds or parts of. Null where the title
 * goes on in one phrase ("Klimazonen der Erde": no subject alone) or asks a question.
 */
export const titleSubject = (source: string): string | null => {
  const line = titleLineOf(source).trim();
  const subject = /^([^:–—]+?)\s*(?::|\s[–—-]\s)/u.exec(line)?.[1];
  return subject === undefined || /\?/u.test(line) ? null : optionKey(subject);
};

/** The endings of a noun's plural: "volcanoes", „Geysire“, „Quellen“, "kaynaklar". */
const PLURAL_ENDING: Record<ContentLanguage, RegExp> = { en: /^e?s$/u, de: /^(?:e|en|n|er|s)$/u, tr: /^l[ae]r$/u };

/**
 * Whether an option is the source's subject (Context.subject) in either number: „Geysir“ in „Geysire – heiße
 * Springquellen …“ („Als Geysir bezeichnet man die Zeit zwischen zwei Ausbrüchen“ failed four blind readers of
 * local-74: the text is about geysers).
 */
const isSubject = (ctx: Context, option: string) => {
  const key = optionKey(option);
  const subject = ctx.subject;
  if (subject === null) return false;
  const [shorter, longer] = key.length <= subject.length ? [key, subject] : [subject, key];
  return (
    longer.startsWith(shorter) && (longer === shorter || PLURAL_ENDING[ctx.language].test(longer.slice(shorter.length)))
  );
};

const makeQuestion = (
  ctx: Context,
  unit: Unit,
  text: string,
  answer: string,
  distractors: string[],
  fewest = OPTIONS - 2,
): GeneratedQuestion | null => {
  // Four options where the source offers three good distractors; three where it offers only two (such a question
  // comes after every four-option one: FEWER_OPTIONS); never two (README, Question quality), but for a candidate asked
  // only as statements (`Candidate.statementOnly`).
  if (distractors.length < fewest) return null;
  const { options, correctAnswer } = shuffleOptions(answer, distractors, ctx.random);
  return {
    text,
    options,
    correctAnswer,
    explanation: explanationFor(ctx.language, unit, answer),
    difficulty: ctx.difficulty,
    provenance: { passageIndex: unit.passage.index, sourceId: unit.passage.sourceId, start: unit.start, end: unit.end },
  };
};

/** The sentence with `from`..`to` left out, quoted after the prompt, as a question. */
const blankQuestion = (
  ctx: Context,
  unit: Unit,
  prompt: string,
  { from, to, answer }: { from: number; to: number; answer: string },
  distractors: string[],
): GeneratedQuestion | null => {
  if (leansOnSentenceBefore(unit.text, ctx.language)) return null;
  const blanked = oneLine(unit.text.slice(0, from) + BLANK + unit.text.slice(to));
  return makeQuestion(ctx, unit, `${prompt} ${quoted(ctx.language, blanked)}`, answer, distractors);
};

/**
 * A gap-fill of a name or a label: the sentence with `span` left out, scored as a person's name is (its kind's weight,
 * a little for each option, less with three options than with four).
 */
const gapCandidate = (
  ctx: Context,
  unit: Unit,
  {
    type,
    prompt,
    span,
    answerKey,
    distractors,
  }: {
    type: QuestionType;
    prompt: string;
    span: { from: number; to: number; answer: string };
    answerKey: string;
    distractors: string[];
  },
): Candidate[] => {
  const question = blankQuestion(ctx, unit, prompt, span, distractors);
  if (question === null) return [];
  const score = KIND_WEIGHT[ctx.difficulty].name + 0.12 * distractors.length - optionsPenalty(distractors);
  return [{ type, unit, answerKey, question, score }];
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

/** A Turkish phrase that points back at what the sentence before named ("bu dönemin", "bu aralığın"). */
const POINTS_BACK_TR = /(?:^|\s)(?:bu|şu|bunun|bunların|böyle)\s/iu;

/** A word of a Turkish name that makes it an institution, a place or a title, not a person. */
const TR_NOT_PERSON =
  /(?:^|\s)(?:Belediye|Başkan|Muhtar|Okul|Ortaokul|İlkokul|Lise|Üniversite|Mahalle|İlçe|Köy|Müdür|Bakanl|Şef|Derne|Vakf|Şirket|Kulüb|Meclis|Valil|Kaymakam|Hastane|Park|Cadde|Sokak|Sokağ|Bulvar|Meydan|Ova|Dağ|Göl|Atölye|Fabrika|Kooperatif|Merkez|Pazar|Çarşı|Kurs|Müze|Kütüphane|Yüksekokul|Fakülte|Enstitü|Akademi|Meslek|Kızılay|Hastahane|Cami|Kilise|Stadyum|Salon|Sitesi|Köprü|Liman|İstasyon|Han|Hanı|Kervansaray|Saray|Köşk|Konak|Hamam|Çeşme|Kale|Kulesi|Mobilya|İnşaat|Ticaret|Gıda|Tekstil|Otomotiv|Holding|Market|Eczane|Kırtasiye|Lokanta|Restoran|Pastane|Ltd|A\.Ş|Şti)/u;

/**
 * Words of a place or a firm that are also the start of a name ("Sera", "Serap"; "Yapı", "Yapıcıoğlu"; a word no name
 * starts with, "Market", "Köy", is TR_NOT_PERSON's, at any word's start): whole words only, with a possessive at most
 * ("Papatya Kreşi", a nursery asked among people, two blind readers of local-35 failed; "Işıkdere Enerji", a firm,
 * failed a blind reader of holdout2), and of a period, a treaty or a revolt ("Lale Devri", "Pasarofça Antlaşması",
 * "Patrona Halil İsyanı" among people failed two blind readers of local-44), of a hill, a race or a cup ("Kuşkaya
 * Tepesi", "Sonbahar Kupası" among people: two of local-48), a pass, a bridge, a lake or a street ("Karaçam Geçidi"
 * among people: two of local-49), an airline ("Gökada Hava Yolları" among people: two of local-52 and two of local-53),
 * a team ("Pınarbaşı Gençlik" among people: two of local-71), an association cut before its "ve" ("Yenikavak Kültür",
 * of "… Kültür ve Dayanışma Derneği": two of local-72), a council's desk, line or office ("belediyenin Beyaz Masa
 * hattına": two of local-79).
 */
const TR_PLACE_WORD =
  /(?:^|\s)(?:Devri|Devir|Dönem|Çağ|Antlaşma|Anlaşma|İsyan|Ayaklanma|Savaş|Muharebe|İmparatorluğu|İmparatorluk|Beyliği|Beylik|Ferman|Kanun|Hareket|Devrim|Kongre|Enerji|Yapı|Teknoloji|Elektrik|Lojistik|Yazılım|Sanayi|Kreş|Anaokul|Yuva|Otel|Pansiyon|Kafe|Fırın|Mağaza|Bahçe|Çiftlik|Çiftliğ|Tesis|Sera|Sağlık|Yayın|Yayınlar|Yayınevi|Kitabevi|Matbaa|Gazete|Dergi|Radyo|Televizyon|Ajans|Tepe|Koy|Kupa|Turnuva|Yarış|Festival|Şenlik|Şenliğ|Lig|Vadi|Körfez|Burn|Yayla|Sahil|Plaj|Adası|Geçit|Geçid|Boğaz|Tünel|Baraj|Dere|Irmağ|Orman|Kart|Yolları|Havayolları|Hatları|Havacılık|Gençlik|Gücü|Yurdu|Takım|Kültür|Sanat|Dayanışma|Kalkınma|Yardımlaşma|Güzelleştirme|Turizm|Eğitim|Masa|Hat|Hattı|Birim|Büro|Ofis|Servis|Şube|Daire)(?:[ıiuü]|s[ıiuü])?(?=\s|$)/u;

/** A Turkish name of a person: no institution or place, nor a date written with capitals ("12 Kasım Perşembe"). */
const isTurkishPerson = (name: string) =>
  !TR_NOT_PERSON.test(name) &&
  // A sports club ("Dereboyu Kolejispor", "Serinyaka Gençlikspor"): offered among players and coaches it failed two
  // blind readers of local-44.
  !/spor(?:u|a|da|dan|un)?(?:\s|$)/iu.test(name) &&
  // A people or a dynasty ("Anadolu Selçukluları", "Osmanlılar"): a plural of "-lı", asked among persons by a reader
  // of local-36 (a surname in "-ler" alone, "Güler", is a person's).
  !/\p{L}{2,}l[ıiuü]l[ae]r[ıi]?$/u.test(name) &&
  !TR_PLACE_WORD.test(name) &&
  // A compound's head with its possessive ("Frig Krallığı", "Kuşkaya Teleferiği", "Midas Tümülüsü", "İl Özel
  // İdaresi"): a state, a place or a body, never a surname; and a ruler's title or a region's part ("Kral Midas",
  // "Orta Anadolu"). A kingdom, a region, a king and a tumulus as one question's options failed two blind readers of
  // local-53 and two of local-54; no name of a Turkish textbook passed from local-44 on (0 of 12).
  !/(?:ğ[ıiuü]|[aeıioöuü]s[ıiü])$/u.test(name) &&
  // A plural one ("Devlet Su İşleri", "Kara Kuvvetleri"): an institution among people failed two blind readers of
  // local-64.
  !/l[ae]r[ıi]$/u.test(name) &&
  !/(?:^|\s)(?:Kral|Kraliçe|İmparator|Prens|Prenses|Hükümdar|Orta|Kuzey|Güney|İç|Anadolu|Trakya|Mezopotamya)(?=\s|$)/u.test(
    name,
  ) &&
  !name.split(/\s+/u).some((word) => isCalendarWord(word, 'tr'));

/**
 * Which Turkish blanks a reader keeps: a number (not one of an example, "Örneğin …"), a weekday or month without a
 * suffix, and a person's name without one. A one-word blank fails a careful reader nearly always (in a blind reading
 * 1 of about 20 passed): the case, the verb form or the meaning of the sentence leaves one option, or a distractor
 * that fits the grammar makes no sense.
 */
const isTurkishBlank = (unit: Unit, term: Term) => {
  if (term.suffixed) return false;
  // Not a number of an example ("Örneğin …", "1234 gibi kolay tahmin edilen şifreler").
  if (term.kind === 'number')
    return (
      // A model's number ("Temizsu 612", "BX 40"): a capitalised word right before it, not the sentence's first.
      !/\S\s+\p{Lu}[\p{L}-]*\s+$/u.test(unit.text.slice(0, term.from)) &&
      // Nor an error's code ("hata 503", "Hata kodu 12"): a label, no fact (two blind readers of local-35 failed
      // „Fehler _____“).
      !LABEL_BEFORE.test(/(\p{L}+)\s+$/u.exec(unit.text.slice(0, term.from))?.[1] ?? '') &&
      !TR_EXAMPLE.test(unit.text) &&
      !/^\s*["'”’]?\s*gibi\b/iu.test(unit.text.slice(term.to)) &&
      // Neither part of a number written in two ("4 bin 800", "2 milyon 300 bin"): two blind readers of local-34 failed
      // "toplam 4 bin _____ kavanoz" as a fragment of the figure.
      !/\d\s+(?:bin|milyon|milyar)\s+$/iu.test(unit.text.slice(0, term.from)) &&
      !/^\s+(?:bin|milyon|milyar)\s+\d/iu.test(unit.text.slice(term.to)) &&
      !isTrivialNumber(unit, term)
    );
  if (term.kind === 'name') return isTurkishPerson(term.base);
  return (
    isMonth(term.base, 'tr') &&
    !isOpenTurkishSlot(unit, term) &&
    isTurkishDate(unit, term) &&
    !isReportingDate(unit, term)
  );
};

/**
 * A Turkish month's name that names a month: written with its capital ("Kasım'da"), after a day ("12 aralık") or
 * before a year or "ay" ("mart 2024", "eylül ayında"). "Aralık" is a gap, "ekim" a sowing, "ocak" a hearth too: "Dar
 * aralık başlığı" (the crevice tool) asked among "şubat" and "kasım" was nonsense to two blind readers of local-34.
 */
const isTurkishDate = (unit: Unit, term: Term) =>
  /^\p{Lu}/u.test(unit.text.slice(term.from, term.to)) ||
  /\d\.?\s*$/u.test(unit.text.slice(0, term.from)) ||
  /^\s+(?:\d{4}|ay\p{L}*)(?![\p{L}\d])/u.test(unit.text.slice(term.to));

/**
 * Whether the text uses a capitalised word as a common one: writes it in lower case, at a word's start ("ödeme",
 * "cüzdana", "banka"), a common word of a title or a brand ("Temassız Ödeme", "Kuzey Cüzdan", "Kuzey Bank"; two blind
 * readers of local-35 failed "Ödeme" asked among "Cüzdan" and "Bank"); or with an ending glued on without the
 * apostrophe a name's ending takes ("Beyaz Masası": "Masa" and "Beyaz Masa", a council's desk, were offered among
 * people to two blind readers of local-77). Each word is looked up once per generation.
 */
const usedAsCommonWord = (lexicon: Lexicon, word: string): boolean => {
  const known = lowerCaseLookups(lexicon);
  let found = known.get(word);
  if (found === undefined) {
    const lower = word.charAt(0).toLocaleLowerCase('tr') + word.slice(1);
    found = new RegExp(`(?<![\\p{L}])(?:${escapeRegExp(lower)}|${escapeRegExp(word)}\\p{Ll})`, 'u').test(
      sourceOf(lexicon),
    );
    known.set(word, found);
  }
  return found;
};
const lowerCaseLookups = oncePerSource((_lexicon: Lexicon) => new Map<string, boolean>());

/**
 * A Turkish title after a first name ("Halil Usta", "Ayşe Hanım", "Mehmet Ağa"): no surname (two blind readers of
 * local-40 failed "Usta" among "Yücel", "Demirkaya" and "Aksoylu").
 */
const TR_TITLE =
  /^(?:usta|hoca|bey|hanım|ağa|efendi|paşa|dede|nine|abla|ağabey|abi|teyze|amca|dayı|hala|hacı|reis|kaptan|hafız)$/u;
/** The source's Turkish people by full name (two words, no institution, no title or common word for a surname), once. */
const turkishPeopleOf = oncePerSource((lexicon: Lexicon): string[] =>
  [...lexicon.names.values()]
    .map((entry) => entry.surface)
    .filter(
      (name) =>
        name.split(/\s+/u).length === 2 &&
        isTurkishPerson(name) &&
        !TR_TITLE.test(foldCase(surnameOf(name))) &&
        !usedAsCommonWord(lexicon, surnameOf(name)),
    ),
);

/** Whether the sentence names the family of `term`'s name again outside it (another of that family). */
const familyNamedBeside = (text: string, term: { base: string; from: number; to: number }) => {
  const family = foldCase(surnameOf(term.base));
  const rest = `${text.slice(0, term.from)} ${text.slice(term.to)}`;
  return (rest.match(/[\p{L}]+/gu) ?? []).some((word) => foldCase(word) === family);
};

/**
 * Other people for a Turkish person: full names for a full name, surnames for a surname ("Aydın" beside "Tunç",
 * "Kaya"; a one-word name no full name ends with is a place or a firm, and is not asked).
 */
const turkishPeople = (ctx: Context, answer: string, pool: string[]): string[] => {
  if (usedAsCommonWord(ctx.lexicon, surnameOf(answer))) return [];
  const people = turkishPeopleOf(ctx.lexicon);
  if (!/\s/u.test(answer)) {
    if (!people.some((name) => surnameOf(name) === answer)) return [];
    return people.map(surnameOf).filter((name) => name !== answer);
  }
  return oneOfEachFamily(
    answer,
    pool.filter((name) => name.split(/\s+/u).length === 2 && people.includes(name)),
  );
};

/**
 * A sentence that gives an example or a typical value ("Örneğin …", "hemen mi yoksa örneğin 30 dakika sonra mı",
 * "Ein Beispiel: Lena legt 1.000 Euro an", "A typical land turbine …"): blind readers failed its figures as example
 * values, not facts of the text. An experiment's result is one too ("In one simple experiment, a drop of ink spread …
 * in about 4 minutes, but took more than _____ minutes at 10 °C": two blind readers of local-35 failed it).
 */
const TR_EXAMPLE =
  /(?:^|[\s,;(])(?:örneğin|mesela|sözgelimi|tipik|bir örnek|örnek olarak|bir deneyde|bu deneyde|basit bir deneyde)(?![\p{L}])/iu;
const EXAMPLE =
  /\b(?:for example|for instance|e\.\s?g\.|such as|typical|typically|(?:an|one|a (?:good|well-known|famous|common))\s+example|in (?:one|an|a|this|that) (?:simple )?experiment|zum Beispiel|z\.\s?B\.|beispielsweise|Beispiel:|(?:ein|als)\s+(?:\p{L}+\s+)?Beispiel|in einem (?:einfachen )?Versuch|etwa bei|typisch\p{L}*)(?![\p{L}])/iu;
/**
 * A figure of what is usual ("A magnifying glass often has a focal length of about 10 centimetres", "meist 3 bis 4
 * Wochen", "genellikle 5 yıl"): blind readers failed it as a typical value, not a fact of the text.
 */
const USUAL =
  /(?:^|[\s,;(])(?:often|usually|normally|generally|commonly|oft|meist|meistens|häufig|normalerweise|gewöhnlich|üblicherweise|genellikle|çoğunlukla|çoğu zaman|normalde)(?![\p{L}])/iu;
/** A sentence of an example in any of the three languages (a set member or a class word of it is not asked). */
const givesExample = (text: string) => EXAMPLE.test(text) || TR_EXAMPLE.test(text);
/**
 * A sentence that opens with a pronoun ("With it switched on …", "Sie …", "There they cause …") does not say what its
 * number is about; nor one that opens on "those" ("Those plans are expected to come before the committee in _____":
 * which plans? Two blind readers of local-76).
 */
const POINTING_START =
  /^\W*(?:(?:there|here|then)\s+(?:they|it|he|she)|with it|it|its|their|they|this|these|those|he|she|(?:until|till|by|since|after|before)\s+(?:then|that)|es|sie|er|dies\p{L}*|mit ihm|mit ihr|dadurch|dabei|damit|deshalb|daher|darum|deswegen|danach|davor|seitdem|seither|bis dahin|bu|bunlar\p{L}*|bunun|bunu|buna|bunda|onlar\p{L}*|onun|o zamana kadar|ondan sonra|bundan sonra)(?![\p{L}])/iu;
/**
 * A Turkish sentence that leans on the one before anywhere ("… bu davranışı …", "… bu yöntem …"), but not "bu yıl";
 * or that opens on a place in something or a superlative of some things said before ("İçindeki mezar odası …": inside
 * what? "En büyüğü olan …": the largest of what? Two blind readers of local-54 each), or on the rest or a share of it
 * ("Geri kalanı …", "Yarısı …"), or on a "but" ("Ancak kendi isteğiyle depo kurduran site ve apartmanlara …": but as
 * against what? A blind reader of local-76).
 */
const POINTING_TR =
  /(?:^|\s)(?:bu|şu)\s+(?!yıl|sezon|hafta|ay\b|sabah|akşam|gün|kez|sayede|nedenle|yüzden)\p{L}|^\W*(?:Böyle|Öyle)\s+bir\s|^\W*(?:Ancak|Fakat|Oysa|Ne\s+var\s+ki)\s|(?<![\p{L}])[Ss]öz\s+konusu(?![\p{L}])|^\W*(?:İç|Üzer|Alt|Arka|Ön|Yan|Dış)(?:[ıiuü]nde|[ıiuü]ndaki|[ıiuü]ndeki|[ıiuü]nda)(?![\p{L}])|^\W*(?:Geri\s+kalan\p{L}*|Kalanı|Kalanını|Kalanının|Yarısı|Yarıdan\s+fazlası|Üçte\s+biri|Dörtte\s+biri)(?![\p{L}])|(?<![\p{L}])[Ee]n\s+(?:büyüğü|küçüğü|önemlisi|eskisi|yenisi|yükseği|uzunu|kısası|genişi|derini|ünlüsü|bilineni|yaygını|fazlası|çoğu|azı|iyisi|güzeli)(?![\p{L}])/iu;
/**
 * A Turkish topic set against one before ("Belediye Başkanı _____ ise …", "‘BİRİM’ düğmesi ise …"; not the "ise" of
 * a condition, "Eğer … ise"), someone "also" after one before ("Saraçlı Muhtarı Yusuf Tekin de …") and "ayrıca" near
 * the start ("Fotokapanlar ayrıca …"): against whom, besides what? Blind readers of local-49.
 */
const TR_SET_AGAINST =
  /^(?!.*(?<![\p{L}])[Ee]ğer(?![\p{L}]))\W*(?:[^\s,;]+\s+){1,7}ise\s|^\W*(?:\p{Lu}[\p{L}'’]*\s+){1,4}(?:de|da)\s|^\W*(?:\S+\s+){0,2}[Aa]yrıca(?![\p{L}])/u;
/**
 * A share of a whole the sentence does not name, at its start ("Just over half came from a lottery grant, …": half of
 * what? Two blind readers of local-63 and two of local-64), „Knapp die Hälfte stammt …“, "Yarısı …"; before any verb
 * („Knapp die Hälfte übernahm ein Förderprogramm …“: two of local-76), not before what it is of ("half the cost", „die
 * Hälfte der Kosten“) or a span ("half an hour").
 */
const SHARE_OF_UNSAID = {
  en: String.raw`(?:(?:just|a little|well|slightly)\s+)?(?:(?:over|under|about|around|nearly|almost|roughly|more than|less than)\s+)?(?:half|a third|two thirds|a quarter|three quarters)\s+(?:of (?:it|them|this|that)|(?!of|the|an?|its|their|his|her|our|all|past|time|hour|day|year|way|century|dozen|million|billion|mile|marathon|term)\p{Ll}+)`,
  de: String.raw`(?:(?:Knapp|Gut|Fast|Rund|Etwa|Mehr als|Weniger als)\s+)?(?:die Hälfte|ein Drittel|zwei Drittel|ein Viertel|drei Viertel)\s+(?!de[rs]|von|aller|diese[rs]|unsere[rs]|ihre[rs]|seine[rs]|jede[rs])\p{Ll}+`,
};
/**
 * Words near a sentence's start that point at the sentence before, per language: Turkish "bu"/"şu" anywhere, German
 * "Von ihm aus …", "Wer sie … überquert", English "The most important ones are …" (blind readers of local-25).
 */
const POINTING_NEAR_START: Record<ContentLanguage, RegExp> = {
  tr: POINTING_TR,
  // And „Weitere …“ (two blind readers of local-48: weitere was?), "Der Grund ist …" (a reason for what?: two blind
  // readers of local-43), an example of what the sentence before named („Ein Beispiel ist das Stettiner Haff …“,
  // „Bekannte Beispiele sind …“: two of local-46) and a cost or a share of what it named („Die Kosten werden auf …
  // geschätzt“, „Die Kosten von etwa …“: costs of what? Two of local-46 and two of local-50; also English), and
  // „Die 61-Jährige“, „Die Elfjährige“ (who? Blind readers of local-49 and local-50), and „Ihm gehörten …“ at the
  // start (to what? Two of local-54), and „Den Rest brachte der Verein … auf“ (the rest of what? A reader of local-54).
  // And whose, at the start („Dessen Vorsitzender …“, „Deren Sanierung …“: two blind readers of local-70 and one of
  // local-68; „Seine wirksamen Bestandteile nennt man …“), and a step after one before („Nun werden die gelben
  // Carotinoide sichtbar …“: after what? Two of local-70; „Danach“ at the start is POINTING_START's). And an
  // instruction to do something to „es“ („Reinigen Sie es mit Harzlöser …“: the saw blade of the sentence before, two
  // of local-72), and the second or third of a list („Drittens ist ein enges Röhrensystem nötig …“: for what? Two of
  // local-72; "Second, …" in English). And a time after one the sentence does not give („Zehn Minuten später …“:
  // later than what? Two blind readers of local-70). And a number of people named before and no noun („Die beiden
  // hatten …“, "The three raised the money through personal savings and a £_____ loan …": who? A blind reader of
  // local-79). And an exception to what the sentence before said („Eine Ausnahme ist die Lärche: …“: two blind
  // readers of local-82; "One exception is …"). And a person named as someone's („Ihre frühere Auszubildende Lea
  // Kormann übernimmt …“: whose? Two blind readers of local-85), not a polite „Ihre Kinder“ of a manual.
  de: new RegExp(
    String.raw`^\W*(?:Ihr(?:e[mnrs]?)?\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+\p{Ll}+|(?:Eine|Die\s+einzige|Eine\s+wichtige)\s+Ausnahme|(?:[\p{L}-]+\s+){0,2}(?:ihm|ihn|ihnen|sie|er)|\p{Lu}\p{Ll}+\s+Sie\s+es|(?:[\p{L}\d-]+\s+){1,2}(?:später|danach)|Dessen|Deren|Sein|Seine[mnrs]?|Nun|Daraufhin|Zweitens|Drittens|Viertens|Fünftens|Anschließend|Hierbei|Hierfür|Hierzu|(?:Mit|Durch|Dank|Trotz|Wegen|Nach|Bei|Von|Aus|Unter|Zu)\s+(?:seine[mnrs]?|ihre[mnrs]?|dessen|deren)|Ihm|Ihn|Weitere|Auch|(?:Die|Der)\s+(?:\d+-|\p{Lu}\p{Ll}+)[Jj]ährige|Die\s+(?:beiden|zwei|drei|vier|fünf|sechs)\s+\p{Ll}\p{L}*|Weiter\s+(?:westlich|östlich|nördlich|südlich|im\s+(?:Westen|Osten|Norden|Süden))|Die\s+(?:Kosten|Gesamtkosten|Summe|Mehrheit|Hälfte|Rest)\s+(?:von|in\s+Höhe|werden|wird|liegen|liegt|belaufen|betragen|beträgt|lag|lagen|waren|war|sind|ist)|(?:Den|Der)\s+(?:Rest|Restbetrag|übrigen\s+\p{Lu}\p{Ll}+)|(?:(?:Der|Ein)\s+)?(?:Haupt)?[Gg]rund\s+(?:ist|war|dafür|hierfür)|(?:Die|Eine)\s+(?:(?:wichtigste|zweite|dritte|andere|weitere)\s+)?(?:Haupt)?[Uu]rsache\s+(?:ist|war|dafür|hierfür)|(?:(?:Ein|Das)\s+(?:\p{Ll}+\s+)?Beispiel|(?:\p{Lu}\p{Ll}+\s+)?Beispiele)\s+(?:ist|sind|war|waren|dafür|hierfür|hierzu)|${SHARE_OF_UNSAID.de})(?![\p{L}])`,
    'u',
  ),
  // And a time after one the sentence does not give ("About ten minutes later, …": later than what? Two blind readers
  // of local-70).
  // And "Another …", "Second, …", "Further west, …" (a blind reader of local-48: of what, after what, west of what?),
  // a person named only before ("If she chooses the cinema …": blind readers of local-42), "it" after an opener
  // with no noun ("Today it teaches …", "In the usual modern numbering it has …": two of local-46) and an example of
  // what the sentence before named ("An example is …"); "it" or "them" in a sentence's first words ("Do not fill it
  // with …", "Among them was …", "If it misses …", "Because it moves …": readers failed 16 of 16 from local-25 on; "When
  // you first plug it in, …": two of local-64; "When you let go, it returns …": two of local-78)
  // and "A separate ‘Roaming Preference’ …" (separate from what? Two of local-52); a superlative with no noun ("The
  // best known is the Human Development Index …": the best known what?) and a pronoun after a year ("In 1085 he
  // ordered …": who?), four of four failed with local-52 and local-53; nor after a consequence ("As a result, they
  // gained …": who? Two of local-64 and two of local-65). And a place by "it" in the first clause ("The smaller ‘Speed’
  // button beside it …": beside what? Two blind readers of local-82). And a cause or an aim of what the sentence does
  // not name ("The main cause was a dispute over succession": two blind readers of local-84; „Die Hauptursache ist …“).
  en: new RegExp(
    String.raw`^\W*(?:(?:an|one|the only|a notable)\s+exception|[^,;:]*?\s(?:beside|next to|above|below|under|underneath|behind|on top of|in front of)\s+it|(?:about\s+|around\s+|some\s+|just\s+)?(?:[\p{L}\d-]+\s+){1,2}(?:later|afterwards)|(?:[\p{L}-]+\s+){0,3}(?:ones|the latter|the former)|(?:with|through|thanks to|despite|because of|after|by|from|under|without|using)\s+(?:its|their)|(?:[\p{L}'’-]+,?\s+){1,4}(?:it|them)|another|an?\s+(?:separate|second|further|similar)|the\s+\d+-year-old|the\s+(?:two|three|four|five|six)\s+(?:\p{L}+ed|are|were|have|had|will|would|now|also|then|still|say|said|met|took|made|began|bought|sold|ran|hope|want|plan)|(?:second|secondly|third|thirdly|fourth|next|finally|lastly),|further\s+(?:west|east|north|south|inland|up|down|along|away|out)|the\s+(?:cost|costs|total cost|bill|sum|majority|rest|remainder)\s+(?:is|are|was|were|will|came|comes|stands|rose|fell)|(?:[\p{L}\p{N}-]+\s+){0,2}(?:she|he|her|his|him)|the\s+(?:best[- ]known|(?:most|least)\s+[\p{L}-]+|best|worst|largest|biggest|smallest|highest|lowest|longest|shortest|oldest|newest|youngest|greatest|deepest|widest|narrowest|heaviest|lightest|fastest|slowest|strongest|weakest|simplest|earliest|latest)\s+(?:is|are|was|were)|the (?:(?:main|chief|principal|key|other|second|third|final)\s+)?(?:reason|cause|consequence|aim|purpose)s? (?:is|are|was|were|for this|of this)|(?:today|now|nowadays|currently|still|then|later|since then|in the [\p{L}\s-]{0,40}?|in \d{4}|by \d{4}|because|although|as|so|as a result|consequently|therefore|thus|hence|eventually|soon|afterwards|in response|in the end|at first),?\s+(?:it|they|he|she)|(?:an?|one|another|the best-known|a famous|a well-known)\s+(?:[\p{L}-]+\s+)?example\s+(?:is|was|of this)|(?:[\p{L}-]+\s+)?examples\s+(?:are|were|include)|${SHARE_OF_UNSAID.en})(?![\p{L}])`,
    'iu',
  ),
};
/**
 * "then" in a sentence's first clause with nothing before it that it follows („Lassen Sie das Gerät dann etwa _____
 * Minuten abkühlen …“, "The LX3 then enters ‘Manual’ mode …": after what? Two blind readers each of local-62, local-63,
 * local-64 and local-65), not after a word that says what comes first or when („zunächst“, „wenn“, "if"), nor English
 * "and then".
 */
const thenOfNothing = (then: string, firstOrWhen: string, unless = '') =>
  new RegExp(
    String.raw`^(?![^,;:]*(?<![\p{L}])(?:${firstOrWhen})(?![\p{L}]))[^,;:]*(?<![\p{L}])${unless}${then}(?![\p{L}])`,
    'iu',
  );
const THEN_OF_NOTHING = {
  en: thenOfNothing('then', 'first|if|when|once|after|before|until', String.raw`(?<!(?:and|or)\s)`),
  de: thenOfNothing('dann', 'zunächst|zuerst|erst|wenn|falls|sobald|nachdem'),
};
/** English "this" standing for something said before ("control this yourself", "that does this is called …"). */
const DEMONSTRATIVE_THIS =
  /\bthis(?=\s*[.,;:!?)]|\s+(?:yourself|yourselves|itself|themselves|is|was|means|meant|will|would|can|could|does|did|has|had|happens|works|helps|makes|allows|gives|way)\b)/iu;
/** A quoted span: a name of a button or a setting („‚Hier tippen‘“), a quotation. */
const QUOTED_SPAN = /[„‚“"'«][^„‚“”‘’"'«»]*[“‘”’"'»]/gu;
/**
 * Words anywhere in a sentence that stand for what a sentence before said, per language: English "them" or "it" at
 * the end ("… protects the body against them.") and "this" (two blind readers of local-40); German "Das" or "Dies"
 * before a verb at the start ("Das dauert … etwa 45 Minuten": what does? Before a noun or an adjective an article: "Das
 * Gerät …", "Das bisherige Gerät …"), "das" or "dies" as a pronoun inside ("spart das jährlich …", not a relative "…,
 * das …") and "daraus" ("wurde daraus die Städtehanse"); a Turkish object already known before a participle ("Köşeyi
 * yöneten …"), unless the sentence is an instruction. Blind readers of local-42 failed the German and Turkish ones.
 */
const POINTING_ELSEWHERE: Record<ContentLanguage, (text: string) => boolean> = {
  en: (text) =>
    /\b(?:them|it)[.!]?["”’]?$/u.test(text.trim()) ||
    // A term, a word or a name the sentence does not give ("The term was introduced by … in 1969": which term? A blind
    // reader of local-61 and one of local-62).
    /^\W*The (?:term|word|name|concept|expression)\s+(?:was|is|has been|had been)\s+(?:first\s+)?(?:introduced|coined|used|proposed)(?![\p{L}])/u.test(
      text,
    ) ||
    DEMONSTRATIVE_THIS.test(text) ||
    // "the same idea" with nothing it is the same as ("Wallace had reached the same idea independently": a blind
    // reader of local-48); not "at the same time".
    /\bthe same (?:idea|ideas|conclusion|result|results|theory|view|views|thing|things|principle|method|approach|way|pattern|reason)\b(?![^.;]*\b(?:as|like)\b)/iu.test(
      text,
    ) ||
    // A manual's "same" of a place or a command before ("The same command is on the ‘Review’ tab", "The ‘Hidden’ box on
    // the same page …": which? Two blind readers of local-85 each).
    /^\W*The same\s+\p{Ll}|\b(?:on|in) the same (?:page|screen|tab|menu|window|dialog|panel|list|sheet)\b(?![^.;]*\b(?:as|like)\b)/u.test(
      text,
    ) ||
    PLACE_THERE.test(text) ||
    // "instead" of what the sentence before said ("To compare two distant parts … instead, use ‘Split’": two blind
    // readers of local-49), not "instead of" what it names.
    /\binstead\b(?!\s+of\b)/iu.test(text) ||
    // Set against what the sentence before said ("‘Clear data’, in contrast, resets the app completely": two blind
    // readers of local-59), not against what it names ("in contrast to …").
    /\b(?:in|by) contrast\b(?!\s+(?:to|with)\b)|\bon the other hand\b/iu.test(text) ||
    // An example or an opposite of what the sentence before named ("Street lighting is a common example.", "A public
    // good is the opposite.": two blind readers of local-56 each).
    /\b(?:an?|one|another)\s+(?:[\p{L}-]+\s+)?examples?\s*[.!]?["”’]?$/iu.test(text.trim()) ||
    // Or an example of nothing the sentence says ("Water supply is a common example: it would be wasteful …": of what?
    // Two blind readers of local-79).
    /(?<![\p{L}])(?:is|are|was|were)\s+(?:an?|one|another)\s+(?:[\p{L}-]+\s+)?examples?(?!\s+of(?![\p{L}]))(?![\p{L}])/iu.test(
      text,
    ) ||
    /\bthe\s+(?:exact\s+)?(?:opposite|reverse|contrary)\s*[.!]?["”’]?$/iu.test(text.trim()) ||
    UNNAMED_SPEAKER.en.test(text) ||
    // All or each of things named before ("… the same effect as all of these forces together": which? Two blind
    // readers of local-63), and an example above.
    /(?<![\p{L}])(?:all|both|each|any|none|one|some|most) of (?:these|those)(?![\p{L}])|(?<![\p{L}])the (?:example|table|figure|diagram) above(?![\p{L}])/iu.test(
      text,
    ) ||
    // A system, a way or a time named before ("… Rome was governed under this system": which? Readers failed 12 of 12
    // from local-25 on), not this year or this manual; and "the two" with no noun ("The wage at which the two are equal
    // …": which two? Two of local-64 and two of local-65).
    thisOfNoNoun(text) ||
    /(?<![\p{L}])the two\s+(?:are|were|is|was|meet|meets|cross|balance|match|differ|together|combined)(?![\p{L}])|(?<![\p{L}])(?:of|between) the two[.,;]/iu.test(
      text,
    ) ||
    THEN_OF_NOTHING.en.test(text) ||
    themOfNoNoun(text),
  de: (text) =>
    /^\W*(?:Das|Dies)\s+\p{Ll}+(?<!e)(?![\p{L}])/u.test(text) ||
    // A way told before („Gesteine, die auf diese Weise durch Verdunstung entstehen, …“: which way? Two blind readers
    // of local-86).
    /(?<![\p{L}])auf (?:diese|solche) (?:Weise|Art)(?![\p{L}])/u.test(text) ||
    THEN_OF_NOTHING.de.test(text) ||
    // A definition of what the sentence before named, by its possessive („Ihre wirksamen Bestandteile nennt man
    // Tenside“: whose? Two blind readers of local-63); not the polite „Ihr“ elsewhere, and „Seine“, „Deren“ … at the
    // start are POINTING_NEAR_START's.
    /^\W*(?:Ihre|Ihr)\s+(?:\p{Ll}+\s+)?\p{Lu}\p{Ll}+\s+(?:nennt man|heißen|heißt|bezeichnet man)(?![\p{L}])/u.test(
      text,
    ) ||
    /^\W*(?:Der Begriff|Das Wort|Der Name|Die Bezeichnung)\s+(?:wurde|ist|stammt)\s+(?:\p{L}+\s+){0,4}(?:geprägt|eingeführt|verwendet)(?![\p{L}])/u.test(
      text,
    ) ||
    /(?<!,\s)\b(?:das|dies)\s+(?:(?!heißt\b)\p{Ll}+\s+(?!\p{Lu})\S|(?:ist|war|wäre|sind|wird)(?=[,;:.!?]))/u.test(
      text,
    ) ||
    // And „dabei“ (during what? „Unter ‚Countdown-Ton‘ legen Sie fest, ob dabei …“) and „dahinter“ (behind what?):
    // blind readers of local-49; „stattdessen“ (instead of what? „Wählen Sie stattdessen …“: two of local-61).
    /\b(?:daraus|davon|darin|daran|dafür|dazu|dagegen|darüber|darauf|dabei|dahinter|dort|dorthin|dorther|stattdessen|statt\s+dessen)(?![\p{L}])/iu.test(
      text,
    ) ||
    // And at a place the sentence before named („Ebenfalls hier lässt sich der ‚Eco-Modus‘ aktivieren“: where?),
    // outside a quotation: blind readers from local-50 on passed 0 of 8 verdicts, two of local-78 among them. (Not
    // „deshalb“: „… verarbeitet deshalb inzwischen die Spinnstube, ein Verein mit _____ Mitgliedern“ passed six of six.)
    /(?<![\p{L}])hier(?![\p{L}])/iu.test(text.replace(QUOTED_SPAN, ' ')) ||
    UNNAMED_SPEAKER.de.test(text) ||
    // Reported speech with no one to report it („Man habe _____ Quereinsteiger eingestellt …“: who says? A blind
    // reader of local-64 and one of local-65).
    /^\W*Man\s+(?:habe|sei|werde|könne|wolle|müsse|hoffe|rechne|plane)(?![\p{L}])/u.test(text) ||
    // „das“ standing for the sentence before, after a verb („Möglich gemacht hat das eine Spende …“: made what
    // possible? Two blind readers of local-70).
    /(?<![\p{L}])(?:hat|hatte|haben|hatten)\s+(?:das|dies)\s+(?:ein|eine|einer|einen|der|die|den|dem)\s+(?:\p{Ll}+\s+)?\p{Lu}/u.test(
      text,
    ) ||
    /\b(?:waren|war|sind|ist)\s+es\s+(?:noch|nur|schon|bereits|erst|rund|etwa|knapp|fast|mehr|weniger)\b/u.test(text) ||
    // „solche Einträge“ (which?), „Um diese festzulegen“ (what?) and „hat es … großgezogen“ (who has?): two blind
    // readers of local-52 and two of local-53 failed each.
    /(?<![\p{L}])solch(?:e[nmrs]?)?(?![\p{L}])(?!\s+(?:\p{L}+\s+)?wie(?![\p{L}]))/u.test(text) ||
    /(?<![\p{L}])diese[nmrs]?\s+(?:\p{Ll}+zu\p{Ll}+en|zu\s+\p{Ll}+en)(?![\p{L}])/u.test(text) ||
    // A noun after „dieser“ in the sentence's first clause („In dieser Zeit zeigt das Display …“, „… nutzen … diesen
    // Weg“: which time, which way? Two blind readers of local-56 each; blind readers passed 4 of 16 from local-40
    // on, those naming it before a semicolon), not a time of the story („dieses Jahr“, „diese Woche“); and an estimate
    // or a word of someone the sentence does not name („nach seiner Schätzung“: two of local-56).
    /^[^,;:]*(?<![\p{L}])(?:dieser|diesem|diesen|dieses|diese)\s+(?!(?:Jahr|Jahres|Woche|Monat|Monats|Sommer|Winter|Herbst|Frühling|Frühjahr|Saison|Tag|Wochenende|Mal|Abend|Morgen|Gerät|Gerätes|Geräts|Modell|Produkt|Handbuch|Anleitung|Bedienungsanleitung)(?![\p{L}]))\p{Lu}/u.test(
      text,
    ) ||
    /(?<![\p{L}])(?:nach|laut)\s+(?:seiner|ihrer|seinen|ihren)\s+(?:Schätzung|Einschätzung|Angaben?|Meinung|Ansicht|Aussage|Worten|Rechnung)(?![\p{L}])/u.test(
      text,
    ) ||
    /(?<![\p{L}])(?:hat|hatte)\s+es(?![\p{L}])/u.test(text) ||
    // „_____ Minuten vor dieser Zeit …“ (before which time? Two of local-52).
    /(?<![\p{L}])(?:vor|nach|zu|seit|ab|bis)\s+(?:dieser|diesem|jener|jenem)\s+(?:Zeit|Uhrzeit|Zeitpunkt)(?![\p{L}])/u.test(
      text,
    ) ||
    pronounOfNoNoun(text),
  tr: (text) =>
    TR_SET_AGAINST.test(text) ||
    // "Burada ‘24 saat’, ‘7 gün’ ve ‘90 gün’ seçenekleri bulunur": where? Two blind readers of local-61 and two of
    // local-62.
    /^\W*(?:Burada|Orada|Buradan|Oradan|Buraya|Oraya)(?![\p{L}])/u.test(text) ||
    // A chamber named in full before, by "Oda" alone, which is a room as well ("Oda, kasım ayı sonunda … seminer
    // düzenleyecek": which? Two blind readers of local-72). A club, a cooperative or a firm by its kind alone is no
    // other thing ("Kulüp, 2022 yılında _____ sporcuyla kurulmuştu" passed eight of eight).
    /^\W*Oda(?:,|\s+(?!ve\s)\p{Ll})/u.test(text) ||
    // "Yukarıdaki örnekte …" (in which example? Two blind readers of local-63).
    /(?<![\p{L}])(?:[Yy]ukarıdaki|[Aa]şağıdaki|[Öö]nceki)\s+(?:örnek|tablo|şekil|grafik|paragraf)\p{L}*/u.test(text) ||
    UNNAMED_SPEAKER.tr.test(text.trim()) ||
    // "en dar yeri" with no owner before it (the narrowest point of what? Two blind readers of local-52 and two of
    // local-53): a superlative's part in the possessive and no genitive before it.
    (/(?<![\p{L}])en\s+\p{L}+\s+(?:yeri|noktası|bölümü|kısmı|parçası|ucu)(?![\p{L}])/u.test(text) &&
      !/\p{L}(?:n[ıiuü]n|['’](?:n?[ıiuü]n))(?![\p{L}])/u.test(text.split(/(?<![\p{L}])en\s/u)[0] ?? '')) ||
    (/^\W*\p{Lu}\p{Ll}+[aeıioöuü]y[ıiuü]\s+\p{Ll}+[ae]n\s/u.test(text) &&
      !/[^aeıioöuü][ıiuü]n(?:[ıiuü]z)?[.!]?\s*$/u.test(text.trim())),
};
/**
 * An English "this" before a noun, after a preposition, for what the sentence before named ("… Rome was governed under
 * this system": which? Readers failed 12 of 12 from local-25 on), or after the conjunction the sentence opens on
 * ("Because this test shows roughly how much sugar is present, it is called …": which test? Two blind readers of
 * local-80); not this year or this manual, nor a mode of a label the sentence itself quotes ("‘Quiet’ lowers the motor
 * speed …; grinding takes roughly twice as long in this mode": four of four passed).
 */
const thisOfNoNoun = (text: string): boolean => {
  const noun =
    /(?<![\p{L}])(?:under|in|of|with|by|from|for|to|on|at|through|during)\s+this\s+(\p{Ll}+)/u.exec(text)?.[1] ??
    /^\W*(?:because|since|as|when|whenever|if|once|although|though|while|whereas|so|but|and)\s+this\s+(\p{Ll}+)/iu.exec(
      text,
    )?.[1];
  if (noun === undefined) return false;
  if (
    /^(?:year|week|month|summer|winter|spring|autumn|season|weekend|morning|afternoon|evening|manual|guide|device|unit|product|app|book|chapter|page)$/u.test(
      noun,
    )
  )
    return false;
  return !(
    /^(?:mode|setting|option|programme|program|position|function)$/u.test(noun) &&
    /[‘“"„‚]|(?<![\p{L}])'\p{L}/u.test(text)
  );
};
/** English words that end in "s" and are no plural nouns. */
const NOT_PLURAL =
  /^(?:this|thus|has|was|is|its|his|hers|yes|always|perhaps|says|does|goes|makes|takes|gives|plus|bus|gas|less|across|various|unless|whereas|towards|afterwards|besides|sometimes|news|series)$/iu;
/**
 * An English "them" inside a sentence that names nothing in the plural before it ("Council leader Priya Nandakumar
 * said _____ people had used them by the evening": used what? Two blind readers of local-61), not "of them" ("most of
 * them carry one person") or "among them" (of the people just named), nor after a plural ("returned trees and hire them out").
 * Nor is the subject of its own verb what "them" stands for ("…, countries phased them out": phased what? Two blind
 * readers of local-62): in a clause of a plural and a verb before "them", only another plural of that clause is.
 */
const themOfNoNoun = (text: string): boolean => {
  const at = /(?<![\p{L}])them(?![\p{L}])/u.exec(text);
  if (at === null) return false;
  const before = text.slice(0, at.index);
  if (/(?<![\p{L}])(?:of|all|both|each|among|amongst)\s+$/iu.test(before)) return false;
  const plural = (word: string) => /[^s]s$/u.test(word) && !NOT_PLURAL.test(word);
  const clause =
    before
      .split(/[,;:]/u)
      .at(-1)
      ?.match(/\p{L}{3,}/gu) ?? [];
  if (clause.length >= 2 && plural(clause.at(-2) as string) && !clause.slice(0, -2).some(plural)) return true;
  return !(before.match(/\p{L}{3,}/gu) ?? []).some(plural);
};
/**
 * Someone known by a person unnamed, after a verb of saying („…, sagt seine Frau Katrin Brandner“: whose? Two blind
 * readers of local-63 and two of local-64).
 */
const RELATIVE = {
  en: 'wife|husband|son|daughter|mother|father|partner|brother|sister|colleague|friend|neighbour|neighbor|grandson|granddaughter|deputy',
  de: 'Frau|Ehefrau|Mann|Ehemann|Tochter|Sohn|Mutter|Vater|Partnerin|Partner|Kollegin|Kollege|Schwester|Bruder|Freundin|Freund|Nachbarin|Nachbar|Enkelin|Enkel|Stellvertreterin|Stellvertreter',
};
/**
 * Someone quoted by a pronoun alone ("‘Around 11,000 cars come in …,’ she said.", „…“, sagte er.): who? Two blind
 * readers of local-46. Turkish names no one at all: a quotation and "diye konuştu" alone ("‘İhaleyi ocak ayında
 * yapacağız …’ diye konuştu": two of local-61).
 */
const UNNAMED_SPEAKER = {
  en: new RegExp(
    String.raw`\b(?:she|he|they)\s+(?:said|says|added|explained|told|warned|recalled|admitted|stressed)\b|\b(?:said|says|added|explained)\s+(?:his|her|their)\s+(?:${RELATIVE.en})(?![\p{L}])`,
    'iu',
  ),
  de: new RegExp(
    String.raw`\b(?:sagte|sagt|erklärte|betonte|meinte|ergänzte|fügte)\s+(?:sie|er)\b|(?<![\p{L}])(?:sagte|sagt|erklärte|erklärt|betonte|betont|meinte|meint|ergänzte|ergänzt)\s+(?:seine|ihre|sein|ihr)\s+(?:${RELATIVE.de})(?![\p{L}])`,
    'u',
  ),
  tr: /^\W*['‘"“][^'’"”]+['’"”]\s*(?:diye\s+)?(?:konuştu|dedi|ekledi|söyledi|belirtti|anlattı|açıkladı|vurguladı|kaydetti)[.!]?\s*$/u,
};
/**
 * English "there" for a place named before ("Police recorded 23 collisions there …": two blind readers of local-43),
 * not "there is", "there were" … that names what is there.
 */
const PLACE_THERE =
  /(?<!^\W*)\bthere\b(?!\s+(?:is|are|was|were|will|would|could|should|might|may|must|can|has|have|had|seems?|appears?|remains?|exists?|used|being|been)\b)/iu;
/**
 * A German "sie", "er", "ihn" or "ihm" inside a sentence that names no noun before it for it to stand for („Unter
 * ‚Laufzeit‘ legen Sie fest, wie lange sie arbeitet“: what does? Two blind readers of local-43): the polite "Sie",
 * the sentence's first word and a label in quotation marks name none.
 */
const pronounOfNoNoun = (text: string): boolean => {
  const at = /(?<=\s)(?:sie|er|ihn|ihm)(?![\p{L}])/u.exec(text);
  if (at === null) return false;
  const before = text
    .slice(0, at.index)
    .replace(QUOTED_SPAN, ' ')
    .replace(/^\W*\p{L}+/u, '');
  return !/(?<![\p{L}])(?!Sie(?![\p{L}]))\p{Lu}\p{Ll}+/u.test(before);
};
/**
 * A problem the sentence before named, going on ("Sorun devam ederse yetkili servisimize başvurun": which problem? Two
 * blind readers of local-75; "If the problem persists, …", „Besteht das Problem weiterhin, …“).
 */
const PROBLEM_BEFORE: Record<ContentLanguage, RegExp> = {
  en: /^\W*(?:If|When)\s+(?:the|this|that)\s+(?:problem|fault|error|issue|message)\s+(?:persists|continues|remains|recurs|appears\s+again)/iu,
  de: /^\W*(?:Besteht|Bleibt|Tritt)\s+(?:das\s+Problem|der\s+Fehler|die\s+Störung|die\s+Meldung)\s+(?:weiterhin|weiter|bestehen|erneut|wieder)/u,
  tr: /^\W*(?:Sorun|Arıza|Hata|Problem)\s+(?:devam\s+ederse|sürerse|geçmezse|tekrarlanırsa|yine\s+olursa)/u,
};
/** A sentence that is a quotation alone, no one named who says it ("‘The last 300 metres felt like swimming uphill.’"). */
const UNSPOKEN_QUOTATION = /^\s*["“‘„‚«'][^"“”‘’„‚«»']+[.!?…]["”’“‘»']\s*$/u;
/**
 * A sentence that does not say what it is about without the one before: it opens with a pronoun ("Sie kann
 * Geschwindigkeiten …", "It requires …"; not a polite "Sie können …"), points back near its start or elsewhere, or is
 * a quotation with no one who says it.
 */
export const leansOnSentenceBefore = (text: string, language: ContentLanguage): boolean =>
  (POINTING_START.test(text) && !/^\W*Sie\s+(?:können|müssen|sollten|haben|sehen)\b/u.test(text)) ||
  POINTING_NEAR_START[language].test(text) ||
  PROBLEM_BEFORE[language].test(text) ||
  POINTING_ELSEWHERE[language](text) ||
  UNSPOKEN_QUOTATION.test(text);

/** Words before a span something happens within ("within 24 hours", „innerhalb von 24 Stunden“). */
const WITHIN_BEFORE = /\b(?:within|per|every|innerhalb\s+von|innerhalb|binnen|pro|je)\s*$/iu;
/** A day in hours, a week in days, a year in months or days, an hour in minutes (a minute in seconds). */
const EVERYDAY_PERIOD: Record<TimeUnit, readonly string[]> = {
  hour: ['24'],
  day: ['7', '365'],
  month: ['12'],
  minute: ['60'],
};
/**
 * The unit of time whose everyday span a figure is ("24 hours", "a 24-hour dial", "24 saatlik", "7 days"), or null: the
 * unit read after a hyphen and without a Turkish "-lik" ("saatlik", "günlük").
 */
const everydayPeriodOf = (figure: string, after: string): TimeUnit | null => {
  const unit = timeUnitOf(
    after.replace(/^\s*-\s*/u, ' ').replace(/^(\s*\p{L}+?)(?:lik|lık|luk|lük)(?![\p{L}])/u, '$1'),
  );
  return unit !== null && EVERYDAY_PERIOD[unit].includes(figure) ? unit : null;
};

/**
 * An everyday span asked where its length is given away: within it ("innerhalb von _____ Stunden") or, a day in
 * hours, anywhere but as a bound ("up to", "en az", „höchstens um“).
 */
const isEverydaySpan = (figure: string, before: string, after: string) => {
  const unit = everydayPeriodOf(figure, after);
  return (
    unit !== null &&
    (WITHIN_BEFORE.test(before) ||
      /^\s*\p{L}+\s+(?:içinde|zarfında)/u.test(after) ||
      (unit === 'hour' && !isBoundBefore(before.replace(/\s+um\s*$/u, ' '))))
  );
};

/** A socket or the mains in a sentence of volts, whose voltage every household knows. */
const MAINS =
  /^(?=[\s\S]*\d\s?(?:V|Volt)(?![\p{L}]))[\s\S]*(?<![\p{L}])(?:sockets?|mains|power outlets?|outlets?|Steckdose\p{L}*|Netzspannung|Netzsteckdose\p{L}*|Stromnetz\p{L}*|priz\p{L}*|şebeke\p{L}*)(?![\p{L}])/iu;
/** A world war named. */
const WORLD_WAR =
  /(?<![\p{L}])(?:(?:First|Second)\s+World\s+War|World\s+War\s+(?:I|II|One|Two)|(?:Erste|Zweite)[nmrs]?\s+Weltkrieg\p{L}*|(?:Birinci|İkinci)\s+Dünya\s+Savaş\p{L}*)(?![\p{L}])/iu;
/** Constants every pupil learns, each with the words of what it is the constant of (isTrivialNumber). */
const PUPILS_CONSTANTS: Partial<Record<string, RegExp>> = {
  '273': /kelvin|absolute zero|absolute[nmr]? Nullpunkt|mutlak sıfır/iu,
  '37': BODY_HEAT,
  '100': BOILING,
  // A right angle's degrees ("one angle is exactly _____°": 90 among 45, 180 and 270, two blind readers of local-68).
  '90': /(?<![\p{L}])(?:right[- ]angle\p{L}*|rechte[nmrs]?\s+Winkel|rechtwinklig\p{L}*|dik\s+açı\p{L}*|dik\s+üçgen\p{L}*)/iu,
  // The mains voltage of a socket ("Karavan kamp alanındaki _____ V prize bağlandığında …": 230 among 180, 280 and 330
  // was known without the text to two blind readers of local-79).
  '230': MAINS,
  '220': MAINS,
  '240': MAINS,
  '120': MAINS,
  // A full turn's degrees ("_____ derece görüş sağlayan geniş camlar", "The display can be rotated through _____
  // degrees": 360 among 440, 520 and 600 was known without the text to two blind readers of local-80, and 0 of 6
  // verdicts of local-50 on passed it).
  // And the Earth's 360 meridians („in _____ Längengrade eingeteilt“: two blind readers of local-86).
  '360':
    /(?<![\d.,])360\s*(?:°|-?\s*degrees?|-?\s*Grad|derece|Längengrad\p{L}*|degrees? of longitude|meridians?|boylam\p{L}*)(?![\p{L}])/iu,
  // The age of majority, the limit of youth and of the vote („Kinder und Jugendliche bis _____ Jahre“: 18 among 14,
  // 22 and 26 was known without the text to two blind readers of local-80; „ab _____ Jahren wählen“: 0 of 4).
  '18': /(?<![\p{L}])(?:Jugendliche\p{L}*|young people|teenagers?|youths?|volljährig\p{L}*|Volljährigkeit|wählen|Wahlalter|voting age|vote|reşit|oy\s+kullan\p{L}*)(?![\p{L}])/iu,
  // The years of the world wars, in a sentence that names one ("When the Second World War ended in _____, …": 1945
  // among 1930, 1935 and 1940, two blind readers of local-79; "When the First World War began in _____": two of
  // local-79): what everyone knows, not what the text teaches.
  '1914': WORLD_WAR,
  '1918': WORLD_WAR,
  '1939': WORLD_WAR,
  '1945': WORLD_WAR,
};

/** Words of a telephone number: an emergency number, a hotline, dialling. */
const NUMBER_TO_CALL =
  /(?<![\p{L}])(?:Notruf\p{L}*|Rufnummer\p{L}*|Telefonnummer\p{L}*|Hotline|helpline|emergency (?:number|services)|phone number|dial(?:s|led|ling)?|acil (?:çağrı|durum|yardım)|acil\s+hatt\p{L}*|çağrı merkezi|telefon numara\p{L}*)/iu;
/**
 * A German club's membership told in passing („Das Tri-Team hat derzeit _____ Mitglieder“, „dem _____ Mitglieder
 * angehören“): blind readers of local-47 to local-59 passed 4 of 18 verdicts on them, a side figure of a report about
 * something else (and 6 of 6 on a club described by it, „ein Verein mit 34 Mitgliedern“, which stays). Not where the
 * sentence tells it grew („von 19 auf 31 gewachsen“, „so viele wie nie“). A part of it („212 Mitglieder, darunter
 * _____ Kinder“) is a part of a figure (isTrivialNumber).
 */
const isMembershipInPassing = (text: string, before: string, after: string) =>
  /(?<![\p{L}])(?:hat|haben|hatte|zählt|zählen|zählte|dem|der|denen)\s+(?:\p{Ll}+\s+){0,2}$/u.test(before) &&
  /^\s*Mitglieder\s*(?:[,;.:]|angehören|$)/u.test(after) &&
  !/(?<![\p{L}])(?:gestiegen|gewachsen|verdoppelt|Rekord\p{L}*|erstmals|wie\s+nie|von\s+[\d.]+\s+auf)(?![\p{L}])/u.test(
    text,
  );

/**
 * A number a reader calls trivial: 0 or 1 (the low end of a scale, "from 1 to 10"), or a person's age ("a 68-year-old
 * fisherman", "der 63-Jährige", "68 yaşındaki balıkçı", "aged 15").
 */
const isTrivialNumber = (unit: Unit, term: Term) => {
  const before = unit.text.slice(0, term.from);
  const after = unit.text.slice(term.to);
  return (
    /^[01]$/u.test(term.base) ||
    // Part of a code or a name ("PM10", "WS-7"): a letter or a hyphen right before it; of a formula ("=$C2>100").
    /[\p{L}-]$/u.test(before) ||
    // Or the figure of a code or a name the sentence gives elsewhere ("The Emberline P12 is a … oven for pizzas up to
    // _____ inches": two blind readers of local-76; "PM10" beside "_____ mikrometreden küçük": two of local-26).
    new RegExp(String.raw`\p{L}-?${escapeRegExp(term.base)}(?![\d])`, 'u').test(unit.text) ||
    /[=<>*/^]\s?$/u.test(before) ||
    // A law's number ("6502 sayılı Kanun", „Gesetz Nr. 12“, "Act No. 4"): an identifier, no idea (two blind readers of
    // local-59).
    /^\s*sayılı(?![\p{L}])/iu.test(after) ||
    /(?<![\p{L}])(?:Nr|No)\.\s*$/u.test(before) ||
    isMembershipInPassing(unit.text, before, after) ||
    // Part of a label the text quotes ("the ‘90° Stop’ screw", „Taste ‚2 Tassen‘“): a name, no figure (two blind readers
    // of local-63).
    (/[‘‚„"«][^‘’‚„“”"«»]{0,12}$/u.test(before) && /^[^‘’‚„“”"«»]{0,12}[’‘“”"»]/u.test(after)) ||
    // How far a named place lies from a town, said only to place it ("İlçe merkezine _____ kilometre uzaklıktaki
    // Kayalıpınar köyünde …", „im _____ Kilometer entfernten Hohenau“): blind readers from local-13 on passed 1 of 5.
    /^\s*(?:kilometre|km)\s+(?:uzaklıktaki|uzaktaki|ötedeki)\s+\p{Lu}/u.test(after) ||
    /^\s*(?:Kilometer|km)\s+entfernte[nmrs]?\s+\p{Lu}/u.test(after) ||
    USUAL.test(unit.text) ||
    // Part of a phone number ("0 (312) 555 47 80"): an area code before it, or two more groups of digits after it.
    /\(\d{2,4}\)[\s\u00a0]*$/u.test(before) ||
    /^[\s\u00a0]\d{2,4}[\s\u00a0]\d{2,4}(?!\d)/u.test(after) ||
    // Half of a number grouped by spaces ("1 500 Liter", "48 000 Nadeln"): the blank would cut it in two.
    /\d[\s\u00a0\u202f]$/u.test(before) ||
    /^[\s\u00a0\u202f]\d{3}(?!\d)/u.test(after) ||
    /^(?:-year-old|-Jährige|\s*yaşında|\s*years? old|\s*Jahre alt)/iu.test(after) ||
    // An age after a name ("said group chair Maureen Oduya, 58.", "Ayşe Kaya (58)"): two blind readers of local-40.
    (/^\d{1,2}$/u.test(term.base) &&
      ((/\p{Lu}[\p{L}'’-]+,\s*$/u.test(before) && /^\s*(?:[,.;!?]|$)/u.test(after)) ||
        (/\p{Lu}[\p{L}'’-]+\s*\(\s*$/u.test(before) && /^\s*\)/u.test(after)))) ||
    // A year someone gives in their own words ("‘The only time I stayed home was when I broke my wrist in 2009 …’"),
    // or one something has gone on since in English news ("wearing the same yellow coat since 2011"): readers passed
    // none of six of the one and two of seventeen of the other.
    (/^(?:1[5-9]|20)\d\d$/u.test(term.base) && (/^\W*["“‘„‚«']/u.test(unit.text) || /\bsince\s*$/iu.test(before))) ||
    // A figure inside a label's quotation marks ("‚Kurz 30′‘"): part of a name, no fact (two blind readers of local-40).
    (/[„‚«“‘"](?:[^„‚«“‘”’"»\s]+\s){1,2}$/u.test(before) &&
      /^[^„‚«“‘”’"»\s]{0,3}(?:\s[^„‚«“‘”’"»\s]+)?[“‘”’"»]/u.test(after)) ||
    /\baged\s*$/iu.test(before) ||
    // A pupil's year, as an age ("11. sınıf öğrencisi Eylül Aksoy": two blind readers of local-45 and two of local-46).
    /^\.?\s*(?:sınıf|Klasse)\s+(?:öğrenci\p{L}*|Schüler\p{L}*)/iu.test(after) ||
    /\b(?:Year|Klasse)\s*$/u.test(before) ||
    // The age of one of a group ("the youngest of whom is 15 and the oldest 81").
    /\b(?:youngest|oldest|jüngste\p{L}*|älteste\p{L}*|en genç|en yaşlı)\b[^.;]*$/iu.test(before) ||
    isTimeOfDay(before, after) ||
    // A period everyone knows the length of ("innerhalb von _____ Stunden" for a day, "_____ months" for a year): 24
    // among 16, 20 and 28 hours was guessed without the text by two blind readers of local-38.
    // Not a wait ("en az 24 saat kurumaya bırakın" passed four readers): only a span something happens within; and a
    // day in hours anywhere but as a bound ("a _____-hour dial", "cihazı _____ saat açık tutar": 0 of 12 passed from
    // local-38 on; "up to _____ hours", "en az _____ saat kurumaya bırakın": 8 of 8).
    isEverydaySpan(term.base, before, after) ||
    // A constant every pupil learns, with the options a step apart round it ("add _____" to convert to kelvin: 273
    // among 108, 163, 218; "Human core temperature is kept at about _____ °C": 37 among 16, 23, 30; two blind readers
    // of local-56 each).
    (PUPILS_CONSTANTS[term.base]?.test(unit.text) ?? false) ||
    // And a car's use of fuel per 100 km („Ein Auto verbraucht auf _____ km 6 Liter Benzin“: everyday knowledge to two
    // blind readers of local-68).
    (term.base === '100' &&
      /^\s*(?:km|Kilometer\p{L}*|kilomet\p{L}*)(?![\p{L}])/iu.test(after) &&
      /(?<![\p{L}])(?:Liter\p{L}*|lit(?:re|er)s?|litre)(?![\p{L}])/iu.test(unit.text)) ||
    // The year a rise is reckoned on ("an increase of about £5 on _____": last year, offered among years to come to
    // two blind readers of local-56).
    (/^(?:19|20)\d\d$/u.test(term.base) &&
      /\b(?:increase|rise|drop|fall|decrease|up|down)\b[^.;]*\b(?:on|over|compared with)\s+$/iu.test(before)) ||
    // One of a list of values ("after 2, 8 or 24 hours"): its neighbours, not a fact, decide what fits.
    /\d\s*(?:,|or|oder|und|and|veya|ya da|ve)\s*$/iu.test(before) ||
    /^\s*(?:,|or|oder|veya|ya da)\s*\d/iu.test(after) ||
    // A crowd's size, counted roughly ("around 200 visitors", "rund 300 Besucher", "yaklaşık 300 kişi"), and the
    // turnout of an event ("the audience of about 300 parents"; not the 650 pupils a dance school teaches each week).
    isRoughCrowd(unit.text, before, after) ||
    // A side detail of a person, in the relative clause about them ("Helen Marsh, who presented … 250 pounds,"), or of
    // a body („des Kreisimkervereins, dem _____ Mitglieder angehören“: two blind readers of local-53 and local-54).
    /,\s*(?:who|die|der|dem|denen|welche)\s[^,]*$/iu.test(before) ||
    // A German part of a figure the sentence gave ("212 Mitglieder, darunter _____ Kinder und Jugendliche"): blind
    // readers passed 2 of 6 from local-47 on. English parts ("£2.4 million, of which £_____ came from a grant", "640
    // spaces, including 32 … and _____ with chargers") passed 14 of 14, and stay.
    /\d[^.;:]*(?<![\p{L}])(?:darunter|davon|bunlardan)\s+(?:(?:rund|etwa|knapp|fast|über|yaklaşık|en az)\s+)?$/iu.test(
      before,
    ) ||
    // One end of a range ("yüzde 5 ile yüzde 50", "between 15 and 20 percent"): the range, not its end, is the fact.
    /^\s*(?:%|percent|per cent|Prozent)?\s*(?:-|–|to|and|bis|und|ila|ile)\s*(?:yüzde\s*|%\s*)?\d/iu.test(after) ||
    /\d\s*(?:%|percent|per cent|Prozent)?\s*(?:-|–|to|and|bis|und|ila|ile)\s*(?:yüzde\s*|%\s*)?[+−-]?$/iu.test(
      before,
    ) ||
    // … and with a unit between ("zwischen _____ Gramm und 2 Kilogramm", "between 100 grams and 2 kilograms", "_____
    // dakika ile 4 saat arasında"); a range of degrees only from above half its end (distractors.ts, degreesRange).
    (/\b(?:between|from|zwischen|von)\s*$/iu.test(before) && /^\s*\p{L}+\s+(?:and|to|und|bis)\s+\d/iu.test(after)) ||
    /^\s*\p{L}+\s+(?:ile|ila)\s+\d[^.;]{0,30}arasında/iu.test(after) ||
    degreesRange(before, after, figure(term.base))?.low === true ||
    // Its end after a unit ("between 16 °C and _____ °C": 10 was offered, below its start, to two blind readers of
    // local-52; "16 °C ile _____ °C arasında").
    /\b(?:between|from|zwischen|von)\s+(?:about\s+|around\s+|roughly\s+|etwa\s+|rund\s+)?[£$€]?\s*\d[\d.,]*\s*(?:°\s*[CF]?|\p{L}+)?\s+(?:and|to|und|bis)\s*[£$€]?\s*[+−-]?$/iu.test(
      before,
    ) ||
    (/\d[\d.,]*\s*(?:°\s*[CF]?|\p{L}+)\s+(?:ile|ila)\s*$/iu.test(before) && /^[^.;]{0,30}arasında/iu.test(after)) ||
    // The day of a date ("Tuesday, 17 November", "16 Kasım", "on March 3"): the event, not its day, is the fact.
    isDayOfDate(before, after) ||
    // A house number ("at 14 Mill Street", "Hauptstraße 12", "Lale Sokak 5"): an address, no fact. German puts it
    // after the street ("Zuschauer Platz" is no street).
    /^\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,2}(?:Street|Road|Lane|Avenue|Way|Square|Close|Sokak|Sokağı|Cadde|Caddesi)(?![\p{L}])/u.test(
      after,
    ) ||
    /(?:straße|strasse|weg|platz|gasse|allee|street|road|lane|sokak|sokağı|cadde|caddesi)\s+$/iu.test(before) ||
    // One part of a duration in two units ("38 dakika 12 saniyede", "2 hours 15 minutes", "365 gün 6 saatte"), also
    // joined by "and" ("in 68 minutes and _____ seconds": a stray detail to two blind readers of local-52).
    /^\s*(?:minutes?|hours?|days?|Minuten?|Stunden?|Tage?n?|dakika|saat|gün)\s+\d/iu.test(after) ||
    /\d\s*(?:minutes?|mins?|hours?|days?|Minuten?|Stunden?|Tage?n?|dakika|saat|gün)\s+(?:(?:and|und|ve)\s+)?$/iu.test(
      before,
    ) ||
    isTableRow(unit.text, term) ||
    completesShare(unit.text, term) ||
    addsUp(unit.text, term) ||
    isComparisonYear(before, after) ||
    isDatingYear(before, after, term.base) ||
    halvesOrDoubles(unit.text, term) ||
    isRunnerUpScore(unit.text, after) ||
    isGroupPrice(unit.text, before, after) ||
    // A number to call ("in Deutschland und der gesamten EU die _____", "dial _____"): known to all or guessed by
    // none, no fact of the text (112 among 68, 90 and 134: two blind readers of local-49).
    // Also a number before the line's name ("187 Doğalgaz Acil hattını arayın": 150, 224 and 261 were no such numbers
    // to two blind readers of local-63).
    (/^\d{3,}$/u.test(term.base) &&
      NUMBER_TO_CALL.test(unit.text) &&
      /^\s*(?:$|[.,;:!?)"“”’‘]|(?:and|or|und|oder|ve|veya|numaras\p{L}*|ara\p{L}*|wählen|anrufen)(?![\p{L}])|(?:\p{Lu}\p{Ll}+\s+){0,2}(?:Acil|Notruf|Emergency)(?![\p{L}]))/iu.test(
        after,
      )) ||
    // A number called ("rang 999 to say …": everyday knowledge, and 399, 599 and 799 no emergency numbers to two blind
    // readers of local-65 and local-66).
    /(?<![\p{L}])(?:rang|rung|rings?|call(?:s|ed|ing)?|phoned|rief|riefen|wählte|wählten|arayarak|aradı)\s+$/iu.test(
      before,
    ) ||
    // What a dozen is ("Bir düzine her zaman _____ tane olduğu gibi …"): everyday knowledge (two of local-49).
    (term.base === '12' && /(?<![\p{L}])(?:dozen|Dutzend|düzine)/iu.test(unit.text)) ||
    // A count right after the sentence's opening article ("Die _____ Artikel lassen sich in drei Gruppen einteilen"):
    // the articles of what? A blind reader of local-48.
    /^\W*(?:The|Die|Der|Das|Den)\s*$/u.test(before) ||
    // A rough year that opens its sentence sets the scene ("Um 1500 lebte die große Mehrheit … auf dem Land"): the
    // scene, not the year, is the fact, and the years either side fit it as well (two blind readers of local-46).
    (/^(?:1\d|20)\d\d$/u.test(term.base) && /^\W*(?:um|gegen|around|about|circa|c\.|yaklaşık)\s*$/iu.test(before))
  );
};

/**
 * The score of a runner-up ("Second place went to … with _____ points", "ikinciliği _____ puanla …"): the winner's is
 * the fact; blind readers passed 0 of 12 of these from local-45 on.
 */
const isRunnerUpScore = (text: string, after: string) =>
  /^\s*(?:points?|Punkte?n?|puan\p{L}*)(?![\p{L}])/iu.test(after) &&
  /(?<![\p{L}])(?:second|third|fourth|runners?-up|zweit\p{L}*|dritt\p{L}*|viert\p{L}*|ikinci\p{L}*|üçüncü\p{L}*|dördüncü\p{L}*)(?![\p{L}])/iu.test(
    text,
  );

/**
 * One group's price beside another's in the sentence ("tickets at £_____ for adults and £4 for children", "Tam bilet
 * _____ liradan 25 liraya, öğrenci bileti ise …"): a side detail to blind readers, who passed 2 of 14 from local-43 on.
 */
const isGroupPrice = (text: string, before: string, after: string) =>
  isPriceAt(before, after) &&
  (text.match(/[£$€]\s?\d|\d[\d.,]*\s*(?:Euro|EUR|€|lira\p{L}*|TL|pounds?|dollars?|Franken)(?![\p{L}])/giu) ?? [])
    .length >= 2 &&
  /(?<![\p{L}])(?:adults?|child(?:ren)?|students?|pupils?|concessions?|seniors?|Erwachsene\p{L}*|Kinder\p{L}*|Schüler\p{L}*|ermäßigt\p{L}*|Rentner\p{L}*|tam bilet\p{L}*|öğrenci\p{L}*|çocuk\p{L}*|indirimli)(?![\p{L}])/iu.test(
    text,
  );

/**
 * A figure twice or half another of its sentence, of the same measure ("£_____ for adults and £7 for children",
 * "Tam bilet 150 lira, öğrenci bileti _____ lira"): the usual double or half is guessed without the text (two blind
 * readers of local-48 each time). Small figures are left alone ("2 batteries … 4 seconds"), and figures of two measures
 * ("_____ Schülerinnen … aus den Jahrgängen 7 bis 12").
 */
const halvesOrDoubles = (text: string, term: Term) => {
  const value = Number(term.base.replace(/[.,](?=\d{3}(?!\d))/gu, ''));
  if (!Number.isFinite(value) || value < 5) return false;
  const measure = measureOf(text, term.from, term.to);
  return [...text.matchAll(/(?<![\d.,])\d{1,3}(?:[.,]\d{3})*(?![\d]|[.,]\d)/gu)].some((match) => {
    if (match.index >= term.from && match.index < term.to) return false;
    const other = Number(match[0].replace(/[.,]/gu, ''));
    return (
      other >= 5 &&
      (other * 2 === value || value * 2 === other) &&
      measure !== null &&
      measure === measureOf(text, match.index, match.index + match[0].length)
    );
  });
};
/** What a figure counts: the currency sign before it or the word after it ("£7", "150 lira"); null when neither. */
const measureOf = (text: string, from: number, to: number): string | null =>
  /[£$€]\s*$/u.exec(text.slice(0, from))?.[0].trim() ?? wordAfter(text.slice(to));

const SHARE = /(\d+(?:[.,]\d+)?)\s*(?:%|percent\b|per cent\b|Prozent\b)|(?:%|yüzde)\s*(\d+(?:[.,]\d+)?)/giu;
/**
 * A share the sentence's other share completes to the whole ("Bronze ist eine Legierung aus etwa _____ Prozent Kupfer
 * und 10 Prozent Zinn"): 100 less the other gives it, and a blind reader of local-27 ruled out every option by sums.
 */
const completesShare = (text: string, term: Term) => {
  const shares = [...text.matchAll(SHARE)].map((match) => ({
    at: match.index,
    value: Number((match[1] ?? match[2] ?? '').replace(',', '.')),
  }));
  const own = shares.find((share) => Math.abs(share.at - term.from) <= 6);
  if (own === undefined) return false;
  // Or with the rest the sentence names ("78 per cent nitrogen and _____ per cent oxygen; the remaining one per
  // cent …": 21 by sum, to two blind readers of local-49).
  return (
    shares.some((share) => share !== own && Math.abs(share.value + own.value - 100) < 0.01) ||
    (shares.length > 1 && REMAINDER.test(text))
  );
};
/**
 * A count the sentence's other counts give by a sum: their total ("_____ meclis üyesinden 22'si plana evet, 9'u hayır
 * oyu verdi": 31 by sum, to two blind readers of local-66), or a whole's part the rest of which and the whole it names
 * ("Of the 31 members, 22 voted for and _____ against"). Counts of two or more, no year.
 */
const addsUp = (text: string, term: Term) => {
  const value = figure(term.base);
  if (!(value >= 5)) return false;
  const others = [...text.matchAll(STANDALONE_FIGURE)]
    .filter((match) => match.index < term.from || match.index >= term.to)
    .map((match) => figure(match[0]))
    .filter((other) => other >= 2 && !(other >= 1000 && other <= 2100));
  if (others.length < 2) return false;
  const total = others.reduce((sum, other) => sum + other, 0);
  const whole = Math.max(...others);
  return total === value || whole === value + total - whole;
};
/** The rest of a whole: "the remaining", "the rest", „der Rest“, „die übrigen“, "kalan". */
const REMAINDER =
  /(?<![\p{L}])(?:remaining|the rest|remainder|übrige\p{L}*|restliche\p{L}*|Rest(?![\p{L}])|kalan|geri kalan)/iu;

/**
 * The year a record is measured against ("the highest number since the event was founded in _____", „so viele wie
 * seit _____ nicht mehr“, "_____ yılından bu yana en yüksek"): the record, not its reference year, is the fact (blind
 * readers of local-26 and local-27).
 */
const isComparisonYear = (before: string, after: string) =>
  /\b(?:highest|lowest|largest|biggest|smallest|most|fewest|best|worst|first time)\b[^.;]*\bsince\b[^.;]*$/iu.test(
    before,
  ) ||
  (/\bseit\s+(?:dem\s+Jahr\s+)?$/u.test(before) && /^\s*(?:\p{L}+\s+)?nicht mehr\b/u.test(after)) ||
  /\b(?:höchste|meiste|niedrigste|größte|wenigste)\p{L}*\b[^.;]*\bseit\s+(?:dem\s+Jahr\s+)?$/u.test(before) ||
  /^\s*(?:['’]\p{L}+|\s*yılından|\s*yılı?ndan)?\s*(?:bu yana|beri)\s+(?:en|ilk)\b/iu.test(after);

/** A count: a figure standing alone, no year or decimal, or an English or German number word up to twelve. */
const COUNT = String.raw`(?:(?<![\p{L}\d.,-])(?!(?:1[5-9]|20)\d\d(?![\d.,]))\d[\d.,]*(?<![.,])(?![\d\p{L}-]|[.,]\d)|(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?![\p{L}]))`;
/**
 * A year that dates a count right before it ("Eleven competitors entered …, compared with three in _____", "had fallen
 * to 142 pupils by _____ but now has 188", "£3,000 higher than in _____") or one it says is left („Bei der letzten
 * Erhebung im Jahr _____ waren es noch rund 870“, „… im Jahr _____ nur noch rund 120 sein“): the counts, not their
 * year, are the fact (blind readers of local-40 to local-76 passed none of 14; a founding's, six of six).
 */
const DATED_COUNT_BEFORE = new RegExp(String.raw`${COUNT}(?:\s+[\p{L}'’-]+){0,2}\s+(?:in|by)\s*$`, 'iu');
const COUNT_LEFT_AFTER = /^\s*(?:\p{L}+\s+){0,4}(?:noch|nur noch)\s+(?:rund\s+|etwa\s+|knapp\s+)?\d/u;
/** A founding or an opening: its year is the fact whatever the sentence counts ("founded by six volunteers in _____"). */
const FOUNDED =
  /(?<![\p{L}])(?:founded|established|formed|set up|opened|built|started|gegründet|eröffnet|erbaut|errichtet)(?![\p{L}])/iu;
const isDatingYear = (before: string, after: string, base: string) =>
  /^(?:1[5-9]|20)\d\d$/u.test(base) &&
  ((DATED_COUNT_BEFORE.test(before) && !FOUNDED.test(before)) ||
    (/(?<![\p{L}])im\s+Jahr(?:e)?\s*$/u.test(before) && COUNT_LEFT_AFTER.test(after)));

const ROUGHLY = /(?:around|about|some|roughly|rund|etwa|ungefähr|knapp|yaklaşık|kadar)\s*$/iu;
const CROWD =
  /^\s*(?:people|visitors|guests|spectators|fans|residents|Menschen|Besucher\p{L}*|Gäste|Zuschauer\p{L}*|Anwohner\p{L}*|kişi|ziyaretçi|seyirci)(?![\p{L}])/iu;
const GROUP =
  /^\s*(?:parents|pupils|children|students|members|participants|supporters|Eltern|Kinder|Schüler\p{L}*|Teilnehmer\p{L}*|Mitglieder|Personen|izleyici|öğrenci|veli|misafir|katılımcı|vatandaş)(?![\p{L}])/iu;
const ATTENDING =
  /\b(?:audience|crowd|came|attended|watched|turned out|Publikum|kamen|besuchten|verfolgten|katıldı|geldi|izledi)/iu;
const isRoughCrowd = (text: string, before: string, after: string) =>
  ROUGHLY.test(before) && (CROWD.test(after) || (GROUP.test(after) && ATTENDING.test(text)));

/**
 * A figure of a table written as a sentence: two more figures of its unit beside it („Pommes“ heizt auf 200 Grad …,
 * „Gemüse“ mit 180 Grad …, „Hähnchen“ mit 190 Grad): its neighbours in the sentence give it away (a blind reader).
 */
const isTableRow = (text: string, term: Term) => {
  const unitWord = /^\s*([\p{L}%°]+)/u.exec(text.slice(term.to))?.[1];
  if (unitWord === undefined) return false;
  const same = [...text.matchAll(/\d[\d.,]*\s*([\p{L}%°]+)/gu)].filter(
    (match) => match.index !== term.from && match[1] === unitWord,
  );
  return same.length >= 2;
};

/**
 * A time of day ("at 10 a.m.", "10 am", "um 16 Uhr", "7 o'clock", "saat 14.30", "14:30"): when a ceremony began is a
 * trivial detail to a reader, who failed 6 of 7 such questions (holdout6 to holdout11), so it is never asked.
 */
const isTimeOfDay = (before: string, after: string) =>
  /^\s*(?:Uhr|a\.?\s?m\.?|p\.?\s?m\.?|o['’]clock)(?![\p{L}])/iu.test(after) ||
  /saat\s*$/iu.test(before) ||
  /^[.:]\d\d(?!\d)/u.test(after);

/** The rest of a sentence after a comma and a relative or coordinating word: a side clause ("…, while …", "…, die …"). */
const SIDE_CLAUSE =
  /,\s*(?:who|which|whose|while|whereas|and|but|after|die|der|das|welche|während|wobei|und|aber|nachdem)\s[^,]*$/iu;

const MONTH_WORDS =
  'january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|mai|juni|juli|oktober|dezember|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık';
const DAY_BEFORE_MONTH = new RegExp(`^\\.?\\s*(?:${MONTH_WORDS})(?![\\p{L}])`, 'iu');
const MONTH_BEFORE_DAY = new RegExp(`(?:${MONTH_WORDS})\\s+$`, 'iu');
/** A month, then a word that ends a range there ("between June and", „von April bis“). */
const MONTH_RANGE_END = new RegExp(`(?:${MONTH_WORDS})\\s+(?:and|to|until|till|und|bis)\\s*$`, 'iu');
/**
 * The date a text was announced or reported on ("…, organisers in Ashcombe announced on Thursday, 12 _____", „teilte
 * die Stadt am 3. _____ mit“, "… 12 _____'da açıkladı"): when the news was told, not what happened; two blind readers
 * of local-35 failed it as a trivial detail.
 */
const REPORTED_BEFORE =
  /\b(?:announced|reported|confirmed|revealed|teilte|teilten|gab|gaben|meldete|meldeten|verkündete|bestätigte)\b[^.;!?]{0,40}$/iu;
const REPORTED_AFTER =
  /^[^.;!?]{0,30}(?:\b(?:bekannt|bekanntgegeben|mitgeteilt)\b|(?<![\p{L}])(?:açıkladı|duyurdu|bildirdi|duyuruldu|açıklandı))/iu;
const isReportingDate = (unit: Unit, term: Term) =>
  REPORTED_BEFORE.test(unit.text.slice(0, term.from)) || REPORTED_AFTER.test(unit.text.slice(term.to));

/**
 * A sentence about what is to come ("The council will review the service in _____", „Die Saison beginnt im _____“),
 * or a month a time starts from or that comes every year. A month without a day in a sentence about the past or the
 * usual ("Four residents wrote to the council in _____", „Im _____ lieferte die Quelle …“) is a side detail: blind
 * readers passed 29 of 63 such verdicts from local-20 on, against 76 of 94 on a month of what is to come.
 */
const AHEAD =
  /(?<![\p{L}])(?:will|shall|due|plans?|planned|expected|until|between|wird|werden|soll|sollen|bis|künftig|beginnt|beginnen|startet|starten|öffnet|öffnen)(?![\p{L}])/iu;
/** A month a time starts from ("from _____", „ab _____“) or one of every year ("The Perseids, visible every _____"). */
const FROM_MONTH =
  /(?<![\p{L}])(?:from|von|ab|every|each|jeden|jedes|jedem)\s+(?:dem\s+|the\s+)?(?:(?:early|mid|late|Anfang|Mitte|Ende)\s+|(?:\p{L}+,?\s+)?\d{1,2}\.?(?:st|nd|rd|th)?\s+)?$/iu;
/** Turkish of what is to come: a future ("yapılacak", "edecek"), a plan ("planlanıyor") or a start ("itibaren"). */
const AHEAD_TR = /\p{L}(?:[ae]ca[kğ]|[ae]ce[kğ])\p{L}*|(?<![\p{L}])(?:planlan\p{L}*|itibaren)(?![\p{L}])/iu;
/**
 * A month of a day to come, or a month from which: with its day, the words of what is to come said in the words just
 * before it ("will play … next season after beating Carrow Vale … on Saturday 21 _____" and "gathered … on Thursday,
 * 20 _____, to collect their results …, more than they had expected" were past days to two blind readers of local-63;
 * 10 of 28 verdicts on past days passed from local-51 on); a month alone, anywhere in its sentence.
 */
const isAheadOrFrom = (unit: Unit, term: Term) => {
  const said = dayOfMonth(unit, term) === null ? unit.text : unit.text.slice(Math.max(0, term.from - 60), term.from);
  return AHEAD.test(said) || AHEAD_TR.test(said) || FROM_MONTH.test(unit.text.slice(0, term.from));
};

/** A day of the month: 1 to 31 right before a month's name, or right after it ("March 3"). */
const isDayOfDate = (before: string, after: string) => DAY_BEFORE_MONTH.test(after) || MONTH_BEFORE_DAY.test(before);

/** The year right after a month ("_____ 2018"), or null. */
const yearAfter = (unit: Unit, term: Term): string | null =>
  /^\s+(\d{4})(?!\d)/u.exec(unit.text.slice(term.to))?.[1] ?? null;

/** The day of a month's date ("14 _____", "14. _____", "_____ 14", "_____ 7th"), or null. */
const dayOfMonth = (unit: Unit, term: Term): string | null =>
  /(\d{1,2})\.?\s*$/u.exec(unit.text.slice(0, term.from))?.[1] ??
  /^\s+(\d{1,2})(?!\d)/u.exec(unit.text.slice(term.to))?.[1] ??
  null;

/**
 * A month of a date asked only for the text's main event: in its first paragraph, or a date that paragraph names
 * ("Yesterday, December 7th, 1941 …" and, at the end, "… the unprovoked and dastardly attack by Japan on Sunday,
 * December 7th, 1941"). A month without a day is no date of an event.
 */
const isMainDate = (lexicon: Lexicon, unit: Unit, term: Term) => {
  const day = dayOfMonth(unit, term);
  // A month of a year is a date as well ("Im _____ 2018 schloss … die letzte Zeche": four blind readers failed it as
  // a trivial detail beside its year, holdout19).
  const year = day === null ? yearAfter(unit, term) : null;
  const lede = ledeOf(lexicon);
  if ((day === null && year === null) || lede.has(unit)) return true;
  const month = escapeRegExp(term.base);
  const date =
    day !== null
      ? new RegExp(`(?<!\\d)${day}\\.?\\s*${month}|${month}\\s+${day}(?!\\d)`, 'iu')
      : new RegExp(`${month}\\s+${year}`, 'iu');
  return [...lede].some((other) => date.test(other.text));
};

/**
 * The sentences of the text's first paragraph after its title: where news tells its main event ("… reopened on
 * Monday, 16 _____, …"). Blind readers passed 18 of 22 verdicts on a month of its date there, 9 of 20 on the date of
 * a later, smaller event ("The award was announced on Thursday, 12 _____", "a decision is expected … on 9 _____").
 */
const ledeOf = oncePerSource((lexicon: Lexicon): ReadonlySet<Unit> => {
  const first = lexicon.units.find((unit) => unit.passage.index === 0 && /[.!?…]["'”’»)]*$/u.test(unit.text.trim()));
  if (first === undefined) return new Set();
  const { passage } = first;
  const end = passage.text.indexOf('\n\n', first.start - passage.start);
  const until = end < 0 ? Infinity : passage.start + end;
  return new Set(
    lexicon.units.filter((unit) => unit.passage === passage && unit.start >= first.start && unit.start < until),
  );
});

/**
 * A part named with its rating ("charge the _____ V battery fully", "Fill the _____ ml reservoir with lukewarm
 * water"): the sentence tells what to do with the part, and its volts or millilitres are a specification, not the
 * point (four blind readers of local-49 and local-50 of eight failed them as such; the model's name often tells it).
 */
const isRatingOfPart = (before: string, after: string) =>
  /(?<![\p{L}])(?:the|its|their|your|this|a|an)\s+[£$€]?$/iu.test(before) &&
  /^\s*(?:V|W|mAh|Wh|ml|l|litres?|liters?|volts?|watts?)\s+(?!(?:of|per|or|and|to|for|in|at|on|is|are|was|were|each|every|from|with|by)(?![\p{L}]))\p{Ll}/u.test(
    after,
  );

/** English nouns that make the number after them a label ("room 12", "line 5", "page 4"). */
const LABEL_BEFORE =
  /^(?:room|page|chapter|section|line|route|bus|platform|gate|level|step|stage|version|model|number|no|grade|unit|table|figure|item|exercise|question|style|type|mode|program|programme|channel|setting|preset|pattern|track|exit|floor|size|error|code|fehler|fehlercode|meldung|hata|kod|kodu)$/iu;
/** Words that may stand before a number that is a date or an amount, not a label ("im Jahr 1850", "March 3"). */
const BEFORE_AMOUNT = /^(?:Jahr|Jahre|Jahren|Year|Anfang|Ende|Mitte|Euro|Dollar|Pfund|Grad)$/u;

/**
 * Which English and German blanks a strict reader keeps: a number that is a fact of the text, and a month (people
 * are asked by peopleCandidates, concepts by conceptCandidates, closed-set words by setCandidates). A number of an example ("for
 * example … 22:00"), an age after a name ("Priya Lennox, 15, said"), one in brackets or one that is part of a
 * label ("Line 5", "Nova Fit 3", "Seite 12") is a stray detail; a one-word blank of any other kind failed the blind
 * readers nearly always (its distractors fit the grammar but not the meaning, or the blank is a verb or a filler).
 */
const isEnglishOrGermanBlank = (unit: Unit, term: Term, language: ContentLanguage) => {
  // A month, not a weekday: the day of the week an event fell on is a trivial detail to a reader; nor the month of a
  // side clause (", while the parents raised the rest through a sponsored walk in October", ", who sketched it from
  // drawings handed in during September"): readers failed 5 of 5 such questions as trivial details (holdout10-13).
  if (term.kind !== 'number')
    return (
      isMonth(term.base, language) &&
      !SIDE_CLAUSE.test(unit.text.slice(0, term.from)) &&
      // The end of a range of months ("between June and _____", „von April bis _____“): the range is asked at its start.
      !MONTH_RANGE_END.test(unit.text.slice(0, term.from)) &&
      !isReportingDate(unit, term) &&
      // With its day too ("On Saturday 21 _____, 17-year-old Tyler Marsh became …"): blind readers passed 72 of 104
      // verdicts on the month of a past day from local-30 on, 28 of 32 on a day to come ("will reopen on Friday 11
      // _____", "from Monday 30 _____"), and failed all four past ones of local-53 and local-54 on holdout64 to 67.
      isAheadOrFrom(unit, term)
    );
  if (POINTING_START.test(unit.text)) return false;
  // A German sentence about "sie" or "er" of the sentence before ("Nach einem Jahr hat sie 1.030 Euro"), an English
  // one about "it" or "they" ("On land it is often around 25 per cent; at sea it can reach 45 per cent").
  if (language === 'de' && /\s(?:sie|er)\s/u.test(unit.text)) return false;
  if (
    language === 'en' &&
    /\b(?:it|they)\s+(?:is|are|was|were|can|could|will|would|may|might|must)\b/iu.test(unit.text)
  )
    return false;
  if (isTrivialNumber(unit, term)) return false;
  if (EXAMPLE.test(unit.text)) return false;
  const before = unit.text.slice(0, term.from);
  const after = unit.text.slice(term.to);
  if (/\p{L},\s*$/u.test(before) && /^\s*,/u.test(after)) return false;
  if (/\(\s*$/u.test(before) || /^\s*\)/u.test(after)) return false;
  // A German ordinal ("am 9. März"): the blank before its full stop reads as the end of a sentence.
  if (/^\.\s*\p{L}/u.test(after)) return false;
  // A German figure of nothing named ("Ein Einzelner hätte allein vielleicht 20 geschafft."): a verb right after it
  // ends the sentence. A year needs no noun ("Der Brunnen wurde 1874 errichtet.").
  if (language === 'de' && !/^1\d{3}$|^20\d{2}$/u.test(term.base) && /^\s+\p{Ll}+\s*[.!?]?\s*["“”]?\s*$/u.test(after))
    return false;
  if (language === 'en' && isRatingOfPart(before, after)) return false;
  const previous = /(\p{L}+)\s+$/u.exec(before);
  if (previous !== null && LABEL_BEFORE.test(previous[1] as string)) return false;
  if (
    previous !== null &&
    /^\p{Lu}/u.test(previous[1] as string) &&
    !isClauseStart(unit.text, previous.index + (previous[0].length - previous[0].trimStart().length)) &&
    !isCalendarWord(previous[1] as string, language) &&
    !BEFORE_AMOUNT.test(previous[1] as string)
  )
    return false;
  return true;
};

/** Grouped numbers ("85.000" in German, "2,000" in English) and two to twelve in words, compiled once. */
const writtenNumberPatterns = (language: 'en' | 'de') => ({
  grouped: new RegExp(`(?<![\\d.,])\\d{1,3}(?:${language === 'de' ? '\\.' : ','}\\d{3})+(?![\\d]|[.,]\\d)`, 'gu'),
  spelled: new RegExp(`(?<=^|\\s)(${NUMBER_WORDS[language].slice(2).join('|')})(?=\\s+(\\p{L}+))`, 'giu'),
});
const WRITTEN_NUMBERS = { en: writtenNumberPatterns('en'), de: writtenNumberPatterns('de') };

/**
 * Numbers the tokeniser leaves out, as terms: grouped ones ("85.000 Euro", "£2,000") and, in English and German,
 * two to twelve written as words before a plural noun ("five months", "drei Jahre"; not "the two", "one of").
 */
const writtenNumbers = (unit: Unit, language: ContentLanguage): Term[] => {
  if (language === 'tr') return [];
  const term = (base: string, from: number): Term => ({
    kind: 'number',
    base,
    key: foldCase(base),
    from,
    to: from + base.length,
    weight: 0.6,
    article: null,
    context: [],
    suffixed: false,
  });
  const { grouped, spelled } = WRITTEN_NUMBERS[language];
  const determiner = /(?:^|\s)(?:the|these|those|all|die|der|das|den|diese|alle|ihre|seine)\s+$/iu;
  return [
    ...[...unit.text.matchAll(grouped)].map((match) => term(match[0], match.index)),
    ...[...unit.text.matchAll(spelled)]
      .filter((match) => {
        const noun = match[2] as string;
        const before = unit.text.slice(0, match.index);
        const plural =
          language === 'en' ? /(?:s|people|children|men|women|feet|teeth)$/u.test(noun) : /^\p{Lu}/u.test(noun);
        return plural && !determiner.test(before) && !isClauseStart(unit.text, match.index) && !/^of$/iu.test(noun);
      })
      .map((match) => term(match[1] as string, match.index)),
  ];
};

/** A feast that fixes its month (Christmas, Easter, New Year's Eve, Halloween). */
const FEAST =
  /christmas|xmas|advent|new year|easter|halloween|weihnacht|nikolaus|silvester|neujahr|ostern|yılbaşı|noel|paskalya/iu;

export const blankCandidates = (ctx: Context, unit: Unit): Candidate[] =>
  [...unit.terms, ...writtenNumbers(unit, ctx.language)].flatMap((term): Candidate[] => {
    if (ctx.language === 'tr' && !isTurkishBlank(unit, term)) return [];
    // The month of a dated day or year only where the text tells its main event: in its first paragraph (isMainDate).
    if (isCalendarWord(term.base, ctx.language) && !isMainDate(ctx.lexicon, unit, term)) return [];
    // Nor a month a feast fixes, of a sentence or a text about one ("hire them out again the following _____" of a
    // Christmas tree farm: December guessed, two blind readers of local-56).
    if (isMonth(term.base, ctx.language) && (FEAST.test(unit.text) || [...ctx.title].some((word) => FEAST.test(word))))
      return [];
    // Nor a German month after "im" with no year after it, the month something happened or will („gewann im _____
    // Bronze“, „Der Kreistag will im _____ über ein Programm beraten“): blind readers passed 11 of 34 verdicts from
    // local-40 on, against 65 of 82 on a month after „ab“, „seit“, „bis“, „Mitte“, „Ende“ or „von“.
    if (
      ctx.language === 'de' &&
      isMonth(term.base, 'de') &&
      /(?<![\p{L}])im\s+$/iu.test(unit.text.slice(0, term.from)) &&
      yearAfter(unit, term) === null
    )
      return [];
    // English and German: a number that is a fact or a month. No common noun of no kind ("the call is not shown on
    // your _____" among "feature", "phone"): blind readers failed all they read.
    if (ctx.language !== 'tr' && !isEnglishOrGermanBlank(unit, term, ctx.language)) return [];
    const t = TEMPLATES[ctx.language];
    const found =
      term.kind === 'number'
        ? numberDistractors(request(ctx, term, unit))
        : term.kind === 'name'
          ? nameDistractors(request(ctx, term, unit))
          : wordDistractors(request(ctx, term, unit));
    // Nor a Turkish name whose family another of the sentence's people has ("1963'te _____ tarafından açılan dükkânı
    // bugün torunu Selma Yıldırım Aksoy işletiyor": the one option called Yıldırım, two blind readers of local-82).
    if (ctx.language === 'tr' && term.kind === 'name' && familyNamedBeside(unit.text, term)) return [];
    const pool = ctx.language === 'tr' && term.kind === 'name' ? turkishPeople(ctx, term.base, found) : found;
    // English "a"/"an" right before the blank: only options that take the same article.
    const article = ctx.language === 'en' ? /(?:^|\s)(an?)\s+$/iu.exec(unit.text.slice(0, term.from))?.[1] : undefined;
    const fitting =
      article === undefined ? pool : pool.filter((option) => takesAn(option) === (article.toLowerCase() === 'an'));
    // Months and weekdays, and Turkish people, are of one kind and form whatever their letters.
    const oneKind = isCalendarWord(term.base, ctx.language) || (ctx.language === 'tr' && term.kind === 'name');
    const distractors = distinct(
      term.base,
      oneKind ? fitting : ofAnswerForm(term.base, fitting, ctx.language, ctx.lexicon),
      OPTIONS - 1,
      ctx.language,
    );
    const question = blankQuestion(
      ctx,
      unit,
      term.kind === 'number' ? t.number : t.term,
      { from: term.from, to: term.to, answer: term.base },
      distractors,
    );
    if (question === null) return [];
    const score =
      KIND_WEIGHT[ctx.difficulty][term.kind] +
      0.1 * term.weight +
      0.12 * distractors.length -
      optionsPenalty(distractors);
    return [
      {
        type: `blank:${term.kind}`,
        unit,
        answerKey: `${term.kind}:${term.key}`,
        question,
        score,
      },
    ];
  });

export const completionCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  // English and German: only a definition proper ("A glacier is a large mass …"), completed by another one's.
  const proper = (d: Definition) => ctx.language === 'tr' || isNounDefinition(d, ctx.language);
  const definition = definitions.get(unit);
  // Nor one whose subject stands for something said before („Bekannte Beispiele sind …“: of what?).
  if (definition === undefined || !proper(definition) || leansOnSentenceBefore(unit.text, ctx.language)) return [];
  const subjectKey = optionKey(definition.subject);
  // "Der Dom" and "Der Kölner Dom" are one subject: what is said of one is true of the other.
  // Turkish inflects the head ("yedek", "yedeği"): its first letters name it.
  const head = (subject: string) =>
    (optionKey(subject).split(' ').pop() ?? '').slice(0, ctx.language === 'tr' ? 4 : undefined);
  // Of the subject's number: „Wasser ist die Baustoffe des Körpers“ would give itself away by its grammar.
  const others = [...definitions]
    .filter(
      ([other, d]) =>
        other !== unit &&
        proper(d) &&
        isPluralDefinition(d) === isPluralDefinition(definition) &&
        optionKey(d.subject) !== subjectKey &&
        head(d.subject) !== head(definition.subject),
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

/** "… X denir.", and "… kuruma vergi mükellefi adı verilir", which names a term as "… denir" does. */
const DENIR = /^(.+?)\s+([\p{L}]+)\s+(?:denir|adı verilir)[.!]?$/u;
/** A Turkish word that ends like a dative ("kuruma", "tabakaya", "göllere"). */
const TR_DATIVE_END = /\p{L}{3,}(?:y[ae]|n[ae]|[ae])$/u;

/** An ending after a buffer consonant, which only a stem ending in a vowel takes ("-nın", "-yı", "-ya", "-ler", "-sı"). */
const BUFFERED_ENDING = /^(?:n[ıiuü]n|y[ıiuü]|y[ae]|l[ae]r|s[ıiuü])/u;
/**
 * A Turkish word that ends in "a" or "e" of its own, not a dative's: the source also writes it with a buffer consonant
 * before an ending ("metabolizmanın", "hücreler"), which only a stem ending in a vowel takes.
 */
const isVowelStem = (word: string, foldedSource: string) => {
  const folded = foldCase(word);
  if (!/[ae]$/u.test(folded)) return false;
  // Where the word starts a word of the source, followed by such an ending (no pattern built from the word itself).
  for (let at = foldedSource.indexOf(folded); at >= 0; at = foldedSource.indexOf(folded, at + 1))
    if (!/\p{L}/u.test(foldedSource[at - 1] ?? '') && BUFFERED_ENDING.test(foldedSource.slice(at + folded.length)))
      return true;
  return false;
};

/**
 * The term a Turkish "denir" sentence names, a compound whole ("… tabakaya hücre zarı denir" → "hücre zarı", "…
 * miktarına bazal metabolizma hızı denir" → "bazal metabolizma hızı").
 */
export const denirTerm = (sentence: string, foldedSource: string): { lead: string; answer: string } | null => {
  // Before a semicolon too ("… göllere tektonik göl denir; bunlar genellikle geniş ve derindir.").
  const line = oneLine(sentence);
  const match = DENIR.exec(line) ?? DENIR.exec(line.replace(/\s*;.*$/u, ''));
  if (match === null) return null;
  const [lead, answer] = [match[1] as string, match[2] as string];
  // A second name of the same thing ("… suya baraj gölü ya da rezervuar denir", "… göllere ise lagün veya kıyı set
  // gölü denir"): no question (blind readers read "… baraj gölü ya ne denir?" of local-38 and "… ise lagün veya kıyı
  // ne denir?" of local-40).
  const second = /\s(?:ya da|ya de|veya|yahut)((?:\s+\p{L}+){0,2})$/u.exec(lead);
  // Not "… kişi ya da kuruma vergi mükellefi …": a dative after it begins the term's own lead.
  if (second !== null && !(second[1] ?? '').split(/\s+/u).some((word) => TR_DATIVE_END.test(word))) return null;
  // "… santrali de denir" gives another name to something named before: no definition.
  if (/^d[ae]$/u.test(answer)) return null;
  // A head with a possessive ending ("zinciri", "rejimi", "tüketici") takes a modifier before it into the term.
  const possessiveHead = /[^aeıioöuü][ıiuü]$|s[ıiuü]$/u.test(foldCase(answer));
  // The term is everything after the last dative ("… üretilmesine ise seri üretim denir" → "seri üretim"): at most
  // two words before the named one, none with a case ending.
  const words = lead.split(/\s+/u);
  // An adjective that only ends like a dative ("Bu duruma kısa devre denir": "kısa devre") is part of the term.
  const dative = words.findLastIndex(
    (word) =>
      /^(?:ise|de|da)$/u.test(word) ||
      (TR_DATIVE_END.test(word) && wordClassOf(word, 'tr') !== 'adjective' && !isVowelStem(word, foldedSource)),
  );
  const after = words.slice(dative + 1);
  if (
    dative >= 0 &&
    after.length > 0 &&
    after.length <= 2 &&
    // A word of a compound may end like a possessive ("akarsu rejimi", "su bölümü çizgisi": a blind reader of
    // local-21 saw "rejimi" and "bölümü çizgisi" cut from them), not in a case.
    // Nor one that ends like a genitive before a head with a possessive ("besin zinciri", "besin ağı": "besin" is a
    // noun, and a blind reader of local-27 saw "zinciri" asked after "… besin ne denir?").
    after.every(
      (word) =>
        (!marked(foldCase(word)) ||
          /s[ıiuü]$/u.test(foldCase(word)) ||
          // An adjective made with "-lı" belongs to the term ("atlı askere tımarlı sipahi denir": a blind reader of
          // local-30 saw "tımarlı" left in the question and "sipahi" asked alone).
          /\p{L}{3,}l[ıiuü]$/u.test(foldCase(word)) ||
          (/[ıiuü]n$/u.test(foldCase(word)) && possessiveHead)) &&
        /^\p{Ll}/u.test(word),
    )
  )
    // A particle after the dative ("… üretilmesine ise") stays out of the question.
    return {
      lead: words.slice(0, /^(?:ise|de|da)$/u.test(words[dative] as string) ? dative : dative + 1).join(' '),
      answer: `${after.join(' ')} ${answer}`,
    };
  const compound = /^(.*\S)\s+(\p{L}+)$/u.exec(lead);
  if (/\s(?:ise|de|da)$/u.test(lead) && !/\p{L}(?:y[ae]|n[ae]|[ae])\s+\p{L}+,\s/u.test(lead))
    // A contrast's "ise" without the contrast ("… farklı biçimlerine ise ne denir?" read as half a sentence to a blind
    // reader of local-26); kept where the lead names the other side ("… rüzgâra poyraz, … rüzgâra ise").
    return { lead: lead.replace(/\s(?:ise|de|da)$/u, ''), answer };
  return compound !== null &&
    possessiveHead &&
    // A modifier in no case, or a noun that only ends like a genitive ("ağa besin ağı denir": "besin ağı").
    (!marked(foldCase(compound[2] as string)) || /[^aeıioöuü][ıiuü]n$/u.test(foldCase(compound[2] as string))) &&
    // A particle is no part of a term ("canlılara ise tüketici denir": "tüketici").
    !/^(?:ise|de|da|ki|bile|dahi)$/iu.test(compound[2] as string) &&
    // Nor a noun after a demonstrative, the one the term is given to ("… büyümediği bu döneme dormansi denir":
    // "dormansi", not "döneme dormansi").
    !/(?:^|\s)(?:bu|şu|o|böyle|öyle)$/iu.test(compound[1] as string)
    ? { lead: compound[1] as string, answer: `${compound[2] as string} ${answer}` }
    : { lead, answer };
};

/**
 * Options for a Turkish concept (a defined term): the other terms the text defines ("X, … -dir.", "… X denir."), and
 * only those: a reader takes any other noun of the text for a stray word. Never one with the answer's head noun
 * ("tam yedek" beside "veritabanı yedeği": a full backup is a copy of the data too, so both would be true), nor a
 * word of what the question says (`told`); a name only among names. Two at least, or no question.
 */
const turkishConceptDistractors = (
  ctx: Context,
  unit: Unit,
  answer: string,
  told: string,
  definitions: ReadonlyMap<Unit, Definition>,
) => {
  const all = turkishDefinedTerms(ctx.lexicon, definitions);
  const asked = all.find((defined) => defined.unit === unit);
  const answerHead = turkishHeadOf(answer);
  // Two kinds of one class, each named by it and said to be of it ("Kristal katı, … düzenli … dizildiği katıdır",
  // "Amorf katı ise … düzen olmadan … dizildiği katıdır"): the text tells them apart, so the other is false in the
  // answer's place, though it shares the answer's head (a crystals' textbook of holdout152 gave no question).
  const namesItsClass = (defined: DefinedTerm) => /\s/u.test(defined.option) && sameHead(defined.ownHead, defined.head);
  const kin =
    asked !== undefined && namesItsClass(asked)
      ? all.filter(
          (defined) =>
            defined.unit !== unit &&
            namesItsClass(defined) &&
            sameHead(defined.head, asked.head) &&
            defined.option !== answer,
        )
      : [];
  // They are its options as they are, and no other: otherConcepts would drop them for sharing its head.
  if (kin.length > 0)
    return distinct(
      answer,
      byLists(ctx, answer, [...new Set(kin.map((defined) => defined.option))]),
      OPTIONS - 1,
      'tr',
      'defined terms',
    );
  // A one-word term the text defines ("göl") is a class: a compound of it ("krater gölü") is one of its kinds.
  const classes = all.filter((defined) => !/\s/u.test(defined.option)).map((defined) => defined.ownHead);
  const classOf = (option: string, ownHead: string) =>
    /\s/u.test(option) ? classes.find((head) => sameHead(head, ownHead)) : undefined;
  const answerClass = classOf(answer, answerHead);
  // Never a kind of the answer ("meltem", "lodos": "… rüzgâra lodos denir", offered for "rüzgâr", are winds too, so
  // true: a blind reader of local-21; "krater gölü" for "göl": two of local-40), nor the class the answer is said to
  // be one of, nor a kind of another class than the one the question names ("krater gölü" when it asks for a river,
  // "… akarsuya ne denir?": two blind readers of local-40 saw the one option that is no lake given away).
  // Nor the class a text in the plural is about ("yerel yönetim" in "Yerel Yönetimler": the organs the text defines
  // are its parts), which two blind readers of local-40 failed among a municipality's organs.
  const title = [...ctx.title];
  const titleStems = /l[ae]r$/u.test(title.at(-1) ?? '') ? title.map((word) => word.slice(0, 4)) : [];
  const isTitle = (option: string) =>
    titleStems.length > 0 && option.split(/\s+/u).every((word) => titleStems.includes(foldCase(word).slice(0, 4)));
  const others = all.filter((defined) => {
    const kindOf = classOf(defined.option, defined.ownHead);
    return (
      defined.unit !== unit &&
      !isTitle(defined.option) &&
      (/\s/u.test(answer)
        ? defined.head !== answerHead
        : !sameHead(defined.head, answerHead) && !sameHead(defined.ownHead, answerHead)) &&
      (asked === undefined ||
        (defined.ownHead !== asked.head &&
          (kindOf === undefined || sameHead(kindOf, asked.head) || kindOf === answerClass)))
    );
  });
  // Two terms said to be what the answer is said to be ("… soğuk rüzgâra poyraz", "… ılık rüzgâra lodos") are its
  // options, and no other: a wind among winds.
  const siblings = others.filter((defined) => asked !== undefined && defined.head === asked.head);
  // A process is said with a verbal noun ("dinlendirilmesine", "taşınmasına"), which Turkish marks without fail: one
  // said otherwise is no process ("lodos" among the answers to "… dinlendirilmesine ne denir?").
  const pool =
    siblings.length >= 2
      ? siblings
      : asked?.kind === 'process'
        ? others.filter((defined) => defined.kind === 'process')
        : others;
  const terms = byLists(ctx, answer, [...new Set(pool.map((defined) => defined.option))]).map((term) => ({
    term,
    plural: turkishPlural(term),
  }));
  return distinct(
    answer,
    otherConcepts(
      // A group ("topluluk", "sistem") is asked among plurals as well: "Güneş sistemi" among "karasal gezegenler" and
      // "gaz devleri" passed two blind readers of local-26.
      { term: answer, told, plural: kindOfDefinition(told, 'tr') === 'group' ? null : turkishPlural(answer) },
      terms,
      4,
      ctx.random,
    ),
    // All of them: conceptCandidate keeps the first three of the answer's kind.
    terms.length,
    'tr',
    // Two terms the text defines are two ideas even where they share a first word ("belediye meclisi", "belediye
    // başkanı": two blind readers of local-40 failed "belediye meclisi" among "muhtar" and "yerel yönetim").
    'defined terms',
  );
};

/**
 * The terms a false Turkish definition may take in the answer's place: those the text says are what the answer is
 * said to be ("… soğuk rüzgâra poyraz", "… ılık rüzgâra lodos"), or of the same known kind ("… örgüttür", "…
 * topluluktur": two groups). Any other is of a kind the text does not tell, and a reader sees a thing of another kind
 * in the answer's place: "Örgütlenme özgürlüğü, … ortak düşüncedir" for "kamuoyu", "Akıntı, … dar su yoludur" for
 * "boğaz", "… sert örtüye dormansi adı verilir" for "tohum kabuğu" (blind readers of local-50 to local-57 kept 4 of 20
 * false Turkish definitions). A substance only for one said to be the same ("Plazma, demir içeren ve oksijeni bağlayan
 * bir proteindir": a liquid, "Üstteki sıvıya plazma denir", for a protein, two blind readers of local-80): liquids,
 * gases, proteins and metals are all substances.
 */
const turkishTermsOfItsKind = (
  ctx: Context,
  unit: Unit,
  told: string,
  definitions: ReadonlyMap<Unit, Definition>,
): string[] => {
  const head = turkishHeadOf(told);
  const kind = kindOfDefinition(told, 'tr');
  return turkishDefinedTerms(ctx.lexicon, definitions)
    .filter(
      (defined) =>
        defined.unit !== unit &&
        (sameHead(defined.head, head) || (kind !== null && kind !== 'substance' && defined.kind === kind)),
    )
    .map((defined) => defined.option);
};

/**
 * A Turkish term in the plural ("karstik şekiller"): among singular terms it is the class they all belong to, loosely
 * true and given away by its number (two blind readers of local-34 failed it beside "lapya", "mağara" and "polye").
 */
const turkishPlural = (term: string) => /\p{L}{2,}l[ae]r[ıi]?$/u.test(foldCase(term));

/** A term a Turkish text defines, as an option, with the sentence that defines it and the kind it is said to be. */
interface DefinedTerm {
  unit: Unit;
  option: string;
  kind: ConceptKind | null;
  /** The first letters of the noun it is said to be ("… ılık rüzgâra lodos denir": "rüzg"). */
  head: string;
  /** The first letters of its own last word ("krater gölü": "gölü"). */
  ownHead: string;
}

/**
 * The first four letters of a phrase's last word: the noun a Turkish definition says a term is ("… rüzgâra", "… bir
 * rüzgârdır"), or a term's own head ("rüzgâr").
 */
const turkishHeadOf = (told: string) => foldCase(told.trim().split(/\s+/u).at(-1) ?? '').slice(0, 4);
/**
 * Two Turkish compounds of one head noun, two kinds of one thing ("kristal katı", "amorf katı"; "krater gölü", "set
 * gölü"): a compound's head is its last word.
 */
const shareTurkishHead = (one: string, other: string) =>
  /\s/u.test(one) && /\s/u.test(other) && sameHead(turkishHeadOf(one), turkishHeadOf(other));
/** Two heads of one noun: the same first four letters, or a root of three letters the other begins with ("göl", "göll"). */
const sameHead = (one: string, other: string) =>
  one === other || (Math.min(one.length, other.length) === 3 && (one.startsWith(other) || other.startsWith(one)));
const definedTerms = new WeakMap<ReadonlyMap<Unit, Definition>, DefinedTerm[]>();
/** A source's sentences folded, read once: where a "denir" term's words are looked up (isVowelStem). */
const foldedUnitsOf = oncePerSource((lexicon: Lexicon) => foldCase(lexicon.units.map((unit) => unit.text).join('\n')));
/**
 * The terms a Turkish text defines ("X, … -dir." then "… X denir."), once per generation: every concept question's
 * options and every option's kind come from this list, instead of reading all of the text's sentences again for each.
 */
const turkishDefinedTerms = (lexicon: Lexicon, definitions: ReadonlyMap<Unit, Definition>): DefinedTerm[] => {
  let terms = definedTerms.get(definitions);
  if (terms === undefined) {
    // A term and what its sentence says it is: the predicate of "X, … -dir.", the lead of "… X denir.".
    const defined = (unit: Unit, term: string, said: string): DefinedTerm => {
      const option = asTurkishOption(lexicon, term);
      return {
        unit,
        option,
        kind: kindOfDefinition(said, 'tr'),
        head: turkishHeadOf(said),
        ownHead: turkishHeadOf(option),
      };
    };
    terms = [
      ...[...definitions].map(([unit, definition]) => defined(unit, definition.subject, definition.predicate)),
      ...lexicon.units.flatMap((unit) => {
        const named = denirTerm(unit.text, foldedUnitsOf(lexicon));
        return named === null ? [] : [defined(unit, named.answer, named.lead)];
      }),
    ];
    definedTerms.set(definitions, terms);
  }
  return terms;
};

/**
 * The distractors a question leaves plausible: when its words name the answer's head ("… fosillerine ne denir?" for
 * "kılavuz fosil", "Yansıtmayı başlatmak" for "Ekran Yansıtma"), only those that share it; the others are given away
 * by the question (blind readers failed a science and a process beside a kind of fossil).
 */
const sharingHead = (ctx: Context, text: string, answer: string, distractors: string[]): string[] => {
  const size = ctx.language === 'tr' ? 4 : 5;
  const stem = (word: string) => foldCase(word).slice(0, size);
  const asked = new Set((text.match(/[\p{L}\p{M}]+/gu) ?? []).map(stem));
  // The answer's head, and any other word of it the question names ("kükürt içeren …" for "kükürt dioksit"), unless
  // it is the source's topic (every part of a cell is a "hücre" part in a text on the cell).
  const words = answer.trim().split(/\s+/u);
  // A German compound ends in a noun of the question ("Was ist laut Text ein Gebirge, …?" for "Faltengebirge"): only
  // compounds of that noun stay (two blind readers of local-35 saw the answer given away).
  if (ctx.language === 'de' && words.length === 1) {
    const compound = foldCase(answer);
    const tail = (text.match(/\p{Lu}\p{Ll}{3,}/gu) ?? [])
      .map(foldCase)
      .find((noun) => compound.length > noun.length && compound.endsWith(noun));
    if (tail !== undefined) return distractors.filter((option) => foldCase(option).endsWith(tail));
  }
  const echoed = words
    .filter((word, i) => i === words.length - 1 || !isTopical(ctx, word))
    .map(stem)
    .filter((word) => word.length >= size && asked.has(word));
  if (echoed.length === 0) return distractors;
  return distractors.filter((option) => echoed.every((word) => option.split(/\s+/u).some((w) => stem(w) === word)));
};

const LIST_SPLIT = /\s*(?:[,;]|\b(?:ve|veya|ya da|and|or|und|oder|sowie)\b)\s*/iu;

/**
 * A concept's options by the lists the text makes of its terms ("Kaldıraç, makara, eğik düzlem, çıkrık, kama ve vida
 * en bilinen basit makinelerdir"): a term of the list only among its list-mates (a lever among a pulley and an
 * inclined plane, not among "basit makine", their class, or "yük", the load); a term outside the list never among its
 * members or its class (asked for the load, the machines are of another kind). Blind readers failed both.
 */
const byLists = (ctx: Context, answer: string, options: readonly string[]): string[] => {
  const key = optionKey(answer);
  let kept = [...options];
  for (const { inList, isClass } of conceptListsOf(ctx.lexicon, ctx.concepts)) {
    if (inList(key)) return kept.filter((option) => inList(optionKey(option)));
    kept = kept.filter((option) => !inList(optionKey(option)) && !isClass(optionKey(option)));
  }
  return kept;
};

interface ConceptList {
  inList: (key: string) => boolean;
  isClass: (key: string) => boolean;
}
/**
 * The source's lists of three items or more that name three of its terms or more ("Kaldıraç, makara, eğik düzlem …
 * ve vida …"), read once per generation (`byLists`).
 */
const conceptListsOf = oncePerSource((lexicon: Lexicon, concepts: ReadonlySet<string>): ConceptList[] =>
  lexicon.units.flatMap((unit): ConceptList[] => {
    const items = new Set(
      unit.text
        .replace(/[.!?…]+["”“»]?$/u, '')
        .split(LIST_SPLIT)
        .map(optionKey),
    );
    if (items.size < 3) return [];
    // An item, the first after the words that lead to the list or the last before the predicate ("… ve vida en
    // bilinen basit makinelerdir", "Plants need water, …").
    const inList = (k: string) =>
      [...items].some((item) => item === k || item.startsWith(`${k} `) || item.endsWith(` ${k}`));
    if ([...concepts].filter(inList).length < 3) return [];
    // The list's class: a term its words name that is none of its items ("… basit makinelerdir", "tarım aletleridir").
    const words = [...items].map((item) => item.split(' '));
    const stems = (k: string) => k.split(' ').map((word) => word.slice(0, Math.max(3, Math.min(5, word.length - 1))));
    const isClass = (k: string) =>
      !inList(k) && words.some((item) => stems(k).every((stem) => item.some((word) => word.startsWith(stem))));
    return [{ inList, isClass }];
  }),
);

/**
 * Whether the text calls an option a case of the answer ("Bronze ist eine Legierung …", "Steel is an alloy …",
 * "Bronz … bir alaşımdır"): what the question says of the answer is then true of the option as well ("Wie nennt man
 * ein Gemisch aus einem Metall und einem weiteren Element?" among "Bronze" and "Stahl").
 */
const isInstanceOf = (ctx: Context, option: string, answer: string): boolean => {
  const needle = foldCase(option);
  // Only the sentences that name the option are read (a long source's every concept has a pool of hundreds).
  const sentences = foldedSentences(ctx.lexicon).filter((sentence) => sentence.includes(needle));
  if (sentences.length === 0) return false;
  const [o, a] = [escapeRegExp(needle), escapeRegExp(foldCase(answer))];
  const pattern =
    ctx.language === 'tr'
      ? `(?<![\\p{L}])${o}(?![\\p{L}])[^.!?]{0,80}\\bbir\\s+(?:[\\p{L}-]+\\s+){0,2}${a}\\p{L}{0,3}[dt][ıiuü]r`
      : `(?<![\\p{L}])${o}\\s+(?:is|are|was|were|ist|sind|war|waren)\\s+(?:an?|eine?|einer?)\\s+(?:[\\p{L}-]+\\s+){0,2}${a}(?![\\p{L}])`;
  const regex = new RegExp(pattern, 'iu');
  return sentences.some((sentence) => regex.test(sentence));
};
/** The source's sentences, folded, once per generation. */
const foldedSentences = oncePerSource((lexicon: Lexicon): string[] => lexicon.units.map((unit) => foldCase(unit.text)));

/** An option's kind: what the text says it is (Context.kinds), else its own head's. */
const kindOfOptionIn = (ctx: Context, option: string): ConceptKind | null =>
  ctx.kinds.get(optionKey(option)) ?? kindOfTerm(option, ctx.language);

/**
 * A term asked from what the text says of it (Turkish "hangisi …dir?", "… ne denir?", English and German
 * definitions and namings): it tests the idea itself, so it comes before a blank in the same sentence.
 */
const conceptCandidate = (
  ctx: Context,
  type: QuestionType,
  unit: Unit,
  answerKey: string,
  {
    text,
    answer,
    kind,
    distractors: offered,
    falseWith,
  }: { text: string; answer: string; kind: ConceptKind | null; distractors: string[]; falseWith?: string[] },
): Candidate[] => {
  // Never an option of a visibly other kind than the question asks for ("what is a cell …?" among "skin").
  const answerKind = kind ?? kindOfTerm(answer, ctx.language);
  const kindOfOption = (option: string) => kindOfOptionIn(ctx, option);
  const ofKind = ofAnswersKind(answerKind, offered, kindOfOption);
  // Never one the question itself names ("… is called _____; once it reaches the surface it is called lava."), nor a
  // case of the answer; the first three that are neither (the case is looked up in the text, so no further).
  // Nor the source's subject, which all it defines are kinds or parts of ("Nährstoffe" offered for a sugar in
  // „Nährstoffe: Woraus unsere Nahrung besteht“, and „Nährstoffe ist ein Vielfachzucker“ for „Stärke …“).
  const distractors: string[] = [];
  for (const option of sharingHead(ctx, text, answer, ofKind)) {
    if (distractors.length === OPTIONS - 1) break;
    if (isSubject(ctx, option)) continue;
    if (!names(text, option, ctx.language) && !isInstanceOf(ctx, option, answer)) distractors.push(option);
  }
  // A term the text defines with only one other of its kind is still asked, as statements only: true as the text
  // says it, false with the other in its place (a textbook's "period" and "frequency"; most textbooks of holdout108
  // to holdout111 gave no question when a concept needed two distractors or more).
  // Only where both are known to be of one kind: "The number of protons … is called the mass number", not "An invasion
  // was a lord who held land …".
  const statementOnly = distractors.length < OPTIONS - 2;
  const sameKind = (option: string) =>
    (answerKind !== null && kindOfOption(option) === answerKind) ||
    (ctx.language === 'de' && shareGermanNoun(ctx.foldedSource, answer, option)) ||
    (ctx.language === 'tr' && shareTurkishHead(answer, option));
  if (statementOnly && !distractors.every(sameKind)) return [];
  const question = makeQuestion(ctx, unit, text, answer, distractors, 1);
  if (question === null) return [];
  const score =
    KIND_WEIGHT[ctx.difficulty].denir + CONCEPT_BONUS + 0.12 * distractors.length - optionsPenalty(distractors);
  return [
    {
      type,
      unit,
      answerKey,
      question,
      score,
      ...(falseWith === undefined ? {} : { falseWith }),
      ...(statementOnly ? { statementOnly } : {}),
    },
  ];
};

/**
 * Turkish "Parola, bir hesaba … gizli bir sözcük dizisidir." → "Metne göre aşağıdakilerden hangisi bir hesaba …
 * gizli bir sözcük dizisidir?" (the form of Turkish school tests), the options the text's other concepts.
 */
export const whichIsCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  if (ctx.language !== 'tr') return [];
  const definition = definitions.get(unit);
  // Nor one thing's part ("Kutup ayısının habitatı ise … deniz buzullarıdır": an example, no term).
  if (definition === undefined || isOnesPart(definition.subject)) return [];
  // "… bu dönemin en önemli buluşudur": the question would point at a period it does not name.
  if (POINTS_BACK_TR.test(definition.predicate)) return [];
  const answer = asTurkishOption(ctx.lexicon, definition.subject);
  const distractors = turkishConceptDistractors(ctx, unit, answer, definition.predicate, definitions);
  return conceptCandidate(ctx, 'which', unit, `word:${foldCase(definition.subject)}`, {
    text: `Metne göre aşağıdakilerden hangisi ${definition.predicate}?`,
    answer,
    kind: kindOfDefinition(definition.predicate, 'tr'),
    distractors,
    falseWith: turkishTermsOfItsKind(ctx, unit, definition.predicate, definitions),
  });
};

/** Turkish "Bu tür yazılara deneme denir." → "Bu tür yazılara ne denir?" with "deneme" among comparable words. */
export const denirCandidates = (ctx: Context, unit: Unit, definitions: Map<Unit, Definition>): Candidate[] => {
  if (ctx.language !== 'tr') return [];
  const named = denirTerm(unit.text, foldedUnitsOf(ctx.lexicon));
  if (named === null) return [];
  const { answer } = named;
  // "Bu kaya sütunlarına peribacası denir" asks "kaya sütunlarına ne denir?"; but "Bu aralığın üzerindeki seslere …"
  // points at a range it does not name (a genitive after "bu"), and is not asked.
  const words = named.lead.split(/\s+/u);
  const pointing = /^bu$/iu.test(words[0] ?? '');
  if (pointing && /(?:[ıiuü]n|n[ıiuü]n)$/u.test(foldCase(words[1] ?? ''))) return [];
  // Nor "Bu tür değişikliklere ıslahat denir" ("such changes"): "tür değişikliklere ne denir?" was broken to two blind
  // readers of local-44.
  if (pointing && /^(?:tür|türden|gibi|çeşit|tip|şekilde|biçimde)$/u.test(foldCase(words[1] ?? ''))) return [];
  const lead = pointing ? words.slice(1).join(' ') : named.lead;
  // "Bu olaya taşlaşma denir" → "olaya ne denir?" says nothing of which event: a lead of one word after "Bu" is not
  // asked.
  if (POINTS_BACK_TR.test(lead) || (pointing && words.length <= 2)) return [];
  // A pronoun for all of it ("Bunlara set gölü denir" → "bunlara ne denir?") says nothing of what is named.
  if (/^(?:bunlar|şunlar|onlar|buna|şuna|ona)\p{L}*$/iu.test(lead.trim())) return [];
  const distractors = turkishConceptDistractors(ctx, unit, answer, lead, definitions);
  return conceptCandidate(ctx, 'denir', unit, `word:${foldCase(answer)}`, {
    text: `Metne göre ${asTurkishOption(ctx.lexicon, lead)} ne denir?`,
    answer,
    kind: kindOfDefinition(lead, 'tr'),
    distractors,
    falseWith: turkishTermsOfItsKind(ctx, unit, lead, definitions),
  });
};

/**
 * An English or German concept asked from what the text says of it ("According to the text, what is a large mass of
 * ice that moves slowly over land?", "Wie nennt man laut Text …?"), the options the text's other concepts.
 */
export const conceptCandidates = (
  ctx: Context,
  concept: Concept | undefined,
  concepts: readonly Concept[],
): Candidate[] => {
  // "What is the branch of mathematics that does this called?" points at what the question does not show.
  if (concept === undefined || (ctx.language === 'en' && DEMONSTRATIVE_THIS.test(concept.unit.text))) return [];
  // Few concepts of its own: the source's other words of a term's shape ("evaporation", "infiltration" beside
  // "transpiration"), of the answer's number, that the question does not use.
  // German ones only for what happens when … („Wie nennt man es, wenn …?“: „Globalisierung“, „Standortverlagerung“
  // beside „Spezialisierung“): in another's place a word of that shape is often absurd („Ablagerungen“ for
  // „Kapillaren“).
  const shaped = ctx.language !== 'de' || concept.kind === 'process' ? termShapedWords(ctx.lexicon, ctx.language) : [];
  const termLike = shaped.filter((word) => !concept.question.includes(word.term));
  const pool = byLists(ctx, concept.term, [
    ...otherConcepts(concept, germanCompoundSiblings(ctx, concept), 5, ctx.random),
    ...otherConcepts(concept, concepts, 5, ctx.random),
    ...otherConcepts(concept, namedOnTheWay(ctx.lexicon, ctx.language), 5, ctx.random),
    ...otherConcepts(concept, termLike, 5, ctx.random),
  ]);
  const kind = kindOfConcept(concept, ctx.language);
  const fitting =
    concept.ofItsKindOnly === true
      ? pool.filter((option) => kind !== null && kindOfOptionIn(ctx, option) === kind)
      : pool;
  return conceptCandidate(ctx, 'which', concept.unit, `word:${foldCase(concept.term)}`, {
    text: concept.question,
    answer: concept.term,
    kind,
    // More than three: conceptCandidate keeps three of those of the answer's kind (taking three first and then
    // dropping an organ among processes left a question of three options where the text offered four).
    distractors: distinct(concept.term, fitting, CONCEPT_POOL, ctx.language),
  });
};

/** The terms the source names without a question of their own (concepts.ts), once per generation. */
const namedOnTheWay = oncePerSource((lexicon: Lexicon, language: ContentLanguage) =>
  termsNamedOnTheWay(lexicon.units, language),
);

/**
 * The kind an English or German concept's question asks for: the head of its definition ("a cell that …") or of the
 * phrase a term named in passing follows (", a process called …", "in layers of rock called …").
 */
const kindOfConcept = (concept: Concept, language: ContentLanguage): ConceptKind | null => {
  if (concept.kind !== undefined) return concept.kind;
  if (!concept.question.includes(BLANK)) return kindOfDefinition(concept.told, language);
  const tail = concept.told.split(',').at(-1)?.trim().split(/\s+/u) ?? [];
  return kindOfDefinition(tail.slice(-3).join(' '), language);
};

/**
 * Every term a source defines or names, by its option key (`Context.concepts`), and the kind of each the text says
 * (`Context.kinds`): an option is judged by what the text says it is, and only a term the text does not define by
 * its own head.
 */
export const conceptIndex = (
  language: ContentLanguage,
  lexicon: Lexicon,
  concepts: readonly Concept[],
  definitions: ReadonlyMap<Unit, Definition>,
): { keys: Set<string>; kinds: Map<string, ConceptKind> } => {
  const terms =
    language === 'tr'
      ? turkishDefinedTerms(lexicon, definitions)
      : [
          ...concepts.map((concept) => ({ option: concept.term, kind: kindOfConcept(concept, language) })),
          // A term named on the way takes the kind its sentence gives ("This model is called the fire triangle": no
          // substance, which a blind reader of local-35 saw it offered for).
          ...namedOnTheWay(lexicon, language).map((named) => ({
            option: named.term,
            kind: named.lead === '' ? null : kindOfDefinition(named.lead, language),
          })),
        ];
  const keys = new Set<string>();
  const kinds = new Map<string, ConceptKind>();
  for (const { option, kind } of terms) {
    const key = optionKey(option);
    keys.add(key);
    if (kind !== null && !kinds.has(key)) kinds.set(key, kind);
  }
  return { keys, kinds };
};

/** English words shaped like a term of a subject: "evaporation", "erosion", "photosynthesis", "sediment". */
const TERM_SHAPE = /^\p{Ll}{3,}(?:ation|ition|ution|sion|ment|ance|ence|sis|ism|ology)s?$/u;
/**
 * Everyday words of a term's shape, no term of a subject: "movement" among "insulator" and "thermal equilibrium" was a
 * stray word to blind readers of local-25 and local-29.
 */
const EVERYDAY =
  /^(?:movement|development|environment|government|equipment|department|statement|management|agreement|requirement|information|situation|position|condition|direction|station|section|question|decision|attention|education|location|operation|relation|addition|collection|connection|production|construction|instruction|solution|suggestion|expression|impression|mission|permission|session|version|occasion|difference|distance|instance|chance|balance|presence|experience|sentence|science|importance|performance|appearance|entrance|assistance|evidence|audience|basis|emphasis|analysis|observation|explanation|example|experiment|substance)s?$/u;
/** The source's words of a term's shape, once per generation (none in Turkish: not yet read). */
const termShapedWords = (lexicon: Lexicon, language: ContentLanguage) =>
  language === 'en' ? englishTermShapedWords(lexicon) : language === 'de' ? germanTermShapedWords(lexicon) : [];
/**
 * German nouns of a term's shape: a process or a state ("Spezialisierung", "Globalisierung", "Standortverlagerung",
 * „Föderalismus“, „Mobilität“), in either number; not the everyday ones („Bedeutung“, „Richtung“).
 */
const GERMAN_TERM_SHAPE = /^\p{Lu}\p{Ll}{2,}(?:ierung|ation|ismus|ität|ose|ese)(?:en)?$|^\p{Lu}\p{Ll}{5,}ung(?:en)?$/u;
const GERMAN_EVERYDAY =
  /^(?:bedeutung|richtung|meinung|wohnung|zeitung|rechnung|ordnung|erfahrung|nutzung|leistung|haltung|bildung|wirkung|änderung|verbindung|einstellung|anleitung|bedienung|reinigung|störung|anzeige|entscheidung|beobachtung|erklärung|untersuchung|vorstellung|umgebung|unterstützung|versorgung|sendung|sitzung|wartung|lieferung|bestellung|zahlung|hoffnung|begründung|situation|information|organisation|generation)(?:en)?$/u;
const germanTermShapedWords = oncePerSource((lexicon: Lexicon) =>
  // A German noun is capitalised, and the lexicon keeps capitalised words among its names.
  [...lexicon.names.values(), ...lexicon.words.values()]
    .map((entry) => entry.surface)
    .filter((word) => GERMAN_TERM_SHAPE.test(word) && !GERMAN_EVERYDAY.test(word.toLocaleLowerCase('de')))
    .map((word) => ({ term: word, plural: /(?:ungen|ationen|itäten|osen|esen)$/u.test(word) })),
);
/**
 * A German term's siblings: the source's other compounds of its last noun, in its form („Zwischenwirt“ beside
 * „Endwirt“, „Warmmiete“ beside „Kaltmiete“: `shareGermanNoun`), the likeliest to be taken for it. Most German
 * textbooks of holdout108 to holdout111 gave no question: their terms had no other of their kind among the concepts.
 */
const germanCompoundSiblings = (ctx: Context, { term, plural }: Concept) =>
  ctx.language !== 'de'
    ? []
    : germanNouns(ctx.lexicon)
        .filter((noun) => shareGermanNoun(ctx.foldedSource, term, noun))
        // In the same form, so in the same number.
        .map((noun) => ({ term: noun, plural }));
/** The German source's nouns (capitalised, one word), once per generation. */
const germanNouns = oncePerSource((lexicon: Lexicon) =>
  [...lexicon.names.values(), ...lexicon.words.values()]
    .map((entry) => entry.surface)
    .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word)),
);
const englishTermShapedWords = oncePerSource((lexicon: Lexicon) => {
  // Never one the text uses as a verb ("a giant electric spark that balances this difference"): the words after
  // "that", "it", "to" …, read in one pass.
  const afterSubject = new Set(
    [...sourceOf(lexicon).matchAll(/\b(?:that|which|who|it|to|also|often)\s+(\p{L}+)/giu)].map((match) =>
      (match[1] as string).toLowerCase(),
    ),
  );
  const asVerb = (word: string) => afterSubject.has(word.toLowerCase());
  return [...lexicon.words.values()]
    .map((entry) => entry.surface)
    .filter((word) => TERM_SHAPE.test(word) && !EVERYDAY.test(word.toLowerCase()) && !asVerb(word))
    .map((word) => ({ term: word, plural: /[^s]s$/u.test(word) }));
});

/** An English term of a process or a state ("evaporation", "erosion", "photosynthesis"), in either number. */
const PROCESS_SHAPE = /^\p{Ll}{3,}(?:ation|ition|ution|sion|osis|esis|ysis)s?$/u;

/**
 * An English sentence with a term of a process left out ("The Sun heats the oceans, and water turns into vapour
 * through _____."), the options the text's other such terms ("condensation", "infiltration", "precipitation"): the
 * question a science teacher asks, and its options are of one kind. Only where the text offers three others of the
 * answer's number that the sentence does not name, never on the topic word, an item of a list or a sentence that
 * points back.
 */
export const processTermCandidates = (ctx: Context, unit: Unit): Candidate[] => {
  if (ctx.language !== 'en' || POINTING_START.test(unit.text) || EXAMPLE.test(unit.text)) return [];
  const terms = termShapedWords(ctx.lexicon, 'en').filter((word) => PROCESS_SHAPE.test(word.term));
  if (terms.length < OPTIONS) return [];
  return [...unit.text.matchAll(/\p{L}+/gu)].flatMap((match): Candidate[] => {
    const word = match[0];
    const from = match.index;
    const to = from + word.length;
    if (!PROCESS_SHAPE.test(word) || isTopical(ctx, word) || inList(unit.text, from, to)) return [];
    // Not the subject a sentence is about ("Evaporation is …": asked as a concept).
    if (isClauseStart(unit.text, from)) return [];
    const plural = /[^s]s$/u.test(word);
    const stem = foldCase(word).slice(0, 5);
    const pool = terms
      .filter((other) => other.plural === plural && foldCase(other.term).slice(0, 5) !== stem)
      .filter((other) => !names(unit.text, other.term, 'en'))
      .map((other) => other.term);
    const distractors = distinct(word, shuffled(pool, ctx.random), OPTIONS - 1, 'en');
    if (distractors.length < OPTIONS - 1) return [];
    const question = blankQuestion(ctx, unit, TEMPLATES.en.term, { from, to, answer: word }, distractors);
    if (question === null) return [];
    return [
      {
        type: 'blank:word',
        unit,
        answerKey: `word:${foldCase(word)}`,
        question,
        score: KIND_WEIGHT[ctx.difficulty].word + CONCEPT_BONUS / 2,
      },
    ];
  });
};

/**
 * Someone a report quotes in passing, an English name with an age after it ("Regular customer _____, 71, was among the
 * first …", "_____, 14, interviewed …") or one "among those" who did something: readers passed 10 of 28 verdicts on
 * such names from local-25 on (a detail a teacher would not quiz), against three in five of other names.
 */
const isPasserBy = (text: string, at: number, name: string) =>
  /^,\s*\d{1,3},/u.test(text.slice(at + name.length)) || /\bamong (?:those|them)\b[^.;]*$/iu.test(text.slice(0, at));

/**
 * An English or German sentence with a person's full name left out, the options the source's other people (never
 * one named in the same sentence, never the surname still standing in the sentence).
 */
export const peopleCandidates = (ctx: Context, unit: Unit, people: readonly Person[]): Candidate[] => {
  if (ctx.language === 'tr') return [];
  const text = unit.text;
  const wordsOf = (phrase: string) => new Set(phrase.split(/[^\p{L}-]+/u));
  return people.flatMap((person): Candidate[] => {
    const at = text.indexOf(person.name);
    if (at < 0 || text.includes(person.name, at + 1)) return [];
    const rest = wordsOf(text.slice(0, at) + ' ' + text.slice(at + person.name.length));
    if (rest.has(person.surname) || isPasserBy(text, at, person.name)) return [];
    // Nor a ruler's name before its number ("_____ I believed that kings were chosen by God": only a king's fits,
    // and two blind readers of local-70 read "Oliver Cromwell I" among the options).
    if (/^\s+[IVX]+(?![\p{L}\d])/u.test(text.slice(at + person.name.length))) return [];
    // A gendered title or role right before the blank ("Schulsprecherin _____", "Mr _____"): only people of that
    // gender, as far as their own titles tell (blind readers failed a woman's name after "Stadtbaumeister").
    const before = [...text.slice(0, at).matchAll(/(\p{L}+)\.?\s+/gu)].slice(-2).map((m) => m[1] as string);
    // Or an English pronoun after it ("_____, 82, who had been relying on his neighbour": no woman's name).
    const after = text.slice(at + person.name.length);
    const heard =
      ctx.language === 'en'
        ? pronounAfter(
            after,
            people.filter((other) => other !== person).map((other) => other.name),
          )
        : germanPronounAfter(after);
    const gender =
      genderOf(before, ctx.language) ?? (heard !== null && (person.gender ?? heard) === heard ? heard : null);
    // Nor a woman's name in a men's event, nor a man's in a women's, as far as their own words tell.
    const event = eventGenderBefore(text.slice(0, at), ctx.language);
    const others = people
      .filter((other) => other !== person && !rest.has(other.surname))
      .filter((other) => gender === null || other.gender === gender)
      .filter((other) => event === null || other.gender === null || other.gender === event)
      .map((other) => other.name);
    const distractors = distinct(
      person.name,
      oneOfEachFamily(person.name, shuffled(others, ctx.random)),
      OPTIONS - 1,
      ctx.language,
    );
    return gapCandidate(ctx, unit, {
      type: 'blank:name',
      prompt: TEMPLATES[ctx.language].name,
      span: { from: at, to: at + person.name.length, answer: person.name },
      answerKey: `name:${foldCase(person.name)}`,
      distractors,
    });
  });
};

/** The source's labels (labels.ts), read once per generation. */
const labelsOfSource = oncePerSource((lexicon: Lexicon, language: ContentLanguage): LabelEntry[] =>
  labelsOf(
    lexicon.units.map((unit) => unit.text),
    language,
    givesExample,
  ),
);

/** A label or its sentence folded, without accents, Turkish "ı" as "i" ("Işık" and "ışık" alike: "I" folds to "i"). */
const bare = (text: string) => foldCase(text).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/gu, 'i');

/**
 * A manual's sentence with the label of a setting, a menu or a button left out („_____“ bewegt die Trommel …), the
 * options the text's other labels of its kind (labels.ts): what the option does is what its reader should learn, and
 * the other options of the same device are plausible in its place. Only a sentence that names one label, gives no
 * example and leans on no sentence before; never a message, a topic word or a Turkish label its suffix tells.
 */
const ONLY_THERE =
  /(?:adlı|isimli)\s+(?:bir\s+)?\p{L}+\s+(?:daha\s+)?(?:vardır|bulunur|var)\s*[.!]?$|^There\s+(?:is|are)\b[^.]*\b(?:called|named)\b[^,;]*[.!]?$|^(?:Es\s+gibt|Außerdem\s+gibt\s+es)\b[^,;]*[.!]?$/iu;
/**
 * Nor one that only says the product has it ("The RH-26 is fitted with ‘Kickback Control’.": a blind reader of
 * local-84 saw nothing asked of what it does; „Das Gerät verfügt über ‚…‘.“, "… ‘…’ özelliğine sahiptir."), its name
 * the sentence's last words.
 */
const ONLY_HAS =
  /^[^,;:]{1,40}\s(?:(?:is|are)\s+(?:also\s+)?(?:fitted|equipped|supplied|provided)\s+with|(?:also\s+)?(?:has|have|features|offers|includes|comes\s+with)|verfügt\s+(?:auch\s+)?über|(?:hat|bietet|besitzt)(?:\s+auch)?)\s+(?:(?:an?|the|ein\p{L}*|die|den|das)\s+)?(?:\p{L}+\s+)?["“‘'„‚][^"”’'“‘]+["”’'“‘](?:\s+(?:feature|function|mode|setting|button|switch|Funktion|Modus|Taste))?\s*[.!]?$|["“‘'][^"”’']+["”’']\s+(?:özelliğine|özelliği|modu|modlarına|düğmesine)\s+sahiptir\s*[.!]?$/iu;

export const labelCandidates = (ctx: Context, unit: Unit): Candidate[] => {
  const found = labelsIn(unit.text, ctx.language);
  if (found.length !== 1 || givesExample(unit.text)) return [];
  const mention = found[0] as (typeof found)[number];
  // A label is the topic when all its words are ("Yazıcı Klavye" in its own manual), not when one begins like a topic
  // word ("Block Hidden Numbers" in a text on call blocking).
  const topical = (label: string) => label.split(/\s+/u).every((word) => isTopical(ctx, word));
  if (mention.kind === 'message' || mention.suffixed || topical(mention.label)) return [];
  // Nor a sentence that only says the label is there ("Aynı sekmede ‘…’ adlı bir ayar daha vardır", "There is also
  // an option called …"): it tells nothing the label does.
  if (ONLY_THERE.test(unit.text) || ONLY_HAS.test(unit.text)) return [];
  const labels = labelsOfSource(ctx.lexicon, ctx.language);
  const entry = labels.find((label) => label.key === foldCase(mention.label));
  if (entry === undefined) return [];
  // The kind the whole text gives it where this sentence gives none ("„Sushi“ erzeugt …" after "Das Programm …").
  const asked = { ...mention, kind: mention.kind ?? entry.kind };
  // Nor a label another word of its sentence spells ("„_____“ erhitzt …; legen Sie den Dämpfeinsatz auf": Dampf).
  const around = unit.text.slice(0, mention.from) + ' ' + unit.text.slice(mention.to);
  const rest = bare(around);
  if (bare(mention.label).length >= 4 && !/\s/u.test(mention.label) && rest.includes(bare(mention.label))) return [];
  // Nor a label of several words its sentence says in other words ("To close a whole group, … choose „Close
  // group“": a blind reader of local-29 saw the answer given away).
  const restWords = new Set(rest.match(/\p{L}+/gu) ?? []);
  const labelWords = bare(mention.label).match(/\p{L}{4,}/gu) ?? [];
  if (/\s/u.test(mention.label) && labelWords.length >= 2 && labelWords.every((word) => restWords.has(word))) return [];
  // Nor a label a word of its sentence begins like ("Yansıtmayı başlatmak için … ‘Ekran Yansıtma’", "Sesin
  // kaydedilmediğini … ‘Ses Kaynağı’", "dokunduğunuzda" for "Dokunuşları Göster"; „Handy kurz schütteln“ for
  // „Schütteln zum Verlängern“, "the base station beeps" for "Station alarm"): blind readers of local-24 to local-30
  // failed three Turkish ones as given away, of local-35 four German and English ones.
  // A word the text's other labels share ("kuru" of "Dolaba kuru", "Ekstra kuru") gives nothing away.
  const otherLabels = labels.filter((label) => label.key !== foldCase(mention.label)).map((label) => bare(label.label));
  const shared = new Set(
    otherLabels.flatMap((label) => (label.match(/\p{L}{3,}/gu) ?? []).map((word) => word.slice(0, 5))),
  );
  // And a Turkish word of the sentence the label's word begins with ("gece evde dolaşırken" for "Evdeyim": two blind
  // readers of local-44).
  const echoes = (word: string) => {
    const start = word.slice(0, 5);
    return (
      !shared.has(start) &&
      [...restWords].some(
        (other) => other.startsWith(start) || (ctx.language === 'tr' && other.length >= 4 && word.startsWith(other)),
      )
    );
  };
  if ((bare(mention.label).match(ctx.language === 'tr' ? /\p{L}{3,}/gu : /\p{L}{4,}/gu) ?? []).some(echoes)) return [];
  // Nor one whose everyday meaning the sentence states ("switches off after 1, 4 or 8 hours" for "Timer"), nor a
  // German verb of it that begins a compound of the sentence („zusätzlichen Spülgang“ for „Extra Spülen“): blind
  // readers of local-40 failed both as answered without the manual.
  if (givenAwayByMeaning(mention.label, around)) return [];
  const verbStems = ctx.language === 'de' ? (bare(mention.label).match(/\p{L}{4,}(?=en\b)/gu) ?? []) : [];
  if (verbStems.some((verb) => [...restWords].some((word) => word !== `${verb}en` && word.startsWith(verb)))) return [];
  // Nor a German compound a compound of the sentence shares a part of („Zieltemperatur“ for "bis zu welcher
  // Innenraumtemperatur", a blind reader of local-43; „Randabstand“ for "vom Papierrand", „Behälter voll“ for "den
  // Stanzabfallbehälter", two of local-44), unless another label has that part too.
  if (ctx.language === 'de' && sharesCompoundPart(bare(mention.label), restWords, otherLabels)) return [];
  // Never the product itself ("Yazıcı Klavye" in its own manual): a label all of whose words are the topic's.
  const pool = labelOptions(
    asked,
    unit.text,
    labels.filter((label) => !topical(label.label)),
    ctx.language,
  );
  const distractors = distinct(asked.label, shuffled(pool, ctx.random), OPTIONS - 1, ctx.language);
  // Asked as the text says it, never false with another label in its place: a label's name tells what it does, and a
  // reader sees the swap ("‘Sırt’ tuşları diz bölümünü büker", "‘Ses’ düğmesine her bastığınızda salınım bir kademe
  // artar"). Blind readers from local-50 on passed 36 of 96 verdicts on such false statements, 358 of 434 on the true
  // ones (local-62).
  return gapCandidate(ctx, unit, {
    type: 'label',
    prompt: TEMPLATES[ctx.language].term,
    span: { from: asked.from, to: asked.to, answer: asked.label },
    answerKey: `label:${foldCase(asked.label)}`,
    distractors,
  }).map((candidate) => ({ ...candidate, falseWith: [] }));
};

/** The ending two German words share, when it is a word of its own and not a suffix ("temperatur", not "ierung"). */
const compoundHead = (a: string, b: string): string | null => {
  let k = 0;
  while (k < a.length && k < b.length && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  const head = a.slice(a.length - k);
  return k >= 6 && k < a.length && k < b.length && !GERMAN_SUFFIX.test(head) ? head : null;
};
const GERMAN_SUFFIX =
  /^\p{L}?(?:ierungen|ierung|ungen|lichkeit|igkeit|schaft|heiten|keiten|ischen|ischer|isches|lichen|licher)$/u;
/**
 * The part of a German label's word a compound of its sentence shares: its head ("Zieltemperatur",
 * "Innenraumtemperatur"), the whole word as the compound's head ("Behälter", "Stanzabfallbehälter") or the compound's
 * head as the word's first part ("Papierrand", "Randabstand"; "Binderücken", "Rückenwahl").
 */
const compoundPart = (word: string, other: string): string | null => {
  if (word.length >= 5 && other.length > word.length + 3 && other.endsWith(word)) return word;
  for (let k = Math.min(other.length - 4, word.length - 4); k >= 4; k--)
    if (word.startsWith(other.slice(other.length - k))) return word.slice(0, k);
  return word.length >= 7 && other.length >= 7 ? compoundHead(word, other) : null;
};
/**
 * Whether a compound of a label's sentence shares a part of the label that none of the text's other labels has (all
 * of them folded bare).
 */
const sharesCompoundPart = (label: string, restWords: ReadonlySet<string>, others: readonly string[]): boolean =>
  (label.match(/\p{L}{4,}/gu) ?? []).some((word) =>
    [...restWords].some((other) => {
      const part = other.length >= 8 || word.length >= 7 ? compoundPart(word, other) : null;
      return part !== null && !others.some((other) => other.includes(part));
    }),
  );

/** The source's families of kinds (families.ts), read once per generation. */
const familiesOfSource = oncePerSource((lexicon: Lexicon, language: ContentLanguage): Families =>
  familiesOf(
    lexicon.units.map((unit) => unit.text),
    language,
  ),
);

/**
 * A sentence that says what one kind of a thing is or does, the thing its subject ("Die saisonale Arbeitslosigkeit
 * hängt von der Jahreszeit ab.", "Igneous rocks form when …"), asked with the kind's word left out among the text's
 * other kinds of that thing (families.ts). Only where the sentence names no other kind, lists none and gives no example.
 */
export const familyCandidates = (ctx: Context, unit: Unit): Candidate[] => {
  if (givesExample(unit.text) || unit.words < 7) return [];
  const families = familiesOfSource(ctx.lexicon, ctx.language);
  if (families.size === 0) return [];
  const found = kindMentions(unit.text, ctx.language).filter((mention) => families.has(mention.head));
  const [mention] = found;
  if (mention === undefined || found.length !== 1) return [];
  // The subject: first in the sentence, after an article at most.
  const before = unit.text.slice(0, mention.from);
  if (!/^\W*(?:(?:the|a|an|die|der|das|den|dem|des|ein|eine|einer|einen|einem|eines)\s+)?$/iu.test(before)) return [];
  if (inList(unit.text, mention.from, mention.to) || isTopical(ctx, mention.stem)) return [];
  const distractors = distinct(
    mention.surface,
    shuffled(otherKinds(mention, families, ctx.language), ctx.random),
    OPTIONS - 1,
    ctx.language,
  );
  return gapCandidate(ctx, unit, {
    type: 'family',
    prompt: TEMPLATES[ctx.language].term,
    span: { from: mention.from, to: mention.to, answer: mention.surface },
    answerKey: `family:${mention.head}:${mention.stem}`,
    distractors,
  });
};

/**
 * A word of a closed set of one meaning (a season, a compass point, a gas, an organ, a unit of time) left out, the
 * options the set's other members (of the German answer's gender or number) that the sentence does not name. Only
 * for a set the source is about (two members or more in it: semantic-sets.ts).
 */
export const setCandidates = (ctx: Context, unit: Unit, sets: Set<number>): Candidate[] =>
  setMatches(unit.text, ctx.language, sets).flatMap((match): Candidate[] => {
    if (isClauseStart(unit.text, match.from) && ctx.language !== 'de') return [];
    // Not the source's topic ("Animals get their _____ by eating plants" in a text on the nitrogen cycle).
    if (isTopical(ctx, match.surface)) return [];
    // Not a word of an example ("For example, …", "Örneğin …"), nor an item of a list ("Copper, aluminium and _____
    // are good conductors": gold and silver conduct as well, and blind readers of local-29 failed it).
    if (givesExample(unit.text) || inList(unit.text, match.from, match.to)) return [];
    // Nor an item of a Turkish list of examples ("Bakır, alüminyum ve demir gibi … maddelere iletken denir": other
    // metals conduct as well, so every option is true).
    if (/^[^.;]{0,40}\bgibi\b/iu.test(unit.text.slice(match.to))) return [];
    // Nor a compass point beside its opposite ("the magnetic field (from north to south)", „im Norden …, weiter
    // südlich …“): the pair is the fact, and a point across it no end of one ("from north to east" was absurd to two
    // blind readers of local-64 and local-65).
    if (namesOpposite(unit.text, match.member.word, ctx.language)) return [];
    // Another member as the sentence writes its own, capitalised or not.
    const written = (word: string) =>
      /^\p{Lu}/u.test(match.surface) ? word.charAt(0).toLocaleUpperCase(ctx.language) + word.slice(1) : word;
    const pool = match.others
      .filter((other) => ctx.language !== 'de' || other.gender === match.member.gender)
      // Never one the sentence names anywhere ("Asia" beside "South Asia, South-East Asia").
      .filter((other) => !names(unit.text, other.word, ctx.language))
      .map((other) => written(other.word));
    // After a number or a person of the same sentence (one fact of a sentence is asked): "three _____ ago" says less
    // than who started the club.
    const asked = memberCandidate(ctx, unit, match, pool, {
      answerKey: `word:${foldCase(match.member.word)}`,
      weight: SET_WEIGHT,
    });
    // A compass point is false as its opposite only ("a fort just south of the wall": "just west of" a wall that runs
    // from east to west was absurd to a blind reader of local-68, and a side detail to another).
    const opposite = oppositeOf(match.member.word, ctx.language);
    if (opposite === undefined) return asked;
    return asked.map((candidate) => ({ ...candidate, falseWith: [written(opposite)] }));
  });

/**
 * A consequence or a reason asked from its condition or its claim ("According to the text, how does this statement
 * continue? 'If the rains are too heavy, …'"), the options what the text says under its other conditions, or its
 * other reasons (clauses.ts): of the same kind and mood (an instruction among instructions), of a length near the
 * answer's, never one that shares most of its words.
 */
export const clauseCandidates = (ctx: Context, unit: Unit, splits: ReadonlyMap<Unit, ClauseSplit>): Candidate[] => {
  const split = splits.get(unit);
  if (split === undefined) return [];
  const length = split.answer.length;
  const answerPointing = pointingWords(split.answer, ctx.language);
  const alike = (other: ClauseSplit) =>
    other.instruction === split.instruction &&
    // A pronoun only where the answer has the same one: "it becomes …" and "one of them …" beside "they leave their
    // natural enemies behind" point at nothing in the question's lead.
    [...pointingWords(other.answer, ctx.language)].every((word) => answerPointing.has(word)) &&
    (ctx.language !== 'tr' || turkishPredicateForm(other.answer) === turkishPredicateForm(split.answer));
  // A clause of two parts ("…, böylece sistem römorku engel sanmaz") stands out beside an answer of one: a blind reader
  // of local-38 ruled it out by its length and its own reason.
  const parts = (clause: string) => clause.split(/,\s/u).length;
  const others = [...splits]
    .filter(([other, o]) => other !== unit && alike(o) && optionKey(o.answer) !== optionKey(split.answer))
    .filter(([, o]) => parts(o.answer) <= parts(split.answer))
    .map(([, o]) => ({
      answer: o.answer,
      // Same kind first (consequences among consequences), then the nearest in length.
      rank:
        (o.kind === split.kind ? 0 : 1) + Math.abs(o.answer.length - length) / Math.max(length, 1) + 0.3 * ctx.random(),
    }))
    .filter((o) => o.rank < 1.9)
    .sort((a, b) => a.rank - b.rank)
    .map((o) => o.answer);
  const distractors = distinct(split.answer, others, OPTIONS - 1, ctx.language);
  const t = TEMPLATES[ctx.language];
  const question = makeQuestion(
    ctx,
    unit,
    `${t.completion} ${quoted(ctx.language, `${split.lead} …`)}`,
    split.answer,
    distractors,
  );
  if (question === null) return [];
  const score = KIND_WEIGHT[ctx.difficulty].clause + 0.12 * distractors.length - optionsPenalty(distractors);
  // Asked true only, as a statement (true-false.ts): another of the text's consequences in the answer's place is not
  // false for sure, nor always a sentence („Wenn Krankheitserreger … eindringen, keine Gedächtniszellen entstehen“;
  // "Before a new medicine can be sold, its effects can be measured", which the text says too). Blind readers from
  // local-40 on passed 8 of 34 verdicts on such false statements (English 0 of 14, German 0 of 4), 84 of 96 on the
  // true ones (local-63).
  return [{ type: 'clause', unit, answerKey: `clause:${optionKey(split.answer)}`, question, score, falseWith: [] }];
};

/**
 * A word of a list ("coal and _____ deposits", "Starker Neuschnee, _____ und …", "kum, çakıl ve kil gibi"): one item
 * of a list, or of examples, is a detail; blind readers failed each one as meaningless.
 */
const inList = (text: string, from: number, to: number) => {
  const [before, after] = [text.slice(0, from), text.slice(to)];
  const conjunctionBefore =
    /\b(?:and|or|und|oder|sowie|ve|veya|ya da)\s+(?:(?:a|an|the|ein|eine|einen|der|die|das)\s+)?$/iu.test(before);
  const conjunctionAfter = /^\s*(?:and|or|und|oder|sowie|ve|veya|ya da|gibi)\b/iu.test(after);
  // A comma before counts only in the middle of a list: another comma or a conjunction follows.
  const middle = /,\s*$/u.test(before) && /^\s*,/u.test(after);
  // The first item: another item and a conjunction follow ("kum, çakıl ve kil").
  const first = /^\s*,\s*[^,.;]{1,30}?\s(?:and|or|und|oder|ve|veya)\s/iu.test(after);
  return conjunctionBefore || conjunctionAfter || middle || first || /^[^.;]{0,40}\bgibi\b/iu.test(after);
};

/** A whole word as `mentions` bounds it: a run of letters, digits, apostrophes and hyphens. */
const TOKEN = /[\p{L}\p{N}'’-]+/gu;
const ONE_TOKEN = /^[\p{L}\p{N}'’-]+$/u;
/** Each text's whole words (German as written, else lower-cased, as `mentions` compares), for the texts last asked. */
const tokenSets = new Map<string, Set<string>>();
const tokensIn = (text: string, language: ContentLanguage): Set<string> => {
  const key = `${language}\u0000${text}`;
  let tokens = tokenSets.get(key);
  if (tokens === undefined) {
    if (tokenSets.size > 2_000) tokenSets.clear();
    tokens = new Set((text.match(TOKEN) ?? []).map((token) => (language === 'de' ? token : token.toLowerCase())));
    tokenSets.set(key, tokens);
  }
  return tokens;
};
/**
 * Whether a text names a word as a whole word, as `mentions` decides: a word of one token by the text's set of words,
 * built once; a phrase by `mentions`. Asking `mentions` for every form of every member of every class a sentence
 * touches, and the whole source again for each, took most of a generation on a long source.
 */
const names = (text: string, word: string, language: ContentLanguage): boolean =>
  ONE_TOKEN.test(word)
    ? tokensIn(text, language).has(language === 'de' ? word : word.toLowerCase())
    : mentions(text, word, language);

/** The source's sentences joined, once per generation. */
const sourceOf = oncePerSource((lexicon: Lexicon): string => lexicon.units.map((unit) => unit.text).join(' '));

/**
 * A member of a closed set left out, among `pool` (the others, of the answer's form): those the source names
 * elsewhere first, then the set's first (its commonest: a rare member is implausible by its rarity), shuffled among
 * the first few.
 */
const memberCandidate = (
  ctx: Context,
  unit: Unit,
  match: { surface: string; from: number; to: number },
  pool: string[],
  { answerKey, weight }: { answerKey: string; weight: number },
): Candidate[] => {
  const source = sourceOf(ctx.lexicon);
  const inSource = (other: string) => names(source, other, ctx.language);
  const ranked = [...pool.filter(inSource), ...pool.filter((other) => !inSource(other))];
  const distractors = distinct(
    match.surface,
    shuffled(ranked.slice(0, 5), ctx.random),
    OPTIONS - 1,
    ctx.language,
    false,
  );
  const question = blankQuestion(
    ctx,
    unit,
    TEMPLATES[ctx.language].term,
    { from: match.from, to: match.to, answer: match.surface },
    distractors,
  );
  if (question === null) return [];
  const score = weight + 0.12 * distractors.length - optionsPenalty(distractors);
  return [{ type: 'blank:word', unit, answerKey, question, score }];
};
