import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { socketKeys } from '../game-socket';
import { useLeaveGameMutation, usePlayerSessionQuery } from '../live-game.api';
import type { PlayerSession } from '../player-session';
import { clearStoredPlayer, readStoredPlayer, type StoredPlayer } from '../player-storage';
import { ConnectionBadge } from '../ui/connection-badge';
import { ConnectionLost } from '../ui/connection-lost';
import { PlayerLoadProblem, RemovedByHost } from '../ui/player-problem';
import { START_COUNTDOWN_S, StartCountdown } from '../ui/start-countdown';
import { useCountdown } from '../ui/use-remaining-seconds';
import '../games.css';

function WaitingFacts({ session }: { session: PlayerSession }) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const { state } = session;
  return (
    <dl className="game-facts game-facts-titled waiting-facts">
      <div className="game-fact-wide">
        <dt>{t('waiting.quiz')}</dt>
        <dd>{state.quizTitle}</dd>
      </div>
      <div>
        <dt>{t('waiting.questions')}</dt>
        <dd>{count.format(state.questionsCount)}</dd>
      </div>
      <div>
        <dt>{t('waiting.players')}</dt>
        <dd>{count.format(state.participantsCount)}</dd>
      </div>
      <div>
        <dt>{t('waiting.pin')}</dt>
        <dd className="mono">{state.pin}</dd>
      </div>
    </dl>
  );
}

function WaitingRoom({ gameId, player, session }: { gameId: string; player: StoredPlayer; session: PlayerSession }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [leaveGame, leaving] = useLeaveGameMutation();
  const countdown = useCountdown(session.startedAt, START_COUNTDOWN_S);
  const { status } = session.state.gameState;
  const counting = countdown !== null && countdown > 0;

  if (session.removed === 'kicked') return <RemovedByHost />;
  if (session.removed === 'left') return <Navigate to="/join" replace />;
  if (status === 'ended') return <Navigate to={`/game/${gameId}/results`} replace />;
  if (status === 'active' && (countdown === null || countdown === 0)) {
    return <Navigate to={`/game/${gameId}/play?role=participant`} replace />;
  }

  const onLeave = async () => {
    setConfirmingLeave(false);
    // Leaving works even when the socket is gone: the identity is forgotten here either way.
    await leaveGame({ gameId, participantId: player.participantId });
    clearStoredPlayer();
    void navigate('/join');
  };

  return (
    <div className="page game-page player-page waiting-page stack">
      {counting ? <StartCountdown seconds={countdown} /> : null}
      <section className="card stack waiting-card" aria-labelledby="waiting-title">
        <div className="waiting-head">
          <ConnectionBadge connection={session.connection} audience="player" />
        </div>
        <h1 id="waiting-title">
          {t('waiting.welcome', { name: session.state.participant?.name ?? player.playerName })}
        </h1>
        {/* The countdown has begun: no more "when the host is ready". */}
        <p className="waiting-lead">{counting ? t('waiting.countdownLead') : t('waiting.lead')}</p>
        {counting ? null : (
          <div className="waiting-pulse" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
        {session.connection === 'failed' || session.connection === 'unauthorized' ? (
          <ConnectionLost socketKey={socketKeys.player(gameId)} />
        ) : null}
        <WaitingFacts session={session} />
        <button
          type="button"
          className="btn btn-outline btn-outline-danger btn-block"
          onClick={() => setConfirmingLeave(true)}
          disabled={leaving.isLoading}
        >
          {t('waiting.leave')}
        </button>
      </section>
      <ConfirmDialog
        open={confirmingLeave}
        title={t('waiting.leaveTitle')}
        confirmLabel={t('waiting.leaveConfirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={() => void onLeave()}
        onCancel={() => setConfirmingLeave(false)}
      >
        <p>{t('waiting.leaveText')}</p>
      </ConfirmDialog>
    </div>
  );
}

function WaitingRoomLoader({ gameId, player }: { gameId: string; player: StoredPlayer }) {
  const { t } = useTranslation('games');
  const { data: session, error } = usePlayerSessionQuery({ gameId, participantId: player.participantId });
  usePageTitle(t('waiting.title'));
  if (session) return <WaitingRoom gameId={gameId} player={player} session={session} />;
  if (error) return <PlayerLoadProblem error={error} />;
  return <PageLoading />;
}

/**
 * /game/{gameId}/participant (also /waiting): the player waits for the host to start. Without a stored player
 * identity the page sends to /join.
 */
export function WaitingRoomPage() {
  const { gameId = '' } = useParams();
  const [player] = useState(readStoredPlayer);
  if (!player) return <Navigate to="/join" replace />;
  return <WaitingRoomLoader gameId={gameId} player={player} />;
}
