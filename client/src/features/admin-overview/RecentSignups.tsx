import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { formatDay } from '@nimbus/shared/format';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

/** The latest customers to register: name, e-mail, date. */
export function RecentSignups() {
  const trpc = useTRPC();
  const { t } = useStaffOverviewText();
  const signups = useQuery(trpc.stats.recentSignups.queryOptions());

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recent-signups-title">
      <Title order={2} size="h3" id="recent-signups-title" mb="md">
        {t('signups.title')}
      </Title>
      {signups.error ? (
        <QueryFailure title={t('signups.loadFailed')} error={signups.error} onRetry={() => void signups.refetch()} />
      ) : !signups.data ? (
        <Stack gap={10} aria-busy>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={24} />
          ))}
        </Stack>
      ) : signups.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('signups.empty')}
        </Text>
      ) : (
        <Table striped verticalSpacing="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left', position: 'absolute', left: -10000 }}>{t('signups.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('signups.name')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('signups.email')}</Table.Th>
              <Table.Th>{t('signups.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {signups.data.map((signup) => (
              <Table.Tr key={signup.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {signup.name}
                  </Text>
                  {/* On a phone the e-mail sits under the name rather than in a column of its own. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    <EmailAddress email={signup.email} />
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <EmailAddress email={signup.email} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(signup.date)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
