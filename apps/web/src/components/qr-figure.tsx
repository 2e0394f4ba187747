import './qr-figure.css';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code to scan from another device's camera, named for screen readers, its caption under it,
 * on a white quiet zone whatever the brand's base (styles.css `.qr-figure`).
 */
export function QrFigure({
  value,
  size,
  label,
  caption,
  className,
}: {
  value: string;
  size: number;
  label: string;
  caption: string;
  className?: string;
}) {
  return (
    <figure className={className ? `qr-figure ${className}` : 'qr-figure'}>
      <QRCodeSVG
        value={value}
        size={size}
        marginSize={2}
        title={label}
        role="img"
        aria-label={label}
      />
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}
