/**
 * What a game's audit compares with: the results read model of one game (its `games` document and its players'
 * `game_participants` documents), and a game found by its PIN (the newest game that had it).
 */
import type { ReadStore } from '../../commands/ports';
import type { GameResultsReadModel } from '../../domain/audit/game-audit';
import type { GameDoc, GameParticipantDoc } from './games.projection';

/** The read model's documents as the audit compares them. */
export const resultsReadModelOf = (game: GameDoc | null, players: GameParticipantDoc[]): GameResultsReadModel => ({
  game: game && {
    pin: game.pin,
    status: game.status,
    startedAt: game.startedAt,
    endedAt: game.endedAt,
    participantCount: game.participantCount,
    scoreSum: game.scoreSum,
    questionStats: game.questionStats,
  },
  participants: players.map((p) => ({
    participantId: p.participantId,
    name: p.name,
    status: p.status,
    leftAt: p.leftAt ?? null,
    joinOrder: p.joinOrder,
    score: p.score,
    correctAnswers: p.correctAnswers,
    totalTimeMs: p.totalTimeMs,
    answers: p.answers,
  })),
});

export const gameAuditQueries = (readStore: ReadStore) => {
  const games = readStore.collection<GameDoc>('games');
  const players = readStore.collection<GameParticipantDoc>('game_participants');
  return {
    gameResults: async (gameId: string): Promise<GameResultsReadModel> => {
      const [game, docs] = await Promise.all([
        games.findOne({ _id: gameId }),
        players.find({ gameId }, { sort: { joinOrder: 1 } }),
      ]);
      return resultsReadModelOf(game, docs);
    },
    /** The id of the newest game with this PIN (a PIN is freed when its game ends), or null. */
    gameIdByPin: async (pin: string) =>
      (await games.findOne({ pin }, { sort: { createdAt: -1 }, projection: { _id: 1 } }))?._id ?? null,
  };
};
