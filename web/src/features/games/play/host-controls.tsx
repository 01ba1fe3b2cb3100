import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useHostCommandMutation, useHostSessionQuery, useNextQuestionMutation } from '../live-game.api';

interface HostControlsProps {
  gameId: string;
  questionIndex: number;
  totalQuestions: number;
  revealed: boolean;
}

/**
 * Reveal answer; then Next question, or End game on the last question (which opens the results). Before the last
 * question the host may also end the game early, after a confirmation: the questions not asked are left out.
 * Before the reveal the host may pause the clock (a toggle: pressed while paused; everyone's timer stops and says
 * so, answers wait) and resume it with the time that was left, or skip the question after a confirmation: it does
 * not count (answers given so far earn nothing) and the next one opens, or the game ends after the last.
 */
export function HostControls({ gameId, questionIndex, totalQuestions, revealed }: HostControlsProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [hostCommand, command] = useHostCommandMutation();
  const [nextQuestion, next] = useNextQuestionMutation();
  const [failure, setFailure] = useState<{ error: unknown; failed: string } | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const { data: session } = useHostSessionQuery(gameId);
  const timer = session?.state.timer;
  const paused = Boolean(timer?.paused);
  // The clock can be held once the question is open (not during the start countdown), until its reveal.
  const open = !revealed && (paused || (timer?.questionIndex === questionIndex && Boolean(timer.active)));
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
  const onPause = () =>
    run(
      () => hostCommand({ event: paused ? 'resume_timer' : 'pause_timer', gameId, questionIndex }).unwrap(),
      t(paused ? 'play.resumeFailed' : 'play.pauseFailed'),
    );
  const onSkip = () =>
    run(async () => {
      await hostCommand({ event: 'skip_question', gameId, questionIndex }).unwrap();
      if (last) void navigate(`/game/${gameId}/results`);
    }, t('play.skipFailed'));
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
        {revealed ? null : (
          <button
            type="button"
            className="btn btn-outline"
            aria-pressed={paused}
            onClick={() => void onPause()}
            disabled={busy || !open}
          >
            {paused ? t('play.resume') : t('play.pause')}
          </button>
        )}
        {revealed ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setConfirmingSkip(true)} disabled={busy}>
            {t('play.skip')}
          </button>
        )}
        {last ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setConfirmingEnd(true)} disabled={busy}>
            {t('play.endEarly')}
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {paused ? t('play.pausedStatus') : ''}
      </p>
      <ConfirmDialog
        open={confirmingSkip}
        title={t('play.skipTitle', { number: questionIndex + 1 })}
        confirmLabel={t('play.skip')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirmingSkip(false);
          void onSkip();
        }}
        onCancel={() => setConfirmingSkip(false)}
      >
        <p>{last ? t('play.skipLastText') : t('play.skipText')}</p>
      </ConfirmDialog>
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
