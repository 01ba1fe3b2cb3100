import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useErrorText } from '../../../shared/ui/use-error-text';

export type Feedback =
  | { kind: 'none' }
  | { kind: 'sending' }
  | { kind: 'submitted' }
  | { kind: 'timeUp' }
  | { kind: 'failed'; error: unknown }
  | {
      kind: 'result';
      outcome: 'correct' | 'incorrect' | 'noAnswer';
      points: number | null;
      total: number;
      rank: number | null;
      explanation: string | null;
    };

function RevealResult({ feedback }: { feedback: Extract<Feedback, { kind: 'result' }> }) {
  const { t, i18n } = useTranslation('games');
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the outcome sits below the options: bring it into view when it arrives.
  useEffect(() => {
    void ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const count = new Intl.NumberFormat(i18n.language);
  const icon = { correct: '✓', incorrect: '✗', noAnswer: '–' }[feedback.outcome];
  return (
    <div ref={ref} className={`card reveal-result is-${feedback.outcome}`}>
      <p className="reveal-result-title">
        <span className="reveal-result-icon" aria-hidden="true">
          {icon}
        </span>
        {t(`play.outcome.${feedback.outcome}`)}
      </p>
      <p className="reveal-result-points">
        {feedback.points === null
          ? t('play.pointsPending')
          : t('play.pointsEarned', { count: feedback.points, formatted: count.format(feedback.points) })}
      </p>
      <p className="reveal-result-total">
        {t('play.totalScore', { score: count.format(feedback.total) })}
        {feedback.rank !== null ? ` · ${t('play.rank', { rank: feedback.rank })}` : null}
      </p>
      {feedback.explanation ? (
        <p className="explanation">
          <strong>{t('play.explanation')}</strong> {feedback.explanation}
        </p>
      ) : null}
      <p className="muted reveal-result-wait">{t('play.waitingForHost')}</p>
    </div>
  );
}

/**
 * What the player hears after acting: the answer was sent, or failed, and at the reveal the outcome with points,
 * total and explanation. It sits in a polite live region, so screen readers announce each change.
 */
export function PlayerFeedback({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  return (
    <div className="player-feedback" aria-live="polite">
      {feedback.kind === 'sending' ? <p className="submitted-notice">{t('play.sending')}</p> : null}
      {feedback.kind === 'submitted' ? (
        <p className="submitted-notice">
          <span aria-hidden="true">✓ </span>
          {t('play.submitted')}
        </p>
      ) : null}
      {feedback.kind === 'timeUp' ? <p className="submitted-notice">{t('play.timeUpNoAnswer')}</p> : null}
      {feedback.kind === 'failed' ? (
        <Alert tone="error">{errorText(feedback.error, { failed: t('play.submitFailed') })}</Alert>
      ) : null}
      {feedback.kind === 'result' ? <RevealResult feedback={feedback} /> : null}
    </div>
  );
}
