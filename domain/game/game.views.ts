/**
 * What each audience may see of a game, as pure functions of its state and the time. Players never see a correct
 * answer or an explanation before the reveal, nor another player's id; the host sees everything.
 */
import type { LiveGame, Participant } from './game.decider';
import { activeParticipants, remainingMsOf } from './game.decider';
import { rank } from './scoring';

export const questionForPlayers = (game: LiveGame, index: number) => {
  const q = game.quiz.questions[index]!;
  return {
    questionIndex: index,
    question: q.text,
    options: q.options,
    imageUrl: q.imageUrl,
    imageAltText: q.imageAltText,
    timeLimit: game.quiz.timeLimit,
    totalQuestions: game.quiz.questions.length,
  };
};

/**
 * The clock of the current question: `remainingTime` in whole seconds (and `remainingMs`), `paused` while the host
 * holds it (then not `active`, and the time left stays as it was), `endsAt` when it runs out if nobody pauses it.
 */
export interface QuestionClock {
  questionIndex: number | null;
  remainingTime: number;
  remainingMs: number;
  duration: number;
  active: boolean;
  paused: boolean;
  opensIn: number;
  startsAt?: string;
  endsAt?: string;
}

export const timerOf = (game: LiveGame, now: Date): QuestionClock => {
  const q = game.question;
  const duration = game.quiz.timeLimit;
  if (!q || game.status !== 'active')
    return {
      questionIndex: q?.index ?? null,
      remainingTime: 0,
      remainingMs: 0,
      duration,
      active: false,
      paused: false,
      opensIn: 0,
    };
  const opensInMs = Math.max(0, Date.parse(q.startedAt) - now.getTime());
  const remainingMs = remainingMsOf(q, now.getTime());
  const paused = q.pausedAt !== null;
  return {
    questionIndex: q.index,
    remainingTime: Math.ceil(remainingMs / 1000),
    remainingMs,
    duration: q.durationMs / 1000,
    active: !q.revealed && !q.skipped && !paused && remainingMs > 0 && opensInMs === 0,
    paused,
    /** Seconds until the question opens (the start countdown); 0 once it is open. */
    opensIn: Math.ceil(opensInMs / 1000),
    startsAt: q.startedAt,
    endsAt: new Date(Math.max(now.getTime(), Date.parse(q.startedAt)) + remainingMs).toISOString(),
  };
};

/** How many players chose each option of a question. */
export const distributionOf = (game: LiveGame, index: number) => {
  const counts = game.quiz.questions[index]!.options.map(() => 0);
  for (const p of game.participants.values()) {
    const a = p.answers.get(index);
    if (a) counts[a.answer] = (counts[a.answer] ?? 0) + 1;
  }
  return counts;
};

export const revealOf = (game: LiveGame, index: number) => {
  const q = game.quiz.questions[index]!;
  const distribution = distributionOf(game, index);
  return {
    questionIndex: index,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    distribution,
    answeredCount: distribution.reduce((a, b) => a + b, 0),
  };
};

const standingOf = (p: Participant) => ({
  participantId: p.id,
  name: p.name,
  score: p.score,
  correctAnswers: p.correctAnswers,
  totalTimeMs: p.totalTimeMs,
  joinOrder: p.joinOrder,
});

type Ranked = ReturnType<typeof standingOf> & { rank: number };
const rankingCache = new WeakMap<LiveGame, { version: number; ranked: Ranked[]; ranks: Map<string, number> }>();

/** The active players ranked, computed once per version of the game and shared by every view that needs it. */
const rankingOf = (game: LiveGame) => {
  const cached = rankingCache.get(game);
  if (cached?.version === game.version) return cached;
  const ranked = rank(activeParticipants(game).map(standingOf));
  const entry = { version: game.version, ranked, ranks: new Map(ranked.map((s) => [s.participantId, s.rank])) };
  rankingCache.set(game, entry);
  return entry;
};

/** Ranked players; `withIds` only for the host. */
export const leaderboardOf = (game: LiveGame, { limit, withIds = false }: { limit?: number; withIds?: boolean } = {}) =>
  rankingOf(game)
    .ranked.slice(0, limit)
    .map(({ rank: r, participantId, name, score, correctAnswers }) => ({
      rank: r,
      ...(withIds ? { participantId } : {}),
      name,
      score,
      correctAnswers,
    }));

/** Every active player's rank (ranking per player would be quadratic). */
export const ranksOf = (game: LiveGame) => rankingOf(game).ranks;

export const rankOf = (game: LiveGame, participantId: string) => ranksOf(game).get(participantId) ?? null;

/** A player's own answers: correctness and points only once their question is revealed. */
const answersOf = (game: LiveGame, p: Participant) =>
  [...p.answers.values()].map((a) => {
    const revealed = game.question?.index !== a.questionIndex || game.question.revealed || game.status === 'ended';
    return {
      questionIndex: a.questionIndex,
      selectedOption: a.answer,
      isCorrect: revealed ? a.correct : null,
      points: revealed ? a.points : null,
      timeSpent: a.timeSpentMs / 1000,
    };
  });

const gameInfo = (game: LiveGame) => ({
  gameId: game.gameId,
  pin: game.pin,
  quizTitle: game.quiz.title,
  questionsCount: game.quiz.questions.length,
  participantsCount: game.activeCount,
  settings: game.settings,
});

/** The `game_state` a player receives: enough to restore their screen exactly after a reconnect. */
export const participantStateOf = (game: LiveGame, participantId: string, now: Date) => {
  const p = game.participants.get(participantId);
  const q = game.question;
  const current = q ? questionForPlayers(game, q.index) : null;
  return {
    ...gameInfo(game),
    gameState: { status: game.status, currentQuestion: q?.index ?? null },
    participant: p ? { id: p.id, name: p.name, status: p.status, ...standingBeforeReveal(game, p) } : null,
    timer: timerOf(game, now),
    currentQuestion: current,
    participantAnswers: p ? answersOf(game, p) : [],
    revealedAnswer: q?.revealed
      ? {
          correctAnswer: game.quiz.questions[q.index]!.correctAnswer,
          explanation: game.quiz.questions[q.index]!.explanation,
        }
      : null,
    questionImageUrl: current?.imageUrl ?? null,
    questionImageAltText: current?.imageAltText ?? null,
  };
};

/** Score and rank, keeping the open question's points secret until the reveal (a jump would give it away). */
const standingBeforeReveal = (game: LiveGame, p: Participant) => {
  const q = game.question;
  if (game.status === 'waiting') return { score: 0, rank: null };
  if (game.status === 'active' && q && !q.revealed)
    return { score: p.score - (p.answers.get(q.index)?.points ?? 0), rank: null };
  return { score: p.score, rank: rankOf(game, p.id) };
};

/** The host's `game_state`: everything, including the live answers of the current question. */
export const hostStateOf = (game: LiveGame, now: Date) => {
  const q = game.question;
  const question = q ? game.quiz.questions[q.index]! : null;
  return {
    ...gameInfo(game),
    isHost: true,
    gameState: { status: game.status, currentQuestion: q?.index ?? null },
    quiz: { title: game.quiz.title, questions: game.quiz.questions, settings: { timeLimit: game.quiz.timeLimit } },
    participants: [...game.participants.values()]
      .filter((p) => p.status === 'active')
      .map((p) => ({ id: p.id, name: p.name, joinedAt: p.joinedAt, score: p.score })),
    timer: timerOf(game, now),
    currentQuestion:
      q && question
        ? {
            ...questionForPlayers(game, q.index),
            correctAnswer: question.correctAnswer,
            explanation: question.explanation,
          }
        : null,
    answers: q ? liveAnswersOf(game, q.index) : [],
    revealedAnswer: q?.revealed ? revealOf(game, q.index) : null,
    leaderboard: leaderboardOf(game, { limit: 10, withIds: true }),
  };
};

export const liveAnswersOf = (game: LiveGame, index: number) => {
  const out: { participantId: string; name: string; answer: number; isCorrect: boolean; timeSpent: number }[] = [];
  for (const p of game.participants.values()) {
    const a = p.answers.get(index);
    if (a)
      out.push({
        participantId: p.id,
        name: p.name,
        answer: a.answer,
        isCorrect: a.correct,
        timeSpent: a.timeSpentMs / 1000,
      });
  }
  return out;
};
