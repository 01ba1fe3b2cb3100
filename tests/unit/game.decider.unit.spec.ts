import { describe, expect, it } from 'vitest';
import type { GameCommand, GameEvent, QuizSnapshot } from '../../domain/game/game.decider';
import { gameDecider } from '../../domain/game/game.decider';
import { pointsFor, rank } from '../../domain/game/scoring';
import { deciderSpec } from '../support/given-when-then';

const given = deciderSpec(gameDecider);
const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const meta = (seconds = 0) => ({ now: at(seconds), actor: null, correlationId: 'c' });

const quiz: QuizSnapshot = {
  quizId: 'quiz-1',
  title: 'Capitals',
  timeLimit: 20,
  questions: [
    {
      id: 'a',
      text: 'Capital of France?',
      options: ['Paris', 'Rome'],
      correctAnswer: 0,
      explanation: 'Paris.',
      difficulty: 'easy',
      imageUrl: null,
      imageAltText: null,
    },
    {
      id: 'b',
      text: 'Capital of Italy?',
      options: ['Paris', 'Rome'],
      correctAnswer: 1,
      explanation: null,
      difficulty: 'easy',
      imageUrl: null,
      imageAltText: null,
    },
  ],
};

const created = (settings = { maxParticipants: 100, allowLateJoin: true }): GameEvent => ({
  type: 'GameCreated',
  data: { gameId: 'g1', hostId: 'host', pin: '123456', quiz, settings, createdAt: at(0) },
});
const joined = (participantId: string, name = participantId, userId: string | null = null): GameEvent => ({
  type: 'ParticipantJoined',
  data: { participantId, name, userId, joinedAt: at(1) },
});
const started: GameEvent[] = [
  { type: 'GameStarted', data: { startedAt: at(10) } },
  { type: 'QuestionStarted', data: { questionIndex: 0, startedAt: at(10), durationMs: 20_000 } },
];
const answered = (
  participantId: string,
  answer: number,
  seconds: number,
  requestId = `${participantId}-r`,
): GameEvent => {
  const correct = answer === 0;
  return {
    type: 'AnswerSubmitted',
    data: {
      participantId,
      questionIndex: 0,
      answer,
      correct,
      points: pointsFor(correct, seconds * 1000, 20_000),
      timeSpentMs: seconds * 1000,
      requestId,
      submittedAt: at(10 + seconds),
    },
  };
};
const revealed: GameEvent = { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(20), by: 'host' } };

const join = (participantId: string, name: string, userId: string | null = null, seconds = 2): GameCommand => ({
  type: 'JoinGame',
  data: { participantId, name, userId },
  metadata: meta(seconds),
});
const submit = (
  participantId: string,
  answer: number,
  seconds: number,
  requestId = `${participantId}-r`,
  receivedAt?: string,
): GameCommand => ({
  type: 'SubmitAnswer',
  data: { participantId, questionIndex: 0, answer, requestId, receivedAt },
  metadata: meta(10 + seconds),
});

describe('Joining', () => {
  it('admits a player to a waiting game, trimming the name', () =>
    given([created()])
      .when(join('p1', '  Ada  '))
      .then([
        { type: 'ParticipantJoined', data: { participantId: 'p1', name: 'Ada', userId: null, joinedAt: at(2) } },
      ]));
  it('refuses a name already taken, in any case', () =>
    given([created(), joined('p1', 'Ada')])
      .when(join('p2', 'ADA'))
      .thenThrows('game.nameTaken'));
  it('refuses an empty or too long name', () => {
    given([created()]).when(join('p1', '   ')).thenThrows('game.nameInvalid');
    given([created()])
      .when(join('p1', 'x'.repeat(31)))
      .thenThrows('game.nameInvalid');
  });
  it('refuses a player when the game is full', () =>
    given([created({ maxParticipants: 1, allowLateJoin: true }), joined('p1')])
      .when(join('p2', 'Bob'))
      .thenThrows('game.full'));
  it('admits a late player when late join is allowed', () =>
    given([created(), joined('p1'), ...started])
      .when(join('p2', 'Bob', null, 15))
      .then([
        { type: 'ParticipantJoined', data: { participantId: 'p2', name: 'Bob', userId: null, joinedAt: at(15) } },
      ]));
  it('refuses a late player when late join is off', () =>
    given([created({ maxParticipants: 100, allowLateJoin: false }), joined('p1'), ...started])
      .when(join('p2', 'Bob'))
      .thenThrows('game.lateJoinClosed'));
  it('tells a signed-in user already in the game so', () =>
    given([created(), joined('p1', 'Ada', 'user-1')])
      .when(join('p2', 'Ada again', 'user-1'))
      .thenThrows('game.alreadyParticipating'));
  it('refuses anyone once the game has ended', () =>
    given([created(), { type: 'GameEnded', data: { endedAt: at(5), by: 'host' } }])
      .when(join('p1', 'Ada'))
      .thenThrows('game.ended'));
  it('frees the name of a player who left', () =>
    given([created(), joined('p1', 'Ada'), { type: 'ParticipantLeft', data: { participantId: 'p1', leftAt: at(3) } }])
      .when(join('p2', 'Ada'))
      .then([
        { type: 'ParticipantJoined', data: { participantId: 'p2', name: 'Ada', userId: null, joinedAt: at(2) } },
      ]));
});

describe('Removing a player', () => {
  const kicked: GameEvent = { type: 'ParticipantKicked', data: { participantId: 'p1', kickedAt: at(3) } };
  it('is for the host only', () =>
    given([created(), joined('p1')])
      .when({ type: 'KickParticipant', data: { hostId: 'someone', participantId: 'p1' }, metadata: meta(3) })
      .thenThrows('game.hostOnly'));
  it('records the removal', () =>
    given([created(), joined('p1')])
      .when({ type: 'KickParticipant', data: { hostId: 'host', participantId: 'p1' }, metadata: meta(3) })
      .then([kicked]));
  it('keeps a removed player out: not by the same account, not by the same name', () => {
    given([created(), joined('p1', 'Ada', 'user-1'), kicked])
      .when(join('p2', 'Another name', 'user-1'))
      .thenThrows('game.kicked');
    given([created(), joined('p1', 'Ada'), kicked])
      .when(join('p2', 'ada'))
      .thenThrows('game.nameTaken');
  });
  it('stops a removed player from answering', () =>
    given([created(), joined('p1'), ...started, { ...kicked, data: { participantId: 'p1', kickedAt: at(12) } }])
      .when(submit('p1', 0, 3))
      .thenThrows('game.kicked'));
});

describe('A removed guest’s device and address', () => {
  const joinFrom = (participantId: string, name: string, origin: { device?: string; address?: string }, seconds = 4) =>
    ({
      ...join(participantId, name, null, seconds),
      data: { participantId, name, userId: null, ...origin },
    }) as GameCommand;
  const joinedFrom = (
    participantId: string,
    name: string,
    origin: { device?: string; address?: string },
  ): GameEvent => ({
    type: 'ParticipantJoined',
    data: { participantId, name, userId: null, joinedAt: at(1), ...origin },
  });
  const kicked: GameEvent = { type: 'ParticipantKicked', data: { participantId: 'p1', kickedAt: at(3) } };
  it('are recorded with the join', () =>
    given([created()])
      .when(joinFrom('p1', 'Ada', { device: 'dev-1', address: 'addr-1' }, 2))
      .then([
        {
          type: 'ParticipantJoined',
          data: { participantId: 'p1', name: 'Ada', userId: null, joinedAt: at(2), device: 'dev-1', address: 'addr-1' },
        },
      ]));
  it('keep the removed guest out under a new name from the same device', () =>
    given([created(), joinedFrom('p1', 'Ada', { device: 'dev-1', address: 'addr-1' }), kicked])
      .when(joinFrom('p2', 'Not Ada', { device: 'dev-1', address: 'addr-2' }))
      .thenThrows('game.kickedDevice'));
  it('keep out a join that names no device from the removed guest’s address', () =>
    given([created(), joinedFrom('p1', 'Ada', { device: 'dev-1', address: 'addr-1' }), kicked])
      .when(joinFrom('p2', 'Bot 2', { address: 'addr-1' }))
      .thenThrows('game.kickedDevice'));
  it('let another device behind the same address join (a classroom shares one address)', () =>
    given([created(), joinedFrom('p1', 'Ada', { device: 'dev-1', address: 'addr-1' }), kicked])
      .when(joinFrom('p2', 'Bob', { device: 'dev-2', address: 'addr-1' }))
      .then([
        {
          type: 'ParticipantJoined',
          data: { participantId: 'p2', name: 'Bob', userId: null, joinedAt: at(4), device: 'dev-2', address: 'addr-1' },
        },
      ]));
  it('do not matter while the player is still in the game', () =>
    given([created(), joinedFrom('p1', 'Ada', { device: 'dev-1', address: 'addr-1' })])
      .when(joinFrom('p2', 'Ada’s twin', { device: 'dev-1', address: 'addr-1' }))
      .then([
        {
          type: 'ParticipantJoined',
          data: {
            participantId: 'p2',
            name: 'Ada’s twin',
            userId: null,
            joinedAt: at(4),
            device: 'dev-1',
            address: 'addr-1',
          },
        },
      ]));
});

describe('An idle lobby', () => {
  const HOUR = 3600;
  const expire = (seconds: number, maxIdleMs = 2 * HOUR * 1000): GameCommand => ({
    type: 'ExpireLobby',
    data: { maxIdleMs },
    metadata: meta(seconds),
  });
  const expired: GameEvent = { type: 'LobbyExpired', data: { expiredAt: at(2 * HOUR + 2), idleSince: at(1) } };
  it('expires once nothing happened in it for longer than the limit, counted from its last event', () => {
    given([created(), joined('p1')])
      .when(expire(2 * HOUR + 1))
      .then([]);
    given([created(), joined('p1')])
      .when(expire(2 * HOUR + 2))
      .then([expired]);
  });
  it('never expires once started, and expires once', () => {
    given([created(), joined('p1'), ...started])
      .when(expire(10 * HOUR))
      .then([]);
    given([created(), joined('p1'), expired])
      .when(expire(10 * HOUR))
      .then([]);
  });
  it('is ended once expired: it cannot be started or joined', () => {
    const state = [created(), joined('p1'), expired].reduce(gameDecider.evolve, gameDecider.initialState());
    expect(state).toMatchObject({ status: 'ended', expiredAt: at(2 * HOUR + 2), endedAt: at(2 * HOUR + 2) });
    given([created(), joined('p1'), expired])
      .when({ type: 'StartGame', data: { hostId: 'host' }, metadata: meta(3 * HOUR) })
      .thenThrows('game.lobbyExpired');
    given([created(), joined('p1'), expired])
      .when(join('p2', 'Late'))
      .thenThrows('game.ended');
  });
});

describe('Starting', () => {
  it('starts the first question with the quiz time limit', () =>
    given([created(), joined('p1')])
      .when({ type: 'StartGame', data: { hostId: 'host' }, metadata: meta(10) })
      .then(started));
  it('opens the first question after the lobby’s countdown, not during it', () => {
    given([created(), joined('p1')])
      .when({ type: 'StartGame', data: { hostId: 'host', countdownMs: 5000 }, metadata: meta(10) })
      .then([
        { type: 'GameStarted', data: { startedAt: at(10) } },
        { type: 'QuestionStarted', data: { questionIndex: 0, startedAt: at(15), durationMs: 20_000 } },
      ]);
    const counting = [
      created(),
      joined('p1'),
      { type: 'GameStarted', data: { startedAt: at(10) } } as GameEvent,
      { type: 'QuestionStarted', data: { questionIndex: 0, startedAt: at(15), durationMs: 20_000 } } as GameEvent,
    ];
    given(counting)
      .when(submit('p1', 0, 2))
      .thenThrows('game.questionNotOpen');
    const [event] = gameDecider.decide(
      submit('p1', 0, 9),
      counting.reduce(gameDecider.evolve, gameDecider.initialState()),
    );
    expect(event?.data).toMatchObject({ timeSpentMs: 4000 });
  });
  it('needs at least one player', () =>
    given([created()])
      .when({ type: 'StartGame', data: { hostId: 'host' }, metadata: meta(10) })
      .thenThrows('game.noParticipants'));
  it('is for the host only', () =>
    given([created(), joined('p1')])
      .when({ type: 'StartGame', data: { hostId: 'p1' }, metadata: meta(10) })
      .thenThrows('game.hostOnly'));
  it('happens once', () =>
    given([created(), joined('p1'), ...started])
      .when({ type: 'StartGame', data: { hostId: 'host' }, metadata: meta(10) })
      .thenThrows('game.alreadyStarted'));
});

describe('Answering', () => {
  const base = [created(), joined('p1'), joined('p2'), ...started];
  it('scores a correct answer by the server-measured time', () =>
    given(base)
      .when(submit('p1', 0, 5))
      .then([answered('p1', 0, 5)]));
  it('scores a wrong answer 0', () =>
    given(base)
      .when(submit('p1', 1, 5))
      .then([answered('p1', 1, 5)]));
  it('does not charge fan-out delay: time runs from when the question reached the player', () => {
    const [event] = gameDecider.decide(
      submit('p1', 0, 5, 'r', at(12)),
      base.reduce(gameDecider.evolve, gameDecider.initialState()),
    );
    expect(event?.data).toMatchObject({ timeSpentMs: 3000, points: pointsFor(true, 3000, 20_000) });
  });
  it('scores a repeated request once: the same request id is a no-op', () =>
    given([...base, answered('p1', 0, 5, 'req-1')])
      .when(submit('p1', 0, 6, 'req-1'))
      .then([]));
  it('refuses a second, different answer to the same question', () =>
    given([...base, answered('p1', 0, 5, 'req-1')])
      .when(submit('p1', 1, 6, 'req-2'))
      .thenThrows('ALREADY_ANSWERED'));
  it('refuses an answer after the time is up', () =>
    given(base)
      .when(submit('p1', 0, 21.5))
      .thenThrows('game.timeUp'));
  it('accepts an answer within the network grace', () => {
    const [event] = gameDecider.decide(
      submit('p1', 0, 20.5),
      base.reduce(gameDecider.evolve, gameDecider.initialState()),
    );
    expect(event?.data).toMatchObject({ timeSpentMs: 20_000, points: 500, submittedAt: at(30.5) });
  });
  it('refuses an answer after the reveal', () =>
    given([...base, revealed])
      .when(submit('p1', 0, 5))
      .thenThrows('game.questionNotOpen'));
  it('refuses an answer to another question', () =>
    given(base)
      .when({
        type: 'SubmitAnswer',
        data: { participantId: 'p1', questionIndex: 1, answer: 0, requestId: 'x' },
        metadata: meta(15),
      })
      .thenThrows('game.questionNotOpen'));
  it('refuses an option that does not exist', () =>
    given(base)
      .when(submit('p1', 7, 5))
      .thenThrows('game.answerInvalid'));
  it('refuses an unknown player', () =>
    given(base)
      .when(submit('nobody', 0, 5))
      .thenThrows('game.participantNotFound'));
});

describe('Revealing, moving on and ending', () => {
  const base = [created(), joined('p1'), ...started];
  it('the host reveals the answer', () =>
    given(base)
      .when({ type: 'RevealAnswer', data: { by: 'host', hostId: 'host' }, metadata: meta(20) })
      .then([revealed]));
  it('the timer reveals the question it was set for, and only that one', () => {
    given(base)
      .when({ type: 'RevealAnswer', data: { by: 'timer', questionIndex: 0 }, metadata: meta(30) })
      .then([{ type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(30), by: 'timer' } }]);
    given(base)
      .when({ type: 'RevealAnswer', data: { by: 'timer', questionIndex: 1 }, metadata: meta(30) })
      .then([]);
  });
  it('revealing twice changes nothing', () =>
    given([...base, revealed])
      .when({ type: 'RevealAnswer', data: { by: 'host', hostId: 'host' }, metadata: meta(21) })
      .then([]));
  it('next question reveals the open one first', () =>
    given(base)
      .when({ type: 'NextQuestion', data: { hostId: 'host' }, metadata: meta(20) })
      .then([
        revealed,
        { type: 'QuestionStarted', data: { questionIndex: 1, startedAt: at(20), durationMs: 20_000 } },
      ]));
  it('a repeated next for a question already started changes nothing', () =>
    given([
      ...base,
      revealed,
      { type: 'QuestionStarted', data: { questionIndex: 1, startedAt: at(20), durationMs: 20_000 } },
    ])
      .when({ type: 'NextQuestion', data: { hostId: 'host', questionIndex: 1 }, metadata: meta(21) })
      .then([]));
  it('there is no question after the last', () =>
    given([
      ...base,
      revealed,
      { type: 'QuestionStarted', data: { questionIndex: 1, startedAt: at(20), durationMs: 20_000 } },
    ])
      .when({ type: 'NextQuestion', data: { hostId: 'host' }, metadata: meta(30) })
      .thenThrows('game.noMoreQuestions'));
  it('ending reveals the open question and ends the game, once', () => {
    given(base)
      .when({ type: 'EndGame', data: { by: 'host', hostId: 'host' }, metadata: meta(25) })
      .then([
        { type: 'AnswerRevealed', data: { questionIndex: 0, revealedAt: at(25), by: 'timer' } },
        { type: 'GameEnded', data: { endedAt: at(25), by: 'host' } },
      ]);
    given([...base, { type: 'GameEnded', data: { endedAt: at(25), by: 'host' } }])
      .when({ type: 'EndGame', data: { by: 'host', hostId: 'host' }, metadata: meta(26) })
      .then([]);
  });
  it('only the host ends the game', () =>
    given(base)
      .when({ type: 'EndGame', data: { by: 'host', hostId: 'p1' }, metadata: meta(25) })
      .thenThrows('game.hostOnly'));
});

describe('Scoring and ranking', () => {
  it('gives 1000 for an instant correct answer, 500 at the buzzer, 0 for a wrong one', () => {
    expect(pointsFor(true, 0, 20_000)).toBe(1000);
    expect(pointsFor(true, 20_000, 20_000)).toBe(500);
    expect(pointsFor(true, 5_000, 20_000)).toBe(875);
    expect(pointsFor(true, 25_000, 20_000)).toBe(500);
    expect(pointsFor(false, 1_000, 20_000)).toBe(0);
  });
  it('ranks by score, then by less total time, then by who joined first', () => {
    const s = (participantId: string, score: number, totalTimeMs: number, joinOrder: number) => ({
      participantId,
      name: participantId,
      score,
      correctAnswers: 1,
      totalTimeMs,
      joinOrder,
    });
    expect(
      rank([s('slow', 900, 4000, 0), s('fast', 900, 2000, 1), s('top', 1000, 0, 2), s('twin', 900, 2000, 3)]).map(
        (r) => [r.participantId, r.rank],
      ),
    ).toEqual([
      ['top', 1],
      ['fast', 2],
      ['twin', 3],
      ['slow', 4],
    ]);
  });
  it('the fold totals each player’s score and correct answers', () => {
    const state = [
      created(),
      joined('p1'),
      joined('p2'),
      ...started,
      answered('p1', 0, 5),
      answered('p2', 1, 2),
    ].reduce(gameDecider.evolve, gameDecider.initialState());
    if (state.status === 'none') throw new Error('no game');
    expect(state.participants.get('p1')).toMatchObject({ score: 875, correctAnswers: 1, totalTimeMs: 5000 });
    expect(state.participants.get('p2')).toMatchObject({ score: 0, correctAnswers: 0 });
    expect(state.question?.answerCount).toBe(2);
  });
});
