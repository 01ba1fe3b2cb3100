/**
 * The live game socket handlers: validate the payload (zod), check who is asking, call the game's commands,
 * acknowledge. Broadcasts come from the room reactor after events are stored, never from here.
 *
 * Limits: open connections per address (`GAME_SOCKETS_PER_ADDRESS`), `join_game` calls per socket, and the
 * host hears a player's (re)connection once per socket, however often it sends `join_game`.
 */
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Server, Socket } from 'socket.io';
import type { GameCommands } from '../commands/game/game.commands';
import { addressKey } from '../commands/network-address';
import type { Clock } from '../commands/ports';
import type { LiveGame } from '../domain/game/game.decider';
import { hostStateOf, participantStateOf } from '../domain/game/game.views';
import { DomainError } from '../domain/shared/errors';
import { messageOf } from '../domain/shared/messages';
import type {
  Ack,
  ClientEvent,
  ClientPayload,
  ClientToServerEvents,
  ServerToClientEvents,
  SocketData,
} from './contract';
import { clientAddressOf } from './client-address';
import { clientPayloads, rooms } from './contract';
import type { GameRoomReactor } from './game-room.reactor';

/** `join_game` calls one socket may make in JOIN_WINDOW_S (a reconnect needs one or two). */
const JOINS_PER_SOCKET = 10;
const JOIN_WINDOW_S = 10;

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const failure = (error: unknown): Ack => {
  if (error instanceof DomainError) return { success: false, error: error.message, code: error.code };
  return { success: false, error: messageOf('http.internal'), code: 'http.internal' };
};

export const registerGameHandlers = (
  io: Io,
  {
    games,
    reactor,
    clock,
    log,
    startCountdownMs,
    trustProxy = 'loopback',
    sessionValid,
  }: {
    games: GameCommands;
    reactor: GameRoomReactor;
    clock: Clock;
    log: (obj: object, msg: string) => void;
    /** How long after the start the first question opens (the lobby's countdown). */
    startCountdownMs: number;
    /** The REST API's `trust proxy` setting, so a socket's address is found the same way. */
    trustProxy?: string;
    /** Whether the socket's session still holds (a password change, reset or logout ends it), per host command. */
    sessionValid: (socket: GameSocket) => Promise<boolean>;
  },
) => {
  const addressOf = clientAddressOf(trustProxy);
  /** Open connections per address: a point taken at the handshake, given back when the connection closes. */
  const connections = new RateLimiterMemory({
    keyPrefix: 'game-sockets',
    points: games.limits.socketsPerAddress,
    duration: 0,
  });
  const joinCalls = new RateLimiterMemory({
    keyPrefix: 'join-game',
    points: JOINS_PER_SOCKET,
    duration: JOIN_WINDOW_S,
  });

  io.use((socket, next) => {
    const key = addressKey(addressOf(socket.handshake));
    connections.consume(key).then(
      () => {
        socket.conn.once('close', () => {
          void connections.reward(key).then((left) => (left.consumedPoints <= 0 ? connections.delete(key) : false));
        });
        next();
      },
      (error: unknown) => {
        if (!(error instanceof RateLimiterRes)) return next(error as Error);
        void connections.reward(key); // a refused handshake holds no place
        const refused = new Error(messageOf('game.tooManyConnections')) as Error & { data?: unknown };
        refused.data = { code: 'game.tooManyConnections' };
        next(refused);
      },
    );
  });

  io.on('connection', (socket: GameSocket) => {
    socket.data.players ??= {};
    const meta = () => ({ actor: socket.data.userId ?? socket.id, correlationId: randomUUID() });

    /** Validates, runs, acknowledges; without an ack callback a failure goes out as an `error` event. */
    const on = <E extends ClientEvent>(
      event: E,
      handler: (payload: ClientPayload<E>, acked: boolean) => Promise<unknown>,
    ) => {
      socket.on(event, (async (raw: unknown, ack?: (answer: Ack) => void) => {
        const parsed = clientPayloads[event].safeParse(raw);
        let answer: Ack;
        if (!parsed.success) {
          const code = parsed.error.issues[0]?.message.includes('.')
            ? parsed.error.issues[0].message
            : 'validation.failed';
          answer = { success: false, error: messageOf(code), code };
        } else {
          try {
            answer = { success: true, data: await handler(parsed.data as ClientPayload<E>, typeof ack === 'function') };
          } catch (error) {
            if (!(error instanceof DomainError)) log({ err: error, event }, 'socket handler failed');
            answer = failure(error);
          }
        }
        if (typeof ack === 'function') ack(answer);
        else if (!answer.success) socket.emit('error', { event, code: answer.code, message: answer.error });
      }) as never);
    };

    const requireHost = async (game: LiveGame) => {
      if (!socket.data.userId)
        throw DomainError.unauthenticated('game.authRequired', 'Authentication error: sign in to host a game');
      if (game.hostId !== socket.data.userId) throw DomainError.forbidden('game.hostOnly', 'Only the host can do that');
      await requireLiveSession();
      return socket.data.userId;
    };

    /** A socket opened before its session ended (password change, reset, logout) may not act as the host. */
    const requireLiveSession = async () => {
      if (await sessionValid(socket)) return;
      throw DomainError.unauthenticated('auth.sessionExpired', 'Your session has ended. Please sign in again.');
    };

    /** The player this socket joined as; a payload naming anyone else is refused. */
    const asOwnPlayer = (gameId: string, participantId: string) => {
      if (socket.data.players[gameId] !== participantId)
        throw DomainError.forbidden('game.notYourParticipant', 'You can only act as the player you joined as');
      return participantId;
    };

    on('host_game', async ({ gameId }) => {
      const game = await games.game(gameId);
      await requireHost(game);
      await socket.join(rooms.host(gameId));
      reactor.ensureTick(game);
      const state = hostStateOf(game, clock.now());
      socket.emit('game_state', state);
      return state;
    });

    on('join_game', async ({ gameId, participantId, participantToken }) => {
      await joinCalls.consume(socket.id).catch((error: unknown) => {
        if (error instanceof RateLimiterRes)
          throw DomainError.rateLimited('http.rateLimited', 'Too many requests. Please slow down.');
        throw error;
      });
      const game = await games.game(gameId);
      const player = game.participants.get(participantId);
      if (!player) throw DomainError.notFound('game.participantNotFound', 'You are not a player of this game');
      if (player.status === 'kicked') throw DomainError.forbidden('game.kicked', 'The host removed you from this game');
      if (player.status === 'left') throw DomainError.illegalState('game.participantLeft', 'You left this game');
      // A token, when sent, must be this player's; the host's own socket always needs one (it knows every id).
      const hostAsSomeoneElse = socket.data.userId === game.hostId && player.userId !== game.hostId;
      if (participantToken !== undefined || hostAsSomeoneElse)
        games.requirePlayer(gameId, participantId, participantToken);
      const first = socket.data.players[gameId] !== participantId;
      socket.data.players[gameId] = participantId;
      await socket.join([rooms.players(gameId), rooms.participant(participantId)]);
      reactor.ensureTick(game);
      if (first)
        io.to(rooms.host(gameId)).emit('participant_connected', {
          participantId,
          name: player.name,
          reconnected: true,
        });
      const state = participantStateOf(game, participantId, clock.now());
      socket.emit('game_state', state);
      return state;
    });

    on('leave_game', async ({ gameId, participantId }) => {
      await games.run(gameId, 'LeaveGame', { participantId: asOwnPlayer(gameId, participantId) }, meta());
      delete socket.data.players[gameId];
      await socket.leave(rooms.players(gameId));
      await socket.leave(rooms.participant(participantId));
      return { left: true };
    });

    on('submit_answer', async ({ gameId, participantId, questionIndex, answer, requestId }, acked) => {
      asOwnPlayer(gameId, participantId);
      // This socket hears the outcome in its acknowledgement; if the answer is refused, or was already recorded,
      // the entry goes again (a retry of the same request elsewhere must reach this socket as `answer_submitted`).
      if (acked) reactor.acknowledgedBy(requestId, socket.id);
      try {
        const { game } = await games.run(
          gameId,
          'SubmitAnswer',
          {
            participantId,
            questionIndex,
            answer,
            requestId,
            receivedAt: reactor.receivedAt(gameId, participantId, questionIndex),
          },
          meta(),
        );
        const recorded = game.participants.get(participantId)?.answers.get(questionIndex);
        return { questionIndex, answer: recorded?.answer ?? answer, requestId, accepted: true };
      } finally {
        if (acked) reactor.forgetAcknowledgement(requestId, socket.id);
      }
    });

    const hostCommand = (
      event: 'start_game' | 'end_game' | 'reveal_answer',
      run: (gameId: string, hostId: string) => Promise<unknown>,
    ) =>
      on(event, async ({ gameId }) => {
        const hostId = await requireHost(await games.game(gameId));
        await run(gameId, hostId);
        return { gameId };
      });

    hostCommand('start_game', (gameId, hostId) =>
      games.run(gameId, 'StartGame', { hostId, countdownMs: startCountdownMs }, meta()),
    );
    hostCommand('reveal_answer', (gameId, hostId) => games.run(gameId, 'RevealAnswer', { by: 'host', hostId }, meta()));
    hostCommand('end_game', (gameId, hostId) => games.run(gameId, 'EndGame', { by: 'host', hostId }, meta()));

    on('next_question', async ({ gameId, questionIndex }) => {
      const hostId = await requireHost(await games.game(gameId));
      await games.run(gameId, 'NextQuestion', { hostId, questionIndex }, meta());
      return { gameId };
    });

    const clockCommands = {
      pause_timer: 'PauseQuestion',
      resume_timer: 'ResumeQuestion',
      skip_question: 'SkipQuestion',
    } as const;
    for (const [event, type] of Object.entries(clockCommands) as [keyof typeof clockCommands, (typeof clockCommands)[keyof typeof clockCommands]][])
      on(event, async ({ gameId, questionIndex }) => {
        const hostId = await requireHost(await games.game(gameId));
        await games.run(gameId, type, { hostId, questionIndex }, meta());
        return { gameId };
      });

    on('kick_participant', async ({ gameId, participantId }) => {
      const hostId = await requireHost(await games.game(gameId));
      await games.run(gameId, 'KickParticipant', { hostId, participantId }, meta());
      return { participantId };
    });

    socket.on('disconnect', () => {
      for (const [gameId, participantId] of Object.entries(socket.data.players)) {
        const still = io.sockets.adapter.rooms.get(rooms.participant(participantId))?.size ?? 0;
        if (still === 0) io.to(rooms.host(gameId)).emit('participant_disconnected', { participantId });
      }
    });
  });
};
