import { Badge, Box, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { useQrCode } from '../../lib/qr-code.ts';
import classes from './WalletCard.module.css';

type Props = { symbol: string; name: string; address: string };

const QR_SIZE = 148;

/** One wallet: its QR code (drawn here from the address, DESIGN.md), the address and a copy button. */
export function WalletCard({ symbol, name, address }: Props) {
  const { t } = usePaymentText();
  const qr = useQrCode(address, QR_SIZE);

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <div className={classes.card}>
        <Group gap="xs" wrap="nowrap" className={classes.head}>
          <Badge variant="filled" radius="sm">
            {symbol}
          </Badge>
          <Text fw={700} component="h3" fz="md">
            {name}
          </Text>
        </Group>
        <Box className={classes.qr}>
          {qr ? (
            <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('wallet.qr', { symbol })} style={{ display: 'block' }} />
          ) : (
            <Center w={QR_SIZE} h={QR_SIZE}>
              <Loader size="sm" aria-label={t('wallet.qrDrawing', { symbol })} />
            </Center>
          )}
        </Box>
        <Text ff="monospace" size="sm" className={classes.address}>
          {address}
        </Text>
        <div className={classes.copy}>
          <CopyValueButton value={address} label={t('wallet.copy', { symbol })} fullWidth />
        </div>
      </div>
    </Paper>
  );
}
