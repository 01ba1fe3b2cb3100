import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { retryGameSocket } from '../game-socket';

/** After socket.io gave up reconnecting: say so and offer a retry. */
export function ConnectionLost({ socketKey }: { socketKey: string }) {
  const { t } = useTranslation('games');
  return (
    <Alert tone="error" className="alert-with-action">
      <span>{t('connection.lost')}</span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => retryGameSocket(socketKey)}>
        {t('retry')}
      </button>
    </Alert>
  );
}
