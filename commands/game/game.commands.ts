/**
 * Game use cases: create a game from a quiz (a snapshot, a unique PIN, the plan's participant cap, at most a few
 * open games per host), join by PIN (rate-limited, with a participant token as proof), and every in-game command
 * through the game's session (its one writer). PINs are released when a game ends or its lobby expires; a sweep
 * expires lobbies left idle and ends running games abandoned for half a day.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GameCommand, GameSettings, JoinOrigin, LiveGame, QuizSnapshot } from '../../domain/game/game.decider';
import { gameDecider } from '../../domain/game/game.decider';
import type { Plan, PlanLimits } from '../../domain/plans/plans';
import { planLimitError, planOf } from '../../domain/plans/plans';
import { quizDecider } from '../../domain/quiz/quiz.decider';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import type { CommandMetadata } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import { messageOf } from '../../domain/shared/messages';
import { foldStream, handleCommand } from '../handle-command';
import type { AccountReader, Clock, EventStore } from '../ports';
import { quizStream } from '../quiz/quiz.commands';
import type { Committed, GameRouting } from './game-sessions';
import { createGameSessions, gameStream } from './game-sessions';
import type { GameLimits } from './game-throttle';
import { createGameThrottle, defaultGameLimits } from './game-throttle';
import type { OpenGameRef } from './open-games';
import { createOpenGames } from './open-games';
import { createPlayerProof } from './player-proof';
import { verifyForward } from './game-forward';

export const pinStream = (pin: string) => `pin-${pin}`;

/** A command handed over by another instance (signed, so only its shape is checked here). */
const handedOverBody = z.object({
  command: z.object({
    type: z.string().min(1).max(40),
    data: z.record(z.string(), z.unknown()),
    metadata: z.object({
      now: z.iso.datetime(),
      actor: z.string().max(200).nullable(),
      correlationId: z.string().max(100),
    }),
  }),
});
const PIN_ATTEMPTS = 20;
/** A running game with no event for this long was abandoned: the sweep ends it, which frees its PIN. */
const STALE_GAME_MS = 12 * 3600_000;
const SWEEP_MAX_EVERY_MS = 60_000;
export const DEFAULT_GAME_SETTINGS: GameSettings = { maxParticipants: 100, allowLateJoin: true };

export interface GameCommandDeps {
  eventStore: EventStore;
  clock: Clock;
  accounts: AccountReader;
  limits: Record<Plan, PlanLimits>;
  /** Open games per host, lobby expiry and rates; the defaults when omitted. */
  gameLimits?: Partial<GameLimits>;
  /** The key of participant tokens and join hashes (the server's JWT secret); a random one when omitted. */
  secret?: string;
  log?: (obj: object, msg: string) => void;
  /** Several instances on one log: game leases and command hand-over. Without it this instance writes every game. */
  routing?: GameRouting;
}

type Meta = Omit<CommandMetadata, 'now'>;

export interface JoinRequest {
  pin: string;
  name: string;
  userId: string | null;
  /** The id the web app keeps on the device (a kicked guest's device stays out of that game). */
  deviceId: string | null;
  /** The client's network address. */
  address: string;
}

export const gameCommands = ({
  eventStore,
  clock,
  accounts,
  limits,
  gameLimits,
  secret,
  log,
  routing,
}: GameCommandDeps) => {
  const guards: GameLimits = { ...defaultGameLimits, ...gameLimits };
  const listeners = new Set<(committed: Committed) => void>();
  const metadata = (meta: Meta): CommandMetadata => ({ ...meta, now: clock.now().toISOString() });
  const systemMeta = () => metadata({ actor: 'system', correlationId: randomUUID() });
  const open = createOpenGames();
  const throttle = createGameThrottle(guards);
  const proof = createPlayerProof(secret);
  const handOverSecret = secret ?? randomBytes(32).toString('hex');

  const releasePin = (game: LiveGame) =>
    handleCommand(eventStore, pinStream(game.pin), reservationDecider, {
      type: 'ReleaseReservation',
      data: { ownerId: game.gameId },
      metadata: systemMeta(),
    }).catch((error: unknown) => log?.({ err: error, gameId: game.gameId }, 'could not release a PIN'));

  const sessions = createGameSessions({
    eventStore,
    clock,
    log,
    routing,
    onCommitted: (committed) => {
      const { game } = committed;
      const tell = () => {
        for (const listener of listeners) listener(committed);
      };
      if (game.status === 'ended') {
        open.close(game.gameId);
        // The writer releases the PIN, and only then are players told (a PIN heard free is free); the other
        // instances only hear that the game ended.
        if (
          committed.origin === 'local' &&
          committed.events.some((e) => e.type === 'GameEnded' || e.type === 'LobbyExpired')
        )
          return void releasePin(game).finally(tell);
      } else {
        open.track({
          gameId: game.gameId,
          hostId: game.hostId,
          status: game.status,
          lastActivityAt: game.lastActivityAt,
        });
      }
      tell();
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

  const gameIdOfPin = async (pin: string) => {
    const reservation = foldStream(reservationDecider, await eventStore.read(pinStream(pin)));
    if (reservation.status !== 'claimed')
      throw DomainError.notFound('game.pinNotFound', 'No game was found with this PIN');
    return reservation.ownerId;
  };

  /**
   * The cap in force for the next player: the host's choice, lowered to what the host's plan allows now (so an
   * upgrade raises a waiting lobby's cap at once, and a downgrade never removes anyone already in).
   */
  const capacityOf = async (game: LiveGame) => {
    const plan = planOf(await accounts.planOf(game.hostId));
    const allowed = limits[plan].participants;
    const wanted = game.settings.requestedMaxParticipants ?? game.settings.maxParticipants;
    return { plan, allowed, cap: allowed === 'unlimited' ? wanted : Math.min(wanted, allowed) };
  };

  const join = async (gameId: string, name: string, userId: string | null, meta: Meta, origin: JoinOrigin = {}) => {
    const participantId = randomUUID();
    const { plan, allowed, cap } = await capacityOf(await sessions.game(gameId));
    const outcome = await sessions
      .execute(gameId, {
        type: 'JoinGame',
        data: { participantId, name, userId, maxParticipants: cap, ...origin },
        metadata: metadata(meta),
      })
      .catch((error: unknown) => {
        // Full because of the host's plan: the same answer, with what the next plan allows (for the host's page).
        if (!(error instanceof DomainError) || error.code !== 'game.full' || allowed !== cap) throw error;
        const limit = planLimitError('participants', plan, allowed, {}, limits);
        throw new DomainError('illegalState', 'game.full', error.message, limit.details, limit.params);
      });
    return {
      participantId,
      name: outcome.game.participants.get(participantId)!.name,
      participantToken: proof.tokenFor(gameId, participantId),
      position: outcome.position,
    };
  };

  /** Expires the lobbies idle for too long and ends the running games abandoned; answers how many it closed. */
  const sweepOnce = async () => {
    let closed = 0;
    for (const { gameId, action } of open.due(clock.now().getTime(), guards.lobbyIdleMs, STALE_GAME_MS)) {
      const command: GameCommand =
        action === 'expire'
          ? { type: 'ExpireLobby', data: { maxIdleMs: guards.lobbyIdleMs }, metadata: systemMeta() }
          : { type: 'EndGame', data: { by: 'system' }, metadata: systemMeta() };
      try {
        const { game } = await sessions.execute(gameId, command);
        if (game.status === 'ended') closed++;
        else open.track({ gameId, hostId: game.hostId, status: game.status, lastActivityAt: game.lastActivityAt });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'game.notFound') open.close(gameId);
        else log?.({ err: error, gameId }, 'could not close an idle game');
      }
    }
    return closed;
  };
  /** One sweep at a time: a sweep asked for while one runs gets that one's result. */
  let sweeping: Promise<number> | null = null;
  const sweep = () => {
    if (!sweeping) {
      sweeping = sweepOnce();
      void sweeping.finally(() => (sweeping = null));
    }
    return sweeping;
  };
  // The log is the source of truth: what other writers append (another instance, the CLI) reaches this instance's
  // games, and so their players, through the event store subscription.
  const watching = eventStore
    .headPosition()
    .then((head) => eventStore.subscribe(head, (batch) => sessions.observe(batch)));

  const sweepTimer = setInterval(
    () => void sweep(),
    Math.min(SWEEP_MAX_EVERY_MS, Math.max(250, Math.floor(guards.lobbyIdleMs / 4))),
  );
  sweepTimer.unref();

  return {
    sessions,
    /** The limits in force (the socket layer reads its connection cap here). */
    limits: guards,
    /** Hears every stored batch of game events (the realtime fan-out subscribes here). */
    subscribe: (listener: (committed: Committed) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    create: async (hostId: string, quizId: string, requested: Partial<GameSettings>, meta: Meta) => {
      const gameId = randomUUID();
      if (!open.reserve(hostId, gameId, guards.maxOpenPerHost, clock.now().getTime())) {
        const params = { limit: guards.maxOpenPerHost };
        throw new DomainError(
          'conflict',
          'game.tooManyOpenGames',
          messageOf('game.tooManyOpenGames', params),
          params,
          params,
        );
      }
      try {
        await throttle.create(hostId);
        const quiz = await snapshotOf(hostId, quizId);
        const cap = limits[planOf(await accounts.planOf(hostId))].participants;
        const wanted = requested.maxParticipants ?? DEFAULT_GAME_SETTINGS.maxParticipants;
        const settings: GameSettings = {
          maxParticipants: cap === 'unlimited' ? wanted : Math.min(wanted, cap),
          allowLateJoin: requested.allowLateJoin ?? DEFAULT_GAME_SETTINGS.allowLateJoin,
          ...(cap !== 'unlimited' && wanted > cap ? { requestedMaxParticipants: wanted } : {}),
        };
        const pin = await claimPin(gameId, meta);
        const result = await handleCommand(eventStore, gameStream(gameId), gameDecider, {
          type: 'CreateGame',
          data: { gameId, hostId, pin, quiz, settings },
          metadata: metadata(meta),
        });
        await sessions.created(gameId);
        return { gameId, pin, settings, position: result.position };
      } catch (error) {
        open.close(gameId);
        throw error;
      }
    },

    /** The id of the game a PIN currently belongs to. */
    gameIdOfPin,

    join,

    /**
     * A join by PIN, as the API receives it: rate-limited per address, per address and PIN, and for wrong PINs;
     * the player's device and address are recorded (hashed) so a removed guest stays out. Answers the
     * participant token that proves this player in the REST fallbacks.
     */
    joinByPin: async ({ pin, name, userId, deviceId, address }: JoinRequest, meta: Meta) => {
      const gameId = await throttle.join(address, pin, () => gameIdOfPin(pin));
      const joined = await join(gameId, name, userId, meta, proof.originOf(gameId, deviceId, address));
      return { gameId, ...joined };
    },

    /** True when `token` is the participant token issued when this player joined. */
    proves: (gameId: string, participantId: string, token: unknown) => proof.proves(gameId, participantId, token),

    /** Refuses anyone but the player who joined as `participantId` (the host knows every player's id). */
    requirePlayer: (gameId: string, participantId: string, token: unknown) => {
      if (!proof.proves(gameId, participantId, token))
        throw DomainError.forbidden(
          'game.participantTokenInvalid',
          'Only the player who joined can do that. Please join the game again.',
        );
    },

    /** Any other in-game command, stamped with the server's time. */
    run: <T extends GameCommand['type']>(
      gameId: string,
      type: T,
      data: Extract<GameCommand, { type: T }>['data'],
      meta: Meta,
    ) => sessions.execute(gameId, { type, data, metadata: metadata(meta) } as GameCommand),

    game: (gameId: string) => sessions.game(gameId),

    /** Expires idle lobbies and ends abandoned games now (it also runs on a timer). */
    sweep,

    /**
     * At start-up: counts every open game against its host, reloads the running ones (their timers resume), and
     * closes what is due: a lobby idle for too long expires, a running game abandoned for half a day ends. Lobbies
     * are not loaded: their sessions start when someone opens them. A bare id (no read-model details) is loaded
     * to learn them.
     */
    resumeUnfinished: async (games: (string | OpenGameRef)[]) => {
      for (const entry of games) {
        let ref: OpenGameRef | null = typeof entry === 'string' ? null : entry;
        if (!ref) {
          const game = await sessions.game(entry as string).catch(() => null);
          if (!game || game.status === 'ended') continue;
          ref = { gameId: game.gameId, hostId: game.hostId, status: game.status, lastActivityAt: game.lastActivityAt };
        }
        open.track(ref);
        if (ref.status === 'active') await sessions.resume([ref.gameId]);
      }
      const ended = await sweep();
      return { resumed: open.size(), ended };
    },

    /**
     * Runs a command another instance handed over (see GameRouting): the body must carry the signature of an
     * instance that shares this server's secret (else the request is answered as an unknown route); refused with
     * WriterMovedError when this instance no longer writes the game.
     */
    runHandedOver: async (gameId: string, body: Buffer, signature: unknown) => {
      if (!routing || !verifyForward(handOverSecret, body, signature))
        throw DomainError.notFound('http.notFound', messageOf('http.notFound'));
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw DomainError.validation('validation.malformedJson', messageOf('validation.malformedJson'));
      }
      const handedOver = handedOverBody.safeParse(parsed);
      if (!handedOver.success) throw DomainError.validation('validation.failed', messageOf('validation.failed'));
      const { command } = handedOver.data;
      const { events, revision, position } = await sessions.executeHandedOver(gameId, command as GameCommand);
      return { events, revision, position };
    },

    close: async () => {
      clearInterval(sweepTimer);
      await sessions.close();
      await watching.then((subscription) => subscription.close());
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
