import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { takePendingFocus } from './presentation-mode';

interface PresentationToggleProps {
  active: boolean;
  refused: boolean;
  onEnter: () => void;
  onLeave: () => void;
}

/** Enter presentation mode, or leave it (Escape too); says so when the browser refused full screen. */
export function PresentationToggle({ active, refused, onEnter, onLeave }: PresentationToggleProps) {
  const { t } = useTranslation('games');
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The clicked button gave way to its counterpart: the focus follows to it.
  useEffect(() => {
    if (takePendingFocus(active ? 'leave' : 'enter')) buttonRef.current?.focus();
  }, [active]);
  if (!active) {
    return (
      <button type="button" ref={buttonRef} className="btn btn-outline presentation-enter" onClick={onEnter}>
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
        ref={buttonRef}
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
