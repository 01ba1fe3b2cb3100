import { describe, expect, it } from 'vitest';
import { chunkText } from '../../domain/content/chunking';
import type { ContentLanguage, Difficulty, GenerationRequest } from '../../domain/content/content.types';
import { normalizeText } from '../../domain/content/normalize';
import { isSupportedBySource, optionKey, validateGeneratedQuestion } from '../../domain/content/question-validation';
import { areNearIdentical, difficultyFor, measuredDifficulty } from '../../domain/content/rubric';
import { createLocalQuestionGenerator, generateLocally } from '../../infra/ai/local-question-generator';

const TEXTS: Record<ContentLanguage, string> = {
  en: `The Eiffel Tower

The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. It was designed by the engineering
company of Gustave Eiffel and built between 1887 and 1889 as the entrance arch of the World Fair. Many artists in Paris
criticised the design at first. At 330 metres, the tower was the tallest structure in the world until the Chrysler
Building in New York was finished in 1930.

The tower has three levels for visitors, with restaurants on the first and second levels. Visitors can climb 674 steps
to the second level or take one of the lifts. The top level is 276 metres above the ground. Gustave Eiffel kept a small
apartment on the top level, where he received Thomas Edison in 1889. Today the tower is the most visited monument in
France that people pay to enter, and about seven million people climb it every year.

The engineers Maurice Koechlin and Emile Nouguier drew the first sketch of the tower in 1884. Koechlin later said that
the idea came from a drawing of a bridge. The architect Stephen Sauvestre added the decorative arches, and Sauvestre also
chose the colour. The painter Georges Seurat, who lived nearby, painted the tower before it was finished.

A lattice tower is a tower made of crossed metal bars. A truss is a frame of triangles that carries a heavy load. A
rivet is a metal pin that joins two iron plates. The workers set about 2,500,000 rivets, and a team of four men placed
each one. Puddled iron is a kind of wrought iron that is stirred while it melts.`,
  tr: `Kapadokya

Kapadokya, Orta Anadolu'da volkanik tüflerden oluşan bir bölgedir. Tüf, yanardağ küllerinin sıkışmasıyla oluşan yumuşak
bir kayaçtır. Erciyes, Hasandağı ve Göllüdağ yanardağlarının küllerinden oluşan kayalar, rüzgâr ve yağmurla aşınarak
ilginç biçimler aldı. Bu kaya sütunlarına peribacası denir. Kayalara oyulmuş küçük kuş evlerine güvercinlik denir.
Bölgede yaşayan insanlar yumuşak kayaları oyarak evler, kiliseler ve güvercinlikler yaptı.

Derinkuyu yeraltı şehri 8 kata kadar iner ve 20 bin kişiyi barındırabilirdi. Kaymaklı yeraltı şehri ise 1964
yılında ziyarete açıldı. Göreme Milli Parkı 1985 yılında UNESCO Dünya Mirası Listesi'ne alındı. Bugün Kapadokya'ya her
yıl yaklaşık 4 milyon turist gelir ve sabahları 150 sıcak hava balonu gökyüzüne yükselir. Ürgüp ve Avanos,
bölgenin en çok ziyaret edilen kasabalarıdır.

Rehber Ayşe Kaya, balon turlarının en çok mayıs ve eylül aylarında yapıldığını söyledi. Müze Müdürü Ali Demir,
yeraltı şehirlerinin 2000 yıl önce kazıldığını anlattı. Balon pilotu Mehmet Yılmaz ise rüzgârın hızının uçuşları
belirlediğini belirtti.`,
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
/** The multiple-choice form of every question, terms and definitions too (their true/false statements are made of it). */
const generateChoices = (language: ContentLanguage, overrides: Partial<GenerationRequest> = {}) =>
  generateLocally(requestFor(language, overrides), { statements: false });

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
    // Distractors must share the answer's kind and grammatical form (in Turkish its ending), so a short text often
    // has fewer than three of them for a term, and asks it as a true/false statement (two options) instead.
    expect(questions.filter((q) => q.options.length >= 3).length).toBeGreaterThanOrEqual(questions.length / 3);
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
    expect(result.questions.length).toBeGreaterThanOrEqual(5);
    expect(result.notes.map((n) => n.text)).toContain(
      `Only ${result.questions.length} of 50 questions could be made from this text.`,
    );
    // A long request is not padded with single-word blanks (strict readers kept none of them): the text offers more
    // than a small quiz of other questions, and the teacher is told why there are fewer.
    expect(result.notes.find((n) => n.code === 'generation.wordBlanks')).toBeUndefined();
    expect(result.notes.map((n) => n.code)).toContain('generation.offlineAsksLittle');
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

describe('Options', () => {
  it('never offers copies of one sentence that differ by a number or a name (near-identical options)', async () => {
    for (const language of ['en', 'tr', 'de'] as const) {
      const { questions } = await generate(language, { count: 40 });
      for (const question of questions)
        for (const [i, option] of question.options.entries())
          for (const other of question.options.slice(i + 1)) expect(areNearIdentical(option, other)).toBe(false);
    }
  });
});

describe('Definitions', () => {
  it('asks the Turkish "… ne denir?" question from a "… denir." sentence', async () => {
    // "Bu kaya sütunlarına …": the question names the columns without pointing back at the sentence before. The
    // text's four terms make up to three questions with the same options (no answer by elimination): over seeds,
    // each of its two "denir" sentences is asked.
    const asked = new Map<string, string>();
    for (const seed of [1, 2, 3, 4, 5, 6])
      for (const q of (await generateChoices('tr', { count: 40, seed })).questions)
        if (q.text.endsWith('ne denir?')) asked.set(q.text, q.options[q.correctAnswer] as string);
    expect(asked.get('Metne göre kaya sütunlarına ne denir?')).toBe('peribacası');
    expect(asked.get('Metne göre kayalara oyulmuş küçük kuş evlerine ne denir?')).toBe('güvercinlik');
  });

  it('completes an "X ist Y" statement with its own Y', async () => {
    const text = normalizeText(
      [
        'Das Sonnensystem',
        'Die Sonne ist ein Stern im Zentrum des Sonnensystems. Sie liefert fast die gesamte Energie.',
        'Der Mond ist der einzige natürliche Satellit der Erde. Er umkreist sie in etwa 27 Tagen.',
        'Der Mars ist der vierte Planet von der Sonne aus. Seine rote Farbe kommt von Eisenoxid.',
        'Die Venus ist der heißeste Planet des Sonnensystems. Ihre dichte Atmosphäre hält die Wärme fest.',
        'Der Kölner Dom ist eine römisch-katholische Kirche in Köln. Der Dom ist seit 1996 ein Welterbe der UNESCO.',
      ].join('\n'),
    );
    const passages = chunkText(text, { sourceId: 'planets', targetWords: 200, language: 'de' });
    const { questions } = await generateChoices('de', { count: 40, passages });
    const completions = questions.filter((q) => q.text.startsWith('Wie setzt der Text diese Aussage fort?'));
    expect(completions.length).toBeGreaterThan(0);
    for (const question of completions) {
      const sentence = text.slice(question.provenance.start, question.provenance.end);
      expect(sentence).toContain(question.options[question.correctAnswer]);
      // "Der Dom ist …" is never completed with what the text says of "Der Kölner Dom".
      for (const [i, option] of question.options.entries())
        if (i !== question.correctAnswer) expect(optionKey(sentence)).not.toContain(optionKey(option));
    }
  });
});

describe('Difficulty', () => {
  const numberGaps = async (difficulty: Difficulty) => {
    const { questions } = await generate('en', { count: 40, difficulty });
    const numeric = questions.filter((q) => q.text.startsWith('Which number'));
    // Relative gaps: "2,500,000" beside "1,500,000" is as close as "330" beside "260".
    const value = (option: string) => Number(option.replace(/,/gu, ''));
    return numeric.flatMap((q) => {
      const answer = value(q.options[q.correctAnswer] as string);
      return q.options.filter((_, i) => i !== q.correctAnswer).map((o) => Math.abs(value(o) - answer) / answer);
    });
  };
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('labels each question with its measured difficulty, and prefers the requested one', async () => {
    const text = normalizeText(TEXTS.en);
    const share = async (requested: Difficulty, label: Difficulty) => {
      const { questions } = await generate('en', { count: 10, difficulty: requested });
      for (const question of questions)
        expect(question.difficulty).toBe(difficultyFor(measuredDifficulty(question, text)));
      return questions.filter((q) => q.difficulty === label).length / questions.length;
    };
    // A gap-filled sentence is recall, medium at most however long (local-22), so this text's questions are easy or
    // medium; the requested band is preferred where the source offers it.
    expect(await share('easy', 'easy')).toBeGreaterThanOrEqual(await share('hard', 'easy'));
    expect(await share('hard', 'medium')).toBeGreaterThanOrEqual(await share('easy', 'medium'));
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const { questions } = await generate('en', { count: 10, difficulty });
      for (const question of questions.filter((q) => q.text.includes('_____')))
        expect(question.difficulty).not.toBe('hard');
    }
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
    expect((await generate('en')).promptVersion).toBe('local-86');
  });

  it('makes no question from nothing', async () => {
    const result = await generator.generate({ ...requestFor('en'), passages: [] });
    expect(result.questions).toEqual([]);
    expect(result.notes.map((n) => n.text)).toEqual([
      'Only 0 of 5 questions could be made from this text.',
      'The offline generator asks only what a teacher is likely to keep: figures, people, defined terms, causes and consequences. For more questions, give it a longer text or let an AI model write them.',
    ]);
  });
});
