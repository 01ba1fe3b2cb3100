/**
 * The host's class report of an ended game: a summary (average score, accuracy per question, the hardest questions,
 * who did not answer) and each student's answers (option, correct, time, points). Every percentage has one
 * denominator: the players of the final standings (a question's accuracy is its correct answers out of every
 * player, not out of those who answered). Questions never asked (a game ended early) and questions the host skipped
 * are left out (domain countedQuestions); each student's `answers` follow `summary.questions`, position by position.
 */
import { countedQuestionsOf } from './final-results';
import type { GameDoc, GameParticipantDoc } from './games.projection';

/** How many of the lowest-accuracy questions the summary names as the hardest. */
export const HARDEST_SHOWN = 3;

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

export interface StudentAnswer {
  questionIndex: number;
  /** The chosen option's index, or null when the student did not answer. */
  answer: number | null;
  answerText: string | null;
  correct: boolean;
  timeSpentMs: number | null;
  points: number;
}

export interface StudentReport {
  rank: number;
  name: string;
  score: number;
  correctAnswers: number;
  /** Correct answers out of the questions asked. */
  accuracy: number;
  /** Time spent on every answered question. */
  answeredTimeMs: number;
  answers: StudentAnswer[];
}

export interface QuestionReport {
  questionIndex: number;
  questionText: string;
  correctAnswerText: string;
  answered: number;
  correct: number;
  /** Correct answers out of every player. */
  accuracy: number;
  /** Players who gave no answer. */
  unanswered: number;
  /** Average time of the answers given (ms), or null when nobody answered. */
  averageTimeMs: number | null;
}

/** `players`: the final standings, best first. */
export const classReportOf = (game: GameDoc, players: GameParticipantDoc[]) => {
  const asked = game.startedAt === null ? 0 : Math.min(game.questions.length, (game.currentQuestion ?? -1) + 1);
  // Only the questions that count: asked and not skipped. Every student's answers follow the same order.
  const counted = countedQuestionsOf(game);
  const questions = counted.map((questionIndex) => ({ questionIndex, ...game.questions[questionIndex]! }));
  const students: StudentReport[] = players.map((p, i) => {
    const byQuestion = new Map(p.answers.map((a) => [a.questionIndex, a]));
    const answers = questions.map(({ questionIndex, ...q }): StudentAnswer => {
      const a = byQuestion.get(questionIndex);
      return {
        questionIndex,
        answer: a?.answer ?? null,
        answerText: a ? (q.options[a.answer] ?? null) : null,
        correct: a?.correct ?? false,
        timeSpentMs: a?.timeSpentMs ?? null,
        points: a?.points ?? 0,
      };
    });
    return {
      rank: i + 1,
      name: p.name,
      score: p.score,
      correctAnswers: p.correctAnswers,
      accuracy: percent(p.correctAnswers, counted.length),
      answeredTimeMs: answers.reduce((sum, a) => sum + (a.timeSpentMs ?? 0), 0),
      answers,
    };
  });
  const perQuestion: QuestionReport[] = questions.map(({ questionIndex, ...q }, position) => {
    const given = students.map((s) => s.answers[position]!).filter((a) => a.answer !== null);
    const correct = given.filter((a) => a.correct).length;
    return {
      questionIndex,
      questionText: q.text,
      correctAnswerText: q.options[q.correctAnswer] ?? '',
      answered: given.length,
      correct,
      accuracy: percent(correct, students.length),
      unanswered: students.length - given.length,
      averageTimeMs: given.length
        ? Math.round(given.reduce((sum, a) => sum + (a.timeSpentMs ?? 0), 0) / given.length)
        : null,
    };
  });
  const totalCorrect = students.reduce((sum, s) => sum + s.correctAnswers, 0);
  return {
    game: {
      gameId: game._id,
      pin: game.pin,
      quizId: game.quizId,
      quizTitle: game.quizTitle,
      endedAt: game.endedAt,
      questionsCount: game.questions.length,
      questionsAsked: asked,
      /** Asked and not skipped: the questions every figure of this report is out of. */
      questionsCounted: counted.length,
      skippedQuestions: [...(game.skippedQuestions ?? [])].sort((a, b) => a - b),
    },
    summary: {
      players: students.length,
      averageScore: students.length ? Math.round(students.reduce((sum, s) => sum + s.score, 0) / students.length) : 0,
      /** Correct answers out of every player's every question asked. */
      averageAccuracy: percent(totalCorrect, students.length * counted.length),
      questions: perQuestion,
      /** The questions with the lowest accuracy (those everyone got right are never "hard"). */
      hardest: [...perQuestion]
        .filter((q) => q.accuracy < 100)
        .sort((a, b) => a.accuracy - b.accuracy || a.questionIndex - b.questionIndex)
        .slice(0, HARDEST_SHOWN)
        .map((q) => q.questionIndex),
      /** Students who left at least one question asked unanswered, with those questions. */
      didNotAnswer: students.flatMap((s) => {
        const missed = s.answers.filter((a) => a.answer === null).map((a) => a.questionIndex);
        return missed.length ? [{ name: s.name, rank: s.rank, missed }] : [];
      }),
    },
    students,
  };
};

export type ClassReport = ReturnType<typeof classReportOf>;
