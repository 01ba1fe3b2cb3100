/**
 * The host screen's logic that needs no browser: the top 5's movement since the previous revealed question, the
 * ranks each reveal leaves behind (kept in sessionStorage, so a reload keeps them).
 */
import { describe, expect, it } from 'vitest';
import {
  loadRankHistory,
  movementOf,
  previousRanksOf,
  saveRankHistory,
  topWithMovement,
  withRanks,
  type RankHistory,
} from '../../web/src/features/games/play/rank-movement';

const entry = (rank: number, participantId: string, score = 1000 - rank) => ({
  rank,
  participantId,
  name: participantId,
  score,
  correctAnswers: 1,
});

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('The top 5 movement', () => {
  it('says up, down, same and new against the previous revealed question', () => {
    let history: RankHistory = {};
    history = withRanks(history, 0, [entry(1, 'ada'), entry(2, 'bo'), entry(3, 'cem'), entry(4, 'dan')]);
    const now = [entry(1, 'cem'), entry(2, 'ada'), entry(3, 'eva'), entry(4, 'dan'), entry(5, 'bo'), entry(6, 'fay')];
    const top = topWithMovement(now, history, 1);
    expect(top.map(({ entry: e, movement }) => [e.participantId, movement])).toEqual([
      ['cem', { kind: 'up', by: 2 }],
      ['ada', { kind: 'down', by: 1 }],
      ['eva', { kind: 'new' }],
      ['dan', { kind: 'same' }],
      ['bo', { kind: 'down', by: 3 }],
    ]);
  });

  it('shows no movement after the first question, or when nothing earlier is known', () => {
    const history = withRanks({}, 0, [entry(1, 'ada')]);
    expect(topWithMovement([entry(1, 'ada')], history, 0)).toEqual([{ entry: entry(1, 'ada'), movement: null }]);
    expect(topWithMovement([entry(1, 'ada')], {}, 3)[0]?.movement).toBeNull();
    // An entry without a player id (a player's own leaderboard) has nothing to compare.
    expect(movementOf({ ada: 2 }, { rank: 1 })).toBeNull();
  });

  it('compares with the latest revealed question before this one (a skipped question left no ranks)', () => {
    let history: RankHistory = {};
    history = withRanks(history, 0, [entry(1, 'ada'), entry(2, 'bo')]);
    history = withRanks(history, 1, [entry(1, 'bo'), entry(2, 'ada')]);
    history = withRanks(history, 4, [entry(1, 'ada'), entry(2, 'bo')]);
    expect(previousRanksOf(history, 3)).toEqual({ bo: 1, ada: 2 });
    expect(previousRanksOf(history, 1)).toEqual({ ada: 1, bo: 2 });
    expect(previousRanksOf(history, 0)).toBeNull();
    expect(movementOf(previousRanksOf(history, 3), entry(1, 'ada'))).toEqual({ kind: 'up', by: 1 });
    // A reveal seen again (a reload) replaces its own ranks and is not compared with itself.
    history = withRanks(history, 1, [entry(1, 'bo'), entry(2, 'ada')]);
    expect(movementOf(previousRanksOf(history, 1), entry(2, 'ada'))).toEqual({ kind: 'down', by: 1 });
  });

  it('keeps the ranks per game across a reload and ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    const history = withRanks({}, 2, [entry(1, 'ada'), entry(2, 'bo')]);
    saveRankHistory(storage, 'game-1', history);
    expect(loadRankHistory(storage, 'game-1')).toEqual({ 2: { ada: 1, bo: 2 } });
    expect(loadRankHistory(storage, 'game-2')).toEqual({});
    storage.setItem('quizstream.hostRanks.game-3', '{not json');
    expect(loadRankHistory(storage, 'game-3')).toEqual({});
    storage.setItem('quizstream.hostRanks.game-4', JSON.stringify({ 1: { ada: 'first', bo: 2 }, x: { cem: 1 } }));
    expect(loadRankHistory(storage, 'game-4')).toEqual({ 1: { bo: 2 } });
    expect(loadRankHistory(undefined, 'game-1')).toEqual({});
  });
});
