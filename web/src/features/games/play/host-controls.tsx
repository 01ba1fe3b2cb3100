import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useHostCommandMutation, useNextQuestionMutation } from '../live-game.api';

interface HostControlsProps {
  gameId: string;
  questionIndex: number;
  totalQuestions: number;
  revealed: boolean;
}

/**
 * Reveal answer; then Next question, or End game on the last question (which opens the results). Before the last
 * question the host may also end the game early, after a confirmation: the questions not asked are left out.
 */
export function HostControls({ gameId, questionIndex, totalQuestions, revealed }: HostControlsProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [hostCommand, command] = useHostCommandMutation();
  const [nextQuestion, next] = useNextQuestionMutation();
  const [failure, setFailure] = useState<{ error: unknown; failed: string } | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const last = questionIndex + 1 >= totalQuestions;
  const busy = command.isLoading || next.isLoading;

  const run = async (work: () => Promise<unknown>, failed: string) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure({ error, failed });
    }
  };

  const onReveal = () => run(() => hostCommand({ event: 'reveal_answer', gameId }).unwrap(), t('play.revealFailed'));
  const onNext = () =>
    run(() => nextQuestion({ gameId, questionIndex: questionIndex + 1 }).unwrap(), t('play.nextFailed'));
  const onEnd = () =>
    run(async () => {
      await hostCommand({ event: 'end_game', gameId }).unwrap();
      void navigate(`/game/${gameId}/results`);
    }, t('play.endFailed'));

  return (
    <div className="host-controls stack-tight">
      <div className="host-controls-buttons">
        {!revealed ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => void onReveal()} disabled={busy}>
            {t('play.reveal')}
          </button>
        ) : last ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => void onEnd()} disabled={busy}>
            {t('play.end')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => void onNext()} disabled={busy}>
            {t('play.next')}
          </button>
        )}
        {last ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setConfirmingEnd(true)} disabled={busy}>
            {t('play.endEarly')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingEnd}
        title={t('play.endEarlyTitle')}
        confirmLabel={t('play.end')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={() => {
          setConfirmingEnd(false);
          void onEnd();
        }}
        onCancel={() => setConfirmingEnd(false)}
      >
        <p>{t('play.endEarlyText', { asked: questionIndex + 1, total: totalQuestions })}</p>
      </ConfirmDialog>
      <div aria-live="polite">{failure ? <ApiErrorAlert error={failure.error} failed={failure.failed} /> : null}</div>
    </div>
  );
}
