import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Spec §9: 200 px, error correction M, margin 2. */
const QR_SIZE = 200;

/** A QR code of `text` as an image (a data: URL, which the CSP allows), described by `label`. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE })
      .then((src) => {
        if (current) setImage({ text, src });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [text]);

  if (!image || image.text !== text) return <span className="qr-code qr-code-pending" aria-hidden="true" />;
  return <img className="qr-code" src={image.src} alt={label} width={QR_SIZE} height={QR_SIZE} />;
}
