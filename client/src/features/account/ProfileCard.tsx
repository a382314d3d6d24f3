import { Avatar, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@nimbus/shared/users';
import { IconMail, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDay } from '@nimbus/shared/format';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { countryNames, useCountryText } from '../../i18n/en/countries.ts';
import { LoadFailed } from './LoadFailed.tsx';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.5}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value || '—'}
        </Text>
      </div>
    </Group>
  );
}

/** Who is signed in: avatar (initials when there is no picture), name, member since, e-mail, country. */
type Props = { profile: Profile | undefined; error: { message: string; retry: () => void } | null };

export function ProfileCard({ profile, error }: Props) {
  const { t } = useAccountText();
  const { t: countryName } = useCountryText();
  // Stored as its English name; one the list does not know (an older account's) is shown as written.
  const country = profile && (Object.hasOwn(countryNames, profile.country) ? countryName(profile.country as keyof typeof countryNames) : profile.country);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      {error ? (
        <LoadFailed message={error.message} retry={error.retry} />
      ) : profile ? (
        <Stack gap="md">
          <Group wrap="nowrap" gap="md">
            <Avatar src={profile.avatar} name={profile.name} color="initials" size={64} radius="xl" alt={profile.name} />
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                {profile.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t('profile.memberSince', { day: formatDay(profile.registerDate) })}
              </Text>
            </div>
          </Group>
          <Divider />
          <Fact icon={<IconMail size={18} aria-hidden />} label={t('profile.email')} value={<EmailAddress email={profile.email} />} />
          <Fact icon={<IconMapPin size={18} aria-hidden />} label={t('profile.country')} value={country} />
        </Stack>
      ) : (
        <Stack gap="md" role="group" aria-busy="true" aria-label={t('profile.loading')}>
          <Group wrap="nowrap">
            <Skeleton circle height={64} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={12} width="50%" />
            </Stack>
          </Group>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
    </Paper>
  );
}
