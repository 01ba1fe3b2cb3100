/**
 * People named in an English or German source ("Owen Mabry", "Jürgen Albrecht"): a full name is asked among the
 * source's other people, never among places, firms or things (a reader fails "Birmingham" as a teacher's name).
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { STOP_WORDS, foldCase } from '../../../domain/content/language';
import { isCalendarWord } from './distractors';
import type { Lexicon } from './lexicon';
import { oneLine } from './terms';

/** Words that make a capitalised pair a place, an institution, a product or an event, not a person. */
const NOT_PERSON =
  /^(?:school|college|university|academy|centre|center|hall|street|road|avenue|lane|square|park|bay|river|lake|mount|valley|city|town|county|council|club|team|company|group|museum|hospital|station|airport|bridge|church|market|library|exhibition|festival|award|cup|league|ltd|inc|gmbh|ag|schule|gymnasium|universität|hochschule|straße|strasse|platz|weg|allee|park|see|fluss|berg|stadt|gemeinde|verein|rat|amt|halle|markt|bibliothek|museum|bahnhof|kirche|klinik|krankenhaus|zentrum|messe|preis|pokal|north|south|east|west|nord|süd|ost|new|neue|neuer|neues|saint|sankt|st)$/u;
/** A word that, right before a name's surname alone, makes it a place ("in Köln", "nach Albrecht" is rare enough). */
const BEFORE_PLACE = /^(?:in|at|to|from|near|of|the|im|in|nach|aus|von|bei|der|die|das|dem|den|des|zum|zur|am|ins)$/u;
/** Verbs of saying, and relative pronouns of people: a name beside them is a person's. */
const SPEECH = {
  en: /\b(?:said|says|told|explained|explains|added|adds|recalled|recalls|admitted|warned|promised|hopes|who)\b/u,
};

const ARTICLE = /^(?:the|a|an|der|die|das|dem|den|des|ein|eine|einem|einen|einer|eines)$/u;
/** Titles and roles before an English name ("Mr Mabry", "coach Dana Whitfield"). */
const TITLE =
  /^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Professor|Sir|Dame|Lord|Lady|Captain|Coach|Chief|Mayor|Councillor|Headteacher|Principal|Frau|Herr|Doktor)$/u;
/** A German role noun before a name: "Bürgermeisterin", "Gemüsehändler", "Marktmeisterin", "Trainer". */
const ROLE_DE =
  /^\p{Lu}\p{Ll}*(?:in|er|or|ent|eur|ist|meister|leiter|chef|chefin|frau|mann|rat|rätin|sprecher|präsident|direktor)$/u;
const SPEECH_WORD =
  /^(?:said|says|told|explained|added|sagte|sagt|erklärte|erklärt|betont|betonte|meint|meinte|ergänzte|ergänzt)$/u;
const NAME_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
const RUN = /\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)+/gu;

export interface Person {
  name: string;
  surname: string;
  /** From the title or role before the name ("Mrs", "Bürgermeisterin", "Küchenleiter"); null when none says. */
  gender: 'f' | 'm' | null;
}

/** The grammatical gender a title or role before a name gives it, the nearest word first. */
export const genderOf = (before: readonly string[], language: ContentLanguage): 'f' | 'm' | null => {
  for (const word of [...before].reverse()) {
    if (/^(?:Mrs|Ms|Miss|Lady|Dame|Frau)$/u.test(word)) return 'f';
    if (/^(?:Mr|Sir|Lord|Herr)$/u.test(word)) return 'm';
    if (language === 'de' && ROLE_DE.test(word)) return /in$/u.test(word) && !/(?:Medizin|Termin)$/u.test(word) ? 'f' : 'm';
    if (!/^(?:Dr|Prof)$/u.test(word)) return null;
  }
  return null;
};

const isNameWord = (word: string, language: ContentLanguage) =>
  NAME_WORD.test(word) &&
  !STOP_WORDS[language].has(foldCase(word)) &&
  !NOT_PERSON.test(foldCase(word)) &&
  !/^(?:viele|einige|manche|alle|beide|millionen|tausende|hunderte|mehrere|wenige|many|some|several|both|all|most)$/u.test(
    foldCase(word),
  ) &&
  !isCalendarWord(word, language);

/**
 * The people of a source, by their full names: a capitalised pair whose first word never follows an article and whose
 * surname stands alone elsewhere (not after a preposition or an article: "sagt Albrecht", not "in Köln"), or that stands beside a
 * verb of saying.
 */
export const findPeople = (lexicon: Lexicon, language: ContentLanguage): Person[] => {
  if (language === 'tr') return [];
  const texts = lexicon.units.map((unit) => oneLine(unit.text));
  const words = texts.map((text) => text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word !== ''));
  const aloneCount = (word: string, partnerBefore: string | null) => {
    let count = 0;
    for (const list of words)
      list.forEach((w, i) => {
        if (w !== word) return;
        const before = list[i - 1];
        if (partnerBefore !== null && before === partnerBefore) return;
        if (before !== undefined && BEFORE_PLACE.test(foldCase(before))) return;
        count += 1;
      });
    return count;
  };
  const found = new Map<string, Person>();
  texts.forEach((text) => {
    for (const match of text.matchAll(RUN)) {
      const run = match[0].split(/\s+/u);
      if (run.length > 3) continue;
      const [given, surname] = run.slice(-2) as [string, string];
      if (!isNameWord(given, language) || !isNameWord(surname, language) || TITLE.test(given)) continue;
      const name = `${given} ${surname}`;
      if (found.has(name) || [...found.values()].some((person) => person.surname === surname)) continue;
      // A first name never follows an article: "die Stadt Köln" is no person.
      if (words.some((list) => list.some((w, i) => w === given && ARTICLE.test(foldCase(list[i - 1] ?? ''))))) continue;
      const rest = text.slice((match.index ?? 0) + match[0].length);
      const lead = run.length === 3 ? (run[0] as string) : (/(\p{L}+)\.?\s+$/u.exec(text.slice(0, match.index))?.[1] ?? '');
      // A title or a role right before ("Mr", "Bürgermeisterin Helga Sommerfeld"), an age or "who" after.
      const titled = TITLE.test(lead) || (language === 'de' && ROLE_DE.test(lead));
      if (run.length === 3 && !titled) continue;
      const apposition = new RegExp(`^\\s*(?:,\\s*(?:\\d+|${language === 'de' ? 'der|die' : 'who'})\\b|\\()`, 'u').test(rest);
      const speaks = (list: string[]) =>
        list.some((w, i) => w === surname && (SPEECH_WORD.test(list[i - 1] ?? '') || SPEECH_WORD.test(list[i + 1] ?? '')));
      // English writes common nouns in lower case: a surname standing alone is a person's. German capitalises every
      // noun: there the surname alone counts only beside a verb of saying ("sagt Albrecht").
      const alone = language === 'en' ? aloneCount(surname, given) > 0 : words.some(speaks);
      // A verb of saying anywhere in the sentence is enough in English only ("aus zwölf Kilometern Entfernung", sagte
      // er: German nouns come in capitalised pairs).
      const said = language === 'en' && SPEECH.en.test(text);
      if (!titled && !apposition && !alone && !said) continue;
      if (/(?:\d|\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|two|three|four|five|six|seven|eight|nine|ten))\s+$/iu.test(text.slice(0, match.index)))
        continue;
      const role =
        run.length === 3
          ? [run[0] as string]
          : [...text.slice(0, match.index).matchAll(/(\p{L}+)\.?\s+/gu)].slice(-2).map((m) => m[1] as string);
      found.set(name, { name, surname, gender: genderOf(role, language) });
    }
  });
  return [...found.values()];
};
