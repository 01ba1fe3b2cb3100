import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { DEFAULT_GAME_SETTINGS } from '../../../shared/games/game-defaults';
import type { GameSettings } from '../../../shared/games/game.types';
import { useCreateGameMutation } from '../../../shared/games/games.api';

/** For the host: a new lobby for the same quiz (a new PIN, the same settings), opened at once. */
export function CreateAnotherGame({ quizId, settings }: { quizId: string; settings: GameSettings | undefined }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [createGame, creating] = useCreateGameMutation();
  const onCreate = async () => {
    try {
      const game = await createGame({ quizId, settings: settings ?? DEFAULT_GAME_SETTINGS }).unwrap();
      void navigate(`/game/${game.id}/lobby`);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void onCreate()} disabled={creating.isLoading}>
        {creating.isLoading ? t('results.creatingAnother') : t('results.createAnother')}
      </button>
      {creating.error ? (
        <div className="hero-actions-alert">
          <ApiErrorAlert error={creating.error} failed={t('results.createAnotherFailed')} />
        </div>
      ) : null}
    </>
  );
}
