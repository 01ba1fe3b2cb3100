import { useTranslation } from 'react-i18next';
import type { Movement } from './rank-movement';

interface Standing {
  rank: number;
  name: string;
  score: number;
  correctAnswers: number;
}

interface LeaderboardProps {
  entries: Standing[];
  /** The current player's name: their row is tagged "You". */
  you?: string;
  /** Gold, silver and bronze medals for the first three (the final leaderboard). */
  medals?: boolean;
  label: string;
  /** Each entry's movement since the previous question (the host's top 5 after a reveal); null: nothing to compare. */
  movements?: (Movement | null)[];
}

/** ▲2, ▼1, new or = (shapes and words, not colour alone), read out as words. */
function MovementMark({ movement }: { movement: Movement | null }) {
  const { t, i18n } = useTranslation('games');
  if (!movement) return <span className="leaderboard-move" />;
  const count = new Intl.NumberFormat(i18n.language);
  const shown =
    movement.kind === 'up'
      ? `▲${count.format(movement.by)}`
      : movement.kind === 'down'
        ? `▼${count.format(movement.by)}`
        : movement.kind === 'new'
          ? t('leaderboard.moveNew')
          : '=';
  const said =
    movement.kind === 'up'
      ? t('leaderboard.movedUp', { count: movement.by, formatted: count.format(movement.by) })
      : movement.kind === 'down'
        ? t('leaderboard.movedDown', { count: movement.by, formatted: count.format(movement.by) })
        : movement.kind === 'new'
          ? t('leaderboard.movedNew')
          : t('leaderboard.movedSame');
  return (
    <span className={`leaderboard-move is-${movement.kind}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{said}</span>
    </span>
  );
}

/** Ranked players: rank, name, score and correct answers. */
export function Leaderboard({ entries, you, medals = false, label, movements }: LeaderboardProps) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  if (entries.length === 0) return <p className="muted">{t('leaderboard.empty')}</p>;
  return (
    <ol className={movements ? 'leaderboard leaderboard-moves' : 'leaderboard'} aria-label={label}>
      {entries.map((entry, index) => {
        const mine = you !== undefined && entry.name === you;
        const medal = medals && entry.rank <= 3;
        return (
          <li key={`${entry.rank}-${entry.name}`} className={mine ? 'leaderboard-row is-you' : 'leaderboard-row'}>
            <span className="leaderboard-rank">
              {medal ? (
                <span className={`medal medal-${entry.rank}`} aria-hidden="true">
                  {entry.rank}
                </span>
              ) : null}
              <span className={medal ? 'visually-hidden' : undefined}>
                {t('leaderboard.rank', { rank: entry.rank })}
              </span>
            </span>
            <span className="leaderboard-name">
              {entry.name}
              {mine ? <span className="badge badge-default you-tag">{t('leaderboard.you')}</span> : null}
            </span>
            <span className="leaderboard-score">
              {t('leaderboard.points', { count: entry.score, points: count.format(entry.score) })}
              <span className="leaderboard-correct">{t('leaderboard.correct', { count: entry.correctAnswers })}</span>
            </span>
            {movements ? <MovementMark movement={movements[index] ?? null} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
