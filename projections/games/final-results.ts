/**
 * The results of a finished game, split by who pays for them. The shared part (final standings, question statistics,
 * the quiz's questions) is the same for every caller and never changes once the game has ended, so it is computed
 * once per game and kept; a caller's own part (their entry, rank and review) costs one document read by id and a
 * pass over the questions. A leaderboard page is a slice of the kept standings.
 */
import { countedQuestions } from '../../domain/game/scoring';
import type { GameDoc, GameParticipantDoc } from './games.projection';

/**
 * The questions of an ended game that count (asked, not skipped), by index: one rule (domain countedQuestions) for
 * the results, the class report and its exports.
 */
export const countedQuestionsOf = (game: Pick<GameDoc, 'questions' | 'startedAt' | 'currentQuestion' | 'skippedQuestions'>) =>
  countedQuestions({
    questionsCount: game.questions.length,
    lastAsked: game.startedAt === null ? null : game.currentQuestion,
    skipped: game.skippedQuestions ?? [],
  });

export interface LeaderboardEntry {
  rank: number;
  name: string;
  score: number;
  correctAnswers: number;
}

export interface FinalResults<G> {
  game: G;
  /** Every player of the final standings, best first. */
  standings: readonly LeaderboardEntry[];
  /** participantId -> index in `standings`. */
  indexOf: ReadonlyMap<string, number>;
  questionStats: (GameDoc['questionStats'][number] & { questionText: string; correctRate: number })[];
  questions: GameDoc['questions'];
  /** The indexes of the questions that count (asked, not skipped). */
  counted: readonly number[];
}

/** Who stands in the final leaderboard (one rule for the results and the audit, in domain/game/scoring.ts). */
export { inFinalStandings } from '../../domain/game/scoring';

/**
 * The shared part, from the ended game and the players of its final standings sorted by rank (score, then total
 * time, then join order).
 */
export const finalResultsOf = <G>(record: G, game: GameDoc, players: GameParticipantDoc[]): FinalResults<G> => {
  const counted = countedQuestionsOf(game);
  return {
    game: record,
    standings: players.map((p, i) => ({ rank: i + 1, name: p.name, score: p.score, correctAnswers: p.correctAnswers })),
    indexOf: new Map(players.map((p, i) => [p.participantId, i])),
    questionStats: game.questionStats
      .filter((s) => counted.includes(s.questionIndex))
      .map((s) => ({
        ...s,
        questionText: game.questions[s.questionIndex]?.text ?? '',
        correctRate: players.length ? Math.round((s.correct / players.length) * 100) : 0,
      })),
    questions: game.questions,
    counted,
  };
};

/** One player's part: their result (rank, score, accuracy) and the questions they got wrong or left unanswered. */
export const playerResultsOf = <G>(final: FinalResults<G>, me: GameParticipantDoc | null) => {
  const index = me ? final.indexOf.get(me.participantId) : undefined;
  if (!me || index === undefined) return { participantResult: null, participantWrongAnswers: [] };
  const total = final.counted.length;
  const byQuestion = new Map(me.answers.map((a) => [a.questionIndex, a]));
  return {
    participantResult: {
      rank: index + 1,
      name: me.name,
      score: me.score,
      correctAnswers: me.correctAnswers,
      totalQuestions: total,
      accuracy: total ? Math.round((me.correctAnswers / total) * 100) : 0,
    },
    participantWrongAnswers: final.counted.flatMap((questionIndex) => {
      const q = final.questions[questionIndex]!;
      const a = byQuestion.get(questionIndex);
      if (a?.correct) return [];
      return [
        {
          questionIndex,
          questionText: q.text,
          wasAnswered: Boolean(a),
          selectedOption: a?.answer ?? null,
          selectedAnswer: a ? (q.options[a.answer] ?? null) : null,
          correctAnswer: q.correctAnswer,
          correctAnswerText: q.options[q.correctAnswer] ?? '',
          explanation: q.explanation,
        },
      ];
    }),
  };
};

/** A page of the final standings (1-based), with the figures a pager needs. */
export const leaderboardPageOf = (standings: readonly LeaderboardEntry[], page: number, limit: number) => ({
  leaderboard: standings.slice((page - 1) * limit, page * limit),
  leaderboardPagination: {
    page,
    limit,
    total: standings.length,
    totalPages: Math.max(1, Math.ceil(standings.length / limit)),
  },
});

/**
 * Keeps the shared part of the most recently asked games (least recently used out first), and computes a game's part
 * once even when thousands ask for it at the same moment: they all wait for the same computation. A computation
 * that says its value is not final yet (`keep: false`) is answered but not kept.
 */
export const createFinalResultsCache = <T>(capacity: number) => {
  const kept = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  let computations = 0;
  return {
    get: (gameId: string, compute: () => Promise<{ value: T; keep: boolean }>): Promise<T> => {
      const hit = kept.get(gameId);
      if (hit !== undefined) {
        kept.delete(gameId);
        kept.set(gameId, hit);
        return Promise.resolve(hit);
      }
      const running = pending.get(gameId);
      if (running) return running;
      const started = compute().then(
        ({ value, keep }) => {
          computations += 1;
          pending.delete(gameId);
          if (keep) {
            kept.set(gameId, value);
            if (kept.size > capacity) kept.delete(kept.keys().next().value!);
          }
          return value;
        },
        (error: unknown) => {
          pending.delete(gameId);
          throw error;
        },
      );
      pending.set(gameId, started);
      return started;
    },
    /** How many times a game's shared part was computed (tests prove it is once per game). */
    computations: () => computations,
  };
};
