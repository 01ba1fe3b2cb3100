/**
 * The socket.io contract of live games (spec live-games §7): client events with their zod schemas, and the rooms
 * the server broadcasts to. The web app imports the types with `import type`.
 *
 * Rooms: `players:{gameId}` (every player socket), `host:{gameId}` (the host's sockets), `participant:{id}` (one
 * player's sockets, for what only they may see). Players never receive another player's id.
 */
import { z } from 'zod';
import type {
  hostStateOf,
  leaderboardOf,
  liveAnswersOf,
  participantStateOf,
  questionForPlayers,
  revealOf,
  timerOf,
} from '../domain/game/game.views';

const gameId = z.uuid({ error: 'game.notFound' });
const participantId = z.uuid({ error: 'game.participantNotFound' });

export const clientPayloads = {
  host_game: z.object({ gameId }),
  start_game: z.object({ gameId }),
  /** `participantToken`: what the join answered; it proves the player (the host knows every player's id). */
  join_game: z.object({ gameId, participantId, participantToken: z.string().max(200).optional() }),
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
  /**
   * Host only, while a question is open: stop and restart its clock (rooms hear `timer_paused` / `timer_resumed`
   * with the time left), or skip it (it does not count). `questionIndex`: the question the host sees; a call meant
   * for another question changes nothing.
   */
  pause_timer: z.object({ gameId, questionIndex: z.number().int().min(0).max(1000).optional() }),
  resume_timer: z.object({ gameId, questionIndex: z.number().int().min(0).max(1000).optional() }),
  skip_question: z.object({ gameId, questionIndex: z.number().int().min(0).max(1000).optional() }),
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

// ---------------------------------------------------------------- server event payloads

export type HostState = ReturnType<typeof hostStateOf>;
export type PlayerState = ReturnType<typeof participantStateOf>;
export type Timer = ReturnType<typeof timerOf>;
export type PlayerQuestion = ReturnType<typeof questionForPlayers>;
export type HostQuestion = NonNullable<HostState['currentQuestion']>;
export type Reveal = ReturnType<typeof revealOf>;
export type LiveAnswer = ReturnType<typeof liveAnswersOf>[number];
export type LeaderboardEntry = ReturnType<typeof leaderboardOf>[number];

/** `answer_result`: each player's own outcome, at the reveal. */
export interface AnswerResult {
  questionIndex: number;
  answered: boolean;
  selectedOption: number | null;
  isCorrect: boolean;
  points: number;
  totalScore: number;
  timeSpent: number | null;
  rank: number | null;
}

/** `opensInMs`: the question opens this long after it arrives (the start countdown); its time runs from then. */
export type QuestionChanged = PlayerQuestion & { startedAt: string; endsAt?: string; opensInMs?: number };
export type HostQuestionChanged = HostQuestion & { startedAt: string; endsAt?: string; opensInMs?: number };

/** The host hears who joined (or came back); players only hear how many have joined. */
export interface ParticipantConnected {
  participantId?: string;
  name?: string;
  joinedAt?: string;
  participantsCount?: number;
  reconnected?: boolean;
}

export interface ParticipantLeft {
  participantId?: string;
  name?: string;
  reason: 'left' | 'kicked';
  participantsCount?: number;
  /** To a removed player only. */
  code?: string;
  message?: string;
}

/** To the host: a batch of answers as they are stored. */
export interface AnswersBatch {
  questionIndex: number;
  answers: LiveAnswer[];
  answeredCount: number;
}

/** To a player's other sockets: their answer was recorded. */
export interface OwnAnswerSubmitted {
  questionIndex: number;
  answer: number;
  requestId: string;
}

export interface LeaderboardUpdated {
  questionIndex: number;
  leaderboard: LeaderboardEntry[];
  participantsCount: number;
}

export type TimerEvent = Timer & { answeredCount?: number };

export interface ServerPayloads {
  game_state: HostState | PlayerState;
  participant_connected: ParticipantConnected;
  participant_disconnected: { participantId: string };
  participant_left: ParticipantLeft;
  game_started: { gameId: string; startedAt: string; questionsCount: number };
  question_changed: QuestionChanged | HostQuestionChanged;
  answer_revealed: Reveal;
  /** `reason: 'expired'`: a lobby nobody started was closed for being idle. */
  game_ended: { gameId: string; endedAt: string; reason?: 'expired' };
  leaderboard_updated: LeaderboardUpdated;
  answer_result: AnswerResult;
  answer_submitted: AnswersBatch | OwnAnswerSubmitted;
  timer_tick: TimerEvent;
  timer_completed: { questionIndex: number };
  timer_started: Timer;
  timer_paused: Timer;
  timer_resumed: Timer;
  error: { event: string; code?: string; message?: string };
}

export type ServerToClientEvents = { [E in ServerEvent]: (payload: ServerPayloads[E]) => void };

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
