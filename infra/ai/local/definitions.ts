/**
 * Definitions in a source's sentences ("X is Y", "X ist Y", "X, Y'dir"), which completion questions are made of.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { STOP_WORDS, foldCase } from '../../../domain/content/language';
import { turkishClass } from '../../../domain/content/word-classes';
import { oneLine } from './terms';

const withoutFinalStop = (text: string) => text.replace(/[\s.!;:,]+$/u, '');

/** "X is Y." / "X ist Y." / "X, Y'dir." (X a short subject without pronouns, Y a few words). */
const DEFINITIONS: Record<ContentLanguage, RegExp> = {
  en: /^((?:(?:The|A|An)\s+)?[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,6})\s+(is|are|was|were)\s+([^;:]+?)[.!]?["”’]?$/u,
  // A German subject may be set against the one before („Steuervergünstigungen dagegen sind indirekte Hilfen“, „Ein
  // Bodden dagegen ist eine … flache Bucht“): the adverb is no part of it.
  de: /^((?:(?:Der|Die|Das|Ein|Eine)\s+)?\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})(?:\s+(?:dagegen|hingegen|wiederum|schließlich))?\s+(ist|sind|war|waren)\s+([^;:]+?)[.!]?["“]?$/u,
  tr: /^([^,;:]{3,60}),\s+([^;:]+?(?:dır|dir|dur|dür|tır|tir|tur|tür))[.!]?["”]?$/u,
};

const TR_CONTRAST_DEFINITION =
  /^(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2})\s+ise\s+([^,;:]+?(?:dır|dir|dur|dür|tır|tir|tur|tür))[.!]?["”]?$/u;

export interface Definition {
  subject: string;
  copula: string;
  predicate: string;
}

/** Whether a definition says what its subject is in the plural ("Arteries are …", „Venen sind …“). */
export const isPluralDefinition = (definition: Definition): boolean =>
  /^(?:are|were|sind|waren)$/u.test(definition.copula);

/** Turkish sentence openers that make "X, …" a clause, not a subject ("Ayrıca bitki hücreleri, …"). */
const TR_OPENERS = new Set(
  'ayrıca ancak fakat oysa böylece örneğin yani üstelik sonra önce bugün dün şimdi artık hatta bazen genellikle'.split(
    ' ',
  ),
);

/**
 * "X, … Y'dir." names what X is when Y is one thing: not a place ("kuşağındadır"), a plural list ("yedeklerdir", often
 * after a comma that separates a list of subjects), or a verb-like predicate ("sahiptir", "değildir").
 */
const isTurkishDefinition = (subjectWords: string[], predicate: string): boolean => {
  if (subjectWords.length > 5 || TR_OPENERS.has(foldCase(subjectWords[0] as string))) return false;
  // The subject is in the nominative: no case ending or particle at its end ("İstikbalde dahi"). A noun that only
  // ends like a locative is one where the predicate names it again, a kind of itself ("Amniyotlu yumurta, … korunan
  // yumurtadır").
  const subjectEnd = foldCase(subjectWords.at(-1) as string);
  const predicateWords = withoutFinalStop(predicate).split(/\s+/u).map(foldCase);
  const last = predicateWords.at(-1) ?? '';
  const kindOfItself = last.replace(/['’]?[dt][ıiuü]r$/u, '') === subjectEnd;
  if (/^(?:dahi|bile|ise|de|da|ki)$/u.test(subjectEnd) || (!kindOfItself && /[dt][ae]n?$/u.test(subjectEnd)))
    return false;
  // Nor a condition ("Habitat bir canlının adresiyse, niş de onun ‘mesleği’ gibidir").
  if (/ys[ae]$|(?:[dt][ıiuü]|m[ıiuü]ş)s[ae]$/u.test(subjectEnd)) return false;
  // Nor a place before it ("Deniz suyunda çözücü su, çözünenlerin başlıcası tuzdur": a sentence about sea water, no
  // term; a blind reader of local-29 failed it as an option).
  if (subjectWords.slice(0, -1).some((word) => /\p{L}{2}n?[dt][ae]n?$/u.test(foldCase(word)))) return false;
  // Nor a clause with an object ("Mendel'in bezelyeyi seçmesinin nedenleri, …": a reason, no term; blind readers of
  // local-33 failed it as an option among genetics terms).
  if (subjectWords.slice(0, -1).some((word) => /[aeıioöuü]y[ıiuü]$/u.test(foldCase(word)))) return false;
  // A clause ("yer şekillerinin düz olduğu", ending in a participle or a verb) or a value of an example ("nüfusu 2
  // milyon") is no term: blind readers failed it as an option beside the defined terms. Nor is a phrase about a term,
  // a participle anywhere in it ("Sistemin merkezinde bulunan Güneş, … bir yıldızdır") or a share of it
  // ("Asteroitlerin çoğu, … kalıntılarıdır"): blind readers of local-26 failed both.
  if (subjectWords.some((word) => /\d/u.test(word))) return false;
  if (turkishClass(subjectEnd) === 'verb') return false;
  if (subjectWords.some((word) => turkishClass(foldCase(word)) === 'participle')) return false;
  if (/^(?:çoğu|bazıları|hepsi|birçoğu|tümü|kısmı|yarısı|çoğunluğu)$/u.test(subjectEnd)) return false;
  // A plural after a relative clause names a class of things, no list ("Anabolizma, küçük moleküllerden büyük
  // moleküllerin yapıldığı tepkimelerdir").
  const before = predicateWords.at(-2) ?? '';
  const ofAClass = /[dt][ıiuü]ğ[ıiuü]$/u.test(before) || turkishClass(before) === 'participle';
  return (
    // A tense ("olacaktır", "gelmiştir", "yapıyordur"), an infinitive ("etmektir") or "mevcuttur" is no noun.
    !/(?:[ae]c[ae]k|m[ıiuü]ş|yor|m[ae]k)[dt][ıiuü]r$|^mevcuttur$/u.test(last) &&
    (kindOfItself || !/[dt][ae]d[ıiuü]r$/u.test(last)) &&
    (ofAClass || !/l[ae]rd[ıiuü]r$/u.test(last)) &&
    !/^(?:sahiptir|değildir|vardır|yoktur|gerekir|gereklidir|mümkündür)$/u.test(last) &&
    // "…, bıçakların keskin, kamyon lastiklerinin ise geniş yapılmasının sebebi budur": it points at what was said
    // before, no term (two blind readers of local-35 read it as a garbled question).
    !/^(?:budur|şudur|odur|bunlardır|şunlardır|onlardır)$/u.test(last) &&
    // "Göz rengi, saç yapısı … kalıtsal özelliklere örnektir": examples, no definition.
    !/^örne(?:k|ğ)\p{L}*$/u.test(last)
  );
};

/**
 * A clause of consequence after a comma: ", so …", ", sodass …". Not ", but …", ", aber …": a contrast may join two
 * adjectives of the thing itself („ein sehr kleiner, aber schwerer Teil des Atoms“).
 */
const CONSEQUENCE = /(?<=\S+\s+\S+\s+\S+),\s+(?:so|and so|so that|sodass|so dass|weshalb|deshalb)\s.*$/iu;

/**
 * A Turkish subject with a contrast's "ise" inside it ("Belediye encümeni ise başkan, bazı meclis üyeleri … oluşan …
 * bir kuruldur") ends there: what follows is the first item of what it is said to be. Two blind readers of local-40
 * saw "belediye encümeni ise başkan" offered as a term.
 */
const turkishContrast = (subject: string, predicate: string): [string, string, string] => {
  const contrast = /^(.+?)\s+ise\s+(\S.*)$/u.exec(subject);
  return contrast === null
    ? [subject, '', predicate]
    : [contrast[1] as string, '', `${contrast[2] as string}, ${predicate}`];
};

/** A definition in the part of a sentence before its first `mark` (a semicolon, a colon), if it has one. */
const definitionBefore = (mark: string, text: string, language: ContentLanguage) => {
  if (!text.includes(mark)) return null;
  const part = `${text.slice(0, text.indexOf(mark)).trim()}.`;
  // A contrast's too ("Katabolizma ise … ayrıldığı tepkimelerdir; glikozun … parçalanması katabolik bir olaydır").
  return DEFINITIONS[language].exec(part) ?? (language === 'tr' ? TR_CONTRAST_DEFINITION.exec(part) : null);
};

/**
 * A Turkish subject that is one thing's part, place or kind, a genitive before a possessive ("Kutup ayısının habitatı",
 * "Sürüngenlerin vücudu", "Elektronların harcandığı"): what the sentence says of it is true, but it is no term of the
 * text to ask or offer among its terms.
 */
export const isOnesPart = (subject: string): boolean => {
  const words = subject.split(/\s+/u).map(foldCase);
  return (
    words.length > 1 &&
    /[ıiuü]$/u.test(words.at(-1) as string) &&
    words.slice(0, -1).some((word) => /(?:n[ıiuü]n|[^aeıioöuü'’][ıiuü]n|['’]n?[ıiuü]n)$/u.test(word))
  );
};

/**
 * Another name a sentence gives its subject on the way („Der Dialekt, auch Mundart genannt, ist …“, "Sectional groups
 * (also called interest groups) are …"): no part of what it says the subject is, and left out to read it.
 */
const ALIAS =
  /,\s+(?:auch|oft|häufig|kurz|im Volksmund)\s+[^,;:()]{2,40}?\s+genannt,|\s+\((?:auch|oft|kurz)\s+[^()]{2,40}?\s+genannt\)|,\s+(?:also|often|sometimes)\s+(?:called|known as)\s+[^,;:()]{2,40},|\s+\((?:also|often|sometimes)\s+(?:called|known as)\s+[^()]{2,40}\)/gu;

export const findDefinition = (sentence: string, language: ContentLanguage): Definition | null => {
  const text = oneLine(sentence).replace(ALIAS, '');
  const match =
    DEFINITIONS[language].exec(text) ??
    // "İhtiyar heyeti ise köyün ortak işlerinde muhtara yardımcı olan kuruldur": a contrast's "ise" ends the subject.
    (language === 'tr' ? TR_CONTRAST_DEFINITION.exec(text) : null) ??
    // The definition before a semicolon ("Süzme, … ayırma yöntemidir; kumlu su bu yolla temizlenebilir.").
    definitionBefore(';', text, language) ??
    // And before a colon that explains it („Eine Staatsanleihe ist ein Wertpapier: Der Käufer … leiht dem Staat Geld“).
    (language !== 'tr' ? definitionBefore(':', text, language) : null);
  if (match === null) return null;
  const [subject, copula, whole] =
    language === 'tr'
      ? turkishContrast(match[1] as string, match[2] as string)
      : [match[1] as string, match[2] as string, match[3] as string];
  // What it is, without a consequence the sentence adds ("a poisonous gas that has no colour or smell, so rooms with
  // gas heaters need good ventilation": two blind readers of local-35 read that folded into the question).
  const predicate = language === 'tr' ? whole : whole.replace(CONSEQUENCE, '');
  const subjectWords = subject.split(/\s+/);
  const first = foldCase(subjectWords[0] as string);
  const determiners = new Set(['the', 'a', 'an', 'der', 'die', 'das', 'ein', 'eine']);
  const head = determiners.has(first) ? subjectWords.slice(1) : subjectWords;
  if (head.length === 0 || STOP_WORDS[language].has(foldCase(head[0] as string))) return null;
  // A German adjective that opens an inverted sentence is no subject („Entscheidend ist die Normung: …“, „Wichtig ist
  // die Abgrenzung …“): „Entscheidend“ was offered as a term for a false statement.
  if (language === 'de' && subjectWords.length === 1 && /^\p{L}{3,}(?:end|tig|lich|isch|bar|sam)$/u.test(subject))
    return null;
  const pronouns = /^(?:it|he|she|they|we|i|you|this|that|there|es|er|sie|wir|ich|du|bu|şu|o|ben|sen|biz|siz|onlar)$/u;
  if (subjectWords.some((word) => pronouns.test(foldCase(word)))) return null;
  if (language === 'tr' && !isTurkishDefinition(subjectWords, predicate)) return null;
  const predicateWords = predicate.split(/\s+/).length;
  if (predicateWords < 2 || predicateWords > 22 || predicate.length > 150 || /^not\b|^nicht\b/u.test(predicate))
    return null;
  return { subject, copula, predicate: withoutFinalStop(predicate) };
};
