import { api, type Envelope } from '../../../app/api';

export interface StudentAnswer {
  questionIndex: number;
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
  accuracy: number;
  answeredTimeMs: number;
  answers: StudentAnswer[];
}

export interface QuestionReport {
  questionIndex: number;
  questionText: string;
  correctAnswerText: string;
  answered: number;
  correct: number;
  accuracy: number;
  unanswered: number;
  averageTimeMs: number | null;
}

/** GET /api/games/{id}/report: the host's class report of an ended game. */
export interface ClassReport {
  game: {
    gameId: string;
    pin: string;
    quizId: string;
    quizTitle: string;
    endedAt: string | null;
    questionsCount: number;
    questionsAsked: number;
    /** Asked and not skipped: every figure of the report is out of these. */
    questionsCounted: number;
    /** Questions the host skipped (they count nowhere), by index. */
    skippedQuestions: number[];
  };
  summary: {
    players: number;
    averageScore: number;
    averageAccuracy: number;
    questions: QuestionReport[];
    hardest: number[];
    didNotAnswer: { name: string; rank: number; missed: number[] }[];
  };
  students: StudentReport[];
}

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClassReport: build.query<ClassReport, string>({
      query: (gameId) => `/games/${encodeURIComponent(gameId)}/report`,
      transformResponse: (answer: Envelope<ClassReport>) => answer.data,
    }),
  }),
});

export const { useGetClassReportQuery } = resultsApi;
