/**
 * The offline generator's clause questions (`local-14`): a sentence of condition, time or reason split into what is
 * given and what is asked, in English, German and Turkish, and asked with the text's other consequences or reasons
 * as options; the kinds of one-word blank that strict readers failed (verbs, adjectives, names of no person, the
 * topic word, a number of a list or of a side detail) are no longer asked.
 */
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../domain/content/chunking';
import type { ContentLanguage, GeneratedQuestion } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { generateLocally } from '../../infra/ai/local-question-generator';
import { splitClauses } from '../../infra/ai/local/clauses';

const generate = async (text: string, language: ContentLanguage, count = 20) =>
  (
    await generateLocally({
      passages: chunkText(normalizeText(text), { sourceId: 'src', targetWords: 120, language }),
      count,
      difficulty: 'medium',
      sourceLanguage: language,
      targetLanguage: language,
      seed: 5,
    })
  ).questions;

const answerOf = (question: GeneratedQuestion) => question.options[question.correctAnswer] as string;

describe('Given sentences of condition, time and reason', () => {
  it('splits an English condition from its consequence, and an instruction from a statement', () => {
    expect(splitClauses('If the river rises above the wall, the lower streets are closed to traffic.', 'en')).toEqual({
      lead: 'If the river rises above the wall,',
      answer: 'the lower streets are closed to traffic',
      kind: 'consequence',
      instruction: false,
    });
    expect(splitClauses('If the lamp keeps flashing, check that the cable is plugged in firmly.', 'en')).toMatchObject({
      answer: 'check that the cable is plugged in firmly',
      instruction: true,
    });
    expect(splitClauses('Farmers sell their milk early, because the dairy closes at noon.', 'en')).toMatchObject({
      lead: 'Farmers sell their milk early, because',
      answer: 'the dairy closes at noon',
      kind: 'reason',
    });
  });

  it('splits a German "wenn" clause before its verb-first main clause, and a trailing "weil"', () => {
    expect(splitClauses('Wenn der Akku fast leer ist, blinkt die Anzeige rot.', 'de')).toEqual({
      lead: 'Wenn der Akku fast leer ist,',
      answer: 'blinkt die Anzeige rot',
      kind: 'consequence',
      instruction: false,
    });
    expect(
      splitClauses('Falls das Gerät nicht startet, drücken Sie die Taste zehn Sekunden lang.', 'de'),
    ).toMatchObject({
      answer: 'drücken Sie die Taste zehn Sekunden lang',
      instruction: true,
    });
    expect(splitClauses('Viele Bauern pflanzen Hecken, weil sie den Boden vor dem Wind schützen.', 'de')).toMatchObject(
      {
        answer: 'sie den Boden vor dem Wind schützen',
        kind: 'reason',
      },
    );
  });

  it('splits a Turkish converb clause, and tells an imperative from a statement', () => {
    expect(splitClauses('Deniz suyu ısıtılınca molekülleri daha hızlı hareket eder.', 'tr')).toMatchObject({
      lead: 'Deniz suyu ısıtılınca',
      answer: 'molekülleri daha hızlı hareket eder',
      kind: 'consequence',
      instruction: false,
    });
    expect(splitClauses('Bağlantı koparsa modemi kapatıp yeniden açın.', 'tr')).toMatchObject({
      answer: 'modemi kapatıp yeniden açın',
      instruction: true,
    });
  });

  it('asks nothing of a clause that points back, a time, a postposition, an example or reported speech', () => {
    expect(splitClauses('When it is switched on, the light turns green at once.', 'en')).toBeNull();
    expect(splitClauses('Since 2024, the club has met in the old school hall.', 'en')).toBeNull();
    expect(splitClauses('Sie haben dicke Wände, weil das Blut in ihnen unter hohem Druck steht.', 'de')).toBeNull();
    expect(splitClauses('Gece boyunca saat kalp atışınızı ve hareketlerinizi ölçer.', 'tr')).toBeNull();
    expect(splitClauses('Örneğin 13+ seçilirse, yaş sınırlı yayınlar PIN girilmeden açılmaz.', 'tr')).toBeNull();
    expect(splitClauses('Başkan, yağmur yağınca yolların kapandığını söyledi.', 'tr')).toBeNull();
    expect(splitClauses('"If we win, we go to the final," said the captain.', 'en')).toBeNull();
  });
});

const RIVERS = `Rivers and floods

A river carries water from higher ground to the sea. If heavy rain falls for several days, the river bursts its banks and
fields are flooded. When the snow melts in spring, the water level rises quickly. If a dam holds back the water, a lake
forms behind it. When the river reaches the sea, it drops the mud it has carried. Farmers like the flood plains, because
the mud makes the soil rich. The town of Ashby built a new wall in 1998.`;

describe('Given a textbook text with several conditions and their consequences', () => {
  it('asks a consequence among the other consequences of the text, at most two such questions a quiz', async () => {
    const questions = await generate(RIVERS, 'en');
    const clauses = questions.filter((q) =>
      q.text.startsWith('According to the text, how does this statement continue?'),
    );
    expect(clauses.length).toBeGreaterThan(0);
    expect(clauses.length).toBeLessThanOrEqual(2);
    const consequences = [
      'the river bursts its banks and fields are flooded',
      'the water level rises quickly',
      'a lake forms behind it',
      'it drops the mud it has carried',
      'the mud makes the soil rich',
    ];
    for (const question of clauses) {
      expect(question.text).toMatch(/…"$/u);
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      for (const option of question.options) expect(consequences).toContain(option);
      expect(question.text).not.toContain(answerOf(question));
    }
  });
});

const WORKSHOP = `Repair workshop

The workshop grows every month. Volunteers fix lamps, toasters and radios for free. Visitors can watch while a
volunteer opens the case. The workshop is open on Saturdays from ten to four. Visitors pay nothing, but many leave a
donation in the tin by the door. Last year, around 400 visitors came to the workshop. The timer can be set to 2, 4 or
8 hours. Mayor Ruth Allen, who gave the group 300 pounds last spring, praised the volunteers.`;

describe('Given an ordinary news text with few facts of a kind', () => {
  it('never blanks a verb, an adjective, the topic word, a number of a list or a side detail of a person', async () => {
    const questions = (await generate(WORKSHOP, 'en')).filter((q) => q.text.includes('_____'));
    const answers = questions.map(answerOf);
    for (const unwanted of ['grows', 'fix', 'opens', 'free', 'workshop', '400', '4', '300'])
      expect(answers).not.toContain(unwanted);
  });
});
