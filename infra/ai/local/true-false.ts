/**
 * True/false questions of the offline generator: a term, a label or a definition asked as a statement of the text,
 * either as the text says it or with one of its options put in the answer's place ("If food is undercooked …, choose
 * ‘Low’ next time." True or false?).
 *
 * Blind readers kept three in four of the generator's number and name questions, but one in four of its term, label
 * and definition questions (local-43 to local-45 on holdout30 to holdout39: 60 of 216), and most of those they failed
 * for one distractor of another kind ("Mode" among cooking settings, a structure among processes). The text does not
 * say what kind a term is, so three options of the answer's kind cannot be made sure of; a statement needs one, and
 * it is false whatever its kind. Numbers and names keep their four options.
 */
import type { ContentLanguage, GeneratedQuestion } from '../../../domain/content/content.types';
import { countOccurrences, escapeRegExp, foldCase } from '../../../domain/content/language';
import { TRUTH_OPTIONS, optionKey, quotedPart } from '../../../domain/content/question-validation';
import { takesAn } from '../../../domain/content/rubric';
import { shareGermanNoun } from './concept-kinds';
import { truthExplanationFor } from './quality';
import { leansOnSentenceBefore, quoted } from './question-builders';
import type { Candidate, QuestionType } from './selection';
import { oneLine } from './terms';

const BLANK = /_{3,}/u;

/** The kinds asked as a statement: every one but numbers and names. */
const ASKED_AS_STATEMENT: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'blank:word',
  'label',
  'family',
  'which',
  'denir',
  'completion',
  'clause',
]);

export const isAskedAsStatement = (type: QuestionType): boolean => ASKED_AS_STATEMENT.has(type);

const PROMPT: Record<ContentLanguage, string> = {
  en: 'According to the text, is this statement true or false?',
  de: 'Ist diese Aussage laut Text richtig oder falsch?',
  tr: 'Metne göre bu ifade doğru mu, yanlış mı?',
};

/** What the text says instead, after the quoted sentence of a false statement's explanation. */
const INSTEAD: Record<ContentLanguage, (answer: string, distractor: string) => string> = {
  en: (answer, distractor) => ` It says “${answer}”, not “${distractor}”.`,
  de: (answer, distractor) => ` Dort steht „${answer}“, nicht „${distractor}“.`,
  tr: (answer, distractor) => ` Metinde “${distractor}” değil, “${answer}” yazıyor.`,
};

/**
 * "Both" of two things the sentence does not name ("Both kingdoms developed regular taxation …": which? Two blind
 * readers of local-84), „Beide Vereine …“, "Her ikisi de …"; not "Both England and France …", which names them. A
 * statement's subject: a blank's sentence keeps its point without it ("Both teams arrived level on
 * _____ points …" passed blind readers of local-67 and local-68).
 */
export const BOTH_BEFORE =
  /^\W*(?:Both\s+(?:the\s+)?\p{Ll}|Beide[ns]?\s+\p{Lu}|Beide[ns]?\s+(?:haben|sind|waren|hatten|wollen)\s|Her\s+ikisi|İkisi\s+de\s)/u;

/**
 * An instruction and no more ("In Windows, press Windows+P and choose ‘Extend’; on a Mac, open …"): with nothing it
 * is for, it is neither true nor false (two blind readers of local-46). German, with its purpose, is a statement
 * („Halten Sie ‚Uhr‘ vier Sekunden gedrückt, um alle Tasten zu sperren“: four of four passed); with only its occasion
 * it is not („Wählen Sie ‚Nur auf neuen Tabs‘, wenn …“, „…, bis die rote LED dauerhaft leuchtet“, and „Wechseln Sie
 * …“ of a verb in -eln: blind readers of local-61 and local-62 failed 12 of 12). English is not, whatever it is for: "Press
 * ‘Preheat’ to switch your side on", "If the wrong rows stay fixed, scroll to the top …" (blind readers passed 12 of
 * 30 English instructions from local-40 on, against three in four of other statements; "Before sleeping, run ‘Mask
 * Fit’ …" and "… if your mouth feels dry, raise ‘Humidity Level’ …" failed four of four with local-51 and local-52;
 * "Write your message in the ‘Reply text’ box" and "If the code returns, contact your dealer …" four of four with
 * local-79).
 */
const INSTRUCTION: Partial<Record<ContentLanguage, readonly { does: RegExp; because?: RegExp }[]>> = {
  en: [
    {
      does: /(?:^|[,;:]\s*)(?:then\s+)?(?:press|choose|select|open|tap|turn|set|switch|use|hold|run|raise|lower|increase|decrease|reduce|change|move|leave|wash|dry|start|stop|shake|cover|unscrew|hang|click|pick|plug|unplug|remove|insert|fill|place|put|keep|check|clean|empty|add|enter|wait|let|make sure|scroll|rinse|wipe|store|replace|connect|disconnect|lift|push|pull|slide|charge|drag|type|save|restart|reset|adjust|rotate|release|repeat|attach|fit|tighten|loosen|pour|drain|refill|top up|follow|go to|download|install|pair|swipe|long-press|double-tap|do not|don't|never|avoid|always|write|contact|consult|ask|visit|wear|apply)\b/iu,
    },
    // A box ticked or a switch turned on with nothing after it that it is for ("Tick ‘Override high DPI scaling
    // behaviour’ and select ‘Application’ from the list": two blind readers of local-70); with it, a statement ("Tick
    // ‘Only show named versions’ to hide all the others", "… tick ‘Include images’ if you also want screenshots …":
    // eight of eight passed).
    {
      does: /(?:^|[,;:]\s*)(?:tick|untick|uncheck|enable|disable|toggle|activate|deactivate)\b(?![^.;]*\b(?:to|so that|if|when|once|in order)\b)/iu,
    },
  ],
  de: [
    {
      does: /(?:^|[,;:]\s*)\p{Lu}\p{Ll}+(?:en|ln|rn)\s+Sie(?![\p{L}])/u,
      because: /(?<![\p{L}])(?:um(?![\p{L}])[^,;.]*(?<![\p{L}])zu|damit)(?![\p{L}])/iu,
    },
  ],
  // Turkish, ending on an imperative ("… düğmesine basın.", "… dosyayı seçin."), is a statement only with the case it
  // is for ("Telefon cebinizde kendiliğinden açılıyorsa …", "Motor ısınınca …": 52 of 58 verdicts passed from
  // local-40 on); with its purpose alone ("Seçiminizi onaylamak için ‘Başlat’ tuşuna basın.") or none ("Hazneyi
  // yerine oturttuktan sonra fişi takın …") 37 of 64 passed, against four in five of other statements.
  tr: [
    {
      does: /(?<![\p{L}])(?!(?:yakın|uzun|dün|gün|bugün|bütün|altın|kadın|burun|düğün|ürün|oyun|içerisin)[.!]?$)\p{L}+[ıiuü]n[.!]?$/u,
      because:
        /\p{L}(?:yorsa|yorsanız|[aeıioöuü]rs[ae](?:n[ıi]z)?|ys[ae]|ms[ae]|[dt][ıiuü]ys[ae]|[ıiuü]nc[ae]|[dt][ıiuü]ğ[ıiuü]nd[ae])(?![\p{L}])|(?<![\p{L}])(?:varsa|yoksa)(?![\p{L}])/u,
    },
  ],
};
const isInstructionOnly = (sentence: string, language: ContentLanguage) =>
  (INSTRUCTION[language] ?? []).some(({ does, because }) => does.test(sentence) && !(because?.test(sentence) ?? false));

/** An English noun phrase whose last word looks plural ("conditions"; not "photosynthesis", "grass", "virus"). */
const looksPlural = (phrase: string) => /[^s]s$/u.test(phrase) && !/(?:is|us|ss)$/u.test(phrase);

/**
 * Whether `text` writes `term` after an article: "a" or "an" ("a fraction"; never "a crude oil", "a pastoralism"), or
 * "the" ("the literacy rate"; never "the life expectancy").
 */
const writesAfter = (article: 'a' | 'the', text: string, term: string) =>
  new RegExp(`(?<![\\p{L}])${article === 'a' ? 'an?' : 'the'}\\s+${escapeRegExp(term)}(?![\\p{L}])`, 'iu').test(text);

/**
 * How a text says that it defines a term (TERM in the pattern), per language, on folded text: "… is called a
 * xerophyte", "Frequency is the …", „… nennt man Adsorption“, „Unter Oxidation versteht man …“.
 */
const DEFINES: Record<ContentLanguage, readonly string[]> = {
  en: [
    // "The increase in length of a spring is called its extension" as well.
    '(?:called|known as|termed|named|referred to as)\\s+(?:an?\\s+|the\\s+|its\\s+|their\\s+)?TERM(?![\\p{L}])',
    '(?:^|[.!?:]\\s+|\\n)(?:(?:the|an?)\\s+)?TERM\\s+(?:is|are)\\s+(?:the|an?)\\s',
    '(?:^|[.!?:]\\s+|\\n)(?:(?:the|an?)\\s+)?TERM\\s+(?:means|refers to|describes)\\s',
  ],
  de: [
    '(?:nennt man|heißt|heißen|bezeichnet man(?:\\s+als)?|spricht man von)\\s+(?:(?:de[rnms]|die|das|eine?[nmrs]?)\\s+)?TERM(?![\\p{L}])',
    'unter\\s+(?:(?:de[rnm]|die|das|einer?m?)\\s+)?TERM\\s+versteht man',
    'als\\s+TERM\\s+(?:bezeichnet|bezeichnen)',
    '(?:^|[.!?:]\\s+|\\n)(?:(?:der|die|das|eine?)\\s+)?TERM\\s+(?:ist|sind)\\s+(?:der|die|das|eine?)\\s',
    // A kind the text tells apart („… unterscheidet man Symbiose, Kommensalismus und Parasitismus“: concepts.ts,
    // germanClassification), which it goes on to define.
    '(?:unterscheidet man|man unterscheidet)[^.!?]*?(?<![\\p{L}])TERM(?![\\p{L}])',
  ],
  // Turkish concept questions take their options from the terms the text defines already (turkishDefinedTerms).
  tr: [],
};

/** Whether a (folded) text defines a (folded) term; an example is none („Ein Beispiel sind …“, "A well-known example is …"). */
const defines = (language: ContentLanguage, text: string, term: string) =>
  !/(?:^|\s)(?:beispiel|beispiele|example|examples)$/u.test(term) &&
  DEFINES[language].length > 0 &&
  new RegExp(DEFINES[language].map((pattern) => pattern.replace('TERM', escapeRegExp(term))).join('|'), 'u').test(text);

/**
 * The endings of a noun that names a process, per language ("collision", "Subduktion", „Elektrolyse“, "erozyon",
 * "çözülme"), on its last word: a process is not a thing ("impulse", „Lithosphäre“, "gen").
 */
const PROCESS_ENDING: Record<ContentLanguage, RegExp> = {
  en: /(?:tion|sion|ment|sis|ing)$/u,
  de: /(?:ung|tion|sion|lyse|these|grafie|graphie)$/u,
  tr: /(?:ma|me|yon|ış|iş|uş|üş)$/u,
};
/** Things with a process's ending ("magma", "plazma", "prizma"). */
const NO_PROCESS =
  /(?:magma|plazma|prizma|dogma|tema|şema|lama|sigma|karma|puding|ring|spring|king|ceiling|building)$/u;
const namesProcess = (language: ContentLanguage, term: string) => {
  const word = foldCase(term).split(/\s+/u).at(-1) ?? '';
  return PROCESS_ENDING[language].test(word) && !NO_PROCESS.test(word);
};

/**
 * Words of what a quantity is: an angle, a time, a distance … A term whose name says one ("launch angle", "time of
 * flight", „Abwurfwinkel“) is of that kind, and so is what the sentence says of the answer when it names one. A term
 * of one word ("frequency", „Geschwindigkeit“) is a name to learn, not a kind its words tell: "The frequency is the
 * distance between two neighbouring crests" passed four blind readers of local-41 to local-44.
 */
const QUANTITY: Partial<Record<ContentLanguage, string>> = {
  en: String.raw`(?<![\p{L}])(angle|time|distance|speed|velocity|height|length|width|depth|mass|weight|force|energy|temperature|pressure|volume|area|rate|frequency|period)s?(?![\p{L}])`,
  de: String.raw`(winkel|zeit|dauer|strecke|weite|entfernung|geschwindigkeit|höhe|länge|breite|tiefe|masse|gewicht|kraft|energie|temperatur|druck|volumen|fläche|rate|frequenz)(?![\p{L}])`,
};
/** Those words anywhere in a (folded) text, and at the end of a term's head. */
const QUANTITY_IN = Object.fromEntries(
  Object.entries(QUANTITY).map(([language, words]) => [language, new RegExp(words, 'gu')]),
) as Partial<Record<ContentLanguage, RegExp>>;
const QUANTITY_AT_END = Object.fromEntries(
  Object.entries(QUANTITY).map(([language, words]) => [language, new RegExp(`${words}$`, 'u')]),
) as Partial<Record<ContentLanguage, RegExp>>;
/** The kinds of quantity a (folded) text names. */
const quantitiesIn = (language: ContentLanguage, text: string): Set<string> => {
  const words = QUANTITY_IN[language];
  return new Set(words === undefined ? [] : [...text.matchAll(words)].map((match) => match[1] as string));
};
/**
 * The kind of quantity a term's name says: its head in English ("launch angle", "time of flight"), the end of a
 * German compound or phrase („Abwurfwinkel“, „mittlere Geschwindigkeit“); none for a term of one plain word.
 */
const quantityNamed = (language: ContentLanguage, term: string): string | undefined => {
  const folded = foldCase(term).trim();
  if (language === 'en' && !/\s/u.test(folded)) return undefined;
  const head = language === 'en' ? (/^(.+?)\s+of\s/u.exec(folded)?.[1] ?? folded) : folded;
  const kind = QUANTITY_AT_END[language]?.exec(head)?.[1];
  // A German word that is only the kind („Geschwindigkeit“) names none.
  return kind !== undefined && folded !== kind ? kind : undefined;
};
/**
 * Whether a term's name says another kind of quantity than the sentence says the answer is (`said`: quantitiesIn of
 * the sentence without its answer): "The launch angle is the total time the projectile spends in the air" puts an
 * angle where a time belongs, which two blind readers of local-70 and two of local-71 rejected without the text. A
 * term whose name says no kind is left to the reader to know ("frequency" for "wavelength", "end point" for "titre"
 * passed four blind readers each).
 */
const otherQuantity = (language: ContentLanguage, term: string, said: ReadonlySet<string>) => {
  const named = quantityNamed(language, term);
  return named !== undefined && said.size > 0 && !said.has(named);
};

/** A Turkish word's last consonant as it softens before a vowel ("odak" in "odağın", "kitap" in "kitabı"). */
const SOFT: Record<string, string> = { k: 'ğ', p: 'b', t: 'd', ç: 'c' };
/**
 * Whether a (folded) text names a (folded) term at a word's start, in Turkish also with its last consonant softened:
 * "Odağın tam üstünde, yeryüzündeki noktaya odak adı verilir" contradicts itself (two blind readers would see it).
 */
const namedIn = (language: ContentLanguage, text: string, term: string) => {
  const soft = language === 'tr' ? term.replace(/[kptç]$/u, (last) => SOFT[last] ?? last) : term;
  const alternatives = [...new Set([term, soft])].map(escapeRegExp).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})`, 'u').test(text);
};

/** Whether `text` has `word` (folded both) as a whole word or words. */
const containsWord = (text: string, word: string) =>
  text !== word && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** The first letter upper-case, as at the start of a sentence. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The English article "a" or "an" (capitalised as it was) that `word` takes. */
const articleFor = (article: string, word: string) => {
  const fit = takesAn(word) ? 'an' : 'a';
  return /^A/u.test(article) ? capitalised(fit) : fit;
};

/** A German article or a determiner right before a term: another term may be of another gender ("die Opferanode"). */
const GERMAN_ARTICLE = /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine)\s+$/iu;

/**
 * The sentence asked, with `option` in the answer's place: the stem's quoted sentence with its blank filled, or the
 * source sentence with the answer (as a whole word, the first time) replaced, in English with the article before it
 * made to fit ("an aquifer"). Another term is not put after a German article or before a Turkish suffix, which it
 * may not fit ("die Winter mild", "die Herbst mild"), nor at the start of an English sentence, which may want an
 * article ("Aquifer is the proportion …"). Null when it cannot be made.
 */
const statementWith = (
  language: ContentLanguage,
  question: GeneratedQuestion,
  sentence: string,
  option: string,
): string | null => {
  const answer = question.options[question.correctAnswer] as string;
  const stem = quotedPart(question.text);
  const blank = BLANK.exec(stem);
  if (blank !== null) {
    if (option !== answer && language === 'de' && GERMAN_ARTICLE.test(stem.slice(0, blank.index))) return null;
    return stem.replace(BLANK, option);
  }
  const at = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(answer)}`, 'iu').exec(sentence);
  if (at === null) return null;
  if (option === answer) return sentence;
  const after = sentence.slice(at.index + at[0].length);
  const before = sentence.slice(0, at.index);
  if (/^[\p{L}\p{M}\p{N}]/u.test(after) || (language === 'de' && GERMAN_ARTICLE.test(before))) return null;
  // An English term that opens its sentence may want an article another does not ("Porosity is" / "Aquifer is").
  if (language === 'en' && at.index === 0) return null;
  const fitted =
    language === 'en'
      ? before.replace(/\b(an?)\s+$/iu, (_, article: string) => `${articleFor(article, option)} `)
      : before;
  return fitted + (at.index === 0 ? capitalised(option) : option) + after;
};

/**
 * A Turkish "ise" that sets a term against one before, after a dative or a time clause ("… kuruluşlara ise baskı
 * grubu denir", "… arasına girdiğinde ise Ay tutulması olur"), left out of a statement: alone it points at what the
 * student does not see (two blind readers of local-56 and two of local-57 each). After a dative or "-dığında" it is
 * never the "ise" of a condition ("… üzerinde ise …", "Eğer … ise").
 */
const TR_CONTRAST = /(?<=(?:(?<![dt])[ae]|d[ıiuü]ğ[ıiuü]nd[ae]))\s+ise(?=\s)/gu;
const withoutTurkishContrast = (language: ContentLanguage, statement: string | null) =>
  statement === null || language !== 'tr' ? statement : statement.replace(TR_CONTRAST, '');

/**
 * What a false statement with a distractor the text names less often gives up: the most named comes first, another
 * where the quiz's other statements name it already (the pick).
 */
const LATER_OPTION = 0.05;

/**
 * The candidate asked as a statement of the text: true as the text says it, and false with each of its distractors in
 * the answer's place, the one the text names most often first, the likeliest to be taken for the answer ("radiation"
 * rather than "combination" for "radioisotope"); the pick keeps at most one of them, balances a
 * quiz's true and false answers and names a term in one statement at most (`named`: "Matbaa, … makinedir" beside
 * "Matbaa, … temsilciliktir" answers both, and "Rost ist ein unedleres Metall" beside "Zink ist ein Gemisch …"
 * tells that the two are swapped). The explanation quotes the text's sentence and, for a false statement, says what the
 * text says instead. A sentence that leans on the one before ("Its upper surface is known as …") is not asked: a
 * statement stands alone; nor is a bare instruction. `foldedSource` is the source folded (foldCase), once per
 * generation.
 */
export const asStatements = (language: ContentLanguage, candidate: Candidate, foldedSource: string): Candidate[] => {
  const { question, unit } = candidate;
  const sentence = oneLine(unit.text);
  if (leansOnSentenceBefore(sentence, language) || BOTH_BEFORE.test(sentence) || isInstructionOnly(sentence, language))
    return [];
  const answer = question.options[question.correctAnswer] as string;
  // The sentence without its answer: a term it names elsewhere makes a false statement contradict itself ("Köyden daha
  // küçük olan … yerleşmelere köy denir": two blind readers of local-48).
  const rest = foldCase(sentence.replace(answer, ' '));
  // A sentence that names its answer twice keeps it after the swap ("… oranına çiğ noktası denir; bağıl nem yüzde olarak
  // ifade edilir", false for "bağıl nem": two blind readers of local-59): it is asked true only.
  const foldedAnswer = foldCase(answer);
  const foldedSentence = foldCase(sentence);
  const first = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(foldedAnswer)}`, 'u').exec(foldedSentence);
  const after = first === null ? '' : foldedSentence.slice(first.index + foldedAnswer.length);
  // Turkish with its endings ("… bağıl nemin"), English and German as a word ("Eisen", not "Eisenoxiden").
  const namesAnswerAgain =
    language === 'tr' ? namedIn(language, after, foldedAnswer) : containsWord(after, foldedAnswer);
  const afterIndefinite = language === 'en' && writesAfter('a', sentence, answer);
  const afterThe = language === 'en' && writesAfter('the', sentence, answer);
  const defined = defines(language, foldedSentence, foldedAnswer);
  // A term of the text's, swapped only for one of its kind (below): a defined one, and every Turkish term but a
  // family's (turkishDefinedTerms gives Turkish terms only the terms the text defines for options; a label is never
  // swapped: labelCandidates).
  const ofItsKind = defined || (language === 'tr' && candidate.type !== 'family');
  const answerIsProcess = namesProcess(language, answer);
  // The kinds of quantity the sentence says the answer is, for a defined term's swaps (otherQuantity).
  const saidQuantities = defined ? quantitiesIn(language, rest) : new Set<string>();
  // Nor one that swaps a label the sentence quotes, whatever asks it: a label's name tells what it does (as
  // labelCandidates, which never swap one).
  const labelled = new RegExp(`[‘‚'"„“«]${escapeRegExp(answer)}[’‘'"“”»]`, 'u').test(sentence);
  const distractors = (namesAnswerAgain || labelled ? [] : question.options)
    .filter((option, i) => i !== question.correctAnswer && (candidate.falseWith?.includes(option) ?? true))
    .filter((option) => !namedIn(language, rest, foldCase(option)))
    // Of the answer's number in English ("affected by several conditions", not "several photosynthesis": two blind
    // readers of local-50).
    .filter((option) => language !== 'en' || looksPlural(option) === looksPlural(answer))
    // After "a" or "an", only a term the text writes so ("A crude oil is a group of hydrocarbons …", "… is called a
    // fire": two blind readers of local-52 each).
    .filter((option) => !afterIndefinite || writesAfter('a', foldedSource, foldCase(option)))
    // After "the", only a term the text writes so ("The life expectancy is the percentage of adults who can read …":
    // two blind readers of local-52 and two of local-53).
    .filter((option) => !afterThe || writesAfter('the', foldedSource, foldCase(option)))
    // A term the sentence defines is swapped only for another the text defines: blind readers passed 10 of 14 false
    // definitions with one (talik for thermokarst, frequency for wavelength, „Oxidation“ for „Elektrolyse“), and 2 of
    // 24 with a word the text only uses ("… is called the collision", "… is called species", "… an elongation").
    // Or for a German compound of its noun („Zwischenwirt“ for „Endwirt“), a term by its shape.
    .filter(
      (option) =>
        !defined ||
        defines(language, foldedSource, foldCase(option)) ||
        (language === 'de' && shareGermanNoun(foldedSource, answer, option)),
    )
    // A defined term only for one of its kind, a process for a process: "Die äußere, starre Schale der Erde heißt
    // Subduktion" (a process for a layer, two blind readers of local-53 and two of local-54), "… bölümüne birinci aşama
    // transkripsiyon denir" (a process for a gene, two of local-54), "the product of force and time is called the
    // collision"; „Oxidation“ for „Elektrolyse“ and „Adsorption“ for „Chromatografie“ passed four of four.
    .filter((option) => !ofItsKind || namesProcess(language, option) === answerIsProcess)
    // Nor one of another kind of quantity than the sentence says ("The launch angle is the total time …":
    // otherQuantity).
    .filter((option) => !defined || !otherQuantity(language, option, saidQuantities))
    // Nor a term with the answer in it, or in the answer: a kind of it may be true too ("Kimyasal çözülme … toprak
    // oluşumunun da ilk basamağıdır", false for "çözülme": two blind readers of local-54).
    .filter((option) => !containsWord(foldCase(option), foldedAnswer) && !containsWord(foldedAnswer, foldCase(option)))
    // Nor a superlative the text says without its noun ("The best known is …"): no term.
    .filter((option) => !/^(?:best|worst|most|least)(?![\p{L}])/iu.test(option))
    // How often the text names each (folded, as a part of words too): the text's own terms are its salient ones.
    .map((option) => ({ option, count: countOccurrences(foldedSource, foldCase(option)) }))
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.option);
  // A term asked only as statements (one distractor, `Candidate.statementOnly`) is asked where its distractor makes a
  // false statement: else it would add one more true statement to quizzes that have too few false ones.
  if (candidate.statementOnly === true && distractors.length === 0) return [];
  const [yes, no] = TRUTH_OPTIONS[language];
  const asked = (
    statement: string | null,
    truthful: boolean,
    named: string[],
    explanation: string,
    rank = 0,
  ): Candidate[] =>
    // A false statement stands alone as its sentence does (read above): another's definition in the answer's place
    // may point at what the player does not see ("Weight is the single force that has the same effect as all of these
    // forces together, …": two blind readers of local-63).
    statement === null || (!truthful && leansOnSentenceBefore(statement, language))
      ? []
      : [
          {
            ...candidate,
            score: candidate.score - LATER_OPTION * rank,
            type: 'statement',
            named: named.map(optionKey),
            question: {
              ...question,
              text: `${PROMPT[language]} ${quoted(language, statement)}`,
              options: [yes, no],
              correctAnswer: truthful ? 0 : 1,
              explanation,
            },
          },
        ];
  return [
    ...asked(
      withoutTurkishContrast(language, statementWith(language, question, sentence, answer)),
      true,
      [answer],
      truthExplanationFor(language, unit, yes),
    ),
    ...distractors.flatMap((distractor, rank) =>
      asked(
        withoutTurkishContrast(language, statementWith(language, question, sentence, distractor)),
        false,
        [answer, distractor],
        `${truthExplanationFor(language, unit, no)}${INSTEAD[language](answer, distractor)}`,
        rank,
      ),
    ),
  ];
};
