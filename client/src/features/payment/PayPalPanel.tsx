import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandPaypal, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';

/** PayPal: the note the specification requires and the link, which opens in a new tab. */
export function PayPalPanel({ link, price }: { link: string; price: string }) {
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Before you pay"
        styles={{ title: { color: 'var(--nimbus-strong-text)' } }}
      >
        Choose <strong>'Friends & Family'</strong> when you send the payment, and do not mention IPTV in the notes.
      </Alert>
      <Text>
        Send <strong>{price}</strong> with PayPal, then upload a screenshot of the completed payment as your receipt.
      </Text>
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
          Pay with PayPal
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          The PayPal link is not set up at the moment; please pay with crypto.
        </Text>
      )}
    </Stack>
  );
}
