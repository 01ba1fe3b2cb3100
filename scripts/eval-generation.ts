/**
 * `npm run eval:generation`: runs the offline (`local`) question generator over the fixture corpus
 * (tests/fixtures/corpus: English, Turkish and German documents as text, HTML and PDF), 10 questions with each content
 * strategy, and prints per language: questions made, the share structurally valid, the share whose answer is
 * supported by the source, the share whose distractors are distinct and of the answer's kind, duplicates, and
 * milliseconds per question. Numbers, not pass/fail.
 *
 *   npm run eval:generation                         the table
 *   npm run eval:generation -- --show               and every question
 *   npm run eval:generation -- --difficulty hard    another difficulty (default medium)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseHTML } from 'linkedom';
import { PDFParse } from 'pdf-parse';
import { chunkText } from '../domain/content/chunking';
import {
  STRATEGIES,
  type ContentLanguage,
  type Difficulty,
  type GeneratedQuestion,
} from '../domain/content/content.types';
import { detectLanguage } from '../domain/content/language';
import { normalizeText } from '../domain/content/normalize';
import {
  hasComparableDistractors,
  isSupportedBySource,
  optionKey,
  validateGeneratedQuestion,
} from '../domain/content/question-validation';
import { passagesNeeded, selectPassages } from '../domain/content/strategies';
import { createLocalQuestionGenerator } from '../infra/ai/local-question-generator';

const CORPUS = join(import.meta.dirname, '..', 'tests', 'fixtures', 'corpus');
const QUESTIONS = 10;
const args = process.argv.slice(2);
const show = args.includes('--show');
const difficulty = (args.includes('--difficulty') ? args[args.indexOf('--difficulty') + 1] : 'medium') as Difficulty;
if (!['easy', 'medium', 'hard'].includes(difficulty)) throw new Error(`unknown difficulty ${difficulty}`);

/** The readable text of an article page: its article (or main, or body) without navigation, forms and scripts. */
export const htmlToText = (html: string): string => {
  const { document } = parseHTML(html);
  const root = document.querySelector('article') ?? document.querySelector('main') ?? document.body;
  for (const noise of root.querySelectorAll('script, style, nav, header, footer, aside, form, button, noscript'))
    noise.remove();
  const blocks = [...root.querySelectorAll('h1, h2, h3, h4, p, li, blockquote, figcaption, pre')];
  return blocks.length > 0
    ? blocks
        .map((block) => (block.textContent ?? '').trim())
        .filter(Boolean)
        .join('\n\n')
    : (root.textContent ?? '');
};

const pdfToText = async (data: Buffer): Promise<string> => {
  const parser = new PDFParse({ data });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text).join('\n\n');
  } finally {
    await parser.destroy();
  }
};

const extract = async (file: string): Promise<string> => {
  const path = join(CORPUS, file);
  switch (extname(file)) {
    case '.pdf':
      return pdfToText(readFileSync(path));
    case '.html':
      return htmlToText(readFileSync(path, 'utf8'));
    default:
      return readFileSync(path, 'utf8');
  }
};

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
const tallies = new Map<ContentLanguage, Tally>();
const files = readdirSync(CORPUS)
  .filter((file) => ['.txt', '.html', '.pdf'].includes(extname(file)))
  .sort();

for (const file of files) {
  const language = file.slice(0, 2) as ContentLanguage;
  const tally = tallies.get(language) ?? emptyTally();
  tallies.set(language, tally);
  const text = normalizeText(await extract(file));
  const guess = detectLanguage(text);
  tally.documents += 1;
  if (guess.language === language) tally.detected += 1;
  const passages = chunkText(text, { sourceId: file, language });
  if (show) console.log(`\n## ${file} (${guess.language} ${guess.confidence}, ${passages.length} passages)`);
  for (const [s, strategy] of STRATEGIES.entries()) {
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
    tally.ms += performance.now() - started;
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
      for (const question of result.questions)
        console.log(
          `- ${question.text}\n    ${question.options.map((o, i) => (i === question.correctAnswer ? `[${o}]` : o)).join(' | ')}`,
        );
    }
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`);
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
  `\nLocal generator over ${files.length} fixtures, ${QUESTIONS} questions x ${STRATEGIES.length} strategies, ${difficulty}:`,
);
console.table(rows);
