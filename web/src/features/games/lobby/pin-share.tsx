import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../ui/copy-text';
import { QrCode } from './qr-code';

type Notice = 'pinCopied' | 'linkCopied' | 'copyFailed' | null;

const NOTICE_MS = 3000;

/** The game PIN with copy and share, and a QR code of the join link ({origin}/join?pin={pin}). */
export function PinShare({ pin, quizTitle }: { pin: string; quizTitle: string }) {
  const { t } = useTranslation('games');
  const [notice, setNotice] = useState<Notice>(null);
  const joinUrl = `${window.location.origin}/join?pin=${encodeURIComponent(pin)}`;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onCopy = async () => setNotice((await copyText(pin)) ? 'pinCopied' : 'copyFailed');

  const onShare = async () => {
    const data = {
      title: t('lobby.shareTitle', { title: quizTitle }),
      text: t('lobby.shareText', { pin }),
      url: joinUrl,
    };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is no failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setNotice((await copyText(joinUrl)) ? 'linkCopied' : 'copyFailed');
  };

  return (
    <section className="card pin-card" aria-labelledby="pin-title">
      <div className="pin-main">
        <h2 id="pin-title" className="pin-label">
          {t('lobby.pinTitle')}
        </h2>
        <p className="pin-value">
          <span aria-hidden="true">{pin}</span>
          {/* Read digit by digit, not as a number in the hundred thousands. */}
          <span className="visually-hidden">{pin.split('').join(' ')}</span>
        </p>
        <p className="muted pin-url">
          {t('lobby.joinAt')} <span className="mono">{`${window.location.host}/join`}</span>
        </p>
        <div className="pin-actions">
          <button type="button" className="btn btn-outline" onClick={() => void onCopy()}>
            {t('lobby.copyPin')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void onShare()}>
            {t('lobby.share')}
          </button>
        </div>
        <p className="pin-notice" role="status">
          {notice ? (
            <span className={notice === 'copyFailed' ? 'pin-notice-failed' : 'pin-notice-done'}>
              <span aria-hidden="true">{notice === 'copyFailed' ? '⚠ ' : '✓ '}</span>
              {t(`lobby.${notice}`)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="pin-qr">
        <QrCode text={joinUrl} label={t('lobby.qrLabel', { pin })} />
      </div>
    </section>
  );
}
