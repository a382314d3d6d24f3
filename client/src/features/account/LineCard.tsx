import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import type { ReactNode } from 'react';
import { CopyableValue } from '../../components/CopyValueButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { useSiteSettings } from '../../lib/site-settings.ts';
import type { MySubscription } from '../../lib/renewal.ts';
import { LinePasswordChange } from './LinePasswordChange.tsx';
import { LineStatusCheck } from './LineStatusCheck.tsx';
import { maskSecretIn } from './secret-mask.ts';
import { SecretValue } from './SecretValue.tsx';
import { SetupSteps } from './SetupSteps.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

type Props = { subscription: MySubscription & { line: NonNullable<MySubscription['line']>; userName: string; password: string } };

/**
 * The customer's line on the shop's panel: our status, the playlist link and the Xtream Codes
 * login with copy buttons (the password and the link that carries it hidden until shown), a
 * status check against the TV server, and setup steps per player app.
 */
export function LineCard({ subscription }: Props) {
  const { t } = useAccountText();
  const { line, userName, password } = subscription;
  const { brandName } = useSiteSettings();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="line-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="line-title">
              {t('line.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('line.intro')}
            </Text>
          </div>
          <Detail label={t('line.status')}>
            <Group gap="xs">
              <StatusBadge status={subscription.status} />
              <Text size="sm">{t('line.until', { day: formatDay(subscription.endDate), count: subscription.devices })}</Text>
            </Group>
          </Detail>
          <Detail label={t('line.playlist')}>
            <SecretValue value={line.m3uUrl} masked={maskSecretIn(line.m3uUrl, password)} kind="playlist" />
          </Detail>
          <Text size="sm" fw={600} mb={-8}>
            {t('line.xtream')}
          </Text>
          <Detail label={t('line.server')}>
            <CopyableValue value={line.server} label={t('line.copyServer')} />
          </Detail>
          <Detail label={t('line.username')}>
            <CopyableValue value={userName} label={t('line.copyUsername')} />
          </Detail>
          <Detail label={t('line.password')}>
            <SecretValue value={password} kind="password" />
          </Detail>
          <LineStatusCheck />
          {line.onPanel ? <LinePasswordChange /> : null}
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('line.setUp')}
          </Title>
          <SetupSteps server={line.server} username={userName} playlistName={brandName} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
