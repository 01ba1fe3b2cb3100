/**
 * The semantic classes of the offline generator (infra/ai/local/classes): each file parses into classes of eight
 * members or more, none twice; German members carry a gender; a word is matched in its own form and asked among its
 * class's other members in that form (number, German gender, English capital); a word of two classes is not asked.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../../domain/content/content.types';
import { classIndex, classMatches, parseClasses, parseMember } from '../../infra/ai/local/classes';

const LANGUAGES: ContentLanguage[] = ['en', 'de', 'tr'];

describe('Given the class files', () => {
  for (const language of LANGUAGES)
    it(`${language}: every class has eight members or more, none twice, German ones with a gender`, () => {
      const { classes } = classIndex(language);
      expect(classes.length).toBeGreaterThan(60);
      for (const cls of classes) {
        expect(cls.members.length, cls.name).toBeGreaterThanOrEqual(8);
        const words = cls.members.map((member) => (member[0] as { word: string }).word);
        expect(new Set(words).size, cls.name).toBe(words.length);
        for (const member of cls.members) {
          for (const form of member) expect(form.word.trim(), cls.name).not.toBe('');
          if (language === 'de') expect(member[0]?.gender, `${cls.name}: ${member[0]?.word}`).not.toBeNull();
        }
      }
    });
});

describe('Given a class line', () => {
  it('reads English singular/plural, German gender and plural, Turkish bare words', () => {
    expect(parseMember('engine/engines', 'en')).toEqual([
      { word: 'engine', number: 'singular', gender: null },
      { word: 'engines', number: 'plural', gender: null },
    ]);
    expect(parseMember('rice', 'en')).toEqual([{ word: 'rice', number: null, gender: null }]);
    expect(parseMember('Aufzug:m/Aufzüge', 'de')).toEqual([
      { word: 'Aufzug', number: 'singular', gender: 'm' },
      { word: 'Aufzüge', number: 'plural', gender: 'p' },
    ]);
    expect(parseMember('Ferien:p', 'de')).toEqual([{ word: 'Ferien', number: 'plural', gender: 'p' }]);
    expect(parseClasses('# comment\nfruit: elma|armut|ayva\n', 'tr')).toEqual([
      {
        name: 'fruit',
        members: [
          [{ word: 'elma', number: null, gender: null }],
          [{ word: 'armut', number: null, gender: null }],
          [{ word: 'ayva', number: null, gender: null }],
        ],
      },
    ]);
  });
});

describe('Given a sentence with a word of a class', () => {
  it('offers the class members of the same form: an English plural among plurals', () => {
    const index = classIndex('en');
    const plural = [...index.forms.entries()].find(
      ([, entries]) =>
        entries.length === 1 && entries[0]?.form.number === 'plural' && /^[a-z]+$/u.test(entries[0].form.word),
    );
    expect(plural).toBeDefined();
    const word = (plural as [string, { form: { word: string } }[]])[1][0]?.form.word as string;
    const [match] = classMatches(`Last year the ${word} were counted twice.`, 'en');
    expect(match?.surface).toBe(word);
    const plurals = new Set(
      match?.entry.cls.members.flatMap((member) => member.filter((f) => f.number === 'plural').map((f) => f.word)),
    );
    expect(match?.others.length).toBeGreaterThan(2);
    for (const other of match?.others ?? []) expect(plurals.has(other)).toBe(true);
  });

  it('keeps a German singular among singulars of its gender', () => {
    const index = classIndex('de');
    const singular = [...index.forms.entries()].find(
      ([, entries]) => entries.length === 1 && entries[0]?.form.gender === 'm',
    );
    const word = (singular as [string, { form: { word: string } }[]])[1][0]?.form.word as string;
    const [match] = classMatches(`Im Ort gibt es seit Jahren einen ${word} am Markt.`, 'de');
    expect(match?.surface).toBe(word);
    const genders = new Map(match?.entry.cls.members.map((member) => [member[0]?.word, member[0]?.gender] as const));
    for (const other of match?.others ?? []) expect(genders.get(other)).toBe('m');
  });

  it('does not ask a word that two classes share', () => {
    const shared = [...classIndex('en').forms.entries()].find(
      ([, entries]) => new Set(entries.map((entry) => entry.cls)).size > 1,
    );
    if (shared === undefined) return expect(classMatches('Nothing here.', 'en')).toEqual([]);
    expect(classMatches(`We saw the ${shared[0]} yesterday.`, 'en')).toEqual([]);
  });
});
