/**
 * Closed sets of words of one meaning in English, German and Turkish (seasons, compass points, planets, continents,
 * oceans, states of matter, gases, the Earth's layers, organs, blood vessels, organelles, metals, fuels). Units of time
 * are left out: "three _____ ago" among "seconds" and "decades" is absurd.
 * A word of a set is asked among the set's other members: distractors plausible by meaning, not only by grammar,
 * which is what strict readers asked of a one-word blank ("'strongest' would be the natural distractor", "the
 * distractors are places, not languages"). German members carry their gender (m, f, n) or number (p), so that the
 * article before the blank fits every option.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { escapeRegExp } from '../../../domain/content/language';

export interface SetMember {
  word: string;
  /** German grammatical gender or plural: "m", "f", "n", "p"; null where it does not matter. */
  gender: 'm' | 'f' | 'n' | 'p' | null;
}

/** "Sauerstoff:m Stickstoff:m …", members separated by "|" where they have spaces. */
const set = (members: string): SetMember[] =>
  members.split('|').map((entry) => {
    const [word, gender] = entry.trim().split(':') as [string, string | undefined];
    return { word, gender: (gender as SetMember['gender'] | undefined) ?? null };
  });

export const SEMANTIC_SETS: Record<ContentLanguage, SetMember[][]> = {
  en: [
    set('spring|summer|autumn|winter'),
    set('north|south|east|west'),
    set('Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune'),
    set('Africa|Asia|Europe|North America|South America|Australia|Antarctica'),
    set('Atlantic Ocean|Pacific Ocean|Indian Ocean|Arctic Ocean'),
    set('solid|liquid|gas'),
    set('oxygen|nitrogen|hydrogen|carbon dioxide|helium|methane'),
    set('crust|mantle|core'),
    set('heart|lungs|liver|kidneys|stomach|brain'),
    set('arteries|veins|capillaries'),
    set('nucleus|mitochondria|ribosomes|chloroplasts'),
    set('iron|copper|aluminium|gold|silver|zinc'),
    set('coal|crude oil|natural gas'),
  ],
  de: [
    set('Frühling:m|Sommer:m|Herbst:m|Winter:m'),
    set('Norden:m|Süden:m|Osten:m|Westen:m'),
    set('Merkur:m|Mars:m|Jupiter:m|Saturn:m|Uranus:m|Neptun:m'),
    set('Afrika:n|Asien:n|Europa:n|Nordamerika:n|Südamerika:n|Australien:n'),
    set('Atlantik:m|Pazifik:m|Indische Ozean:m'),
    set('fest|flüssig|gasförmig'),
    set('Sauerstoff:m|Stickstoff:m|Wasserstoff:m|Kohlenstoff:m'),
    set('Kohlendioxid:n|Helium:n|Methan:n|Ozon:n'),
    set('Erdkruste:f|Erdmantel:m|Erdkern:m'),
    set('Herz:n|Gehirn:n'),
    set('Lunge:f|Leber:f|Niere:f|Milz:f'),
    set('Arterien:p|Venen:p|Kapillaren:p'),
    set('Mitochondrien:p|Ribosomen:p|Chloroplasten:p'),
    set('Eisen:n|Kupfer:n|Aluminium:n|Gold:n|Silber:n|Zink:n|Blei:n|Zinn:n'),
    set('Kohle:f|Erdöl:n|Erdgas:n'),
  ],
  tr: [
    set('ilkbahar|yaz|sonbahar|kış'),
    set('kuzey|güney|doğu|batı'),
    set('Merkür|Venüs|Mars|Jüpiter|Satürn|Uranüs|Neptün'),
    set('Afrika|Asya|Avrupa|Kuzey Amerika|Güney Amerika|Avustralya|Antarktika'),
    set('katı|sıvı|gaz'),
    set('oksijen|azot|hidrojen|karbondioksit|helyum|metan'),
    set('kalp|akciğer|karaciğer|böbrek|mide|beyin'),
    set('atardamar|toplardamar|kılcal damar'),
    set('mitokondri|ribozom|kloroplast'),
    set('demir|bakır|alüminyum|altın|gümüş|çinko|kurşun|kalay'),
    // Fossil fuels: "natural gas" a fuel's name, no state of matter („doğal katı“ for „doğal gaz“ was no Turkish to
    // two blind readers of local-78). Not petrol or diesel, which name cars and engines too ("most crude oil cars").
    set('kömür|petrol|doğal gaz'),
  ],
};

export interface SetMatch {
  member: SetMember;
  /** As written in the sentence. */
  surface: string;
  from: number;
  to: number;
  others: SetMember[];
}

const patternCache = new Map<string, RegExp>();
/** A member as a whole word: German nouns in their case as written, English and Turkish in any case. */
const patternOf = (word: string, language: ContentLanguage) => {
  const key = `${language}:${word}`;
  let pattern = patternCache.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}'’-])${escapeRegExp(word).replace(/ /gu, '\\s+')}(?![\\p{L}\\p{N}'’-])`,
      language === 'de' ? 'gu' : 'giu',
    );
    patternCache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
};

/**
 * Each compass point's opposite, and that opposite in any form a word takes it ("south", "southern", „Süden“,
 * „südlich“, "güneyde").
 */
const OPPOSITES: Record<ContentLanguage, Record<string, { opposite: string; forms: RegExp }>> = {
  en: {
    north: { opposite: 'south', forms: /(?<![\p{L}])south/iu },
    south: { opposite: 'north', forms: /(?<![\p{L}])north/iu },
    east: { opposite: 'west', forms: /(?<![\p{L}])west/iu },
    west: { opposite: 'east', forms: /(?<![\p{L}])east/iu },
  },
  de: {
    Norden: { opposite: 'Süden', forms: /(?<![\p{L}])süd/iu },
    Süden: { opposite: 'Norden', forms: /(?<![\p{L}])n[oö]rd/iu },
    Osten: { opposite: 'Westen', forms: /(?<![\p{L}])west/iu },
    Westen: { opposite: 'Osten', forms: /(?<![\p{L}])[oö]st/iu },
  },
  tr: {
    kuzey: { opposite: 'güney', forms: /(?<![\p{L}])güney/iu },
    güney: { opposite: 'kuzey', forms: /(?<![\p{L}])kuzey/iu },
    doğu: { opposite: 'batı', forms: /(?<![\p{L}])batı/iu },
    batı: { opposite: 'doğu', forms: /(?<![\p{L}])doğu/iu },
  },
};
/** A set's member's opposite (a compass point's), undefined for none. */
export const oppositeOf = (word: string, language: ContentLanguage): string | undefined =>
  OPPOSITES[language][word]?.opposite;
/** Whether a sentence names the opposite of a set's member, in any form. */
export const namesOpposite = (sentence: string, word: string, language: ContentLanguage): boolean =>
  OPPOSITES[language][word]?.forms.test(sentence) ?? false;

/**
 * The sets a source is about: two of their members or more occur in it ("crust" and "mantle"; a "core" alone may be
 * the core of a problem, "spring" alone a water spring).
 */
export const setsOfSource = (text: string, language: ContentLanguage): Set<number> =>
  new Set(
    SEMANTIC_SETS[language].flatMap((members, index) =>
      members.filter((member) => patternOf(member.word, language).test(text)).length >= 2 ? [index] : [],
    ),
  );

/** The word anywhere in the text, as a whole word. */
export const mentions = (text: string, word: string, language: ContentLanguage): boolean =>
  patternOf(word, language).test(text);

/**
 * The members of every set a sentence holds exactly once (a word named twice would give itself away), none inside a
 * longer member of another set ("North" of "North America": "West America" was no continent).
 */
export const setMatches = (sentence: string, language: ContentLanguage, sets: Set<number>): SetMatch[] => {
  const every = membersIn(sentence, language);
  return every
    .filter(
      ({ set, match }) =>
        sets.has(set) &&
        !every.some(
          ({ match: other }) =>
            other.from <= match.from && other.to >= match.to && other.to - other.from > match.to - match.from,
        ),
    )
    .map(({ match }) => match);
};
/** The members of every set a sentence holds once, each with the index of its set. */
const membersIn = (sentence: string, language: ContentLanguage): { set: number; match: SetMatch }[] =>
  SEMANTIC_SETS[language].flatMap((members, set) =>
    members.flatMap((member) => {
      const found = [...sentence.matchAll(patternOf(member.word, language))];
      if (found.length !== 1) return [];
      const [match] = found as [RegExpMatchArray];
      const from = match.index ?? 0;
      return [
        {
          set,
          match: {
            member,
            surface: match[0],
            from,
            to: from + match[0].length,
            others: members.filter((m) => m !== member),
          },
        },
      ];
    }),
  );
