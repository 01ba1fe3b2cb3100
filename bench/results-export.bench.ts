/**
 * Results exports of a big class: `npx tsx bench/results-export.bench.ts [-- --students 1000 --questions 30]`.
 * Builds the class report of a finished game (every student answering every question) and streams it as CSV and as
 * XLSX (Students and Answers sheets) into a sink, twice each (the first XLSX run includes loading ExcelJS), while
 * the event loop's delay is sampled. Prints the time, the bytes and the longest loop delay; asserts nothing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Response } from 'express';
import { sendCsv } from '../api/shared/csv';
import { sendXlsx, sheetOf } from '../api/shared/xlsx';
import type { StudentReport } from '../projections/games/class-report';
import { classReportOf } from '../projections/games/class-report';
import type { GameDoc, GameParticipantDoc } from '../projections/games/games.projection';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '1000' }, questions: { type: 'string', default: '30' } },
});
const students = Number(values.students);
const questions = Number(values.questions);

const game = {
  _id: 'bench',
  pin: '123456',
  quizId: 'quiz',
  quizTitle: 'Bench',
  startedAt: '2026-11-23T00:00:00.000Z',
  endedAt: '2026-11-23T00:30:00.000Z',
  currentQuestion: questions - 1,
  questions: Array.from({ length: questions }, (_, i) => ({
    text: `Question ${i + 1}?`,
    options: ['A', 'B', 'C', 'D'],
    correctAnswer: i % 4,
    explanation: null,
  })),
} as unknown as GameDoc;
const players = Array.from({ length: students }, (_, p) => {
  const answers = Array.from({ length: questions }, (_, q) => {
    const correct = (p + q) % 3 !== 0;
    return { questionIndex: q, answer: correct ? q % 4 : (q + 1) % 4, correct, points: correct ? 700 : 0, timeSpentMs: 4000 };
  });
  const score = answers.reduce((sum, a) => sum + a.points, 0);
  return { name: `Player ${p + 1}`, score, correctAnswers: answers.filter((a) => a.correct).length, answers };
}) as unknown as GameParticipantDoc[];
const report = classReportOf(game, players);

/** A response that counts the bytes written to it. */
const sink = () => {
  let bytes = 0;
  const out = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      bytes += chunk.length;
      done();
    },
  });
  return Object.assign(out, { setHeader: () => out, bytes: () => bytes }) as unknown as Response & {
    bytes: () => number;
  };
};

const columns = [
  { header: 'Player', value: (s: StudentReport) => s.name },
  ...Array.from({ length: questions }, (_, q) => ({
    header: `Q${q + 1}`,
    value: (s: StudentReport) => s.answers[q]!.answerText,
  })),
];

for (const kind of ['csv', 'xlsx', 'csv', 'xlsx'] as const) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const out = sink();
  if (kind === 'csv') await sendCsv(out, 'bench.csv', columns, report.students);
  else
    await sendXlsx(out, 'bench.xlsx', [
      sheetOf({ name: 'Students', columns, rows: report.students }),
      sheetOf({
        name: 'Answers',
        columns: [
          { header: 'Player', value: (r: { name: string; points: number }) => r.name },
          { header: 'Points', value: (r: { name: string; points: number }) => r.points },
        ],
        rows: report.students.flatMap((s) => s.answers.map((a) => ({ name: s.name, points: a.points }))),
      }),
    ]);
  if (!out.writableEnded) await new Promise<void>((resolve) => out.end(resolve));
  delay.disable();
  console.log(
    `${kind.padEnd(4)} ${students} students x ${questions} questions: ${Math.round(performance.now() - started)} ms, ` +
      `${Math.round(out.bytes() / 1024)} KiB, longest event-loop delay ${Math.round(delay.max / 1e6)} ms`,
  );
}
