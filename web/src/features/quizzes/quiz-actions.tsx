import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QUIZ_LIMITS } from '../../../../domain/quiz/quiz.rules';
import { ApiErrorAlert } from '../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DEFAULT_GAME_SETTINGS } from '../../shared/games/game-defaults';
import { useCreateGameMutation } from '../../shared/games/games.api';
import { downloadJson, exportFileName } from '../../shared/quizzes/quiz-format';
import { useQuizzesLeft } from './quizzes-left';
import type { QuizDeletedNotice, QuizNotice } from './quiz-notice';
import {
  useDeleteQuizMutation,
  useDuplicateQuizMutation,
  useExportQuizMutation,
  type Quiz,
} from '../../shared/quizzes/quizzes.api';

type Action = 'duplicate' | 'export' | 'delete' | 'startGame';

/**
 * Start game first, the primary action (with the default settings, then the lobby); then Edit, Duplicate (after a
 * warning that the copy counts against the plan's monthly quizzes), Export and Delete (after a confirmation).
 */
export function QuizActions({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const [duplicateQuiz, duplicating] = useDuplicateQuizMutation();
  const [exportQuiz, exporting] = useExportQuizMutation();
  const [deleteQuiz, deleting] = useDeleteQuizMutation();
  const [createGame, creatingGame] = useCreateGameMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingDuplicate, setConfirmingDuplicate] = useState(false);
  const quota = useQuizzesLeft();
  const [failure, setFailure] = useState<{ action: Action; error: unknown } | null>(null);
  const busy = duplicating.isLoading || exporting.isLoading || deleting.isLoading || creatingGame.isLoading;

  const copyTitle = () => {
    const title = t('detail.copyTitle', { title: quiz.title });
    const over = title.length - QUIZ_LIMITS.titleMax;
    return over > 0 ? t('detail.copyTitle', { title: quiz.title.slice(0, quiz.title.length - over).trim() }) : title;
  };

  const run = async (action: Action, work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure({ action, error });
    }
  };

  const onDuplicate = () => {
    setConfirmingDuplicate(false);
    void run('duplicate', async () => {
      const copy = await duplicateQuiz({ id: quiz.id, title: copyTitle() }).unwrap();
      const notice: QuizNotice = { kind: 'duplicated' };
      void navigate(`/quiz/${copy.id}`, { state: { notice } });
    });
  };

  const onStartGame = () =>
    run('startGame', async () => {
      const game = await createGame({ quizId: quiz.id, settings: DEFAULT_GAME_SETTINGS }).unwrap();
      void navigate(`/game/${game.id}/lobby`);
    });

  const onExport = () =>
    run('export', async () => {
      const file = await exportQuiz(quiz.id).unwrap();
      downloadJson(file, exportFileName(quiz.title));
    });

  const onDelete = () => {
    setConfirmingDelete(false);
    void run('delete', async () => {
      const answer = await deleteQuiz(quiz.id).unwrap();
      const notice: QuizDeletedNotice = { kind: 'quizDeleted', message: answer.message };
      void navigate('/dashboard', { state: { notice } });
    });
  };

  const failedText = {
    duplicate: t('detail.duplicateFailed'),
    export: t('detail.exportFailed'),
    delete: t('detail.deleteFailed'),
    startGame: t('detail.startGameFailed'),
  };

  return (
    <div className="quiz-actions-area stack-tight">
      <div className="start-game">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => void onStartGame()} disabled={busy}>
          {creatingGame.isLoading ? t('detail.startingGame') : t('detail.startGame')}
        </button>
      </div>
      <div className="quiz-actions" role="group" aria-label={t('detail.actions')}>
        <Link to={`/quiz/${quiz.id}/edit`} className="btn btn-outline">
          {t('detail.edit')}
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => setConfirmingDuplicate(true)} disabled={busy}>
          {duplicating.isLoading ? t('detail.duplicating') : t('detail.duplicate')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void onExport()} disabled={busy}>
          {exporting.isLoading ? t('detail.exporting') : t('detail.export')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-outline-danger"
          onClick={() => setConfirmingDelete(true)}
          disabled={busy}
        >
          {deleting.isLoading ? t('detail.deleting') : t('detail.delete')}
        </button>
      </div>
      <div aria-live="polite">
        {failure ? <ApiErrorAlert error={failure.error} failed={failedText[failure.action]} /> : null}
      </div>
      <ConfirmDialog
        open={confirmingDuplicate}
        title={t('detail.duplicateTitle')}
        confirmLabel={t('detail.duplicateConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={onDuplicate}
        onCancel={() => setConfirmingDuplicate(false)}
      >
        {quota === null ? (
          <p>{t('detail.duplicateText')}</p>
        ) : quota.left === 0 ? (
          <p>
            {t('detail.duplicateNoneLeft', { limit: quota.limit })} <Link to="/pricing">{t('quota.upgrade')}</Link>
          </p>
        ) : (
          <p>
            {t('detail.duplicateCounts', { count: quota.left, left: quota.left, limit: quota.limit })}{' '}
            <Link to="/pricing">{t('quota.upgrade')}</Link>
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('detail.deleteTitle')}
        confirmLabel={t('detail.deleteConfirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={onDelete}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>{t('detail.deleteText', { title: quiz.title })}</p>
      </ConfirmDialog>
    </div>
  );
}
