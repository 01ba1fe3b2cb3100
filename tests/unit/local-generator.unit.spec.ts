import { describe, expect, it } from 'vitest';
import { chunkText, splitSentences } from '../../domain/content/chunking';
import type { ContentLanguage, Difficulty, GenerationRequest } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { isSupportedBySource, optionKey, validateGeneratedQuestion } from '../../domain/content/question-validation';
import { createLocalQuestionGenerator } from '../../infra/ai/local-question-generator';

const TEXTS: Record<ContentLanguage, string> = {
  en: `The Eiffel Tower

The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. It was designed by the engineering
company of Gustave Eiffel and built between 1887 and 1889 as the entrance arch of the World Fair. Many artists in Paris
criticised the design at first. At 330 metres, the tower was the tallest structure in the world until the Chrysler
Building in New York was finished in 1930.

The tower has three levels for visitors, with restaurants on the first and second levels. Visitors can climb 674 steps
to the second level or take one of the lifts. The top level is 276 metres above the ground. Gustave Eiffel kept a small
apartment on the top level, where he received Thomas Edison in 1889. Today the tower is the most visited monument in
France that people pay to enter, and about seven million people climb it every year.`,
  tr: `Kapadokya

Kapadokya, Orta Anadolu'da volkanik tüflerden oluşan bir bölgedir. Erciyes, Hasandağı ve Göllüdağ yanardağlarının
küllerinden oluşan kayalar, rüzgâr ve yağmurla aşınarak ilginç biçimler aldı. Bu kaya sütunlarına peribacası denir.
Bölgede yaşayan insanlar yumuşak kayaları oyarak evler, kiliseler ve güvercinlikler yaptı.

Derinkuyu yeraltı şehri sekiz kata kadar iner ve binlerce kişiyi barındırabilirdi. Kaymaklı yeraltı şehri ise 1964
yılında ziyarete açıldı. Göreme Milli Parkı 1985 yılında UNESCO Dünya Mirası Listesi'ne alındı. Bugün Kapadokya'ya her
yıl yaklaşık dört milyon turist gelir ve sabahları yüzlerce sıcak hava balonu gökyüzüne yükselir. Ürgüp ve Avanos,
bölgenin en çok ziyaret edilen kasabalarıdır.`,
  de: `Der Kölner Dom

Der Kölner Dom ist eine römisch-katholische Kirche in Köln. Der Grundstein wurde im Jahr 1248 gelegt, doch die Arbeiten
ruhten von 1560 bis 1842 fast vollständig. Erst 1880 wurde der Dom im Beisein von Kaiser Wilhelm vollendet. Mit 157
Metern war er kurze Zeit das höchste Gebäude der Welt.

Der Dom ist seit 1996 ein Welterbe der UNESCO. Im Inneren bewahrt die Kirche den Dreikönigenschrein, ein goldenes
Reliquiar aus dem Mittelalter. Besucher steigen 533 Stufen hinauf zur Aussichtsplattform im Südturm. Die größte Glocke
heißt Petersglocke und wiegt etwa 24 Tonnen. Jedes Jahr kommen rund sechs Millionen Menschen in den Dom, und der Rhein
fließt nur wenige Schritte entfernt vorbei.`,
};

const generator = createLocalQuestionGenerator();

const requestFor = (language: ContentLanguage, overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  passages: chunkText(normalizeText(TEXTS[language]), { sourceId: `src-${language}`, targetWords: 60, language }),
  count: 5,
  difficulty: 'medium',
  sourceLanguage: language,
  targetLanguage: language,
  seed: 42,
  ...overrides,
});
const generate = (language: ContentLanguage, overrides: Partial<GenerationRequest> = {}) =>
  generator.generate(requestFor(language, overrides));

describe.each(['en', 'tr', 'de'] as const)('Given a short %s text', (language) => {
  const text = normalizeText(TEXTS[language]);

  it('makes the requested number of questions, each structurally valid', async () => {
    const result = await generate(language);
    expect(result.questions).toHaveLength(5);
    expect(result.notes).toEqual([]);
    for (const question of result.questions) expect(validateGeneratedQuestion(question)).toEqual([]);
  });

  it('supports every answer with the sentence it names, and quotes that sentence', async () => {
    const { questions } = await generate(language, { count: 10 });
    for (const question of questions) {
      expect(isSupportedBySource(question, text)).toBe(true);
      const sentence = text.slice(question.provenance.start, question.provenance.end).replace(/\s+/g, ' ');
      expect(question.explanation).toContain(sentence);
      expect(question.provenance.sourceId).toBe(`src-${language}`);
    }
  });

  it('offers distinct options, four when the text allows, and never repeats a question', async () => {
    const { questions } = await generate(language, { count: 10 });
    for (const question of questions) {
      expect(new Set(question.options.map(optionKey)).size).toBe(question.options.length);
      expect(question.options.length).toBeGreaterThanOrEqual(2);
    }
    expect(questions.filter((q) => q.options.length === 4).length).toBeGreaterThanOrEqual(questions.length * 0.8);
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
  });

  it('gives the same questions for the same seed, and another order for another seed', async () => {
    const first = await generate(language, { count: 8 });
    expect(await generate(language, { count: 8 })).toEqual(first);
    const other = await generate(language, { count: 8, seed: 7 });
    expect(other.questions.map((q) => q.text)).not.toEqual(first.questions.map((q) => q.text));
  });

  it('says how many it could make when the text cannot fill the request', async () => {
    const result = await generate(language, { count: 50 });
    expect(result.questions.length).toBeLessThan(50);
    expect(result.questions.length).toBeGreaterThan(5);
    expect(result.notes.map((n) => n.text)).toEqual([
      `Only ${result.questions.length} of 50 questions could be made from this text.`,
    ]);
  });
});

describe('A target language other than the source language', () => {
  it('keeps the questions in the source language and says it cannot translate', async () => {
    const result = await generate('de', { targetLanguage: 'en' });
    expect(result.notes).toEqual([
      {
        code: 'generation.cannotTranslate',
        params: { source: 'de', target: 'en' },
        text: 'The offline generator cannot translate, so the questions are in the language of the source text.',
      },
    ]);
    expect(result.questions.every((q) => /Welche|Wie setzt/.test(q.text))).toBe(true);
  });
});

describe('True-statement questions', () => {
  it('pair the real sentence with copies the text contradicts', async () => {
    const text = normalizeText(TEXTS.en);
    const sentences = new Set(splitSentences(text, 'en').map((s) => optionKey(s.text.replace(/\s+/g, ' '))));
    const { questions } = await generate('en', { count: 40 });
    const statements = questions.filter((q) => q.text === 'Which statement is true according to the text?');
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements)
      question.options.forEach((option, i) =>
        expect(sentences.has(optionKey(option))).toBe(i === question.correctAnswer),
      );
  });
});

describe('Definitions', () => {
  it('asks the Turkish "… ne denir?" question from a "… denir." sentence', async () => {
    const { questions } = await generate('tr', { count: 40 });
    const denir = questions.find((q) => q.text === 'Metne göre bu kaya sütunlarına ne denir?');
    expect(denir?.options[denir.correctAnswer]).toBe('peribacası');
  });

  it('completes an "X ist Y" statement with its own Y', async () => {
    const { questions } = await generate('de', { count: 40 });
    const completion = questions.find((q) => q.text.includes('„Der Kölner Dom ist …“'));
    expect(completion?.options[completion.correctAnswer]).toBe('eine römisch-katholische Kirche in Köln');
  });
});

describe('Difficulty', () => {
  const numberGaps = async (difficulty: Difficulty) => {
    const { questions } = await generate('en', { count: 40, difficulty });
    const numeric = questions.filter((q) => q.text.startsWith('Which number'));
    return numeric.flatMap((q) => {
      const answer = Number(q.options[q.correctAnswer]);
      return q.options.filter((_, i) => i !== q.correctAnswer).map((o) => Math.abs(Number(o) - answer));
    });
  };
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('marks every question with the requested difficulty', async () => {
    const { questions } = await generate('tr', { difficulty: 'hard' });
    expect(questions.every((q) => q.difficulty === 'hard')).toBe(true);
  });

  it('puts hard number distractors closer to the answer than easy ones', async () => {
    expect(mean(await numberGaps('hard'))).toBeLessThan(mean(await numberGaps('easy')));
  });
});

describe('Progress and cancellation', () => {
  it('reports progress as questions are made', async () => {
    const calls: [number, number][] = [];
    await generate('en', { count: 4, onProgress: (made, requested) => calls.push([made, requested]) });
    expect(calls).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(generate('en', { signal: controller.signal })).rejects.toThrow();
  });
});

describe('The local generator', () => {
  it('describes itself and is always ready', async () => {
    expect(generator.name).toBe('local');
    expect(generator.model).toBeNull();
    expect(await generator.test()).toEqual({ ok: true, detail: 'The offline generator is ready.' });
    expect((await generate('en')).promptVersion).toBe('local-1');
  });

  it('makes no question from nothing', async () => {
    const result = await generator.generate({ ...requestFor('en'), passages: [] });
    expect(result.questions).toEqual([]);
    expect(result.notes.map((n) => n.text)).toEqual(['Only 0 of 5 questions could be made from this text.']);
  });
});
