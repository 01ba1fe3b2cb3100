/**
 * The host's class report and its exports: GET /api/games/{id}/report (summary and every student's answers) and
 * GET /api/games/{id}/export?format=csv|xlsx&lang=en|tr|de, streamed. Only the game's host (403 `game.hostOnly`
 * for anyone else), only once the game has ended.
 */
import { Router } from 'express';
import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors';
import type { ClassReport, QuestionReport, StudentReport } from '../../projections/games/class-report';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../middleware/auth';
import { idParam, parse } from '../middleware/validate';
import type { CsvColumn } from '../shared/csv';
import { sendCsv } from '../shared/csv';
import { sendXlsx, sheetOf } from '../shared/xlsx';
import { exportHeadings } from './results-export.headings';
import type { ExportLanguage } from './results-export.headings';

const exportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.failed' }),
  lang: z.enum(['en', 'tr', 'de'], { error: 'validation.failed' }).default('en'),
});

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

/** `quiz-results-123456-2026-11-23.csv` */
const fileNameOf = (report: ClassReport, extension: string) =>
  `quiz-results-${report.game.pin}-${(report.game.endedAt ?? '').slice(0, 10)}.${extension}`;

/** One row a student: totals, then each question's answer, verdict, points and time. */
const studentColumns = (report: ClassReport, lang: ExportLanguage): CsvColumn<StudentReport>[] => {
  const h = exportHeadings[lang];
  const verdict = (correct: boolean, answered: boolean) => (answered ? (correct ? h.yes : h.no) : '');
  return [
    { header: h.rank, value: (s) => s.rank },
    { header: h.player, value: (s) => s.name },
    { header: h.score, value: (s) => s.score },
    { header: h.correctAnswers, value: (s) => s.correctAnswers },
    { header: h.accuracy, value: (s) => s.accuracy },
    { header: h.timeSeconds, value: (s) => seconds(s.answeredTimeMs) },
    // The questions that count (asked, not skipped), numbered as in the quiz; answers follow them by position.
    ...report.summary.questions.map((question, q): CsvColumn<StudentReport>[] => {
      const n = question.questionIndex + 1;
      const at = (s: StudentReport) => s.answers[q]!;
      return [
        { header: h.questionAnswer(n), value: (s) => at(s).answerText ?? '' },
        { header: h.questionCorrect(n), value: (s) => verdict(at(s).correct, at(s).answer !== null) },
        { header: h.questionPoints(n), value: (s) => at(s).points },
        { header: h.questionTime(n), value: (s) => seconds(at(s).timeSpentMs) },
      ];
    }).flat(),
  ];
};

interface AnswerRow {
  student: StudentReport;
  answer: StudentReport['answers'][number];
  question: QuestionReport;
}

const answerRows = function* (report: ClassReport): Generator<AnswerRow> {
  for (const student of report.students)
    for (const [position, answer] of student.answers.entries())
      yield { student, answer, question: report.summary.questions[position]! };
};

export const resultsExportRouter = (ctx: ApiContext) => {
  const router = Router();
  const gameNotFound = () => DomainError.notFound('game.notFound', 'Game not found');

  router.get('/:id/report', requireAuth(ctx), async (req, res) => {
    const id = idParam(req.params.id, gameNotFound);
    res.json({ success: true, data: await ctx.queries.games.classReport(id, currentUser(req)._id) });
  });

  router.get('/:id/export', requireAuth(ctx), async (req, res) => {
    const id = idParam(req.params.id, gameNotFound);
    const { format, lang } = parse(exportQuery, req.query);
    const report = await ctx.queries.games.classReport(id, currentUser(req)._id);
    const h = exportHeadings[lang];
    if (format === 'csv')
      return void (await sendCsv(res, fileNameOf(report, 'csv'), studentColumns(report, lang), report.students));
    await sendXlsx(res, fileNameOf(report, 'xlsx'), [
      sheetOf({ name: h.studentsSheet, columns: studentColumns(report, lang), rows: report.students }),
      sheetOf<AnswerRow>({
        name: h.answersSheet,
        rows: answerRows(report),
        columns: [
          { header: h.player, value: (r) => r.student.name, width: 24 },
          { header: h.questionNumber, value: (r) => r.answer.questionIndex + 1 },
          { header: h.question, value: (r) => r.question.questionText, width: 40 },
          { header: h.answer, value: (r) => r.answer.answerText ?? h.noAnswer, width: 24 },
          { header: h.correct, value: (r) => (r.answer.correct ? h.yes : h.no) },
          { header: h.points, value: (r) => r.answer.points },
          { header: h.timeSeconds, value: (r) => seconds(r.answer.timeSpentMs) },
        ],
      }),
      sheetOf<QuestionReport>({
        name: h.questionsSheet,
        rows: report.summary.questions,
        columns: [
          { header: h.questionNumber, value: (q) => q.questionIndex + 1 },
          { header: h.question, value: (q) => q.questionText, width: 40 },
          { header: h.correctAnswer, value: (q) => q.correctAnswerText, width: 24 },
          { header: h.answered, value: (q) => q.answered },
          { header: h.correct, value: (q) => q.correct },
          { header: h.unanswered, value: (q) => q.unanswered },
          { header: h.accuracy, value: (q) => q.accuracy },
          { header: h.averageTimeSeconds, value: (q) => seconds(q.averageTimeMs) },
        ],
      }),
    ]);
  });

  return router;
};
