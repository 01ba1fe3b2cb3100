/** The audit pages' logic that needs no browser (unit-tested in tests/web/admin-audit.unit.spec.ts). */
import type { AuditDifference, GameAudit, GameTimelineEntry, StandingEntry } from './audit.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIN = /^\d{6}$/;

/** What the search field names: a game id (a uuid) or a six-digit PIN (spaces ignored); null otherwise. */
export const gameRefOf = (input: string): string | null => {
  const value = input.trim();
  const pin = value.replace(/\s+/g, '');
  if (PIN.test(pin)) return pin;
  return UUID.test(value) ? value.toLowerCase() : null;
};

/** A step of the scrubber kept within the timeline. */
export const clampStep = (step: number, audit: Pick<GameAudit, 'timeline'>) =>
  Math.min(Math.max(0, Math.trunc(Number.isFinite(step) ? step : 0)), Math.max(0, audit.timeline.length - 1));

/**
 * The leaderboard as it stood at a step of the timeline: the one after the last question finished at or before
 * that event (null before the first question ends).
 */
export const leaderboardAtStep = (
  audit: Pick<GameAudit, 'timeline' | 'leaderboards'>,
  step: number,
): { questionIndex: number; standings: StandingEntry[] } | null => {
  const event = audit.timeline[step];
  if (!event) return null;
  const done = audit.leaderboards.filter((l) => l.revision <= event.revision);
  return done.at(-1) ?? null;
};

/** A value of a difference as text: strings as they are, anything else as JSON. */
export const valueText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '—' : JSON.stringify(value);

/** Differences grouped as the page lists them: changed events first (they explain the rest), then read models. */
export const orderedDifferences = (differences: AuditDifference[]) => [
  ...differences.filter((d) => d.source === 'event'),
  ...differences.filter((d) => d.source !== 'event'),
];

/** An amount in the smallest unit of its currency, in the reader's format. */
export const formatMoney = (cents: number | null, currency: string | null, language: string) => {
  if (cents === null) return '';
  if (!currency) return new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(cents / 100);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
};

/** A translate function (i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One event of the timeline in words. */
export const eventText = (t: Translate, e: GameTimelineEntry): string => {
  const question = e.questionIndex !== undefined ? e.questionIndex + 1 : 0;
  const name = e.name ?? e.participantId ?? '';
  if (!e.known) return t('game.events.unknown', { type: e.type });
  if (e.type === 'AnswerSubmitted' && e.answer) {
    const a = e.answer;
    const text = t(a.correct ? 'game.events.answerCorrect' : 'game.events.answerWrong', {
      name,
      question,
      option: a.answer + 1,
      optionText: a.optionText ?? '?',
      points: a.points,
      ms: a.timeSpentMs,
    });
    const ok = a.correct === a.expectedCorrect && a.points === a.expectedPoints;
    return ok ? text : `${text} ${t('game.events.rulesGive', { points: a.expectedPoints })}`;
  }
  return t(`game.events.${e.type}`, { name, question, seconds: Math.round((e.durationMs ?? e.remainingMs ?? 0) / 100) / 10, by: e.by ? t(`game.by.${e.by}`, { defaultValue: e.by }) : '',
  });
};

/** How many timeline rows the page lists at once (a game of thousands of players has tens of thousands of events). */
export const TIMELINE_WINDOW = 200;

/** The rows listed around the scrubber's step: [start, end) of at most `size` rows, the step inside. */
export const timelineWindow = (length: number, step: number, size = TIMELINE_WINDOW) => {
  if (length <= size) return { start: 0, end: length };
  const start = Math.min(Math.max(0, step - Math.floor(size / 2)), length - size);
  return { start, end: start + size };
};
