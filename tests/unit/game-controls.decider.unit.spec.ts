/** The host's clock controls: pause and resume the open question, skip it (issue 12). */
import { describe, expect, it } from 'vitest';
import type { Game, GameCommand, GameEvent, QuizSnapshot } from '../../domain/game/game.decider';
import { evolveGame, gameDecider, msUntilTimeUp, remainingMsOf } from '../../domain/game/game.decider';
import { timerOf } from '../../domain/game/game.views';
import { countedQuestions, pointsFor, runningMsBetween, timeSpentMsOf } from '../../domain/game/scoring';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(gameDecider);
const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const meta = (seconds: number) => ({ now: at(seconds), actor: null, correlationId: 'c' });

const question = (id: string, correctAnswer: number) => ({
  id,
  text: `Question ${id}?`,
  options: ['A', 'B'],
  correctAnswer,
  explanation: null,
  difficulty: 'easy' as const,
  imageUrl: null,
  imageAltText: null,
});
const quiz: QuizSnapshot = {
  quizId: 'q',
  title: 'Quiz',
  timeLimit: 20,
  questions: [question('a', 0), question('b', 1)],
};

const created: GameEvent = {
  type: 'GameCreated',
  data: {
    gameId: 'g1',
    hostId: 'host',
    pin: '123456',
    quiz,
    settings: { maxParticipants: 10, allowLateJoin: true },
    createdAt: at(0),
  },
};
const joined = (participantId: string): GameEvent => ({
  type: 'ParticipantJoined',
  data: { participantId, name: participantId, userId: null, joinedAt: at(1) },
});
/** Question 1 opens at 10 s, for 20 s. */
const running: GameEvent[] = [
  created,
  joined('p1'),
  joined('p2'),
  { type: 'GameStarted', data: { startedAt: at(10) } },
  { type: 'QuestionStarted', data: { questionIndex: 0, startedAt: at(10), durationMs: 20_000 } },
];
const paused = (seconds: number, remainingMs: number): GameEvent => ({
  type: 'QuestionPaused',
  data: { questionIndex: 0, pausedAt: at(seconds), remainingMs },
});
const resumed = (seconds: number, remainingMs: number): GameEvent => ({
  type: 'QuestionResumed',
  data: { questionIndex: 0, resumedAt: at(seconds), remainingMs },
});
const answered = (participantId: string, answer: number, timeSpentMs: number, seconds: number): GameEvent => ({
  type: 'AnswerSubmitted',
  data: {
    participantId,
    questionIndex: 0,
    answer,
    correct: answer === 0,
    points: pointsFor(answer === 0, timeSpentMs, 20_000),
    timeSpentMs,
    requestId: `${participantId}-r`,
    submittedAt: at(seconds),
  },
});

const pause = (seconds: number, hostId = 'host', questionIndex?: number): GameCommand => ({
  type: 'PauseQuestion',
  data: { hostId, questionIndex },
  metadata: meta(seconds),
});
const resume = (seconds: number, questionIndex?: number): GameCommand => ({
  type: 'ResumeQuestion',
  data: { hostId: 'host', questionIndex },
  metadata: meta(seconds),
});
const skip = (seconds: number, hostId = 'host'): GameCommand => ({
  type: 'SkipQuestion',
  data: { hostId, questionIndex: 0 },
  metadata: meta(seconds),
});
const submit = (participantId: string, answer: number, seconds: number): GameCommand => ({
  type: 'SubmitAnswer',
  data: { participantId, questionIndex: 0, answer, requestId: `${participantId}-r` },
  metadata: meta(seconds),
});
const fold = (events: GameEvent[]) =>
  events.reduce((state, event) => evolveGame(state, event), { status: 'none' } as Game) as Exclude<
    Game,
    { status: 'none' }
  >;

describe('Pausing the clock', () => {
  it('records the pause with the time left', () =>
    given(running)
      .when(pause(16))
      .then([paused(16, 14_000)]));
  it('is for the host only', () => given(running).when(pause(16, 'someone')).thenThrows('game.hostOnly'));
  it('is refused before the question opens, and once its time ran out', () => {
    given([
      ...running.slice(0, 4),
      { type: 'QuestionStarted', data: { questionIndex: 0, startedAt: at(13), durationMs: 20_000 } },
    ])
      .when(pause(11))
      .thenThrows('game.questionNotOpen');
    given(running).when(pause(30)).thenThrows('game.questionNotOpen');
  });
  it('is refused once the answer is out', () =>
    given([...running, { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(15), by: 'host' } }])
      .when(pause(16))
      .thenThrows('game.questionRevealed'));
  it('changes nothing when already paused, or when meant for another question', () => {
    given([...running, paused(16, 14_000)])
      .when(pause(17))
      .then([]);
    given(running)
      .when(pause(16, 'host', 1))
      .then([]);
  });
  it('refuses answers while paused, with its own code', () =>
    given([...running, paused(16, 14_000)])
      .when(submit('p1', 0, 18))
      .thenThrows('game.paused'));
  it('keeps a timer that fires meanwhile from revealing', () =>
    given([...running, paused(16, 14_000)])
      .when({ type: 'RevealAnswer', data: { by: 'timer', questionIndex: 0 }, metadata: meta(30) })
      .then([]));
});

describe('Resuming the clock', () => {
  it('starts again from the time left at the pause', () =>
    given([...running, paused(16, 14_000)])
      .when(resume(76))
      .then([resumed(76, 14_000)]));
  it('changes nothing while the clock runs', () => given(running).when(resume(16)).then([]));
  it('leaves the question open for the time that was left', () => {
    const game = fold([...running, paused(16, 14_000), resumed(76, 14_000)]);
    expect(msUntilTimeUp(game.question!, Date.parse(at(80)))).toBe(10_000);
    expect(timerOf(game, new Date(at(80)))).toMatchObject({ remainingTime: 10, active: true, paused: false });
    // Without the pause the time would have run out at 30 s: an answer at 80 s is still on time.
    given([...running, paused(16, 14_000), resumed(76, 14_000)])
      .when(submit('p1', 0, 80))
      .then([answered('p1', 0, 10_000, 80)]);
  });
  it('scores the time spent without the pause', () => {
    // 6 s before the pause, 4 s after it: 10 s of the 20, whatever the pause lasted.
    const events = [...running, paused(16, 14_000), resumed(76, 14_000)];
    given(events)
      .when(submit('p2', 0, 80))
      .then([answered('p2', 0, 10_000, 80)]);
    expect(pointsFor(true, 10_000, 20_000)).toBe(750);
  });
  it('refuses an answer once the resumed time ran out (with the grace)', () =>
    given([...running, paused(16, 14_000), resumed(76, 14_000)])
      .when(submit('p1', 0, 91.5))
      .thenThrows('game.timeUp'));
});

describe('A reveal during a pause', () => {
  it('ends the pause with the clock: a resume then changes nothing', () => {
    const events: GameEvent[] = [
      ...running,
      paused(16, 14_000),
      { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(20), by: 'host' } },
    ];
    expect(timerOf(fold(events), new Date(at(21)))).toMatchObject({ paused: false, active: false, remainingMs: 0 });
    given(events).when(resume(22)).then([]);
  });
});

describe('The clock while paused', () => {
  it('stands still and says so', () => {
    const game = fold([...running, paused(16, 14_000)]);
    expect(remainingMsOf(game.question!, Date.parse(at(50)))).toBe(14_000);
    expect(msUntilTimeUp(game.question!, Date.parse(at(50)))).toBeNull();
    expect(timerOf(game, new Date(at(50)))).toMatchObject({
      remainingTime: 14,
      remainingMs: 14_000,
      active: false,
      paused: true,
    });
  });
});

describe('Skipping a question', () => {
  const next: GameEvent = {
    type: 'QuestionStarted',
    data: { questionIndex: 1, startedAt: at(20), durationMs: 20_000 },
  };
  it('moves on to the next question; nothing to void when nobody answered', () =>
    given(running)
      .when(skip(20))
      .then([{ type: 'QuestionSkipped', data: { questionIndex: 0, skippedAt: at(20), answersVoided: 0 } }, next]));
  it('voids the answers given so far: the question does not count', () => {
    const events = [...running, answered('p1', 0, 4000, 14), answered('p2', 1, 5000, 15)];
    given(events)
      .when(skip(20))
      .then([
        {
          type: 'AnswerVoided',
          data: {
            participantId: 'p1',
            questionIndex: 0,
            answer: 0,
            correct: true,
            points: 900,
            timeSpentMs: 4000,
            voidedAt: at(20),
            reason: 'skipped',
          },
        },
        {
          type: 'AnswerVoided',
          data: {
            participantId: 'p2',
            questionIndex: 0,
            answer: 1,
            correct: false,
            points: 0,
            timeSpentMs: 5000,
            voidedAt: at(20),
            reason: 'skipped',
          },
        },
        { type: 'QuestionSkipped', data: { questionIndex: 0, skippedAt: at(20), answersVoided: 2 } },
        next,
      ]);
    const game = fold([...events, ...gameDecider.decide(skip(20), fold(events))]);
    const p1 = game.participants.get('p1')!;
    expect({ score: p1.score, correct: p1.correctAnswers, time: p1.totalTimeMs, answers: p1.answers.size }).toEqual({
      score: 0,
      correct: 0,
      time: 0,
      answers: 0,
    });
    expect(game.skippedQuestions).toEqual([0]);
  });
  it('ends the game after the last question', () => {
    const onLast: GameEvent[] = [
      ...running,
      { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(15), by: 'host' } },
      next,
    ];
    given(onLast)
      .when({ type: 'SkipQuestion', data: { hostId: 'host', questionIndex: 1 }, metadata: meta(25) })
      .then([
        { type: 'QuestionSkipped', data: { questionIndex: 1, skippedAt: at(25), answersVoided: 0 } },
        { type: 'GameEnded', data: { endedAt: at(25), by: 'host' } },
      ]);
  });
  it('works while paused too', () =>
    given([...running, paused(16, 14_000)])
      .when(skip(20))
      .then([{ type: 'QuestionSkipped', data: { questionIndex: 0, skippedAt: at(20), answersVoided: 0 } }, next]));
  it('is for the host only, and not once the answer is out', () => {
    given(running).when(skip(20, 'someone')).thenThrows('game.hostOnly');
    given([...running, { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(15), by: 'host' } }])
      .when(skip(20))
      .thenThrows('game.questionRevealed');
  });
});

describe('Scoring rules for the clock', () => {
  const pauses = [
    { from: at(16), to: at(76) },
    { from: at(80), to: null },
  ];
  it('counts the running time only', () => {
    expect(runningMsBetween(Date.parse(at(10)), Date.parse(at(20)), [])).toBe(10_000);
    expect(runningMsBetween(Date.parse(at(10)), Date.parse(at(78)), pauses)).toBe(8000);
    // A pause still on runs until the end of the span.
    expect(runningMsBetween(Date.parse(at(10)), Date.parse(at(90)), pauses)).toBe(10_000);
    // A player who received the question after a pause is not charged for it.
    expect(timeSpentMsOf({ startedAt: at(10), durationMs: 20_000, pauses }, at(77), at(79))).toBe(2000);
  });
  it('counts the questions asked and not skipped', () => {
    expect(countedQuestions({ questionsCount: 5, lastAsked: null })).toEqual([]);
    expect(countedQuestions({ questionsCount: 5, lastAsked: 2, skipped: [1] })).toEqual([0, 2]);
    expect(countedQuestions({ questionsCount: 3, lastAsked: 2, skipped: [2] })).toEqual([0, 1]);
  });
});
