/**
 * Cause, condition and consequence: a sentence whose two clauses say what happens when, or why ("If the rains are too
 * heavy, rivers burst their banks", "Wenn die Außentemperatur fällt, ertönt die Frostwarnung", "Hava ısınınca kar
 * erir", "Low is recommended, because High may lock ordinary clips"). The question gives the first part and asks how
 * the text goes on; the wrong options are what the text says happens under its other conditions, or its other
 * reasons: statements of the same kind, plausible, and wrong only because the text says otherwise. Strict readers
 * asked for exactly this of a one-word blank ("the idea, that the council funds twenty more clocks, is not tested").
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { englishClass } from '../../../domain/content/word-classes';
import { foldCase } from '../../../domain/content/language';
import { oneLine } from './terms';

/**
 * The words of a clause that lean on something outside it ("they", "them", "it"), lower-cased: offered as the
 * continuation of another sentence, "it becomes an introduced species" or "one of them usually loses" point at
 * nothing in its lead (two blind readers of local-38).
 */
export const pointingWords = (clause: string, language: ContentLanguage): Set<string> =>
  new Set([...clause.matchAll(POINTING_ALL[language])].map((match) => match[0].trim().toLowerCase()));

export interface ClauseSplit {
  /** The part the question quotes, ending before what is asked ("If the rains are too heavy,"). */
  lead: string;
  /** What is asked: the consequence, or the reason, without its final stop. */
  answer: string;
  /** A consequence of a condition or a time ("what happens"), or a reason ("why"). */
  kind: 'consequence' | 'reason';
  /** An instruction ("back up your EVENT folder", "drücken Sie", "yeniden başlatın") rather than a statement. */
  instruction: boolean;
}

/** Words that point back at what the sentence before named: a clause with one does not say what it is about. */
const POINTING: Record<ContentLanguage, RegExp> = {
  en: /(?:^|\s)(?:it|this|these|those|they|them|he|she|him|nothing|none|neither|both)(?=\s|[,.;]|$)/iu,
  de: /(?:^|\s)(?:es|er|sie|ihn|ihm|dies|diese|dieser|dieses|diesen|diesem|dort|dabei|dann|damit|dadurch|davon|nichts|beides|keines)(?=\s|[,.;]|$)|^(?:Er|Es|Dies\p{L}*|Dort|Dabei|Damit|Dadurch)\s|^Sie\s+(?:ist|war|wird|hat|kann|muss)\s/u,
  tr: /(?:^|\s)(?:bu|şu|o|bunun|bunu|buna|bunlar|bunları|onun|onu|ona|onlar|onları|burada|orada|böyle|bunda|hiçbiri|hepsi|ikisi|bunlardan)(?=\s|[,.;]|$)/iu,
};

/** POINTING, every match of a clause. */
const POINTING_ALL = Object.fromEntries(
  Object.entries(POINTING).map(([language, pattern]) => [language, new RegExp(pattern.source, `${pattern.flags}g`)]),
) as Record<ContentLanguage, RegExp>;

const LEAD: Record<'en' | 'de', RegExp> = {
  en: /^(?:if|when|whenever|once|as soon as|as long as|unless|because|after|before)\s/iu,
  de: /^(?:wenn|sobald|falls|sofern|solange|weil|da|nachdem|bevor)\s/iu,
};
const TRAILING: Record<ContentLanguage, RegExp> = {
  en: /,?\s(?:because|so that)\s/iu,
  de: /,\s(?:weil|da|damit|sodass)\s/u,
  tr: /,?\s(?:çünkü)\s/u,
};
/** A word after which a clause does not end: a conjunction, a relative or a preposition opening a list or an aside. */
const CONTINUES: Record<'en' | 'de', RegExp> = {
  en: /^(?:and|or|but|which|who|whose|where|such as|for example|including|especially|like|as|from|to|of|in|on|at|by|with|\d)\b/iu,
  de: /^(?:und|oder|aber|sowie|der|die|das|den|dem|des|welche\p{L}*|wie|als|dass|z\.|etwa|vor|nach|von|mit|bei|im|am|in|an|auf|\d)\b/iu,
};

/** Words an English statement opens with, which are no instruction's verb. */
const OPENS_STATEMENT = new Set(
  'the a an its their his her your our my this these those it they he she we you there each every some many most all no more less only both any one two'.split(
    ' ',
  ),
);

/** Whole words, a few to read on a phone: neither a fragment nor a paragraph. */
const fits = (clause: string) => {
  const words = clause.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words >= 3 && words <= 16 && clause.length <= 110;
};

const stripStop = (text: string) => text.replace(/\s*[.!]+["'”’»]?$/u, '').trim();

/** Turkish converbs that end a clause of condition or time: "-ınca", "-dığında", "-ırsa", "-dıktan sonra". */
const TR_CONVERB =
  /^(.+?\s\p{L}+(?:[yı]?[ıiuü]nc[ae]|[dt][ıiuü]ğ[ıiuü]nd[ae]|[dt][ıiuü]kl[ae]r[ıi]nd[ae]|[ıiuüae]?rs[ae]|m[ae]zs[ae]|[dt][ıiuü]kt[ae]n\s+sonra|[dt][ıiuü]ğ[ıiuü]\s+için)),?\s+(.+)$/u;

const english = (sentence: string): ClauseSplit | null => {
  if (LEAD.en.test(sentence)) {
    // The first comma after which a main clause starts.
    for (const comma of sentence.matchAll(/,\s+/gu)) {
      const at = comma.index;
      const lead = sentence.slice(0, at + 1);
      const rest = stripStop(sentence.slice(at + comma[0].length)).replace(/^then\s+/iu, '');
      if (CONTINUES.en.test(rest)) continue;
      // "Since 2024, …", "After two years, …": a time, not a condition.
      if (!/\s\p{L}+\s+\p{L}+/u.test(lead)) return null;
      const first = rest.split(/\s+/u)[0] ?? '';
      // "check that …", "restart the tablet": a verb first, or a word of no known class that no statement opens with.
      const known = englishClass(first);
      const instruction =
        /^\p{Ll}/u.test(first) &&
        (known === 'verb' || (known === null && !/(?:s|ed|ing)$/u.test(first) && !OPENS_STATEMENT.has(first)));
      return { lead, answer: rest, kind: /^because\s/iu.test(sentence) ? 'reason' : 'consequence', instruction };
    }
    return null;
  }
  return trailingReason(sentence, 'en');
};

const german = (sentence: string): ClauseSplit | null => {
  if (LEAD.de.test(sentence)) {
    for (const comma of sentence.matchAll(/,\s+/gu)) {
      const at = comma.index;
      const rest = stripStop(sentence.slice(at + comma[0].length)).replace(/^(?:dann|so)\s+/u, '');
      // The main clause after a subordinate one opens with its finite verb ("ertönt die Frostwarnung").
      if (CONTINUES.de.test(rest) || !/^\p{Ll}/u.test(rest)) continue;
      const words = rest.split(/\s+/u);
      const instruction = /^(?:Sie)$/u.test(words[1] ?? '');
      return {
        lead: sentence.slice(0, at + 1),
        answer: rest,
        kind: /^(?:weil|da)\s/iu.test(sentence) ? 'reason' : 'consequence',
        instruction,
      };
    }
    return null;
  }
  return trailingReason(sentence, 'de');
};

/** Postpositions that end like a converb ("gece boyunca", "inşaat süresince"). */
const TR_NOT_CONVERB = /(?:boyunca|süresince|uyarınca|sonunca|yönünce)$/u;
/** A verb of saying ends reported speech ("… işlendiğini belirtti"): what was said, not what the text explains. */
const TR_SAYING = /\s(?:belirtti|söyledi|açıkladı|istedi|dedi|ifade etti|vurguladı|bildirdi|kaydetti|anlattı)$/u;

const turkish = (sentence: string): ClauseSplit | null => {
  const match = TR_CONVERB.exec(sentence);
  if (match !== null) {
    const lead = match[1] as string;
    // A contrast's "ise" after the converb belongs to neither clause ("… soğuduğunda ise bazalt … oluşur": a blind
    // reader of local-42 read "ise bazalt gibi …" offered as a continuation).
    const answer = stripStop(match[2] as string).replace(/^(?:ise|de|da)\s+/u, '');
    if (TR_NOT_CONVERB.test(lead) || /^(?:örneğin|mesela)\b/iu.test(lead) || TR_SAYING.test(answer)) return null;
    const last = /(\p{L}+)$/u.exec(answer)?.[1] ?? '';
    return {
      lead: /,$/u.test(sentence.slice(0, lead.length + 1)) ? `${lead},` : lead,
      answer,
      kind: /için$/u.test(lead) ? 'reason' : 'consequence',
      // "yeniden başlatın", "seçin": the polite imperative, at the end or before a comma ("… emin olun, çünkü …":
      // offered among statements it read as lifted from a manual's troubleshooting, two blind readers of local-36).
      instruction:
        (/[^aeıioöuü][ıiuü]n$|[ıiuü]n[ıiuü]z$/u.test(last) && !/[dt][ıiuü]r$/u.test(last)) ||
        /\p{L}{2,}(?:[^aeıioöuü][ıiuü]n|[ıiuü]n[ıiuü]z),\s/u.test(answer),
    };
  }
  return trailingReason(sentence, 'tr');
};

/** "…, because X." / "…, weil X." / "…, çünkü X.": the reason is asked. */
const trailingReason = (sentence: string, language: ContentLanguage): ClauseSplit | null => {
  const match = TRAILING[language].exec(sentence);
  if (match === null || match.index < 12) return null;
  // German "Sie haben dicke Wände, weil …": "they" of the sentence before, not the reader.
  if (language === 'de' && /^Sie\s/u.test(sentence)) return null;
  return {
    lead: sentence.slice(0, match.index + match[0].length).trimEnd(),
    answer: stripStop(sentence.slice(match.index + match[0].length)),
    kind: /(?:so that|sodass|damit)\s*$/iu.test(match[0]) ? 'consequence' : 'reason',
    instruction: false,
  };
};

/**
 * The form of a Turkish clause's last word, the predicate: a general present ("erir", "kazanır", "erimektedir"), a
 * copula ("zordur", "yüksektir"), a perfect ("oluşmuştur"), a past ("oluştu") or another. A continuation of
 * another form reads as lifted from elsewhere: "Yağmur suyu … aldığında …" among "yüzeyde su bulmak zordur" was
 * no sentence to a blind reader of local-34.
 */
export const turkishPredicateForm = (clause: string): string => {
  const last = foldCase(/(\p{L}+)\P{L}*$/u.exec(clause)?.[1] ?? '');
  if (/m[ıiuü]şt[ıiuü]r$/u.test(last)) return 'perfect';
  if (/m[ae]kt[ae]d[ıiuü]r$/u.test(last)) return 'present';
  if (/[dt][ıiuü]r$/u.test(last)) return 'copula';
  if (/yor$|m[ae]z$|[ıiuüae]r$/u.test(last)) return 'present';
  if (/[dt][ıiuü]$|[dt][ıiuü]l[ae]r$/u.test(last)) return 'past';
  return 'other';
};

/**
 * The sentence split into what is given and what is asked, or null: a sentence of no such form, a part that points
 * back at the sentence before ("When it is triggered, …"), or a part too short or too long to be an option.
 */
export const splitClauses = (text: string, language: ContentLanguage): ClauseSplit | null => {
  const sentence = oneLine(text);
  // A quotation's inner sentence is not the text's own claim.
  if (/["„“”«»]/u.test(sentence) || /[?:;]/u.test(sentence)) return null;
  const split = language === 'en' ? english(sentence) : language === 'de' ? german(sentence) : turkish(sentence);
  // A lead of a few words at least ("Su ısıtılınca": Turkish says in two what English says in three).
  if (split === null || !fits(split.answer) || split.lead.split(/\s+/u).length < (language === 'tr' ? 2 : 3))
    return null;
  if (POINTING[language].test(split.lead.replace(TRAILING[language], ' '))) return null;
  return split;
};
