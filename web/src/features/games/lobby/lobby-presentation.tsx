import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostState } from '../../../shared/games/game.types';
import { QrCode } from './qr-code';

interface LobbyPresentationProps {
  state: HostState;
  /** The connection badge, the leave button. */
  actions: ReactNode;
  /** The start countdown, once started. */
  countdown: ReactNode;
  /** The Start game button with its hint or error. */
  start: ReactNode;
}

/** As the room fills, the PIN and the QR code give up some room and the names get smaller. */
const crowdOf = (players: number) => (players > 40 ? ' is-packed' : players > 12 ? ' is-crowded' : '');

/**
 * The lobby for a projector: the join address and the PIN huge, a large QR code, how many joined and their names in
 * a grid that fits many. The players' list with its remove buttons is in the normal lobby (leave presentation).
 */
export function LobbyPresentation({ state, actions, countdown, start }: LobbyPresentationProps) {
  const { t, i18n } = useTranslation('games');
  const count = new Intl.NumberFormat(i18n.language);
  const { pin } = state;
  const joinUrl = `${window.location.origin}/join?pin=${encodeURIComponent(pin)}`;
  const joined = state.participants.length;
  return (
    <div className={`presentation lobby-presentation${crowdOf(joined)}`}>
      <div className="presentation-bar">
        <div className="page-head-text">
          <p className="eyebrow">{t('lobby.eyebrow')}</p>
          <h1 className="presentation-title">{state.quizTitle}</h1>
        </div>
        <div className="game-head-actions">{actions}</div>
      </div>
      {countdown}
      <section className="presentation-join" aria-labelledby="presentation-pin-title">
        <div className="presentation-join-text">
          <p className="presentation-join-at">
            {t('lobby.joinAt')} <strong className="presentation-url">{`${window.location.host}/join`}</strong>
          </p>
          <h2 id="presentation-pin-title" className="presentation-pin-label">
            {t('lobby.pinTitle')}
          </h2>
          <p className="presentation-pin">
            <span aria-hidden="true">{pin}</span>
            <span className="visually-hidden">{pin.split('').join(' ')}</span>
          </p>
        </div>
        <QrCode text={joinUrl} label={t('lobby.qrLabel', { pin })} size={480} className="qr-code-large" />
      </section>
      <section className="presentation-players" aria-labelledby="presentation-players-title">
        <div className="presentation-players-head">
          <h2 id="presentation-players-title" className="presentation-count">
            {t('presentation.joined', { count: joined, formatted: count.format(joined) })}
          </h2>
          <div className="presentation-start">{start}</div>
        </div>
        {joined === 0 ? (
          <p className="presentation-waiting">{t('lobby.noPlayers')}</p>
        ) : (
          // Newest first: a student who just joined finds their name at the start.
          <ul className="presentation-names" aria-label={t('lobby.playersTitle')}>
            {[...state.participants].reverse().map((participant) => (
              <li key={participant.id} className="presentation-name">
                {participant.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
