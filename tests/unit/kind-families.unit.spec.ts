/**
 * Kinds of one thing a school text tells apart (infra/ai/local/families.ts): "friktionelle", "saisonale",
 * "konjunkturelle" and "strukturelle Arbeitslosigkeit" are asked from what the text says of each, among each other.
 */
import { describe, expect, it } from 'vitest';
import { familiesOf, kindMentions, otherKinds } from '../../infra/ai/local/families';
import { answerOf, questionsFrom } from '../support/local-generation';

const UNEMPLOYMENT = `Arbeitslosigkeit und ihre Ursachen

Den Anteil der Arbeitslosen an allen Erwerbspersonen nennt man Arbeitslosenquote. Eine dauerhafte Veränderung der Wirtschaft nennt man Strukturwandel.

Wirtschaftswissenschaftler unterscheiden mehrere Arten der Arbeitslosigkeit. Die friktionelle Arbeitslosigkeit ist eine kurze Arbeitslosigkeit beim Wechsel von einer Stelle zur nächsten. Die saisonale Arbeitslosigkeit hängt von der Jahreszeit ab. Schwerer wiegt die konjunkturelle Arbeitslosigkeit. Diese Form heißt strukturelle Arbeitslosigkeit.

Als Langzeitarbeitslose bezeichnet man Menschen, die länger als zwölf Monate ohne Arbeit sind.`;

const ROCKS = `Rocks

Geologists sort rocks into three groups. Igneous rocks form when melted rock cools and hardens. Sedimentary rocks form from layers of sand and mud that are pressed together over millions of years. Metamorphic rocks form when heat and pressure change other rocks deep underground. A warm, quiet rock pool is not a rock at all.`;

describe('The kinds of one thing a text names', () => {
  it('reads a classifying word before its noun, with its stem and German ending, and no describing word', () => {
    expect(kindMentions('Die saisonale Arbeitslosigkeit hängt von der Jahreszeit ab.', 'de')).toMatchObject([
      { surface: 'saisonale', stem: 'saisonal', ending: 'e', head: 'arbeitslosigkeit' },
    ]);
    expect(kindMentions('Igneous rocks form when melted rock cools.', 'en')).toMatchObject([
      { surface: 'Igneous', stem: 'igneous', head: 'rock' },
    ]);
    expect(kindMentions('Kimyasal değişimde yeni bir madde oluşur.', 'tr')).toMatchObject([
      { surface: 'Kimyasal', stem: 'kimyasal' },
    ]);
    expect(kindMentions('Eine kurze Arbeitslosigkeit und eine neue Stelle.', 'de')).toEqual([]);
    expect(kindMentions('Several typical rocks were found.', 'en')).toEqual([]);
  });

  it('keeps a thing of three kinds or more, and offers the other kinds in the form of the asked one', () => {
    const sentences = UNEMPLOYMENT.split(/(?<=\.)\s+/u);
    const families = familiesOf(sentences, 'de');
    expect([...families.keys()]).toEqual(['arbeitslosigkeit']);
    const [asked] = kindMentions('Schwerer wiegt die konjunkturellen Arbeitslosigkeit.', 'de');
    expect(otherKinds(asked!, families, 'de').sort()).toEqual(['friktionellen', 'saisonalen', 'strukturellen']);
    const rocks = familiesOf(ROCKS.split(/(?<=\.)\s+/u), 'en');
    const [igneous] = kindMentions('Igneous rocks form when melted rock cools.', 'en');
    expect(otherKinds(igneous!, rocks, 'en').sort()).toEqual(['Metamorphic', 'Sedimentary']);
  });
});

describe('Questions on the kinds of one thing', () => {
  it('asks a kind from what the text says of it, among the other kinds, never from a sentence that leans on another', async () => {
    const questions = await questionsFrom(UNEMPLOYMENT, 'de', { seed: 4 });
    const seasonal = questions.find((q) => answerOf(q) === 'saisonale');
    expect(seasonal?.text).toContain('Die _____ Arbeitslosigkeit hängt von der Jahreszeit ab.');
    expect([...(seasonal?.options ?? [])].sort()).toEqual([
      'friktionelle',
      'konjunkturelle',
      'saisonale',
      'strukturelle',
    ]);
    expect(questions.map(answerOf)).not.toContain('strukturelle');
    const rocks = await questionsFrom(ROCKS, 'en', { seed: 4 });
    // Three questions with the same three options would answer the last by elimination: two are asked.
    const kinds = rocks.filter((q) => ['Igneous', 'Sedimentary', 'Metamorphic'].includes(answerOf(q)));
    expect(kinds).toHaveLength(2);
    for (const question of kinds)
      expect([...question.options].sort()).toEqual(['Igneous', 'Metamorphic', 'Sedimentary']);
  });

  it('reads a German "Als X bezeichnet man …" as a naming of X', async () => {
    const { findConcepts } = await import('../../infra/ai/local/concepts');
    const { buildLexicon, collectUnits } = await import('../../infra/ai/local/lexicon');
    const { chunkText } = await import('../../domain/content/chunking');
    const units = collectUnits(chunkText(UNEMPLOYMENT, { sourceId: 's', language: 'de' }), 'de');
    const lexicon = buildLexicon(units, 'de');
    const concepts = findConcepts(lexicon, lexicon.units, new Map(), 'de');
    expect(concepts.find((concept) => concept.term === 'Langzeitarbeitslose')?.question).toBe(
      'Wie bezeichnet man laut Text Menschen, die länger als zwölf Monate ohne Arbeit sind?',
    );
  });
});
