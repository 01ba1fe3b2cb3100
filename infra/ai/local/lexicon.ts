/**
 * The lexicon of a source: its sentences (units) with their terms, and the pools of names, numbers and words that
 * distractors come from.
 */
import { splitSentences } from '../../../domain/content/chunking';
import type { ContentLanguage, Passage } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';
import { optionKey } from '../../../domain/content/question-validation';
import { contentTerms } from '../../../domain/content/strategies';
import { isCalendarWord } from './distractors';
import { extractTerms, isCapitalised, isClauseStart, isProse, oneLine, tokensOf, type Term, type Token } from './terms';

export interface Unit {
  text: string;
  /** Offsets in the normalised source text. */
  start: number;
  end: number;
  passage: Passage;
  words: number;
  stems: Set<string>;
  terms: Term[];
  /** Folded words of the sentence. */
  keys: Set<string>;
}

export interface NameEntry {
  surface: string;
  count: number;
  articles: Set<string>;
  /** Its most frequent determiner ("die Katze", "der Esel"): German gender and number. */
  articleCounts: Map<string, number>;
  contexts: Set<string>;
  units: Set<Unit>;
}
export interface WordEntry {
  surface: string;
  count: number;
  units: Set<Unit>;
}

export interface Lexicon {
  units: Unit[];
  names: Map<string, NameEntry>;
  numbers: Map<string, number>;
  words: Map<string, WordEntry>;
  /** Every sentence of the source in option-key form: a swapped statement must not be one of them. */
  sentenceKeys: Set<string>;
  stemFrequency: Map<string, number>;
}

/**
 * A manual's label before a sentence ("Troubleshooting: If the motor stops …", „Hinweis: …“, "Sorun giderme: …"): the
 * heading of what follows, no part of it (two blind readers of local-52 failed "Troubleshooting: if your mouth feels
 * dry, …" for its stray label; "Key terms: a raising agent releases gas …" two of local-65 and local-66). The sentence
 * is asked without it, and not at all where it goes on in lower case.
 */
const LEAD_LABEL =
  /^(?:Troubleshooting|Tips?|Note|Important|Warning|Caution|Key terms|Key words|Keywords|Glossary|Hinweis|Tipp|Achtung|Wichtig|Störungsbehebung|Fehlerbehebung|Problemlösung|Schlüsselbegriffe|Fachbegriffe|Grundbegriffe|Wichtige Begriffe|Sorun giderme|İpucu|Not|Dikkat|Uyarı|Önemli|Anahtar kavramlar|Temel kavramlar|Anahtar sözcükler):\s+/u;
/**
 * A manual's heading of a few words before a colon, of any wording („Auswurf einstellen: Mit der Kurbel …“,
 * „Störungen: Lässt sich …“, "Before first use: the AquaGlide …": two blind readers each of local-61 failed the three
 * for the stray heading): one word, or a heading's shape of two or three, a German infinitive or an article and a noun
 * („Auswurf einstellen“, „Die Folge“), an English phrase that opens on a preposition or a gerund ("Before first use",
 * "Cleaning the filter"), Turkish words with no verb's ending ("Sorun giderme"). Not a clause that leads into what
 * follows („Preußen ging voran: …“, "Keimzellen sind haploid: …", "The reason is simple: …"), which has a verb.
 */
const LEAD_HEADING = /^\p{Lu}[\p{L}-]*(?:\s+[\p{L}\d-]+){0,2}:\s+/u;
const CLAUSE_VERB =
  /(?<![\p{L}])(?:is|are|was|were|has|have|had|can|will|may|must|do|does|did|means|ist|sind|war|waren|hat|haben|hatte|kann|können|wird|werden|gibt|gilt|muss|müssen|bedeutet|heißt|zeigt)(?![\p{L}])/iu;
const HEADING_SHAPE: Record<ContentLanguage, (words: string[]) => boolean> = {
  // And one that opens on a heading's adjective ("Other settings: ‘Road feel’ …": two blind readers of local-72).
  en: (words) =>
    /^(?:before|after|during|for|with|when|in|on|using|to|how|your|other|more|advanced|basic|general|further|additional|main|quick|daily|everyday|common)$|ing$/iu.test(
      words[0] ?? '',
    ),
  // An infinitive in "-en", "-ern" or "-eln" („Sicht verbessern: Die Taste …“: two blind readers of local-72), or
  // nouns only, joined by „und“ or „oder“ („Umluft und Frischluft: …“): a German verb after the first word is in
  // lower case („Preußen ging voran: …“).
  de: (words) =>
    /^\p{Ll}+(?:en|ern|eln)$/u.test(words.at(-1) ?? '') ||
    /^(?:Die|Der|Das|Vor|Nach|Beim|Zum|Zur|Im|Bei|Ihr|Ihre)$/u.test(words[0] ?? '') ||
    words.slice(1).every((word) => /^(?:\p{Lu}|und$|oder$)/u.test(word)),
  // A plural noun ("Sık karşılaşılan sorunlar": two blind readers of local-63 and two of local-64 saw it left on a
  // sentence) ends as an aorist does, in "-ar"/"-er", after an "l".
  tr: (words) =>
    !words.some((word) => /(?:[dt][ıiuü]|yor|[aeıioöuü]r|m[ıiuü]ş|[dt][ıiuü]r)$/u.test(word) && !/l[ae]r$/u.test(word)),
};
/**
 * The lead of a list, of any length, before a colon ("Ön paneldeki tuşlar şunlardır: ‘MOD’ tuşu …", "The buttons are
 * as follows: …", „Es gibt folgende Modi: …“): it announces what follows and says nothing itself (two blind readers
 * each of local-63 and local-64 failed the Turkish one for it).
 */
const LIST_LEAD =
  /^[^:.!?]{0,80}?(?<![\p{L}])(?:şunlardır|şunlar|şöyledir|şöyle sıralanır|aşağıdaki gibidir|as follows|the following|folgende\p{L}*|Folgendes|wie folgt)(?![\p{L}])[^:.!?]{0,40}:\s+/iu;
const leadLabelLength = (text: string, language: ContentLanguage): number => {
  const fixed = LEAD_LABEL.exec(text) ?? LIST_LEAD.exec(text);
  if (fixed !== null) return fixed[0].length;
  const heading = LEAD_HEADING.exec(text);
  // An example's lead („Ein Beispiel: Lena legt 1.000 Euro an …“) stays: it tells the sentence's figures are an
  // example's, which are not asked.
  if (heading === null || CLAUSE_VERB.test(heading[0]) || /beispiel|example|örnek/iu.test(heading[0])) return 0;
  const words = heading[0].replace(/:\s*$/u, '').split(/\s+/u);
  return words.length === 1 || HEADING_SHAPE[language](words) ? heading[0].length : 0;
};

/**
 * German verbs that take „gegen“, with which „dagegen“ stands for something said before („Die Anwohner protestierten
 * dagegen“, „sprach sich dagegen aus“, „etwas dagegen tun“) and does not only set a sentence against it.
 */
const AGAINST_VERB =
  /(?<![\p{L}])(?:protest\p{L}*|stimm\p{L}*|gestimmt|wehr\p{L}*|gewehrt|klag\p{L}*|geklagt|vorgeh\p{L}*|vorzugehen|vorgegangen|sprach|sprachen|spricht|sprechen|ausgesprochen|tun|tut|tat|taten|getan|unternehm\p{L}*|unternommen|hilft|helfen|half|geholfen|kämpf\p{L}*|gekämpft|demonstr\p{L}*|Einspruch|Widerspruch|Einwände|einzuwenden|haben|hat|hatte|hatten)(?![\p{L}])/u;
/** An English introductory phrase of time or place before a comma ("Since the 1750s, however, …", "Across oceans, …"). */
const EN_INTRODUCTION =
  /^\W*(?:since|for|across|in|at|on|after|before|during|by|until|from|over|under|within|throughout|today|now|later|then)\s/iu;
/**
 * A sentence without the words that only set it against the one before („Das passive Wahlrecht ist dagegen das Recht,
 * …“, „Stärke hingegen ist …“, "A drought, by contrast, is …", "However, farming also brought …"), which it does not
 * need to say what it says: asked with them, they point at a sentence the player does not see (two blind readers of
 * local-58 failed "‘Clear data’, in contrast, resets the app completely"); dropped for them, four German definitions
 * of „dagegen“ that blind readers of local-43 and local-44 had passed 4 of 4 were lost. A German „dagegen“ that stands
 * for something (the first word, the last, or with a verb that takes „gegen“: „protestierten dagegen“) stays, and the
 * sentence is not asked. Turkish sets a topic against another with "ise", which its statements leave out.
 */
export const withoutContrast = (text: string, language: ContentLanguage): string => {
  if (language === 'de')
    return AGAINST_VERB.test(text)
      ? text
      : text.replace(/(?<=\S)\s+(?:dagegen|hingegen)(?=\s+[^\s,;:.!?]+\s+\S)/gu, '');
  if (language !== 'en') return text;
  const opening = /^(\W*)(?:however|in contrast|by contrast|on the other hand),\s+(\p{L})/iu.exec(text);
  const rest =
    opening === null
      ? text
      : `${opening[1]}${(opening[2] as string).toLocaleUpperCase('en')}${text.slice(opening[0].length)}`;
  return rest.replace(/,\s+(?:however|in contrast|by contrast|on the other hand),(?=\s)/giu, (_, at: number) =>
    EN_INTRODUCTION.test(rest.slice(0, at)) ? ',' : '',
  );
};

export const collectUnits = (passages: readonly Passage[], language: ContentLanguage): Omit<Unit, 'terms' | 'keys'>[] =>
  passages.flatMap((passage) =>
    splitSentences(passage.text, language).map((sentence) => {
      const label = leadLabelLength(sentence.text, language);
      const text = withoutContrast(sentence.text.slice(label), language);
      return {
        text,
        start: passage.start + sentence.start + label,
        end: passage.start + sentence.end,
        passage,
        words: text.split(/\s+/).length,
        stems: new Set(contentTerms(text, language)),
      };
    }),
  );

export const buildLexicon = (raw: Omit<Unit, 'terms' | 'keys'>[], language: ContentLanguage): Lexicon => {
  const tokenLists = raw.map((unit) => tokensOf(unit.text));
  const midCaps = new Set<string>();
  raw.forEach((unit, u) => {
    if (!isProse(unit)) return;
    for (const token of tokenLists[u] as Token[])
      if (isCapitalised(token.base) && !isClauseStart(unit.text, token.from)) midCaps.add(foldCase(token.base));
  });
  const lexicon: Lexicon = {
    units: [],
    names: new Map(),
    numbers: new Map(),
    words: new Map(),
    sentenceKeys: new Set(),
    stemFrequency: new Map(),
  };
  const drafts = raw.map((unit, u) => {
    const tokens = tokenLists[u] as Token[];
    const full: Unit = {
      ...unit,
      terms: [],
      keys: new Set(tokens.flatMap((t) => [foldCase(t.base), foldCase(t.surface)])),
    };
    lexicon.units.push(full);
    lexicon.sentenceKeys.add(optionKey(oneLine(unit.text)));
    for (const stem of unit.stems) lexicon.stemFrequency.set(stem, (lexicon.stemFrequency.get(stem) ?? 0) + 1);
    return { full, terms: isProse(unit) ? extractTerms(unit, tokens, language, midCaps) : [] };
  });
  for (const { full, terms } of drafts)
    for (const term of terms) {
      if (term.kind === 'number') lexicon.numbers.set(term.key, parseInt(term.base, 10));
      else if (term.kind === 'name') {
        const entry = lexicon.names.get(term.key) ?? {
          surface: term.base,
          count: 0,
          articles: new Set<string>(),
          articleCounts: new Map<string, number>(),
          contexts: new Set<string>(),
          units: new Set<Unit>(),
        };
        entry.count += 1;
        if (term.article !== null) {
          entry.articles.add(term.article);
          entry.articleCounts.set(term.article, (entry.articleCounts.get(term.article) ?? 0) + 1);
        }
        for (const context of term.context) entry.contexts.add(context);
        entry.units.add(full);
        lexicon.names.set(term.key, entry);
      } else {
        const entry = lexicon.words.get(term.key) ?? { surface: term.base, count: 0, units: new Set<Unit>() };
        entry.count += 1;
        entry.units.add(full);
        lexicon.words.set(term.key, entry);
      }
    }
  const n = Math.max(1, raw.length);
  const tfidf = (entry: WordEntry) =>
    (1 + Math.log(entry.count)) * Math.log(1 + n / entry.units.size) * Math.min(1, entry.surface.length / 9);
  const top = Math.max(1e-9, ...[...lexicon.words.values()].map(tfidf));
  for (const { full, terms } of drafts) {
    const weighted = terms.map((term): Term => {
      if (term.kind === 'word') return { ...term, weight: tfidf(lexicon.words.get(term.key) as WordEntry) / top };
      if (term.kind === 'name') return { ...term, weight: Math.min(1, (lexicon.names.get(term.key)?.count ?? 1) / 4) };
      return { ...term, weight: 0.6 };
    });
    // The two most distinctive words of a sentence are enough candidates for it; a short source, with few
    // sentences, offers four, so that enough of them find three distractors of their class.
    const words = weighted
      .filter((t) => t.kind === 'word')
      .sort((a, b) => b.weight - a.weight)
      .slice(0, raw.length < 40 ? 4 : 2);
    // A month or weekday written in lower case (Turkish "eylül") is a date, whatever its rarity.
    full.terms = weighted.filter((t) => t.kind !== 'word' || words.includes(t) || isCalendarWord(t.base, language));
  }
  return lexicon;
};
