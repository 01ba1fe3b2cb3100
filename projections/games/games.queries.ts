import type { ReadStore } from '../../commands/ports';
import { DomainError } from '../../domain/shared/errors';
import type { GameDoc, GameParticipantDoc } from './games.projection';

const byRank = { score: -1, totalTimeMs: 1, joinOrder: 1 } as const;

export const gameQueries = (readStore: ReadStore) => {
  const games = readStore.collection<GameDoc>('games');
  const players = readStore.collection<GameParticipantDoc>('game_participants');

  const record = (g: GameDoc) => ({
    gameId: g._id,
    pin: g.pin,
    status: g.status,
    quizId: g.quizId,
    quizTitle: g.quizTitle,
    questionsCount: g.questionsCount,
    participantCount: g.participantCount,
    createdAt: g.createdAt,
    startedAt: g.startedAt,
    endedAt: g.endedAt,
    finishedAt: g.endedAt,
    averageScore: g.participantCount ? Math.round(g.scoreSum / g.participantCount) : 0,
  });

  return {
    /** Games of a host, newest first; `status` narrows them (the dashboard asks for waiting and ended ones). */
    hostedBy: async (hostId: string, status?: GameDoc['status'], limit = 50) =>
      (
        await games.find(
          { hostId, ...(status ? { status } : {}) },
          { sort: { createdAt: -1 }, limit, projection: { questions: 0, questionStats: 0 } },
        )
      ).map(record),

    /** Finished games a signed-in user played in, newest first, with their score. */
    participatedBy: async (userId: string, limit = 50) => {
      const mine = await players.find({ userId }, { sort: { joinedAt: -1 } });
      const played = await games.find(
        { _id: { $in: mine.map((p) => p.gameId) }, status: 'ended' },
        { projection: { questions: 0, questionStats: 0 } },
      );
      const byId = new Map(played.map((g) => [g._id, g]));
      return mine
        .filter((p) => byId.has(p.gameId))
        .slice(0, limit)
        .map((p) => {
          const g = byId.get(p.gameId)!;
          return {
            gameId: g._id,
            participantId: p.participantId,
            quizTitle: g.quizTitle,
            score: p.score,
            participatedAt: p.joinedAt,
            endedAt: g.endedAt,
            status: g.status,
          };
        });
    },

    hostStats: async (hostId: string) => {
      const [totals] = await games.aggregate<{ totalGames: number; totalParticipants: number }>([
        { $match: { hostId } },
        { $group: { _id: null, totalGames: { $sum: 1 }, totalParticipants: { $sum: '$participantCount' } } },
      ]);
      return { totalGames: totals?.totalGames ?? 0, totalParticipants: totals?.totalParticipants ?? 0 };
    },

    /** Games not ended yet: the server reloads them at start-up and resumes their timers. */
    unfinishedIds: async () =>
      (await games.find({ status: { $in: ['waiting', 'active'] } }, { projection: { _id: 1 } })).map((g) => g._id),

    /** Games not ended yet, with their host and last activity: counted per host and expired when idle. */
    openGames: async () =>
      (
        await games.find(
          { status: { $in: ['waiting', 'active'] } },
          { projection: { _id: 1, hostId: 1, status: 1, lastActivityAt: 1, createdAt: 1 } },
        )
      ).map((g) => ({
        gameId: g._id,
        hostId: g.hostId,
        status: g.status as 'waiting' | 'active',
        lastActivityAt: g.lastActivityAt ?? g.createdAt,
      })),

    byId: (gameId: string) => games.findOne({ _id: gameId }),

    /** Spec results: the final leaderboard, per-question statistics and, for a player, their wrong answers. */
    results: async (gameId: string, participantId?: string) => {
      const game = await games.findOne({ _id: gameId });
      if (!game) throw DomainError.notFound('game.notFound', 'Game not found');
      if (game.status !== 'ended') throw DomainError.illegalState('game.notFinished', 'Game is not finished yet');
      const ranked = await players.find({ gameId, status: 'active' }, { sort: byRank });
      const leaderboard = ranked.map((p, i) => ({
        rank: i + 1,
        name: p.name,
        score: p.score,
        correctAnswers: p.correctAnswers,
      }));
      const questionStats = game.questionStats.map((s) => ({
        ...s,
        questionText: game.questions[s.questionIndex]?.text ?? '',
        correctRate: ranked.length ? Math.round((s.correct / ranked.length) * 100) : 0,
      }));
      const me = participantId ? ranked.find((p) => p.participantId === participantId) : undefined;
      const participantWrongAnswers = me
        ? game.questions.flatMap((q, questionIndex) => {
            const a = me.answers.find((x) => x.questionIndex === questionIndex);
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
          })
        : [];
      const participantResult = me
        ? {
            rank: ranked.indexOf(me) + 1,
            name: me.name,
            score: me.score,
            correctAnswers: me.correctAnswers,
            totalQuestions: game.questionsCount,
            accuracy: game.questionsCount ? Math.round((me.correctAnswers / game.questionsCount) * 100) : 0,
          }
        : null;
      return { game: record(game), leaderboard, questionStats, participantWrongAnswers, participantResult };
    },
  };
};

export type GameQueries = ReturnType<typeof gameQueries>;
