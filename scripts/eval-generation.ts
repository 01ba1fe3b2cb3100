/**
 * `npm run eval:generation`: runs the offline (`local`) question generator, 10 questions with each content strategy,
 * and prints two tables:
 * - structural figures over the literature corpus (tests/fixtures/corpus: English, Turkish and German documents as
 *   text, HTML and PDF): questions made, the share structurally valid, the share whose answer is supported by the
 *   source, the share whose distractors are distinct and of the answer's kind, duplicates, and ms per question;
 * - the rubric (README, "Question quality"; domain/content/rubric.ts) per language and source type over documents
 *   the generator was never tuned on (tests/fixtures/quality/unseen): the share of questions passing every proxy,
 *   and the share passing each one.
 * Numbers, not pass/fail.
 *
 *   npm run eval:generation                         the tables
 *   npm run eval:generation -- --show               and every question (failed criteria marked)
 *   npm run eval:generation -- --difficulty hard    another difficulty (default medium)
 *   npm run eval:generation -- --rubric-corpus tune the rubric over the tuning documents instead
 *   npm run eval:generation -- --rubric-corpus holdout2 --reading-sheet sheet.json --languages tr
 *                                                   writes every question of the hybrid strategy on that folder's
 *                                                   documents as a sheet for a person to read (each verdict empty)
 *   npm run eval:generation -- --reading tests/fixtures/quality/reading-2026-11-23-after.json
 *                                                   a person's recorded reading: the share of the questions it judged
 *                                                   passing every criterion, per language, whether today's
 *                                                   generator still makes exactly the questions that were read, and
 *                                                   if not, how the read questions it still makes fared and how many
 *                                                   it makes that nobody has read
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chunkText } from '../domain/content/chunking';
import {
  STRATEGIES,
  type ContentLanguage,
  type Difficulty,
  type GeneratedQuestion,
} from '../domain/content/content.types';
import { detectLanguage } from '../domain/content/language';
import {
  hasComparableDistractors,
  isSupportedBySource,
  optionKey,
  validateGeneratedQuestion,
} from '../domain/content/question-validation';
import { RUBRIC_CRITERIA, assessQuiz, passesAll, type RubricCriterion } from '../domain/content/rubric';
import { passagesNeeded, selectPassages } from '../domain/content/strategies';
import { createLocalQuestionGenerator } from '../infra/ai/local-question-generator';
import { readDocuments } from './generation/corpus';

export { htmlToText } from './generation/corpus';

const FIXTURES = join(import.meta.dirname, '..', 'tests', 'fixtures');
const QUESTIONS = 10;
const args = process.argv.slice(2);
const show = args.includes('--show');
const option = (name: string, fallback: string) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
const difficulty = option('--difficulty', 'medium') as Difficulty;
if (!['easy', 'medium', 'hard'].includes(difficulty)) throw new Error(`unknown difficulty ${difficulty}`);
const rubricCorpus = option('--rubric-corpus', 'unseen');
const readingFile = option('--reading', '');
const sheetFile = option('--reading-sheet', '');
const sheetLanguages = option('--languages', 'en,de,tr').split(',');

interface Tally {
  documents: number;
  detected: number;
  requested: number;
  made: number;
  valid: number;
  supported: number;
  comparable: number;
  duplicates: number;
  ms: number;
}
const emptyTally = (): Tally => ({
  documents: 0,
  detected: 0,
  requested: 0,
  made: 0,
  valid: 0,
  supported: 0,
  comparable: 0,
  duplicates: 0,
  ms: 0,
});

const duplicatesIn = (questions: GeneratedQuestion[]): number => {
  const seen = new Set<string>();
  let duplicates = 0;
  for (const question of questions) {
    const answer = optionKey(question.options[question.correctAnswer] ?? '');
    for (const key of [`t:${optionKey(question.text)}`, `a:${question.provenance.start}:${answer}`]) {
      if (seen.has(key)) duplicates += 1;
      seen.add(key);
    }
  }
  return duplicates;
};

const generator = createLocalQuestionGenerator();
const generate = async (text: string, file: string, language: ContentLanguage, s: number) => {
  const passages = chunkText(text, { sourceId: file, language });
  const strategy = STRATEGIES[s] as (typeof STRATEGIES)[number];
  const chosen = selectPassages(passages, strategy, passagesNeeded(QUESTIONS, passages.length), language);
  const started = performance.now();
  const result = await generator.generate({
    passages: chosen,
    count: QUESTIONS,
    difficulty,
    sourceLanguage: language,
    targetLanguage: language,
    seed: 1000 + s,
  });
  return { result, chosen, strategy, ms: performance.now() - started };
};
const printQuestion = (question: GeneratedQuestion, failed: string[] = []) =>
  console.log(
    `- ${question.text} [${question.difficulty}]${failed.length > 0 ? `  ✗ ${failed.join(', ')}` : ''}\n    ${question.options.map((o, i) => (i === question.correctAnswer ? `[${o}]` : o)).join(' | ')}\n    ${question.explanation}`,
  );

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`);

const tallies = new Map<ContentLanguage, Tally>();
const literature = await readDocuments(join(FIXTURES, 'corpus'));
for (const { file, language, text } of literature) {
  const tally = tallies.get(language) ?? emptyTally();
  tallies.set(language, tally);
  const guess = detectLanguage(text);
  tally.documents += 1;
  if (guess.language === language) tally.detected += 1;
  if (show) console.log(`\n## ${file} (${guess.language} ${guess.confidence})`);
  for (const s of STRATEGIES.keys()) {
    const { result, chosen, strategy, ms } = await generate(text, file, language, s);
    tally.ms += ms;
    tally.requested += QUESTIONS;
    tally.made += result.questions.length;
    tally.duplicates += duplicatesIn(result.questions);
    for (const question of result.questions) {
      if (validateGeneratedQuestion(question).length === 0) tally.valid += 1;
      if (isSupportedBySource(question, text)) tally.supported += 1;
      if (hasComparableDistractors(question)) tally.comparable += 1;
    }
    if (show) {
      console.log(
        `\n### ${strategy}: passages ${chosen.map((p) => p.index).join(', ')} ${result.notes.map((n) => n.text).join(' ')}`,
      );
      for (const question of result.questions) printQuestion(question);
    }
  }
}

const rows = [...tallies].map(([language, t]) => ({
  language,
  documents: t.documents,
  'detected as': `${t.detected}/${t.documents}`,
  made: `${t.made}/${t.requested}`,
  valid: percent(t.valid, t.made),
  supported: percent(t.supported, t.made),
  'same-kind distractors': percent(t.comparable, t.made),
  duplicates: t.duplicates,
  'ms/question': t.made === 0 ? '-' : (t.ms / t.made).toFixed(2),
}));
console.log(
  `\nStructure: local generator over ${literature.length} literature fixtures, ${QUESTIONS} questions x ${STRATEGIES.length} strategies, ${difficulty}:`,
);
console.table(rows);

interface RubricTally {
  documents: number;
  requested: number;
  made: number;
  passing: number;
  fourOptions: number;
  criteria: Record<RubricCriterion, number>;
}
const rubricTallies = new Map<string, RubricTally>();
const rubricTally = (key: string) => {
  const found = rubricTallies.get(key);
  if (found !== undefined) return found;
  const created: RubricTally = {
    documents: 0,
    requested: 0,
    made: 0,
    passing: 0,
    fourOptions: 0,
    criteria: Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, 0])) as Record<RubricCriterion, number>,
  };
  rubricTallies.set(key, created);
  return created;
};
const judged = await readDocuments(join(FIXTURES, 'quality', rubricCorpus));
for (const { file, language, type, text } of judged) {
  const keys = [`${language} ${type}`, `${language} all`, 'all'];
  for (const key of keys) rubricTally(key).documents += 1;
  if (show) console.log(`\n## rubric: ${file}`);
  for (const s of STRATEGIES.keys()) {
    const { result, strategy } = await generate(text, file, language, s);
    const verdicts = assessQuiz(result.questions, language, text);
    for (const key of keys) {
      const tally = rubricTally(key);
      tally.requested += QUESTIONS;
      tally.made += result.questions.length;
      for (const question of result.questions) if (question.options.length === 4) tally.fourOptions += 1;
      for (const verdict of verdicts) {
        if (passesAll(verdict)) tally.passing += 1;
        for (const criterion of RUBRIC_CRITERIA) if (verdict[criterion]) tally.criteria[criterion] += 1;
      }
    }
    if (show) {
      console.log(`\n### ${strategy}`);
      result.questions.forEach((question, i) =>
        printQuestion(
          question,
          RUBRIC_CRITERIA.filter((c) => !(verdicts[i] as Record<RubricCriterion, boolean>)[c]),
        ),
      );
    }
  }
}
const order = [...rubricTallies.keys()].sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)));
console.log(
  `\nRubric: local generator over ${judged.length} ${rubricCorpus} documents (tests/fixtures/quality/${rubricCorpus}), ${QUESTIONS} questions x ${STRATEGIES.length} strategies, ${difficulty}; share of questions passing every proxy, with four options, single-word blanks that only fill the quiz, then each criterion:`,
);
console.table(
  order.map((key) => {
    const t = rubricTallies.get(key) as RubricTally;
    return {
      'language / source': key,
      documents: t.documents,
      made: `${t.made}/${t.requested}`,
      'pass all': percent(t.passing, t.made),
      '4 options': percent(t.fourOptions, t.made),
      ...Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, percent(t.criteria[c], t.made)])),
    };
  }),
);

/**
 * A person's reading (tests/fixtures/quality/reading-*.json): every question of the hybrid strategy on each document,
 * with a verdict. The figures are the person's; the check is that the generator still makes exactly those questions
 * (otherwise the reading is of another generator and must be done again).
 */
if (readingFile !== '') {
  interface Reading {
    corpus: string;
    strategy: (typeof STRATEGIES)[number];
    seed: number;
    documents: Record<string, { question: string; answer: string; pass: boolean }[]>;
  }
  const reading = JSON.parse(readFileSync(readingFile, 'utf8')) as Reading;
  const documents = await readDocuments(join(FIXTURES, 'quality', reading.corpus));
  const figures = new Map<
    string,
    {
      pass: number;
      read: number;
      same: number;
      made: number;
      kept: number;
      keptPass: number;
    }
  >();
  for (const [file, read] of Object.entries(reading.documents)) {
    const document = documents.find((d) => d.file === file);
    if (document === undefined) throw new Error(`no document ${file} in ${reading.corpus}`);
    const { result } = await generate(document.text, file, document.language, STRATEGIES.indexOf(reading.strategy));
    const figure = figures.get(document.language) ?? {
      pass: 0,
      read: 0,
      same: 0,
      made: 0,
      kept: 0,
      keptPass: 0,
    };
    figures.set(document.language, figure);
    figure.read += read.length;
    figure.pass += read.filter((entry) => entry.pass).length;
    figure.made += result.questions.length;
    figure.same += result.questions.filter(
      (q, i) => read[i]?.question === q.text && read[i]?.answer === q.options[q.correctAnswer],
    ).length;
    // After a change to the generator: the verdicts of the read questions it still makes (the others are new).
    for (const q of result.questions) {
      const verdict = read.find((entry) => entry.question === q.text && entry.answer === q.options[q.correctAnswer]);
      if (verdict === undefined) continue;
      figure.kept += 1;
      if (verdict.pass) figure.keptPass += 1;
    }
  }
  console.log(`\nA person's reading (${readingFile}), ${reading.strategy} strategy on ${reading.corpus}:`);
  console.table(
    [...figures].map(([language, f]) => ({
      language,
      'passing every criterion': `${f.pass}/${f.read} (${percent(f.pass, f.read)})`,
      'made today': f.made,
      'the same questions as read': f.same === f.read && f.made === f.read ? 'yes' : `no (${f.same} of ${f.read})`,
      'read and still made: passing': `${f.keptPass}/${f.kept} (${percent(f.keptPass, f.kept)})`,
      'not read (new)': f.made - f.kept,
    })),
  );
}

/** A sheet for a person's reading: the hybrid strategy's questions on the rubric corpus, every verdict still empty. */
if (sheetFile !== '') {
  const strategy = 'hybrid';
  const documents = (await readDocuments(join(FIXTURES, 'quality', rubricCorpus))).filter((d) =>
    sheetLanguages.includes(d.language),
  );
  const sheet: Record<string, unknown[]> = {};
  for (const document of documents) {
    const { result } = await generate(document.text, document.file, document.language, STRATEGIES.indexOf(strategy));
    sheet[document.file] = result.questions.map((q) => ({
      question: q.text,
      answer: q.options[q.correctAnswer],
      options: q.options,
      difficulty: q.difficulty,
      explanation: q.explanation,
      pass: null,
      failed: [],
      note: '',
    }));
  }
  writeFileSync(
    sheetFile,
    `${JSON.stringify({ corpus: rubricCorpus, strategy, difficulty, questionsPerDocument: QUESTIONS, seed: 1000 + STRATEGIES.indexOf(strategy), documents: sheet }, null, 2)}\n`,
  );
  console.log(`\nA reading sheet of ${Object.values(sheet).flat().length} questions: ${sheetFile}`);
}
