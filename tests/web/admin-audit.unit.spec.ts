/**
 * The admin audit pages' logic: the game search field, the scrubber's step and the leaderboard as it stood at a
 * step, the events in words (an unknown event type shown by name), the order of the differences, money.
 */
import { describe, expect, it } from 'vitest';
import type { GameAudit, GameTimelineEntry } from '../../admin/src/features/audit/audit.api';
import {
  clampStep,
  eventText,
  formatMoney,
  gameRefOf,
  leaderboardAtStep,
  orderedDifferences,
  timelineWindow,
  valueText,
} from '../../admin/src/features/audit/audit-model';

const entry = (revision: number, type: string, extra: Partial<GameTimelineEntry> = {}): GameTimelineEntry => ({
  revision,
  at: `2026-11-23T00:00:${String(revision).padStart(2, '0')}.000Z`,
  type,
  known: true,
  ...extra,
});
const standing = (name: string, score: number, rank: number) => ({
  rank,
  participantId: name,
  name,
  score,
  correctAnswers: score > 0 ? 1 : 0,
  totalTimeMs: 1000,
});

const audit: Pick<GameAudit, 'timeline' | 'leaderboards'> = {
  timeline: [
    entry(0, 'GameCreated'),
    entry(1, 'ParticipantJoined', { name: 'Ann' }),
    entry(2, 'GameStarted'),
    entry(3, 'QuestionStarted', { questionIndex: 0, durationMs: 20_000 }),
    entry(4, 'AnswerRevealed', { questionIndex: 0, by: 'host' }),
    entry(5, 'QuestionStarted', { questionIndex: 1, durationMs: 20_000 }),
    entry(6, 'AnswerRevealed', { questionIndex: 1, by: 'timer' }),
    entry(7, 'GameEnded', { by: 'host' }),
  ],
  leaderboards: [
    { questionIndex: 0, revision: 4, standings: [standing('Ann', 900, 1)] },
    { questionIndex: 1, revision: 6, standings: [standing('Ann', 1700, 1)] },
  ],
};

/** A translate function that shows the key and its values, as a test can read them. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  if (key.startsWith('game.by.')) return `[${key.slice(8)}]`;
  const values = Object.entries(options)
    .filter(([k]) => k !== 'defaultValue')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  return values ? `${key}(${values})` : key;
};

describe('The game search field', () => {
  it('takes a six-digit PIN (spaces ignored) or a game id, and nothing else', () => {
    expect(gameRefOf(' 123 456 ')).toBe('123456');
    expect(gameRefOf('0F0E0D0C-0B0A-4908-8706-050403020100')).toBe('0f0e0d0c-0b0a-4908-8706-050403020100');
    for (const bad of ['', '12345', '1234567', 'abc', '../admin', '0f0e0d0c-0b0a-4908-8706']) expect(gameRefOf(bad)).toBeNull();
  });
});

describe('The scrubber', () => {
  it('keeps the step within the timeline', () => {
    expect(clampStep(-3, audit)).toBe(0);
    expect(clampStep(99, audit)).toBe(7);
    expect(clampStep(Number.NaN, audit)).toBe(0);
    expect(clampStep(2.7, audit)).toBe(2);
    expect(clampStep(0, { timeline: [] })).toBe(0);
  });

  it('shows the leaderboard after the last question finished at that step', () => {
    expect(leaderboardAtStep(audit, 3)).toBeNull();
    expect(leaderboardAtStep(audit, 4)?.questionIndex).toBe(0);
    expect(leaderboardAtStep(audit, 5)?.standings[0]?.score).toBe(900);
    expect(leaderboardAtStep(audit, 7)?.questionIndex).toBe(1);
    expect(leaderboardAtStep(audit, 42)).toBeNull();
  });
});

describe('The timeline listed around the step', () => {
  it('lists a short timeline whole and a long one in a window that holds the step', () => {
    expect(timelineWindow(8, 3)).toEqual({ start: 0, end: 8 });
    expect(timelineWindow(50_000, 0, 200)).toEqual({ start: 0, end: 200 });
    expect(timelineWindow(50_000, 10_000, 200)).toEqual({ start: 9_900, end: 10_100 });
    expect(timelineWindow(50_000, 49_999, 200)).toEqual({ start: 49_800, end: 50_000 });
  });
});

describe('Events in words', () => {
  it('names the player, the question, the option, the time and the points, and what the rules give when they differ', () => {
    const answer = {
      questionIndex: 1,
      answer: 2,
      correct: true,
      points: 5000,
      timeSpentMs: 2000,
      optionText: 'Rome',
      expectedCorrect: true,
      expectedPoints: 950,
    };
    expect(eventText(t, entry(9, 'AnswerSubmitted', { name: 'Bob', questionIndex: 1, answer }))).toBe(
      'game.events.answerCorrect(name=Bob question=2 option=3 optionText=Rome points=5000 ms=2000) game.events.rulesGive(points=950)',
    );
    expect(
      eventText(t, entry(9, 'AnswerSubmitted', { name: 'Bob', questionIndex: 1, answer: { ...answer, points: 950 } })),
    ).not.toContain('rulesGive');
  });

  it('translates who revealed or ended, and names an event type it does not know', () => {
    expect(eventText(t, audit.timeline[4]!)).toBe('game.events.AnswerRevealed(name= question=1 seconds=0 by=[host])');
    expect(eventText(t, entry(8, 'GamePaused', { known: false, data: { pausedAt: 'x' } }))).toBe(
      'game.events.unknown(type=GamePaused)',
    );
  });
});

describe('Differences', () => {
  it('lists changed events before read model fields, and shows values as text', () => {
    const read = { source: 'readModel' as const, path: 'participants[Bob].score', expected: 950, actual: 5000 };
    const event = { source: 'event' as const, path: 'answers[Bob][q2].points', expected: 950, actual: 5000, revision: 9 };
    expect(orderedDifferences([read, event])).toEqual([event, read]);
    expect([valueText('a participant document'), valueText(null), valueText({ a: 1 }), valueText(undefined)]).toEqual([
      'a participant document',
      'null',
      '{"a":1}',
      '—',
    ]);
  });

  it('formats money in the currency of the payment', () => {
    expect(formatMoney(600, 'USD', 'en')).toBe('$6.00');
    expect(formatMoney(600, 'EUR', 'de')).toMatch(/^6,00\s€$/);
    expect(formatMoney(null, 'USD', 'en')).toBe('');
  });
});
