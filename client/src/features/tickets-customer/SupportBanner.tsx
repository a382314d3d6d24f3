import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { MessagingIcon } from '../../components/MessagingIcon.tsx';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { useSiteSettings } from '../../lib/site-settings.ts';
import classes from './SupportBanner.module.css';

/** The support address as a link, its icon before the words the sentence gives it. */
function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <Anchor href={`mailto:${email}`} c="white" underline="always" inherit fw={600}>
      <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
        <IconMail size={14} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** The support page's banner: the messaging-app support channel, the e-mail as the other way. */
export function SupportBanner() {
  const { t } = useTicketsText();
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
              {messagingLink ? t('banner.chat', { app: messagingAppName }) : t('banner.rightAway')}
            </Text>
            <Text size="sm" c="white">
              {t('banner.aroundTheClock')}{' '}
              {supportEmail ? (
                <Trans t={t} i18nKey="banner.orEmail" values={{ email: supportEmail }} components={{ email: <MailLink email={supportEmail} /> }} />
              ) : (
                t('banner.openBelow')
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
            {t('banner.openChat', { app: messagingAppName })}
            <VisuallyHidden component="span"> {t('banner.newTab')}</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
