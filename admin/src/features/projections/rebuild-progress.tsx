import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../shared/format';
import type { RebuildProgress } from './projections.api';

/**
 * A running rebuild: how far the new copy has replayed the log (a progressbar whose text says the percentage,
 * the position, the rate and the time left; the same words are shown beside it), then that it switches over.
 */
export function RebuildProgressBar({ name, progress }: { name: string; progress: RebuildProgress }) {
  const { t, i18n } = useTranslation('projections');
  const language = i18n.language;
  const values = {
    percent: formatPercent(progress.percent, language),
    position: formatCount(progress.position, language),
    head: formatCount(progress.head, language),
    rate: formatCount(progress.eventsPerSecond, language),
    seconds: formatCount(progress.secondsLeft ?? 0, language),
  };
  const text =
    progress.phase === 'replaying'
      ? t(progress.secondsLeft === null ? 'rebuildProgressStarting' : 'rebuildProgressText', values)
      : t('switching');
  return (
    <div className="stack-tight">
      <div
        className="meter meter-busy"
        role="progressbar"
        aria-label={t('rebuildProgress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.percent)}
        aria-valuetext={text}
      >
        <span className="meter-fill" style={{ width: `${Math.min(100, progress.percent)}%` }} />
      </div>
      <p className="list-row-meta" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
