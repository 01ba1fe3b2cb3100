/**
 * Labels: the names a manual puts in quotation marks for a setting, a menu, a button or a section ("Allowed people",
 * „Eco-Modus“, “Otomatik büyük harf”). A sentence that says what one does ("„Knitterschutz“ bewegt die Trommel nach
 * dem Schleudern …") is what a reader of the manual should learn; it is asked with the label left out, among the
 * text's other labels of the same kind (question-builders.ts, labelCandidates). A message the device shows („F07“,
 * "Card Error"), a label of an example or of a list („Komma“, „Punkt“ oder …) is neither asked nor offered.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';

/**
 * What a label names, as the words beside it say: a setting ("the … option", „Die Option …“, "… menüsünden"), a
 * button to press, a program („Das Programm …“), a value a setting is set to ("set it to …", "… olarak ayarlayın"), a message the device shows
 * or an app ("the … app", "… uygulamasını"), which is the product, not one of its settings.
 */
export type LabelKind =
  'option' | 'menu' | 'button' | 'value' | 'program' | 'message' | 'app' | 'product' | 'part' | 'mark';

export interface LabelMention {
  /** The label as written, without its quotation marks. */
  label: string;
  /** Where the label (inside its quotation marks) stands in the sentence. */
  from: number;
  to: number;
  kind: LabelKind | null;
  /** A German article right before the opening mark ("Der „Eco-Modus“"): only a label of that article may stand there. */
  article: string | null;
  /** A Turkish suffix glued after the closing mark (“Öneri çubuğu”nu): its vowel tells the answer. */
  suffixed: boolean;
  /**
   * The Turkish noun a label names a thing of, when no kind word says what it is (“MAX” çizgisine: a line, "çizgi"):
   * only labels of that noun stand in its place.
   */
  head: string | null;
}

/** A label between quotation marks of any of the three languages' styles: „…“, “…”, "…", «…». */
const QUOTED = /[„“"«]([^„“”"«»\n]{2,40}?)[“”"»]/gu;
/** A name, not a phrase or a code: a capital first, one to four words of letters (no figure, no punctuation). */
const LABEL_SHAPE = /^\p{Lu}[\p{L}\p{M}&'’-]*(?:\s[\p{L}\p{M}&'’-]+){0,3}$/u;

const KIND_WORDS: Record<ContentLanguage, [RegExp, LabelKind][]> = {
  en: [
    [/^(?:options?|settings?|toggles?|switch(?:es)?|boxe?s?|fields?|modes?)$/iu, 'option'],
    [/^(?:menus?|tabs?|sections?|pages?|screens?|lists?|headings?)$/iu, 'menu'],
    [/^(?:buttons?|keys?|icons?)$/iu, 'button'],
    [
      /^(?:messages?|errors?|warnings?|alerts?|notices?|prompts?|labels?|shows|displays|reads|says|appears|lights?|lamps?|indicators?|leds?|glows|flashes)$/iu,
      'message',
    ],
    [/^(?:apps?|applications?)$/iu, 'app'],
    [/^(?:slots?|openings?|trays?|compartments?|ports?|sockets?|drawers?)$/iu, 'part'],
    [/^(?:marks?|markings?|lines?|levels?|scales?)$/iu, 'mark'],
    [/^(?:variet(?:y|ies)|flavou?rs?|brands?)$/iu, 'product'],
  ],
  de: [
    [
      /^(?:Option(?:en)?|Einstellung(?:en)?|(?:Dreh)?[Rr]eglern?|Schaltern?|Modus|Funktion(?:en)?|Kästchen)$/u,
      'option',
    ],
    [/^(?:Programm(?:e|s)?|Kochprogramm(?:e|s)?|Waschprogramm(?:e|s)?)$/u, 'program'],
    [
      /^(?:Menüs?|Menüpunkte?s?|Untermenüs?|Reitern?|Registern?|Bereichs?|Abschnitts?|Seiten?|Registerkarten?)$/u,
      'menu',
    ],
    [/^(?:Tasten?|Knopfs?|Knöpfe|Schaltflächen?|Symbols?)$/u, 'button'],
    [
      /^(?:Meldung(?:en)?|Fehlermeldung(?:en)?|Hinweis|Anzeige|Warnung(?:en)?|zeigt|anzeigt|erscheint|meldet|lautet|steht|Leuchte|Lampe|Kontrollleuchte|LED|[Ll]euchtet|[Bb]linkt)$/u,
      'message',
    ],
    [/^(?:App|Apps|Anwendung)$/u, 'app'],
    [/^(?:Schacht|Fach|Öffnung|Anschluss|Schublade|Einschub)$/u, 'part'],
    [/^(?:Markierung(?:en)?|Füllmarke|Strich|Linie|Skala)$/u, 'mark'],
    [/^(?:Sorte|Sorten|Variante|Geschmacksrichtung)$/u, 'product'],
  ],
  tr: [
    [/^(?:seçene[kğ]\p{L}*|ayar\p{L}*|kutu\p{L}*|mod\p{L}*|özelli[kğ]\p{L}*)$/iu, 'option'],
    [/^(?:menü\p{L}*|başlı[kğ]\p{L}*|bölüm\p{L}*|sekme\p{L}*|sayfa\p{L}*)$/iu, 'menu'],
    [/^(?:düğme\p{L}*|tuş\p{L}*|simge\p{L}*)$/iu, 'button'],
    [
      /^(?:uyarı\p{L}*|mesaj\p{L}*|hata\p{L}*|bildirim\p{L}*|yazısı\p{L}*|yazıyor\p{L}*|yazar|göster\p{L}*|görünüyor\p{L}*|ışı[kğ]\p{L}*|lamba\p{L}*|yanar|yanıp)$/iu,
      'message',
    ],
    [/^(?:uygulama\p{L}*)$/iu, 'app'],
    [/^(?:yuva\p{L}*|bölme\p{L}*|hazne\p{L}*)$/iu, 'part'],
    [/^(?:çeşit\p{L}*|marka\p{L}*)$/iu, 'product'],
  ],
};

const kindOfWord = (word: string | undefined, language: ContentLanguage): LabelKind | null =>
  word === undefined ? null : (KIND_WORDS[language].find(([pattern]) => pattern.test(word))?.[1] ?? null);

/** A value a setting is set to: "set it to …", "auf „Hoch“ stellen", "“Manuel” olarak", "“Yüksek” konumu". */
const VALUE_BEFORE = /(?:\b(?:set|switch|change|turn)\s+(?:it|this|them|\p{L}+)?\s*to|\bauf)\s*$/iu;
const VALUE_AFTER = {
  de: /^\s*(?:stellen|setzen|schalten|einstellen|umstellen)\b/iu,
  tr: /^\s*(?:olarak|konum\p{L}*|değerine)(?![\p{L}])/iu,
};
/**
 * A label's kind from the word before its opening mark (German, English "shows") or after its closing mark
 * (English "the … button", Turkish "… seçeneği"); a message or an app when either says so, and a display's code
 * when what follows says what it means.
 */
const kindOf = (label: string, before: string, after: string, language: ContentLanguage): LabelKind | null => {
  if (DISPLAY_CODE.test(label) && CODE_MEANS.test(after)) return 'message';
  const previous = /([\p{L}]+)\s*$/u.exec(before)?.[1];
  const next = /^\s*([\p{L}]+)/u.exec(after)?.[1];
  const kinds = [kindOfWord(previous, language), kindOfWord(next, language)];
  // A light that shows a state, told by its colour after it ("‘Door Open’ (red) means …", „‚Filter‘ (gelb)“): a
  // blind reader of local-42 found switch positions offered among such lights.
  if (kinds.includes('message') || INDICATOR_COLOUR.test(after)) return 'message';
  if (kinds.includes('app')) return 'app';
  if (kinds.includes('product')) return 'product';
  // A mark a container is filled to („bis „MAX Milch“ füllen“, "fill to ‘MAX’"): no program, no button (a blind reader
  // of local-43 found a fill mark offered among a milk frother's programs).
  if (FILLED_TO.test(before)) return 'mark';
  // What one taps or presses is a button ("tap 'Connect'", „Tippen Sie auf „Gerät hinzufügen““, "‘Kaydet’e basın"):
  // offered among settings it was given away to blind readers of local-36 and local-38.
  if (kinds[0] === null && kinds[1] === null && PRESSED[language](before, after)) return 'button';
  if (
    language === 'tr'
      ? VALUE_AFTER.tr.test(after)
      : VALUE_BEFORE.test(before) && (language === 'en' || VALUE_AFTER.de.test(after))
  )
    return 'value';
  return language === 'de'
    ? (kinds[0] ?? null)
    : language === 'tr'
      ? (kinds[1] ?? null)
      : (kinds[1] ?? kinds[0] ?? null);
};

/** Words before a mark a container is filled to ("fill the jug up to", „höchstens bis“). */
const FILLED_TO =
  /(?:\b(?:fill(?:ed)?|pour)\b[^.;]{0,30}\b(?:up\s+)?to|\bup\s+to|(?:höchstens|maximal|nur)?\s*\bbis(?:\s+zur|\s+zum)?)\s*(?:the\s+)?$/iu;

/**
 * What a short code on a display means ("“Err” means the load is too high", "“Lo” means the batteries are weak"): a
 * message; two blind readers of local-44 found "Err" and "Lo" offered among a scale's modes. Only a code of a display
 * ("Lo", "Err", "E2"; "‘Eco’ means …" may be a setting).
 */
const DISPLAY_CODE = /^(?:\p{L}{1,2}|Err|E\d+|F\d+)$/u;
const CODE_MEANS = /^\s*(?:means|indicates|bedeutet|zeigt an|anlamına|gösterir)(?![\p{L}])/iu;

const INDICATOR_COLOUR =
  /^\s*\((?:red|green|amber|orange|yellow|blue|white|rot|grün|gelb|blau|weiß|kırmızı|yeşil|turuncu|sarı|mavi|beyaz)(?![\p{L}])/iu;

/** A verb of tapping or pressing right before the label (English, German) or right after it (Turkish). */
const PRESSED: Record<ContentLanguage, (before: string, after: string) => boolean> = {
  en: (before) => /\b(?:tap|press|click|push|hit)\s+(?:on\s+)?$/iu.test(before),
  de: (before) => /\b(?:tippen|drücken|klicken)\s+sie\s+(?:auf\s+|die\s+|den\s+|das\s+)?$/iu.test(before),
  tr: (_before, after) => /^\s*['’]?\p{L}{0,3}\s+(?:dokunun|basın|tıklayın|dokunarak|basarak)(?![\p{L}])/iu.test(after),
};

const GERMAN_ARTICLE = /(?:^|\s)(der|die|das|den|dem|des|ein|eine|einen|einem|einer)\s+$/iu;

/** An English label written without quotation marks, in capitals, told by its kind word ("the option Wind Reduction"). */
const TITLE = String.raw`\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3}`;
const EN_KIND = String.raw`option|setting|slider|switch|toggle|entry|button|menu|tab|mode|feature|app`;
const EN_BEFORE = new RegExp(
  String.raw`\b(?:${EN_KIND})(?:\s(?:called|named|labell?ed))?\s(${TITLE})(?![\p{L}-])`,
  'gu',
);
const EN_AFTER = new RegExp(String.raw`(?<![\p{L}-])(${TITLE})\s(?:${EN_KIND})s?\b`, 'gu');
/** A label set off by commas after its kind word ("The first switch, Block Hidden Numbers, rejects …"). */
const EN_APPOSITION = new RegExp(String.raw`\b(?:${EN_KIND}),\s(${TITLE}),`, 'gu');

const DETERMINER =
  /^(?:The|A|An|This|That|These|Those|Each|Every|Your|Its|Any|No|One|Our|Their|Which|What|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Both|All|Several|Many|Some|Other|More|Most|Few)(?:\s|$)/u;

/** English labels without quotation marks: after or before the word that says what they are. */
const plainLabels = (sentence: string): LabelMention[] => {
  const found = [
    ...sentence.matchAll(EN_BEFORE),
    ...sentence.matchAll(EN_AFTER),
    ...sentence.matchAll(EN_APPOSITION),
  ].flatMap((match) => {
    // "The option …", "Each button …": a capital of the sentence's start, no label.
    const label = (match[1] as string).replace(DETERMINER, '');
    if (label === '' || DETERMINER.test(`${label} `)) return [];
    const offset = match[0].indexOf(label);
    const from = match.index + offset;
    // A sentence's first word before a plural kind word describes a class of them ("Collapsed tabs stay open"), it
    // names none: a blind reader of local-29 failed "Collapsed" among settings.
    if (from === 0 && /^\S+\s+\p{L}+s\b/u.test(match[0].slice(offset))) return [];
    return [{ label, from, to: from + label.length }];
  });
  return found
    .filter((one, i) => found.findIndex((other) => other.from === one.from) === i)
    .filter(({ label }) => !/\s(?:and|or)$/u.test(label))
    .sort((a, b) => a.from - b.from)
    .map(({ label, from, to }) => ({
      label,
      from,
      to,
      // The kind word of an apposition stands before its comma ("The first switch, …").
      kind: kindOf(label, sentence.slice(0, from).replace(/,\s*$/u, ' '), sentence.slice(to), 'en'),
      article: null,
      suffixed: false,
      head: null,
    }));
};

/** The labels a sentence names, in order. */
export const labelsIn = (sentence: string, language: ContentLanguage): LabelMention[] =>
  // Quotation marks where the text uses them; an English manual that writes its labels in capitals, by kind words.
  language === 'en' && quotations(sentence) === 0 ? plainLabels(sentence) : quotedLabels(sentence, language);

const quotedLabels = (sentence: string, language: ContentLanguage): LabelMention[] =>
  pairedKinds(
    sentence,
    [...sentence.matchAll(QUOTED)].flatMap((match): LabelMention[] => {
      const label = (match[1] as string).trim();
      if (label !== match[1] || !LABEL_SHAPE.test(label)) return [];
      const from = match.index + 1;
      const to = from + label.length;
      const before = sentence.slice(0, match.index);
      // Turkish "‘…’ adlı bir ayar", "“…” isimli sekme": the noun after "adlı" says what the label is.
      const after = sentence.slice(to + 1).replace(/^\s+(?:adlı|isimli)(?:\s+bir)?(?=\s)/u, '');
      return [
        {
          label,
          from,
          to,
          kind: kindOf(label, before, after, language),
          article: language === 'de' ? (GERMAN_ARTICLE.exec(before)?.[1]?.toLowerCase() ?? null) : null,
          suffixed: /^['’]?\p{L}/u.test(after),
          head: language === 'tr' ? turkishHead(after) : null,
        },
      ];
    }),
  );

/** The noun after a Turkish label, without its possessive and case ("çizgisine" → "çizgi", "modu" → "mod"). */
const turkishHead = (after: string) =>
  /^\s+(\p{Ll}{2,}?)(?:s[ıiuü]|[ıiuü])(?:n[ıiuü]n|n[ae]|n[ıiuü]|nd[ae]n?|yl[ae])?(?![\p{L}])/u.exec(after)?.[1] ?? null;

/** Any text between quotation marks, a label or not („neue Zeile“, "time-sensitive"): to tell a list. */
const quotations = (sentence: string) => [...sentence.matchAll(QUOTED)].length;

/**
 * Two labels joined by "and", "und", "ve" … are of one kind: "die Tasten „Temperatur“ und „Schleudern“" are two
 * buttons, "“A” ve “B” seçenekleri" two options.
 */
const pairedKinds = (sentence: string, found: LabelMention[]): LabelMention[] => {
  if (found.length !== 2) return found;
  const [first, second] = found as [LabelMention, LabelMention];
  const between = sentence.slice(first.to + 1, second.from - 1);
  if (!/^\s*(?:and|or|und|oder|ve|veya|ya da)\s*$/iu.test(between)) return found;
  const kind = first.kind ?? second.kind;
  return [
    { ...first, kind },
    { ...second, kind },
  ];
};

/**
 * Settings, menus and labels of no stated kind stand among each other; a button, a value, a program (of a cooker, a
 * washing machine) only among their own: "Start" is no program (a blind reader of local-23).
 */
const groupOf = (kind: LabelKind | null) => (kind !== null && OWN_GROUP.has(kind) ? kind : 'setting');
const OWN_GROUP: ReadonlySet<LabelKind> = new Set(['button', 'value', 'program', 'part', 'mark']);

/** What the device shows, the app itself and a product it takes: no control of the device, neither asked nor offered. */
const NO_CONTROL: ReadonlySet<LabelKind> = new Set(['message', 'app', 'product']);

/** The settings menu itself ("Settings", „Einstellungen“, “Ayarlar”): a way in, no setting of its own. */
const GENERIC = /^(?:settings|options|menu|einstellungen|optionen|menü|ayarlar|seçenekler)$/iu;

/**
 * A label the text names where it is neither a message, an app, the settings menu, a word of an example nor an item
 * of a list of labels.
 */
export interface LabelEntry {
  label: string;
  key: string;
  kind: LabelKind | null;
  articles: ReadonlySet<string>;
  heads: ReadonlySet<string>;
}

/**
 * The text's labels, each once: those it names in a sentence of at most two labels that gives no example. Three
 * labels or more in a sentence are a list („Komma“, „Punkt“ oder …) or a path, no option of a question.
 */
export const labelsOf = (
  sentences: readonly string[],
  language: ContentLanguage,
  givesExample: (sentence: string) => boolean,
): LabelEntry[] => {
  const entries = new Map<
    string,
    { label: string; kinds: Set<LabelKind>; articles: Set<string>; heads: Set<string> }
  >();
  const excluded = new Set<string>();
  // A list names its labels' kind once, before its first or after its last ("die Programme „Weiß“, „Sushi“ und
  // „Dampf“", "“A”, “B” ve “C” seçenekleri"): every label of it is of that kind.
  const listed = new Map<string, LabelKind>();
  let runKind: LabelKind | null = null;
  for (const sentence of sentences) {
    const found = labelsIn(sentence, language);
    for (const mention of found)
      if ((mention.kind !== null && NO_CONTROL.has(mention.kind)) || GENERIC.test(mention.label))
        excluded.add(foldCase(mention.label));
    const list = quotations(sentence) > 2;
    const example = givesExample(sentence);
    if (list && !example) {
      const kind = found.at(0)?.kind ?? found.at(-1)?.kind ?? null;
      if (kind !== null) for (const mention of found) listed.set(foldCase(mention.label), kind);
    }
    // A run of sentences that each open on a label describes labels of one kind ("Das Programm „Weiß“ eignet sich
    // …. „Vollkorn“ lässt …. „Sushi“ erzeugt …"): one that says no kind takes the run's.
    const opening = found.length === 1 && (found[0] as LabelMention).from <= 2 ? (found[0] as LabelMention) : null;
    if (opening !== null && opening.kind === null && runKind !== null) opening.kind = runKind;
    runKind = found.length === 1 ? ((found[0] as LabelMention).kind ?? runKind) : null;
    if (list || example) continue;
    for (const mention of found) {
      const key = foldCase(mention.label);
      const entry = entries.get(key) ?? {
        label: mention.label,
        kinds: new Set(),
        articles: new Set(),
        heads: new Set(),
      };
      if (mention.kind !== null) entry.kinds.add(mention.kind);
      if (mention.head !== null) entry.heads.add(mention.head);
      if (mention.article !== null) entry.articles.add(mention.article);
      entries.set(key, entry);
    }
  }
  return [...entries].flatMap(([key, entry]): LabelEntry[] => {
    if (excluded.has(key)) return [];
    const inList = listed.get(key);
    if (inList !== undefined) entry.kinds.add(inList);
    // One kind when the text gives one ("the … option" here, "… seçeneği" there); none when it gives two.
    const kind = entry.kinds.size === 1 ? ([...entry.kinds][0] as LabelKind) : null;
    return [{ label: entry.label, key, kind, articles: entry.articles, heads: entry.heads }];
  });
};

/**
 * The other labels that may stand in a label's place: not named in its sentence, never a message, of its group (a
 * setting among settings, a button among buttons, a value among values), those of its very kind first, and in German
 * of the article before the blank when there is one.
 */
export const labelOptions = (
  asked: LabelMention,
  sentence: string,
  labels: readonly LabelEntry[],
  language: ContentLanguage,
): string[] => {
  const named = new Set(labelsIn(sentence, language).map((mention) => foldCase(mention.label)));
  const pool = labels
    .filter((entry) => entry.key !== foldCase(asked.label) && !named.has(entry.key))
    .filter((entry) => groupOf(entry.kind) === groupOf(asked.kind))
    // A label of another stated kind is no option: a tab among switches ("the Recent tab" among "The first switch,
    // Block Hidden Numbers, …"), one of no stated kind may be either.
    .filter((entry) => asked.kind === null || entry.kind === null || entry.kind === asked.kind)
    .filter((entry) => asked.article === null || entry.articles.has(asked.article))
    // A German label the text wrote inflected after an article („einen „Automatischen Timer“ festlegen“) is no name
    // of an option: offered as written it has the wrong ending (two blind readers of local-35).
    .filter(
      (entry) =>
        language !== 'de' ||
        !/^\p{Lu}\p{Ll}+(?:en|em)\s/u.test(entry.label) ||
        ![...entry.articles].some((article) => /^(?:einen|einem|den|dem|des|eines|einer)$/u.test(article)),
    )
    // A Turkish label of a thing no kind word names stands only among labels of that thing: “MAX” çizgisi among modes
    // ("Eko", "Turbo") was given away, two blind readers of local-34 said.
    .filter((entry) => asked.kind !== null || asked.head === null || entry.heads.has(asked.head));
  // Two of its very kind make a question: then a tab stands no more among switches („Aufnahme“ among the white
  // balance's options was a stray distractor to a blind reader of local-26).
  const own = pool.filter((entry) => asked.kind !== null && entry.kind === asked.kind);
  return (own.length >= 2 ? own : pool)
    .sort((a, b) => Number(b.kind === asked.kind) - Number(a.kind === asked.kind))
    .map((entry) => entry.label);
};

/**
 * Labels whose everyday meaning the sentence about them states ("The ‘_____’ button switches the fan off after 1, 4
 * or 8 hours" for "Timer", "… to imitate a natural outdoor wind" for "Breeze", "Kızartma sırasında duman çıkarsa
 * hemen ‘_____’ düğmesine basın" for "İptal"): a reader answers without the manual. Blind readers of local-40 failed
 * six such questions of two manuals in three languages. Each row: the label's words, then what gives them away.
 */
const MEANINGS: [RegExp, RegExp][] = [
  // Units that switch units ("‘Units’ switches between Celsius and Fahrenheit", "‘UNIT’ switches the display between
  // °C and °F": two blind readers of local-56 each).
  [
    /^(?:units?|einheit(?:en)?|birim(?:ler)?)$/iu,
    /°\s*[CF](?![\p{L}])|celsius|fahrenheit|(?<![\p{L}])(?:bar|psi|kpa|kg|lbs?|ml|oz|km|mi|mph|metric|imperial|metrisch|metrik)(?![\p{L}])/iu,
  ],
  [
    /^(?:timer|sleep timer|auto[ -]?off|zeitschaltuhr|zeitschaltung|zeitvorwahl|abschaltautomatik|zamanlayıcı|otomatik kapanma)$/iu,
    /\d\s*(?:hours?|minutes?|hrs?|mins?|stunden?|minuten?|std|saat|dakika)(?![\p{L}])|(?:switch|turn)\w*\s+(?:\w+\s+){0,2}off\s+(?:automatically|after)|(?:selbst|automatisch)\s+(?:\p{L}+\s+)?ab|kendiliğinden kapan|otomatik olarak kapan/iu,
  ],
  [/^(?:breeze|natural wind|brise|naturwind|esinti|doğal rüzgâr|doğal rüzgar)$/iu, /wind|rüzg[âa]r|esinti|breeze/iu],
  [
    /^(?:sleep|night|night mode|sleep mode|schlaf|schlafmodus|nacht|nachtmodus|uyku|uyku modu|gece|gece modu)$/iu,
    /sleep|night|bedroom|schlaf|nacht|nachts|uyku|uyurken|gece/iu,
  ],
  [
    /^(?:eco|eco mode|öko|eko|eko modu|energy sav\p{L}*|energiesparen|energiesparmodus|tasarruf)$/iu,
    /energy|saving|saves?\b|energie|spar|tasarruf|enerji|menzil en uzun|range/iu,
  ],
  [
    /^(?:turbo|boost|max|power|powerful|leistung|güçlü|maksimum)$/iu,
    /maximum|full power|highest|fastest|stärkst|höchst|maximal|en yüksek|tam güç/iu,
  ],
  [/^(?:child lock|childproof lock|kindersicherung|çocuk kilidi)$/iu, /child|children|kinder|kind\b|çocuk/iu],
  [
    /^(?:cancel|stop|abbrechen|abbruch|stopp|iptal|durdur|dur)$/iu,
    /smoke|rauch|duman|immediately|sofort|hemen|stop|abbrech|durdur/iu,
  ],
  [/^(?:sport|sports|spor)$/iu, /accelerat|beschleunig|hızlan|sportlich/iu],
  [
    /^(?:auto|automatic|automatik|otomatik)$/iu,
    /by itself|on its own|automatically|von selbst|selbstständig|selbsttätig|automatisch|kendiliğinden|kendi kendine|otomatik olarak/iu,
  ],
  [/^(?:keep warm|warmhalten|warm halten|sıcak tutma)$/iu, /\bwarm|wärm|sıcak/iu],
  [
    /^(?:seal only|seal|nur versiegeln|versiegeln|yalnızca kapat|sadece mühürle)$/iu,
    /\bseal|versiegel|verschweiß|ohne (?:luft|vakuum)|without (?:air|vacuum)|mühür/iu,
  ],
  [
    /^(?:precise location|genauer standort|exakter standort|hassas konum)$/iu,
    /accura|precise|genau|exakt|doğruluk|hassas/iu,
  ],
  [/^(?:strain|abtropfen|süzme)$/iu, /strain|sieb|süz/iu],
  [/^(?:defrost|auftauen|çözdürme|buz çözme)$/iu, /frozen|gefror|tiefgekühlt|donmuş/iu],
  [/^(?:mute|stumm|sessiz)$/iu, /sound|ton\b|laut|ses/iu],
  [/^(?:reverse|rückwärts|umkehr|ters)$/iu, /direction|richtung|yön/iu],
  [/^(?:rain sensor|regensensor|yağmur sensörü)$/iu, /rain|regen|yağmur/iu],
  // Blind readers of local-43 (a document camera, an ice-cream maker, a parking heater, a milk frother) and of
  // local-44 (a label printer's and a tyre inflator's "Power"):
  [
    /^(?:power|on\/off|ein\/aus|güç|açma\/kapama)$/iu,
    /\bon (?:or|and) off\b|\bswitch(?:es)? (?:\w+ )?(?:on|off)\b|ein- (?:und|oder) aus|einschalten|ausschalten|açar|kapatır|açmak|kapatmak/iu,
  ],
  [
    /^(?:rotate|rotation|drehen|rotieren|döndür|döndürme)$/iu,
    /\bturns?\b|rotat|\d+\s*(?:°|degrees?|grad)|dreht|döndür/iu,
  ],
  [/^(?:lamp|light|led|licht|lampe|leuchte|lamba|ışık)$/iu, /\blight|\bled\b|licht|leucht|lamba|ışı[kğ]/iu],
  [
    /^(?:freeze|hold|standbild|einfrieren|dondur|dondurma)$/iu,
    /holds? (?:the )?(?:current )?(?:picture|image|frame)|still (?:picture|image)|standbild|hält das (?:aktuelle )?bild|görüntüyü (?:sabit|dondur)/iu,
  ],
  [
    /^(?:cool|cool only|cooling|chill|kühlen|nur kühlen|soğut|soğutma|sadece soğutma)$/iu,
    /\bchill|\bcool|kühl|\bkalt|soğu/iu,
  ],
  [/^(?:warm|warm-schaum|warmschaum|heiß|heat|hot|sıcak)$/iu, /\bheat|\bwarm|erhitz|erwärm|heiß|ısıt/iu],
  // Blind readers of local-59: „‚Standard‘ ist für den täglichen Einsatz gedacht“, „Bei ‚Keine Benachrichtigungen‘
  // bleibt der Sperrbildschirm leer“ (two each).
  [
    /^(?:standard|normal|normal mode|normalmodus|standart|normal mod)$/iu,
    /every ?day|daily|täglich|alltag|günlük|gündelik/iu,
  ],
  [
    /^(?:no|none|keine?|nichts|hiçbiri|hiç)(?:\s|$)/iu,
    /(?<![\p{L}])(?:empty|nothing|blank|leer|nichts|boş|hiçbir)(?![\p{L}])/iu,
  ],
  [
    /^(?:laufzeit|dauer|betriebsdauer|run ?time|duration|süre|çalışma süresi)$/iu,
    /how long|wie lange|ne kadar süre|\d+\s*(?:bis|to|-|–)\s*\d+\s*(?:minutes?|minuten|dakika|hours?|stunden|saat)/iu,
  ],
];

/** Whether the rest of a label's sentence says in everyday words what the label's own name means. */
export const givenAwayByMeaning = (label: string, rest: string): boolean => {
  const [name, words] = [foldCase(label.trim()), foldCase(rest)];
  return MEANINGS.some(([names, cue]) => names.test(name) && cue.test(words));
};
