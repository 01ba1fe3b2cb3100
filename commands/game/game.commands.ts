/**
 * Game use cases: create a game from a quiz (a snapshot, a unique PIN, the plan's participant cap), find a game by
 * PIN, and every in-game command through the game's session (its one writer). PINs are released when a game ends.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { GameCommand, GameSettings, LiveGame, QuizSnapshot } from '../../domain/game/game.decider';
import { gameDecider } from '../../domain/game/game.decider';
import type { Plan, PlanLimits } from '../../domain/plans/plans';
import { planOf } from '../../domain/plans/plans';
import { quizDecider } from '../../domain/quiz/quiz.decider';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { foldStream, handleCommand } from '../handle-command';
import type { AccountReader, Clock, EventStore } from '../ports';
import { quizStream } from '../quiz/quiz.commands';
import type { Committed } from './game-sessions';
import { createGameSessions, gameStream } from './game-sessions';

export const pinStream = (pin: string) => `pin-${pin}`;
const PIN_ATTEMPTS = 20;
const STALE_GAME_MS = 12 * 3600_000;
export const DEFAULT_GAME_SETTINGS: GameSettings = { maxParticipants: 100, allowLateJoin: true };

export interface GameCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  accounts: AccountReader;
  limits: Record<Plan, PlanLimits>;
  log?: (obj: object, msg: string) => void;
}

type Meta = Omit<CommandMetadata, 'now'>;

export const gameCommands = ({ eventStore, clock, accounts, limits, log }: GameCommandDeps) => {
  const listeners = new Set<(committed: Committed) => void>();
  const metadata = (meta: Meta): CommandMetadata => ({ ...meta, now: clock.now().toISOString() });

  const releasePin = (game: LiveGame) =>
    handleCommand(eventStore, pinStream(game.pin), reservationDecider, {
      type: 'ReleaseReservation',
      data: { ownerId: game.gameId },
      metadata: { now: clock.now().toISOString(), actor: 'system', correlationId: randomUUID() },
    }).catch((error: unknown) => log?.({ err: error, gameId: game.gameId }, 'could not release a PIN'));

  const sessions = createGameSessions({
    eventStore,
    clock,
    log,
    onCommitted: (committed) => {
      if (committed.events.some((e) => e.type === 'GameEnded')) void releasePin(committed.game);
      for (const listener of listeners) listener(committed);
    },
  });

  const snapshotOf = async (hostId: string, quizId: string): Promise<QuizSnapshot> => {
    const quiz = foldStream(quizDecider, await eventStore.read(quizStream(quizId)));
    if (quiz.status !== 'active' || quiz.ownerId !== hostId)
      throw DomainError.notFound('quiz.notFound', 'Quiz Not Found');
    const { title, questions, settings } = quiz.content;
    return {
      quizId,
      title,
      timeLimit: settings.timeLimit,
      questions: settings.randomizeOrder ? shuffle(questions) : questions,
    };
  };

  /** Claims a random free 6-digit PIN for the game. */
  const claimPin = async (gameId: string, meta: Meta) => {
    for (let attempt = 0; attempt < PIN_ATTEMPTS; attempt++) {
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      try {
        await handleCommand(eventStore, pinStream(pin), reservationDecider, {
          type: 'ClaimReservation',
          data: { ownerId: gameId, takenCode: 'game.pinTaken', takenMessage: 'PIN taken' },
          metadata: metadata(meta),
        });
        return pin;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    throw DomainError.illegalState('game.noPin', 'No game PIN is free right now. Please try again.');
  };

  return {
    sessions,
    /** Hears every stored batch of game events (the realtime fan-out subscribes here). */
    subscribe: (listener: (committed: Committed) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    create: async (hostId: string, quizId: string, requested: Partial<GameSettings>, meta: Meta) => {
      const quiz = await snapshotOf(hostId, quizId);
      const cap = limits[planOf(await accounts.planOf(hostId))].participants;
      const wanted = requested.maxParticipants ?? DEFAULT_GAME_SETTINGS.maxParticipants;
      const settings: GameSettings = {
        maxParticipants: cap === 'unlimited' ? wanted : Math.min(wanted, cap),
        allowLateJoin: requested.allowLateJoin ?? DEFAULT_GAME_SETTINGS.allowLateJoin,
      };
      const gameId = randomUUID();
      const pin = await claimPin(gameId, meta);
      const result = await handleCommand(eventStore, gameStream(gameId), gameDecider, {
        type: 'CreateGame',
        data: { gameId, hostId, pin, quiz, settings },
        metadata: metadata(meta),
      });
      await sessions.created(gameId);
      return { gameId, pin, settings, position: result.position };
    },

    /** The id of the game a PIN currently belongs to. */
    gameIdOfPin: async (pin: string) => {
      const reservation = foldStream(reservationDecider, await eventStore.read(pinStream(pin)));
      if (reservation.status !== 'claimed')
        throw DomainError.notFound('game.pinNotFound', 'No game was found with this PIN');
      return reservation.ownerId;
    },

    join: async (gameId: string, name: string, userId: string | null, meta: Meta) => {
      const participantId = randomUUID();
      const outcome = await sessions.execute(gameId, {
        type: 'JoinGame',
        data: { participantId, name, userId },
        metadata: metadata(meta),
      });
      return { participantId, name: outcome.game.participants.get(participantId)!.name, position: outcome.position };
    },

    /** Any other in-game command, stamped with the server's time. */
    run: <T extends GameCommand['type']>(
      gameId: string,
      type: T,
      data: Extract<GameCommand, { type: T }>['data'],
      meta: Meta,
    ) => sessions.execute(gameId, { type, data, metadata: metadata(meta) } as GameCommand),

    game: (gameId: string) => sessions.game(gameId),

    /**
     * At start-up: reloads the games that were running and resumes their timers; a game left unfinished for more
     * than STALE_GAME_MS (a lobby nobody started, a host who walked away) is ended, which frees its PIN.
     */
    resumeUnfinished: async (gameIds: string[]) => {
      await sessions.resume(gameIds);
      let ended = 0;
      for (const gameId of gameIds) {
        const game = await sessions.game(gameId).catch(() => null);
        if (!game || game.status === 'ended' || clock.now().getTime() - Date.parse(game.createdAt) < STALE_GAME_MS)
          continue;
        await sessions.execute(gameId, {
          type: 'EndGame',
          data: { by: 'system' },
          metadata: metadata({ actor: 'system', correlationId: randomUUID() }),
        });
        ended++;
      }
      return { resumed: gameIds.length - ended, ended };
    },
  };
};

/** Fisher-Yates with the crypto generator, for quizzes set to randomize their order. */
const shuffle = <T>(items: T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

export type GameCommands = ReturnType<typeof gameCommands>;
