/**
 * socket.io at /socket.io. A handshake may carry a session token (`auth.token`): a valid one marks the socket as
 * that user's (hosts need it); an invalid one is refused with "Authentication error". Players join games without
 * an account, so a handshake without a token is accepted.
 */
import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { ApiContext } from '../api/context';
import { userOfToken } from '../api/middleware/auth';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './contract';
import { createGameRoomReactor } from './game-room.reactor';
import { registerGameHandlers } from './game.socket';

export const attachSocketGateway = (httpServer: HttpServer, ctx: ApiContext, logger: Logger) => {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    pingTimeout: 20_000,
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    socket.data = { userId: null, username: null, players: {} };
    if (token === undefined || token === null || token === '') return next();
    const user = typeof token === 'string' ? await userOfToken(ctx, token) : null;
    if (!user) return next(new Error('Authentication error'));
    socket.data = { userId: user._id, username: user.username, players: {} };
    next();
  });

  const reactor = createGameRoomReactor(io, ctx.commands.games, ctx.clock);
  registerGameHandlers(io, {
    games: ctx.commands.games,
    reactor,
    clock: ctx.clock,
    log: (obj, msg) => logger.error(obj, msg),
    startCountdownMs: ctx.games.startCountdownMs,
    trustProxy: ctx.trustProxy,
  });

  return {
    io,
    close: async () => {
      reactor.close();
      await io.close();
    },
  };
};
