/**
 * Semantic classes for one-word blanks (en.ts, de.ts, tr.ts): words of one kind that stand in the same sentences
 * ("taxes", "wages", "rents", "fees"; "Aufzug", "Rampe", "Treppe"; "doktor", "hemşire", "eczacı"). A word of the
 * source that belongs to exactly one class is asked among that class's other members, in its own form: plausible
 * by meaning, where the source's other words of the same grammar were not ("food _____ rise" among "homes" and
 * "services"). Unlike the closed sets (semantic-sets.ts), one member in the source is enough: the class is open and
 * the distractors come from the lexicon, as the "per-language lexicon" asks.
 */
import type { ContentLanguage } from '../../../../domain/content/content.types';
import { foldCase } from '../../../../domain/content/language';
import { CLASSES_DE } from './de';
import { CLASSES_EN } from './en';
import { CLASSES_TR } from './tr';

/** One form of a member: its singular or its plural (German singulars carry their gender: "m", "f", "n"). */
export interface ClassForm {
  word: string;
  number: 'singular' | 'plural' | null;
  gender: 'm' | 'f' | 'n' | 'p' | null;
}

export interface SemanticClass {
  name: string;
  /** Each member's forms: English "engine/engines", German "Aufzug:m/Aufzüge", Turkish the bare word. */
  members: ClassForm[][];
}

const GENDERS = new Set(['m', 'f', 'n', 'p']);

/** A member as written in a class file. */
export const parseMember = (entry: string, language: ContentLanguage): ClassForm[] => {
  const text = entry.trim();
  if (language === 'en') {
    const [singular, plural] = text.split('/').map((form) => form.trim());
    if (plural === undefined) return [{ word: singular as string, number: null, gender: null }];
    return [
      { word: singular as string, number: 'singular', gender: null },
      { word: plural, number: 'plural', gender: null },
    ];
  }
  if (language === 'de') {
    const [head, plural] = text.split('/').map((form) => form.trim());
    const [word, gender] = (head as string).split(':').map((part) => part.trim()) as [string, string | undefined];
    const g = gender !== undefined && GENDERS.has(gender) ? (gender as ClassForm['gender']) : null;
    const forms: ClassForm[] = [{ word, number: g === 'p' ? 'plural' : 'singular', gender: g }];
    if (plural !== undefined && plural !== '') forms.push({ word: plural, number: 'plural', gender: 'p' });
    return forms;
  }
  return [{ word: text, number: null, gender: null }];
};

/** A class file's text: one class per line, "name: a|b|…"; "#" starts a comment. */
export const parseClasses = (text: string, language: ContentLanguage): SemanticClass[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && line.includes(':'))
    .map((line) => {
      const colon = line.indexOf(':');
      return {
        name: line.slice(0, colon).trim(),
        members: line
          .slice(colon + 1)
          .split('|')
          .filter((member) => member.trim() !== '')
          .map((member) => parseMember(member, language)),
      };
    });

const SOURCES: Record<ContentLanguage, string> = { en: CLASSES_EN, de: CLASSES_DE, tr: CLASSES_TR };

export interface ClassEntry {
  cls: SemanticClass;
  member: number;
  form: ClassForm;
}

interface ClassIndex {
  classes: SemanticClass[];
  /** A form's key (German as written, English and Turkish folded) → where it stands; several → ambiguous. */
  forms: Map<string, ClassEntry[]>;
  /** The longest member in words. */
  longest: number;
}

const keyOf = (word: string, language: ContentLanguage) => (language === 'de' ? word : foldCase(word));

const indexes = new Map<ContentLanguage, ClassIndex>();
/** The classes of a language, indexed once. */
export const classIndex = (language: ContentLanguage): ClassIndex => {
  const cached = indexes.get(language);
  if (cached !== undefined) return cached;
  const classes = parseClasses(SOURCES[language], language);
  const forms = new Map<string, ClassEntry[]>();
  let longest = 1;
  for (const cls of classes)
    cls.members.forEach((member, m) => {
      for (const form of member) {
        const key = keyOf(form.word, language);
        longest = Math.max(longest, form.word.split(/\s+/u).length);
        const entries = forms.get(key) ?? [];
        if (!entries.some((entry) => entry.cls === cls && entry.member === m)) entries.push({ cls, member: m, form });
        forms.set(key, entries);
      }
    });
  const index = { classes, forms, longest };
  indexes.set(language, index);
  return index;
};

export interface ClassMatch {
  entry: ClassEntry;
  surface: string;
  from: number;
  to: number;
  /** The class's other members in the answer's form (number; German gender), as words. */
  others: string[];
}

/**
 * The words of a sentence that belong to exactly one class (a word of two classes, "Mars" or "Venus", is left
 * out), each with the class's other members in its form. A German noun only as written (its case ending must be the
 * lexicon's form); an English or Turkish word capitalised only where the lexicon writes it so.
 */
export const classMatches = (sentence: string, language: ContentLanguage): ClassMatch[] => {
  const index = classIndex(language);
  const words = [...sentence.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu)];
  const found: ClassMatch[] = [];
  for (let i = 0; i < words.length; i += 1)
    for (let n = Math.min(index.longest, words.length - i); n >= 1; n -= 1) {
      const first = words[i] as RegExpMatchArray;
      const last = words[i + n - 1] as RegExpMatchArray;
      const from = first.index ?? 0;
      const to = (last.index ?? 0) + last[0].length;
      const surface = sentence.slice(from, to);
      const entries = index.forms.get(keyOf(surface.replace(/\s+/gu, ' '), language));
      if (entries === undefined) continue;
      if (new Set(entries.map((entry) => entry.cls)).size !== 1) break;
      const entry = entries[0] as ClassEntry;
      // "Lehrer" is one teacher or several: which form the options take, the word alone does not tell.
      const member = entry.cls.members[entry.member] ?? [];
      if (member.filter((form) => form.word === entry.form.word).length > 1) break;
      // A capital the member does not have is a name ("Mr Baker", "the Wolves"), not the class's word.
      if (/^\p{Lu}/u.test(surface) && !/^\p{Lu}/u.test(entry.form.word)) break;
      const others = entry.cls.members
        .filter((_, m) => m !== entry.member)
        .flatMap((member) => {
          const form = member.find(
            (candidate) =>
              candidate.number === entry.form.number &&
              (language !== 'de' || entry.form.number !== 'singular' || candidate.gender === entry.form.gender),
          );
          return form === undefined ? [] : [form.word];
        });
      found.push({ entry, surface, from, to, others });
      i += n - 1;
      break;
    }
  return found;
};
