import { Alert, Avatar, Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Profile } from '@nimbus/shared/users';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { useTRPC } from '../../lib/trpc.ts';

/** One user's profile, address, device and account, read when the modal opens (`users.byId`). */
export function UserDetailModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const phone = useMediaQuery('(max-width: 48em)');
  const user = useQuery(trpc.users.byId.queryOptions({ id: userId ?? 0 }, { enabled: userId !== null }));

  return (
    <Modal opened={userId !== null} onClose={onClose} title="User details" size="lg" centered fullScreen={phone}>
      {user.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the user" />
        </Center>
      )}
      {user.error && (
        <Alert color="red" title="Could not load the user">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(user.error, 'Please try again.')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void user.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {user.data && <Details user={user.data} />}
    </Modal>
  );
}

function Details({ user }: { user: Profile }) {
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
        <Section title="Profile">
          <Field label="First name" value={user.firstName} />
          <Field label="Last name" value={user.lastName} />
          <Field label="Phone" value={user.phoneNumber ? `${user.countryCode} ${user.phoneNumber}` : ''} />
          <Field label="Company" value={user.company} />
        </Section>
        <Section title="Address">
          <Text size="sm">
            {address.filter(Boolean).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </Section>
        <Section title="Account">
          <Field label="Registered" value={formatDay(user.registerDate)} />
          <Field label="Status" value={<StatusBadge status={user.status} />} />
          <Field label="Role" value={<Badge variant="outline">{user.role}</Badge>} />
          <Field label="Plan" value={user.plan} />
        </Section>
        <Section title="Device">
          <Field label="Device type" value={user.deviceType} />
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
