import { Button, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandPaypal, IconExternalLink } from '@tabler/icons-react';

/**
 * PayPal: plain steps and the link, which opens in a new tab. No advice on how to label the
 * payment (the specification's "Friends & Family, do not mention IPTV" note is gone): buyers
 * pay as they would any shop, with PayPal's buyer protection.
 */
export function PayPalPanel({ link, price }: { link: string; price: string }) {
  return (
    <Stack gap="md">
      <List type="ordered" spacing={4}>
        <List.Item>
          Send <strong>{price}</strong> with PayPal.
        </List.Item>
        <List.Item>Take a screenshot of the completed payment.</List.Item>
        <List.Item>Upload it below as your receipt and submit.</List.Item>
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
