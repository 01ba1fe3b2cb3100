/**
 * `npm run audit -- game <gameId|pin> [--json]`: the game's timeline from its stream, the leaderboard after each
 * question, the results recomputed from the events with the scoring rules, then `verified` or the differences with
 * the results read model (exit code 1).
 */
import type { GameAudit, GameTimelineEntry, StandingEntry } from '../../domain/audit/game-audit';
import { describeDifference } from '../../domain/audit/compare';
import { messageOf } from '../../domain/shared/messages';
import { openReplays, parseRefArgs } from './replay-context';

const usage = 'usage: npm run audit -- game <gameId|pin> [--json]';

const pad = (s: string, n: number) => s.padEnd(n);

const lineOf = (e: GameTimelineEntry, audit: GameAudit): string => {
  const q = e.questionIndex !== undefined ? `q${e.questionIndex + 1}` : '';
  switch (e.type) {
    case 'GameCreated':
      return `created      PIN ${audit.pin}, quiz "${audit.quiz.title}" (${audit.quiz.quizId}), ${audit.quiz.questionsCount} questions, ${audit.quiz.timeLimit} s each, host ${audit.hostId}`;
    case 'ParticipantJoined':
      return `joined       ${e.name}`;
    case 'ParticipantLeft':
      return `left         ${e.name ?? e.participantId}`;
    case 'ParticipantKicked':
      return `removed      ${e.name ?? e.participantId}`;
    case 'GameStarted':
      return 'started';
    case 'QuestionStarted':
      return `question     ${q} opens, ${e.durationMs} ms, ends ${e.endsAt}`;
    case 'AnswerSubmitted': {
      const a = e.answer!;
      const check =
        a.correct === a.expectedCorrect && a.points === a.expectedPoints
          ? ''
          : `  (rules: ${a.expectedCorrect ? 'correct' : 'wrong'}, ${a.expectedPoints} points)`;
      return `answer       ${q} ${pad(e.name ?? '', 12)} option ${a.answer + 1} "${a.optionText ?? '?'}" ${a.correct ? 'correct' : 'wrong'} ${a.timeSpentMs} ms ${a.points} points${check}`;
    }
    case 'AnswerRevealed':
      return `revealed     ${q} (${e.by})`;
    case 'QuestionPaused':
      return `paused       ${q}, ${e.remainingMs} ms left`;
    case 'QuestionResumed':
      return `resumed      ${q}, ${e.remainingMs} ms left`;
    case 'AnswerVoided':
      return `voided       ${q} ${e.name ?? e.participantId} (question skipped)`;
    case 'QuestionSkipped':
      return `skipped      ${q} (does not count)`;
    case 'GameEnded':
      return `ended        (${e.by})`;
    case 'LobbyExpired':
      return 'expired      (lobby never started)';
    default:
      return `${pad(e.type, 12)} ${JSON.stringify(e.data)}`;
  }
};

const standingsLine = (standings: StandingEntry[]) =>
  standings.map((s) => `${s.rank}. ${s.name} ${s.score}`).join(' · ') || '(nobody)';

export const printGameAudit = (audit: GameAudit, readModels: string, print = console.log) => {
  print(`Game ${audit.gameId}  PIN ${audit.pin}  "${audit.quiz.title}"  ${audit.status}`);
  print(`Read models compared: ${readModels}`);
  print('');
  print('Timeline (server times)');
  for (const e of audit.timeline) {
    print(`  #${String(e.revision).padEnd(4)} ${e.at ?? '?'.padEnd(24)}  ${lineOf(e, audit)}`);
    const board = audit.leaderboards.find((l) => l.revision === e.revision);
    if (board) print(`        leaderboard after q${board.questionIndex + 1}: ${standingsLine(board.standings)}`);
  }
  print('');
  print('Results recomputed from the events');
  for (const s of audit.standings)
    print(
      `  ${String(s.rank).padStart(3)}. ${pad(s.name, 20)} ${String(s.score).padStart(6)} points  ${s.correctAnswers} correct  ${s.totalTimeMs} ms`,
    );
  print('');
  if (audit.verified) {
    print('verified');
    return;
  }
  print(`${audit.differences.length} difference${audit.differences.length === 1 ? '' : 's'}:`);
  for (const d of audit.differences) print(`  ${describeDifference(d)}`);
};

export const run = async (args: string[]): Promise<number> => {
  const parsed = parseRefArgs(args);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  const session = await openReplays(['games', 'game-participants']);
  try {
    const gameId = await session.replays.gameIdOf(parsed.ref);
    const audit = gameId ? await session.replays.game(gameId) : null;
    if (!audit) {
      console.error(`${messageOf('game.notFound')}: ${parsed.ref}`);
      return 1;
    }
    if (parsed.json) console.log(JSON.stringify({ readModels: session.readModels, ...audit }, null, 2));
    else printGameAudit(audit, session.readModels);
    return audit.verified ? 0 : 1;
  } finally {
    await session.close();
  }
};
