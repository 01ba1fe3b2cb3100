import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../shared/ui/api-error-alert';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { HostState } from '../../../shared/games/game.types';
import { useKickParticipantMutation } from '../live-game.api';
import { initialsOf } from '../ui/initials';

type Participant = HostState['participants'][number];

interface ParticipantListProps {
  gameId: string;
  participants: Participant[];
  offline: string[];
}

function ParticipantRow({
  participant,
  online,
  onRemove,
}: {
  participant: Participant;
  online: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const joined = Date.parse(participant.joinedAt);
  return (
    <li className="participant">
      <span className="avatar participant-avatar" aria-hidden="true">
        {initialsOf(participant.name)}
      </span>
      <div className="participant-body">
        <span className="participant-name">{participant.name}</span>
        {Number.isNaN(joined) ? null : (
          <span className="participant-meta">
            {t('lobby.joinedAt', {
              time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(joined),
            })}
          </span>
        )}
      </div>
      <span className={online ? 'badge badge-success' : 'badge badge-warning'}>
        {online ? t('lobby.ready') : t('lobby.away')}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm participant-remove"
        onClick={onRemove}
        aria-label={t('lobby.removeLabel', { name: participant.name })}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/** Who joined, with a ready badge and a remove button (after a confirmation) per player. */
export function ParticipantList({ gameId, participants, offline }: ParticipantListProps) {
  const { t } = useTranslation('games');
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [kick, { error, reset }] = useKickParticipantMutation();

  if (participants.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">{t('lobby.noPlayers')}</p>
        <p className="muted">{t('lobby.noPlayersText')}</p>
      </div>
    );
  }

  const onConfirm = () => {
    if (removing) void kick({ gameId, participantId: removing.id });
    setRemoving(null);
  };

  return (
    <div className="stack-tight">
      {error ? <ApiErrorAlert error={error} failed={t('lobby.removeFailed')} /> : null}
      <ul className="participant-list">
        {participants.map((participant) => (
          <ParticipantRow
            key={participant.id}
            participant={participant}
            online={!offline.includes(participant.id)}
            onRemove={() => {
              reset();
              setRemoving(participant);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('lobby.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('lobby.removeConfirm')}
        cancelLabel={t('cancel')}
        tone="danger"
        onConfirm={onConfirm}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('lobby.removeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
