/**
 * The game stream (`game-{id}`): everything a live game is, as events. The state of a game (who joined, the
 * current question and its clock, every answer, the scores) is the fold of its stream, so a reconnecting player,
 * a restarted server and an auditor all rebuild exactly the same game.
 *
 * Performance note: a game of 5,000 players records tens of thousands of answers, so `evolve` updates the state it
 * is given in place and returns it (copying the participant map per answer would make a replay quadratic). A state
 * passed to `evolve` belongs to it: callers fold forward and never reuse an older state.
 */
import type { CommandMetadata, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { Difficulty } from '../quiz/quiz.rules';
import type { ClockPause } from './scoring';
import { pointsFor, runningMsBetween, timeSpentMsOf } from './scoring';

/** Answers may arrive this long after the clock runs out (network latency); later ones are refused. */
export const ANSWER_GRACE_MS = 1000;
export const NAME_MAX = 30;

/**
 * Where a player joined from, as keyed hashes made by the commands layer (never the raw device id or address):
 * `device` from the id the web app keeps on the device, `address` from the network address. A removed player's
 * device and address stay banned from that game.
 */
export interface JoinOrigin {
  device?: string | null;
  address?: string | null;
}

export interface GameQuestion {
  id: string;
  text: string;
  options: string[];
  correctAnswer: number;
  explanation: string | null;
  difficulty: Difficulty;
  imageUrl: string | null;
  imageAltText: string | null;
}

export interface QuizSnapshot {
  quizId: string;
  title: string;
  timeLimit: number;
  questions: GameQuestion[];
}

export interface GameSettings {
  /** The cap in force: the host's choice, lowered to the host's plan (raised with an upgrade, at the next join). */
  maxParticipants: number;
  allowLateJoin: boolean;
  /** What the host asked for, when it was more than the plan allowed at creation (an upgrade can lift the cap). */
  requestedMaxParticipants?: number;
}

export interface AnswerRecord {
  questionIndex: number;
  answer: number;
  correct: boolean;
  points: number;
  timeSpentMs: number;
  requestId: string;
  submittedAt: string;
}

export interface Participant {
  id: string;
  name: string;
  userId: string | null;
  joinedAt: string;
  joinOrder: number;
  status: 'active' | 'left' | 'kicked';
  score: number;
  correctAnswers: number;
  totalTimeMs: number;
  answers: Map<number, AnswerRecord>;
  origin: JoinOrigin;
}

export interface OpenQuestion {
  index: number;
  startedAt: string;
  durationMs: number;
  revealed: boolean;
  revealedAt: string | null;
  answerCount: number;
  /** When the host paused its clock (null while it runs), and every pause so far: a pause is nobody's time. */
  pausedAt: string | null;
  pauses: ClockPause[];
  /** The host skipped it: it does not count (its answers were voided) and it is never revealed. */
  skipped: boolean;
}

/** How long until an open question's time runs out (its start countdown included); null while it is paused. */
export const msUntilTimeUp = (q: OpenQuestion, now: number) => {
  if (q.pausedAt !== null) return null;
  const opensIn = Math.max(0, Date.parse(q.startedAt) - now);
  return opensIn + q.durationMs - runningMsBetween(Date.parse(q.startedAt), now, q.pauses);
};

/** The time left on a question's clock (the full time before it opens; frozen while paused; 0 once closed). */
export const remainingMsOf = (q: OpenQuestion, now: number) => {
  if (q.revealed || q.skipped) return 0;
  const at = q.pausedAt !== null ? Date.parse(q.pausedAt) : now;
  return Math.min(q.durationMs, Math.max(0, q.durationMs - runningMsBetween(Date.parse(q.startedAt), at, q.pauses)));
};

export type GameStatus = 'waiting' | 'active' | 'ended';

export type Game =
  | { status: 'none' }
  | {
      status: GameStatus;
      /** How many events the state has folded: views cache derived figures (ranks) per version. */
      version: number;
      gameId: string;
      hostId: string;
      pin: string;
      quiz: QuizSnapshot;
      settings: GameSettings;
      createdAt: string;
      startedAt: string | null;
      endedAt: string | null;
      /** Set when a lobby nobody started was closed for being idle (it is `ended` from then on). */
      expiredAt: string | null;
      /** The time of the last event: a lobby idle for too long expires. */
      lastActivityAt: string;
      participants: Map<string, Participant>;
      /** How many players are in the game now (joined, not left or removed). */
      activeCount: number;
      /** Players who joined with an account and are still in, by user id. */
      activeUsers: Set<string>;
      /** Lower-cased names of active and removed players (a removed player's name stays taken). */
      takenNames: Set<string>;
      kickedUsers: Set<string>;
      /** Devices and (for joins that name no device) addresses of removed players: they stay out of this game. */
      bannedDevices: Set<string>;
      bannedAddresses: Set<string>;
      /** Every answer's request id, so a repeated request scores nothing twice. */
      requests: Map<string, { participantId: string; questionIndex: number }>;
      question: OpenQuestion | null;
      /** Questions the host skipped: they do not count. */
      skippedQuestions: number[];
    };

export type LiveGame = Exclude<Game, { status: 'none' }>;

// ---------------------------------------------------------------- events

export type GameEvent =
  | {
      type: 'GameCreated';
      data: {
        gameId: string;
        hostId: string;
        pin: string;
        quiz: QuizSnapshot;
        settings: GameSettings;
        createdAt: string;
      };
    }
  | {
      type: 'ParticipantJoined';
      data: {
        participantId: string;
        name: string;
        userId: string | null;
        joinedAt: string;
        /** The cap in force when this player was admitted (it follows the host's plan). */
        maxParticipants?: number;
      } & JoinOrigin;
    }
  | { type: 'ParticipantLeft'; data: { participantId: string; leftAt: string } }
  | { type: 'ParticipantKicked'; data: { participantId: string; kickedAt: string } }
  | { type: 'GameStarted'; data: { startedAt: string } }
  | { type: 'QuestionStarted'; data: { questionIndex: number; startedAt: string; durationMs: number } }
  | { type: 'AnswerSubmitted'; data: AnswerRecord & { participantId: string } }
  | { type: 'AnswerRevealed'; data: { questionIndex: number; revealedAt: string; by: 'host' | 'timer' } }
  /** The host stopped the open question's clock with `remainingMs` left; answers wait until it runs again. */
  | { type: 'QuestionPaused'; data: { questionIndex: number; pausedAt: string; remainingMs: number } }
  /** The clock runs again with `remainingMs` left (what was left at the pause). */
  | { type: 'QuestionResumed'; data: { questionIndex: number; resumedAt: string; remainingMs: number } }
  /** An answer that no longer counts (its question was skipped): its points, correctness and time are taken back. */
  | {
      type: 'AnswerVoided';
      data: Pick<AnswerRecord, 'questionIndex' | 'answer' | 'correct' | 'points' | 'timeSpentMs'> & {
        participantId: string;
        voidedAt: string;
        reason: 'skipped';
      };
    }
  /** The host skipped the question: it does not count (its answers are voided before this event) nor is revealed. */
  | { type: 'QuestionSkipped'; data: { questionIndex: number; skippedAt: string; answersVoided: number } }
  | { type: 'GameEnded'; data: { endedAt: string; by: 'host' | 'system' } }
  /** A lobby nobody started, idle since `idleSince`, was closed: its PIN is free again. */
  | { type: 'LobbyExpired'; data: { expiredAt: string; idleSince: string } };

export const gameEventTypes: readonly GameEvent['type'][] = [
  'GameCreated',
  'ParticipantJoined',
  'ParticipantLeft',
  'ParticipantKicked',
  'GameStarted',
  'QuestionStarted',
  'AnswerSubmitted',
  'AnswerRevealed',
  'QuestionPaused',
  'QuestionResumed',
  'AnswerVoided',
  'QuestionSkipped',
  'GameEnded',
  'LobbyExpired',
];

export const evolveGame = (state: Game, event: GameEvent): Game => {
  if (event.type === 'GameCreated') {
    const { gameId, hostId, pin, quiz, settings, createdAt } = event.data;
    return {
      status: 'waiting',
      version: 1,
      gameId,
      hostId,
      pin,
      quiz,
      settings,
      createdAt,
      startedAt: null,
      endedAt: null,
      expiredAt: null,
      lastActivityAt: createdAt,
      participants: new Map(),
      activeCount: 0,
      activeUsers: new Set(),
      takenNames: new Set(),
      kickedUsers: new Set(),
      bannedDevices: new Set(),
      bannedAddresses: new Set(),
      requests: new Map(),
      question: null,
      skippedQuestions: [],
    };
  }
  if (state.status === 'none') return state;
  state.version += 1;
  state.lastActivityAt = activityTimeOf(event) ?? state.lastActivityAt;
  switch (event.type) {
    case 'ParticipantJoined': {
      const { participantId, name, userId, joinedAt, device, address } = event.data;
      state.participants.set(participantId, {
        id: participantId,
        name,
        userId,
        joinedAt,
        joinOrder: state.participants.size,
        status: 'active',
        score: 0,
        correctAnswers: 0,
        totalTimeMs: 0,
        answers: new Map(),
        origin: { device: device ?? null, address: address ?? null },
      });
      state.takenNames.add(name.toLowerCase());
      state.activeCount += 1;
      if (event.data.maxParticipants !== undefined)
        state.settings = { ...state.settings, maxParticipants: event.data.maxParticipants };
      if (userId) state.activeUsers.add(userId);
      return state;
    }
    case 'ParticipantLeft': {
      const p = state.participants.get(event.data.participantId);
      if (p && p.status === 'active') {
        p.status = 'left';
        state.activeCount -= 1;
        if (p.userId) state.activeUsers.delete(p.userId);
        state.takenNames.delete(p.name.toLowerCase());
      }
      return state;
    }
    case 'ParticipantKicked': {
      const p = state.participants.get(event.data.participantId);
      if (p) {
        if (p.status === 'active') {
          state.activeCount -= 1;
          if (p.userId) state.activeUsers.delete(p.userId);
        }
        p.status = 'kicked';
        state.takenNames.add(p.name.toLowerCase());
        if (p.userId) state.kickedUsers.add(p.userId);
        if (p.origin.device) state.bannedDevices.add(p.origin.device);
        if (p.origin.address) state.bannedAddresses.add(p.origin.address);
      }
      return state;
    }
    case 'GameStarted':
      state.status = 'active';
      state.startedAt = event.data.startedAt;
      return state;
    case 'QuestionStarted':
      state.question = {
        index: event.data.questionIndex,
        startedAt: event.data.startedAt,
        durationMs: event.data.durationMs,
        revealed: false,
        revealedAt: null,
        answerCount: 0,
        pausedAt: null,
        pauses: [],
        skipped: false,
      };
      return state;
    case 'AnswerSubmitted': {
      const { participantId, ...answer } = event.data;
      const p = state.participants.get(participantId);
      if (p && !p.answers.has(answer.questionIndex)) {
        p.answers.set(answer.questionIndex, answer);
        p.score += answer.points;
        if (answer.correct) {
          p.correctAnswers += 1;
          p.totalTimeMs += answer.timeSpentMs;
        }
        if (state.question?.index === answer.questionIndex) state.question.answerCount += 1;
      }
      state.requests.set(answer.requestId, { participantId, questionIndex: answer.questionIndex });
      return state;
    }
    case 'AnswerRevealed':
      if (state.question?.index === event.data.questionIndex) {
        const q = state.question;
        q.revealed = true;
        q.revealedAt = event.data.revealedAt;
        // A reveal (or the end) during a pause closes it: the clock is over.
        if (q.pausedAt !== null) {
          q.pausedAt = null;
          q.pauses = q.pauses.map((p) => (p.to === null ? { ...p, to: event.data.revealedAt } : p));
        }
      }
      return state;
    case 'QuestionPaused': {
      const q = state.question;
      if (q?.index === event.data.questionIndex && q.pausedAt === null) {
        q.pausedAt = event.data.pausedAt;
        q.pauses = [...q.pauses, { from: event.data.pausedAt, to: null }];
      }
      return state;
    }
    case 'QuestionResumed': {
      const q = state.question;
      if (q?.index === event.data.questionIndex && q.pausedAt !== null) {
        q.pausedAt = null;
        q.pauses = q.pauses.map((p) => (p.to === null ? { ...p, to: event.data.resumedAt } : p));
      }
      return state;
    }
    case 'AnswerVoided': {
      const { participantId, questionIndex } = event.data;
      const p = state.participants.get(participantId);
      const answer = p?.answers.get(questionIndex);
      if (p && answer) {
        p.answers.delete(questionIndex);
        p.score -= answer.points;
        if (answer.correct) {
          p.correctAnswers -= 1;
          p.totalTimeMs -= answer.timeSpentMs;
        }
        if (state.question?.index === questionIndex) state.question.answerCount -= 1;
      }
      return state;
    }
    case 'QuestionSkipped':
      if (state.question?.index === event.data.questionIndex) {
        state.question.skipped = true;
        state.question.pausedAt = null;
      }
      if (!state.skippedQuestions.includes(event.data.questionIndex))
        state.skippedQuestions = [...state.skippedQuestions, event.data.questionIndex];
      return state;
    case 'GameEnded':
      state.status = 'ended';
      state.endedAt = event.data.endedAt;
      return state;
    case 'LobbyExpired':
      state.status = 'ended';
      state.endedAt = event.data.expiredAt;
      state.expiredAt = event.data.expiredAt;
      return state;
    default:
      return state;
  }
};

/** When an event happened (the game's last activity), from the time it carries. */
const activityTimeOf = (event: GameEvent): string | null => {
  switch (event.type) {
    case 'ParticipantJoined':
      return event.data.joinedAt;
    case 'ParticipantLeft':
      return event.data.leftAt;
    case 'ParticipantKicked':
      return event.data.kickedAt;
    case 'GameStarted':
      return event.data.startedAt;
    case 'QuestionStarted':
      return event.data.startedAt;
    case 'AnswerSubmitted':
      return event.data.submittedAt;
    case 'AnswerRevealed':
      return event.data.revealedAt;
    case 'QuestionPaused':
      return event.data.pausedAt;
    case 'QuestionResumed':
      return event.data.resumedAt;
    case 'AnswerVoided':
      return event.data.voidedAt;
    case 'QuestionSkipped':
      return event.data.skippedAt;
    case 'GameEnded':
      return event.data.endedAt;
    case 'LobbyExpired':
      return event.data.expiredAt;
    default:
      return null;
  }
};

// ---------------------------------------------------------------- commands

type Meta = { metadata: CommandMetadata };

export type GameCommand =
  | ({
      type: 'CreateGame';
      data: { gameId: string; hostId: string; pin: string; quiz: QuizSnapshot; settings: GameSettings };
    } & Meta)
  | ({
      type: 'JoinGame';
      data: {
        participantId: string;
        name: string;
        userId: string | null;
        /** The cap in force now (the host's choice and current plan, resolved by commands); else the settings'. */
        maxParticipants?: number;
      } & JoinOrigin;
    } & Meta)
  | ({ type: 'LeaveGame'; data: { participantId: string } } & Meta)
  | ({ type: 'KickParticipant'; data: { hostId: string; participantId: string } } & Meta)
  | ({
      type: 'StartGame';
      /** The first question opens this long after the start: the lobby's countdown is not the players' time. */
      data: { hostId: string; countdownMs?: number };
    } & Meta)
  | ({ type: 'NextQuestion'; data: { hostId: string; questionIndex?: number } } & Meta)
  | ({ type: 'RevealAnswer'; data: { by: 'host'; hostId: string } | { by: 'timer'; questionIndex: number } } & Meta)
  /** `questionIndex`: the question the host saw; a pause or resume meant for another one is a no-op. */
  | ({ type: 'PauseQuestion'; data: { hostId: string; questionIndex?: number } } & Meta)
  | ({ type: 'ResumeQuestion'; data: { hostId: string; questionIndex?: number } } & Meta)
  /** Skips the open question (answered or not): it does not count; the next one opens, or the game ends. */
  | ({ type: 'SkipQuestion'; data: { hostId: string; questionIndex?: number } } & Meta)
  | ({
      type: 'SubmitAnswer';
      data: {
        participantId: string;
        questionIndex: number;
        answer: number;
        requestId: string;
        /** When the question reached this participant's socket; their time runs from then (fan-out is not theirs). */
        receivedAt?: string | null;
      };
    } & Meta)
  | ({ type: 'EndGame'; data: { by: 'host'; hostId: string } | { by: 'system' } } & Meta)
  /** Closes a lobby nobody started when nothing happened in it for longer than `maxIdleMs`. */
  | ({ type: 'ExpireLobby'; data: { maxIdleMs: number } } & Meta);

const gameNotFound = () => DomainError.notFound('game.notFound', 'Game not found');

const live = (state: Game): LiveGame => {
  if (state.status === 'none') throw gameNotFound();
  return state;
};

const asHost = (state: Game, hostId: string): LiveGame => {
  const game = live(state);
  if (game.hostId !== hostId) throw DomainError.forbidden('game.hostOnly', 'Only the host can do that');
  return game;
};

const activeParticipant = (game: LiveGame, participantId: string) => {
  const p = game.participants.get(participantId);
  if (!p) throw DomainError.notFound('game.participantNotFound', 'You are not a player of this game');
  if (p.status === 'kicked') throw DomainError.forbidden('game.kicked', 'The host removed you from this game');
  if (p.status !== 'active') throw DomainError.illegalState('game.participantLeft', 'You left this game');
  return p;
};

export const activeParticipants = (game: LiveGame) =>
  [...game.participants.values()].filter((p) => p.status === 'active');

const questionStarted = (game: LiveGame, questionIndex: number, startsAt: string): GameEvent => ({
  type: 'QuestionStarted',
  data: { questionIndex, startedAt: startsAt, durationMs: game.quiz.timeLimit * 1000 },
});

/** The reveal that must precede moving on, when the open question is not revealed (nor skipped) yet. */
const revealIfOpen = (game: LiveGame, now: string, by: 'host' | 'timer'): GameEvent[] =>
  game.question && !game.question.revealed && !game.question.skipped
    ? [{ type: 'AnswerRevealed', data: { questionIndex: game.question.index, revealedAt: now, by } }]
    : [];

/** The running game's open question, for a host command on it (a command meant for another one answers null). */
const questionForHost = (game: LiveGame, questionIndex: number | undefined) => {
  if (game.status !== 'active' || !game.question) throw DomainError.illegalState('game.notActive', 'This game is not running');
  if (questionIndex !== undefined && questionIndex !== game.question.index) return null;
  return game.question;
};

const questionRevealed = () =>
  DomainError.illegalState('game.questionRevealed', 'The answer to this question is already out: go on to the next one');

export const decideGame = (command: GameCommand, state: Game): GameEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'CreateGame': {
      if (state.status !== 'none') throw DomainError.conflict('game.exists', 'This game already exists');
      if (command.data.quiz.questions.length === 0)
        throw DomainError.validation('game.quizEmpty', 'This quiz has no questions to play');
      return [{ type: 'GameCreated', data: { ...command.data, createdAt: now } }];
    }

    case 'JoinGame': {
      const game = live(state);
      const { participantId, userId, device, address } = command.data;
      const name = command.data.name.trim();
      if (game.status === 'ended') throw DomainError.illegalState('game.ended', 'This game has ended');
      if (game.status === 'active' && !game.settings.allowLateJoin)
        throw DomainError.illegalState(
          'game.lateJoinClosed',
          'This game has already started and does not admit late players',
        );
      if (userId && game.kickedUsers.has(userId))
        throw DomainError.forbidden('game.kicked', 'The host removed you from this game');
      if (userId && game.activeUsers.has(userId))
        throw DomainError.conflict('game.alreadyParticipating', 'You are already participating in this game');
      if (!name || name.length > NAME_MAX)
        throw DomainError.validation('game.nameInvalid', `Your name must be 1 to ${NAME_MAX} characters`);
      if (game.takenNames.has(name.toLowerCase()))
        throw DomainError.conflict('game.nameTaken', 'That name is already taken in this game. Please choose another.');
      // A removed guest's device stays out under any name; a join that names no device is judged by its address.
      if (device ? game.bannedDevices.has(device) : address && game.bannedAddresses.has(address))
        throw DomainError.forbidden(
          'game.kickedDevice',
          'The host removed you from this game. You cannot join it again from this device.',
        );
      const cap = command.data.maxParticipants ?? game.settings.maxParticipants;
      if (game.activeCount >= cap) throw DomainError.illegalState('game.full', 'This game is full');
      if (game.participants.has(participantId))
        throw DomainError.conflict('game.participantExists', 'This player already exists');
      const origin = { ...(device ? { device } : {}), ...(address ? { address } : {}) };
      const capChanged = cap !== game.settings.maxParticipants ? { maxParticipants: cap } : {};
      return [
        { type: 'ParticipantJoined', data: { participantId, name, userId, joinedAt: now, ...origin, ...capChanged } },
      ];
    }

    case 'LeaveGame': {
      const game = live(state);
      const p = game.participants.get(command.data.participantId);
      if (!p || p.status !== 'active') return [];
      return [{ type: 'ParticipantLeft', data: { participantId: p.id, leftAt: now } }];
    }

    case 'KickParticipant': {
      const game = asHost(state, command.data.hostId);
      const p = game.participants.get(command.data.participantId);
      if (!p) throw DomainError.notFound('game.participantNotFound', 'You are not a player of this game');
      if (p.status === 'kicked') return [];
      return [{ type: 'ParticipantKicked', data: { participantId: p.id, kickedAt: now } }];
    }

    case 'StartGame': {
      const game = asHost(state, command.data.hostId);
      if (game.expiredAt)
        throw DomainError.illegalState(
          'game.lobbyExpired',
          'This lobby was closed because nobody started it for a long time. Please create a new game.',
        );
      if (game.status !== 'waiting')
        throw DomainError.illegalState('game.alreadyStarted', 'This game has already started');
      if (game.activeCount === 0)
        throw DomainError.illegalState(
          'game.noParticipants',
          'At least one player must join before the game can start',
        );
      const opensAt = new Date(Date.parse(now) + (command.data.countdownMs ?? 0)).toISOString();
      return [{ type: 'GameStarted', data: { startedAt: now } }, questionStarted(game, 0, opensAt)];
    }

    case 'NextQuestion': {
      const game = asHost(state, command.data.hostId);
      if (game.status !== 'active' || !game.question)
        throw DomainError.illegalState('game.notActive', 'This game is not running');
      const next = game.question.index + 1;
      if (command.data.questionIndex !== undefined && command.data.questionIndex !== next) return [];
      if (next >= game.quiz.questions.length)
        throw DomainError.illegalState('game.noMoreQuestions', 'This was the last question: end the game');
      return [...revealIfOpen(game, now, 'host'), questionStarted(game, next, now)];
    }

    case 'RevealAnswer': {
      const game = command.data.by === 'host' ? asHost(state, command.data.hostId) : live(state);
      if (game.status !== 'active' || !game.question)
        throw DomainError.illegalState('game.notActive', 'This game is not running');
      // A timer that fires while the clock is paused (or after a skip) reveals nothing: a resume arms a new one.
      if (
        command.data.by === 'timer' &&
        (command.data.questionIndex !== game.question.index || game.question.pausedAt !== null)
      )
        return [];
      return revealIfOpen(game, now, command.data.by);
    }

    case 'PauseQuestion': {
      const q = questionForHost(asHost(state, command.data.hostId), command.data.questionIndex);
      if (!q || q.pausedAt !== null) return [];
      if (q.revealed || q.skipped) throw questionRevealed();
      const nowMs = Date.parse(now);
      const left = msUntilTimeUp(q, nowMs) ?? 0;
      if (nowMs < Date.parse(q.startedAt) || left <= 0)
        throw DomainError.illegalState('game.questionNotOpen', 'This question is not open for answers');
      return [{ type: 'QuestionPaused', data: { questionIndex: q.index, pausedAt: now, remainingMs: left } }];
    }

    case 'ResumeQuestion': {
      const q = questionForHost(asHost(state, command.data.hostId), command.data.questionIndex);
      if (!q || q.pausedAt === null) return [];
      return [
        {
          type: 'QuestionResumed',
          data: { questionIndex: q.index, resumedAt: now, remainingMs: remainingMsOf(q, Date.parse(now)) },
        },
      ];
    }

    case 'SkipQuestion': {
      const game = asHost(state, command.data.hostId);
      const q = questionForHost(game, command.data.questionIndex);
      if (!q || q.skipped) return [];
      if (q.revealed) throw questionRevealed();
      const voided: GameEvent[] = [];
      for (const p of game.participants.values()) {
        const a = p.answers.get(q.index);
        if (!a) continue;
        const { questionIndex, answer, correct, points, timeSpentMs } = a;
        voided.push({
          type: 'AnswerVoided',
          data: { participantId: p.id, questionIndex, answer, correct, points, timeSpentMs, voidedAt: now, reason: 'skipped' },
        });
      }
      const next = q.index + 1;
      return [
        ...voided,
        { type: 'QuestionSkipped', data: { questionIndex: q.index, skippedAt: now, answersVoided: voided.length } },
        next < game.quiz.questions.length
          ? questionStarted(game, next, now)
          : { type: 'GameEnded', data: { endedAt: now, by: 'host' } },
      ];
    }

    case 'SubmitAnswer': {
      const game = live(state);
      const { participantId, questionIndex, answer, requestId, receivedAt } = command.data;
      if (game.requests.has(requestId)) return [];
      const p = activeParticipant(game, participantId);
      const q = game.question;
      if (game.status !== 'active' || !q || q.index !== questionIndex || q.revealed || q.skipped)
        throw DomainError.illegalState('game.questionNotOpen', 'This question is not open for answers');
      if (q.pausedAt !== null)
        throw DomainError.illegalState('game.paused', 'The host paused the game: answer when the time runs again');
      if (p.answers.has(questionIndex))
        throw DomainError.conflict('ALREADY_ANSWERED', 'You have already answered this question');
      if (Date.parse(now) < Date.parse(q.startedAt))
        throw DomainError.illegalState('game.questionNotOpen', 'This question is not open for answers');
      const elapsed = runningMsBetween(Date.parse(q.startedAt), Date.parse(now), q.pauses);
      if (elapsed > q.durationMs + ANSWER_GRACE_MS)
        throw DomainError.illegalState('game.timeUp', 'Time is up for this question');
      const question = game.quiz.questions[questionIndex]!;
      if (!Number.isInteger(answer) || answer < 0 || answer >= question.options.length)
        throw DomainError.validation('game.answerInvalid', 'That is not one of the options');
      const timeSpentMs = timeSpentMsOf(q, receivedAt, now);
      const correct = answer === question.correctAnswer;
      return [
        {
          type: 'AnswerSubmitted',
          data: {
            participantId,
            questionIndex,
            answer,
            correct,
            points: pointsFor(correct, timeSpentMs, q.durationMs),
            timeSpentMs,
            requestId,
            submittedAt: now,
          },
        },
      ];
    }

    case 'EndGame': {
      const game = command.data.by === 'host' ? asHost(state, command.data.hostId) : live(state);
      if (game.status === 'ended') return [];
      return [...revealIfOpen(game, now, 'timer'), { type: 'GameEnded', data: { endedAt: now, by: command.data.by } }];
    }

    case 'ExpireLobby': {
      const game = live(state);
      if (game.status !== 'waiting') return [];
      if (Date.parse(now) - Date.parse(game.lastActivityAt) <= command.data.maxIdleMs) return [];
      return [{ type: 'LobbyExpired', data: { expiredAt: now, idleSince: game.lastActivityAt } }];
    }

    default: {
      const unexpected: never = command;
      throw new Error(`unknown command ${JSON.stringify(unexpected)}`);
    }
  }
};

export const gameDecider: Decider<GameCommand, GameEvent, Game> = {
  decide: decideGame,
  evolve: evolveGame,
  initialState: () => ({ status: 'none' }),
};
