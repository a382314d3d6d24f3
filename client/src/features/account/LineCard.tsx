import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import type { ReactNode } from 'react';
import { CopyableValue } from '../../components/CopyValueButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
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
  const { line, userName, password } = subscription;
  const { brandName } = useSiteSettings();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="line-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="line-title">
              Your TV line
            </Title>
            <Text size="sm" c="dimmed">
              Use these in your player app. Keep the password to yourself.
            </Text>
          </div>
          <Detail label="Line status">
            <Group gap="xs">
              <StatusBadge status={subscription.status} />
              <Text size="sm">
                until {formatDay(subscription.endDate)} · {subscription.devices === 1 ? '1 device' : `${subscription.devices} devices`} at once
              </Text>
            </Group>
          </Detail>
          <Detail label="Playlist link (M3U)">
            <SecretValue value={line.m3uUrl} masked={maskSecretIn(line.m3uUrl, password)} label="Playlist link" />
          </Detail>
          <Text size="sm" fw={600} mb={-8}>
            Xtream Codes login
          </Text>
          <Detail label="Server URL">
            <CopyableValue value={line.server} label="server URL" />
          </Detail>
          <Detail label="Username">
            <CopyableValue value={userName} label="username" />
          </Detail>
          <Detail label="Password">
            <SecretValue value={password} label="Password" />
          </Detail>
          <LineStatusCheck />
          {line.onPanel ? <LinePasswordChange /> : null}
        </Stack>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            Set up your app
          </Title>
          <SetupSteps server={line.server} username={userName} playlistName={brandName} />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
