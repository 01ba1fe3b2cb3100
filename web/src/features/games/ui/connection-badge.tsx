import { useTranslation } from 'react-i18next';
import type { Connection } from '../game-socket';

interface ConnectionBadgeProps {
  connection: Connection;
  /** The host reads "Live" or "Offline"; a player reads connected, reconnecting or disconnected. */
  audience: 'host' | 'player';
}

const toneOf = (connection: Connection) =>
  connection === 'connected' ? 'live' : connection === 'reconnecting' || connection === 'connecting' ? 'busy' : 'down';

/** The socket's state as a badge with a text (never colour alone), announced politely when it changes. */
export function ConnectionBadge({ connection, audience }: ConnectionBadgeProps) {
  const { t } = useTranslation('games');
  const text =
    audience === 'host'
      ? connection === 'connected'
        ? t('connection.live')
        : t('connection.offline')
      : t(`connection.${connection}`);
  return (
    <span className={`connection-badge connection-${toneOf(connection)}`} role="status">
      <span className="connection-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
