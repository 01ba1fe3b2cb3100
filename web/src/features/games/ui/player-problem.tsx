import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-error';
import { useErrorText } from '../../../shared/ui/use-error-text';
import { clearStoredPlayer } from '../player-storage';
import { GameProblem } from './game-problem';

const notPlayingCodes = new Set(['game.notFound', 'game.participantNotFound', 'game.kicked', 'game.participantLeft']);

/** The game is there but this device's stored player is not (any more) one of its players: spec §8, reusing a game. */
const staleSessionCodes = new Set(['game.participantNotFound', 'game.participantLeft']);

const joinAnother = (label: string) => (
  <Link to="/join" className="btn btn-primary btn-lg">
    {label}
  </Link>
);

/** A player screen whose game could not be loaded; a stale player identity is forgotten. */
export function PlayerLoadProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const notPlaying = isApiError(error) && (error.status === 404 || notPlayingCodes.has(error.code ?? ''));
  const stale = isApiError(error) && staleSessionCodes.has(error.code ?? '');
  useEffect(() => {
    if (notPlaying) clearStoredPlayer();
  }, [notPlaying]);
  if (stale) {
    return (
      <GameProblem
        title={t('problem.previouslyInGameTitle')}
        text={t('problem.previouslyInGame')}
        actions={joinAnother(t('joinAnother'))}
      />
    );
  }
  return (
    <GameProblem
      title={notPlaying ? t('problem.gameNotFound') : t('problem.loadFailedTitle')}
      text={errorText(error, { failed: t('problem.loadFailed') })}
      actions={joinAnother(t('joinAnother'))}
    />
  );
}

/** The host removed this player: said plainly, the player identity forgotten, another game offered. */
export function RemovedByHost() {
  const { t } = useTranslation('games');
  useEffect(() => {
    clearStoredPlayer();
  }, []);
  return (
    <GameProblem
      title={t('problem.removedTitle')}
      text={t('problem.removedText')}
      actions={joinAnother(t('joinAnother'))}
    />
  );
}
