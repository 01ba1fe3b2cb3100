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

/** A pause of a question's clock by the host; `to` is null while it lasts. */
export interface ClockPause {
  from: string;
  to: string | null;
}

/**
 * How long a question's clock ran between two instants (ms since the epoch): the time between them less every
 * pause within them (a pause still on runs until `to`). The one rule for a player's time spent, the time left and
 * the end of the answer window: a pause is nobody's time.
 */
export const runningMsBetween = (from: number, to: number, pauses: readonly ClockPause[]) => {
  let ms = Math.max(0, to - from);
  for (const pause of pauses) {
    const start = Math.max(from, Date.parse(pause.from));
    const end = Math.min(to, pause.to === null ? to : Date.parse(pause.to));
    if (end > start) ms -= end - start;
  }
  return Math.max(0, ms);
};

/**
 * A player's time on a question: from when it reached them (never before it opened) to their answer, pauses
 * excluded, at most the question's limit.
 */
export const timeSpentMsOf = (
  question: { startedAt: string; durationMs: number; pauses: readonly ClockPause[] },
  receivedAt: string | null | undefined,
  answeredAt: string,
) => {
  const from = Math.max(Date.parse(question.startedAt), receivedAt ? Date.parse(receivedAt) : 0);
  return Math.min(question.durationMs, runningMsBetween(from, Date.parse(answeredAt), question.pauses));
};

/**
 * Which questions count in a game's results (points, accuracy, every denominator): those asked (up to the last
 * one opened; a game ended early leaves the rest out) and not skipped by the host. The one rule for the results,
 * the class report, its exports and the audit.
 */
export const countedQuestions = ({
  questionsCount,
  lastAsked,
  skipped = [],
}: {
  questionsCount: number;
  /** The index of the last question opened, or null when the game never started. */
  lastAsked: number | null;
  skipped?: readonly number[];
}) => {
  const asked = lastAsked === null ? 0 : Math.min(questionsCount, lastAsked + 1);
  const out: number[] = [];
  for (let i = 0; i < asked; i++) if (!skipped.includes(i)) out.push(i);
  return out;
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
