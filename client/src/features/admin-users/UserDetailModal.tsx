import { Alert, Avatar, Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Profile } from '@nimbus/shared/users';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { useTRPC } from '../../lib/trpc.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
import { USER_STATUS_LABELS } from '@nimbus/shared/labels';

/** One user's profile, address, device and account, read when the modal opens (`users.byId`). */
export function UserDetailModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const phone = useMediaQuery('(max-width: 48em)');
  const user = useQuery(trpc.users.byId.queryOptions({ id: userId ?? 0 }, { enabled: userId !== null }));

  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('userDetails.title')} size="lg" centered fullScreen={phone}>
      {user.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label={t('userDetails.loading')} />
        </Center>
      )}
      {user.error && (
        <Alert color="red" title={t('userDetails.loadFailed')}>
          <Group justify="space-between">
            <Text size="sm">{failureMessage(user.error, t('userDetails.pleaseRetry'))}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void user.refetch()}>
              {t('userDetails.tryAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      {user.data && <Details user={user.data} />}
    </Modal>
  );
}

function Details({ user }: { user: Profile }) {
  const { t } = useStaffText();
  const address = [user.streetAddress, user.streetAddress2, [user.postcode, user.city].filter(Boolean).join(' '), user.state, user.country];
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={user.avatar} name={user.name} color="initials" size="lg" alt="" />
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="lg">
            {user.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title={t('userDetails.profile')}>
          <Field label={t('userDetails.firstName')} value={user.firstName} />
          <Field label={t('userDetails.lastName')} value={user.lastName} />
          <Field label={t('userDetails.phone')} value={user.phoneNumber ? `${user.countryCode} ${user.phoneNumber}` : ''} />
          <Field label={t('userDetails.company')} value={user.company} />
        </Section>
        <Section title={t('userDetails.address')}>
          <Text size="sm">
            {address.filter(Boolean).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </Section>
        <Section title={t('userDetails.account')}>
          <Field label={t('userDetails.registered')} value={formatDay(user.registerDate)} />
          <Field label={t('userDetails.status')} value={<StatusBadge status={user.status} label={tm(USER_STATUS_LABELS[user.status])} />} />
          <Field label={t('userDetails.role')} value={<Badge variant="outline">{t(`roles.${user.role}`)}</Badge>} />
          <Field label={t('userDetails.plan')} value={user.plan} />
        </Section>
        <Section title={t('userDetails.device')}>
          <Field label={t('userDetails.deviceType')} value={user.deviceType} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={4} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}
