import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicSettings } from '@nimbus/shared/settings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { WalletCard } from './WalletCard.tsx';

type Props = { settings: Pick<PublicSettings, 'usdtAddress' | 'btcAddress' | 'ethAddress' | 'supportEmail'>; price: string };

export function CryptoPanel({ settings, price }: Props) {
  const { t } = usePaymentText();
  const wallets = [
    { symbol: 'USDT', name: 'Tether', address: settings.usdtAddress },
    { symbol: 'BTC', name: 'Bitcoin', address: settings.btcAddress },
    { symbol: 'ETH', name: 'Ethereum', address: settings.ethAddress },
  ].filter((wallet) => wallet.address);

  if (wallets.length === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('crypto.noWalletsTitle')}>
        {settings.supportEmail ? t('crypto.noWalletsWrite', { email: settings.supportEmail }) : t('crypto.noWalletsTicket')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        <Trans t={t} i18nKey="crypto.send" values={{ price }} components={{ strong: <strong /> }} />
      </Text>
      <SimpleGrid cols={{ base: 1, md: wallets.length }} spacing="md">
        {wallets.map((wallet) => (
          <WalletCard key={wallet.symbol} {...wallet} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
