import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/layout/app-layout';
import { Alert } from '../../../shared/ui/alert';
import { Meter } from '../../../shared/ui/meter';
import { useErrorText } from '../../../shared/ui/use-error-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ViewPricingLink } from '../../../shared/ui/view-pricing-link';
import type { HostSession } from '../host-session';
import { useHostCommandMutation, useHostSessionQuery } from '../live-game.api';
import { ConnectionBadge } from '../ui/connection-badge';
import { HostLoadProblem } from '../ui/host-load-problem';
import { START_COUNTDOWN_S, StartCountdown } from '../ui/start-countdown';
import { useCountdown } from '../ui/use-remaining-seconds';
import { LobbyPresentation } from './lobby-presentation';
import { ParticipantList } from './participant-list';
import { PinShare } from './pin-share';
import { usePresentationMode } from './presentation-mode';
import { PresentationToggle } from './presentation-toggle';
import { QuizInfo } from './quiz-info';
import '../games.css';
import './host-screen.css';

function Lobby({ gameId, session }: { gameId: string; session: HostSession }) {
  const { t, i18n } = useTranslation('games');
  const errorText = useErrorText();
  const { state, connection, offline } = session;
  const [hostCommand, starting] = useHostCommandMutation();
  const [startError, setStartError] = useState<unknown>(null);
  const countdown = useCountdown(session.startedAt, START_COUNTDOWN_S);
  const count = new Intl.NumberFormat(i18n.language);
  const max = state.settings.maxParticipants;
  const joined = state.participants.length;
  const started = state.gameState.status !== 'waiting';
  const presentation = usePresentationMode(gameId);

  if (connection === 'unauthorized') return <Navigate to="/login" replace />;
  if (state.gameState.status === 'ended') return <Navigate to={`/game/${gameId}/results`} replace />;
  if (started && (countdown === null || countdown === 0)) return <Navigate to={`/game/${gameId}/play`} replace />;

  const onStart = async () => {
    setStartError(null);
    try {
      await hostCommand({ event: 'start_game', gameId }).unwrap();
    } catch (error) {
      setStartError(error);
    }
  };

  const toggle = (
    <PresentationToggle
      active={presentation.active}
      refused={presentation.refused}
      onEnter={presentation.enter}
      onLeave={presentation.leave}
    />
  );
  const countdownShown = countdown !== null && countdown > 0 ? <StartCountdown seconds={countdown} /> : null;
  const start = (
    <div className="lobby-start">
      {startError ? (
        <Alert tone="error">
          {t('lobby.startFailed', { reason: errorText(startError, { failed: t('lobby.startFailedReason') }) })}{' '}
          <ViewPricingLink error={startError} />
        </Alert>
      ) : null}
      {joined === 0 ? (
        <p id="start-hint" className="muted start-hint">
          {t('lobby.startHint')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-lg lobby-start-button"
        onClick={() => void onStart()}
        disabled={joined === 0 || started || starting.isLoading}
        aria-describedby={joined === 0 ? 'start-hint' : undefined}
      >
        {starting.isLoading ? t('lobby.starting') : t('lobby.start')}
      </button>
    </div>
  );

  if (presentation.active) {
    return (
      <LobbyPresentation
        state={state}
        actions={
          <>
            <ConnectionBadge connection={connection} audience="host" />
            {toggle}
          </>
        }
        countdown={countdownShown}
        start={start}
      />
    );
  }

  return (
    <div className="page game-page lobby-page stack-lg">
      <div className="page-head game-head">
        <div className="page-head-text">
          <p className="eyebrow">{t('lobby.eyebrow')}</p>
          <h1>{state.quizTitle}</h1>
        </div>
        <div className="game-head-actions">
          <ConnectionBadge connection={connection} audience="host" />
          {toggle}
          <Link to="/dashboard" className="btn btn-outline">
            {t('lobby.exit')}
          </Link>
        </div>
      </div>

      {countdownShown}

      <div className="lobby-grid">
        <div className="stack">
          <PinShare pin={state.pin} quizTitle={state.quizTitle} />
          <QuizInfo state={state} />
        </div>
        <section className="card stack lobby-players" aria-labelledby="players-title">
          <div className="lobby-players-head">
            <h2 id="players-title" className="section-title">
              {t('lobby.playersTitle')}
              <span className="count-pill">{count.format(joined)}</span>
            </h2>
            <span className="muted">
              {t('lobby.joinedOfMax', { joined: count.format(joined), max: count.format(max) })}
            </span>
          </div>
          <Meter
            label={t('lobby.capacity')}
            value={joined}
            max={max}
            valueText={t('lobby.joinedOfMax', { joined: count.format(joined), max: count.format(max) })}
          />
          <ParticipantList gameId={gameId} participants={state.participants} offline={offline} />
        </section>
      </div>
      {/* Always in view (on a phone too, within the first screen): it stays at the bottom while the page scrolls. */}
      <div className="lobby-start-bar">{start}</div>
    </div>
  );
}

/** /game/{gameId}/lobby: the host shares the PIN, watches players join, removes one if needed, and starts. */
export function LobbyPage() {
  const { gameId = '' } = useParams();
  const { t } = useTranslation('games');
  const { data: session, error } = useHostSessionQuery(gameId);
  usePageTitle(session ? t('lobby.title', { title: session.state.quizTitle }) : t('lobby.eyebrow'));

  if (session) return <Lobby gameId={gameId} session={session} />;
  if (error) return <HostLoadProblem error={error} />;
  return <PageLoading />;
}
