import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicSettings } from '@nimbus/shared/settings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { WalletCard } from './WalletCard.tsx';

type Props = { settings: Pick<PublicSettings, 'usdtAddress' | 'btcAddress' | 'ethAddress' | 'supportEmail'>; price: string };

export function CryptoPanel({ settings, price }: Props) {
  const wallets = [
    { symbol: 'USDT', name: 'Tether', address: settings.usdtAddress },
    { symbol: 'BTC', name: 'Bitcoin', address: settings.btcAddress },
    { symbol: 'ETH', name: 'Ethereum', address: settings.ethAddress },
  ].filter((wallet) => wallet.address);

  if (wallets.length === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="No wallet addresses yet">
        Crypto payments are not set up at the moment. Please pay with PayPal or{' '}
        {settings.supportEmail ? `write to ${settings.supportEmail}` : 'open a support ticket'}.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        Send <strong>{price}</strong> in USDT, BTC or ETH to one of these addresses, then upload a screenshot of the transaction as your receipt.
      </Text>
      <SimpleGrid cols={{ base: 1, md: wallets.length }} spacing="md">
        {wallets.map((wallet) => (
          <WalletCard key={wallet.symbol} {...wallet} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
