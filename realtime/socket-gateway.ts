/**
 * socket.io at /socket.io. A handshake may carry a session token (`auth.token`): a valid one marks the socket as
 * that user's (hosts need it); an invalid one is refused with "Authentication error". Players join games without
 * an account, so a handshake without a token is accepted.
 *
 * A session can end while its socket is open (a password change or reset ends every older session, a logout ends
 * one). The token stays with its socket: every host command checks it again (`sessionValid`), and when a session
 * of a user ends, that user's sockets whose token no longer holds are disconnected.
 */
import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { Server } from 'socket.io';
import type { Clock } from '../commands/ports';
import type { GameCommands } from '../commands/game/game.commands';
import type { UserCommands } from '../commands/user/user.commands';
import type { ProjectionRunner } from '../projections/runtime/projection-runner';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './contract';
import { createGameRoomReactor } from './game-room.reactor';
import { registerGameHandlers } from './game.socket';

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Every socket of a signed-in user is in this room, so an ended session finds its sockets without a scan. */
const sessionRoom = (userId: string) => `session:${userId}`;

/**
 * What the socket edge is given by the composition root. The REST edge (api/) is its sibling: the rule for a
 * session token is handed in as `userOfToken`, so this folder never imports api/.
 */
export interface RealtimeContext {
  clock: Clock;
  runner: Pick<ProjectionRunner, 'waitFor'>;
  commands: { games: GameCommands; users: Pick<UserCommands, 'onSessionEnded'> };
  games: { startCountdownMs: number };
  trustProxy: string;
  /** The signed-in user of a session token, or null. */
  userOfToken: (token: string | null | undefined) => Promise<{ _id: string; username: string } | null>;
}

export const attachSocketGateway = (httpServer: HttpServer, ctx: RealtimeContext, logger: Logger) => {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    pingTimeout: 20_000,
  });

  /** The session token each signed-in socket opened with. */
  const tokens = new WeakMap<GameSocket, string>();

  /** True while the socket is a guest's, or its user's session (token) is still valid. */
  const sessionValid = async (socket: GameSocket) => {
    const { userId } = socket.data;
    if (!userId) return true;
    const user = await ctx.userOfToken(tokens.get(socket));
    return user?._id === userId;
  };

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data = { userId: null, username: null, players: {} };
    if (token === undefined || token === null || token === '') return next();
    const user = typeof token === 'string' ? await ctx.userOfToken(token) : null;
    if (!user) return next(new Error('Authentication error'));
    socket.data = { userId: user._id, username: user.username, players: {} };
    tokens.set(socket, token as string);
    next();
  });

  io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join(sessionRoom(socket.data.userId));
  });

  const stopListening = ctx.commands.users.onSessionEnded(({ userId, position }) => {
    void (async () => {
      await ctx.runner.waitFor(position);
      const sockets = io.of('/').adapter.rooms.get(sessionRoom(userId));
      for (const id of [...(sockets ?? [])]) {
        const socket = io.of('/').sockets.get(id);
        if (socket && !(await sessionValid(socket))) socket.disconnect(true);
      }
    })().catch((error: unknown) =>
      logger.error({ err: error, userId }, 'could not close the sockets of an ended session'),
    );
  });

  const reactor = createGameRoomReactor(io, ctx.commands.games, ctx.clock);
  registerGameHandlers(io, {
    games: ctx.commands.games,
    reactor,
    clock: ctx.clock,
    log: (obj, msg) => logger.error(obj, msg),
    startCountdownMs: ctx.games.startCountdownMs,
    trustProxy: ctx.trustProxy,
    sessionValid,
  });

  return {
    io,
    close: async () => {
      stopListening();
      reactor.close();
      await io.close();
    },
  };
};
