import { Button, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandPaypal, IconExternalLink } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { usePaymentText } from '../../i18n/en/payment.ts';

/**
 * PayPal: plain steps and the link, which opens in a new tab. No advice on how to label the
 * payment (the specification's "Friends & Family, do not mention IPTV" note is gone): buyers
 * pay as they would any shop, with PayPal's buyer protection.
 */
export function PayPalPanel({ link, price }: { link: string; price: string }) {
  const { t } = usePaymentText();
  return (
    <Stack gap="md">
      <List type="ordered" spacing={4}>
        <List.Item>
          <Trans t={t} i18nKey="paypal.send" values={{ price }} components={{ strong: <strong /> }} />
        </List.Item>
        <List.Item>{t('paypal.screenshot')}</List.Item>
        <List.Item>{t('paypal.upload')}</List.Item>
      </List>
      {link ? (
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandPaypal size={18} aria-hidden />}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('paypal.pay')}
          <VisuallyHidden>{t('paypal.newTab')}</VisuallyHidden>
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          {t('paypal.notSetUp')}
        </Text>
      )}
    </Stack>
  );
}
