import { useTranslation } from 'react-i18next';

interface PresentationToggleProps {
  active: boolean;
  refused: boolean;
  onEnter: () => void;
  onLeave: () => void;
}

/** Enter presentation mode, or leave it (Escape too); says so when the browser refused full screen. */
export function PresentationToggle({ active, refused, onEnter, onLeave }: PresentationToggleProps) {
  const { t } = useTranslation('games');
  if (!active) {
    return (
      <button type="button" className="btn btn-outline presentation-enter" onClick={onEnter}>
        {t('presentation.enter')}
      </button>
    );
  }
  return (
    <div className="presentation-toggle">
      {refused ? (
        <p className="presentation-refused" role="status">
          {t('presentation.refused')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-outline presentation-leave"
        onClick={onLeave}
        aria-keyshortcuts="Escape"
        title={t('presentation.leaveHint')}
      >
        {t('presentation.leave')}
      </button>
    </div>
  );
}
