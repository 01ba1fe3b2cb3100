/**
 * The host's top 5 after a reveal, each with how it moved since the previous revealed question. The server sends
 * the top 10 with player ids after each reveal; the host keeps each reveal's ranks (in sessionStorage, so a reload
 * keeps them) and compares with the latest earlier one. A player who was not in the earlier top 10 is "new" there.
 */

/** Rank per player id, as one reveal's leaderboard had it. */
export type Ranks = Record<string, number>;

/** Ranks per question index (only revealed questions: a skipped one has none). */
export type RankHistory = Record<number, Ranks>;

export type Movement = { kind: 'up'; by: number } | { kind: 'down'; by: number } | { kind: 'same' } | { kind: 'new' };

interface RankedEntry {
  rank: number;
  participantId?: string;
}

export const ranksOf = (entries: readonly RankedEntry[]): Ranks => {
  const ranks: Ranks = {};
  for (const entry of entries) if (entry.participantId) ranks[entry.participantId] = entry.rank;
  return ranks;
};

/** The ranks of the latest revealed question before `questionIndex`, if one was seen. */
export const previousRanksOf = (history: RankHistory, questionIndex: number): Ranks | null => {
  let latest = -1;
  for (const key of Object.keys(history)) {
    const index = Number(key);
    if (Number.isInteger(index) && index < questionIndex && index > latest) latest = index;
  }
  return latest >= 0 ? (history[latest] ?? null) : null;
};

/** How a player moved: null when there is nothing to compare with (the first question, or no earlier ranks). */
export const movementOf = (previous: Ranks | null, entry: RankedEntry): Movement | null => {
  if (!previous || !entry.participantId) return null;
  const before = previous[entry.participantId];
  if (before === undefined) return { kind: 'new' };
  if (before > entry.rank) return { kind: 'up', by: before - entry.rank };
  if (before < entry.rank) return { kind: 'down', by: entry.rank - before };
  return { kind: 'same' };
};

/** The first `limit` entries, each with its movement since the previous revealed question. */
export const topWithMovement = <T extends RankedEntry>(
  entries: readonly T[],
  history: RankHistory,
  questionIndex: number,
  limit = 5,
): { entry: T; movement: Movement | null }[] => {
  const previous = previousRanksOf(history, questionIndex);
  return entries.slice(0, limit).map((entry) => ({ entry, movement: movementOf(previous, entry) }));
};

/** `history` with the ranks of `questionIndex` (a new object: the stored one is replaced whole). */
export const withRanks = (
  history: RankHistory,
  questionIndex: number,
  entries: readonly RankedEntry[],
): RankHistory => ({
  ...history,
  [questionIndex]: ranksOf(entries),
});

/** The part of sessionStorage used here (typed without the DOM, so server-side tests can pass their own). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const storageKey = (gameId: string) => `quizstream.hostRanks.${gameId}`;

export const loadRankHistory = (storage: Pick<KeyValueStore, 'getItem'> | undefined, gameId: string): RankHistory => {
  try {
    const raw = storage?.getItem(storageKey(gameId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const history: RankHistory = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || !value || typeof value !== 'object') continue;
      const ranks: Ranks = {};
      for (const [id, rank] of Object.entries(value as Record<string, unknown>))
        if (typeof rank === 'number' && Number.isInteger(rank) && rank > 0) ranks[id] = rank;
      history[index] = ranks;
    }
    return history;
  } catch {
    return {};
  }
};

export const saveRankHistory = (
  storage: Pick<KeyValueStore, 'setItem'> | undefined,
  gameId: string,
  history: RankHistory,
) => {
  try {
    storage?.setItem(storageKey(gameId), JSON.stringify(history));
  } catch {
    // A full or refused storage only costs the movement after a reload.
  }
};
