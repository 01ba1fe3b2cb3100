/**
 * The socket.io contract of live games (spec live-games §7): client events with their zod schemas, and the rooms
 * the server broadcasts to. The web app imports the types with `import type`.
 *
 * Rooms: `players:{gameId}` (every player socket), `host:{gameId}` (the host's sockets), `participant:{id}` (one
 * player's sockets, for what only they may see). Players never receive another player's id.
 */
import { z } from 'zod';

const gameId = z.uuid({ error: 'game.notFound' });
const participantId = z.uuid({ error: 'game.participantNotFound' });

export const clientPayloads = {
  host_game: z.object({ gameId }),
  start_game: z.object({ gameId }),
  join_game: z.object({ gameId, participantId }),
  leave_game: z.object({ gameId, participantId }),
  submit_answer: z.object({
    gameId,
    participantId,
    questionIndex: z.number().int().min(0).max(1000),
    answer: z.number().int().min(0).max(10),
    /** The client's own figure: advisory only, the server measures the time. */
    timeSpent: z.number().optional(),
    requestId: z.string().min(8).max(100),
  }),
  next_question: z.object({ gameId, questionIndex: z.number().int().min(0).max(1000).optional() }),
  /** The client may send what it believes the answer is; the server reveals the stored one. */
  reveal_answer: z.object({ gameId, correctAnswer: z.unknown().optional(), explanation: z.unknown().optional() }),
  end_game: z.object({ gameId }),
  kick_participant: z.object({ gameId, participantId }),
} as const;

export type ClientEvent = keyof typeof clientPayloads;
export type ClientPayload<E extends ClientEvent> = z.infer<(typeof clientPayloads)[E]>;

export interface Ack<T = unknown> {
  success: boolean;
  data?: T;
  error?: string;
  code?: string;
}

export type ClientToServerEvents = {
  [E in ClientEvent]: (payload: ClientPayload<E>, ack?: (answer: Ack) => void) => void;
};

export const serverEvents = [
  'game_state',
  'participant_connected',
  'participant_disconnected',
  'participant_left',
  'game_started',
  'question_changed',
  'answer_revealed',
  'game_ended',
  'leaderboard_updated',
  'answer_result',
  'answer_submitted',
  'timer_tick',
  'timer_completed',
  'timer_started',
  'timer_paused',
  'timer_resumed',
  'error',
] as const;

export type ServerEvent = (typeof serverEvents)[number];
export type ServerToClientEvents = { [E in ServerEvent]: (payload: Record<string, unknown>) => void };

export const rooms = {
  players: (gameId: string) => `players:${gameId}`,
  host: (gameId: string) => `host:${gameId}`,
  participant: (participantId: string) => `participant:${participantId}`,
};

export interface SocketData {
  userId: string | null;
  username: string | null;
  /** The player this socket joined as (join_game), per game. */
  players: Record<string, string>;
}
