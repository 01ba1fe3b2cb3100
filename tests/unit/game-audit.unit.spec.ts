/**
 * The game audit: given a game's events (made by the real decider), when it is audited against the results read
 * model (made by the real projections), then it verifies, or names each difference exactly.
 */
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import type { AuditEvent } from '../../domain/audit/game-audit';
import { auditGame } from '../../domain/audit/game-audit';
import type { GameCommand, QuizSnapshot } from '../../domain/game/game.decider';
import { gameDecider } from '../../domain/game/game.decider';
import { pointsFor } from '../../domain/game/scoring';
import { resultsReadModelOf } from '../../projections/games/game-audit.queries';
import type { GameDoc, GameParticipantDoc } from '../../projections/games/games.projection';
import { gameParticipantsProjection, gamesProjection } from '../../projections/games/games.projection';
import { printGameAudit } from '../../scripts/audit/game';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

const question = (id: string, correctAnswer: number) => ({
  id,
  text: `Question ${id}?`,
  options: ['A', 'B', 'C'],
  correctAnswer,
  explanation: null,
  difficulty: 'easy' as const,
  imageUrl: null,
  imageAltText: null,
});
const quiz: QuizSnapshot = {
  quizId: 'q',
  title: 'Audit',
  timeLimit: 20,
  questions: [question('a', 0), question('b', 2)],
};

/** Runs commands through the real decider (each at its second), recording the events as the store would. */
const play = (steps: [number, GameCommand['type'], GameCommand['data']][]): RecordedEvent[] => {
  let state = gameDecider.initialState();
  const recorded: RecordedEvent[] = [];
  for (const [seconds, type, data] of steps) {
    const command = { type, data, metadata: { now: at(seconds), actor: null, correlationId: 'c' } } as GameCommand;
    for (const event of gameDecider.decide(command, state)) {
      state = gameDecider.evolve(state, event);
      const revision = recorded.length;
      recorded.push({
        id: `e${revision}`,
        stream: 'game-g1',
        revision,
        position: revision + 1,
        type: event.type,
        data: event.data,
        metadata: { actor: null, correlationId: 'c', causationId: null, at: at(seconds) },
        createdAt: at(seconds),
      });
    }
  }
  return recorded;
};

const host = { hostId: 'host' };
const answer = (participantId: string, questionIndex: number, option: number) => ({
  participantId,
  questionIndex,
  answer: option,
  requestId: `${participantId}-${questionIndex}`,
});

const playedGame = () =>
  play([
    [
      0,
      'CreateGame',
      { gameId: 'g1', hostId: 'host', pin: '123456', quiz, settings: { maxParticipants: 10, allowLateJoin: false } },
    ],
    [1, 'JoinGame', { participantId: 'ann', name: 'Ann', userId: null }],
    [2, 'JoinGame', { participantId: 'bob', name: 'Bob', userId: null }],
    [3, 'JoinGame', { participantId: 'cem', name: 'Cem', userId: null }],
    [10, 'StartGame', host],
    [14, 'SubmitAnswer', answer('ann', 0, 0)],
    [15, 'SubmitAnswer', answer('bob', 0, 1)],
    [16, 'LeaveGame', { participantId: 'cem' }],
    [20, 'RevealAnswer', { by: 'host', hostId: 'host' }],
    [30, 'NextQuestion', host],
    [32, 'SubmitAnswer', answer('bob', 1, 2)],
    [40, 'SubmitAnswer', answer('ann', 1, 2)],
    [50, 'EndGame', { by: 'host', hostId: 'host' }],
  ]);

/** The results read model the real projections build from the same events. */
const readModelOf = (events: RecordedEvent[]) => {
  let game: GameDoc | null = null;
  const players = new Map<string, GameParticipantDoc>();
  for (const e of events) {
    if (gamesProjection.handles.includes(e.type)) game = gamesProjection.evolve(game, e);
    if (gameParticipantsProjection.handles.includes(e.type)) {
      const id = gameParticipantsProjection.documentId(e)!;
      const doc = gameParticipantsProjection.evolve(players.get(id) ?? null, e);
      if (doc) players.set(id, doc);
    }
  }
  return resultsReadModelOf(game, [...players.values()]);
};

const asAudit = (events: RecordedEvent[]): AuditEvent[] =>
  events.map((e) => ({ id: e.id, revision: e.revision, type: e.type, data: e.data, recordedAt: e.metadata.at }));

const withPoints = (events: RecordedEvent[], revision: number, points: number) =>
  events.map((e) => (e.revision === revision ? { ...e, data: { ...(e.data as Record<string, unknown>), points } } : e));

describe('Given a game played to the end', () => {
  const events = playedGame();

  it('lists every event in a timeline with the server times, the options and the points', () => {
    const audit = auditGame(asAudit(events), readModelOf(events))!;
    expect(audit.timeline.map((e) => e.type)).toEqual(events.map((e) => e.type));
    const first = audit.timeline.find((e) => e.type === 'AnswerSubmitted')!;
    expect(first).toMatchObject({
      at: at(14),
      name: 'Ann',
      questionIndex: 0,
      answer: { answer: 0, optionText: 'A', correct: true, timeSpentMs: 4000, points: pointsFor(true, 4000, 20_000) },
    });
    expect(audit.timeline.find((e) => e.type === 'QuestionStarted')).toMatchObject({
      endsAt: at(30),
      durationMs: 20_000,
    });
    expect(audit.timeline.find((e) => e.type === 'ParticipantLeft')).toMatchObject({ name: 'Cem', at: at(16) });
  });

  it('recomputes the results, the leaderboard after each question, and verifies against the read model', () => {
    const audit = auditGame(asAudit(events), readModelOf(events))!;
    expect(audit.differences).toEqual([]);
    expect(audit.verified).toBe(true);
    const q1 = { ann: pointsFor(true, 4000, 20_000), bob: 0 };
    const q2 = { ann: pointsFor(true, 10_000, 20_000), bob: pointsFor(true, 2000, 20_000) };
    expect(audit.leaderboards.map((l) => l.standings.map((s) => [s.name, s.score]))).toEqual([
      [
        ['Ann', q1.ann],
        ['Bob', 0],
      ],
      [
        ['Ann', q1.ann + q2.ann],
        ['Bob', q2.bob],
      ],
    ]);
    expect(audit.standings.map((s) => [s.rank, s.name])).toEqual([
      [1, 'Ann'],
      [2, 'Bob'],
    ]);
    expect(audit.participants.find((p) => p.name === 'Cem')).toMatchObject({ status: 'left', score: 0 });
  });
});

describe('Given a game whose log was changed', () => {
  const events = playedGame();
  const bobsAnswer = events.find(
    (e) =>
      e.type === 'AnswerSubmitted' &&
      (e.data as { participantId: string }).participantId === 'bob' &&
      (e.data as { questionIndex: number }).questionIndex === 1,
  )!;
  const honest = pointsFor(true, 2000, 20_000);

  it('names the changed answer and its points, even when the read model still holds the true ones', () => {
    const audit = auditGame(asAudit(withPoints(events, bobsAnswer.revision, 5000)), readModelOf(events))!;
    expect(audit.verified).toBe(false);
    expect(audit.differences).toEqual([
      {
        source: 'event',
        revision: bobsAnswer.revision,
        path: 'answers[Bob][q2].points',
        expected: honest,
        actual: 5000,
      },
    ]);
  });

  it('names the read model fields that follow from it when the read model was rebuilt from the changed log', () => {
    const tampered = withPoints(events, bobsAnswer.revision, 5000);
    const audit = auditGame(asAudit(tampered), readModelOf(tampered))!;
    expect(audit.differences).toEqual(
      expect.arrayContaining([
        {
          source: 'event',
          revision: bobsAnswer.revision,
          path: 'answers[Bob][q2].points',
          expected: honest,
          actual: 5000,
        },
        { source: 'readModel', path: 'participants[Bob].score', expected: honest, actual: 5000 },
        { source: 'readModel', path: 'participants[Bob].answers[1].points', expected: honest, actual: 5000 },
        { source: 'readModel', path: 'standings[Ann].rank', expected: 1, actual: 2 },
      ]),
    );
  });

  it('reports an answer marked correct against the quiz snapshot', () => {
    const annFirst = events.find((e) => e.type === 'AnswerSubmitted')!;
    const changed = events.map((e) => (e === annFirst ? { ...e, data: { ...(e.data as object), answer: 1 } } : e));
    const audit = auditGame(asAudit(changed), readModelOf(events))!;
    expect(audit.differences).toContainEqual({
      source: 'event',
      revision: annFirst.revision,
      path: 'answers[Ann][q1].correct',
      expected: false,
      actual: true,
    });
  });
});

describe('Given an answer recorded after its question was revealed', () => {
  it('names it', () => {
    const events = playedGame();
    const reveal = events.findIndex((e) => e.type === 'AnswerRevealed');
    const answer = events.findIndex((e) => e.type === 'AnswerSubmitted');
    const moved = [...events];
    const [a] = moved.splice(answer, 1);
    moved.splice(reveal, 0, a!);
    expect(auditGame(asAudit(moved), null)!.differences).toContainEqual({
      source: 'event',
      revision: a!.revision,
      path: 'answers[Ann][q1].question',
      expected: 'the open question, before its reveal',
      actual: 'revealed',
    });
  });
});

describe('Given events the audit does not know', () => {
  it('lists them in the timeline as they are and still verifies the game', () => {
    const events = playedGame();
    const paused: RecordedEvent = { ...events[5]!, type: 'GamePaused', data: { pausedAt: at(12) } };
    const withUnknown = [...events.slice(0, 5), paused, ...events.slice(5)];
    const audit = auditGame(asAudit(withUnknown), readModelOf(events))!;
    expect(audit.timeline.find((e) => e.type === 'GamePaused')).toMatchObject({
      known: false,
      data: { pausedAt: at(12) },
    });
    expect(audit.verified).toBe(true);
  });

  it('does not judge the arrival window of answers to a question during which such an event happened', () => {
    const events = playedGame();
    const late = (e: RecordedEvent) =>
      e.type === 'AnswerSubmitted' && (e.data as { participantId: string }).participantId === 'ann'
        ? { ...e, data: { ...(e.data as object), submittedAt: at(14 + 60) } }
        : e;
    const firstAnswer = events.findIndex((e) => e.type === 'AnswerSubmitted');
    const strict = auditGame(asAudit(events.map(late)), null)!;
    expect(strict.differences).toContainEqual({
      source: 'event',
      revision: events[firstAnswer]!.revision,
      path: 'answers[Ann][q1].submittedAt',
      expected: 'within 21000 ms of the start',
      actual: 64_000,
    });
    const paused: RecordedEvent = { ...events[firstAnswer]!, type: 'GamePaused', data: { pausedAt: at(12) } };
    const withPause = [...events.slice(0, firstAnswer), paused, ...events.slice(firstAnswer)].map(late);
    expect(auditGame(asAudit(withPause), null)!.differences.map((d) => d.path)).not.toContain(
      'answers[Ann][q1].submittedAt',
    );
  });

  it('is no game without its GameCreated', () => {
    expect(auditGame([], null)).toBeNull();
  });
});

describe('Given a read model that lost a player', () => {
  it('names the missing document', () => {
    const events = playedGame();
    const model = readModelOf(events);
    const audit = auditGame(asAudit(events), {
      ...model,
      participants: model.participants.filter((p) => p.name !== 'Cem'),
    })!;
    expect(audit.differences).toEqual([
      { source: 'readModel', path: 'participants[Cem]', expected: 'a participant document', actual: null },
    ]);
  });
});

describe('Given a player who left and was then removed by the host', () => {
  const events = play([
    [
      0,
      'CreateGame',
      { gameId: 'g1', hostId: 'host', pin: '123456', quiz, settings: { maxParticipants: 10, allowLateJoin: false } },
    ],
    [1, 'JoinGame', { participantId: 'ann', name: 'Ann', userId: null }],
    [2, 'JoinGame', { participantId: 'bob', name: 'Bob', userId: null }],
    [3, 'LeaveGame', { participantId: 'bob' }],
    [4, 'KickParticipant', { hostId: 'host', participantId: 'bob' }],
  ]);

  it('counts them out once: the read model holds one player and verifies', () => {
    expect(events.map((e) => e.type)).toContain('ParticipantKicked');
    const readModel = readModelOf(events);
    expect(readModel.game?.participantCount).toBe(1);
    expect(auditGame(asAudit(events), readModel)!.differences).toEqual([]);
  });
});

describe('Given a game the host paused and skipped a question of', () => {
  // Question 1 is paused at 16 s for a minute and answered at 80 s (10 s of running time); question 2 is answered
  // by Bob and then skipped, which ends the game.
  const events = play([
    [
      0,
      'CreateGame',
      { gameId: 'g1', hostId: 'host', pin: '123456', quiz, settings: { maxParticipants: 10, allowLateJoin: false } },
    ],
    [1, 'JoinGame', { participantId: 'ann', name: 'Ann', userId: null }],
    [2, 'JoinGame', { participantId: 'bob', name: 'Bob', userId: null }],
    [10, 'StartGame', host],
    [16, 'PauseQuestion', host],
    [76, 'ResumeQuestion', host],
    [80, 'SubmitAnswer', answer('ann', 0, 0)],
    [81, 'RevealAnswer', { by: 'host', hostId: 'host' }],
    [90, 'NextQuestion', host],
    [92, 'SubmitAnswer', answer('bob', 1, 2)],
    [95, 'SkipQuestion', host],
  ]);

  it('verifies: the answer’s time excludes the pause, the skipped answer counts nowhere', () => {
    const audit = auditGame(asAudit(events), readModelOf(events))!;
    expect(audit.differences).toEqual([]);
    expect(audit.verified).toBe(true);
    expect(audit.status).toBe('ended');
    expect(audit.participants.find((p) => p.name === 'Ann')).toMatchObject({ score: pointsFor(true, 10_000, 20_000) });
    expect(audit.participants.find((p) => p.name === 'Bob')).toMatchObject({ score: 0, answers: [] });
    expect(audit.questions.map((q) => [q.skipped, q.answered])).toEqual([
      [false, 1],
      [true, 0],
    ]);
    // No leaderboard for a question that changed no score.
    expect(audit.leaderboards.map((l) => l.questionIndex)).toEqual([0]);
    expect(audit.timeline.filter((e) => e.type === 'QuestionPaused' || e.type === 'QuestionResumed')).toMatchObject([
      { questionIndex: 0, remainingMs: 14_000, known: true },
      { questionIndex: 0, remainingMs: 14_000, known: true },
    ]);
  });

  it('prints the pause, the resume, the voided answer and the skip on the command line', () => {
    const lines: string[] = [];
    printGameAudit(auditGame(asAudit(events), readModelOf(events))!, 'test', (line: string) => lines.push(line));
    const text = lines.join('\n');
    expect(text).toContain('paused       q1, 14000 ms left');
    expect(text).toContain('resumed      q1, 14000 ms left');
    expect(text).toContain('voided       q2 Bob (question skipped)');
    expect(text).toContain('skipped      q2 (does not count)');
    expect(lines.at(-1)).toBe('verified');
  });

  it('names an answer whose time does not fit the running clock (pauses excluded)', () => {
    const during = events.map((e) =>
      e.type === 'AnswerSubmitted' && (e.data as { participantId: string }).participantId === 'ann'
        ? { ...e, data: { ...(e.data as Record<string, unknown>), submittedAt: at(50) } }
        : e,
    );
    const audit = auditGame(asAudit(during), null)!;
    expect(audit.verified).toBe(false);
    // At 50 s the clock had run 6 s (the pause from 16 s excluded): 10 s spent cannot be.
    expect(audit.differences).toContainEqual(
      expect.objectContaining({ path: 'answers[Ann][q1].timeSpentMs', expected: '0 to 6000', actual: 10_000 }),
    );
  });
});
