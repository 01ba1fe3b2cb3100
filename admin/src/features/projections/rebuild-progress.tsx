import { useTranslation } from 'react-i18next';
import type { RebuildProgress } from './projections.api';
import { rebuildProgressText } from './rebuild-progress-text';

/**
 * A running rebuild: how far the new copy has replayed the log (a progressbar whose text says the percentage,
 * the position, the rate and the time left; the same words are shown beside it), then that it switches over.
 */
export function RebuildProgressBar({ name, progress }: { name: string; progress: RebuildProgress }) {
  const { t, i18n } = useTranslation('projections');
  const { key, values } = rebuildProgressText(progress, i18n.language);
  const text = t(key, values);
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
