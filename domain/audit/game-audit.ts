/**
 * A game's audit (issue 11): its stream replayed as a timeline, the results recomputed from the events alone with
 * the scoring rules (domain/game/scoring.ts), the leaderboard as it stood after each question, and a field-by-field
 * comparison with the results read model. An event type this audit does not know is listed in the timeline as it
 * is, never a failure.
 *
 * An answer's recorded correctness and points are checked against the rules (the option against the quiz snapshot,
 * the points from the recorded server time and the question's limit): a changed event is a difference even when the
 * read model was built from it.
 *
 * A pause of the host stops a question's clock: the answer window and the time spent are judged on the running
 * time (pauses excluded, the same rule as the live game). A skipped question's answers are voided (AnswerVoided)
 * and count nowhere: not in the scores, the question statistics or the leaderboards.
 */
import { ANSWER_GRACE_MS } from '../game/game.decider';
import type { GameEvent, GameQuestion, GameSettings } from '../game/game.decider';
import type { ClockPause } from '../game/scoring';
import { inFinalStandings, pointsFor, rank, runningMsBetween } from '../game/scoring';
import type { AuditDifference } from './compare';
import { compareFields } from './compare';

/** A recorded event as the audit reads it. */
export interface AuditEvent {
  id?: string;
  revision: number;
  type: string;
  data: unknown;
  /** When the server stored it (`metadata.at`, else the store's time). */
  recordedAt: string | null;
}

type ParticipantStatus = 'active' | 'left' | 'kicked';
type GameStatus = 'waiting' | 'active' | 'ended';

export interface AuditedAnswer {
  questionIndex: number;
  answer: number;
  correct: boolean;
  points: number;
  timeSpentMs: number;
}

/** The results read model of one game (projections/games), as the audit compares it. */
export interface GameResultsReadModel {
  game: {
    pin: string;
    status: GameStatus;
    startedAt: string | null;
    endedAt: string | null;
    participantCount: number;
    scoreSum: number;
    questionStats: { questionIndex: number; answered: number; correct: number; distribution: number[] }[];
  } | null;
  participants: {
    participantId: string;
    name: string;
    status: ParticipantStatus;
    leftAt?: string | null;
    joinOrder: number;
    score: number;
    correctAnswers: number;
    totalTimeMs: number;
    answers: AuditedAnswer[];
  }[];
}

export interface GameTimelineEntry {
  revision: number;
  /** The server time the event records (its own time, else when it was stored). */
  at: string | null;
  type: string;
  /** False for an event type this audit does not know: its `data` is shown as it is. */
  known: boolean;
  participantId?: string;
  name?: string;
  questionIndex?: number;
  durationMs?: number;
  /** When the question's time runs out. */
  endsAt?: string;
  /** The time left on the clock at a pause or a resume. */
  remainingMs?: number;
  answer?: AuditedAnswer & { optionText: string | null; expectedCorrect: boolean; expectedPoints: number };
  by?: string;
  data?: unknown;
}

export interface StandingEntry {
  rank: number;
  participantId: string;
  name: string;
  score: number;
  correctAnswers: number;
  totalTimeMs: number;
}

export interface AuditedQuestion {
  index: number;
  text: string;
  options: string[];
  correctAnswer: number;
  startedAt: string | null;
  durationMs: number | null;
  revealedAt: string | null;
  answered: number;
  correct: number;
  /** The host paused its clock this often; the answers' time excludes the pauses. */
  pauses: ClockPause[];
  /** The host skipped it: its answers were voided and it counts nowhere. */
  skipped: boolean;
}

export interface GameAudit {
  gameId: string;
  pin: string;
  hostId: string;
  quiz: { quizId: string; title: string; timeLimit: number; questionsCount: number };
  settings: GameSettings;
  status: GameStatus;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  timeline: GameTimelineEntry[];
  questions: AuditedQuestion[];
  /** The leaderboard as it stood after each question (when it was revealed, or when the game moved on). */
  leaderboards: { questionIndex: number; revision: number; standings: StandingEntry[] }[];
  /** The final standings recomputed from the events (the players in the game now, when it has not ended). */
  standings: StandingEntry[];
  participants: {
    participantId: string;
    name: string;
    status: ParticipantStatus;
    leftAt: string | null;
    score: number;
    correctAnswers: number;
    totalTimeMs: number;
    answers: AuditedAnswer[];
  }[];
  differences: AuditDifference[];
  verified: boolean;
}

interface Player {
  participantId: string;
  name: string;
  joinOrder: number;
  status: ParticipantStatus;
  leftAt: string | null;
  score: number;
  correctAnswers: number;
  totalTimeMs: number;
  answers: Map<number, AuditedAnswer>;
}

const knownTypes = new Set<string>([
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
] satisfies GameEvent['type'][]);

const ms = (iso: string) => Date.parse(iso);

const standingsOf = (players: Iterable<Player>): StandingEntry[] =>
  rank([...players]).map(({ rank: r, participantId, name, score, correctAnswers, totalTimeMs }) => ({
    rank: r,
    participantId,
    name,
    score,
    correctAnswers,
    totalTimeMs,
  }));

/** The audit of a game's stream (null when it holds no GameCreated), compared with `readModel` when given. */
export const auditGame = (events: AuditEvent[], readModel: GameResultsReadModel | null): GameAudit | null => {
  const createdIndex = events.findIndex((e) => e.type === 'GameCreated');
  if (createdIndex < 0) return null;
  const created = (events[createdIndex] as { data: Extract<GameEvent, { type: 'GameCreated' }>['data'] }).data;
  const quiz = created.quiz;
  const players = new Map<string, Player>();
  const questions: AuditedQuestion[] = quiz.questions.map((q: GameQuestion, index) => ({
    index,
    text: q.text,
    options: q.options,
    correctAnswer: q.correctAnswer,
    startedAt: null,
    durationMs: null,
    revealedAt: null,
    answered: 0,
    correct: 0,
    pauses: [],
    skipped: false,
  }));
  const distribution = quiz.questions.map((q) => q.options.map(() => 0));
  const differences: AuditDifference[] = [];
  const timeline: GameTimelineEntry[] = [];
  const leaderboards: GameAudit['leaderboards'] = [];
  let status: GameStatus = 'waiting';
  let startedAt: string | null = null;
  let endedAt: string | null = null;
  let open: number | null = null;
  let scoreSum = 0;
  // An event this audit does not know during a question may move its clock: its answers' arrival window is then
  // not judged (their time spent and points still are).
  let unknownDuringQuestion = false;

  const inGame = () => [...players.values()].filter((p) => p.status === 'active');
  const snapshot = (revision: number) => {
    if (open === null || leaderboards.some((l) => l.questionIndex === open)) return;
    leaderboards.push({ questionIndex: open, revision, standings: standingsOf(inGame()) });
  };
  const flag = (revision: number, path: string, expected: unknown, actual: unknown) =>
    differences.push({ source: 'event', revision, path, expected, actual });

  for (const recorded of events) {
    const { revision } = recorded;
    const base = { revision, at: recorded.recordedAt, type: recorded.type, known: knownTypes.has(recorded.type) };
    if (!base.known) {
      timeline.push({ ...base, data: recorded.data });
      unknownDuringQuestion = open !== null;
      continue;
    }
    const event = { type: recorded.type, data: recorded.data } as GameEvent;
    switch (event.type) {
      case 'GameCreated':
        timeline.push({ ...base, at: event.data.createdAt });
        break;
      case 'ParticipantJoined': {
        const { participantId, name, joinedAt } = event.data;
        players.set(participantId, {
          participantId,
          name,
          joinOrder: players.size,
          status: 'active',
          leftAt: null,
          score: 0,
          correctAnswers: 0,
          totalTimeMs: 0,
          answers: new Map(),
        });
        timeline.push({ ...base, at: joinedAt, participantId, name });
        break;
      }
      case 'ParticipantLeft':
      case 'ParticipantKicked': {
        const { participantId } = event.data;
        const at = event.type === 'ParticipantLeft' ? event.data.leftAt : event.data.kickedAt;
        const p = players.get(participantId);
        if (p && (event.type === 'ParticipantKicked' || p.status === 'active')) {
          p.status = event.type === 'ParticipantLeft' ? 'left' : 'kicked';
          p.leftAt = at;
        }
        timeline.push({ ...base, at, participantId, name: p?.name });
        break;
      }
      case 'GameStarted':
        status = 'active';
        startedAt = event.data.startedAt;
        timeline.push({ ...base, at: startedAt });
        break;
      case 'QuestionStarted': {
        const { questionIndex, durationMs } = event.data;
        snapshot(revision);
        open = questionIndex;
        unknownDuringQuestion = false;
        const q = questions[questionIndex];
        if (q) Object.assign(q, { startedAt: event.data.startedAt, durationMs, pauses: [] });
        else flag(revision, `questions[${questionIndex}]`, 'a question of the quiz', questionIndex);
        const endsAt = new Date(ms(event.data.startedAt) + durationMs).toISOString();
        timeline.push({ ...base, at: event.data.startedAt, questionIndex, durationMs, endsAt });
        break;
      }
      case 'AnswerSubmitted': {
        const { participantId, questionIndex, answer, correct, points, timeSpentMs, submittedAt } = event.data;
        const p = players.get(participantId);
        const q = questions[questionIndex];
        const name = p?.name ?? participantId;
        const where = `answers[${name}][q${questionIndex + 1}]`;
        const expectedCorrect = q ? answer === q.correctAnswer : false;
        const duration = q?.durationMs ?? 0;
        const expectedPoints = pointsFor(expectedCorrect, timeSpentMs, duration);
        timeline.push({
          ...base,
          at: submittedAt,
          participantId,
          name,
          questionIndex,
          answer: {
            questionIndex,
            answer,
            optionText: q?.options[answer] ?? null,
            correct,
            points,
            timeSpentMs,
            expectedCorrect,
            expectedPoints,
          },
        });
        if (!p) flag(revision, `${where}.participant`, 'a player who joined', participantId);
        if (!q?.startedAt) {
          flag(revision, `${where}.question`, 'a question that was started', questionIndex);
          break;
        }
        if (open !== questionIndex || q.revealedAt)
          flag(revision, `${where}.question`, 'the open question, before its reveal', q.revealedAt ? 'revealed' : open);
        if (q.pauses.some((pause) => pause.to === null))
          flag(revision, `${where}.submittedAt`, 'while the clock runs', 'during a pause');
        const elapsed =
          ms(submittedAt) < ms(q.startedAt)
            ? ms(submittedAt) - ms(q.startedAt)
            : runningMsBetween(ms(q.startedAt), ms(submittedAt), q.pauses);
        if (elapsed < 0 || (!unknownDuringQuestion && elapsed > duration + ANSWER_GRACE_MS))
          flag(revision, `${where}.submittedAt`, `within ${duration + ANSWER_GRACE_MS} ms of the start`, elapsed);
        if (timeSpentMs < 0 || timeSpentMs > Math.min(duration, Math.max(0, elapsed)))
          flag(revision, `${where}.timeSpentMs`, `0 to ${Math.min(duration, Math.max(0, elapsed))}`, timeSpentMs);
        if (correct !== expectedCorrect) flag(revision, `${where}.correct`, expectedCorrect, correct);
        if (points !== expectedPoints) flag(revision, `${where}.points`, expectedPoints, points);
        if (!p) break;
        if (p.answers.has(questionIndex)) {
          flag(revision, `${where}.duplicate`, 'one answer per question', 'a second answer');
          break;
        }
        p.answers.set(questionIndex, { questionIndex, answer, correct: expectedCorrect, points: expectedPoints, timeSpentMs });
        p.score += expectedPoints;
        scoreSum += expectedPoints;
        if (expectedCorrect) {
          p.correctAnswers += 1;
          p.totalTimeMs += timeSpentMs;
        }
        q.answered += 1;
        if (expectedCorrect) q.correct += 1;
        const counts = distribution[questionIndex];
        if (counts && answer in counts) counts[answer]! += 1;
        break;
      }
      case 'AnswerRevealed': {
        const q = questions[event.data.questionIndex];
        if (q && !q.revealedAt) q.revealedAt = event.data.revealedAt;
        if (q) q.pauses = q.pauses.map((pause) => (pause.to === null ? { ...pause, to: event.data.revealedAt } : pause));
        timeline.push({ ...base, at: event.data.revealedAt, questionIndex: event.data.questionIndex, by: event.data.by });
        if (open === event.data.questionIndex) snapshot(revision);
        break;
      }
      case 'QuestionPaused':
      case 'QuestionResumed': {
        const { questionIndex, remainingMs } = event.data;
        const at = event.type === 'QuestionPaused' ? event.data.pausedAt : event.data.resumedAt;
        const q = questions[questionIndex];
        timeline.push({ ...base, at, questionIndex, remainingMs });
        const where = `questions[q${questionIndex + 1}]`;
        if (!q || open !== questionIndex || q.revealedAt || q.skipped) {
          flag(revision, `${where}.clock`, 'the open question, before its reveal', q?.revealedAt ? 'revealed' : open);
          break;
        }
        const paused = q.pauses.some((pause) => pause.to === null);
        if (event.type === 'QuestionPaused') {
          if (paused) flag(revision, `${where}.clock`, 'a running clock', 'already paused');
          else q.pauses.push({ from: at, to: null });
        } else if (!paused) flag(revision, `${where}.clock`, 'a paused clock', 'running');
        else q.pauses = q.pauses.map((pause) => (pause.to === null ? { ...pause, to: at } : pause));
        break;
      }
      case 'AnswerVoided': {
        const { participantId, questionIndex, voidedAt } = event.data;
        const p = players.get(participantId);
        const q = questions[questionIndex];
        const name = p?.name ?? participantId;
        timeline.push({ ...base, at: voidedAt, participantId, name, questionIndex });
        const voided = p?.answers.get(questionIndex);
        if (!p || !q || !voided) {
          flag(revision, `answers[${name}][q${questionIndex + 1}].voided`, 'an answer that was recorded', null);
          break;
        }
        if (voided.answer !== event.data.answer || voided.points !== event.data.points)
          flag(revision, `answers[${name}][q${questionIndex + 1}].voided`, voided, event.data);
        p.answers.delete(questionIndex);
        p.score -= voided.points;
        scoreSum -= voided.points;
        q.answered -= 1;
        if (voided.correct) {
          p.correctAnswers -= 1;
          p.totalTimeMs -= voided.timeSpentMs;
          q.correct -= 1;
        }
        const counts = distribution[questionIndex];
        if (counts && voided.answer in counts) counts[voided.answer]! -= 1;
        break;
      }
      case 'QuestionSkipped': {
        const { questionIndex, skippedAt } = event.data;
        const q = questions[questionIndex];
        timeline.push({ ...base, at: skippedAt, questionIndex, by: 'host' });
        if (!q || open !== questionIndex || q.revealedAt)
          flag(revision, `questions[q${questionIndex + 1}].skipped`, 'the open question, before its reveal', open);
        if (q) {
          q.skipped = true;
          q.pauses = q.pauses.map((pause) => (pause.to === null ? { ...pause, to: skippedAt } : pause));
          if (q.answered !== 0)
            flag(revision, `questions[q${questionIndex + 1}].answered`, 'every answer voided before the skip', q.answered);
        }
        // A skipped question has no leaderboard of its own: it changed no score.
        if (open === questionIndex) open = null;
        break;
      }
      case 'GameEnded':
        snapshot(revision);
        status = 'ended';
        endedAt = event.data.endedAt;
        timeline.push({ ...base, at: endedAt, by: event.data.by });
        break;
      case 'LobbyExpired':
        status = 'ended';
        endedAt = event.data.expiredAt;
        timeline.push({ ...base, at: endedAt });
        break;
      default:
        timeline.push({ ...base, known: false, data: recorded.data });
    }
  }

  const all = [...players.values()];
  const finalists = status === 'ended' ? all.filter((p) => inFinalStandings({ endedAt }, p)) : inGame();
  const standings = standingsOf(finalists);
  const participants = all.map((p) => ({
    participantId: p.participantId,
    name: p.name,
    status: p.status,
    leftAt: p.leftAt,
    score: p.score,
    correctAnswers: p.correctAnswers,
    totalTimeMs: p.totalTimeMs,
    answers: [...p.answers.values()].sort((a, b) => a.questionIndex - b.questionIndex),
  }));

  if (readModel) {
    differences.push(
      ...compareWithReadModel(
        {
          game: {
            pin: created.pin,
            status,
            startedAt,
            endedAt,
            participantCount: inGame().length,
            scoreSum,
            questionStats: questions.map((q) => ({
              questionIndex: q.index,
              answered: q.answered,
              correct: q.correct,
              distribution: distribution[q.index]!,
            })),
          },
          participants,
          standings,
        },
        readModel,
      ),
    );
  }

  return {
    gameId: created.gameId,
    pin: created.pin,
    hostId: created.hostId,
    quiz: { quizId: quiz.quizId, title: quiz.title, timeLimit: quiz.timeLimit, questionsCount: quiz.questions.length },
    settings: created.settings,
    status,
    createdAt: created.createdAt,
    startedAt,
    endedAt,
    timeline,
    questions,
    leaderboards,
    standings,
    participants,
    differences,
    verified: differences.length === 0,
  };
};

const compareWithReadModel = (
  replay: {
    game: NonNullable<GameResultsReadModel['game']>;
    participants: GameAudit['participants'];
    standings: StandingEntry[];
  },
  readModel: GameResultsReadModel,
): AuditDifference[] => {
  if (!readModel.game) return [{ source: 'readModel', path: 'game', expected: 'the game document', actual: null }];
  const { pin, status, startedAt, endedAt, participantCount, scoreSum, questionStats } = readModel.game;
  const out = compareFields(
    'game',
    replay.game,
    { pin, status, startedAt, endedAt, participantCount, scoreSum, questionStats },
  );
  const stored = new Map(readModel.participants.map((p) => [p.participantId, p]));
  for (const p of replay.participants) {
    const doc = stored.get(p.participantId);
    stored.delete(p.participantId);
    const path = `participants[${p.name}]`;
    if (!doc) {
      out.push({ source: 'readModel', path, expected: 'a participant document', actual: null });
      continue;
    }
    const answers = [...doc.answers]
      .sort((a, b) => a.questionIndex - b.questionIndex)
      .map(({ questionIndex, answer, correct, points, timeSpentMs }) => ({
        questionIndex,
        answer,
        correct,
        points,
        timeSpentMs,
      }));
    out.push(
      ...compareFields(path, p, {
        participantId: doc.participantId,
        name: doc.name,
        status: doc.status,
        leftAt: doc.leftAt ?? null,
        score: doc.score,
        correctAnswers: doc.correctAnswers,
        totalTimeMs: doc.totalTimeMs,
        answers,
      }),
    );
  }
  for (const doc of stored.values())
    out.push({ source: 'readModel', path: `participants[${doc.name}]`, expected: null, actual: 'a participant document' });
  // The ranks the results page shows: the read model's players ranked by the same rule.
  const finalists = readModel.participants.filter((p) =>
    readModel.game!.status === 'ended' ? inFinalStandings(readModel.game!, p) : p.status === 'active',
  );
  const ranks = new Map(rank(finalists).map((p) => [p.participantId, p.rank]));
  for (const s of replay.standings) {
    const actual = ranks.get(s.participantId) ?? null;
    if (actual !== s.rank)
      out.push({ source: 'readModel', path: `standings[${s.name}].rank`, expected: s.rank, actual });
  }
  return out;
};
