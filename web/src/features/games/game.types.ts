/**
 * What the game server sends, typed from the server's own views (domain/game/game.views.ts) where they exist, so
 * a change there fails the web app's type check. Event payloads the room reactor builds are described here.
 */
import type {
  hostStateOf,
  leaderboardOf,
  liveAnswersOf,
  participantStateOf,
  questionForPlayers,
  revealOf,
  timerOf,
} from '../../../../domain/game/game.views';
import type { GameSettings, GameStatus } from '../../../../domain/game/game.decider';

export type { GameSettings, GameStatus };

/** The host's `game_state` (and `GET /games/{id}/state` with the host's token). */
export type HostState = ReturnType<typeof hostStateOf>;
/** A player's `game_state` (and `POST /games/{id}/sync`): enough to restore the screen after a reconnect. */
export type PlayerState = ReturnType<typeof participantStateOf>;
export type Timer = ReturnType<typeof timerOf>;
export type PlayerQuestion = ReturnType<typeof questionForPlayers>;
export type HostQuestion = NonNullable<HostState['currentQuestion']>;
export type Reveal = ReturnType<typeof revealOf>;
export type LiveAnswer = ReturnType<typeof liveAnswersOf>[number];
export type LeaderboardEntry = ReturnType<typeof leaderboardOf>[number];
export type PlayerAnswer = PlayerState['participantAnswers'][number];

/** `GET /games/{id}`: the public part of a game (the host gets the host state), and who is asking. */
export interface GameLookup {
  game: {
    gameId: string;
    pin: string;
    quizTitle: string;
    questionsCount: number;
    participantsCount: number;
    settings: GameSettings;
    status: GameStatus;
    /** Only for the host: the quiz with its options and correct answers. */
    quiz?: HostState['quiz'];
  };
  isHost: boolean;
}

export interface CreatedGame {
  id: string;
  pin: string;
  settings: GameSettings;
}

export interface JoinedGame {
  gameId: string;
  participantId: string;
  playerName: string;
}

/** What an answer's acknowledgement (socket or REST) says was recorded. */
export interface AnswerAccepted {
  questionIndex: number;
  answer: number;
  requestId: string;
  accepted: true;
}

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
  code?: string;
}

export interface AnswersBatch {
  questionIndex: number;
  answers: LiveAnswer[];
  answeredCount: number;
}

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

/** `GET /games/{id}/results`. */
export interface GameResults {
  game: {
    gameId: string;
    pin: string;
    status: GameStatus;
    quizTitle: string;
    questionsCount: number;
    participantCount: number;
    createdAt: string;
    endedAt: string | null;
  };
  leaderboard: { rank: number; name: string; score: number; correctAnswers: number }[];
  questionStats: {
    questionIndex: number;
    questionText: string;
    answered: number;
    correct: number;
    correctRate: number;
    distribution: number[];
  }[];
  participantWrongAnswers: {
    questionIndex: number;
    questionText: string;
    wasAnswered: boolean;
    selectedOption: number | null;
    selectedAnswer: string | null;
    correctAnswer: number;
    correctAnswerText: string;
    explanation: string | null;
  }[];
  participantResult: {
    rank: number;
    name: string;
    score: number;
    correctAnswers: number;
    totalQuestions: number;
    accuracy: number;
  } | null;
}

/** A game of the signed-in host (`GET /games/my-games`), newest first. */
export interface HostedGame {
  gameId: string;
  pin: string;
  status: GameStatus;
  quizTitle: string;
  questionsCount: number;
  participantCount: number;
  createdAt: string;
  endedAt: string | null;
  finishedAt: string | null;
  averageScore: number;
}

/** A finished game the signed-in user played in (`GET /games/participated`). */
export interface PlayedGame {
  gameId: string;
  participantId: string;
  quizTitle: string;
  score: number;
  participatedAt: string;
  endedAt: string | null;
  status: GameStatus;
}
