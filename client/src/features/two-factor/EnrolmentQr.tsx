import { Center, Loader } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 184;

/** The otpauth:// URI as a QR code, drawn here into a data: image (no script, no third party). */
export function EnrolmentQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { width: SIZE * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);

  return src ? (
    <img src={src} width={SIZE} height={SIZE} alt="QR code to scan with your authenticator app" style={{ display: 'block' }} />
  ) : (
    <Center w={SIZE} h={SIZE}>
      <Loader size="sm" aria-label="Drawing the QR code" />
    </Center>
  );
}
