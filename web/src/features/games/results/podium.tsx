import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResults } from '../../../shared/games/game.types';
import { useCelebration } from './celebration';

type Entry = GameResults['leaderboard'][number];

/** How long the confetti falls (ms): a short celebration, then the page is still. */
const CELEBRATION_MS = 3200;
const CONFETTI = Array.from({ length: 28 }, (_, i) => i);

/** Falling confetti for a few seconds, drawn once and then removed. */
function Confetti() {
  const [falling, setFalling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setFalling(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!falling) return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {CONFETTI.map((i) => (
        <span
          key={i}
          style={
            {
              '--x': `${(i * 37) % 100}%`,
              '--delay': `${(i % 7) * 110}ms`,
              '--turn': `${(i % 2 ? 1 : -1) * (180 + ((i * 53) % 360))}deg`,
            } as CSSProperties
          }
          className={`confetti-piece option-tone-${i % 6}`}
        />
      ))}
    </div>
  );
}

/**
 * The top three on a podium (second, first, third from left to right; read in rank order), with a short
 * celebration. The host can turn the celebration off (kept on this device); none under prefers-reduced-motion.
 */
export function Podium({ entries, canToggle }: { entries: Entry[]; canToggle: boolean }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const celebration = useCelebration();
  const top = entries.filter((e) => e.rank <= 3).slice(0, 3);
  if (top.length === 0) return null;
  return (
    <section className={`card podium-card${celebration.plays ? ' is-celebrating' : ''}`} aria-labelledby="podium-title">
      <div className="podium-head">
        <h2 id="podium-title" className="section-title">
          {t('results.podium')}
        </h2>
        {canToggle ? (
          <label className="celebration-switch">
            <input
              type="checkbox"
              role="switch"
              className="switch"
              checked={celebration.enabled}
              onChange={(event) => celebration.setEnabled(event.target.checked)}
            />
            {t('results.celebration')}
          </label>
        ) : null}
      </div>
      {celebration.plays ? <Confetti /> : null}
      <ol className="podium" aria-label={t('results.podium')}>
        {top.map((entry) => (
          <li key={`${entry.rank}-${entry.name}`} className={`podium-place podium-place-${entry.rank}`}>
            <span className="podium-name">{entry.name}</span>
            <span className="podium-score">
              {t('leaderboard.points', { count: entry.score, points: count.format(entry.score) })}
            </span>
            <span className={`podium-step medal-${entry.rank}`}>
              <span className={`medal medal-${entry.rank}`} aria-hidden="true">
                {entry.rank}
              </span>
              <span className="visually-hidden">{t('leaderboard.rank', { rank: entry.rank })}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
