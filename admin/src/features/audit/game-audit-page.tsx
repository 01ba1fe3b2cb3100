import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../../web/src/shared/ui/api-error-alert';
import { usePageTitle } from '../../../../web/src/shared/ui/use-page-title';
import { formatCount, formatDateTime, formatTime } from '../../shared/format';
import { PageHeader } from '../../shared/ui/page-header';
import type { GameAudit, StandingEntry } from './audit.api';
import { useGetGameAuditQuery } from './audit.api';
import { clampStep, eventText, leaderboardAtStep, timelineWindow } from './audit-model';
import { VerificationResult } from './verification-result';

/**
 * A game's replay (issue 11): the verification result, a scrubber over its timeline (a range input: arrow keys,
 * Page Up/Down, Home and End) with the event at that step and the leaderboard as it stood then, the whole
 * timeline, and the results recomputed from the events.
 */
export function GameAuditPage() {
  const { t } = useTranslation('audit');
  const { ref = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetGameAuditQuery(ref);
  usePageTitle(t('game.title'), t('common:brand'));
  return (
    <div className="page stack-lg">
      <Link to="/audit" className="back-link">
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      {error ? <ApiErrorAlert error={error} failed={t('game.failed')} thrown={t('common:errors.network')} /> : null}
      {!data && isFetching ? (
        <p role="status" className="muted">
          {t('common:loading')}
        </p>
      ) : null}
      {data ? <GameReplay audit={data} refetch={refetch} busy={isFetching} /> : null}
    </div>
  );
}

function GameReplay({ audit, refetch, busy }: { audit: GameAudit; refetch: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  const [step, setStep] = useState(audit.timeline.length - 1);
  const current = clampStep(step, audit);
  const event = audit.timeline[current];
  const board = leaderboardAtStep(audit, current);
  const shown = timelineWindow(audit.timeline.length, current);
  const scrubberId = useId();
  return (
    <>
      <PageHeader
        title={t('game.title')}
        subtitle={t('game.subtitle', {
          pin: audit.pin,
          title: audit.quiz.title,
          status: t(`game.status.${audit.status}`),
          created: formatDateTime(audit.createdAt, language),
        })}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => refetch()} disabled={busy}>
            {busy ? t('common:actions.refreshing') : t('common:actions.refresh')}
          </button>
        }
      />
      <VerificationResult verified={audit.verified} differences={audit.differences} />
      <section className="card stack" aria-labelledby="audit-replay-title">
        <h2 id="audit-replay-title">{t('game.replay')}</h2>
        <label htmlFor={scrubberId}>
          {t('game.step', { step: current + 1, total: audit.timeline.length })}
        </label>
        <input
          id={scrubberId}
          type="range"
          className="audit-scrubber"
          min={0}
          max={Math.max(0, audit.timeline.length - 1)}
          step={1}
          value={current}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-valuetext={event ? `${formatTime(event.at, language)} ${eventText(t, event)}` : undefined}
        />
        {event ? (
          <p aria-live="polite">
            <span className="mono">{formatTime(event.at, language)}</span> {eventText(t, event)}
          </p>
        ) : null}
        <h3>{board ? t('game.leaderboardAfter', { question: board.questionIndex + 1 }) : t('game.noLeaderboard')}</h3>
        {board ? <Standings standings={board.standings} /> : null}
      </section>
      <section className="card stack" aria-labelledby="audit-results-title">
        <h2 id="audit-results-title">{t('game.results')}</h2>
        <Standings standings={audit.standings} />
      </section>
      <section className="card stack" aria-labelledby="audit-timeline-title">
        <h2 id="audit-timeline-title">{t('game.timeline', { count: audit.timeline.length })}</h2>
        {shown.start > 0 ? <p className="muted">{t('game.earlier', { count: shown.start })}</p> : null}
        <ol className="audit-timeline" start={shown.start + 1}>
          {audit.timeline.slice(shown.start, shown.end).map((e, offset) => {
            const i = shown.start + offset;
            return (
              <li
                key={e.revision}
                className={
                  i === current ? 'audit-event is-current' : i > current ? 'audit-event is-later' : 'audit-event'
                }
                aria-current={i === current ? 'step' : undefined}
              >
                <span className="mono muted">
                  #{e.revision} {formatTime(e.at, language)}
                </span>{' '}
                <span>{eventText(t, e)}</span>
              </li>
            );
          })}
        </ol>
        {shown.end < audit.timeline.length ? (
          <p className="muted">{t('game.later', { count: audit.timeline.length - shown.end })}</p>
        ) : null}
      </section>
    </>
  );
}

function Standings({ standings }: { standings: StandingEntry[] }) {
  const { t, i18n } = useTranslation('audit');
  if (standings.length === 0) return <p className="muted">{t('game.nobody')}</p>;
  return (
    <ol className="audit-standings">
      {standings.map((s) => (
        <li key={s.participantId}>
          <span className="audit-rank">{s.rank}.</span> <span className="list-row-name">{s.name}</span>{' '}
          <span className="muted">
            {t('game.score', {
              score: formatCount(s.score, i18n.language),
              correct: s.correctAnswers,
              seconds: formatCount(Math.round(s.totalTimeMs / 100) / 10, i18n.language),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
