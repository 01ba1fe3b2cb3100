/**
 * socket.io at /socket.io. A handshake may carry a session token (`auth.token`): a valid one marks the socket as
 * that user's; an invalid one is refused with "Authentication error". Players join games without an account, so
 * a handshake without a token is accepted. Game events arrive with the live games slice.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Logger } from 'pino';
import type { ApiContext } from '../api/context';
import { userOfToken } from '../api/middleware/auth';

export interface SocketData {
  userId: string | null;
  username: string | null;
}

export const attachSocketGateway = (httpServer: HttpServer, ctx: ApiContext, logger: Logger) => {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    pingTimeout: 20_000,
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null || token === '') {
      socket.data = { userId: null, username: null };
      return next();
    }
    const user = typeof token === 'string' ? await userOfToken(ctx, token) : null;
    if (!user) return next(new Error('Authentication error'));
    socket.data = { userId: user._id, username: user.username };
    next();
  });

  io.on('connection', (socket) => {
    logger.debug({ socket: socket.id, userId: socket.data.userId }, 'socket connected');
  });

  return io;
};
