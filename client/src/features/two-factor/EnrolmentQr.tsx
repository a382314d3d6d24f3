import { Center, Loader } from '@mantine/core';
import { useAuthText } from '../../i18n/en/auth.ts';
import { useQrCode } from '../../lib/qr-code.ts';

const SIZE = 184;

/** The otpauth:// URI as a QR code for the authenticator app. */
export function EnrolmentQr({ uri }: { uri: string }) {
  const { t } = useAuthText();
  const src = useQrCode(uri, SIZE);

  return src ? (
    <img src={src} width={SIZE} height={SIZE} alt={t('twoFactor.enrol.qr')} style={{ display: 'block' }} />
  ) : (
    <Center w={SIZE} h={SIZE}>
      <Loader size="sm" aria-label={t('twoFactor.enrol.qrDrawing')} />
    </Center>
  );
}
