import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { MessagingIcon } from '../../components/MessagingIcon.tsx';
import { useSiteSettings } from '../../lib/site-settings.ts';
import classes from './SupportBanner.module.css';

/** The support page's banner: the messaging-app support channel, the e-mail as the other way. */
export function SupportBanner() {
  const { messagingLink, messagingAppName, supportEmail } = useSiteSettings();
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.banner}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.text}>
          <ThemeIcon size={44} radius="xl" variant="white" color="nimbus.8" visibleFrom="xs">
            <MessagingIcon app={messagingAppName} size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={800} fz="lg" c="white">
              {messagingLink ? `Fastest help: chat with us on ${messagingAppName}` : 'Need help right away?'}
            </Text>
            <Text size="sm" c="white">
              Our support team answers around the clock.{' '}
              {supportEmail ? (
                <>
                  You can also e-mail{' '}
                  <Anchor href={`mailto:${supportEmail}`} c="white" underline="always" inherit fw={600}>
                    <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
                      <IconMail size={14} aria-hidden />
                      {supportEmail}
                    </Group>
                  </Anchor>{' '}
                  or open a ticket below.
                </>
              ) : (
                'Open a ticket below.'
              )}
            </Text>
          </Stack>
        </Group>
        {messagingLink && (
          <Button
            component="a"
            href={messagingLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="white"
            color="nimbus.8"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            Open {messagingAppName} support
            <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
