/**
 * Kinds of one thing that a text tells apart by the word before it: "friktionelle", "saisonale", "konjunkturelle"
 * and "strukturelle Arbeitslosigkeit"; "igneous", "sedimentary" and "metamorphic rocks"; "fiziksel", "kimyasal" ve
 * "biyolojik değişim". A school text that names three kinds or more says what each one is or does ("Die saisonale
 * Arbeitslosigkeit hängt von der Jahreszeit ab."); that sentence is asked with the kind's word left out, among the
 * other kinds (question-builders.ts, familyCandidates): the distinction is what a teacher wants learnt, and the other
 * kinds of the same thing are the plausible options.
 * Only a classifying word counts, told by its ending (German "-ell", "-al", "-isch", "-iv", "-är"; English "-al",
 * "-ic", "-ary", "-ous", "-ive"; Turkish "-sel", "-sal"): "kurze", "neue" or "warm" describe, they do not classify.
 */
import type { ContentLanguage } from '../../../domain/content/content.types';
import { foldCase } from '../../../domain/content/language';

export interface KindMention {
  /** The classifying word as written ("saisonale"). */
  surface: string;
  /** Its stem, folded ("saisonal"): one kind, whatever its ending. */
  stem: string;
  /** German: the ending after the stem ("e", "en", "er"); else "". */
  ending: string;
  /** The thing it is a kind of, folded, without a plural or case ending ("arbeitslosigkeit", "rock", "değiş"). */
  head: string;
  from: number;
  to: number;
}

/** A classifying word before its noun, per language. */
const PAIR: Record<ContentLanguage, RegExp> = {
  de: /(?<![\p{L}-])(\p{Ll}\p{L}*?(?:ell|al|isch|iv|är|ar|är))(e|en|er|es|em)\s+(\p{Lu}[\p{L}-]+)/gu,
  en: /(?<![\p{L}-])(\p{L}+(?:al|ic|ary|ous|ive))\s+(\p{Ll}[\p{L}-]+)/gu,
  tr: /(?<![\p{L}])(\p{L}+s[ae]l)\s+(\p{Ll}+)/gu,
};

/** Words with a classifying ending that do not classify ("several", "natural" is kept; "total", "usual" are not). */
const NOT_A_KIND: Record<ContentLanguage, RegExp> = {
  de: /^(?:total|normal|ideal|real|egal|speziell|aktuell|generell|eventuell|finanziell|typisch|praktisch|automatisch|elektrisch|technisch|einfach|viel|all|optimal|minimal|maximal|zentral|regional|lokal|global|national|international|sozial|offiziell|positiv|negativ|aktiv|passiv|intensiv|exklusiv|massiv|relativ|populär|regulär|klar|rar|wunderbar)$/u,
  en: /^(?:several|total|usual|actual|general|special|normal|final|local|global|national|international|social|official|real|equal|typical|basic|classic|automatic|electric|specific|public|major|similar|particular|regular|popular|familiar|various|serious|previous|obvious|famous|dangerous|enormous|numerous|positive|negative|active|expensive|extensive|effective|massive|relative|original|additional|personal|central|digital|ideal|formal|annual|initial|essential|critical|practical|historical|typical|primary|necessary|ordinary|temporary|contemporary|military|monetary|elementary|secondary|tertiary)$/u,
  tr: /^(?:genel|özel|kişisel|görsel|yerel|ulusal|sosyal|normal|temel)$/u,
};

const headKey = (head: string, language: ContentLanguage): string => {
  const folded = foldCase(head);
  if (language === 'tr') return folded.slice(0, 5);
  if (language === 'en') return folded.replace(/ies$/u, 'y').replace(/(?<!s)s$/u, '');
  return folded.replace(/(?:en|n|e|s|es)$/u, '');
};

/** The classifying words of a sentence before their nouns, in order. */
export const kindMentions = (sentence: string, language: ContentLanguage): KindMention[] =>
  [...sentence.matchAll(PAIR[language])].flatMap((match): KindMention[] => {
    const modifier = match[1] as string;
    const ending = language === 'de' ? (match[2] as string) : '';
    const head = match[language === 'de' ? 3 : 2] as string;
    const stem = foldCase(modifier);
    if (stem.length < 5 || NOT_A_KIND[language].test(stem)) return [];
    const from = match.index;
    return [
      {
        surface: modifier + ending,
        stem,
        ending,
        head: headKey(head, language),
        from,
        to: from + modifier.length + ending.length,
      },
    ];
  });

/** Each thing of three kinds or more the text names, with the kinds' stems and the words they are written as. */
export type Families = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

export const familiesOf = (sentences: readonly string[], language: ContentLanguage): Families => {
  const found = new Map<string, Map<string, string[]>>();
  for (const sentence of sentences)
    for (const mention of kindMentions(sentence, language)) {
      const kinds = found.get(mention.head) ?? new Map<string, string[]>();
      const surfaces = kinds.get(mention.stem) ?? [];
      if (!surfaces.includes(mention.surface)) surfaces.push(mention.surface);
      kinds.set(mention.stem, surfaces);
      found.set(mention.head, kinds);
    }
  return new Map([...found].filter(([, kinds]) => kinds.size >= 3));
};

/**
 * The other kinds of a mention's family in the mention's own form: German stem and ending ("konjunkturelle" beside
 * "saisonale"), English and Turkish as the text writes them, capitalised where the answer is.
 */
export const otherKinds = (mention: KindMention, families: Families, language: ContentLanguage): string[] => {
  const kinds = families.get(mention.head);
  if (kinds === undefined) return [];
  const capital = /^\p{Lu}/u.test(mention.surface);
  return [...kinds]
    .filter(([stem]) => stem !== mention.stem)
    .map(([stem, surfaces]) => {
      const word =
        language === 'de'
          ? `${stem}${mention.ending}`
          : (surfaces.find((surface) => !/^\p{Lu}/u.test(surface)) ?? (surfaces[0] as string)).toLocaleLowerCase(
              language,
            );
      return capital ? word.charAt(0).toLocaleUpperCase(language) + word.slice(1) : word;
    });
};
