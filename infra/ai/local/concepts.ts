/**
 * Concepts of an English or German source: the terms it defines ("A glacier is a large mass of ice …", "Eine Oase ist
 * ein Ort …") and the terms it names ("… is called the tidal range", "… nennt man Verdunstung", "… wird als Monsun
 * bezeichnet", in passing "…, a process called transpiration"). A concept is asked from what the text says of it, and its distractors are the text's other concepts:
 * strict readers pass such questions and fail a one-word blank whose distractors fit the grammar but not the meaning.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { STOP_WORDS, foldCase } from '../../../domain/content/language';
import { englishClass } from '../../../domain/content/word-classes';
import { optionKey, optionKind } from '../../../domain/content/question-validation';
import type { ConceptKind } from './concept-kinds';
import { isPluralDefinition, type Definition } from './definitions';
import type { Lexicon, Unit } from './lexicon';
import { shuffled, type Random } from './selection';
import { oneLine } from './terms';

export interface Concept {
  unit: Unit;
  /** The term as an option: without its article, lower case unless the text capitalises it (a name, a German noun). */
  term: string;
  /** The question, in the source's language. */
  question: string;
  /** What the question tells (a concept sharing a word with it would give itself away). */
  told: string;
  /** Plural ("Arterien sind …", "… are called moraines"), singular, or unknown: the options agree in number. */
  plural: boolean | null;
  /** What it is where the question says so by its form: what happens when … is a process. */
  kind?: ConceptKind;
  /**
   * Defined between commas ("a lightning rod, a metal rod that …"): in its sentence beside what it is, an option of
   * another kind or of none known would be absurd ("protected by a thunderstorm, a metal rod …"), so only those of its
   * kind are offered.
   */
  ofItsKindOnly?: true;
}

const ARTICLE = /^(?:the|a|an|der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines)\s+/iu;
/** A possessive before a named term ("… is called its density"): no part of the term. */
const POSSESSIVE = /^(?:its|their|his|her|our|sein|seine|ihr|ihre)\s+/iu;
/** A predicate that says what the subject is: a noun phrase ("a large mass of ice", "ein Gebiet, in dem …"). */
const NOUN_PREDICATE: Record<'en' | 'de', RegExp> = {
  en: /^(?:a|an|the|one of the)\s+\p{L}/u,
  de: /^(?:ein|eine|einer|der|die|das)\s+\p{L}/u,
};
/** A lead that points back ("This regular rise …", "Diesen Vorgang …") names nothing without its neighbour. */
const POINTING = /^(?:this|these|that|those|such|it|they|dies\p{L}*|jene\p{L}*|solch\p{L}*|es|sie|er|man)\b/iu;

/** German words that open a sentence before its verb without being its subject. */
const GERMAN_ADVERB =
  /^(?:deshalb|daher|darum|deswegen|dann|dort|hier|heute|damals|trotzdem|außerdem|zudem|damit|so|also|oft|meist|meistens|manchmal|schließlich|zunächst|jetzt|nun|auch|nur|noch|bereits|dabei|dadurch|danach|davor|immer|stets|früher|später|insgesamt|zuerst|allerdings|jedoch|vielleicht|natürlich|besonders)$/iu;

/** A pronoun of a sentence before ("… that protects the body against them"): a question on it would not say whom. */
const PRONOUN = /\b(?:them|they|it|its|their|ihnen|ihn|ihm|ihr|ihre|sie|es)\b/u;
const POINTS_BACK = /\b(?:this|these|such|dies\p{L}*|jene\p{L}*|solch\p{L}*)\s/iu;

/** A rank among others of a kind: "main", "second", „wichtigste“ (the main cause of what?). */
const RANKED =
  /^(?:main|chief|principal|first|second|third|fourth|final|last|biggest|greatest|key|major|other|another|wichtigste\p{L}*|erste\p{L}*|zweite\p{L}*|dritte\p{L}*|größte\p{L}*|andere\p{L}*)$/iu;
/** Nouns of a relation to something else: a cause, a result, an aim, an advantage (of what?). */
const RELATIONAL: Record<'en' | 'de', RegExp> = {
  en: /^(?:cause|reason|result|effect|consequence|aim|purpose|goal|advantage|disadvantage|benefit|drawback|outcome)s?$/iu,
  de: /^(?:Ursache|Grund|Folge|Ziel|Zweck|Vorteil|Nachteil|Ergebnis|Auswirkung)(?:n|e|en|s)?$/u,
};
const withoutArticle = (phrase: string) => phrase.replace(ARTICLE, '').replace(POSSESSIVE, '');
/** "Glacier" at the start of a sentence is "glacier" as an option, unless the text writes it capitalised elsewhere. */
const asOption = (lexicon: Lexicon, phrase: string, language: 'en' | 'de') => {
  const bare = withoutArticle(oneLine(phrase));
  if (language === 'de') return bare;
  // "Archimedes' principle" keeps the capital of "Archimedes" (a blind reader of local-30 saw "archimedes'").
  const first = (bare.split(/\s+/u)[0] ?? '').replace(/['’]s?$/u, '');
  // A name of several words is written with its capitals ("the Hundred Years' War", "the Treaty of Troyes": a blind
  // reader of local-84 saw "hundred Years' War").
  const named = /\s\p{Lu}/u.test(bare);
  return named || lexicon.names.has(foldCase(first)) || lexicon.names.has(foldCase(bare))
    ? bare
    : bare.charAt(0).toLocaleLowerCase('en') + bare.slice(1);
};
/**
 * A sentence's first words as the middle of a question: "The difference …" → "the difference …"; a name keeps its
 * capital ("Carrow Bay …"), and so does a German noun ("Feuchte Luft" → "feuchte Luft", "Wasserdampf" stays).
 */
const lowerLead = (lexicon: Lexicon, lead: string, language: 'en' | 'de') => {
  const first = lead.split(/\s+/u)[0] ?? '';
  const lower = () => lead.charAt(0).toLocaleLowerCase(language) + lead.slice(1);
  if (language === 'de')
    return ARTICLE.test(lead) || /^(?:jede\p{L}*|alle|viele|manche)$/iu.test(first) ? lower() : lead;
  return lexicon.names.has(foldCase(first)) ? lead : lower();
};

/** "A glacier is a large mass of ice …": a short subject, and a predicate that says what it is (a noun phrase). */
export const isNounDefinition = (definition: Definition, language: 'en' | 'de'): boolean => {
  const words = withoutArticle(definition.subject).split(/\s+/u);
  return (
    NOUN_PREDICATE[language].test(definition.predicate) &&
    // German: "Das Herz ist ein Hohlmuskel", "Venen sind Blutgefäße, …", never "Deshalb ist die Wand …" (an adverb
    // before the verb, its subject after it).
    (language === 'en' || ARTICLE.test(definition.subject) || !GERMAN_ADVERB.test(words[0] ?? '')) &&
    words.length <= 3 &&
    // "Today the tower is …": an adverb before the subject; the article is not its first word.
    !words.some((word) => ARTICLE.test(`${word} `)) &&
    // What it is, in one clause ("High tide is the moment when …, and low tide is …" says two things).
    !/[,;]\s*(?:and|but|while|und|aber|während)\s/u.test(definition.predicate)
  );
};

const fromDefinition = (
  lexicon: Lexicon,
  unit: Unit,
  definition: Definition,
  language: 'en' | 'de',
): Concept | null => {
  // A concept is a short noun phrase: "Glaciers", "A tidal range", not "Anyone who spends a day on a beach"; what it
  // is must not point back ("the most important invention of this period": which period?).
  if (!isNounDefinition(definition, language) || POINTS_BACK.test(definition.predicate)) return null;
  // Nor a cause, a result or an aim of what the sentence does not name ("The main cause was a dispute over
  // succession": "main cause" among the terms, and "The Hundred Years' War was a dispute …" false in its place, failed
  // two blind readers of local-84).
  const subjectWords = withoutArticle(definition.subject).split(/\s+/u);
  if (
    subjectWords.length > 1 &&
    RANKED.test(subjectWords[0] ?? '') &&
    RELATIONAL[language].test(subjectWords.at(-1) ?? '')
  )
    return null;
  if (PRONOUN.test(definition.predicate)) return null;
  const term = asOption(lexicon, definition.subject, language);
  const plural = isPluralDefinition(definition);
  const question =
    language === 'en'
      ? `According to the text, what ${plural ? 'are' : 'is'} ${definition.predicate}?`
      : `Was ${plural ? 'sind' : 'ist'} laut Text ${definition.predicate}?`;
  return { unit, term, question, told: definition.predicate, plural };
};

/** "… is called (the) X." / "… are known as X." */
const EN_NAMING = /^(.{8,160}?)\s+(is|are)\s+(?:often\s+|also\s+)?(?:called|known as|named|termed)\s+(.{2,40}?)[.!]$/u;
/** The verb of a German naming, inside a lead that holds a naming of its own. */
const NAMING_VERB = /\b(?:nennt man|heißt|bezeichnet man)\b/u;
/**
 * "… nennt man X." / "… bezeichnet man als X." / "Als X bezeichnet man …" / "… heißt X." / "… wird (auch) als X
 * bezeichnet."
 */
const DE_NAMING: { pattern: RegExp; ask: (lead: string) => string; named?: 1 }[] = [
  // "Als Langzeitarbeitslose bezeichnet man Menschen, die …": the term first, what it names after.
  {
    pattern: /^Als\s+(\p{Lu}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}?)\s+bezeichnet man\s+(.{8,160}?)[.!]$/u,
    ask: (lead) => `Wie bezeichnet man laut Text ${lead}?`,
    named: 1,
  },
  {
    pattern: /^(.{8,160}?)\s+nennt man\s+(?:auch\s+)?(.{2,40}?)[.!]$/u,
    ask: (lead) => `Wie nennt man laut Text ${lead}?`,
  },
  {
    pattern: /^(.{8,160}?)\s+bezeichnet man\s+(?:auch\s+)?als\s+(.{2,40}?)[.!]$/u,
    ask: (lead) => `Wie bezeichnet man laut Text ${lead}?`,
  },
  { pattern: /^(.{8,160}?)\s+heißt\s+(.{2,40}?)[.!]$/u, ask: (lead) => `Wie heißt laut Text ${lead}?` },
  {
    pattern: /^(.{8,160}?)\s+(wird|werden)\s+(?:auch\s+)?als\s+(.{2,40}?)\s+bezeichnet[.!]$/u,
    ask: (lead) => `Wie wird laut Text ${lead} bezeichnet?`,
  },
];

/**
 * The number of a German named term: "heißt", "wird … bezeichnet" singular, "werden … bezeichnet" plural; after "nennt
 * man", a lead with a singular article is singular, and a term after "Die …" ending like a plural ("Kapillaren",
 * "Arterien") plural.
 */
const germanNamedPlural = (sentence: string, lead: string, named: string): boolean | null => {
  if (/\sheißt\s|\swird\s/u.test(sentence)) return false;
  if (/\swerden\s/u.test(sentence)) return true;
  if (/^(?:der|das|den|dem|ein|eine|einen|jede[nrs]?)\s/iu.test(lead)) return false;
  if (/^die\s/iu.test(lead)) return /(?:en|ern|eln|ien|s)$/u.test(withoutArticle(named));
  return null;
};

const isTermPhrase = (phrase: string) => {
  const words = withoutArticle(phrase).split(/\s+/u);
  return words.length >= 1 && words.length <= 3 && words.every((word) => /^[\p{L}-]+$/u.test(word));
};

const fromNaming = (lexicon: Lexicon, unit: Unit, language: 'en' | 'de'): Concept | null => {
  const text = oneLine(unit.text);
  if (language === 'en') {
    const match = EN_NAMING.exec(text);
    if (match === null) return null;
    const [lead, copula, named] = [match[1] as string, match[2] as string, match[3] as string];
    if (POINTING.test(lead) && !/^(?:this|these)\s/iu.test(lead)) return null;
    // A lead that leans on what came before ("the difference between the two") asks nothing on its own.
    if (!isTermPhrase(named) || /,/u.test(lead) || /\b(?:the two|both|it|its|them|they|those)\b/iu.test(lead))
      return null;
    // "This regular rise and fall of the ocean surface" asks as "the regular rise and fall of the ocean surface";
    // but "This effect" as "the effect" names nothing (a blind reader: "the effect is never described").
    if (/^(?:this|these)\s/iu.test(lead) && lead.split(/\s+/u).length < 4) return null;
    const asked = lowerLead(lexicon, lead.replace(/^(?:this|these)\s/iu, 'the '), 'en');
    return {
      unit,
      term: asOption(lexicon, named, 'en'),
      question: `According to the text, what ${copula} ${asked} called?`,
      told: lead,
      plural: copula === 'are',
    };
  }
  for (const { pattern, ask, named: namedFirst } of DE_NAMING) {
    const match = pattern.exec(text);
    if (match === null) continue;
    // Two namings in one sentence ("Eine nach oben gewölbte Falte nennt man Sattel, eine nach unten gewölbte Falte
    // nennt man Mulde."): the second's lead starts after the comma, not with the first naming (a blind reader of
    // local-35 read "Wie nennt man … nennt man Sattel, …?").
    // After a semicolon, the naming's own clause ("Dabei senden sie Strahlung aus; diesen Vorgang nennt man …").
    const whole = (match[namedFirst === 1 ? 2 : 1] as string).replace(/[\s,]+$/u, '').replace(/^.*;\s*/u, '');
    const lead = NAMING_VERB.test(whole) ? whole.slice(whole.lastIndexOf(', ') + 2) : whole;
    if (NAMING_VERB.test(lead)) return null;
    const named = match[namedFirst === 1 ? 1 : match.length - 1] as string;
    if (POINTING.test(lead) && namedFirst === undefined) return namedAfterSemicolon(lexicon, unit, text, lead, named);
    if (POINTING.test(lead) || !isTermPhrase(named)) return null;
    return {
      unit,
      term: asOption(lexicon, named, 'de'),
      question: ask(lowerLead(lexicon, lead, 'de')),
      told: lead,
      plural: germanNamedPlural(text, lead, named),
    };
  }
  return null;
};

/** German words that open a clause pointing at a sentence before it („Dabei senden sie Strahlung aus; …“). */
const DE_LEANING_START =
  /^(?:dabei|dadurch|danach|davor|damit|dazu|hier|dort|so|er|sie|es|dies\p{L}*|das)(?![\p{L}])/iu;
/** What a German naming after a semicolon calls what it points at: a process for a step or a process. */
const DE_PROCESS_WORD = /^dies\p{L}*\s+(?:Teil)?(?:Vorgang|Prozess|Schritt|Ablauf|Verfahren)(?![\p{L}])/u;
/**
 * A German naming after a semicolon of what the clause before it says („Zusätzlich können homologe Chromosomen Stücke
 * miteinander austauschen; diesen Vorgang nennt man Crossing-over.“): the sentence says all it names, and is asked
 * with the term left out, as an English "…; this process is called coral bleaching" is. Dropped for its pointing
 * lead until local-62, with German textbooks the texts that gave the fewest questions (1.5 a text, 29 of 80 none).
 * Not where the first clause points back itself („Dabei senden sie Strahlung aus; …“) or quotes.
 */
const namedAfterSemicolon = (
  lexicon: Lexicon,
  unit: Unit,
  text: string,
  lead: string,
  named: string,
): Concept | null => {
  const semicolon = text.lastIndexOf(';', text.length - named.length);
  if (semicolon < 0) return null;
  const first = text.slice(0, semicolon).trim();
  const after = text.slice(semicolon + 1).trim();
  if (!after.startsWith(lead) || !/^dies(?:e[nmrs]?)?\s+\p{Lu}\p{L}*$/u.test(lead)) return null;
  // Nor where it points back inside („Ein anderer Stoff … nimmt diese Elektronen auf; …“: which electrons?).
  if (first.split(/\s+/u).length < 5 || DE_LEANING_START.test(first) || /[„“”"‚‘’]/u.test(text)) return null;
  if (POINTS_BACK.test(first) || /(?<![\p{L}])(?:ein|eine|einer|einem|einen|der|die|das)\s+andere/iu.test(first))
    return null;
  if (!isTermPhrase(named)) return null;
  const term = asOption(lexicon, named, 'de');
  const start = text.lastIndexOf(term);
  if (start <= semicolon) return null;
  return {
    unit,
    term,
    question: `Welcher Begriff vervollständigt den Satz? „${text.slice(0, start)}_____${text.slice(start + term.length)}“`,
    told: first,
    plural: germanNamedPlural(text, lead, named),
    ...(DE_PROCESS_WORD.test(lead) ? { kind: 'process' as const } : {}),
  };
};

/**
 * A German naming of what happens when something does ("Konzentriert sich ein Unternehmen auf wenige Tätigkeiten,
 * spricht man von Spezialisierung.", "Wenn sich die Wirtschaft … verändert, …, nennt man das Strukturwandel.") and
 * one by "Unter X versteht man …": "Wie nennt man es laut Text, wenn sich ein Unternehmen auf wenige Tätigkeiten
 * konzentriert?", "Wie nennt man laut Text das Recht, …?". Textbooks name their terms so; the generator asked none of
 * them, and German textbooks gave the fewest questions (1.8 a text, 18 of 52 none; `local-51` 1.9, 16).
 */
const DE_WHEN_NAMING =
  /^(.{12,200}?),\s+(?:spricht man von|nennt man (?:das|dies|es)|bezeichnet man (?:das|dies|es) als)\s+(?:(einem|einer|der|dem|den|ein|eine)\s+)?(\p{Lu}[\p{L}-]*)[.!]$/u;
const DE_UNDERSTOOD =
  /^Unter\s+(?:(?:der|die|dem|den|einem|einer)\s+)?(\p{Lu}[\p{L}-]*)\s+versteht man\s+(.{8,160}?)[.!]$/u;
/** A German verb's particle left at the end of its clause ("Siedeln sich Betriebe … an": ansiedeln). */
const PARTICLE = /^(?:an|ab|auf|aus|ein|mit|nach|vor|zu|zurück|weg|fest|her|hin|zusammen|um|los|bei|fort)$/u;
/** A conditional clause as the "wenn" clause of a question: verb first made verb last, "Wenn …" as it is. */
const asWhenClause = (clause: string): string | null => {
  if (/^(?:Wenn|Falls|Sobald)\s/u.test(clause)) return clause.charAt(0).toLocaleLowerCase('de') + clause.slice(1);
  const words = clause.split(/\s+/u);
  const [verb, ...rest] = words as [string, ...string[]];
  // A verb first ("Konzentriert", "Verengen"), its subject no pronoun ("Verliert sie an Wert": who?), no comma of
  // another clause inside.
  if (!/^\p{Lu}\p{Ll}+(?:t|en|n)$/u.test(verb) || rest.length < 2 || /,/u.test(clause)) return null;
  const reflexive = rest[0] === 'sich';
  const body = reflexive ? rest.slice(1) : rest;
  if (/^(?:sie|er|es|man|ihr|wir|ich|du)$/iu.test(body[0] ?? '')) return null;
  const last = body.at(-1) as string;
  const particle = PARTICLE.test(last) ? last : '';
  const middle = particle === '' ? body : body.slice(0, -1);
  return `wenn ${reflexive ? 'sich ' : ''}${middle.join(' ')} ${particle}${verb.toLocaleLowerCase('de')}`;
};
const fromGermanWhen = (unit: Unit): Concept | null => {
  const text = oneLine(unit.text);
  const understood = DE_UNDERSTOOD.exec(text);
  if (understood !== null) {
    const [term, told] = [understood[1] as string, understood[2] as string];
    if (POINTING.test(told) || POINTS_BACK.test(told)) return null;
    return { unit, term, question: `Wie nennt man laut Text ${told}?`, told, plural: null };
  }
  const match = DE_WHEN_NAMING.exec(text);
  if (match === null) return null;
  const [clause, article, term] = [match[1] as string, match[2], match[3] as string];
  const when = asWhenClause(clause);
  if (when === null || POINTS_BACK.test(when)) return null;
  return {
    unit,
    term,
    question: `Wie nennt man es laut Text, ${when}?`,
    told: when,
    kind: 'process',
    plural: article !== undefined && /^(?:einem|einer|dem|ein|eine)$/u.test(article) ? false : null,
  };
};

/**
 * A German term the sentence before names last and this one explains („Ein zentraler Begriff der Aufklärung ist die
 * Toleranz. Darunter versteht man die Bereitschaft, …“, „… übernehmen vor allem Destruenten. So nennt man Lebewesen,
 * die …“, „… Planeten in der habitablen Zone. So heißt der Abstandsbereich …“): asked as „Wie nennt man laut Text die
 * Bereitschaft, …?“. Textbooks define so, and German textbooks gave the fewest questions (63 of 159 none with
 * local-85). The term is one noun after an article, a preposition or a verb, never the end of a longer phrase („die
 * homologe Reihe der Alkanole“, „das Gleichgewicht der Mächte“: of what is it the name?) nor after an adjective.
 */
const DE_EXPLAINED = /^(Darunter versteht man|So nennt man|So heißt)\s+(.{8,200}?)[.!]$/u;
/** German articles, which stand before a term or before an adjective of it. */
const DE_ARTICLES = 'der|die|das|den|dem|des|ein|eine|einer|einem|einen|eines';
const DE_NAMED_LAST = new RegExp(
  String.raw`(?:^|\s)(?<!(?:^|\s)(?:${DE_ARTICLES})\s)(?!(?:${DE_ARTICLES})\s)\p{Ll}+\s+(?:(?:${DE_ARTICLES})\s+)?(\p{Lu}[\p{L}-]*\p{Ll})[.!]$`,
  'u',
);
const fromTermBefore = (lexicon: Lexicon, unit: Unit): Concept | null => {
  const match = DE_EXPLAINED.exec(oneLine(unit.text));
  if (match === null) return null;
  const [verb, told] = [match[1] as string, match[2] as string];
  if (POINTING.test(told) || POINTS_BACK.test(told) || /[„“”"]/u.test(told)) return null;
  const before = lexicon.units[lexicon.units.indexOf(unit) - 1];
  if (before === undefined || before.passage !== unit.passage) return null;
  const term = DE_NAMED_LAST.exec(oneLine(before.text))?.[1];
  if (term === undefined) return null;
  return {
    unit,
    term,
    question: verb === 'So heißt' ? `Wie heißt laut Text ${told}?` : `Wie nennt man laut Text ${told}?`,
    told,
    plural: null,
  };
};

/**
 * "…, a process called transpiration.", "… in layers of rock called aquifers.", "… known as the water table.": a term
 * the text names in passing, asked as the sentence with the term left out, among the text's other concepts.
 */
const EN_PASSING_NAME =
  /\b(?:called|known as)\s+((?:the\s+)?\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?)(?=\s*(?:[.!;]|,\s+(?:and|which|but)\s)|[.!]$)/u;
const fromPassingName = (lexicon: Lexicon, unit: Unit): Concept | null => {
  const text = oneLine(unit.text);
  const match = EN_PASSING_NAME.exec(text);
  if (match === null || /["“”]/u.test(text)) return null;
  const named = match[1] as string;
  const lead = text.slice(0, match.index);
  if (POINTING.test(lead) || !isTermPhrase(named) || lead.split(/\s+/u).length < 4) return null;
  const from = match.index + match[0].length - named.length;
  const bare = withoutArticle(named);
  const start = from + (named.length - bare.length);
  return {
    unit,
    term: asOption(lexicon, bare, 'en'),
    question: `Which term completes the sentence? "${text.slice(0, start)}_____${text.slice(start + bare.length)}"`,
    told: lead,
    // "called a cumulonimbus": one, whatever its last letter.
    plural: /^an?\s/iu.test(named) ? false : /[^s]s$/u.test(bare) ? true : /s$/u.test(bare) ? null : false,
  };
};

/**
 * "…: the stigma, a sticky surface that catches pollen; …", "… produces nectar, a sugary liquid that attracts insects
 * …": a term an English textbook defines between commas, by a noun phrase and a relative clause. English textbooks gave
 * few questions (2.4 a text; of holdout128 to holdout131, 4 of 12 none), and those with their parts so defined none.
 */
const EN_APPOSITIVE =
  /(?<![\p{L}-])((?:\p{Ll}[\p{L}-]*\s+)?\p{Ll}[\p{L}-]*),\s+((?:a|an)\s+(?:\p{Ll}[\p{L}-]*\s+){0,3}?\p{Ll}[\p{L}-]*)\s+((?:that|which|where|in which)\s+[^,;.:!?()"“”]+)(?=[,;.!]|$)/gu;
/** Words before a noun that make it no term ("the same temperature, a state that …"). */
const NOT_A_TERM_START =
  /^(?:same|other|whole|next|first|last|each|every|such|this|that|these|those|its|their|his|her|our|one|two|three)$/u;

/** The terms a sentence defines between commas, each with what it is ("a sticky surface that catches pollen"). */
export const appositives = (sentence: string): { term: string; told: string }[] => {
  const text = oneLine(sentence);
  if (/["“”‘’]/u.test(text)) return [];
  return [...text.matchAll(EN_APPOSITIVE)].flatMap((match) => {
    // The term without a word before it that the pattern took ("the stigma", "produces nectar", "into ammonia"); none
    // after "same" or "other" ("the same temperature, a state that …").
    const taken = (match[1] as string).split(/\s+/u);
    if (NOT_A_TERM_START.test(taken[0] as string)) return [];
    const words =
      taken.length === 2 && (STOP_WORDS.en.has(taken[0] as string) || englishClass(taken[0] as string) === 'verb')
        ? taken.slice(1)
        : taken;
    const heads = (match[2] as string).split(/\s+/u).slice(1);
    const last = words.at(-1) as string;
    if (
      words.some((word) => STOP_WORDS.en.has(word) || NOT_A_TERM_START.test(word)) ||
      /^(?:verb|adjective)$/u.test(englishClass(last) ?? '') ||
      // What it is, a noun phrase without a verb or an article inside ("a spark plug produces a spark that …").
      heads.some((word) => STOP_WORDS.en.has(word) || englishClass(word) === 'verb') ||
      PRONOUN.test(match[3] as string) ||
      POINTS_BACK.test(match[3] as string)
    )
      return [];
    return [{ term: words.join(' '), told: `${match[2] as string} ${match[3] as string}` }];
  });
};

const fromAppositive = (lexicon: Lexicon, unit: Unit): Concept | null => {
  const first = appositives(unit.text)[0];
  if (first === undefined) return null;
  return {
    unit,
    term: asOption(lexicon, first.term, 'en'),
    question: `According to the text, what is ${first.told}?`,
    told: first.told,
    plural: false,
    ofItsKindOnly: true,
  };
};

/** Every concept of an English or German source, one per sentence at most. */
export const findConcepts = (
  lexicon: Lexicon,
  units: readonly Unit[],
  definitions: Map<Unit, Definition>,
  language: ContentLanguage,
): Concept[] => {
  if (language === 'tr') return [];
  return units.flatMap((unit) => {
    const definition = definitions.get(unit);
    const concept =
      (language === 'de' ? (fromGermanWhen(unit) ?? fromTermBefore(lexicon, unit)) : null) ??
      fromNaming(lexicon, unit, language) ??
      (definition === undefined ? null : fromDefinition(lexicon, unit, definition, language)) ??
      (language === 'en' ? (fromPassingName(lexicon, unit) ?? fromAppositive(lexicon, unit)) : null);
    return concept === null ? [] : [concept];
  });
};

/**
 * Terms a text names where it cannot ask them, pointing at the sentence before ("Diesen Zustand nennt man
 * Angebotsüberhang.", "Diese Form nennt man Schneebrettlawine.", "This bright flash is called the return stroke.") or
 * in passing ("… spricht man von einem Monopol", "Das ist ein Nachfrageüberhang", "… entsteht eine Staublawine"):
 * they are the text's concepts all the same, and options of those it asks.
 */
const NAMED_ON_THE_WAY: Record<'en' | 'de', RegExp[]> = {
  en: [
    /\b(?:is|are)\s+(?:often\s+|also\s+)?(?:called|known as|named)\s+(?:the\s+|an?\s+)?([\p{Ll}][\p{L}-]*(?:\s+[\p{Ll}][\p{L}-]*)?)[.!]$/u,
  ],
  de: [
    /\b(?:nennt man|heißt)\s+(?:auch\s+)?(\p{Lu}[\p{L}-]+)[.!]$/u,
    // The first of two namings in one sentence ("… nennt man Sattel, eine nach unten gewölbte Falte nennt man Mulde").
    // Not „So nennt man Lebewesen, die …“: what a term named before is (fromTermBefore).
    /(?<!^So\s)\bnennt man\s+(\p{Lu}[\p{L}-]+),\s+\p{Ll}/u,
    /^(?:Das|Dies)\s+ist\s+(?:ein|eine)\s+(\p{Lu}[\p{L}-]+)[.!,]/u,
    /\bentsteht\s+(?:ein|eine)\s+(\p{Lu}[\p{L}-]+)[.!;,]/u,
    // „… spricht man von einem Monopol“, „… von Gründüngung.“, „… bezeichnet man als Aufladen.“, „…, die man als
    // Mikroplastik bezeichnet.“, „…, sogenannte Analgetika, …“, „… der sogenannte Gipshut.“: one noun, as written.
    /\bspricht man (?:von\s+(?:einem\s+|einer\s+)?|vom\s+)(\p{Lu}[\p{L}-]+)[.!;,]/u,
    /\bbezeichnet man\s+(?:\p{Ll}+\s+)?als\s+(\p{Lu}[\p{L}-]+)[.!;,]/u,
    /\bman\s+(?:\p{L}+\s+)?als\s+(\p{Lu}[\p{L}-]+)\s+bezeichnet[.!;,]/u,
    /(?<![\p{L}])sogenannte[nrs]?\s+(\p{Lu}[\p{L}-]+)(?=[.!;,:]|\s+(?:die|der|das|dienen|sind|ist|war|waren|hemmen)\s)/u,
  ],
};

/**
 * Where a German text lists the kinds it tells apart: after „unterscheidet man“ („… unterscheidet man Symbiose,
 * Kommensalismus und Parasitismus.“) or after the colon of a sentence that counts them („Man unterscheidet drei
 * Abschnitte: das Außenohr, das Mittelohr und das Innenohr.“, „Nach ihrer Form unterscheidet man drei Grundtypen: …“).
 */
const DE_CLASSIFIES =
  /(?:unterscheidet man|[Mm]an unterscheidet)(?:\s+(?:dabei|außerdem|auch))?\s+(?:(?:zwei|drei|vier|fünf|sechs|mehrere|verschiedene)\s+[\p{L}-]+\s*:\s*)?(.+)$|(?:unterscheid|einteil|eingeteilt|gliedert)[^:]*:\s*(.+)$/u;
/** One kind of such a list: a noun, after an article and one adjective at most („das Mittelohr“, „kugelförmige Kokken“). */
const DE_LISTED = /^(?:(?:die|der|das|den)\s+)?((?:\p{Ll}[\p{L}-]*e[nrs]?\s+)?\p{Lu}[\p{L}-]+)$/u;
/** A relative clause between two kinds („…, bei der das Gestein nur zerfällt, und …“), stepped over. */
const DE_RELATIVE = /^(?:(?:bei|in|mit|aus|von|auf|an|durch)\s+)?(?:der|die|das|dem|denen|deren|dessen)\s.*\s\p{Ll}+$/u;
/** Endings of a German noun in the singular: „Kommensalismus“, „Symbiose“, „Verwitterung“ (for an option's number). */
const DE_SINGULAR = /(?:ismus|ose|ung|ion|ität|heit|keit|schaft|ie|ik|ur|tum|ment|ohr|küste)$/u;

/**
 * The kinds a German text lists as the ones it tells apart, two or more, in the list's order: the items from the
 * first, each a noun phrase, relative clauses stepped over, up to the first item that is no kind („die Energie
 * liefern“ ends it). None where the list opens with something else („zwischen Blattfrüchten wie Kartoffeln …“).
 */
export const germanClassification = (sentence: string): string[] => {
  const match = DE_CLASSIFIES.exec(sentence.replace(/[.!]$/u, ''));
  const list = (match?.[1] ?? match?.[2])?.split(';')[0];
  if (list === undefined) return [];
  const kinds: string[] = [];
  for (const piece of list.split(/\s*,\s*(?:(?:und|oder|sowie)\s+)?|\s+(?:und|oder|sowie)\s+/u)) {
    if (piece === '') continue;
    const kind = DE_LISTED.exec(piece)?.[1];
    if (kind !== undefined) kinds.push(kind);
    else if (kinds.length === 0 || !DE_RELATIVE.test(piece)) break;
  }
  return kinds.length >= 2 ? kinds : [];
};

export const termsNamedOnTheWay = (
  units: readonly Unit[],
  language: ContentLanguage,
): { term: string; plural: boolean | null; lead: string }[] =>
  language === 'tr'
    ? []
    : units.flatMap((unit) => {
        const text = oneLine(unit.text);
        // The kinds a German text tells apart are its terms, and each other's options: „Kommensalismus“ and
        // „Parasitismus“ for „Symbiose“, which had none (German textbooks gave the fewest questions: 1.7 a text, 22 of
        // 66 none with local-58).
        const listed =
          language === 'de'
            ? germanClassification(text).map((term) => ({
                term,
                plural: DE_SINGULAR.test(foldCase(term)) ? false : null,
                lead: '',
              }))
            : [];
        // Each term an English sentence defines between commas, the one it is asked by too: the others' options.
        const between =
          language === 'en' ? appositives(text).map(({ term, told }) => ({ term, plural: false, lead: told })) : [];
        return [
          ...listed,
          ...between,
          ...NAMED_ON_THE_WAY[language].flatMap((pattern) => {
            const match = pattern.exec(text);
            const named = match?.[1];
            if (match === null || named === undefined || !isTermPhrase(named)) return [];
            // Its number, where the words around it tell: "is called", "ein …", "Diesen Zustand nennt man …", and
            // „Diese Platten nennt man …“ plural, as its noun's ending says.
            const said = match[0];
            const plural =
              /^Diese\s+\p{Lu}\p{L}*(?:[^e]en|ern|eln)\s/u.test(text) || /\bare\s/u.test(said)
                ? true
                : /\b(?:is|ist|ein|eine|einem|einer|einen)\s/u.test(said) || /^Diese[nrs]?\s/u.test(text)
                  ? false
                  : null;
            // What the sentence says it is ("This model is called the fire triangle": a model), for its kind.
            const lead = text
              .slice(0, match.index)
              .replace(/^(?:this|these|such an?|diese[nrs]?|solche[nrs]?)\s+/iu, '');
            return [{ term: named, plural, lead }];
          }),
        ];
      });

/** One phrase a single word that is the other's head ("erozyon", "rüzgâr erozyonu"), by their words' stems. */
const overlaps = (a: string[], b: string[]) => (a.length === 1 || b.length === 1) && a.at(-1) === b.at(-1);

/**
 * The text's other concepts as the options of one, in a seeded random order: each once, never one with the answer's
 * head noun (both could be true: "tam yedek" beside "veritabanı yedeği"), one sharing a word with what the question
 * tells, a name among common nouns, or one of another number ("Was ist laut Text ein Hohlmuskel?" takes no
 * "Arterien": the grammar would give the answer away). A word is compared by its first letters: four in Turkish,
 * which inflects its words' ends, five in English and German.
 */
export const otherConcepts = (
  answer: { term: string; told: string; plural: boolean | null },
  candidates: readonly { term: string; plural: boolean | null }[],
  stemLength: number,
  random: Random,
): string[] => {
  const stemsOf = (phrase: string) =>
    optionKey(phrase)
      .split(' ')
      .map((word) => word.slice(0, stemLength));
  const answerStems = stemsOf(answer.term);
  const head = answerStems.at(-1);
  const told = new Set(stemsOf(answer.told));
  const isName = (option: string) => optionKind(option) === 'name';
  const seen = new Set([optionKey(answer.term)]);
  const kept: string[] = [];
  for (const candidate of candidates) {
    const key = optionKey(candidate.term);
    const stems = stemsOf(candidate.term);
    if (
      seen.has(key) ||
      stems.at(-1) === head ||
      // A compound of the answer is a kind of it ("Staublawine" for "Lawine"), and the answer one of a compound's.
      key.endsWith(optionKey(answer.term)) ||
      optionKey(answer.term).endsWith(key) ||
      // A word the question says gives an option away, unless the answer has it too ("belediye meclisi" for
      // "belediyenin karar organı": two blind readers of local-40 saw it the one option with "belediye").
      stems.some((stem) => told.has(stem) && !answerStems.includes(stem)) ||
      isName(candidate.term) !== isName(answer.term) ||
      (answer.plural !== null && candidate.plural !== answer.plural) ||
      // Nor a kind of another option, or the one another is a kind of ("erozyon" beside "rüzgâr erozyonu": a blind
      // reader of local-20 saw two options overlap).
      kept.some((other) => overlaps(stemsOf(other), stems))
    )
      continue;
    seen.add(key);
    kept.push(candidate.term);
  }
  return shuffled(kept, random);
};
