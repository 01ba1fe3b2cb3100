import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useErrorText } from '../../../shared/ui/use-error-text';
import type { GameResults } from '../../../shared/games/game.types';
import { ClassSummary } from './class-summary';
import { QuestionStats, type StatQuestion } from './question-stats';
import { useGetClassReportQuery } from './results.api';
import { StudentBreakdown } from './student-breakdown';
import { useResultsDownload } from './use-results-download';

function ExportButtons({ gameId }: { gameId: string }) {
  const { t } = useTranslation('games');
  const { download, busy, failed } = useResultsDownload(gameId);
  return (
    <section className="card stack-tight" aria-labelledby="export-title">
      <h2 id="export-title" className="section-title">
        {t('results.exportTitle')}
      </h2>
      <p className="muted">{t('results.exportText')}</p>
      <div className="export-actions">
        <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => void download('csv')}>
          {busy === 'csv' ? t('results.exporting') : t('results.exportCsv')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy !== null}
          onClick={() => void download('xlsx')}
        >
          {busy === 'xlsx' ? t('results.exporting') : t('results.exportXlsx')}
        </button>
      </div>
      <div aria-live="polite">{failed ? <Alert tone="error">{t('results.exportFailed')}</Alert> : null}</div>
    </section>
  );
}

/** The host's report, or its loading line or failure while it comes. */
function useReport(gameId: string) {
  const { t } = useTranslation(['games', 'errors']);
  const errorText = useErrorText();
  const report = useGetClassReportQuery(gameId);
  if (report.error)
    return {
      fallback: <Alert tone="error">{errorText(report.error, { failed: t('errors:game.resultsFailed') })}</Alert>,
    };
  if (!report.data)
    return {
      fallback: (
        <p className="muted" aria-busy="true">
          {t('results.loadingReport')}
        </p>
      ),
    };
  return { data: report.data };
}

/**
 * The host's part of the results (a chunk of its own: players never load it). The summary column: the class summary
 * and the CSV and XLSX exports.
 */
export function HostSummary({ gameId }: { gameId: string }) {
  const { data, fallback } = useReport(gameId);
  if (!data) return fallback;
  return (
    <div className="stack">
      <ClassSummary report={data} />
      <ExportButtons gameId={gameId} />
    </div>
  );
}

/**
 * The host's per-student breakdown and the statistics of each question asked (the same report: asked once; a game
 * ended early leaves out the questions never asked).
 */
export function HostBreakdown({
  gameId,
  stats,
  questions,
  players,
}: {
  gameId: string;
  stats: GameResults['questionStats'];
  questions: StatQuestion[] | undefined;
  players: number;
}) {
  const { data } = useReport(gameId);
  if (!data) return null;
  return (
    <>
      <StudentBreakdown report={data} />
      <QuestionStats
        stats={stats.filter((s) => s.questionIndex < data.game.questionsAsked)}
        questions={questions}
        players={players}
      />
    </>
  );
}
