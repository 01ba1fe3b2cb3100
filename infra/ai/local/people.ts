/**
 * People named in an English or German source ("Owen Mabry", "Jürgen Albrecht"): a full name is asked among the
 * source's other people, never among places, firms or things (a reader fails "Birmingham" as a teacher's name).
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { STOP_WORDS, escapeRegExp, foldCase } from '../../../domain/content/language';
import { isCalendarWord } from './distractors';
import type { Lexicon } from './lexicon';
import { DETERMINERS, isProse, oneLine } from './terms';

/**
 * Words that make a capitalised pair a place, an institution, a product or an event, not a person (a rail operator,
 * "Westmere Rail", and a village, "Little Penford", among people failed two blind readers of local-44; "Westmere
 * Police" two of local-52; a street, "Foxley Close", among people and people among it four verdicts of local-61; a vehicle,
 * "Land Rover", two of local-65 and local-66; a charity, "Ashcombe Hospice", two of local-75; a recreation ground,
 * "Copley Fields", and a spa town, „Bad Almsfeld“, two each of local-78).
 */
const NOT_PERSON =
  /^(?:school|college|university|academy|centre|center|hall|street|road|avenue|lane|square|close|way|drive|terrace|grove|mews|parade|row|walk|gasse|damm|ufer|park|bay|river|lake|mount|valley|point|head|cape|harbour|harbor|island|isle|beach|cliff|cove|hill|hills|heath|moor|vale|field|fields|ridge|meadow|meadows|downs|heights|crescent|wharf|docks|weir|springs|wood|woods|forest|port|quay|pier|lighthouse|castle|abbey|tower|city|town|county|council|club|team|company|group|museum|hospital|station|airport|bridge|church|market|library|exhibition|festival|award|cup|league|ltd|inc|gmbh|ag|sound|radio|fm|tv|news|times|gazette|press|cross|green|farm|gardens|house|court|theatre|theater|cinema|stadium|arena|trust|foundation|society|association|hospice|hospiz|charity|fund|appeal|bank|union|stiftung|sparkasse|genossenschaft|partnership|network|studio|studios|records|schule|gymnasium|universität|hochschule|straße|strasse|platz|weg|allee|park|see|fluss|berg|stadt|gemeinde|verein|rat|amt|halle|markt|bibliothek|museum|bahnhof|kirche|klinik|krankenhaus|zentrum|messe|preis|pokal|north|south|east|west|nord|süd|ost|new|neue|neuer|neues|saint|sankt|st|bad|rail|railway|railways|police|polizei|fire|ambulance|feuerwehr|rescue|airways|airlines|buses|coaches|trains|transport|water|energy|homes|motors|services|systems|little|great|upper|lower|nether|rover|van|vans|truck|trucks|lorry|cars)$/u;
/** A word that, right before a name's surname alone, makes it a place ("in Köln", "nach Albrecht" is rare enough). */
const BEFORE_PLACE = /^(?:in|at|to|from|near|of|the|im|in|nach|aus|von|bei|der|die|das|dem|den|des|zum|zur|am|ins)$/u;
/**
 * The few of BEFORE_PLACE that stand before a place and never before a person: "in Kelbridge", "nach Hollenbrück" (not
 * "by", "von", "bei": a person's too). A surname the text puts after one is a place's name.
 */
const LOCATIVE = /^(?:in|nach|near|im)$/u;
/** Verbs of saying, and relative pronouns of people: a name beside them is a person's. */
const SPEECH = {
  en: /\b(?:said|says|told|explained|explains|added|adds|recalled|recalls|admitted|warned|promised|hopes|who)\b/u,
};

/** Titles and roles before an English name ("Mr Mabry", "coach Dana Whitfield"). */
const TITLE =
  /^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Professor|Sir|Dame|Lord|Lady|Captain|Coach|Chief|Mayor|Councillor|Headteacher|Principal|Frau|Herr|Doktor)$/u;
/**
 * A German role noun before a name: "Bürgermeisterin", "Gemüsehändler", "Marktmeisterin", "Trainer", "Ärztin". A
 * woman's role ends in "-in" after a role's ending, not any "-in": „Schützenverein Hubertus Hollenbrück 1874“, a club
 * read as a woman's role before a name, put the club among people (two blind readers of local-52 and two of local-53).
 * A scientist's in "-login" ("Paläontologin", "Biologin"; "Biologe" a man's): „der Paläontologin Dr. _____“ was asked
 * among a man's name, given away to two blind readers of local-56.
 */
const ROLE_DE =
  /^\p{Lu}\p{Ll}*(?:(?:er|or|ent|eur|ist|ant|at|og|zt|meister|leiter|chef|rät|sprecher|präsident|direktor)in|er|or|ent|eur|ist|oge|meister|leiter|chef|frau|mann|rat|sprecher|präsident|direktor)$/u;
const SPEECH_WORD =
  /^(?:said|says|told|explained|added|sagte|sagt|erklärte|erklärt|betont|betonte|meint|meinte|ergänzte|ergänzt)$/u;
const NAME_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
/** What the text says after a name run: an age, "who" (English) or a relative pronoun (German), or a bracket. */
const APPOSITION: Record<'en' | 'de', RegExp> = {
  en: /^\s*(?:,\s*(?:\d{1,3}(?=\s*(?:,|\)|$|years?\b))|who\b)|\()/u,
  de: /^\s*(?:,\s*(?:\d{1,3}(?=\s*(?:,|\)|$|Jahre\b))|der\b|die\b)|\()/u,
};
/**
 * A word for a band, a firm or a place right before a name run: the run is its name, no person's ("the folk trio
 * Marsh Lantern, who played …", „im Ortsteil Grünbach“: two blind readers of local-78 saw a trio asked among people).
 */
const GROUP_BEFORE =
  /^(?:trio|duo|quartet|quintet|band|group|choir|ensemble|orchestra|firm|company|charity|brand|label|shop|bakery|café|cafe|pub|restaurant|village|town|quartett|gruppe|chor|orchester|firma|marke|laden|ortsteil|ort|dorf|stadt|gemeinde)$/iu;
/**
 * An English role right before a name, a comma between them or none ("According to its secretary, Margaret Ellison,
 * …", "head coach Dana Whitfield"): a person's name. (A figure after the name is no age where a noun follows it: ", 131
 * people are on the waiting list".)
 */
const ROLE_BEFORE_EN =
  /(?<![\p{L}])(?:secretary|chair|chairman|chairwoman|chairperson|manager|owner|director|spokesperson|spokesman|spokeswoman|founder|president|treasurer|organiser|organizer|headteacher|coach|captain|warden|curator|leader|landlord|landlady|vicar|nurse|paramedic|teacher|farmer|author|artist|engineer),?\s+$/iu;
/** A preposition of place right before a name run: a place's name ("at Copley Fields", „in Bad Almsfeld“). */
const AT_PLACE = { en: /(?:^|\s)(?:at|in|near)\s+$/u, de: /(?:^|\s)(?:in|nach|nahe)\s+$/u };
/** A number right before a run ("aus zwölf Kilometern Entfernung"): a measure, not a name. */
const COUNT_BEFORE =
  /(?:\d|\b(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|two|three|four|five|six|seven|eight|nine|ten))\s+$/iu;
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
    if (language === 'de' && ROLE_DE.test(word))
      return /in$/u.test(word) && !/(?:Medizin|Termin)$/u.test(word) ? 'f' : 'm';
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

const capital = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);

/**
 * Where each word of a source stands, read once: the words seen right after an article, how often a word stands
 * alone (without a place word before it, "in Köln", or a capitalised word beside it), and the words beside a verb of
 * saying.
 */
const wordIndex = (texts: readonly string[]) => {
  const afterArticle = new Set<string>();
  const unplaced = new Map<string, number>();
  const spoken = new Set<string>();
  const placed = new Set<string>();
  for (const text of texts) {
    const list = text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word !== '');
    list.forEach((word, i) => {
      const before = list[i - 1];
      if (before !== undefined && DETERMINERS.has(foldCase(before))) afterArticle.add(word);
      // Alone: after no place word and no other capitalised word, and before none ("All Markup", "No Markup" make
      // no "Markup" a surname: "Simple Markup" and "Lock Tracking", views of a manual, were asked among people).
      if ((before === undefined || (!BEFORE_PLACE.test(foldCase(before)) && !capital(before))) && !capital(list[i + 1]))
        unplaced.set(word, (unplaced.get(word) ?? 0) + 1);
      if (SPEECH_WORD.test(before ?? '') || SPEECH_WORD.test(list[i + 1] ?? '')) spoken.add(word);
      if (before !== undefined && LOCATIVE.test(before) && !capital(list[i + 1])) placed.add(word);
    });
  }
  return {
    afterArticle,
    spoken,
    /** Words right after "in" or "nach" and before no capitalised word: places ("nach Hollenbrück", "in Kelbridge"). */
    placed,
    /** Occurrences of a surname on its own: not after its first name or any capitalised word, not after a place word. */
    alone: (surname: string) => unplaced.get(surname) ?? 0,
  };
};

/**
 * The people of a source, by their full names: a capitalised pair whose first word never follows an article and whose
 * surname stands alone elsewhere (not after a preposition or an article: "sagt Albrecht", not "in Köln"), or that
 * stands beside a verb of saying.
 */
export const findPeople = (lexicon: Lexicon, language: ContentLanguage): Person[] => {
  if (language === 'tr') return [];
  // Sentences only: a headline's capitals ("Pupils Paint 40-Metre Mural") name no one.
  const texts = lexicon.units.filter(isProse).map((unit) => oneLine(unit.text));
  const index = wordIndex(texts);
  const found = new Map<string, Person>();
  const surnames = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(RUN)) {
      const run = match[0].split(/\s+/u);
      if (run.length > 3) continue;
      const [given, surname] = run.slice(-2) as [string, string];
      if (!isNameWord(given, language) || !isNameWord(surname, language) || TITLE.test(given)) continue;
      const name = `${given} ${surname}`;
      if (found.has(name) || surnames.has(surname)) continue;
      // A first name never follows an article: "die Stadt Köln" is no person.
      if (index.afterArticle.has(given)) continue;
      const before = text.slice(0, match.index);
      // Nor a preposition fused with one ("vom Büro Grünform", "im Haus Sonnenhof", "zur Alten Mühle": a firm, a
      // place; a blind reader of local-25 saw the firm offered among people).
      if (language === 'de' && /(?:^|\s)(?:vom|im|am|beim|zum|zur|ins|ans)\s+$/iu.test(before)) continue;
      // Nor the second part of a firm's name ("Pryce & Ward Meats"), nor a name that "which" follows, not "who" (two
      // blind readers of local-77 saw "Ward Meats" offered among people, and asked as one).
      const after = text.slice(match.index + match[0].length);
      if (/[&+]\s*$/u.test(before) || (language === 'en' && /^\s*,\s*which\s/u.test(after))) continue;
      if (AT_PLACE[language].test(before)) continue;
      const lead = run.length === 3 ? (run[0] as string) : (/(\p{L}+)\.?\s+$/u.exec(before)?.[1] ?? '');
      if (GROUP_BEFORE.test(lead)) continue;
      // A title or a role right before ("Mr", "Bürgermeisterin Helga Sommerfeld"), an age or "who" after.
      const titled = TITLE.test(lead) || (language === 'de' ? ROLE_DE.test(lead) : ROLE_BEFORE_EN.test(before));
      if (run.length === 3 && !titled) continue;
      const apposition = APPOSITION[language].test(after);
      // English writes common nouns in lower case: a surname standing alone is a person's. German capitalises every
      // noun: there the surname alone counts only beside a verb of saying ("sagt Albrecht").
      const alone = language === 'en' ? index.alone(surname) > 0 : index.spoken.has(surname);
      // A verb of saying anywhere in the sentence is enough in English only ("aus zwölf Kilometern Entfernung", sagte
      // er: German nouns come in capitalised pairs).
      const said = language === 'en' && SPEECH.en.test(text);
      if ((!titled && !apposition && !alone && !said) || COUNT_BEFORE.test(before)) continue;
      // A year right after it is a club's or a firm's founding („Hubertus Hollenbrück 1874“), and a surname the text
      // puts after "in" or "nach" a place („nach Hollenbrück“).
      if (/^\s+1\d{3}(?!\d)/u.test(after) || index.placed.has(surname)) continue;
      const role =
        run.length === 3
          ? [run[0] as string]
          : [...before.matchAll(/(\p{L}+)\.?\s+/gu)].slice(-2).map((m) => m[1] as string);
      found.set(name, { name, surname, gender: genderOf(role, language) });
      surnames.add(surname);
    }
  // English: where no title says, the pronoun the text uses of the person ("Harold Benning, 82, said he …").
  if (language === 'en')
    for (const person of found.values()) if (person.gender === null) person.gender = pronounGender(texts, person);
  return [...found.values()];
};

/**
 * The gender of the first "he"/"his"/"him" or "she"/"her" after a person's name in the sentence that names them,
 * before another person's name; none when the text says neither or both.
 */
const pronounGender = (texts: readonly string[], person: { name: string; surname: string }): 'f' | 'm' | null => {
  const heard = new Set<'f' | 'm'>();
  for (const text of texts) {
    const at = text.indexOf(person.name);
    if (at < 0) continue;
    const gender = firstPronounGender(text.slice(at + person.name.length), ANOTHER_NAME);
    if (gender !== null) heard.add(gender);
  }
  return heard.size === 1 ? ([...heard][0] as 'f' | 'm') : null;
};

/** Another person's full name: a pronoun after it may be theirs. */
const ANOTHER_NAME = /\s\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+/u;

/** The gender of the first English third-person pronoun in `text` before `end` ("… said he", "… his neighbour"). */
const firstPronounGender = (text: string, end: RegExp): 'f' | 'm' | null => {
  const pronoun = /\b(he|his|him|she|her|hers)\b/iu.exec(text.split(end)[0] ?? '')?.[1]?.toLowerCase();
  return pronoun === undefined ? null : /^(?:she|her|hers)$/u.test(pronoun) ? 'f' : 'm';
};

/**
 * The gender of the event a sentence names last before a blank ("In the women's open final, where 19-year-old _____
 * beat …", „im Finale der Damen siegte _____“): a man's name among the options of a women's final was ruled out at once
 * by two blind readers of local-70.
 */
const EVENT_GENDER = {
  en: /(?<![\p{L}])(?:(women|girls|ladies)['’]?s?|(men|boys)['’]?s?)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:(Frauen|Damen|Mädchen|Juniorinnen|Seniorinnen|Spielerinnen|Sportlerinnen)|(Männer|Herren|Jungen|Junioren|Senioren))/gu,
};
export const eventGenderBefore = (before: string, language: ContentLanguage): 'f' | 'm' | null => {
  if (language === 'tr') return null;
  const sentence = before.split(/[.;!?]/u).at(-1) ?? '';
  const last = [...sentence.matchAll(EVENT_GENDER[language])].at(-1);
  return last === undefined ? null : last[1] !== undefined ? 'f' : 'm';
};

/**
 * The gender a pronoun after a blank gives the person left out ("_____, who had been relying on his neighbour"), up to
 * the sentence's end or another person: the text's other people when known (a place of capitalised words, "the Anchor
 * Tea Rooms", is no person, and "his takings" after it still told two blind readers of local-36 who was asked), else
 * any two capitalised words.
 */
export const pronounAfter = (after: string, others?: readonly string[]): 'f' | 'm' | null =>
  firstPronounGender(
    after,
    others === undefined
      ? SENTENCE_END_OR_NAME
      : new RegExp(`[.;!?]${others.map((name) => `|${escapeRegExp(name)}`).join('')}`, 'u'),
  );
/** The end of the sentence, or another person's full name (ANOTHER_NAME). */
const SENTENCE_END_OR_NAME = new RegExp(`[.;!?]|${ANOTHER_NAME.source}`, 'u');

/**
 * The gender a German possessive after a blank gives the person left out ("_____ führt die Bäckerei seit 1988, wie
 * schon sein Vater": no woman's name, a blind reader of local-35 said). "ihr" may be a plural's, so only "sein" counts.
 * And an apposition or a relative clause right after it („sagte _____, die Sportabzeichen-Beauftragte des Vereins“:
 * the one woman among the options, two blind readers of local-82; „_____, der seit 1990 …“).
 */
export const germanPronounAfter = (after: string): 'm' | 'f' | null => {
  // A role, not the start of reported speech („sagte _____, die Kinder hätten …“): a noun of a person („-in“,
  // „-te“, „-de“, „-er“, „-or“) that ends the apposition or takes whose it is.
  const apposition =
    /^\s*(?:\(\d+\)\s*)?,\s*(die|der)\s+(?:[\p{L}-]+\s+)?\p{Lu}[\p{L}-]*(?:in|te|de|er|or)(?=\s*[,.;–]|\s+(?:des|der|von|vom|im|am|beim|aus|für)\s)/u.exec(
      after,
    );
  if (apposition !== null) return apposition[1] === 'die' ? 'f' : 'm';
  // A relative clause on a woman, after an age or not („sagt _____ (17), die die Hauptrolle spielt“: the one woman's
  // name but the teacher's among the options, two blind readers of local-85). Not on a man: a man's name was asked
  // among men whose gender the text does not tell, and passed.
  if (
    /^\s*(?:\(\d+\)\s*)?,\s*die\s+(?:die|der|das|den|dem|seit|im|am|als|mit|schon|selbst|bereits|noch)\s/u.test(after)
  )
    return 'f';
  return /\bsein(?:e|em|en|er|es)?\b/u.test(after.split(SENTENCE_END_OR_NAME)[0] ?? '') ? 'm' : null;
};

/** A name's last word ("Karakaya" of "Selin Karakaya"). */
export const surnameOf = (name: string): string => name.split(/\s+/u).at(-1) as string;

/**
 * Other people for a name, one of each family but the answer's: a name whose surname an earlier one has already is
 * left out where the answer has another ("Nurettin Aydemir" among "Rıza Karakaya", "Hüsnü Karakaya" and "Selin
 * Karakaya" was the odd one out to a blind reader of local-79). Those of the answer's family stay: the answer is one of
 * them.
 */
export const oneOfEachFamily = (answer: string, names: readonly string[]): string[] => {
  const familyOf = (name: string) => foldCase(surnameOf(name));
  const answers = familyOf(answer);
  const seen = new Set<string>();
  return names.filter((name) => {
    const family = familyOf(name);
    if (family === answers) return true;
    if (seen.has(family)) return false;
    seen.add(family);
    return true;
  });
};
