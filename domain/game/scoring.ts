/**
 * Scoring (ARCHITECTURE.md §5): a correct answer earns round(1000 * (1 - (t / T) / 2)) points, t being the
 * server-measured time and T the question's limit, so between 500 and 1000; a wrong answer or none earns 0.
 * Ranking: higher score first, then less total time on correct answers, then the earlier join.
 */
export const pointsFor = (correct: boolean, timeSpentMs: number, durationMs: number) => {
  if (!correct || durationMs <= 0) return 0;
  const t = Math.min(Math.max(timeSpentMs, 0), durationMs);
  return Math.round(1000 * (1 - t / durationMs / 2));
};

export interface Standing {
  participantId: string;
  name: string;
  score: number;
  correctAnswers: number;
  /** Time spent on correct answers, the tie-breaker. */
  totalTimeMs: number;
  joinOrder: number;
}

export const rank = <S extends Standing>(standings: S[]): (S & { rank: number })[] =>
  [...standings]
    .sort((a, b) => b.score - a.score || a.totalTimeMs - b.totalTimeMs || a.joinOrder - b.joinOrder)
    .map((s, i) => ({ ...s, rank: i + 1 }));

/**
 * Who stands in the final leaderboard: every player still in the game when it ended. A player who leaves or is
 * removed after the end keeps their place, so the standings never change once the game has ended.
 */
export const inFinalStandings = (
  game: { endedAt: string | null },
  p: { status: 'active' | 'left' | 'kicked'; leftAt?: string | null },
) => p.status === 'active' || (game.endedAt !== null && (p.leftAt ?? '') >= game.endedAt);
