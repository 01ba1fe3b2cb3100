import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Spec §9: 200 px, error correction M, margin 2. */
const QR_SIZE = 200;

interface QrCodeProps {
  text: string;
  label: string;
  /** Pixels drawn (the projector's large code is drawn larger, so it stays sharp); CSS may show it smaller. */
  size?: number;
  className?: string;
}

/** A QR code of `text` as an image (a data: URL, which the CSP allows), described by `label`. */
export function QrCode({ text, label, size = QR_SIZE, className }: QrCodeProps) {
  const [image, setImage] = useState<{ text: string; size: number; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size })
      .then((src) => {
        if (current) setImage({ text, size, src });
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [text, size]);

  const classes = className ? `qr-code ${className}` : 'qr-code';
  if (!image || image.text !== text || image.size !== size)
    return <span className={`${classes} qr-code-pending`} aria-hidden="true" />;
  return <img className={classes} src={image.src} alt={label} width={size} height={size} />;
}
