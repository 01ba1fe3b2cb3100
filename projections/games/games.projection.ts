/**
 * Game read models. `games`: one document per game (the host's lists, counts, per-question statistics).
 * `game_participants`: one document per player (score, answers), so an answer changes one small document and a
 * game of thousands of players projects in linear time.
 */
import type { RecordedEvent } from '../../commands/ports';
import type { GameEvent, GameSettings } from '../../domain/game/game.decider';
import type { GameQuestion } from '../../domain/game/game.decider';
import type { ProjectedDoc, Projection } from '../runtime/projection';
import { eventOf } from '../runtime/projection';

export interface QuestionStat {
  questionIndex: number;
  answered: number;
  correct: number;
  distribution: number[];
}

export interface GameDoc extends ProjectedDoc {
  hostId: string;
  pin: string;
  quizId: string;
  quizTitle: string;
  questions: Pick<GameQuestion, 'text' | 'options' | 'correctAnswer' | 'explanation'>[];
  questionsCount: number;
  settings: GameSettings;
  status: 'waiting' | 'active' | 'ended';
  participantCount: number;
  /** Players who left (not removed): a later removal of one of them must not count them out twice. */
  leftIds?: string[];
  scoreSum: number;
  currentQuestion: number | null;
  /** Questions the host skipped: their answers were voided, and they count nowhere (domain countedQuestions). */
  skippedQuestions?: number[];
  questionStats: QuestionStat[];
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  /** Who ended it: the host, the server (abandoned), or nobody (a lobby that expired unstarted). */
  endedBy: 'host' | 'system' | 'expired' | null;
  /** Time of the game's last event: the server counts open games and expires idle lobbies from it at start-up. */
  lastActivityAt: string;
}

export interface GameParticipantDoc extends ProjectedDoc {
  gameId: string;
  participantId: string;
  name: string;
  userId: string | null;
  joinedAt: string;
  joinOrder: number;
  status: 'active' | 'left' | 'kicked';
  /** When the player left or was removed: one who leaves after the end keeps their place in the final standings. */
  leftAt?: string | null;
  score: number;
  correctAnswers: number;
  totalTimeMs: number;
  answers: { questionIndex: number; answer: number; correct: boolean; points: number; timeSpentMs: number }[];
}

const gameIdOf = (event: RecordedEvent) => event.stream.slice('game-'.length);

export const gamesProjection: Projection<GameDoc> = {
  name: 'games',
  version: 4,
  collection: 'games',
  handles: [
    'GameCreated',
    'ParticipantJoined',
    'ParticipantLeft',
    'ParticipantKicked',
    'GameStarted',
    'QuestionStarted',
    'AnswerSubmitted',
    'AnswerVoided',
    'QuestionSkipped',
    'GameEnded',
    'LobbyExpired',
  ],
  documentId: gameIdOf,
  indexes: [{ keys: { hostId: 1 } }, { keys: { status: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<GameEvent>(recorded);
    if (event.type === 'GameCreated') {
      const { gameId, hostId, pin, quiz, settings, createdAt } = event.data;
      return {
        _id: gameId,
        hostId,
        pin,
        quizId: quiz.quizId,
        quizTitle: quiz.title,
        questions: quiz.questions.map(({ text, options, correctAnswer, explanation }) => ({
          text,
          options,
          correctAnswer,
          explanation,
        })),
        questionsCount: quiz.questions.length,
        settings,
        status: 'waiting',
        participantCount: 0,
        scoreSum: 0,
        currentQuestion: null,
        questionStats: quiz.questions.map((q, questionIndex) => ({
          questionIndex,
          answered: 0,
          correct: 0,
          distribution: q.options.map(() => 0),
        })),
        createdAt,
        startedAt: null,
        endedAt: null,
        endedBy: null,
        lastActivityAt: createdAt,
      };
    }
    if (!doc) return doc;
    const touched = { ...doc, lastActivityAt: recorded.metadata.at ?? recorded.createdAt };
    return evolveGameDoc(touched, event);
  },
};

const evolveGameDoc = (doc: GameDoc, event: GameEvent): GameDoc => {
  switch (event.type) {
    case 'ParticipantJoined':
      return { ...doc, participantCount: doc.participantCount + 1 };
    case 'ParticipantLeft':
      return {
        ...doc,
        participantCount: Math.max(0, doc.participantCount - 1),
        leftIds: [...(doc.leftIds ?? []), event.data.participantId],
      };
    case 'ParticipantKicked': {
      // The host may remove a player who already left (to keep their device out): they were counted out then.
      const left = doc.leftIds ?? [];
      if (left.includes(event.data.participantId))
        return { ...doc, leftIds: left.filter((id) => id !== event.data.participantId) };
      return { ...doc, participantCount: Math.max(0, doc.participantCount - 1) };
    }
    case 'GameStarted':
      return { ...doc, status: 'active', startedAt: event.data.startedAt };
    case 'QuestionStarted':
      return { ...doc, currentQuestion: event.data.questionIndex };
    case 'AnswerSubmitted': {
      const { questionIndex, answer, correct, points } = event.data;
      const questionStats = doc.questionStats.map((s) =>
        s.questionIndex === questionIndex
          ? {
              ...s,
              answered: s.answered + 1,
              correct: s.correct + (correct ? 1 : 0),
              distribution: s.distribution.map((n, i) => (i === answer ? n + 1 : n)),
            }
          : s,
      );
      return { ...doc, questionStats, scoreSum: doc.scoreSum + points };
    }
    case 'AnswerVoided': {
      const { questionIndex, answer, correct, points } = event.data;
      const questionStats = doc.questionStats.map((s) =>
        s.questionIndex === questionIndex
          ? {
              ...s,
              answered: s.answered - 1,
              correct: s.correct - (correct ? 1 : 0),
              distribution: s.distribution.map((n, i) => (i === answer ? n - 1 : n)),
            }
          : s,
      );
      return { ...doc, questionStats, scoreSum: doc.scoreSum - points };
    }
    case 'QuestionSkipped': {
      const skipped = doc.skippedQuestions ?? [];
      if (skipped.includes(event.data.questionIndex)) return doc;
      return { ...doc, skippedQuestions: [...skipped, event.data.questionIndex] };
    }
    case 'GameEnded':
      return { ...doc, status: 'ended', endedAt: event.data.endedAt, endedBy: event.data.by };
    case 'LobbyExpired':
      return { ...doc, status: 'ended', endedAt: event.data.expiredAt, endedBy: 'expired' };
    default:
      return doc;
  }
};

export const gameParticipantsProjection: Projection<GameParticipantDoc> = {
  name: 'game-participants',
  version: 3,
  collection: 'game_participants',
  handles: ['ParticipantJoined', 'ParticipantLeft', 'ParticipantKicked', 'AnswerSubmitted', 'AnswerVoided'],
  documentId: (event) => `${gameIdOf(event)}:${(event.data as { participantId: string }).participantId}`,
  indexes: [{ keys: { gameId: 1 } }, { keys: { userId: 1 } }],
  evolve: (doc, recorded) => {
    const event = eventOf<GameEvent>(recorded);
    if (event.type === 'ParticipantJoined') {
      const { participantId, name, userId, joinedAt } = event.data;
      return {
        _id: `${gameIdOf(recorded)}:${participantId}`,
        gameId: gameIdOf(recorded),
        participantId,
        name,
        userId,
        joinedAt,
        joinOrder: recorded.revision,
        status: 'active',
        score: 0,
        correctAnswers: 0,
        totalTimeMs: 0,
        answers: [],
      };
    }
    if (!doc) return doc;
    switch (event.type) {
      case 'ParticipantLeft':
        return { ...doc, status: 'left', leftAt: event.data.leftAt };
      case 'ParticipantKicked':
        return { ...doc, status: 'kicked', leftAt: event.data.kickedAt };
      case 'AnswerSubmitted': {
        const { questionIndex, answer, correct, points, timeSpentMs } = event.data;
        if (doc.answers.some((a) => a.questionIndex === questionIndex)) return doc;
        return {
          ...doc,
          score: doc.score + points,
          correctAnswers: doc.correctAnswers + (correct ? 1 : 0),
          totalTimeMs: doc.totalTimeMs + (correct ? timeSpentMs : 0),
          answers: [...doc.answers, { questionIndex, answer, correct, points, timeSpentMs }],
        };
      }
      case 'AnswerVoided': {
        // The question was skipped: the answer no longer counts, nor do its points, correctness or time.
        const voided = doc.answers.find((a) => a.questionIndex === event.data.questionIndex);
        if (!voided) return doc;
        return {
          ...doc,
          score: doc.score - voided.points,
          correctAnswers: doc.correctAnswers - (voided.correct ? 1 : 0),
          totalTimeMs: doc.totalTimeMs - (voided.correct ? voided.timeSpentMs : 0),
          answers: doc.answers.filter((a) => a !== voided),
        };
      }
      default:
        return doc;
    }
  },
};
