/**
 * True/false questions: how the rubric's proxies and the source check read them (any generator's), and how the
 * offline generator asks a term, a label or a definition as a statement of the text (local-46), while numbers and
 * names keep their four options.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../domain/content/content.types';
import { isSupportedBySource, quotedPart, truthOf } from '../../domain/content/question-validation';
import {
  difficultyFor,
  difficultyProxy,
  distractorsProxy,
  explainsProxy,
  measuredDifficulty,
  meaningfulProxy,
  oneAnswerProxy,
} from '../../domain/content/rubric';
import { chunkText } from '../../domain/content/chunking';
import { normalizeText } from '../../domain/content/normalize';
import { createLocalQuestionGenerator } from '../../infra/ai/local-question-generator';
import { buildLexicon, collectUnits, withoutContrast, type Unit } from '../../infra/ai/local/lexicon';
import { denirTerm, leansOnSentenceBefore, titleSubject } from '../../infra/ai/local/question-builders';
import { findDefinition, isOnesPart } from '../../infra/ai/local/definitions';
import { germanPronounAfter } from '../../infra/ai/local/people';
import { appositives, findConcepts, termsNamedOnTheWay } from '../../infra/ai/local/concepts';
import { kindOfDefinition } from '../../infra/ai/local/concept-kinds';
import { pick, type Candidate } from '../../infra/ai/local/selection';
import { BOTH_BEFORE } from '../../infra/ai/local/true-false';
import { answerOf, qualityDocument, questionsFrom } from '../support/local-generation';

const SOURCE =
  'Groundwater\nWater that is added to an aquifer, mainly from rainfall, is called recharge. ' +
  'Porosity is the proportion of a rock’s volume made up of open spaces, or pores.';

const statement = (text: string, options: string[], correctAnswer: number): GeneratedQuestion => ({
  text: `According to the text, is this statement true or false? "${text}"`,
  options,
  correctAnswer,
  explanation: `“${options[correctAnswer]}” is right because the text says: “${text}”`,
  difficulty: 'easy',
  provenance: { passageIndex: 0, sourceId: null, start: 0, end: SOURCE.length },
});

const isStatement = (question: GeneratedQuestion) => truthOf(question) !== null;
/** A quality document's language, the start of its file name ("holdout48/de-doc-…": German). */
const languageOf = (name: string) => (name.split('/').at(-1) ?? '').slice(0, 2) as 'en' | 'de' | 'tr';
/** A text's questions for two seeds, forty asked each. */
const questionsOfText = async (text: string, language: 'en' | 'de' | 'tr', statements = false) =>
  (await Promise.all([7, 1002].map((seed) => questionsFrom(text, language, { seed, statements, count: 40 })))).flat();
/** Quality documents' questions (one document or several), as questionsOfText. */
const questionsOver = async (names: string | string[], statements = false) =>
  (
    await Promise.all(
      [names].flat().map((name) => questionsOfText(qualityDocument(name), languageOf(name), statements)),
    )
  ).flat();
/** Their stems. */
const stemsOver = async (names: string | string[], statements = false) =>
  (await questionsOver(names, statements)).map((q) => q.text);
/** The stems and the options of questions, every word a reader sees. */
const textsOf = (questions: readonly GeneratedQuestion[]) => questions.flatMap((q) => [q.text, ...q.options]);
/** That something was asked, and that none of it holds any of `fragments`. */
const expectNoneHolds = (asked: readonly string[], fragments: readonly string[]) => {
  expect(asked.length).toBeGreaterThan(0);
  for (const fragment of fragments) expect(asked.some((text) => text.includes(fragment))).toBe(false);
};
/** That questions were made over `names` (and statements), and that none of their stems holds any of `fragments`. */
const expectNoStemHolds = async (names: string | string[], fragments: readonly string[], statements = false) =>
  expectNoneHolds(await stemsOver(names, statements), fragments);
/** That questions and statements were made over `names`, and that none of their stems and options holds any of `fragments`. */
const expectNoneAskedOver = async (names: string[], fragments: readonly string[]) =>
  expectNoneHolds(textsOf(await questionsOver(names, true)), fragments);
/** That questions were asked, and that none of them offers any of `options` (whole options, not parts of them). */
const expectNoOptionOf = (asked: readonly GeneratedQuestion[], options: readonly string[]) => {
  expect(asked.length).toBeGreaterThan(0);
  for (const question of asked) for (const option of question.options) expect(options).not.toContain(option);
};
/** A question's options as numbers, their group separators dropped. */
const figuresOf = (question: GeneratedQuestion) =>
  question.options.map((option) => Number(option.replace(/[.,]/gu, '')));
/** The options of every question over `names` whose stem holds `fragment`, as numbers; that there were some. */
const figuresWhere = async (names: string[], fragment: string) => {
  const asked = (await questionsOver(names)).filter((q) => q.text.includes(fragment));
  expect(asked.length).toBeGreaterThan(0);
  return asked.flatMap(figuresOf);
};
/** The options of its questions whose stem holds `fragment`. */
const optionsWhere = async (name: string, fragment: string) =>
  (await questionsOver(name)).filter((q) => q.text.includes(fragment)).flatMap((q) => q.options);
/** Their false statements. */
const falseStatementsOf = async (names: string | string[]) =>
  (await questionsOver(names, true)).filter((question) => truthOf(question) === false);
const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Whether a statement is, word for word, a sentence of the source. */
const isSentenceOf = (source: string, text: string) =>
  ` ${wordsOf(source).join(' ')} `.includes(` ${wordsOf(text).join(' ')} `);

describe('Given a true/false question, from any generator', () => {
  it('reads the true and the false word of each language, whatever their order, and nothing else as true/false', () => {
    expect(truthOf(statement('Recharge adds water.', ['True', 'False'], 0))).toBe(true);
    expect(truthOf(statement('Recharge adds water.', ['False', 'True'], 0))).toBe(false);
    expect(truthOf(statement('Recharge adds water.', ['Richtig', 'Falsch'], 1))).toBe(false);
    expect(truthOf(statement('Recharge adds water.', ['Wahr', 'Falsch'], 0))).toBe(true);
    expect(truthOf(statement('Recharge adds water.', ['Doğru', 'Yanlış'], 0))).toBe(true);
    expect(truthOf(statement('Recharge adds water.', ['True', 'False', 'Both'], 0))).toBeNull();
    expect(truthOf(statement('Recharge adds water.', ['Recharge', 'Porosity'], 0))).toBeNull();
  });

  it('is supported by its statement: a sentence of the source, or one with a term put in another’s place', () => {
    const truthful = statement(
      'Water that is added to an aquifer, mainly from rainfall, is called recharge.',
      ['True', 'False'],
      0,
    );
    const falsified = statement(
      'Water that is added to an aquifer, mainly from rainfall, is called porosity.',
      ['True', 'False'],
      1,
    );
    const invented = statement('Glaciers carve deep valleys in the mountains of Norway.', ['True', 'False'], 0);
    expect(isSupportedBySource(truthful, SOURCE)).toBe(true);
    expect(isSupportedBySource(falsified, SOURCE)).toBe(true);
    expect(isSupportedBySource(invented, SOURCE)).toBe(false);
  });

  it('has one answer only when a statement called false is not a sentence of the source', () => {
    const sentence = 'Water that is added to an aquifer, mainly from rainfall, is called recharge.';
    expect(oneAnswerProxy(statement(sentence, ['True', 'False'], 0), SOURCE)).toBe(true);
    expect(oneAnswerProxy(statement(sentence, ['True', 'False'], 1), SOURCE)).toBe(false);
    expect(oneAnswerProxy(statement(sentence.replace('recharge', 'porosity'), ['True', 'False'], 1), SOURCE)).toBe(
      true,
    );
  });

  it('has options of one kind, tests a sentence, is easy (or medium, within the margin) and says why', () => {
    const question = statement(
      'Water that is added to an aquifer, mainly from rainfall, is called recharge.',
      ['True', 'False'],
      0,
    );
    expect(distractorsProxy(question, 'en')).toBe(true);
    expect(meaningfulProxy(question)).toBe(true);
    expect(meaningfulProxy(statement('Yes.', ['True', 'False'], 0))).toBe(false);
    expect(difficultyFor(measuredDifficulty(question, SOURCE))).toBe('easy');
    expect(difficultyProxy({ ...question, difficulty: 'medium' }, SOURCE)).toBe(true);
    expect(difficultyProxy({ ...question, difficulty: 'hard' }, SOURCE)).toBe(false);
    expect(explainsProxy(question)).toBe(true);
    const turkish = {
      ...statement('Matbaa, yazıların kâğıda basılmasını sağlayan makinedir.', ['Doğru', 'Yanlış'], 0),
      explanation:
        'Doğru cevap “Doğru”, çünkü metinde şöyle yazıyor: “Matbaa, yazıların kâğıda basılmasını sağlayan makinedir.”',
    };
    expect(explainsProxy(turkish)).toBe(true);
    // The offline generator's own wording (local-48): the verdict, then the sentence of the text.
    for (const [text, options, explanation] of [
      ['Recharge adds water.', ['True', 'False'], 'True. The text says: “Recharge adds water.”'],
      ['Recharge adds water.', ['Richtig', 'Falsch'], 'Richtig. Im Text steht: „Recharge adds water.“'],
      ['Recharge adds water.', ['Doğru', 'Yanlış'], 'Doğru. Metinde şöyle yazıyor: “Recharge adds water.”'],
    ] as const)
      expect(explainsProxy({ ...statement(text, [...options], 0), explanation })).toBe(true);
    expect(explainsProxy({ ...statement('Recharge adds water.', ['True', 'False'], 0), explanation: 'True.' })).toBe(
      false,
    );
  });
});

describe('Given statements that name the same terms (the pick)', () => {
  const unit = (index: number) =>
    ({ passage: { index: 0 }, text: `Sentence ${index}.`, start: index * 20 }) as unknown as Unit;
  const told = (index: number, sentence: string, truthful: boolean, named: string[]): Candidate => ({
    type: 'statement',
    unit: unit(index),
    answerKey: `statement:${index}`,
    named,
    score: 1 - index / 100,
    question: {
      ...statement(sentence, ['True', 'False'], truthful ? 0 : 1),
      provenance: { passageIndex: 0, sourceId: null, start: index * 20, end: index * 20 + 19 },
    },
  });

  it('keeps two true statements of one term, never a false one beside a statement naming its terms', () => {
    const chosen = pick(
      [
        told(1, 'Evaporation turns the water of the oceans into vapour.', true, ['evaporation']),
        told(2, 'Evaporation is driven by the heat of the Sun.', true, ['evaporation']),
        told(3, 'Clouds form from droplets through evaporation in the air.', false, ['condensation', 'evaporation']),
        told(4, 'Rain, snow and hail are forms of precipitation.', true, ['precipitation']),
      ],
      4,
    );
    expect(chosen.map((c) => c.answerKey).sort()).toEqual(['statement:1', 'statement:2', 'statement:4']);
  });
});

describe('Given a textbook that names its terms (the offline generator, local-46)', () => {
  const text = qualityDocument('holdout38/en-textbook-groundwater.txt');

  it('asks its terms as statements, a true one word for word a sentence of the text, a false one with another term of the text in the term’s place', async () => {
    const questions = await questionsFrom(text, 'en', { seed: 7, statements: true });
    const statements = questions.filter(isStatement);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    for (const question of statements) {
      expect(question.options).toEqual(['True', 'False']);
      expect(question.difficulty).toBe('easy');
      const asked = quotedPart(question.text);
      if (truthOf(question)) {
        expect(isSentenceOf(text, asked)).toBe(true);
        expect(question.explanation).toBe(`True. The text says: “${asked}”`);
      } else {
        expect(isSentenceOf(text, asked)).toBe(false);
        // "It says “contamination”, not “depression”": the text's term, and the term put in its place.
        const [, said, put] = /It says “([^”]+)”, not “([^”]+)”\.$/u.exec(question.explanation) ?? [];
        expect(isSentenceOf(text, asked.replace(put as string, said as string))).toBe(true);
      }
    }
  });

  it('asks the same terms as multiple-choice questions when statements are off, which the statements are made from', async () => {
    const questions = await questionsFrom(text, 'en', { seed: 7 });
    expect(questions.some(isStatement)).toBe(false);
    expect(questions.filter((question) => question.options.length >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('never asks a sentence that leans on the one before, nor puts another term at the start of a sentence', async () => {
    const questions = await questionsFrom(text, 'en', { seed: 7, statements: true, count: 40 });
    for (const question of questions.filter(isStatement)) {
      // "This downward movement …", "Its upper surface …": a statement stands alone.
      expect(quotedPart(question.text)).not.toMatch(/^(?:This|Its|It|These)\b/u);
      // "Porosity is the proportion …" is asked as the text says it, never as "Aquifer is the proportion …".
      if (!truthOf(question))
        expect(isSentenceOf(text, quotedPart(question.text).split(' ').slice(1).join(' '))).toBe(false);
    }
  });

  it('is what the product asks: the offline generator as the server creates it', async () => {
    const passages = chunkText(normalizeText(text), { sourceId: 'src', targetWords: 120, language: 'en' });
    const { questions } = await createLocalQuestionGenerator().generate({
      passages,
      count: 10,
      difficulty: 'medium',
      sourceLanguage: 'en',
      targetLanguage: 'en',
      seed: 7,
    });
    expect(questions.some(isStatement)).toBe(true);
  });
});

describe('Given a manual with its settings and figures', () => {
  it('keeps four options for a figure and asks settings as statements, more than one in a quiz', async () => {
    const questions = await questionsFrom(qualityDocument('holdout39/en-doc-smart-scale.txt'), 'en', {
      seed: 7,
      statements: true,
    });
    for (const question of questions.filter((q) => /^\d/u.test(answerOf(q)))) expect(question.options).toHaveLength(4);
    const statements = questions.filter(isStatement);
    expect(statements.length).toBeGreaterThanOrEqual(2);
    // A setting is asked as the text says it: a false one swaps in another label, which its name gives away (local-62).
    for (const statement of statements) expect(truthOf(statement)).toBe(true);
  });

  it('says in a false statement’s explanation what the text says instead', async () => {
    const text = qualityDocument('holdout22/en-textbook-respiratory-system.txt');
    const falsified = await falseStatementsOf('holdout22/en-textbook-respiratory-system.txt');
    expect(falsified.length).toBeGreaterThan(0);
    for (const question of falsified) {
      // "needs methane" … "It says “oxygen”, not “methane”.": the text's sentence has the one, not the other.
      const [, said, put] = /It says “([^”]+)”, not “([^”]+)”\.$/u.exec(question.explanation) ?? [];
      const asked = quotedPart(question.text).replaceAll(/[‘’]/gu, '"');
      expect(isSentenceOf(text, asked.replace(put as string, said as string))).toBe(true);
    }
  });
});

describe('Given German and Turkish textbooks', () => {
  it('puts no other German term after an article ("die Winter mild" is asked only as the text says it)', async () => {
    const questions = await questionsFrom(qualityDocument('holdout38/de-textbook-klimazonen.txt'), 'de', {
      seed: 7,
      statements: true,
      count: 40,
    });
    const statements = questions.filter(isStatement);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements) expect(question.options).toEqual(['Richtig', 'Falsch']);
    const subtropics = statements.find((q) => q.text.includes('In den Subtropen'));
    expect(subtropics && quotedPart(subtropics.text)).toBe(
      'In den Subtropen sind die Sommer heiß und trocken, die Winter mild.',
    );
    expect(subtropics && truthOf(subtropics)).toBe(true);
  });

  it('names a term in one statement at most: "Matbaa" is not both the machine and the envoy', async () => {
    const text = qualityDocument('holdout39/tr-textbook-lale-devri.txt');
    for (const seed of [7, 1000, 1001]) {
      const questions = await questionsFrom(text, 'tr', { seed, statements: true, count: 40 });
      const statements = questions.filter(isStatement);
      for (const question of statements) expect(question.options).toEqual(['Doğru', 'Yanlış']);
      expect(statements.filter((q) => quotedPart(q.text).startsWith('Matbaa')).length).toBeLessThanOrEqual(1);
    }
  });

  it('says in German which term the text names instead', async () => {
    const text = qualityDocument('holdout36/de-textbook-korrosion.txt');
    const falsified = await falseStatementsOf('holdout36/de-textbook-korrosion.txt');
    expect(falsified.length).toBeGreaterThan(0);
    for (const question of falsified) {
      const [, said, put] = / Dort steht „([^“]+)“, nicht „([^“]+)“\.$/u.exec(question.explanation) ?? [];
      expect(isSentenceOf(text, quotedPart(question.text).replace(put as string, said as string))).toBe(true);
    }
  });
});

describe('What blind readers of local-46 failed on holdout40 to holdout43 (local-47)', () => {
  it('asks no clause number of a charter and no code with a leading zero, by the proxy of any generator', () => {
    const blank = (text: string, options: string[]): GeneratedQuestion => ({
      ...statement('', ['x', 'y'], 0),
      text: `Which number completes the sentence? "${text}"`,
      options,
      correctAnswer: 0,
    });
    expect(
      meaningfulProxy(blank('Clause _____ promised that justice would not be sold.', ['40', '39', '41', '42'])),
    ).toBe(false);
    expect(meaningfulProxy(blank('Call the helpline on _____ 960 123.', ['01632', '1632', '2632', '3632']))).toBe(
      false,
    );
    expect(meaningfulProxy(blank('The charter has _____ clauses.', ['63', '53', '73', '43']))).toBe(true);
  });

  it('asks nothing of an English sentence whose "it" or "she said" names no one, nor a clause number', async () => {
    const questions = await questionsOver([
      'holdout43/en-textbook-magna-carta.txt',
      'holdout43/en-news-hedgehog-rescue.txt',
      'holdout41/en-news-park-and-ride.txt',
      'holdout42/en-news-school-centenary.txt',
    ]);
    expect(questions.length).toBeGreaterThan(10);
    for (const question of questions) {
      expect(question.text).not.toMatch(/Clause _____|it has _____|Today it teaches|,’ she said/u);
      expect(answerOf(question)).not.toMatch(/^0\d/u);
    }
  });

  it('asks no German example of what the sentence before named ("Ein Beispiel ist …", "Bekannte Beispiele sind …")', async () => {
    for (const statements of [false, true]) {
      const questions = await questionsOver('holdout42/de-textbook-kuestenformen.txt', statements);
      for (const question of questions)
        expect(quotedPart(question.text)).not.toMatch(/^(?:Ein Beispiel|Bekannte Beispiele)/u);
    }
  });

  it('asks no bare instruction as a statement, only a German one that says what it is for', async () => {
    const questions = await questionsOver('holdout41/en-doc-presenter-view.txt', true);
    for (const question of questions.filter(isStatement))
      expect(quotedPart(question.text)).not.toContain('press Windows+P');
    const oven = await questionsOver('holdout40/de-doc-backofen.txt', true);
    expect(oven.some((q) => /^Halten Sie ‚[^‘]+‘ vier Sekunden gedrückt, um/u.test(quotedPart(q.text)))).toBe(true);
  });

  it('offers no score above the maximum the sentence gives ("100 üzerinden _____ puan")', async () => {
    const scored = await optionsWhere('holdout42/tr-news-halk-oyunlari.txt', '100 üzerinden _____');
    expect(scored.length).toBeGreaterThan(0);
    for (const option of scored) expect(Number(option)).toBeLessThanOrEqual(100);
  });
});

describe('What blind readers of local-46 failed on holdout40 to holdout43 (local-48)', () => {
  /** A false statement's answer and the option put in its place, from its explanation. */
  const swapOf = (question: GeneratedQuestion) => {
    const [, said, put] =
      /(?:It says “([^”]+)”, not “([^”]+)”|Dort steht „([^“]+)“, nicht „([^“]+)“)\.$/u
        .exec(question.explanation)
        ?.filter((group) => group !== undefined) ?? [];
    return { said, put };
  };

  it('puts in a label’s place only a label of its list or its noun, never one of no stated kind', async () => {
    const lances = ['Vario', 'Rotor', 'Foam'];
    const washer = await falseStatementsOf('holdout42/en-doc-pressure-washer.txt');
    for (const question of washer) {
      const { said, put } = swapOf(question);
      expect(said).toBeDefined();
      if (lances.includes(said as string)) expect(lances).toContain(put);
      expect(quotedPart(question.text)).not.toMatch(/‘(?:ECO|BOOST|0)’ lance/u);
    }
    const camera = await falseStatementsOf('holdout42/de-doc-wildkamera.txt');
    for (const question of camera) expect(swapOf(question).put).not.toBe('Niedrig');
    const oximeter = await falseStatementsOf('holdout43/en-doc-pulse-oximeter.txt');
    for (const question of oximeter) expect(quotedPart(question.text)).not.toMatch(/^Choose ‘(?!Exit)/u);
    // A true statement needs no kin: the lance and the slow cooker's button are still asked.
    const asked = [
      ...(await questionsOver('holdout42/en-doc-pressure-washer.txt', true)),
      ...(await questionsOver('holdout36/en-doc-slow-cooker.txt', true)),
    ].filter((question) => truthOf(question) === true);
    expect(asked.some((q) => quotedPart(q.text).startsWith('‘BOOST’ allows the full 130 bar'))).toBe(true);
  });

  it('offers a share near the whole among shares near it, a right angle among turns, and options beyond "über"', async () => {
    const near = await optionsWhere('holdout43/en-doc-pulse-oximeter.txt', 'the factory setting is _____ %');
    expect(near.length).toBeGreaterThan(0);
    for (const option of near) expect(Number(option)).toBeGreaterThanOrEqual(75);
    const turned = await optionsWhere('holdout41/de-doc-dokumentenscanner.txt', 'um _____ Grad');
    expect(turned.length).toBeGreaterThan(0);
    for (const option of turned) expect([45, 90, 180, 270, 360]).toContain(Number(option));
    const beyond = await optionsWhere('holdout43/de-textbook-bauernkrieg.txt', 'wohl über _____ Menschen');
    expect(beyond.length).toBeGreaterThan(0);
    for (const option of beyond) expect(Number(option.replace('.', ''))).toBeGreaterThanOrEqual(70000);
  });

  it('asks neither a rough year that sets the scene nor costs of what the sentence before named', async () => {
    const questions = await questionsOver([
      'holdout43/de-textbook-bauernkrieg.txt',
      'holdout41/de-news-kroetenzaun.txt',
    ]);
    expect(questions.length).toBeGreaterThan(3);
    for (const question of questions) expect(question.text).not.toMatch(/„Um _____|„Die Kosten werden/u);
  });
});

describe('What blind readers of local-48 failed on holdout44 to holdout47 (local-49)', () => {
  it('offers a lid opened or a cup tilted no angle beyond flat, and a future year among years to come', async () => {
    const grill = await optionsWhere('holdout44/de-doc-kontaktgrill.txt', '_____° aufklappen');
    const cup = await optionsWhere('holdout47/en-doc-nebuliser.txt', 'more than _____ degrees');
    expect(grill.length + cup.length).toBeGreaterThan(0);
    for (const option of [...grill, ...cup]) {
      expect(Number(option)).toBeLessThanOrEqual(180);
      expect([15, 30, 45, 60, 90, 120, 135, 180]).toContain(Number(option));
    }
    const railway = await optionsWhere('holdout45/en-news-heritage-railway.txt', 'hopes to return to service in _____');
    for (const option of railway) expect(Number(option)).toBeGreaterThan(2026);
  });

  it('reads a German or Turkish word of opening or tilting that begins with a letter beyond ASCII („öffnen“)', async () => {
    const grill = await questionsFrom(
      'Kontaktgrill Toscana\n\nDer Deckel des Grills lässt sich um 180° öffnen, sodass zwei Grillflächen nebeneinander liegen. Die Grillplatten sind 30 Zentimeter breit und antihaftbeschichtet. Nach dem Gebrauch muss das Gerät 20 Minuten abkühlen, bevor Sie die Platten abnehmen.',
      'de',
      { seed: 7 },
    );
    const opened = grill.filter((q) => q.text.includes('um _____° öffnen')).flatMap((q) => q.options);
    expect(opened.length).toBeGreaterThan(0);
    for (const option of opened) expect([15, 30, 45, 60, 90, 120, 135, 180]).toContain(Number(option));
  });

  it('asks no figure twice or half another of its measure, and no total below the part the sentence gives', async () => {
    const questions = await questionsOver([
      'holdout45/en-news-heritage-railway.txt',
      'holdout45/tr-news-teleferik.txt',
    ]);
    expect(questions.length).toBeGreaterThan(3);
    for (const question of questions) {
      expect(question.text).not.toMatch(/£_____ for adults and £7|öğrenci bileti _____ lira/u);
      if (question.text.includes('maliyeti _____ milyon'))
        for (const option of question.options) expect(Number(option)).toBeGreaterThan(120);
    }
  });

  it('offers no hill, race or valley among people', async () => {
    const questions = await questionsOver([
      'holdout44/tr-news-yelken-kulubu.txt',
      'holdout45/tr-news-teleferik.txt',
      'holdout46/en-news-oral-history-project.txt',
    ]);
    expect(questions.some((q) => /Which name|Cümleyi hangi ifade/u.test(q.text))).toBe(true);
    for (const option of questions.flatMap((q) => q.options))
      expect(option).not.toMatch(/Kupası|Tepesi|Ashcombe Vale/u);
  });

  it('asks no sentence that leans on the one before by "dafür", "Weitere", "Second,", "Further west" or "the same idea"', async () => {
    const questions = await questionsOver(
      [
        'holdout45/de-news-eichenprozessionsspinner.txt',
        'holdout46/de-news-musikschule.txt',
        'holdout45/en-textbook-natural-selection.txt',
        'holdout46/en-textbook-permafrost.txt',
        'holdout47/de-textbook-kinderrechte.txt',
      ],
      true,
    );
    expect(questions.length).toBeGreaterThan(10);
    for (const question of questions)
      expect(quotedPart(question.text)).not.toMatch(
        /dafür bereitgestellt|^Weitere|^Second,|^Further west|the same idea|^Die _____ Artikel/u,
      );
  });

  it('makes no false statement that names its false term elsewhere in the sentence ("Köyden … köy denir")', async () => {
    const statements = await falseStatementsOf('holdout46/tr-textbook-kirsal-yerlesme.txt');
    for (const question of statements) expect(quotedPart(question.text)).not.toMatch(/^Köyden .* köy denir/u);
  });
});

describe('What blind readers of local-49 failed on holdout48 to holdout51 (local-50)', () => {
  it('asks no English instruction as a statement, even one that says what it is for', async () => {
    const questions = await questionsOver(
      [
        'holdout48/en-doc-coffee-grinder.txt',
        'holdout49/en-doc-freeze-panes.txt',
        'holdout51/en-doc-electric-blanket.txt',
      ],
      true,
    );
    expect(questions.filter(isStatement).length).toBeGreaterThan(0);
    for (const question of questions.filter(isStatement))
      expect(quotedPart(question.text)).not.toMatch(/^(?:Unplug|Press|If the wrong rows)|, use ‘Split’/u);
  });

  it('swaps no control named by what it does into a false statement, nor one out of it', async () => {
    // From local-62 no label at all: a control is asked as the text says it.
    const statements = (
      await questionsOver(['holdout48/tr-doc-kombi.txt', 'holdout49/tr-doc-bagaj-tartisi.txt'], true)
    ).filter(isStatement);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements.filter((q) => truthOf(q) === false))
      expect(quotedPart(question.text)).not.toMatch(/‘[^’]+’/u);
  });

  it('asks no sentence set against the one before ("… ise", "Yusuf Tekin de", "ayrıca", „dabei“, „Auch …“)', async () => {
    const questions = await questionsOver(
      [
        'holdout49/tr-news-tohum-bankasi.txt',
        'holdout50/tr-news-dolu-firtinasi.txt',
        'holdout50/tr-doc-tasinabilir-guc-istasyonu.txt',
        'holdout51/tr-news-yaban-hayati-koprusu.txt',
        'holdout53/tr-news-dolmus.txt',
        'holdout49/de-doc-notfall-sos.txt',
        'holdout48/de-news-judoverein.txt',
      ],
      true,
    );
    expect(questions.length).toBeGreaterThan(10);
    for (const question of questions)
      expect(quotedPart(question.text)).not.toMatch(
        /^\S+(?:\s\S+){0,6}\sise\s|Yusuf Tekin de|Fotokapanlar ayrıca|(?<![\p{L}])dabei(?![\p{L}])|^Auch /u,
      );
  });

  it('offers a span in the steps of a clock, years after a history’s last one, and options near a bound', async () => {
    // (Not „zwischen 30 Minuten und _____ Stunden“ any more: the end of a range is not asked, local-53.)
    const timer = await optionsWhere('holdout29/en-doc-sous-vide-cooker.txt', 'up to a maximum of _____ hours');
    expect(timer.length).toBeGreaterThan(0);
    for (const option of timer) expect(Number(option) % 24).toBe(0);
    const weimar = await optionsWhere('holdout50/de-textbook-schulpflicht.txt', 'Weimarer Verfassung von _____');
    expect(weimar.some((option) => Number(option) > 1919)).toBe(true);
    const alarm = await optionsWhere('holdout51/de-doc-brutapparat.txt', 'über _____ °C gestiegen');
    expect(alarm.length).toBeGreaterThan(0);
    for (const option of alarm) expect(Number(option)).toBeLessThanOrEqual(55);
    const donation = await optionsWhere('holdout50/de-news-saatgutboerse.txt', 'Spende von _____ Cent');
    for (const option of donation) expect(Number(option)).toBeLessThan(100);
  });

  it('asks no emergency number, no share the rest gives away and not what a dozen is', async () => {
    const questions = await questionsOver([
      'holdout49/de-doc-notfall-sos.txt',
      'holdout50/en-textbook-atmosphere-layers.txt',
      'holdout48/tr-textbook-mol-kavrami.txt',
    ]);
    expect(questions.length).toBeGreaterThan(5);
    for (const question of questions)
      expect(question.text).not.toMatch(/gesamten EU die _____|and _____ per cent oxygen|Bir düzine her zaman _____/u);
  });

  it('offers no pass among people ("Karaçam Geçidi")', async () => {
    const questions = await questionsOver('holdout51/tr-news-yaban-hayati-koprusu.txt');
    for (const option of questions.flatMap((q) => q.options)) expect(option).not.toMatch(/Geçidi/u);
  });
});

describe('What blind readers of local-50 failed on holdout52 to holdout55, and German namings (local-51)', () => {
  it('asks what a German textbook names "spricht man von …" after what happens', async () => {
    const asked = await stemsOver([
      'holdout11/de-textbook-arbeitsteilung.txt',
      'holdout46/de-textbook-standortfaktoren.txt',
    ]);
    expect(asked).toContain(
      'Wie nennt man es laut Text, wenn sich eine Person oder ein Unternehmen auf wenige Tätigkeiten konzentriert?',
    );
    expect(asked).toContain(
      'Wie nennt man es laut Text, wenn sich Unternehmen einer Branche zusammen mit Hochschulen und Forschungseinrichtungen in einer Region konzentrieren?',
    );
  });

  it('offers a winner’s score above the loser’s, no more hits than tries, and a start below the end of a rise', async () => {
    const won = await optionsWhere('holdout52/de-news-kegelverein.txt', 'mit _____ zu 2.067 Holz');
    const hits = await optionsWhere('holdout52/en-news-netball-league.txt', 'goals from 36 attempts');
    // (The fare of holdout53, "Tam bilet _____ liradan 25 liraya", one group's price beside another's, is not asked
    // from local-54 on: the start of a rise is read on a club's growth instead.)
    const grown = await optionsWhere('holdout40/de-news-tischtennis.txt', 'von _____ auf 31 Kinder');
    expect(won.length * hits.length * grown.length).toBeGreaterThan(0);
    for (const option of won) expect(Number(option.replace('.', ''))).toBeGreaterThan(2067);
    for (const option of hits) expect(Number(option)).toBeLessThanOrEqual(36);
    for (const option of grown) expect(Number(option)).toBeLessThan(31);
  });

  it('keeps an English false statement in the answer’s number, and no card or unnamed "61-Jährige" among people', async () => {
    const statements = await falseStatementsOf('holdout53/en-textbook-transpiration.txt');
    for (const question of statements) expect(quotedPart(question.text)).not.toMatch(/several photosynthesis/u);
    const fares = await questionsOver('holdout53/tr-news-dolmus.txt');
    expect(fares.length).toBeGreaterThan(0);
    for (const question of fares.filter((q) => q.text.startsWith('Cümleyi hangi ifade')))
      expect(question.options).not.toContain('Bademlitepe Kart');
    const bowling = await questionsOver('holdout52/de-news-kegelverein.txt', true);
    for (const question of bowling) expect(question.text).not.toMatch(/„Die 61-Jährige/u);
  });
});

describe('What blind readers failed from local-20 to local-51 on months, passers-by and parts (local-52)', () => {
  it('asks the month of what is to come or comes every year, not of a past event without its day', async () => {
    const asked = await stemsOver([
      'holdout47/de-news-forellenzucht.txt',
      'holdout53/en-news-night-bus.txt',
      'holdout34/en-textbook-comets.txt',
    ]);
    expect(asked.some((text) => text.includes('„Im _____ lieferte die Quelle'))).toBe(false);
    expect(asked.some((text) => text.includes('"The council will review the service in _____."'))).toBe(true);
    expect(asked.some((text) => text.includes('The Perseids, visible every _____,'))).toBe(true);
  });

  it('asks no English passer-by named with an age or "among those", but the people who run things', async () => {
    const asked = await stemsOver(['holdout55/en-news-bookshop.txt', 'holdout53/en-news-night-bus.txt']);
    expect(asked.some((text) => text.includes('Regular customer _____, 71,'))).toBe(false);
    expect(asked.some((text) => text.includes('Among those welcoming the news was _____'))).toBe(false);
    expect(asked.some((text) => text.includes('Managing director _____ said'))).toBe(true);
  });

  it('asks no sentence that leans on one before by "it" or an unnamed „Elfjährige“, nor a part’s rating', async () => {
    await expectNoStemHolds(
      [
        'holdout55/en-doc-water-flosser.txt',
        'holdout54/de-news-vorlesewettbewerb.txt',
        'holdout55/de-news-biber.txt',
        'holdout54/en-doc-grass-trimmer.txt',
      ],
      ['Do not fill it', '„Die Elfjährige', '„Die Kosten von etwa', 'the _____ V battery', 'the _____ ml reservoir'],
    );
  });
});

describe('What blind readers of local-51 and local-52 failed on holdout56 to holdout59 (local-53)', () => {
  it('asks no English instruction and no stray label before a sentence, and no end of a range after a unit', async () => {
    const cpap = await questionsOver('holdout59/en-doc-cpap-machine.txt', true);
    expect(cpap.length).toBeGreaterThan(0);
    for (const question of cpap) {
      expect(question.text).not.toMatch(/run ‘Mask Fit’|raise ‘Humidity Level’|between 16 °C and _____/u);
      expect(question.text).not.toMatch(/Troubleshooting:/u);
    }
    const scale = await stemsOver('holdout39/en-doc-smart-scale.txt');
    expect(scale.some((text) => text.includes('"‘Err’ means the load is above _____ kg'))).toBe(true);
  });

  it('asks no seconds of a time, "A separate …", a timer that says what it does, or a police force among people', async () => {
    const asked = textsOf(
      await questionsOver(
        [
          'holdout56/en-news-orienteering.txt',
          'holdout57/en-doc-wifi-calling.txt',
          'holdout58/en-doc-patio-heater.txt',
          'holdout57/en-news-speed-limit.txt',
        ],
        true,
      ),
    );
    expectNoneHolds(asked, [
      'minutes and _____ seconds',
      '"A separate ‘Roaming',
      '"‘Timer’ switches',
      'Westmere Police',
    ]);
  });

  it('puts after "a" or "an" only a term the text writes so', async () => {
    const statements = await falseStatementsOf([
      'holdout56/en-textbook-fractional-distillation.txt',
      'holdout58/en-textbook-savannas.txt',
      'holdout45/en-textbook-natural-selection.txt',
    ]);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements)
      expect(quotedPart(question.text)).not.toMatch(
        /A crude oil|A distillation|called a fire|a pastoralism|a well-known example/u,
      );
  });
});

describe('What blind readers of local-52 and local-53 failed on holdout60 to holdout63 (local-54)', () => {
  it('swaps a term a sentence defines only for another the text defines, and after "the" only one it writes so', async () => {
    const statements = await falseStatementsOf([
      'holdout61/en-textbook-tropisms.txt',
      'holdout44/en-textbook-momentum.txt',
      'holdout62/en-textbook-development-indicators.txt',
      'holdout22/en-textbook-respiratory-system.txt',
    ]);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements)
      expect(quotedPart(question.text)).not.toMatch(
        /called an (?:organism|elongation)|called the collision|The life expectancy is|The best known|called exhalation/u,
      );
  });

  it('asks no sentence that points back with „solche“, „diese“, „hat es“, a bare superlative, "he" or "en dar yeri"', async () => {
    await expectNoStemHolds(
      [
        'holdout61/de-doc-kontakte-zusammenfuehren.txt',
        'holdout62/de-doc-markisensteuerung.txt',
        'holdout63/de-news-uhu.txt',
        'holdout62/en-textbook-development-indicators.txt',
        'holdout63/en-textbook-feudalism.txt',
        'holdout62/tr-textbook-bogazlar.txt',
      ],
      [
        'solche Einträge',
        'Um diese festzulegen',
        'hat es in einer Nische',
        'The best known is',
        'he ordered a great survey',
        'en dar yeri',
      ],
      true,
    );
  });

  it('offers no club or airline among people, and asks no runner-up’s score, group’s price or pupil’s year', async () => {
    const asked = textsOf(
      await questionsOver([
        'holdout60/de-news-schuetzenverein.txt',
        'holdout61/tr-news-havalimani.txt',
        'holdout62/en-news-brass-band.txt',
        'holdout42/tr-news-halk-oyunlari.txt',
        'holdout53/tr-news-dolmus.txt',
      ]),
    );
    expectNoneHolds(asked, [
      'Hubertus Hollenbrück',
      'Gökada Hava Yolları',
      'finished second with _____ points',
      'ikinciliği _____ puanla',
      'tickets at £_____ for adults',
      'Tam bilet _____',
      '_____. sınıf öğrencisi',
    ]);
  });

  it('offers no value the text lists beside the answer, and swaps in no clock, date or keep-warm label', async () => {
    const kept = await optionsWhere('holdout60/tr-doc-filtre-kahve-makinesi.txt', 'kahveyi _____ dakika sıcak tutar');
    expect(kept).toContain('40');
    expect(kept).not.toContain('20');
    expect(kept).not.toContain('60');
    const statements = (
      await questionsOver(
        [
          'holdout60/tr-doc-filtre-kahve-makinesi.txt',
          'holdout60/en-doc-soup-maker.txt',
          'holdout57/tr-doc-ustbilgi-altbilgi.txt',
        ],
        true,
      )
    ).filter(isStatement);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements)
      expect(quotedPart(question.text)).not.toMatch(/‘Saat’ tuşuna|‘Keep Warm’ runs|‘Tarih ve Saat’ düğmesine/u);
  });
});

describe('What blind readers of local-53 and local-54 failed on holdout64 to holdout67 (local-55)', () => {
  it('puts a number’s answer anywhere among its options, not mostly second or third of four', async () => {
    const ranks = [0, 0, 0, 0];
    for (const question of await questionsOver([
      'holdout60/en-news-tennis-club.txt',
      'holdout62/en-news-brass-band.txt',
      'holdout63/de-news-uhu.txt',
      'holdout61/tr-news-havalimani.txt',
      'holdout56/de-news-reitverein.txt',
      'holdout52/en-news-netball-league.txt',
      'holdout53/tr-news-dolmus.txt',
      'holdout40/de-news-tischtennis.txt',
    ])) {
      const values = question.options.map((option) => Number(option.replace(/[.,]/gu, '')));
      if (question.options.length !== 4 || values.some(Number.isNaN) || !/number|Zahl|sayı/u.test(question.text))
        continue;
      const answer = values[question.correctAnswer] as number;
      const rank = [...values].sort((a, b) => a - b).indexOf(answer);
      ranks[rank] = (ranks[rank] ?? 0) + 1;
    }
    const all = ranks.reduce((a, b) => a + b, 0);
    expect(all).toBeGreaterThan(20);
    // Either end holds the answer at least a third of the time (local-54: 146 of 854 over the quality documents).
    const [lowest = 0, , , highest = 0] = ranks;
    expect((lowest + highest) / all).toBeGreaterThan(1 / 3);
  });

  it('asks no month of a past day, a year a Turkish plan reports among past years, or a figure a hair from another', async () => {
    const asked = await questionsOver([
      'holdout64/en-news-boxing-club.txt',
      'holdout67/en-news-seal-pups.txt',
      'holdout65/tr-news-kent-bisikleti.txt',
    ]);
    expect(asked.length).toBeGreaterThan(0);
    const texts = asked.map((q) => q.text);
    expect(texts.some((text) => text.includes('On Saturday 21 _____'))).toBe(false);
    expect(texts.some((text) => text.includes('Tuesday 17 _____'))).toBe(false);
    for (const question of asked.filter((q) => q.text.includes('caddeye _____ yılı')))
      for (const option of question.options) expect(Number(option)).toBeGreaterThanOrEqual(2027);
    for (const question of asked.filter((q) => q.text.includes('compared with _____ at the same point')))
      expect(question.options).not.toContain('469');
  });

  it('cuts no Turkish sentence at "1. Lig", and asks none that opens on "İçindeki", "En büyüğü" or „Ihm“', async () => {
    const asked = await stemsOver(
      [
        'holdout64/tr-news-tekerlekli-sandalye-basketbolu.txt',
        'holdout67/tr-textbook-frigler.txt',
        'holdout67/de-textbook-zollverein.txt',
      ],
      true,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const text of asked) {
      expect(text).not.toMatch(/takımın 1\.["”]|"İçindeki|En büyüğü|„Ihm gehörten/u);
    }
  });

  it('labels 1066 easy, and swaps no heating label or example into a statement', async () => {
    const domesday = await questionsOver('holdout67/en-textbook-domesday-book.txt');
    const hastings = domesday.filter((q) => q.options[q.correctAnswer] === '1066');
    expect(hastings.length).toBeGreaterThan(0);
    for (const question of hastings) expect(question.difficulty).toBe('easy');
    const statements = await falseStatementsOf([
      'holdout67/tr-doc-masaj-koltugu.txt',
      'holdout45/en-textbook-natural-selection.txt',
    ]);
    expect(statements.length).toBeGreaterThan(0);
    for (const question of statements) expect(quotedPart(question.text)).not.toMatch(/‘Isıtma’|a well-known example/u);
  });
});

describe('What blind readers of local-53 and local-54 failed on holdout64 to holdout67 (local-56)', () => {
  it('swaps a defined term only for one of its kind, a process for a process, and never for a kind of itself', async () => {
    const statements = await falseStatementsOf([
      'holdout64/de-textbook-plattentektonik.txt',
      'holdout65/tr-textbook-protein-sentezi.txt',
      'holdout64/tr-textbook-cozulme.txt',
      'holdout14/de-textbook-gewaltenteilung.txt',
      // One whose false statements are of the answer's kind: the others make none since local-59.
      'holdout75/tr-textbook-sivil-toplum.txt',
    ]);
    expectNoneHolds(
      statements.map((q) => quotedPart(q.text)),
      [
        'Schale der Erde heißt Subduktion',
        'aşama transkripsiyon denir',
        'aşama translasyon denir',
        'Kimyasal çözülme (ayrışma), toprak oluşumunun',
        'Organe nennt man Exekutive',
      ],
    );
  });

  it('asks no Turkish kingdom, region, ruler or body among people, and no figure of a part or of a body aside', async () => {
    const asked = await questionsOver([
      'holdout67/tr-textbook-frigler.txt',
      'holdout63/tr-news-ahsap-tekne.txt',
      'holdout11/tr-news-kar-temizligi.txt',
      'holdout64/de-news-kanuverein.txt',
      'holdout67/de-news-imkerei.txt',
    ]);
    expect(asked.length).toBeGreaterThan(0);
    for (const answer of asked.map(answerOf))
      expect(answer).not.toMatch(/Krallığı|Kral Midas|Orta Anadolu|Tümülüsü|İmalathanesi|İl Özel İdaresi/u);
    expectNoneHolds(
      asked.map((q) => q.text),
      ['darunter _____ Kinder', 'dem _____ Mitglieder angehören'],
    );
  });

  it('takes no noun after "bu" into the term a Turkish "denir" sentence names ("bu döneme dormansi denir")', async () => {
    // Seen in the questions of holdout70, the set this version was read on.
    // As options of the text's other "denir" questions (a false statement takes it no more: local-59).
    const asked = textsOf(await questionsOver('holdout70/tr-textbook-cimlenme.txt'));
    expectNoneHolds(asked, ['döneme dormansi']);
    expect(asked.some((text) => text.includes('dormansi'))).toBe(true);
  });

  it('asks no sentence that opens on the rest of something said before („Den Rest …“)', async () => {
    expectNoneHolds(
      await stemsOver(['holdout64/de-news-kanuverein.txt', 'holdout60/de-news-schuetzenverein.txt'], true),
      ['Den Rest'],
    );
  });
});

describe('What blind readers of local-55 and local-56 failed on holdout68 to holdout71 (local-57)', () => {
  it('asks no sentence that points at an example, an opposite, a time, a way or an estimate it does not name', async () => {
    expectNoneHolds(
      await stemsOver(
        [
          'holdout71/en-textbook-public-goods.txt',
          'holdout71/de-doc-pelletofen.txt',
          'holdout70/de-news-gaensehof.txt',
          'holdout70/tr-doc-kiyma-makinesi.txt',
        ],
        true,
      ),
      [
        'is a common example.',
        'is the opposite.',
        'In dieser Zeit',
        'diesen Weg',
        'nach seiner Schätzung',
        'Böyle bir durumda',
      ],
    );
  });

  it('asks no unit label of its units, and swaps no label into the place of "Cold"', async () => {
    const asked = await stemsOver(
      [
        'holdout68/en-doc-pellet-grill.txt',
        'holdout71/en-doc-soldering-station.txt',
        'holdout70/en-doc-electric-shower.txt',
      ],
      true,
    );
    expectNoneHolds(asked, ['‘Units’ switches', '‘UNIT’ switches']);
    for (const text of asked) expect(text).not.toMatch(/‘(?!Cold)[^’]+’ switches the heater off completely/u);
  });

  it('asks no day in hours but as a bound, no constant every pupil learns, no year a rise is reckoned on, no month a feast fixes', async () => {
    const asked = await questionsOver([
      'holdout71/tr-doc-yagli-radyator.txt',
      'holdout68/en-textbook-gas-laws.txt',
      'holdout70/en-textbook-homeostasis.txt',
      'holdout70/en-news-christmas-tree-farm.txt',
    ]);
    expectNoneHolds(
      asked.map((q) => q.text),
      ['_____ saatlik', 'to kelvin, add _____', 'kept at about _____ °C', 'about £5 on _____', 'the following _____'],
    );
  });
});

describe('What blind readers of local-56 and local-57 failed on holdout72 to holdout75 (local-59)', () => {
  it('makes a Turkish definition false only with a term the text says is of its kind', async () => {
    const falseOnes = (
      await falseStatementsOf([
        'holdout75/tr-textbook-sivil-toplum.txt',
        'holdout62/tr-textbook-bogazlar.txt',
        'holdout70/tr-textbook-cimlenme.txt',
        'holdout69/tr-textbook-orhun-yazitlari.txt',
      ])
    ).map((q) => q.text);
    expectNoneHolds(falseOnes.length > 0 ? falseOnes : [''], [
      'Örgütlenme özgürlüğü, bir toplumdaki',
      'Akıntı, iki denizi',
      'sert örtüye dormansi',
      'Köktürk alfabesi, taş',
    ]);
    // A term of the answer's kind still makes one: "dernek" (a group) for "baskı grubu" (a group).
    expect(falseOnes.some((text) => text.includes('kuruluşlara dernek denir'))).toBe(true);
  });

  it('leaves out of a Turkish statement the "ise" that sets it against a sentence before, and the softened term it names', async () => {
    const asked = await stemsOver(
      ['holdout73/tr-textbook-tutulmalar.txt', 'holdout75/tr-textbook-sivil-toplum.txt', 'tune/tr-textbook-deprem.txt'],
      true,
    );
    expectNoneHolds(asked, ['girdiğinde ise', 'kuruluşlara ise', 'noktaya odak adı']);
    expect(asked.some((text) => text.includes('kuruluşlara baskı grubu denir'))).toBe(true);
  });

  it('offers the kinds a German text tells apart as each other’s options', async () => {
    const asked = await questionsOver('holdout45/de-textbook-symbiose.txt', true);
    expect(asked.some((q) => q.text.includes('Als Symbiose bezeichnet man'))).toBe(true);
    expect(
      asked.some((q) => truthOf(q) === false && /Als (?:Kommensalismus|Parasitismus) bezeichnet man/u.test(q.text)),
    ).toBe(true);
  });
});

describe('What blind readers of local-58 and local-59 failed on holdout72 to holdout79 (local-60)', () => {
  it('offers no figure the sentence gives in words or in a word, nor one a change or a plan rules out', async () => {
    expect(await figuresWhere(['holdout77/de-news-hallentriathlon.txt'], 'Euro für Erwachsene')).not.toContain(5);
    for (const minutes of await figuresWhere(['holdout78/de-news-streckenreaktivierung.txt'], 'im Stundentakt'))
      expect(minutes).toBeLessThan(60);
    for (const year of await figuresWhere(['holdout77/en-news-badminton-club.txt'], 'towards the cost of the'))
      expect(year).toBeGreaterThanOrEqual(2027);
    for (const count of await figuresWhere(['holdout76/en-news-scarecrow-festival.txt'], 'up from _____ last year'))
      expect(count).toBeLessThan(68);
  });

  it('asks a woman scientist among women only, and no law by its number', async () => {
    const asked = await questionsOver([
      'holdout75/de-news-mammutzahn.txt',
      'holdout78/tr-textbook-tuketici-haklari.txt',
    ]);
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked.filter((q) => q.text.includes('Paläontologin')))
      expect(question.options).not.toContain('Jürgen Stiehle');
    expect(asked.some((q) => q.text.includes('_____ sayılı'))).toBe(false);
  });

  it('states no setting its name explains, sets nothing against a sentence unseen, and swaps no term the sentence names again', async () => {
    await expectNoStemHolds(
      [
        'holdout76/de-doc-saugroboter.txt',
        'holdout77/de-doc-benachrichtigungen.txt',
        'holdout77/en-doc-storage-cleanup.txt',
        'holdout76/tr-textbook-bulutlar.txt',
      ],
      [
        '‚Standard‘ ist für den täglichen Einsatz',
        'bleibt der Sperrbildschirm leer',
        'in contrast',
        'oranına çiğ noktası denir',
      ],
      true,
    );
  });
});

describe('What blind readers failed, and lost, on the older sets (local-61)', () => {
  it('asks a sentence without the word that only sets it against the one before', async () => {
    expect(withoutContrast('Das passive Wahlrecht ist dagegen das Recht, sich zur Wahl zu stellen.', 'de')).toBe(
      'Das passive Wahlrecht ist das Recht, sich zur Wahl zu stellen.',
    );
    expect(withoutContrast('Die Anwohner protestierten dagegen.', 'de')).toBe('Die Anwohner protestierten dagegen.');
    expect(withoutContrast('Viele Eltern sprachen sich dagegen aus, die Schule zu schließen.', 'de')).toContain(
      'dagegen',
    );
    expect(withoutContrast('“Clear data”, in contrast, resets the app completely.', 'en')).toBe(
      '“Clear data” resets the app completely.',
    );
    expect(withoutContrast('However, farming also brought new problems.', 'en')).toBe(
      'Farming also brought new problems.',
    );
    expect(withoutContrast('Since the 1750s, however, people have burnt more coal.', 'en')).toBe(
      'Since the 1750s, people have burnt more coal.',
    );
    const asked = await stemsOver(
      ['holdout71/de-textbook-verwitterung.txt', 'holdout42/de-textbook-kuestenformen.txt'],
      true,
    );
    expect(asked.some((text) => text.includes('Die chemische Verwitterung verändert die Stoffe'))).toBe(true);
    expect(asked.some((text) => text.includes('Ein Bodden ist eine'))).toBe(true);
    expectNoneHolds(asked, [' dagegen ']);
  });

  it('offers no definition of a kind the subject a title names, which all the others are kinds of', async () => {
    expect(titleSubject('Nährstoffe: Woraus unsere Nahrung besteht\n\nDer Körper …')).toBe('nährstoffe');
    expect(titleSubject('Klimazonen der Erde\n\nDas Klima …')).toBeNull();
    const asked = (await questionsOver('holdout22/de-textbook-naehrstoffe.txt', true)).filter(
      (q) => !/nennt man|Stoffe in der Nahrung/u.test(q.text),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) expect(textsOf([question]).join(' ')).not.toMatch(/(?<![\p{L}])Nährstoffe ist/u);
    for (const question of asked.filter((q) => q.text.includes('Zucker')))
      expect(question.options).not.toContain('Nährstoffe');
  });

  it('asks no German club membership told in passing, but one a club is described by', async () => {
    const asked = await stemsOver([
      'holdout77/de-news-hallentriathlon.txt',
      'holdout60/de-news-schuetzenverein.txt',
      'holdout64/de-news-kanuverein.txt',
      'holdout39/de-news-schafschur.txt',
    ]);
    expectNoneHolds(asked, ['derzeit _____ Mitglieder']);
    expect(asked.some((text) => text.includes('ein Verein mit _____ Mitgliedern'))).toBe(true);
  });
});

describe('What blind readers of local-61 failed on holdout80 to holdout83 (local-62)', () => {
  it('asks a manual’s sentence without its heading, and a clause before a colon with it', async () => {
    await expectNoStemHolds(
      [
        'holdout80/de-doc-schneefraese.txt',
        'holdout82/de-doc-tempomat.txt',
        'holdout80/en-doc-pool-cleaner.txt',
        'holdout67/de-textbook-zollverein.txt',
      ],
      ['Auswurf einstellen:', 'Störungen:', 'Before first use:', '„Mit dem Zollgesetz von'],
      true,
    );
  });

  it('asks nothing instead of what, used by whom or said by whom, and no count of a menu’s options', async () => {
    const asked = await stemsOver(
      [
        'holdout81/de-doc-autostart.txt',
        'holdout83/en-news-heatwave.txt',
        'holdout81/tr-news-akilli-kavsak.txt',
        'holdout81/tr-doc-ekran-kilidi.txt',
      ],
      true,
    );
    expectNoneHolds(asked, ['stattdessen', 'had used them', 'diye konuştu', 'menüsünde üç seçenek bulunur']);
    // "them" of the people the sentence has just named stands on its own.
    const amazon = 'The Amazon basin is home to more than 30 million people, among them about 350 indigenous groups.';
    expect(leansOnSentenceBefore(amazon, 'en')).toBe(false);
    expect(leansOnSentenceBefore('The mayor said 412 people had used them by the evening.', 'en')).toBe(true);
  });

  it('offers no street among people, no year before an era, no gold above 24 carats and no whole below its part', async () => {
    for (const question of await questionsOver('holdout81/en-news-school-street.txt'))
      if (question.text.includes('Which name')) expect(question.options).not.toContain('Foxley Close');
    for (const year of await figuresWhere(['holdout82/en-textbook-viking-age.txt'], 'founded the Althing'))
      expect(year).toBeGreaterThan(793);
    for (const carats of await figuresWhere(['holdout83/tr-textbook-alasimlar.txt'], 'ayar altının'))
      expect(carats).toBeLessThanOrEqual(24);
    for (const members of await figuresWhere(['holdout81/tr-news-akilli-kavsak.txt'], "üyenin 24'ünün"))
      expect(members).toBeGreaterThan(24);
  });

  it('makes no false statement by swapping a label the sentence quotes', async () => {
    const asked = (
      await questionsOver(['holdout82/tr-doc-hasta-yatagi.txt', 'holdout83/tr-doc-bebek-salincagi.txt'], true)
    ).filter((q) => truthOf(q) !== null);
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked.filter((q) => truthOf(q) === false))
      expect(question.text).not.toMatch(/[‘'][^’']+[’']/u);
  });

  it('asks a German naming after a semicolon with its term left out', async () => {
    const asked = await stemsOver('holdout61/de-textbook-meiose.txt', true);
    expect(asked.some((text) => text.includes('austauschen; diesen Vorgang nennt man'))).toBe(true);
  });
});

describe('What blind readers of local-62 failed on holdout84 to holdout87 (local-63)', () => {
  it('asks no German instruction as a statement for its occasion alone, and one for its purpose', async () => {
    const statements = (
      await questionsOver(['holdout85/de-doc-lesezeichen.txt', 'holdout87/de-doc-universalfernbedienung.txt'], true)
    )
      .filter(isStatement)
      .map((q) => q.text);
    expectNoneHolds(statements, [
      'Wechseln Sie von einem anderen Browser',
      'Nur auf neuen Tabs‘, wenn',
      'bis die rote LED',
    ]);
    expect(statements.some((text) => text.includes('„Um alle Codes zu löschen, halten Sie'))).toBe(true);
  });

  it('asks a condition and its consequence true only, never with another consequence in its place', async () => {
    const names = [
      'holdout85/de-textbook-impfungen.txt',
      'holdout85/en-textbook-clinical-trials.txt',
      'holdout9/en-textbook-immune-system.txt',
      'holdout83/en-textbook-refraction.txt',
    ];
    const statements = (await questionsOver(names, true)).filter(isStatement);
    const conditions = statements.filter((q) => /[„"](?:If|When|Before|Wenn|Bevor)\s/u.test(q.text));
    expect(conditions.length).toBeGreaterThan(0);
    for (const question of conditions) expect(truthOf(question)).toBe(true);
  });

  it('offers a body’s temperatures a degree apart, and counts no lists', async () => {
    for (const degrees of await figuresWhere(['holdout85/tr-textbook-ates.txt'], '°C')) {
      expect(degrees).toBeGreaterThanOrEqual(35);
      expect(degrees).toBeLessThanOrEqual(42);
    }
    expectNoneHolds(await stemsOver('holdout85/en-doc-email-signature.txt', true), ['you will find two lists']);
  });

  it('keeps a council’s name whole, and asks nothing phased out by whom, of which term, or from here', async () => {
    const potholes = await stemsOver('holdout86/en-news-potholes.txt');
    expect(potholes.some((text) => text.includes('"Brackenmoor District Council has doubled'))).toBe(true);
    expectNoneHolds(potholes, ['"Council has doubled']);
    const asked = await stemsOver(
      [
        'holdout86/en-textbook-refrigeration.txt',
        'holdout87/en-textbook-keystone-species.txt',
        'holdout85/tr-doc-kaybolan-mesajlar.txt',
        'holdout85/tr-news-koy-firini.txt',
      ],
      true,
    );
    expectNoneHolds(asked, ['phased them out', 'The term was introduced', '"Burada', '_____ kilometre uzaklıktaki']);
    expect(leansOnSentenceBefore('After you take the roasts out, let them rest.', 'en')).toBe(false);
  });
});

describe('What blind readers of local-63 failed on holdout88 to holdout91 (local-64)', () => {
  it('asks no month of a past day, and keeps the month of a day to come', async () => {
    const asked = await stemsOver(['holdout88/en-news-water-polo-club.txt', 'holdout89/en-news-exam-results.txt']);
    expectNoneHolds(asked, ['Saturday 21 _____', 'Thursday, 20 _____']);
    const ahead = await stemsOver('holdout53/en-news-night-bus.txt');
    expect(ahead.some((text) => text.includes('will make its first journey on Friday 4 _____'))).toBe(true);
  });

  it('keeps boiling water at 100 °C at most, youths among youths, and asks no figure of a quoted label', async () => {
    for (const degrees of await figuresWhere(['holdout88/en-doc-boiling-water-tap.txt'], '°C'))
      expect(degrees).toBeLessThanOrEqual(100);
    for (const age of await figuresWhere(['holdout88/de-news-fischerstechen.txt'], 'Jugendliche ab'))
      expect(age).toBeGreaterThanOrEqual(10);
    expectNoneHolds(await stemsOver('holdout90/en-doc-table-saw.txt'), ['‘_____° Stop’']);
    expectNoneHolds(await stemsOver('holdout91/tr-doc-gaz-dedektoru.txt'), ['_____ Doğalgaz Acil']);
  });

  it('asks nothing after what („dann“), whose („Ihre … nennt man“), of which („all of these“) or of which example', async () => {
    await expectNoStemHolds(
      [
        'holdout90/de-doc-kompressor.txt',
        'holdout91/de-textbook-tenside.txt',
        'holdout91/en-textbook-newtons-laws.txt',
        'holdout89/tr-textbook-hava-nemi.txt',
      ],
      ['Gerät dann etwa', 'Ihre wirksamen Bestandteile', 'all of these forces', 'Yukarıdaki örnekte'],
      true,
    );
  });
});

describe('What blind readers of local-64 failed on holdout92 to holdout95 (local-65)', () => {
  it('leaves no list lead or heading of a plural on a sentence, and cuts no name before its case', async () => {
    const asked = await stemsOver(
      [
        'holdout93/tr-doc-para-sayma-makinesi.txt',
        'holdout94/tr-doc-akilli-valiz.txt',
        'holdout95/tr-news-sesli-kitap.txt',
      ],
      true,
    );
    expectNoneHolds(asked, ['tuşlar şunlardır', 'Sık karşılaşılan sorunlar', '"Kütüphanesinde']);
    expect(asked.some((text) => text.includes('"Tartı ‘Err’ gösteriyorsa'))).toBe(true);
  });

  it('offers no institution among people', async () => {
    const asked = await questionsOver('holdout92/tr-news-sulama-goleti.txt');
    const named = asked.filter((q) => q.options.some((option) => option.includes('Demirbaş')));
    expect(named.length).toBeGreaterThan(0);
    for (const question of named) expect(question.options).not.toContain('Devlet Su İşleri');
  });

  it('asks nothing said by someone unnamed’s wife, of a share of a whole unsaid, or of “it” with no noun', async () => {
    await expectNoStemHolds(
      [
        'holdout92/de-news-melkroboter.txt',
        'holdout93/en-news-scout-hut.txt',
        'holdout93/en-doc-conference-speakerphone.txt',
      ],
      ['sagt seine Frau', 'Just over half came', 'plug it in'],
      true,
    );
  });

  it('keeps a cut below where it started, and a history’s years after the years it told before', async () => {
    const cut = (await questionsOver('holdout95/de-doc-wischsauger.txt')).filter((q) =>
      q.text.includes('Laufzeit von'),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const question of cut) {
      const figures = question.options.map(Number);
      if (question.text.includes('35 auf _____')) expect(Math.max(...figures)).toBeLessThan(35);
      else expect(Math.min(...figures)).toBeGreaterThan(20);
    }
    for (const year of await figuresWhere(['holdout94/en-textbook-crusades.txt'], 'captured Jerusalem'))
      expect(year).toBeGreaterThan(1095);
  });
});

describe('What blind readers of local-64 and local-65 failed on holdout96 to holdout99 (local-66)', () => {
  it('keeps water heated in a tank below boiling (a range of degrees: local-67)', async () => {
    for (const degrees of await figuresWhere(['holdout96/de-doc-waermepumpe.txt'], 'Legionellenschutz'))
      expect(degrees).toBeLessThan(100);
  });

  it('asks nothing of a pronoun after a consequence, of “this system”, “the two”, “then”, „Grund ist“ or „Man habe“', async () => {
    await expectNoStemHolds(
      [
        'holdout98/en-textbook-roman-republic.txt',
        'holdout99/en-textbook-minimum-wage.txt',
        'holdout99/en-doc-laser-level.txt',
        'holdout97/de-news-stellwerk.txt',
        'holdout98/de-news-lehrermangel.txt',
      ],
      ['As a result, they', 'under this system', 'the two are equal', 'The LX3 then', 'Grund ist die', 'Man habe'],
      true,
    );
  });

  it('keeps a mode of a label the sentence quotes ("… in this mode")', async () => {
    const asked = await stemsOver('holdout76/en-doc-food-waste-disposer.txt', true);
    expect(asked.some((text) => text.includes('twice as long in this mode'))).toBe(true);
  });
});

describe('What blind readers of local-65 and local-66 failed on holdout100 to holdout103 (local-67)', () => {
  it('asks a range of degrees from above half its end, among degrees within it, and not below half of it', async () => {
    for (const degrees of await figuresWhere(['holdout97/en-doc-deep-fat-fryer.txt'], 'between _____ °C and 190'))
      expect(degrees > 95 && degrees < 190).toBe(true);
    for (const degrees of await figuresWhere(['holdout95/tr-doc-kahve-kavurucu.txt'], '_____ °C ile 240'))
      expect(degrees > 120 && degrees < 240).toBe(true);
    expectNoneHolds(await stemsOver('holdout68/en-doc-pellet-grill.txt'), ['between _____ °C and 260']);
  });

  it('offers powers of two for a byte’s patterns and years to come for a plan that “could” come', async () => {
    for (const patterns of await figuresWhere(['holdout101/en-textbook-binary-numbers.txt'], 'One byte can store'))
      expect(Math.log2(patterns) % 1).toBe(0);
    for (const year of await figuresWhere(['holdout101/en-news-affordable-homes.txt'], 'could move in by late'))
      expect(year).toBeGreaterThanOrEqual(2028);
  });

  it('asks no number called, no key terms’ line, and no vehicle among people', async () => {
    await expectNoneAskedOver(
      ['holdout102/en-news-mountain-rescue.txt', 'holdout103/en-textbook-raising-agents.txt'],
      ['rang _____', 'Key terms', 'Land Rover'],
    );
  });
});

describe('What blind readers of local-66 failed on holdout100 to holdout103 (local-68)', () => {
  it('offers a count within the counts its sentence gives either side of it, and beyond one below it', async () => {
    for (const points of await figuresWhere(['holdout103/en-news-swimming-gala.txt'], "St Aldric's on _____"))
      expect(points > 117 && points < 142).toBe(true);
    for (const teams of await figuresWhere(['holdout103/tr-news-futsal.txt'], '14 ortaokuldan _____'))
      expect(teams).toBeGreaterThan(14);
  });

  it('offers a share below a bound in steps of more than one', async () => {
    const shares = [...new Set(await figuresWhere(['holdout100/de-news-spargelernte.txt'], 'bis zu _____ Prozent'))];
    const sorted = shares.sort((a, b) => a - b);
    for (const [i, share] of sorted.slice(1).entries()) expect(share - (sorted[i] as number)).toBeGreaterThan(1);
  });

  it('asks no count its sentence adds up, and no compass point beside its opposite or inside a continent', async () => {
    await expectNoneAskedOver(
      [
        'holdout101/tr-news-imar-plani.txt',
        'holdout97/en-textbook-electric-motors.txt',
        'holdout89/en-textbook-el-nino.txt',
        'holdout75/de-textbook-dialekte.txt',
      ],
      [
        "_____ meclis üyesinden 22'si",
        'from north to _____',
        'from north to east',
        'from north to west',
        'West America',
        'East America',
        'Im Süden sagt man',
      ],
    );
  });
});

describe('What blind readers of local-67 and local-68 failed on holdout104 to holdout107 (local-69)', () => {
  it('asks no year by „Mit seiner Hilfe“, no right angle, no use of fuel per 100 km, and no firm among people', async () => {
    await expectNoneAskedOver(
      [
        'holdout104/de-textbook-flammenfaerbung.txt',
        'holdout107/en-textbook-pythagoras-theorem.txt',
        'holdout107/de-textbook-dreisatz.txt',
        'holdout107/tr-news-koy-kutuphanesi.txt',
      ],
      ['Mit seiner Hilfe', 'exactly _____°', 'auf _____ km 6 Liter', 'Yeşilvadi Mobilya'],
    );
  });

  it('offers a figure set against another of its unit on the answer’s side of it', async () => {
    const asked = (await questionsOver('holdout106/de-news-friedhofsgebuehren.txt')).filter((q) =>
      q.text.includes('statt'),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      const figures = figuresOf(question);
      if (question.text.includes('_____ statt 620')) for (const f of figures) expect(f).toBeGreaterThan(620);
      if (question.text.includes('890 statt _____')) for (const f of figures) expect(f).toBeLessThan(890);
    }
  });

  it('makes a compass point false only as its opposite', async () => {
    const statements = await falseStatementsOf('holdout106/en-textbook-hadrians-wall.txt');
    expectNoneHolds(textsOf(statements), ['just west of the wall', 'just east of the wall']);
  });
});

describe('Textbooks that define a term beside only one other of its kind (local-70)', () => {
  it('asks it as statements, where it made no question before; false with the other in its place', async () => {
    const atoms = textsOf(await questionsOver('holdout26/de-textbook-atombau.txt', true));
    expect(atoms.some((text) => text.includes('Die Anzahl der Protonen im Kern nennt man'))).toBe(true);
    const statements = await falseStatementsOf('holdout107/tr-textbook-merkezi-egilim.txt');
    expect(statements.some((q) => q.text.includes('Ortanca (medyan), veri grubunda en çok tekrar eden değerdir'))).toBe(
      true,
    );
  });

  it('takes a German compound of the same noun for one of its kind', async () => {
    const asked = textsOf(
      await questionsOver(
        [
          'holdout111/de-textbook-parasiten.txt',
          'holdout109/de-textbook-mietrecht.txt',
          'holdout4/de-textbook-marktpreis.txt',
        ],
        true,
      ),
    );
    for (const fragment of ['heißt Endwirt', 'Unter der Kaltmiete versteht man', 'gleich groß sind, heißt Höchstpreis'])
      expect(asked.some((text) => text.includes(fragment))).toBe(true);
  });

  it('never asks it as a question of two options', async () => {
    for (const name of ['holdout26/de-textbook-atombau.txt', 'holdout107/tr-textbook-merkezi-egilim.txt'])
      for (const question of await questionsOver(name)) expect(question.options.length).toBeGreaterThan(2);
  });
});

describe('What blind readers of local-70 failed on holdout112 to holdout115 (local-71)', () => {
  it('asks no German sentence that opens on whose or on „Nun“, nor one whose „das“ stands for the sentence before', async () => {
    await expectNoStemHolds(
      [
        'holdout114/de-news-wasserturm.txt',
        'holdout114/de-textbook-laubfall.txt',
        'holdout115/de-news-blaeserklasse.txt',
        'holdout109/de-news-dorftankstelle.txt',
      ],
      ['Dessen Vorsitzender', 'Nun werden', 'Möglich gemacht hat das', 'Deren Sanierung'],
      true,
    );
  });

  it('offers an age within the age group its sentence names', async () => {
    const figures = await figuresWhere(['holdout112/en-news-squash-club.txt'], 'over-45 division');
    for (const figure of figures) expect(figure).toBeGreaterThanOrEqual(45);
  });

  it('offers no man’s name for a women’s final, as far as the text tells who is a man', async () => {
    // The coach made a man by "his": the squash report's final was asked among his name (two blind readers of local-70).
    const text = qualityDocument('holdout112/en-news-squash-club.txt').replace(
      'Tariq Hanlon, said the results',
      'Tariq Hanlon, said his players’ results',
    );
    const asked = await questionsOfText(text, 'en');
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked.filter((q) => q.text.includes('women')))
      expect(question.options).not.toContain('Tariq Hanlon');
  });

  it('asks no English box ticked with nothing it is for as a statement, and still one ticked for something', async () => {
    await expectNoStemHolds('holdout113/en-doc-display-scaling.txt', ['Tick ‘Override high DPI'], true);
    const asked = await stemsOver('holdout45/en-doc-version-history.txt', true);
    expect(asked.some((text) => text.includes('Tick ‘Only show named versions’'))).toBe(true);
  });
});

describe('What blind readers of local-70 and local-71 failed on holdout116 to holdout119 (local-72)', () => {
  it('asks no name before a ruler’s number, and no sentence that opens on a time later than one it does not give', async () => {
    await expectNoneAskedOver(
      ['holdout117/en-textbook-english-civil-war.txt', 'holdout116/en-doc-whirlpool-bath.txt'],
      ['_____ I believed', 'About ten minutes later'],
    );
  });
});

describe('What blind readers of local-70 and local-71 failed on holdout116 to holdout119 (local-73)', () => {
  it('offers an angle nothing turns no further than upright', async () => {
    const figures = await figuresWhere(['holdout116/en-textbook-projectile-motion.txt'], 'launch angle of _____');
    for (const figure of figures) expect(figure).toBeLessThanOrEqual(90);
  });

  it('puts no term whose name says a kind of quantity where the sentence says another, and still a term that only names one', async () => {
    const made = (await falseStatementsOf('holdout116/en-textbook-projectile-motion.txt')).map((q) => q.text);
    expectNoneHolds(made, [
      'The launch angle is the total time',
      'The time of flight is the angle',
      'The launch angle is the horizontal distance',
    ]);
    const spectrum = (await falseStatementsOf('holdout60/en-textbook-electromagnetic-spectrum.txt')).map((q) => q.text);
    expect(spectrum.some((text) => text.includes('The frequency is the distance between'))).toBe(true);
  });

  it('offers no Turkish team among people', async () => {
    const asked = await questionsOver('holdout116/tr-news-golbol-turnuvasi.txt');
    expect(asked.some((q) => q.options.includes('Elif Karadağ'))).toBe(true);
    for (const question of asked) expect(question.options).not.toContain('Pınarbaşı Gençlik');
  });
});

describe('What blind readers of local-72 and local-73 failed on holdout120 to holdout123 (local-74)', () => {
  it('asks a manual’s sentence without a heading of an adjective and a noun, a German infinitive in "-ern" or nouns', async () => {
    await expectNoStemHolds(
      ['holdout123/en-doc-turbo-trainer.txt', 'holdout123/de-doc-klimaautomatik.txt'],
      ['Other settings:', 'Sicht verbessern:', 'Umluft und Frischluft:'],
      true,
    );
    const asked = await stemsOver('holdout123/de-doc-klimaautomatik.txt', true);
    expect(asked.some((text) => text.includes('„Die Taste ‚MAX DEF‘ leitet'))).toBe(true);
  });

  it('keeps an example’s lead, and drops a heading of nouns', () => {
    const units = collectUnits(
      chunkText(
        'Zinsen\n\nEin Beispiel: Lena legt 1.000 Euro an.\n\nUmluft und Frischluft: Die Taste aktiviert die Umluft.',
        {
          sourceId: 'z',
          language: 'de',
        },
      ),
      'de',
    ).map((unit) => unit.text);
    expect(units).toContain('Ein Beispiel: Lena legt 1.000 Euro an.');
    expect(units).toContain('Die Taste aktiviert die Umluft.');
  });

  it('asks no German instruction to do something to „es“, nor the third of a list', async () => {
    await expectNoStemHolds(
      ['holdout120/de-doc-kappsaege.txt', 'holdout123/de-textbook-geysire.txt'],
      ['Reinigen Sie es', 'Drittens ist'],
      true,
    );
  });

  it('keeps a Turkish ordinal after a participle or before an event’s name in its sentence', async () => {
    const asked = await stemsOver('holdout120/tr-news-deve-guresi.txt', true);
    for (const text of asked) expect(text).not.toMatch(/düzenlenen _{5}\."|düzenlenen 12\."/u);
  });

  it('offers no Turkish association cut before its "ve", no firm and no village head’s title among people', async () => {
    const asked = await questionsOver(['holdout120/tr-news-deve-guresi.txt']);
    expect(asked.some((q) => q.options.includes('Fadime Yılmaz'))).toBe(true);
    for (const question of asked) expect(question.options).not.toContain('Yenikavak Kültür');
    const school = (await questionsOver('holdout74/tr-news-okul-servisi.txt')).flatMap((q) => q.options);
    expect(school).not.toContain('Yıldızlar Turizm');
    expect(school).not.toContain('Kavaklıdere Muhtarı');
  });
});

describe('What blind readers of local-72 to local-74 failed on holdout120 to holdout123 (local-75)', () => {
  it('offers the subject a title names in neither number, and puts it in no false definition', async () => {
    expect(titleSubject('Geysire – heiße Springquellen\n\nEin Geysir …')).toBe('geysire');
    const made = (await falseStatementsOf('holdout123/de-textbook-geysire.txt')).map((q) => q.text);
    expectNoneHolds(made, ['Als Geysir bezeichnet man', 'nennt man Geysir']);
    const asked = await questionsOver('holdout123/de-textbook-geysire.txt', true);
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) expect(question.options).not.toContain('Geysir');
  });

  it('offers a chamfer’s angle among usual angles and a battery’s voltage among the voltages batteries have', async () => {
    const chamfer = await figuresWhere(['holdout120/tr-doc-elektrikli-planya.txt'], 'derecelik pah');
    for (const figure of chamfer) expect([15, 30, 45, 60, 90]).toContain(figure);
    const volts = [
      ...(await figuresWhere(['holdout123/tr-doc-motosiklet-alarmi.txt'], 'voltluk aküsünden')),
      ...(await figuresWhere(['holdout42/tr-doc-yaprak-ufleyici.txt'], "V'luk bir akü")),
    ];
    for (const figure of volts) expect([6, 9, 12, 18, 24, 36, 48]).toContain(figure);
  });

  it('asks no Turkish sentence that names an institution by its kind alone', () => {
    const chamber =
      'Oda, kasım ayı sonunda ilçe merkezinde çiftçilere yönelik bir toprak analizi ve gübreleme semineri düzenleyecek.';
    expect(leansOnSentenceBefore(chamber, 'tr')).toBe(true);
    expect(leansOnSentenceBefore('Oda ve salon aynı katta yer alır.', 'tr')).toBe(false);
    expect(leansOnSentenceBefore('Ziraat Odası, kasım ayı sonunda bir seminer düzenleyecek.', 'tr')).toBe(false);
  });
});

describe('What blind readers of local-74 and local-75 failed on holdout124 to holdout127 (local-76)', () => {
  it('offers no charity among people', async () => {
    const asked = await questionsOver('holdout125/en-news-tractor-run.txt');
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) expect(question.options).not.toContain('Ashcombe Hospice');
  });

  it('asks no sentence on a problem the sentence before named, going on', async () => {
    expect(leansOnSentenceBefore('Sorun devam ederse yetkili servisimize başvurun.', 'tr')).toBe(true);
    expect(leansOnSentenceBefore('If the problem persists, contact your dealer.', 'en')).toBe(true);
    expect(leansOnSentenceBefore('Besteht das Problem weiterhin, wenden Sie sich an den Kundendienst.', 'de')).toBe(
      true,
    );
    expect(leansOnSentenceBefore('Sorunlar genellikle pil değişimiyle çözülür.', 'tr')).toBe(false);
    await expectNoStemHolds('holdout125/tr-doc-bebek-arabasi.txt', ['Sorun devam ederse'], true);
  });
});

describe('What blind readers of local-76 failed on holdout128 to holdout131 (local-77)', () => {
  it('offers the years of a history of the first millennium among years near them', async () => {
    const names = ['holdout130/de-textbook-voelkerwanderung.txt'];
    for (const fragment of ['plünderten die Westgoten', 'folgten die Vandalen', 'setzte der germanische Heerführer'])
      for (const year of await figuresWhere(names, fragment)) {
        expect(year).toBeGreaterThan(375);
        expect(year).toBeLessThan(568);
      }
  });

  it('offers prices that end in 9 beside a price that does', async () => {
    const prices = await figuresWhere(['holdout131/de-news-nachtzug.txt'], 'Sitzwagen kostet ab');
    for (const price of prices) expect(price % 10).toBe(9);
  });

  it('offers shares near the whole three apart, not one', async () => {
    const asked = (await questionsOver('holdout129/en-news-school-inspection.txt')).filter((q) =>
      q.text.includes('of Year 6 pupils reached'),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      const shares = figuresOf(question).sort((a, b) => a - b);
      for (let i = 1; i < shares.length; i += 1)
        expect((shares[i] as number) - (shares[i - 1] as number)).toBeGreaterThanOrEqual(3);
    }
  });

  it('asks no figure that a model name in the sentence gives, nor the year of a count', async () => {
    await expectNoStemHolds(
      [
        'holdout128/en-doc-pizza-oven.txt',
        'holdout129/en-news-school-inspection.txt',
        'holdout130/en-news-dry-stone-walling.txt',
        // Since local-77 the year the count is left in is not asked either (two blind readers of local-58 and local-59
        // failed it).
        'holdout79/de-news-schulzusammenlegung.txt',
      ],
      ['pizzas up to _____ inches', '142 pupils by _____', 'compared with three in _____', 'im Jahr _____ nur noch'],
    );
  });

  it('asks no sentence that opens on "those", "ancak" or a share of what it does not name', () => {
    expect(leansOnSentenceBefore('Those plans are expected to come before the committee in February.', 'en')).toBe(
      true,
    );
    expect(leansOnSentenceBefore('Ancak kendi isteğiyle depo kurduran sitelere destek verilecek.', 'tr')).toBe(true);
    expect(
      leansOnSentenceBefore('Knapp die Hälfte übernahm ein Förderprogramm des Landes, 30.000 Euro die Gemeinde.', 'de'),
    ).toBe(true);
    expect(leansOnSentenceBefore('Knapp die Hälfte der Kosten übernahm ein Förderprogramm des Landes.', 'de')).toBe(
      false,
    );
    expect(leansOnSentenceBefore('Half the cost came from a lottery grant.', 'en')).toBe(false);
  });

  it('reads a German definition set against the one before, or before a colon, and no adjective as a term', () => {
    expect(
      findDefinition('Steuervergünstigungen dagegen sind indirekte Hilfen: Der Staat verzichtet auf Einnahmen.', 'de'),
    ).toEqual({ subject: 'Steuervergünstigungen', copula: 'sind', predicate: 'indirekte Hilfen' });
    expect(
      findDefinition('Eine Staatsanleihe ist ein Wertpapier: Der Käufer leiht dem Staat Geld.', 'de')?.predicate,
    ).toBe('ein Wertpapier');
    expect(findDefinition('Entscheidend ist die Normung: Alle Container haben die gleichen Maße.', 'de')).toBeNull();
  });
});

describe('What blind readers of local-77 failed on holdout132 to holdout135 (local-78)', () => {
  it('offers no place, desk or firm among people, nor asks one as a person', async () => {
    const names = [
      'holdout133/tr-news-beyaz-masa.txt',
      'holdout132/tr-news-dalis-kulubu.txt',
      'holdout134/en-news-abattoir.txt',
    ];
    const asked = (await questionsOver(names)).filter((q) => /^(?:Cümleyi hangi ifade|Which name)/u.test(q.text));
    expectNoOptionOf(asked, ['Beyaz Masa', 'Masa', 'Kızılyar Koyu', 'Ward Meats']);
    await expectNoStemHolds(names, ['Pryce & _____', 'karşılayan _____ birimi']);
  });

  it('asks no Turkish instruction as a statement without the case it is for', async () => {
    await expectNoStemHolds(
      ['holdout132/tr-doc-kapsul-kahve-makinesi.txt', 'holdout95/tr-doc-kahve-kavurucu.txt'],
      ['Hazneyi yerine oturttuktan sonra', 'onaylamak için ‘Başlat’ tuşuna basın'],
      true,
    );
  });

  it('asks no German month after "im" that no year follows', async () => {
    await expectNoStemHolds(
      ['holdout135/de-news-niedrigwasser.txt', 'holdout98/de-news-lehrermangel.txt'],
      ['Umschlag im _____', 'will im _____'],
    );
  });

  it('swaps no named term for a thing of another kind', async () => {
    expect(kindOfDefinition('Große Gesteinsblöcke, die das Eis aus Skandinavien mitbrachte', 'de')).toBe('substance');
    expect(kindOfDefinition('das Eiszeitalter', 'de')).toBe('phase');
    await expectNoneAskedOver(['holdout132/de-textbook-eiszeiten.txt'], ['nennt man Eiszeitalter']);
  });

  it('reads a term an English textbook defines between commas, and offers only its kind for it', async () => {
    expect(
      appositives(
        'A carpel has three parts: the stigma, a sticky surface that catches pollen; the style, a stalk that connects the stigma to the rest of the carpel; and the ovary, which contains one or more ovules.',
      ),
    ).toEqual([
      { term: 'stigma', told: 'a sticky surface that catches pollen' },
      { term: 'style', told: 'a stalk that connects the stigma to the rest of the carpel' },
    ]);
    expect(
      appositives('Both bodies are then at the same temperature, a state that is called thermal equilibrium.'),
    ).toEqual([]);
    expect(appositives('During the power stroke, a spark plug produces a spark that ignites the mixture.')).toEqual([]);
    await expectNoneAskedOver(['holdout17/en-textbook-lightning.txt'], ['protected by a thunderstorm']);
  });
});

describe('What blind readers of local-78 failed on holdout136 to holdout139 (local-79)', () => {
  it('offers no recreation ground, spa town or folk trio among people', async () => {
    const asked = await questionsOver([
      'holdout137/en-news-ultimate-frisbee.txt',
      'holdout136/de-news-landarztpraxis.txt',
      'holdout139/en-news-record-shop.txt',
    ]);
    expectNoOptionOf(asked, ['Copley Fields', 'Bad Almsfeld', 'Marsh Lantern']);
    // But a person a role names between commas is one ("According to its secretary, Margaret Ellison, 131 people …":
    // no age after her name, a count).
    const allotments = await questionsOver('holdout8/en-news-allotments.txt');
    expect(allotments.some((question) => question.options.includes('Margaret Ellison'))).toBe(true);
  });

  it('asks no sentence whose "it" follows a clause that names nothing, nor a German "hier"', async () => {
    expect(leansOnSentenceBefore('When you let go, it returns to its original length.', 'en')).toBe(true);
    expect(
      leansOnSentenceBefore(
        'Ebenfalls hier lässt sich der ‚Eco-Modus‘ aktivieren: Nachts heizt das Gerät nicht.',
        'de',
      ),
    ).toBe(true);
    // A label that says "hier" is no place the sentence before named.
    expect(leansOnSentenceBefore('Tippen Sie auf ‚Hier suchen‘, um ein Gerät zu finden.', 'de')).toBe(false);
    await expectNoStemHolds(
      ['holdout138/en-textbook-hookes-law.txt', 'holdout136/de-doc-wasserspender.txt'],
      ['When you let go', 'Ebenfalls hier'],
      true,
    );
  });

  it('swaps no fuel’s name for a state of matter, nor a defined term for a word the text only uses', async () => {
    await expectNoneAskedOver(
      ['holdout138/tr-textbook-yakitlar.txt', 'holdout138/en-textbook-hookes-law.txt'],
      ['doğal katı', 'doğal sıvı', 'called its suspension', 'called its equation'],
    );
    // And no term for a day among terms of another kind ("… the chosen day is called undercount").
    expect(kindOfDefinition('the chosen day', 'en')).toBe('phase');
    expect(kindOfDefinition('The difference between the true population and the number counted', 'en')).toBe('measure');
  });

  it('offers an adult’s age among adults’ ages, and a person’s age now among ages people are', async () => {
    for (const fragment of ['the voting age for women was lowered to _____', 'allen Männern über _____'])
      for (const figure of await figuresWhere(
        ['holdout137/en-textbook-suffragettes.txt', 'holdout134/de-textbook-reichsgruendung.txt'],
        fragment,
      ))
        expect(figure).toBeGreaterThanOrEqual(16);
    for (const figure of await figuresWhere(['holdout139/en-news-record-shop.txt'], 'Mrs Gallow, now _____'))
      expect(figure).toBeLessThanOrEqual(90);
  });
});

describe('What blind readers of local-79 failed on holdout140 to holdout143 (local-80)', () => {
  it('offers no council desk among people, nor one name of another family among three of one', async () => {
    const asked = await questionsOver(['holdout142/tr-news-hiz-kesici.txt', 'holdout140/tr-news-kuruyemisci.txt']);
    expectNoOptionOf(asked, ['Beyaz Masa']);
    for (const question of asked.filter((q) => q.text.includes('hangi ifade'))) {
      const answerFamily = (answerOf(question).split(' ').at(-1) as string).toLocaleLowerCase('tr');
      const families = question.options
        .filter((option) => option !== answerOf(question))
        .map((option) => (option.split(' ').at(-1) as string).toLocaleLowerCase('tr'))
        .filter((family) => family !== answerFamily);
      expect(new Set(families).size).toBe(families.length);
    }
    // A family the answer belongs to stays: the answer is one of them ("Elif Demirtaş" among "Hüseyin Demirtaş").
    const saatci = await questionsOver('holdout82/tr-news-saatci.txt');
    expect(saatci.some((q) => q.options.filter((option) => option.endsWith('Demirtaş')).length >= 2)).toBe(true);
  });

  it('asks no mains voltage and no year of a world war named in its sentence', async () => {
    await expectNoStemHolds(
      [
        'holdout143/tr-doc-karavan-kontrol-paneli.txt',
        'holdout141/en-textbook-marshall-plan.txt',
        'holdout137/en-textbook-suffragettes.txt',
      ],
      ['_____ V prize', 'War ended in _____', 'War began in _____'],
    );
    // The year of another event is asked: "In _____ the Representation of the People Act gave the vote …".
    const years = await questionsOver('holdout137/en-textbook-suffragettes.txt');
    expect(years.some((q) => /\b19\d\d\b/u.test(answerOf(q)))).toBe(true);
  });

  it('asks no English instruction to write or to contact as a statement', async () => {
    await expectNoStemHolds(
      ['holdout141/en-doc-out-of-office-reply.txt', 'holdout142/en-doc-mobility-scooter.txt'],
      ['Write your message in', 'contact your dealer'],
      true,
    );
  });

  it('asks no sentence of an example of nothing it names, nor one of "the three" named before', async () => {
    expect(
      leansOnSentenceBefore('Water supply is a common example: it would be wasteful to lay two pipes.', 'en'),
    ).toBe(true);
    expect(leansOnSentenceBefore('Water supply is an example of a natural monopoly.', 'en')).toBe(false);
    expect(leansOnSentenceBefore('The three raised the money through personal savings.', 'en')).toBe(true);
    expect(leansOnSentenceBefore('The three clubs share one pitch.', 'en')).toBe(false);
    expect(leansOnSentenceBefore('Die beiden hatten den Laden 2019 übernommen.', 'de')).toBe(true);
    expect(leansOnSentenceBefore('Die beiden Vereine teilen sich den Platz.', 'de')).toBe(false);
    await expectNoStemHolds(
      ['holdout143/en-textbook-monopoly.txt', 'holdout140/en-news-florist.txt'],
      ['is a common example', 'The three raised'],
      true,
    );
  });
});

describe('What blind readers of local-80 failed on holdout144 to holdout147 (local-81)', () => {
  it('offers no year across one its sentence tells after it, nor across the title’s year', async () => {
    // "Pressure for change grew after _____, …, and in 1830 a Whig government … came to power": before 1830.
    for (const figure of await figuresWhere(['holdout146/en-textbook-great-reform-act.txt'], 'grew after _____'))
      expect(figure).toBeLessThan(1830);
    // "The Great Reform Act of 1832": the government that promised it came before it.
    const reform = (await questionsOver('holdout146/en-textbook-great-reform-act.txt')).filter((q) =>
      /\b1[89]\d\d\b/u.test(answerOf(q)),
    );
    expect(reform.length).toBeGreaterThan(0);
    for (const question of reform) {
      const answer = Number(answerOf(question));
      for (const figure of figuresOf(question)) expect(figure < 1832).toBe(answer < 1832);
    }
  });

  it('offers a figure within the range of its unit another sentence states', async () => {
    // "from 15 °C to 32 °C": "Most vegetable seeds germinate well at _____ °C" among settings it has.
    for (const figure of await figuresWhere(['holdout144/en-doc-heated-propagator.txt'], 'germinate well at _____'))
      expect(figure >= 15 && figure <= 32).toBe(true);
  });

  it('asks no full turn’s degrees and no age of majority', async () => {
    await expectNoStemHolds(
      ['holdout147/tr-news-yangin-gozetleme-kulesi.txt', 'holdout146/de-news-heimatmuseum.txt'],
      ['_____ derece görüş', 'Jugendliche bis _____ Jahre'],
    );
  });

  it('asks no sentence of "this" after the conjunction it opens on, nor swaps a liquid for a protein', async () => {
    expect(
      leansOnSentenceBefore('Because this test shows roughly how much sugar is present, it is called X.', 'en'),
    ).toBe(true);
    expect(
      leansOnSentenceBefore('Because the test shows roughly how much sugar is present, it is called X.', 'en'),
    ).toBe(false);
    await expectNoStemHolds(['holdout145/en-textbook-food-tests.txt'], ['Because this test'], true);
    // "Üstteki sıvıya plazma denir": plasma is no protein ("Hemoglobin, … bir proteindir").
    await expectNoneAskedOver(['holdout145/tr-textbook-kan-hucreleri.txt'], ['Plazma, demir içeren']);
  });
});

describe('What blind readers of local-81 failed on holdout144 to holdout147 (local-82)', () => {
  it('asks no year right next to one its sentence tells', async () => {
    await expectNoStemHolds(
      ['holdout144/en-news-raft-race.txt', 'holdout131/en-textbook-devolution.txt'],
      ['levels in _____ and repairs', 'Northern Ireland in _____'],
    );
    // A year two from another is asked: "… Russlandfeldzug von _____" after "Als Russland 1810 …".
    expect(
      (await stemsOver('holdout121/de-textbook-kontinentalsperre.txt')).some((stem) =>
        stem.includes('Russlandfeldzug von _____'),
      ),
    ).toBe(true);
  });
});

describe('What blind readers of local-82 failed on holdout148 to holdout151 (local-83)', () => {
  it('asks no heat a count of days is counted by, the weather’s air within 45 °C, a sound level within 30 dB', async () => {
    // „an 23 Tagen über _____ Grad“: a hot day's threshold (40 and 45 beside 30 failed four blind readers).
    await expectNoStemHolds(['holdout150/de-news-hopfenernte.txt'], ['Tagen über _____ Grad']);
    // „im Juli bis zu _____ °C warm“ in Siberia: no air above 45 °C.
    for (const figure of await figuresWhere(['holdout150/de-textbook-taiga.txt'], 'bis zu _____ °C'))
      expect(figure).toBeLessThanOrEqual(45);
    // "stops the sound from going above _____ dB" (60): not 100 and 120.
    for (const figure of await figuresWhere(['holdout151/en-doc-white-noise-machine.txt'], 'going above _____ dB'))
      expect(figure >= 60 && figure <= 90).toBe(true);
  });

  it('asks no sentence of an exception to what it does not name, nor of a place beside "it"', async () => {
    expect(leansOnSentenceBefore('Eine Ausnahme ist die Lärche: Sie wirft ihre Nadeln im Herbst ab.', 'de')).toBe(true);
    expect(leansOnSentenceBefore('Die Lärche wirft als einziger Nadelbaum ihre Nadeln ab.', 'de')).toBe(false);
    expect(leansOnSentenceBefore('The smaller ‘Speed’ button beside it moves between two settings.', 'en')).toBe(true);
    expect(
      leansOnSentenceBefore('The ‘Power’ switch turns the heater on; the green lamp next to it stays lit.', 'en'),
    ).toBe(false);
    await expectNoStemHolds(['holdout148/en-doc-spin-scrubber.txt'], ['button beside it'], true);
    await expectNoStemHolds(['holdout150/de-textbook-taiga.txt'], ['Eine Ausnahme ist'], true);
  });

  it('asks no name whose family the sentence names, and hears a German role after a blank', async () => {
    await expectNoStemHolds(['holdout149/tr-news-tuhafiye.txt'], ["1963'te _____ tarafından"]);
    expect(germanPronounAfter(', die Sportabzeichen-Beauftragte des Vereins.')).toBe('f');
    expect(germanPronounAfter(', der Vorsitzende des Vereins, sagte …')).toBe('m');
    expect(germanPronounAfter(', die Kinder hätten viel Spaß gehabt.')).toBeNull();
    // „sagte _____, die Sportabzeichen-Beauftragte des Vereins“: no man among the options.
    for (const option of await optionsWhere('holdout148/de-news-sportabzeichen.txt', 'die Sportabzeichen-Beauftragte'))
      expect(['Jens Aldag', 'Herbert Lühring']).not.toContain(option);
  });

  it('reads a Turkish class after a relative clause, a contrast before a semicolon and a kind of itself', () => {
    expect(
      findDefinition('Anabolizma, küçük moleküllerden büyük moleküllerin yapıldığı tepkimelerdir; örneğin …', 'tr')
        ?.subject,
    ).toBe('Anabolizma');
    expect(
      findDefinition('Katabolizma ise büyük moleküllerin küçük parçalara ayrıldığı tepkimelerdir; glikozun …', 'tr')
        ?.subject,
    ).toBe('Katabolizma');
    expect(
      findDefinition('Amniyotlu yumurta, embriyoyu sıvı dolu bir zarla çevreleyen ve kabukla korunan yumurtadır.', 'tr')
        ?.subject,
    ).toBe('Amniyotlu yumurta');
    // A list stays no definition, nor a condition, nor a place.
    expect(findDefinition('Elma, armut ve muz meyvelerdir.', 'tr')).toBeNull();
    expect(findDefinition('Habitat bir canlının adresiyse, niş de onun mesleği gibidir.', 'tr')).toBeNull();
    expect(findDefinition('Deprem, Anadolu’nun kuzeyindeki fay kuşağındadır.', 'tr')).toBeNull();
    expect(isOnesPart('Kutup ayısının habitatı')).toBe(true);
    expect(isOnesPart('Tuz köprüsü')).toBe(false);
  });

  it('names a Turkish term whole after a dative, a stem that ends in a vowel in it', async () => {
    const source = 'Metabolizma iki bölümden oluşur. Metabolizmanın hızı yaşa göre değişir.';
    expect(
      denirTerm(
        'Tam dinlenme hâlindeki bir insanın harcadığı enerji miktarına bazal metabolizma hızı denir.',
        source.toLocaleLowerCase('tr'),
      )?.answer,
    ).toBe('bazal metabolizma hızı');
    expect(denirTerm('Bu tabakaya hücre zarı denir.', 'hücreler bölünür.')?.answer).toBe('hücre zarı');
    // The metabolism textbook of holdout148 asked nothing before.
    expect((await questionsOver('holdout148/tr-textbook-metabolizma.txt', true)).length).toBeGreaterThan(0);
  });
});

describe('What blind readers of local-84 failed on holdout152 to holdout155 (local-85)', () => {
  it('asks one of two kinds of a class a Turkish text tells apart, the other false in its place', async () => {
    // "Kristal katı, … düzenli … dizildiği katıdır." and "Amorf katı ise … düzen olmadan … katıdır.": the crystals'
    // textbook of holdout152 asked nothing before.
    const asked = await questionsOver('holdout152/tr-textbook-kristaller.txt', true);
    expect(asked.some((q) => q.text.includes('Kristal katı, taneciklerinin'))).toBe(true);
    const swapped = asked.find((q) => q.text.includes('Amorf katı, taneciklerinin (atom'));
    expect(swapped === undefined || truthOf(swapped) === false).toBe(true);
  });

  it('states nothing of "both" it does not name, nor a main cause of nothing named', async () => {
    expect(BOTH_BEFORE.test('Both kingdoms developed regular taxation to pay for standing armies.')).toBe(true);
    expect(BOTH_BEFORE.test('Beide Vereine haben ihre Hallen saniert.')).toBe(true);
    expect(BOTH_BEFORE.test('Both England and France developed regular taxation.')).toBe(false);
    expect(leansOnSentenceBefore('The main cause was a dispute over succession.', 'en')).toBe(true);
    expect(leansOnSentenceBefore('Die Hauptursache ist der Klimawandel.', 'de')).toBe(true);
    expect(leansOnSentenceBefore('A dispute over succession caused the war.', 'en')).toBe(false);
    await expectNoneAskedOver(
      ['holdout155/en-textbook-hundred-years-war.txt'],
      ['Both kingdoms', 'The main cause', 'main cause', "hundred Years' War"],
    );
  });

  it('asks no statement that a product only has a feature', async () => {
    await expectNoStemHolds(['holdout154/en-doc-rotary-hammer.txt'], ['is fitted with'], true);
  });
});

/** A German text's lexicon, every sentence read. */
const germanLexicon = (text: string) =>
  buildLexicon(collectUnits(chunkText(text, { sourceId: 's', language: 'de' }), 'de'), 'de');
/** The concepts of a German text. */
const germanConcepts = (text: string) => {
  const lexicon = germanLexicon(text);
  return findConcepts(lexicon, lexicon.units, new Map(), 'de');
};
/** The terms a German sentence names on the way. */
const namedIn = (sentence: string) => termsNamedOnTheWay(germanLexicon(sentence).units, 'de');

describe('What blind readers of local-85 failed on holdout156 to holdout159, and what German textbooks define (local-86)', () => {
  it('asks a German term the sentence before names from „Darunter versteht man …“, not the end of a longer phrase', () => {
    const concepts = germanConcepts(
      'Ein zentraler Begriff der Aufklärung ist die Toleranz. Darunter versteht man die Bereitschaft, andere ' +
        'Meinungen und Religionen zu dulden. Ein weiteres Ziel war das Gleichgewicht der Mächte. Darunter versteht ' +
        'man einen Zustand, in dem keine einzelne Großmacht die anderen beherrschen kann.',
    );
    expect(concepts.map((concept) => [concept.term, concept.question])).toEqual([
      ['Toleranz', 'Wie nennt man laut Text die Bereitschaft, andere Meinungen und Religionen zu dulden?'],
    ]);
    expect(
      germanConcepts(
        'Gesucht sind Planeten in der habitablen Zone. So heißt der Abstandsbereich um einen Stern, in dem Wasser flüssig bleibt.',
      ),
    ).toEqual([]);
  });

  it('reads a definition past another name of its subject', () => {
    expect(findDefinition('Der Dialekt, auch Mundart genannt, ist eine regional gebundene Varietät.', 'de')).toEqual({
      subject: 'Der Dialekt',
      copula: 'ist',
      predicate: 'eine regional gebundene Varietät',
    });
    expect(
      findDefinition('Smell, also called olfaction, is the sense that allows us to detect chemicals in the air.', 'en')
        ?.subject,
    ).toBe('Smell');
  });

  it('knows the German terms named on the way, and their number', () => {
    expect(namedIn('Schmerzmittel, sogenannte Analgetika, hemmen die Weiterleitung der Signale.')[0]?.term).toBe(
      'Analgetika',
    );
    expect(namedIn('Diesen Vorgang bezeichnet man als Aufladen.')[0]?.term).toBe('Aufladen');
    expect(namedIn('Werden sie anschließend untergepflügt, spricht man von Gründüngung.')[0]?.term).toBe('Gründüngung');
    // What a term named before is, no term of its own.
    expect(namedIn('So nennt man Lebewesen, die tote Stoffe zersetzen.')).toEqual([]);
    expect(namedIn('Diese Platten nennt man Lithosphärenplatten.')[0]?.plural).toBe(true);
    expect(namedIn('Diese Form nennt man Schneebrettlawine.')[0]?.plural).toBe(false);
  });

  it('completes a German definition only with what is said of a subject of its number', async () => {
    // „Wasser ist die Baustoffe des Körpers“ was offered for the nutrients' textbook of holdout22.
    const asked = await questionsOfText(
      'Nährstoffe\n\nWasser ist der Hauptbestandteil des Körpers. Stärke ist ein Vielfachzucker, der lange satt ' +
        'macht. Traubenzucker ist ein Einfachzucker, der schnell ins Blut gelangt. Eiweiße sind die Baustoffe des ' +
        'Körpers. Fett ist ein Speicherstoff, der viel Energie liefert. Ballaststoffe sind unverdauliche Bestandteile ' +
        'der Nahrung.',
      'de',
      true,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const text of textsOf(asked))
      expect(/\bist die (?:Baustoffe|unverdauliche)|\bsind (?:der|ein) /u.test(text), text).toBe(false);
    expect(asked.some((q) => q.options.includes('die Baustoffe des Körpers'))).toBe(false);
  });

  it('asks no year next to the title\'s, no "same" of a page before, and no one named as someone\'s', async () => {
    await expectNoneAskedOver(['holdout157/en-textbook-glorious-revolution.txt'], ['In _____ the Convention']);
    expect(leansOnSentenceBefore('The same command is on the ‘Review’ tab of the ribbon.', 'en')).toBe(true);
    expect(leansOnSentenceBefore('The ‘Hidden’ box on the same page hides a cell’s formula.', 'en')).toBe(true);
    expect(leansOnSentenceBefore('The box stays ticked at the same time as the other one.', 'en')).toBe(false);
    expect(
      leansOnSentenceBefore(
        'Ihre frühere Auszubildende Lea Kormann übernimmt jedoch die Kundenkartei und führt die Beratung weiter.',
        'de',
      ),
    ).toBe(true);
    expect(leansOnSentenceBefore('Ihre Kinder sollten das Gerät nicht unbeaufsichtigt benutzen.', 'de')).toBe(false);
    // A way told before, read by two blind readers of the changed questions.
    expect(leansOnSentenceBefore('Gesteine, die auf diese Weise entstehen, nennt man Evaporite.', 'de')).toBe(true);
    expect(leansOnSentenceBefore('Gesteine, die durch Verdunstung entstehen, nennt man Evaporite.', 'de')).toBe(false);
    // The Earth's 360 meridians, known without the text.
    await expectNoneAskedOver(['holdout15/de-textbook-zeitzonen.txt'], ['_____ Längengrade']);
  });

  it('hears a woman in a German relative clause after an age', () => {
    expect(germanPronounAfter(' (17), die die Hauptrolle spielt und an zwei Szenen mitgeschrieben hat.')).toBe('f');
    expect(germanPronounAfter(', die Kinder hätten sich gefreut.')).toBeNull();
    expect(germanPronounAfter(', der im Schwergewicht einen älteren Gegner besiegte.')).toBeNull();
  });
});
