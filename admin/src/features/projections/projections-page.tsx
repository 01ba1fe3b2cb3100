import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../../web/src/shared/ui/confirm-dialog';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { formatCount, formatTime } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { PageHeader } from '../../shared/ui/page-header';
import { ChainCard } from './chain-card';
import { RebuildProgressBar } from './rebuild-progress';
import { useGetProjectionsQuery, useRebuildProjectionMutation } from './projections.api';

/** While a rebuild runs, the checkpoints are read every second to show its progress. */
const PROGRESS_POLL_MS = 1000;

/**
 * Projections (ARCHITECTURE §4): each read model's checkpoint and lag against the log's head, and a rebuild
 * (super_admin; one at a time, in the background) that replays the log into a new copy while the read model keeps
 * answering, then switches over, with its progress (percentage, events per second, time left) and its report.
 */
export function ProjectionsPage() {
  const { t, i18n } = useTranslation('projections');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const can = useCan();
  const [rebuild, rebuildState] = useRebuildProjectionMutation();
  // The rebuild this page started, until the server reports it finished.
  const [started, setStarted] = useState<{ name: string; startedAt: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const canRebuild = can('projections.rebuild');
  const { data, error, isFetching, refetch } = useGetProjectionsQuery(undefined, {
    pollingInterval: started ? PROGRESS_POLL_MS : 0,
  });
  const running = data?.rebuilding ?? null;
  const finished =
    started !== null && data?.lastRebuild?.name === started.name && data.lastRebuild.finishedAt >= started.startedAt;
  if (finished && !running) setStarted(null);

  const onConfirm = async () => {
    const name = confirming;
    setConfirming(null);
    if (!name) return;
    try {
      const answer = await rebuild(name).unwrap();
      setStarted(answer.data);
    } catch {
      // Shown by the alert.
    }
  };

  const head = data?.head ?? 0;
  const last = data?.lastRebuild ?? null;
  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('head', { formatted: formatCount(head, language) }) : undefined}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
          </button>
        }
      />
      {canRebuild ? null : <Alert tone="info">{t('readOnly')}</Alert>}
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      {rebuildState.error ? (
        <ApiErrorAlert error={rebuildState.error} failed={t('rebuildFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {running ? (
        <Alert tone="info">{t('running', { name: running.name, time: formatTime(running.startedAt, language) })}</Alert>
      ) : last ? (
        last.error ? (
          <Alert tone="error">{t('lastFailed', { name: last.name, error: last.error })}</Alert>
        ) : (
          <Alert tone="success">
            {t('rebuilt', {
              name: last.name,
              events: formatCount(last.events, language),
              ms: formatCount(last.ms, language),
              documents: formatCount(
                last.projections.reduce((sum, p) => sum + p.documents, 0),
                language,
              ),
            })}
          </Alert>
        )
      ) : null}
      <ChainCard />
      {data ? (
        <ul className="list-rows" aria-label={t('listLabel')}>
          {data.projections.map((projection) => {
            const done = Math.max(0, head - projection.lag);
            const busy = running?.name === projection.name || projection.rebuilding === true;
            return (
              <li key={projection.name} className="card list-row projection-row">
                <div className="list-row-main">
                  <p className="list-row-title">
                    <span className="list-row-name mono">{projection.name}</span>
                    {projection.version !== undefined ? (
                      <span className="badge badge-secondary">{t('version', { version: projection.version })}</span>
                    ) : null}
                    <span className={busy || projection.lag > 0 ? 'badge badge-warning' : 'badge badge-success'}>
                      {busy ? t('rebuilding') : projection.lag > 0 ? t('behind') : t('upToDate')}
                    </span>
                    {projection.failedEvents ? (
                      <span className="badge badge-destructive">
                        {t('failedEvents', { formatted: formatCount(projection.failedEvents, language) })}
                      </span>
                    ) : null}
                  </p>
                  <p className="list-row-meta">
                    <span>{t('checkpoint', { formatted: formatCount(projection.position, language) })}</span>
                    <span>{t('lag', { formatted: formatCount(projection.lag, language) })}</span>
                  </p>
                  {busy && running?.progress ? (
                    <RebuildProgressBar name={projection.name} progress={running.progress} />
                  ) : null}
                  <div
                    className={busy ? 'meter meter-busy' : 'meter'}
                    role="progressbar"
                    aria-label={t('progress', { name: projection.name })}
                    aria-valuemin={0}
                    aria-valuemax={Math.max(head, 1)}
                    aria-valuenow={Math.min(done, Math.max(head, 1))}
                    aria-valuetext={t('progressText', {
                      done: formatCount(done, language),
                      head: formatCount(head, language),
                    })}
                  >
                    <span className="meter-fill" style={{ width: `${head > 0 ? (done / head) * 100 : 100}%` }} />
                  </div>
                </div>
                {canRebuild ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={running !== null || rebuildState.isLoading}
                    onClick={() => setConfirming(projection.name)}
                    aria-label={t('rebuildOne', { name: projection.name })}
                  >
                    {t('rebuild')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirm.title', { name: confirming ?? '' })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        tone="danger"
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('confirm.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
