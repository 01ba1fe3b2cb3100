import { useTranslation } from 'react-i18next';

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
}

/** Ranked players: rank, name, score and correct answers. */
export function Leaderboard({ entries, you, medals = false, label }: LeaderboardProps) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  if (entries.length === 0) return <p className="muted">{t('leaderboard.empty')}</p>;
  return (
    <ol className="leaderboard" aria-label={label}>
      {entries.map((entry) => {
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
          </li>
        );
      })}
    </ol>
  );
}
