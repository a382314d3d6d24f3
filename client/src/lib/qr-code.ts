import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * `value` as a QR code drawn here into a data: image (no script, no third party; DESIGN.md),
 * twice `size` pixels wide for sharp screens; null while it is drawn or if it cannot be.
 */
export function useQrCode(value: string, size: number): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src;
}
