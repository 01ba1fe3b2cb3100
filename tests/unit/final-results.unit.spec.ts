import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/ports';
import { createFinalResultsCache, inFinalStandings, leaderboardPageOf } from '../../projections/games/final-results';
import type { GameParticipantDoc } from '../../projections/games/games.projection';
import { gameParticipantsProjection } from '../../projections/games/games.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: `e${++position}`,
  stream: 'game-g1',
  revision: position,
  position,
  type,
  data,
  metadata: { actor: null, correlationId: 'c', causationId: null, at: '2026-11-22T10:00:00.000Z' },
  createdAt: '2026-11-22T10:00:00.000Z',
});
const reduce = (events: RecordedEvent[]) =>
  events.reduce<GameParticipantDoc | null>((doc, e) => gameParticipantsProjection.evolve(doc, e), null)!;
const joined = recorded('ParticipantJoined', {
  participantId: 'p1',
  name: 'Ada',
  userId: null,
  joinedAt: '2026-11-22T10:00:00.000Z',
});
const ended = { endedAt: '2026-11-22T10:05:00.000Z' };

describe('The final standings', () => {
  it('keep a player who leaves or is removed after the end, not one who left before it', () => {
    const leftAt = (at: string) => reduce([joined, recorded('ParticipantLeft', { participantId: 'p1', leftAt: at })]);
    const kicked = reduce([joined, recorded('ParticipantKicked', { participantId: 'p1', kickedAt: ended.endedAt })]);
    expect(inFinalStandings(ended, reduce([joined]))).toBe(true);
    expect(inFinalStandings(ended, leftAt('2026-11-22T10:06:00.000Z'))).toBe(true);
    expect(inFinalStandings(ended, kicked)).toBe(true);
    expect(inFinalStandings(ended, leftAt('2026-11-22T10:04:59.000Z'))).toBe(false);
    expect(inFinalStandings({ endedAt: null }, leftAt('2026-11-22T10:04:59.000Z'))).toBe(false);
  });

  it('are paged from the first rank, with the figures a pager needs', () => {
    const standings = Array.from({ length: 23 }, (_, i) => ({
      rank: i + 1,
      name: `P${i}`,
      score: 0,
      correctAnswers: 0,
    }));
    expect(leaderboardPageOf(standings, 3, 10).leaderboard.map((e) => e.rank)).toEqual([21, 22, 23]);
    expect(leaderboardPageOf(standings, 3, 10).leaderboardPagination).toEqual({
      page: 3,
      limit: 10,
      total: 23,
      totalPages: 3,
    });
    expect(leaderboardPageOf([], 1, 10).leaderboardPagination.totalPages).toBe(1);
  });
});

describe('The cache of finished games', () => {
  it('computes a game once for callers who ask at the same time, and keeps it', async () => {
    const cache = createFinalResultsCache<{ id: string }>(4);
    let calls = 0;
    const compute = async () => ({ value: { id: `v${++calls}` }, keep: true });
    const [a, b] = await Promise.all([cache.get('g1', compute), cache.get('g1', compute)]);
    expect(a).toBe(b);
    expect(await cache.get('g1', compute)).toBe(a);
    expect(cache.computations()).toBe(1);
  });

  it('does not keep a value that is not final, nor a failure', async () => {
    const cache = createFinalResultsCache<string>(4);
    await cache.get('g1', async () => ({ value: 'early', keep: false }));
    await expect(cache.get('g2', async () => Promise.reject(new Error('not finished')))).rejects.toThrow();
    expect(await cache.get('g1', async () => ({ value: 'final', keep: true }))).toBe('final');
    expect(await cache.get('g2', async () => ({ value: 'final', keep: true }))).toBe('final');
  });

  it('drops the game asked for least recently when full', async () => {
    const cache = createFinalResultsCache<string>(2);
    const value = (v: string) => async () => ({ value: v, keep: true });
    await cache.get('g1', value('1'));
    await cache.get('g2', value('2'));
    await cache.get('g1', value('1 again'));
    await cache.get('g3', value('3'));
    expect(await cache.get('g1', value('1 again'))).toBe('1');
    expect(await cache.get('g2', value('2 again'))).toBe('2 again');
    expect(cache.computations()).toBe(4);
  });
});
