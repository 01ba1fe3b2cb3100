import { useTranslation } from 'react-i18next';

/** Spec §9: the time turns red at 10 seconds or less. */
export const URGENT_AT_S = 10;

interface QuestionTimerProps {
  /** Seconds left (see useRemainingSeconds); 0 once the question is closed. */
  remaining: number;
  duration: number;
  /** The answer is out (maybe early, by the host): say so instead of a red "0 s". */
  revealed?: boolean;
  /** The host holds the clock: it shows Paused and the time left, as it stands. */
  paused?: boolean;
}

/**
 * The seconds left on the server's clock with a progress bar, red at 10 or less. Screen readers hear it politely,
 * not every second: when 10 seconds are left, when time is up, and when the host pauses the clock.
 */
export function QuestionTimer({ remaining, duration, revealed = false, paused = false }: QuestionTimerProps) {
  const { t } = useTranslation('games');
  const ratio = duration > 0 ? Math.min(1, remaining / duration) : 0;
  const holding = paused && !revealed;
  const urgent = !revealed && !holding && remaining <= URGENT_AT_S;
  const announcement = revealed
    ? ''
    : holding
      ? t('timer.pausedAnnouncement')
      : remaining === 0
        ? t('timer.timeUp')
        : urgent
          ? t('timer.almostUp')
          : '';
  const className = revealed
    ? 'question-timer is-revealed'
    : holding
      ? 'question-timer is-paused'
      : urgent
        ? 'question-timer is-urgent'
        : 'question-timer';
  return (
    <div className={className}>
      <div className="question-timer-row">
        <span className="question-timer-label">{t('timer.label')}</span>
        <span className="question-timer-value">
          {revealed ? (
            t('timer.revealed')
          ) : holding ? (
            <>
              <span className="question-timer-paused">{t('timer.paused')}</span>{' '}
              {t('timer.seconds', { count: remaining })}
            </>
          ) : (
            t('timer.seconds', { count: remaining })
          )}
        </span>
      </div>
      <div className="timer-bar" aria-hidden="true">
        <span style={{ width: `${ratio * 100}%` }} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
