import type { ReadStore } from '../../commands/ports';
import { DomainError } from '../../domain/shared/errors';
import {
  createFinalResultsCache,
  finalResultsOf,
  inFinalStandings,
  leaderboardPageOf,
  playerResultsOf,
} from './final-results';
import type { FinalResults } from './final-results';
import { classReportOf } from './class-report';
import type { GameDoc, GameParticipantDoc } from './games.projection';

const byRank = { score: -1, totalTimeMs: 1, joinOrder: 1 } as const;
/** Finished games whose shared results are kept in memory (least recently asked out first). */
const RESULTS_KEPT_GAMES = 32;
/** A leaderboard page when none is asked for: the top 10. */
export const RESULTS_PAGE_DEFAULT = 10;

export interface GameQueryDeps {
  /** Resolves true once every projection has applied the log up to `position` (false when it timed out). */
  settled?: (position: number) => Promise<boolean>;
}

export const gameQueries = (readStore: ReadStore, { settled = async () => true }: GameQueryDeps = {}) => {
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

  const finalResults = createFinalResultsCache<FinalResults<ReturnType<typeof record>>>(RESULTS_KEPT_GAMES);

  /** The shared part of an ended game's results; kept only once every projection has applied the game's end. */
  const computeFinalResults = async (gameId: string) => {
    const game = await games.findOne({ _id: gameId });
    if (!game) throw DomainError.notFound('game.notFound', 'Game not found');
    if (game.status !== 'ended') throw DomainError.illegalState('game.notFinished', 'Game is not finished yet');
    const keep = await settled(game._position ?? 0);
    const ranked = (await players.find({ gameId }, { sort: byRank })).filter((p) => inFinalStandings(game, p));
    const scoreSum = ranked.reduce((sum, p) => sum + p.score, 0);
    const value = finalResultsOf(record({ ...game, participantCount: ranked.length, scoreSum }), game, ranked);
    return { value, keep };
  };

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

    /**
     * Spec results: a page of the final leaderboard (the top 10 unless asked otherwise), per-question statistics
     * and, for a player, their own result and wrong answers. The shared part is computed once per game (it never
     * changes after the end); a player's own part is one document read: O(own answers + page), whatever the size
     * of the game.
     */
    results: async (
      gameId: string,
      {
        participantId,
        page = 1,
        limit = RESULTS_PAGE_DEFAULT,
      }: { participantId?: string; page?: number; limit?: number } = {},
    ) => {
      const [final, me] = await Promise.all([
        finalResults.get(gameId, () => computeFinalResults(gameId)),
        participantId ? players.findOne({ _id: `${gameId}:${participantId}` }) : null,
      ]);
      return {
        game: final.game,
        ...leaderboardPageOf(final.standings, page, limit),
        questionStats: final.questionStats,
        ...playerResultsOf(final, me),
      };
    },

    /**
     * The host's class report of an ended game (summary and every student's answers). Only the game's host: anyone
     * else is refused with `game.hostOnly`.
     */
    classReport: async (gameId: string, hostId: string) => {
      const game = await games.findOne({ _id: gameId });
      if (!game) throw DomainError.notFound('game.notFound', 'Game not found');
      if (game.hostId !== hostId) throw DomainError.forbidden('game.hostOnly', 'Only the host can do that');
      if (game.status !== 'ended') throw DomainError.illegalState('game.notFinished', 'Game is not finished yet');
      await settled(game._position ?? 0);
      const ranked = (await players.find({ gameId }, { sort: byRank })).filter((p) => inFinalStandings(game, p));
      return classReportOf(game, ranked);
    },

    /** How many times the shared part of a game's results was computed (once per game; tests count it). */
    resultsComputations: () => finalResults.computations(),
  };
};

export type GameQueries = ReturnType<typeof gameQueries>;
