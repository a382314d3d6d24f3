import { Center, Loader } from '@mantine/core';
import { useQrCode } from '../../lib/qr-code.ts';

const SIZE = 184;

/** The otpauth:// URI as a QR code for the authenticator app. */
export function EnrolmentQr({ uri }: { uri: string }) {
  const src = useQrCode(uri, SIZE);

  return src ? (
    <img src={src} width={SIZE} height={SIZE} alt="QR code to scan with your authenticator app" style={{ display: 'block' }} />
  ) : (
    <Center w={SIZE} h={SIZE}>
      <Loader size="sm" aria-label="Drawing the QR code" />
    </Center>
  );
}
