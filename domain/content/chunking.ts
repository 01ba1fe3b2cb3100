/** Sentences and passages of a normalised text, with exact offsets (the provenance of every question). Pure. */
import type { ContentLanguage, Passage } from './content.types';
import { STOP_WORDS } from './language';
import { countWords } from './normalize';

export interface Sentence {
  text: string;
  /** text === source.slice(start, end) */
  start: number;
  end: number;
}

/** Abbreviations (lowercase, without the final period) after which a period does not end a sentence. */
const ABBREVIATIONS: Record<ContentLanguage, readonly string[]> = {
  en: [
    'e.g',
    'i.e',
    'dr',
    'mr',
    'mrs',
    'ms',
    'prof',
    'st',
    'mt',
    'vs',
    'cf',
    'approx',
    'ca',
    'no',
    'vol',
    'pp',
    'fig',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'gen',
    'col',
    'capt',
    'lt',
    'sgt',
    'jr',
    'sr',
    'inc',
    'ltd',
    'co',
    'u.s',
    'a.m',
    'p.m',
    'rev',
    'hon',
    'gov',
    'sen',
    'rep',
  ],
  de: [
    'z. b',
    'z.b',
    'd. h',
    'd.h',
    'u. a',
    'u.a',
    'u. ä',
    'o. ä',
    'usw',
    'bzw',
    'ca',
    'dr',
    'hr',
    'fr',
    'nr',
    's',
    'st',
    'vgl',
    'evtl',
    'ggf',
    'sog',
    'jh',
    'v. chr',
    'n. chr',
    'chr',
    'prof',
    'str',
    'geb',
    'gest',
    'inkl',
    'zzgl',
    'bspw',
    'ebd',
    'hrsg',
    'mio',
    'mrd',
    'abs',
    'art',
  ],
  tr: [
    'vb',
    'vs',
    'dr',
    'prof',
    'doç',
    'av',
    'yrd',
    'bkz',
    'örn',
    's',
    'sf',
    'no',
    'm.ö',
    'm.s',
    'yy',
    'cad',
    'sok',
    'mah',
    'st',
    'bl',
    'krş',
    'ş',
    'alm',
    'ing',
    'fr',
    'hz',
    'ist',
    'org',
    'gen',
    'alb',
    'bnb',
    'yzb',
    'tğm',
  ],
};

/** Abbreviations that only count as such before a number ("No. 5", "S. 12"), so "He said no." still ends. */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nr', 's', 'sf', 'pp', 'vol', 'fig', 'art', 'abs']);

const MONTHS = new Set(
  `januar februar märz april mai juni juli august september oktober november dezember ocak şubat mart nisan mayıs
  haziran temmuz ağustos eylül ekim kasım aralık`.split(/\s+/),
);

// German closes a quotation with “ and ‘ („Das ist gut.“ Die Kosten …): right after a sentence's end they close it.
const CLOSERS = `"'”’“‘»«)]`;
/** Where a sentence may start after a break: an uppercase letter, a digit or an opening quote or bracket. */
const STARTER = /[\p{Lu}\p{N}"'“„‚«»([¿¡]/u;

/** Is the period at `dot` part of an abbreviation ("Dr.", "z. B.", "e.g.", "M.Ö.")? */
const isAbbreviationAt = (text: string, dot: number, language: ContentLanguage, next: string): boolean =>
  ABBREVIATIONS[language].some((abbreviation) => {
    if (NUMBER_ABBREVIATIONS.has(abbreviation) && !/^\d/.test(next)) return false;
    const full = `${abbreviation}.`;
    for (let k = 0; k < full.length; k += 1) {
      if (full[k] !== '.') continue;
      const from = dot - k;
      if (from < 0 || text.slice(from, from + full.length).toLocaleLowerCase(language) !== full) continue;
      if (from === 0 || !/[\p{L}\p{N}]/u.test(text[from - 1] as string)) return true;
    }
    return false;
  });

/**
 * Nouns a German or Turkish ordinal stands before ("17. Jahrhundert", "3. Mal", "2. Stock", "19. yüzyıl", "1. Lig'e":
 * two blind readers of local-54 read a Turkish sentence cut at "takımın 1.").
 */
const ORDINAL_NOUNS = new Set(
  [
    'jahrhundert jahrhunderts jahrhunderte jahrtausend mal platz stock etage klasse runde spieltag geburtstag lebensjahr',
    'auflage liga bundesliga landesliga bezirksliga kreisliga stufe semester quartal',
    'yüzyıl yüzyılda yüzyılın sınıf kat sırada lig ligde ligi derece dönem sezon kez tur etap bölüm kademe seviye',
    'basamak devre yarı',
  ]
    .join(' ')
    .split(' '),
);

/** A Turkish passive participle before a figure ("düzenlenen", "yapılan", "gerçekleştirilen"): a noun follows it. */
const TURKISH_PARTICIPLE = /(?<![\p{L}])\p{Ll}{2,}(?:[ıiuü]l[ae]n|l[ae]n[ae]n|n[ae]n)\s+$/u;
/** The name of an event a few capitalised words ahead ("Geleneksel Deve Güreşi Festivali", "Ulusal Satranç Turnuvası"). */
const TURKISH_EVENT_AHEAD =
  /^(?:\p{Lu}[\p{L}’'-]*\s+){0,5}(?:Festival|Şenli[kğ]|Turnuva|Kongre|Fuar|Yarışma|Maraton|Kupa|Şampiyona|Sempozyum|Buluşma|Panayır|Sergi|Olimpiyat|Bayram)/u;

const GERMAN_BEFORE_ORDINAL =
  /(?:^|\s)(?:der|die|das|den|dem|des|zum|zur|am|im|beim|vom|ins|ihr|ihre|ihrem|ihren|sein|seine|seinem|seinen|unser|unsere)\s+$/iu;

const isBreakAfterPeriod = (text: string, dot: number, language: ContentLanguage, next: string): boolean => {
  if (isAbbreviationAt(text, dot, language, next)) return false;
  const before = text.slice(Math.max(0, dot - 12), dot);
  const word = /([\p{L}\p{N}]+)$/u.exec(before)?.[1] ?? '';
  // Initials: "J. R. R. Tolkien", "Mustafa K. Atatürk"; not a unit after a figure ("bei etwa 1538 °C. Den …", "273 K.").
  if (/^\p{Lu}$/u.test(word) && !/(?:°|\d)\s?$/u.test(before.slice(0, before.length - word.length))) return false;
  // German and Turkish ordinals: "am 3. Oktober", "19. yüzyıl", "aus dem 17. Jahrhundert", "zum 3. Mal"; "29 Ekim
  // 1923" is not an ordinal.
  if (language !== 'en' && /^\d{1,3}$/.test(word)) {
    const following = /^[\p{L}]+/u.exec(next)?.[0]?.toLocaleLowerCase(language) ?? '';
    if (MONTHS.has(following) || ORDINAL_NOUNS.has(following)) return false;
    // A German figure after an article or a preposition with one is an ordinal before any noun ("hat das 15.
    // Wendelsheimer Drachenfest": two blind readers of local-42 read "hat das _____." cut there), of three figures too
    // („der 412. Kaltenbrunner Zwiebelmarkt“: two of local-65 and local-66 read „war der _____.“).
    if (language === 'de' && GERMAN_BEFORE_ORDINAL.test(text.slice(Math.max(0, dot - 24), dot - word.length)))
      return false;
    // A Turkish figure after a participle, or before the name of an event, is its ordinal ("düzenlenen 12. Geleneksel
    // Deve Güreşi Festivali'nde": two blind readers of local-72 read "… düzenlenen 12." cut there).
    if (
      language === 'tr' &&
      (TURKISH_PARTICIPLE.test(text.slice(Math.max(0, dot - 30), dot - word.length)) || TURKISH_EVENT_AHEAD.test(next))
    )
      return false;
  }
  // A Turkish ordinal in Roman figures stands before its name ("Sultan III. Ahmed", "II. Dünya Savaşı"): two blind
  // readers of local-44 read "Ahmed ve sadrazamı …" cut after "III.".
  if (language === 'tr' && /^[IVX]{2,5}$/u.test(word) && /^\p{Lu}/u.test(next)) return false;
  return true;
};

/** JavaScript's white space (what `\s` and `trim` know), by UTF-16 code unit. */
const isSpace = (code: number): boolean =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

const ENDERS = '.!?…';
/** Enough of what follows a period to read its first word ("am 3. Oktober"); no month name is longer. */
const NEXT_WORD_CHARS = 64;

/** Words that open a sentence; capitalised right after a title-case run without punctuation, a heading ends there. */
const SENTENCE_OPENERS: Record<ContentLanguage, string> = {
  en: 'The|A|An|At|In|On|When|If|After|Before|During|Every|Each|Only|Most|Many|This|These|Once|Finally|Some|Its|It|There',
  de: 'Der|Die|Das|Ein|Eine|Im|Am|Bei|Nach|Vor|Wenn|Um|Auf|Mit|Seit|Ab|Dort|Daher|Es|Sie|Er|Viele|Jede|Jeder|Jedes',
  tr: 'Bu|Bir|Her|Şu|O|Ancak|Ayrıca|Böylece|Bazı|Birçok',
};
const CONNECTORS =
  'of|the|to|and|for|in|on|a|an|with|near|from|at|by|into|under|about|der|die|das|und|im|am|zu|zur|zum|von|ve|ile|ya|da|de';
const headingPattern = (language: ContentLanguage) =>
  new RegExp(
    `^(?:\\p{Lu}[\\p{L}\\p{M}’'-]*)(?:\\s+(?:\\p{Lu}[\\p{L}\\p{M}’'-]*|${CONNECTORS})){0,5}(?=\\s+(?:${SENTENCE_OPENERS[language]})\\s+\\p{L})`,
    'u',
  );
const HEADINGS: Record<ContentLanguage, RegExp> = {
  en: headingPattern('en'),
  de: headingPattern('de'),
  tr: headingPattern('tr'),
};

/**
 * A PDF heading glued to the sentence after it ("Migration to the New Version A bit later, the package…", where the
 * extraction put both on one line): a run of at most six title-case words and small connectors at the sentence's
 * start, ending in a capitalised word, followed by a capitalised sentence opener. Its length, or 0. Anchored and
 * bounded, so it costs a constant per sentence.
 */
export const gluedHeadingLength = (sentence: string, language: ContentLanguage): number => {
  const match = HEADINGS[language].exec(sentence.slice(0, 160));
  if (match === null) return 0;
  const words = match[0].split(/\s+/u);
  // A heading ends in a capitalised word and has one besides its first ("Support Period", "End of Life").
  if (words.length < 2 || !/^\p{Lu}/u.test(words[words.length - 1] as string)) return 0;
  return match[0].length;
};

const HEADING_THEN_WORD = new RegExp(
  `^((?:\\p{Lu}[\\p{L}\\p{M}’'-]*)(?:\\s+(?:\\p{Lu}[\\p{L}\\p{M}’'-]*|${CONNECTORS})){0,5})\\s+(\\p{Lu}[\\p{L}\\p{M}’'-]*)[\\s,]+\\p{Ll}`,
  'u',
);
/**
 * The last word of the name of a body or a place of a town ("… District Council", "… Belediyesi"), in Turkish with its
 * case as well ("Karaçamlı İlçe Halk Kütüphanesinde …": two blind readers of local-64 saw "Kütüphanesinde iki yıl önce
 * …" asked, the name cut), after an apostrophe too ("Ahmet Sarıkaya Kapalı Spor Salonu’nda …": two of local-71 saw
 * "Salonu’nda düzenlenen …").
 */
const INSTITUTION =
  /^(?:Council|Club|Society|Trust|Hospital|School|Academy|College|Museum|Library|Association|Committee|Authority|University|Company|Police|Service|Centre|Center|Church|Station|Festival|Orchestra|Choir|Team|Board|Agency|Department|Court|Hall|Market|Partnership|Cooperative|Co-operative|Federation|Union|Stadium|Arena|(?:Belediyesi|Derneği|Kulübü|Müdürlüğü|Kooperatifi|Vakfı|Başkanlığı|Valiliği|Kaymakamlığı|Hastanesi|Okulu|Lisesi|Üniversitesi|Meclisi|Kütüphanesi|Müzesi|Merkezi|Salonu|Stadyumu|Odası|Sarayı|Meydanı|Parkı|Pazarı|Camii)[’']?(?:n?(?:[dt][ae]n?|[ae]|[ıiuü]|[ıiuü]n))?)$/u;
/** A line that runs on into the next: a lowercase word, a comma or a hyphen before the break, a lowercase word after. */
const RUN_ON_LINE = /[\p{Ll},;-][ \t]*\n[ \t]*\p{Ll}/u;
/** The first five letters of every word the text writes in lowercase (a sentence's first word, seen elsewhere). */
const lowercaseStarts = (text: string): Set<string> => {
  const starts = new Set<string>();
  for (const match of text.matchAll(/(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]{3,}/gu)) starts.add(match[0].slice(0, 5));
  return starts;
};
/**
 * A heading at the start of a line glued to a sentence whose first word is an ordinary word ("Types of Eruptions
 * Runny lava lets gas escape", "Hücre Zarı Hücreyi dış ortamdan…"): title-case words, then a capitalised word the
 * text also writes in lowercase, then a lowercase word. A name ("President Franklin Roosevelt said") is never written
 * in lowercase, so it stays whole. Its length, or 0; bounded like gluedHeadingLength.
 */
const headingBeforeCapitalisedWord = (sentence: string, lowercase: Set<string>, text: string, from: number): number => {
  const match = HEADING_THEN_WORD.exec(sentence.slice(0, 160));
  if (match === null) return 0;
  const heading = match[1] as string;
  const next = match[2] as string;
  // A name the text has written whole before, in its headline say ("Ashcombe Cricket Club Opens …", then "Ashcombe
  // Cricket Club welcomed …": a blind reader of local-33 saw the sentence cut to "Club welcomed …").
  if (text.slice(Math.max(0, from - 3000), from).includes(`${heading} ${next}`)) return 0;
  // Nor one that ends in a name the text writes elsewhere, two capitalised words or more ("Patients at Pendleford
  // General Hospital will wait …" beside the headline's "… at Pendleford General": two blind readers of local-56 saw
  // "Hospital will wait …" asked).
  // Bounded like the check above, so a long text's paragraphs each cost a constant, not a pass over the whole text.
  const name = /(?:\p{Lu}[\p{L}\p{M}’'-]*\s+)+\p{Lu}[\p{L}\p{M}’'-]*$/u.exec(heading)?.[0];
  const around = text.slice(Math.max(0, from - 3000), from + 3000);
  if (name !== undefined && around.indexOf(name) !== around.lastIndexOf(name)) return 0;
  // Nor one a relative clause follows ("Cornwall Coastal Trust, which manages the route, …": two blind readers of
  // local-37 saw "Trust, which …" cut from it): a sentence's first word takes no "which" after it.
  const rest = sentence.slice(sentence.indexOf(next, heading.length) + next.length);
  if (/^,\s+(?:which|who|whose|der|die|das|welche[rs]?)\s/u.test(rest)) return 0;
  // Nor one whose next word is what names of places end in for a body of them ("Brackenmoor District Council has
  // doubled …", the text's "the council" in lowercase elsewhere: two blind readers of local-62 saw "Council has
  // doubled …" asked).
  if (INSTITUTION.test(next)) return 0;
  const words = heading.split(/\s+/u);
  if (!/^\p{Lu}/u.test(words[words.length - 1] as string)) return 0;
  // Nor one that ends in a word that opens a place's name ("Households in Nettlecombe St Mary will pay …": two blind
  // readers of local-70 saw "Mary will pay …" asked).
  if (/^(?:St|Ste|Mt|Saint|Sankt|Fort|Port|Mount|Bad)$/u.test(words[words.length - 1] as string)) return 0;
  const start = next.toLowerCase().slice(0, 5);
  // "The Amazon River is …": an article and one word before a capitalised word are the start of a name.
  if (words.length === 2 && /^(?:the|a|an|der|die|das|ein|eine)$/iu.test(words[0] as string) && heading !== next)
    return 0;
  // "The Millbrook Youth Orchestra will …": an English article before capitalised words only opens a name (a blind
  // reader of local-21 saw "Orchestra will replace …" cut from it).
  if (words[0] === 'The' && words.slice(1).every((word) => /^\p{Lu}/u.test(word))) return 0;
  // One word: a heading only when the text writes both it and the next word in lowercase too ("Sitoplazma Hücre
  // zarı ile … sitoplazma denir": a term then an ordinary word; a name is never written in lowercase).
  if (words.length < 2 && heading !== next) {
    const own = heading.toLowerCase().slice(0, 5);
    return own.length >= 4 && start.length >= 4 && lowercase.has(own) && lowercase.has(start) ? heading.length : 0;
  }
  // A title with a small word inside ("Types of Eruptions", "Living near Volcanoes") is no name run, unless the word
  // after it is a name's last word the text never writes in lowercase ("The Westbrook Animal Shelter on Mill Lane
  // opened …": "Lane" belongs to the name).
  // A conjunction joins two names ("Yeşilyayla Belediyesi ile İl Özel İdaresi ekipleri …"), not a title's words.
  const titled =
    words.length >= 3 &&
    words.some((word) => /^\p{Ll}/u.test(word) && !/^(?:and|or|und|oder|ve|ile|ya|veya)$/u.test(word)) &&
    !/^(?:the|a|an)$/iu.test(words[0] as string);
  return heading === next || titled || (start.length >= 4 && lowercase.has(start)) ? heading.length : 0;
};

/**
 * Sentences of a text, with their offsets. Paragraph breaks always end a sentence; so does a short heading line.
 * One pass, linear in the length of the text: each decision looks at the current line or a bounded window around
 * the break, never back over everything since the last sentence end.
 */
export const splitSentences = (text: string, language: ContentLanguage): Sentence[] => {
  const sentences: Sentence[] = [];
  const length = text.length;
  let start = 0;
  /** Where the current line begins, the last non-space before it, and its first non-space (-1: none yet). */
  let lineStart = 0;
  let lastContentBeforeLine = -1;
  let firstContentInLine = -1;
  let lastContent = -1;
  let lowercase: Set<string> | undefined;
  let wrapped: boolean | undefined;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length > 0) {
      const from = start + lead;
      let heading = gluedHeadingLength(trimmed, language);
      // Only in a text wrapped in lines, as a PDF's layout gives it ("Types of Eruptions Runny lava …"): where
      // paragraphs are lines of their own, a heading has a line of its own too, and a paragraph that opens on
      // capitalised words opens on a name ("When the First World || War began …", "Shopkeepers in Hartwell || Bridge
      // spent …": every such cut in the 1,267 quality documents was of a sentence, two blind readers of local-78).
      if (heading === 0 && (from === 0 || text[from - 1] === '\n') && (wrapped ??= RUN_ON_LINE.test(text))) {
        lowercase ??= lowercaseStarts(text);
        heading = headingBeforeCapitalisedWord(trimmed, lowercase, text, from);
      }
      if (heading > 0) {
        sentences.push({ text: trimmed.slice(0, heading), start: from, end: from + heading });
        const rest = trimmed.slice(heading);
        const gap = rest.length - rest.trimStart().length;
        sentences.push({ text: rest.trimStart(), start: from + heading + gap, end: from + trimmed.length });
      } else sentences.push({ text: trimmed, start: from, end: from + trimmed.length });
    }
    start = end;
  };
  /** Is the sentence under way the whole of the current line (nothing but space between its start and the line's)? */
  const isWholeLine = () =>
    start <= lineStart ? lastContentBeforeLine < start : firstContentInLine === -1 || firstContentInLine >= start;
  for (let i = 0; i < length; i += 1) {
    const char = text[i] as string;
    if (char === '\n') {
      const paragraphBreak = text[i + 1] === '\n';
      // A short line without final punctuation that is a whole line of its own (a title, a byline) ends there.
      const following = i + 1 < length ? text.charCodeAt(i + 1) : -1;
      const nextStarts = following === -1 || isSpace(following) || STARTER.test(text[i + 1] as string);
      let heading = false;
      if (nextStarts && isWholeLine()) {
        const line = text.slice(Math.max(start, lineStart), i).trim();
        // A wrapped line of running text tends to end with a small word ("in", "der", "ve") or to run on in lowercase.
        const lastWord = line.length <= 60 ? (/[\p{L}]+$/u.exec(line)?.[0]?.toLocaleLowerCase(language) ?? '') : '';
        heading =
          line.length > 0 &&
          line.length <= 60 &&
          !/[.!?…:;,]$/.test(line) &&
          !(STOP_WORDS.en.has(lastWord) || STOP_WORDS.de.has(lastWord) || STOP_WORDS.tr.has(lastWord));
      }
      if (paragraphBreak || heading) push(i);
      lastContentBeforeLine = lastContent;
      lineStart = i + 1;
      firstContentInLine = -1;
      continue;
    }
    if (!isSpace(text.charCodeAt(i))) {
      lastContent = i;
      if (firstContentInLine === -1) firstContentInLine = i;
    }
    if (!ENDERS.includes(char)) continue;
    let end = i + 1;
    while (end < length && (ENDERS.includes(text[end] as string) || CLOSERS.includes(text[end] as string))) end += 1;
    // Every decision below depends on the run's end only, so a run of marks is looked at once.
    lastContent = end - 1;
    let gap = end;
    while (gap < length && (text[gap] === ' ' || text[gap] === '\n')) gap += 1;
    const skip = () => {
      i = end - 1;
    };
    if (gap === end && end < length) {
      skip();
      continue;
    }
    const next = text.slice(gap, gap + NEXT_WORD_CHARS);
    if (next.length > 0 && !STARTER.test(next[0] as string)) {
      skip();
      continue;
    }
    if (char === '.' && end === i + 1 && !isBreakAfterPeriod(text, i, language, next)) continue;
    push(end);
    i = end - 1;
  }
  push(length);
  return sentences;
};

export interface ChunkOptions {
  sourceId: string | null;
  /** Words a passage aims for; passages hold whole sentences, so they come out around this size. */
  targetWords?: number;
  language?: ContentLanguage;
}

/**
 * A "sentence" of more than five passages' worth of words is no sentence (a list of lines without punctuation, a
 * text without any): it is cut into pieces of about `targetWords` words, at a line break when one comes after enough
 * words, otherwise between words. Ordinary long sentences stay whole.
 */
const splitOverlong = (text: string, sentence: Sentence, targetWords: number): Sentence[] => {
  if (sentence.text.length < targetWords * 5 || countWords(sentence.text) <= targetWords * 5) return [sentence];
  const pieces: Sentence[] = [];
  const token = /\S+/g;
  let pieceStart = sentence.start;
  let pieceEnd = sentence.start;
  let words = 0;
  for (let match = token.exec(sentence.text); match !== null; match = token.exec(sentence.text)) {
    const tokenStart = sentence.start + match.index;
    const tokenEnd = tokenStart + match[0].length;
    if (words === 0) pieceStart = tokenStart;
    words += countWords(match[0]);
    pieceEnd = tokenEnd;
    const lineEnds = text[tokenEnd] === '\n';
    if ((words >= targetWords && lineEnds) || words >= targetWords * 1.5) {
      pieces.push({ text: text.slice(pieceStart, pieceEnd), start: pieceStart, end: pieceEnd });
      words = 0;
    }
  }
  if (words > 0) pieces.push({ text: text.slice(pieceStart, pieceEnd), start: pieceStart, end: pieceEnd });
  return pieces;
};

/** Passages of whole sentences around `targetWords`, preferring to end at a paragraph break. */
export const chunkText = (text: string, { sourceId, targetWords = 120, language = 'en' }: ChunkOptions): Passage[] => {
  const sentences = splitSentences(text, language).flatMap((sentence) => splitOverlong(text, sentence, targetWords));
  const groups: Sentence[][] = [];
  let current: Sentence[] = [];
  let words = 0;
  sentences.forEach((sentence, i) => {
    const size = countWords(sentence.text);
    if (current.length > 0 && words + size > targetWords * 1.25) {
      groups.push(current);
      current = [];
      words = 0;
    }
    current.push(sentence);
    words += size;
    const next = sentences[i + 1];
    const paragraphEnds = next !== undefined && text.slice(sentence.end, next.start).includes('\n\n');
    if (words >= targetWords || (paragraphEnds && words >= targetWords * 0.6)) {
      groups.push(current);
      current = [];
      words = 0;
    }
  });
  if (current.length > 0) {
    const last = groups[groups.length - 1];
    if (last !== undefined && words < targetWords * 0.3) last.push(...current);
    else groups.push(current);
  }
  return groups.map((group, index) => {
    const start = (group[0] as Sentence).start;
    const end = (group[group.length - 1] as Sentence).end;
    return { index, sourceId, text: text.slice(start, end), start, end };
  });
};
