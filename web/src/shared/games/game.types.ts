/**
 * What the game server sends. Socket payloads come from the server's contract (realtime/contract.ts, typed from
 * the game views), so a change there fails the web app's type check; the REST answers are described here.
 */
import type { GameSettings, GameStatus } from '../../../../domain/game/game.decider';
import type { HostState, PlayerState } from '../../../../realtime/contract';

export type { GameSettings, GameStatus };

/** The socket contract's payloads, typed once on the server. */
export type {
  AnswerResult,
  AnswersBatch,
  HostQuestion,
  HostQuestionChanged,
  HostState,
  LeaderboardEntry,
  LeaderboardUpdated,
  LiveAnswer,
  OwnAnswerSubmitted,
  ParticipantConnected,
  ParticipantLeft,
  PlayerQuestion,
  PlayerState,
  QuestionChanged,
  Reveal,
  Timer,
  TimerEvent,
} from '../../../../realtime/contract';

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
  /** Proof of being this player for the REST fallbacks and `join_game`. */
  participantToken: string;
}

/** What an answer's acknowledgement (socket or REST) says was recorded. */
export interface AnswerAccepted {
  questionIndex: number;
  answer: number;
  requestId: string;
  accepted: true;
}

/** `GET /games/{id}/results`. */
export interface GameResults {
  game: {
    gameId: string;
    pin: string;
    status: GameStatus;
    quizId: string;
    quizTitle: string;
    questionsCount: number;
    participantCount: number;
    createdAt: string;
    endedAt: string | null;
  };
  /** One page of the final leaderboard (the top 10 unless another page was asked for). */
  leaderboard: { rank: number; name: string; score: number; correctAnswers: number }[];
  leaderboardPagination: { page: number; limit: number; total: number; totalPages: number };
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
