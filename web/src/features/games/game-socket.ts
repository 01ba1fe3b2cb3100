/**
 * The socket.io connection of a game screen (spec live-games §4, §7, §8): same origin, path /socket.io, websocket
 * only, the session token when signed in. socket.io-client reconnects by itself with the spec's backoff (1 s
 * doubling to 30 s, at most 5 attempts, jitter 0.5); after that the connection is `failed` until a retry.
 * Open sockets are kept by key, so the endpoints that send commands find the socket their screen opened.
 */
import { io, type Socket } from 'socket.io-client';
import type { ApiError } from '../../shared/api-error';

export type Connection = 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'failed' | 'unauthorized';

/** The socket timeout of every acknowledged event (spec §8). */
export const ACK_TIMEOUT_MS = 20_000;

export interface Ack<T = unknown> {
  success: boolean;
  data?: T;
  error?: string;
  code?: string;
}

export interface ClientPayloads {
  host_game: { gameId: string };
  start_game: { gameId: string };
  join_game: { gameId: string; participantId: string; participantToken?: string };
  leave_game: { gameId: string; participantId: string };
  submit_answer: {
    gameId: string;
    participantId: string;
    questionIndex: number;
    answer: number;
    timeSpent: number;
    requestId: string;
  };
  next_question: { gameId: string; questionIndex: number };
  reveal_answer: { gameId: string };
  end_game: { gameId: string };
  /** The host's clock controls; `questionIndex`: the question on the host's screen. */
  pause_timer: { gameId: string; questionIndex?: number };
  resume_timer: { gameId: string; questionIndex?: number };
  skip_question: { gameId: string; questionIndex?: number };
  kick_participant: { gameId: string; participantId: string };
}

const sockets = new Map<string, Socket>();
const listeners = new WeakMap<Socket, (connection: Connection) => void>();

export const socketKeys = {
  host: (gameId: string) => `host:${gameId}`,
  player: (gameId: string) => `player:${gameId}`,
};

export const socketFor = (key: string) => sockets.get(key);

/**
 * Opens (without connecting yet) a socket under `key`. `token` is read at every (re)connection, so a session that
 * ends meanwhile reconnects as a guest. `onConnection` hears every change of the connection's state.
 */
export const openGameSocket = (
  key: string,
  token: () => string | null,
  onConnection: (connection: Connection) => void,
): Socket => {
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    auth: (send) => {
      const current = token();
      send(current ? { token: current } : {});
    },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    reconnectionAttempts: 5,
    randomizationFactor: 0.5,
    timeout: ACK_TIMEOUT_MS,
  });
  socket.on('connect', () => onConnection('connected'));
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    // The server closed this socket: socket.io does not come back by itself then.
    if (reason === 'io server disconnect') socket.connect();
    onConnection('reconnecting');
  });
  socket.on('connect_error', (error) => {
    if (/Authentication error/.test(error.message)) onConnection('unauthorized');
    else if (!socket.active) onConnection('disconnected');
  });
  socket.io.on('reconnect_attempt', () => onConnection('reconnecting'));
  socket.io.on('reconnect_failed', () => onConnection('failed'));
  sockets.set(key, socket);
  listeners.set(socket, onConnection);
  return socket;
};

/** Connects again after socket.io gave up (the Retry button of a failed connection). */
export const retryGameSocket = (key: string) => {
  const socket = sockets.get(key);
  if (!socket || socket.connected) return;
  listeners.get(socket)?.('reconnecting');
  socket.connect();
};

export const closeGameSocket = (key: string, socket: Socket) => {
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.close();
  if (sockets.get(key) === socket) sockets.delete(key);
};

/** A socket event with its acknowledgement; a timeout answers as a failed acknowledgement without a code. */
export const emitWithAck = async <E extends keyof ClientPayloads, T = unknown>(
  socket: Socket,
  event: E,
  payload: ClientPayloads[E],
): Promise<Ack<T>> => {
  try {
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Ack<T>;
  } catch {
    return { success: false };
  }
};

/** A refused acknowledgement as the API errors the pages already show; no answer at all counts as a timeout. */
export const ackError = (ack: Ack): ApiError =>
  ack.code || ack.error
    ? { status: 400, code: ack.code ?? null, message: ack.error ?? '', fromServer: Boolean(ack.error) }
    : { status: 'TIMEOUT_ERROR', code: null, message: 'No answer from the game server', fromServer: false };

/** The error of a command sent while the socket is down. */
export const offlineError: ApiError = {
  status: 'FETCH_ERROR',
  code: null,
  message: 'Not connected to the game server',
  fromServer: false,
};

/** A request id for an answer (resent unchanged on a retry, so the server scores it once). Works over plain
 * http too, where `crypto.randomUUID` is missing. */
export const newRequestId = () => {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
