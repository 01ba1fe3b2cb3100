import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isApiError } from '../../../shared/api-error';
import { useErrorText } from '../../../shared/ui/use-error-text';
import { GameProblem } from './game-problem';

/** A host screen whose game could not be loaded: sign in again, or "Game Not Found" with the way back. */
export function HostLoadProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  if (isApiError(error) && error.status === 401) return <Navigate to="/login" replace />;
  const missing = isApiError(error) && (error.status === 404 || error.code === 'game.notFound');
  return (
    <GameProblem
      title={t('problem.gameNotFound')}
      text={missing ? t('problem.gameNotFoundText') : errorText(error, { failed: t('problem.loadFailed') })}
      actions={
        <Link to="/dashboard" className="btn btn-primary btn-lg">
          {t('backToDashboard')}
        </Link>
      }
    />
  );
}
