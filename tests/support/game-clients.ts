/** Real socket.io clients for game tests: a host and players that record every event they receive. */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import { http, newAccount } from './test-server';

export interface Recorder {
  socket: Socket;
  events: { event: string; payload: any }[];
  /** Resolves with the first payload of `event` (after `from` events seen) that matches. */
  next: (event: string, match?: (payload: any) => boolean, timeoutMs?: number) => Promise<any>;
  emit: (event: string, payload: unknown) => Promise<any>;
  close: () => void;
}

/** `from`: the client address the server sees (sent as X-Forwarded-For, which the server trusts from loopback). */
export const connect = (url: string, token?: string, { from }: { from?: string } = {}): Promise<Recorder> =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
      ...(from ? { extraHeaders: { 'x-forwarded-for': from } } : {}),
    });
    const events: Recorder['events'] = [];
    const waiters: { event: string; match: (p: any) => boolean; resolve: (p: any) => void }[] = [];
    socket.onAny((event: string, payload: any) => {
      events.push({ event, payload });
      for (const w of [...waiters])
        if (w.event === event && w.match(payload)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(payload);
        }
    });
    const recorder: Recorder = {
      socket,
      events,
      next: (event, match = () => true, timeoutMs = 15_000) => {
        const seen = events.find((e) => e.event === event && match(e.payload));
        if (seen) return Promise.resolve(seen.payload);
        return new Promise((res, rej) => {
          const timer = setTimeout(() => rej(new Error(`timed out waiting for ${event}`)), timeoutMs);
          waiters.push({ event, match, resolve: (p) => (clearTimeout(timer), res(p)) });
        });
      },
      emit: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload),
      close: () => socket.close(),
    };
    socket.once('connect', () => resolve(recorder));
    socket.once('connect_error', reject);
  });

export const question = (text: string, correctAnswer: number, options = ['A', 'B', 'C', 'D']) => ({
  text,
  options,
  correctAnswer,
  difficulty: 'medium',
  explanation: `Because ${options[correctAnswer]}.`,
});

/** A host account with a quiz, and a game created from it. */
export const hostAGame = async (
  url: string,
  { timeLimit = 30, questions = 3, settings = {} as Record<string, unknown> } = {},
) => {
  const api = http(url);
  const token = (await api.post('/api/auth/register', newAccount())).body.data.token as string;
  const quiz = (
    await api.post(
      '/api/quizzes',
      {
        title: 'Live quiz',
        questions: Array.from({ length: questions }, (_, i) => question(`Question ${i + 1}?`, i % 4)),
        settings: { timeLimit },
      },
      token,
    )
  ).body.data.quiz;
  const created = await api.post('/api/games', { quizId: quiz.id, settings }, token);
  if (created.status !== 201) throw new Error(`could not create a game: ${JSON.stringify(created.body)}`);
  return { api, token, quiz, gameId: created.body.data.game.id as string, pin: created.body.data.game.pin as string };
};

export interface JoinOptions {
  /** The device id the web app keeps in local storage. */
  deviceId?: string;
  /** The client address (X-Forwarded-For). */
  from?: string;
  /** A session token: joins as that account. */
  token?: string;
}

/** `POST /api/games/join` with the status, headers and body of the answer. */
export const requestJoin = async (
  url: string,
  pin: string,
  name: string,
  { deviceId, from, token }: JoinOptions = {},
) => {
  const res = await fetch(`${url}/api/games/join`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ pin, playerName: name, ...(deviceId ? { deviceId } : {}) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

export const joinAsPlayer = async (url: string, pin: string, name: string, options: JoinOptions = {}) => {
  const res = await requestJoin(url, pin, name, options);
  if (res.status !== 201) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { gameId: string; participantId: string; playerName: string; participantToken: string };
};

export const requestId = () => randomUUID();
