import { describe, expect, it } from 'vitest';
import { gameCommands, pinStream } from '../../commands/game/game.commands';
import { quizCommands } from '../../commands/quiz/quiz.commands';
import { foldStream } from '../../commands/handle-command';
import { defaultPlanLimits } from '../../domain/plans/plans';
import { reservationDecider } from '../../domain/reservation/reservation.decider';
import { openSqliteEventStore } from '../../infra/eventstore/sqlite-event-store';

const store = openSqliteEventStore(':memory:');

const accounts = { planOf: async () => 'free', languageOf: async () => 'en', quizzesCreatedThisMonth: async () => 0 };
let now = Date.parse('2026-11-21T08:00:00.000Z');
const clock = { now: () => new Date(now) };
const meta = { actor: 'host-1', correlationId: 'c' };

describe('Resuming unfinished games at start-up', () => {
  it('ends games left unfinished for more than 12 hours, freeing their PINs, and keeps recent ones', async () => {
    const quizzes = quizCommands({
      eventStore: store,
      clock,
      accounts,
      images: { ownsImage: async () => false },
      limits: defaultPlanLimits,
    });
    const { quizId } = await quizzes.create(
      {
        title: 'Capitals',
        description: null,
        tags: [],
        settings: { timeLimit: 30, showCorrectAnswer: true, randomizeOrder: false },
        questions: [
          {
            text: 'Capital of France?',
            options: ['Paris', 'Rome'],
            correctAnswer: 0,
            difficulty: 'easy',
            explanation: null,
            imageUrl: null,
            imageAltText: null,
          },
        ],
      },
      meta,
    );
    const before = gameCommands({ eventStore: store, clock, accounts, limits: defaultPlanLimits });
    const old = await before.create('host-1', quizId, {}, meta);
    now += 11 * 3600_000;
    const recent = await before.create('host-1', quizId, {}, meta);
    before.sessions.close();

    now += 2 * 3600_000;
    const restarted = gameCommands({ eventStore: store, clock, accounts, limits: defaultPlanLimits });
    expect(await restarted.resumeUnfinished([old.gameId, recent.gameId])).toEqual({ resumed: 1, ended: 1 });
    expect((await restarted.game(old.gameId)).status).toBe('ended');
    expect((await restarted.game(recent.gameId)).status).toBe('waiting');
    await new Promise((r) => setTimeout(r, 50));
    expect(foldStream(reservationDecider, await store.read(pinStream(old.pin))).status).toBe('free');
    expect(foldStream(reservationDecider, await store.read(pinStream(recent.pin))).status).toBe('claimed');
    restarted.sessions.close();
  });
});
