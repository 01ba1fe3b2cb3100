/**
 * Language detection for English, Turkish and German (spec §5: a heuristic for text over 50 characters, confidence
 * capped at 0.9, above 0.7 shown as high). Evidence: stop-word frequencies, characteristic letters and suffixes. Pure.
 */
import type { ContentLanguage, LanguageGuess } from './content.types';

export const MAX_CONFIDENCE = 0.9;
export const MIN_DETECTABLE_LENGTH = 50;
const SHORT_TEXT_CONFIDENCE = 0.3;

export const isHighConfidence = (confidence: number): boolean => confidence > 0.7;

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Function words of each language (lowercase); also used to leave them out of term statistics. */
export const STOP_WORDS: Record<ContentLanguage, ReadonlySet<string>> = {
  en: words(`the a an and or but nor of to in on at by for with from as into onto upon over under about above below
    after before between through during against among within without until since than then there here is are was were
    be been being am it its this that these those which who whom whose what when where why how not no so such can
    could shall should will would may might must have has had having do does did done they them their theirs we us
    our ours you your yours he him his she her hers i me my mine all any some each every both either neither few
    much many more most other another only own same very also now if while whether yet even just too again further
    once let up down out off thus hence therefore however whereby whereof thereof shall ever never nothing anything
    something these those one ones`),
  de: words(`der die das den dem des ein eine einen einem einer eines und oder aber sondern nicht ist sind war waren
    bin bist seid wird werden wurde wurden worden hat haben hatte hatten habe hast sein seine seinen seinem seiner
    seines ihr ihre ihren ihrem ihrer ihres er sie es wir ich du mich mir dich dir sich uns euch in im an am auf aus
    bei beim mit nach von vom zu zum zur für über unter vor durch gegen ohne um als wie wenn dass daß so auch noch
    schon nur doch da dann denn weil ob was wer wen wem wo hier dort man kein keine keinen keinem keiner mein meine
    meinen meinem meiner dein deine dieser diese dieses diesen diesem jener jene alle allen aller alles sehr mehr
    wieder ja nein nun einmal immer nichts etwas hin her bis damit dabei dazu darauf daran darin davon selbst soll
    sollte kann konnte können muss musste müssen will wollte darf mag möchte würde würden welche welcher welches`),
  tr: words(`ve bir bu şu o da de ile için gibi ama fakat ancak çok daha en ne mi mı mu mü ki her hiç olan olarak
    oldu olduğu olduğunu var yok kadar sonra önce ise veya ya hem diye bütün tüm şey onun ona onu bunu bunun buna
    bunlar şunu ben sen biz siz onlar benim senin bizim sizin onların değil dahi bile artık böyle şöyle öyle nasıl
    niçin neden çünkü eğer içinde içi üzerine üzerinde göre karşı doğru beri dolayı rağmen yani ise işte hep hepsi
    kendi kendisi bazı birçok birkaç başka aynı şimdi zaman olan olmak olur olarak idi imiş ile ya da bizi sizi beni
    seni`),
};

/** Letters found in one language only, and the two Turkish and German share. */
const LETTERS = {
  tr: /[çğışÇĞİŞ]/gu,
  de: /[äßÄ]/gu,
  shared: /[öüÖÜ]/gu,
};

const SUFFIXES: Record<ContentLanguage, RegExp> = {
  en: /(?:ing|tion|tions|ed|ly|ness|ment|ments|ful|ous|ity|th)$/u,
  de: /(?:ung|ungen|keit|heit|lich|lichen|chen|isch|ische|schaft|sch|ten|ern|st)$/u,
  tr: /(?:lar|ler|ları|leri|dır|dir|dur|dür|tır|tir|tur|tür|mış|miş|muş|müş|yor|yordu|ması|mesi|nın|nin|nun|nün|dan|den|tan|ten|ında|inde|ımız|imiz|ınız|iniz|sı|si|su|sü)$/u,
};

const WORD = /\p{L}+/gu;

/** Lowercase that is fair to all three languages: dotted capital I becomes i, ASCII I stays i. */
export const foldCase = (text: string): string => text.replace(/İ/g, 'i').toLowerCase().normalize('NFC');

/** How often `needle` stands in `haystack`, as a part of words too, the occurrences not overlapping (0 for ''). */
export const countOccurrences = (haystack: string, needle: string): number => {
  if (needle === '') return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
};

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

export const languageScores = (text: string): Record<ContentLanguage, number> => {
  const tokens = foldCase(text).match(WORD) ?? [];
  const letters = Math.max(1, count(text, /\p{L}/gu));
  const share = (test: (token: string) => boolean) =>
    tokens.length === 0 ? 0 : tokens.filter(test).length / tokens.length;
  const stop = (language: ContentLanguage) => share((token) => STOP_WORDS[language].has(token));
  const suffix = (language: ContentLanguage) => share((token) => token.length > 3 && SUFFIXES[language].test(token));
  const shared = count(text, LETTERS.shared) / letters;
  // Per 100 letters, Turkish writes ç ğ ı ş about 5 times, German ä ß about once: the weights even that out.
  const turkishLetters = (count(text, LETTERS.tr) / letters) * 12 + shared * 3;
  const germanLetters = (count(text, LETTERS.de) / letters) * 40 + shared * 3;
  return {
    en: 3 * stop('en') + 1.2 * suffix('en'),
    de: 3 * stop('de') + 1.2 * suffix('de') + germanLetters,
    tr: 3 * stop('tr') + 1.2 * suffix('tr') + turkishLetters,
  };
};

export const detectLanguage = (text: string): LanguageGuess => {
  const trimmed = text.trim();
  if (trimmed.length <= MIN_DETECTABLE_LENGTH) return { language: 'en', confidence: SHORT_TEXT_CONFIDENCE };
  const scores = languageScores(trimmed);
  const ranked = (Object.entries(scores) as [ContentLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked as [[ContentLanguage, number], [ContentLanguage, number]];
  if (best[1] <= 0) return { language: 'en', confidence: 0.2 };
  const margin = (best[1] - second[1]) / best[1];
  const tokens = (trimmed.match(WORD) ?? []).length;
  const evidence = Math.min(1, tokens / 40);
  const confidence = Math.min(MAX_CONFIDENCE, (0.35 + 0.65 * margin) * (0.55 + 0.45 * evidence));
  return { language: best[0], confidence: Math.round(confidence * 100) / 100 };
};
