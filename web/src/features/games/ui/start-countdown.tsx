import { useTranslation } from 'react-i18next';

/** Spec §9: the lobby and the waiting room count 5 seconds down before the first question. */
export const START_COUNTDOWN_S = 5;

/** The "get ready" before the first question: the seconds shown large, the words announced once. */
export function StartCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('games');
  return (
    <div className="start-countdown card">
      <p className="start-countdown-label" role="status">
        {t('start.getReady')}
      </p>
      <p className="start-countdown-number" aria-hidden="true">
        {seconds}
      </p>
    </div>
  );
}
