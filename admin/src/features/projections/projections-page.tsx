import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../web/src/shared/ui/alert';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../../web/src/shared/ui/confirm-dialog';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { formatCount } from '../../shared/format';
import { useCan } from '../../shared/use-admin';
import { PageHeader } from '../../shared/ui/page-header';
import { useGetProjectionsQuery, useRebuildProjectionsMutation, type RebuildReport } from './projections.api';

/** While a rebuild runs, the checkpoints are read every second to show its progress. */
const PROGRESS_POLL_MS = 1000;

/**
 * Projections (ARCHITECTURE §4): each read model's checkpoint and lag, and a rebuild (all or one, super_admin) that
 * drops the read model and replays the log, with its progress (the checkpoints catching up with the log's head).
 */
export function ProjectionsPage() {
  const { t, i18n } = useTranslation('projections');
  usePageTitle(t('title'), t('common:brand'));
  const language = i18n.language;
  const can = useCan();
  const [rebuild, rebuildState] = useRebuildProjectionsMutation();
  const running = rebuildState.isLoading;
  const { data, error, isFetching, refetch } = useGetProjectionsQuery(undefined, {
    pollingInterval: running ? PROGRESS_POLL_MS : 0,
  });
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [rebuilding, setRebuilding] = useState<string[]>([]);
  const [report, setReport] = useState<RebuildReport | null>(null);
  const canRebuild = can('projections.rebuild');

  const onConfirm = async () => {
    const names = confirming ?? [];
    setConfirming(null);
    setReport(null);
    setRebuilding(names.length ? names : (data?.projections.map((p) => p.name) ?? []));
    try {
      setReport(await rebuild({ names }).unwrap());
    } catch {
      // Shown by the alert.
    } finally {
      void refetch();
    }
  };

  const head = data?.head ?? 0;
  return (
    <div className="page stack-lg">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('head', { formatted: formatCount(head, language) }) : undefined}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? t('common:actions.refreshing') : t('common:actions.refresh')}
            </button>
            {canRebuild ? (
              <button type="button" className="btn btn-primary" disabled={running} onClick={() => setConfirming([])}>
                {running ? t('rebuilding') : t('rebuildAll')}
              </button>
            ) : null}
          </>
        }
      />
      {canRebuild ? null : <Alert tone="info">{t('readOnly')}</Alert>}
      {error ? <ApiErrorAlert error={error} failed={t('failed')} thrown={t('common:errors.network')} /> : null}
      {rebuildState.error ? (
        <ApiErrorAlert error={rebuildState.error} failed={t('rebuildFailed')} thrown={t('common:errors.network')} />
      ) : null}
      {report && !running ? (
        <Alert tone="success">
          {report.events !== undefined && report.ms !== undefined
            ? t('rebuilt', { events: formatCount(report.events, language), ms: formatCount(report.ms, language) })
            : t('rebuiltPlain')}
        </Alert>
      ) : null}
      {data ? (
        <ul className="list-rows" aria-label={t('listLabel')}>
          {data.projections.map((projection) => {
            const done = Math.max(0, head - projection.lag);
            const busy = running && rebuilding.includes(projection.name);
            const documents = report?.projections?.find((p) => p.name === projection.name)?.documents;
            return (
              <li key={projection.name} className="card list-row projection-row">
                <div className="list-row-main">
                  <p className="list-row-title">
                    <span className="list-row-name mono">{projection.name}</span>
                    {projection.version !== undefined ? (
                      <span className="badge badge-secondary">{t('version', { version: projection.version })}</span>
                    ) : null}
                    <span className={projection.lag > 0 ? 'badge badge-warning' : 'badge badge-success'}>
                      {projection.lag > 0 ? t('behind') : t('upToDate')}
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
                    {documents !== undefined ? (
                      <span>{t('documents', { formatted: formatCount(documents, language) })}</span>
                    ) : null}
                  </p>
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
                    disabled={running}
                    onClick={() => setConfirming([projection.name])}
                  >
                    {busy ? t('rebuilding') : t('rebuild')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.length ? t('confirm.oneTitle', { name: confirming[0] }) : t('confirm.allTitle')}
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
