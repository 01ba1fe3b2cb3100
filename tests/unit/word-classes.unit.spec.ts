/**
 * The per-language word-class lexicon (domain/content/word-classes.ts) and the rubric proxies built on it, on the
 * hand-labelled questions (tests/fixtures/quality/labelled.json) and on the defects a person found reading the
 * offline generator's questions (tests/fixtures/quality/reading-2026-11-23-before.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { distractorsProxy, isLightWord, meaningfulProxy, takesAn } from '../../domain/content/rubric';
import { germanNounClass, turkishClass, wordClassOf } from '../../domain/content/word-classes';
import { extractTerms, tokensOf } from '../../infra/ai/local/terms';

const QUALITY = join(import.meta.dirname, '..', 'fixtures', 'quality');
interface Labelled {
  id: string;
  language: ContentLanguage;
  question: GeneratedQuestion;
  labels: Record<string, boolean>;
}
const labelled = (JSON.parse(readFileSync(join(QUALITY, 'labelled.json'), 'utf8')) as { items: Labelled[] }).items;
const item = (id: string) => labelled.find((entry) => entry.id === id) as Labelled;
const question = (text: string, options: string[], correctAnswer = 0): GeneratedQuestion => ({
  text,
  options,
  correctAnswer,
  explanation: 'x',
  difficulty: 'medium',
  provenance: { passageIndex: 0, sourceId: null, start: 0, end: 10 },
});

describe('The word-class lexicon', () => {
  it('tells English nouns, verbs, adjectives and number words apart, inflected or not', () => {
    const classes = Object.fromEntries(
      'newspaper become larger eighteen surrounds earthquakes layers weathers recommend connection private password moist'
        .split(' ')
        .map((word) => [word, wordClassOf(word, 'en')]),
    );
    expect(classes).toEqual({
      newspaper: 'noun',
      become: 'verb',
      larger: 'adjective',
      eighteen: 'number',
      surrounds: 'verb',
      earthquakes: 'noun',
      layers: 'noun',
      weathers: 'verb',
      recommend: 'verb',
      connection: 'noun',
      private: 'adjective',
      password: 'noun',
      // Not "-ist" like "scientist": unknown, so never offered as a noun.
      moist: null,
    });
  });

  it('gives German nouns their gender (a compound its last part’s) and number, and reads verb and adjective forms', () => {
    expect(germanNounClass('Festplatte')).toBe('f');
    expect(germanNounClass('Nachbargemeinde')).toBe('f');
    expect(germanNounClass('Stadtrat')).toBe('m');
    expect(germanNounClass('Zeitstempel')).toBe('m');
    expect(germanNounClass('Hallenbad')).toBe('n');
    expect(germanNounClass('Verzeichnisse')).toBe('pl');
    expect(germanNounClass('Zünften')).toBe('pl-n');
    expect(germanNounClass('Feldern')).toBe('pl-n');
    expect(germanNounClass('Ordners')).toBe('m-gen');
    expect(germanNounClass('Motor')).toBe('m');
    // A weak noun ("einem Grundherrn", "die Bauern") is singular or plural by its sentence only.
    expect(germanNounClass('Grundherrn')).toBeNull();
    expect(wordClassOf('erhalten', 'de')).toBe('verb:inf');
    expect(wordClassOf('gehalten', 'de')).toBe('verb:part');
    expect(wordClassOf('lebten', 'de')).toBe('verb:pastn');
    expect(wordClassOf('mussten', 'de')).toBe('modal');
    expect(wordClassOf('wichtiger', 'de')).toBe('adj:er');
    expect(wordClassOf('automatisch', 'de')).toBe('adj:');
    expect(wordClassOf('übernimmt', 'de')).toBe('verb:t');
  });

  it('tells Turkish participles and finite verbs from nouns, and leaves the ambiguous open', () => {
    expect(turkishClass('üreten')).toBe('participle');
    expect(turkishClass('sevdikleri')).toBe('participle');
    expect(turkishClass('silinen')).toBe('participle');
    expect(turkishClass('kullanılır')).toBe('verb');
    expect(turkishClass('gönderilmelidir')).toBe('verb');
    expect(turkishClass('kaydedilir')).toBe('verb');
    expect(turkishClass('yedekleme')).toBe('noun');
    expect(turkishClass('hücreden')).toBe('noun');
    expect(turkishClass('küçük')).toBe('adjective');
    // "saklar" (keeps) or "sak-lar"? "kopyalar" (copies, or copies it): unknown. "alanının": of the area.
    expect(turkishClass('saklar')).toBeNull();
    expect(turkishClass('kopyalar')).toBeNull();
    expect(turkishClass('alanının')).toBeNull();
    expect(isLightWord('yüzden')).toBe(true);
    expect(isLightWord('eighteen')).toBe(true);
  });
});

describe('The distractors proxy with the lexicon', () => {
  it('fails labelled questions a person rejected for a distractor of another class', () => {
    // g0: "Pakete" among singular nouns; g70: "successful" among nouns; g125: "gönderir" among copula nouns.
    for (const id of ['g0', 'g7', 'g70', 'g93', 'g125', 'g138']) {
      expect(item(id).labels.distractors).toBe(false);
      expect(distractorsProxy(item(id).question, item(id).language)).toBe(false);
    }
  });

  it('fails the defects of the reading: wrong class, gender, article, roundness', () => {
    const en = (options: string[], stem = 'Which term? "The _____ of it."') =>
      distractorsProxy(question(stem, options), 'en');
    const de = (options: string[]) =>
      distractorsProxy(question('Welcher Begriff? „Auf derselben _____.“', options), 'de');
    expect(en(['newspaper', 'eighteen', 'foundation', 'ceremony'])).toBe(false);
    expect(en(['appearance', 'foundation', 'become', 'section'])).toBe(false);
    expect(en(['newspaper', 'section', 'foundation', 'ceremony'])).toBe(true);
    expect(de(['Festplatte', 'Zeitstempel', 'Verzeichnisse', 'Option'])).toBe(false);
    expect(de(['Festplatte', 'Option', 'Aufgabe', 'Wiederherstellung'])).toBe(true);
    expect(
      distractorsProxy(
        question('Cümleyi? "Bütün canlılar bir ya da daha fazla _____ oluşur."', [
          'hücreden',
          'üreten',
          'ortamdan',
          'besinlerden',
        ]),
        'tr',
      ),
    ).toBe(false);
    // "an volcano": the article before the blank gives "eruption" away.
    expect(en(['eruption', 'volcano', 'magma', 'chain'], 'Which term? "It comes before an _____."')).toBe(false);
    expect(en(['eruption', 'earthquake', 'opening', 'avalanche'], 'Which term? "It comes before an _____."')).toBe(
      false,
    );
    expect(en(['eruption', 'explosion', 'avalanche', 'outbreak'], 'Which term? "It comes before an _____."')).toBe(
      true,
    );
    expect(takesAn('hour')).toBe(true);
    expect(takesAn('unit')).toBe(false);
    // "about 1500" among 1502, 1505, 1497.
    expect(
      distractorsProxy(question('Welche Zahl? „Zwischen 500 und _____.“', ['1500', '1502', '1505', '1497']), 'de'),
    ).toBe(false);
    expect(
      distractorsProxy(question('Welche Zahl? „Zwischen 500 und _____.“', ['1500', '1470', '1520', '1550']), 'de'),
    ).toBe(true);
  });

  it('meaningful: a blank that is half of a possessive phrase ("a larger _____\'s section") is no idea', () => {
    expect(
      meaningfulProxy(
        question('Which term? "It has a larger _____\'s section."', ['children', 'study', 'renovation', 'furniture']),
      ),
    ).toBe(false);
  });
});

describe('The heading splitter', () => {
  it('splits a one-word heading glued to a sentence when the text also writes both words in lowercase', () => {
    const text =
      'Sitoplazma Hücre zarı ile çekirdek arasını dolduran sıvıya sitoplazma denir. Bitkide hücre zarı ve hücre\nduvarı vardır.\n';
    expect(splitSentences(text, 'tr').map((s) => s.text)[0]).toBe('Sitoplazma');
  });

  it('keeps a name at a paragraph start whole ("The Amazon River is …", "Paris Many …" is no heading)', () => {
    const text = 'The Amazon River is the largest river in the world. The river flows east.\n';
    expect(splitSentences(text, 'en').map((s) => s.text)[0]).toBe(
      'The Amazon River is the largest river in the world.',
    );
  });
});

describe('Turkish names', () => {
  it('leave the title before them out ("Festival Direktörü Murat Aydın" asks for "Murat Aydın")', () => {
    const text = 'Festival Direktörü Murat Aydın, ziyaretçi sayısının arttığını söyledi.';
    const names = extractTerms({ text }, tokensOf(text), 'tr', new Set())
      .filter((term) => term.kind === 'name')
      .map((term) => term.base);
    expect(names).toEqual(['Murat Aydın']);
  });
});
