import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { formatDateTime, formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import { IconArrowUpRight, IconDeviceTv, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CopyableValue } from '../../components/CopyValueButton.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { renewalFor, samePlanSearch, type MySubscription } from '../../lib/renewal.ts';
import { maskSecretIn } from './secret-mask.ts';
import { SecretValue } from './SecretValue.tsx';
import { SubscriptionNotice } from './SubscriptionNotice.tsx';
import { TrialCountdown } from './TrialCountdown.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={{ base: 120, sm: 180 }} fw={600} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Subscription Details (specification section 2): the plan, its term, status and credentials. */
type Props = {
  subscription: MySubscription | null | undefined;
  loading: boolean;
  /** Why it could not load, with a retry; null while fine. */
  error: { message: string; retry: () => void } | null;
};

export function SubscriptionDetails({ subscription, loading, error }: Props) {
  const { t } = useAccountText();
  const navigate = useNavigate();
  // The shared rule decides which actions show: none while Pending, Renew only when the server
  // would take the payment (Expired, or Active in its last 14 days).
  const renewal = subscription ? renewalFor(subscription) : null;
  // A running free trial converts with one payment for any plan (ADR 039): its own plan is offered first.
  const trial = subscription != null && subscription.trialHours !== null;
  const canRenew = renewal?.allowed === true && (renewal.kind === 'renew' || renewal.kind === 'convert');
  const canUpgrade = subscription != null && subscription.status !== 'Pending';
  const renew = () => subscription && void navigate({ to: '/payment', search: samePlanSearch(subscription) });
  const upgrade = () => void navigate({ to: '/home', search: { section: 'plans' } });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4">
            {t('subscription.title')}
          </Title>
          {(canRenew || canUpgrade) && (
            <SimpleGrid cols={{ base: 1, xs: canRenew && canUpgrade ? 2 : 1 }} spacing="xs" w={{ base: '100%', xs: 'auto' }}>
              {canRenew && (
                <Button variant="light" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={renew}>
                  {trial ? t('subscription.payForPlan') : t('subscription.renew')}
                </Button>
              )}
              {canUpgrade && (
                <Button size="sm" leftSection={<IconArrowUpRight size={16} aria-hidden />} onClick={upgrade}>
                  {trial ? t('subscription.chooseAnother') : t('subscription.upgrade')}
                </Button>
              )}
            </SimpleGrid>
          )}
        </Group>

        {error ? (
          <LoadFailed message={error.message} retry={error.retry} />
        ) : loading ? (
          <Stack gap="xs" role="group" aria-busy="true" aria-label={t('subscription.loading')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} height={28} />
            ))}
          </Stack>
        ) : !subscription ? (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconDeviceTv size={28} />
            </ThemeIcon>
            <Text fw={700}>{t('subscription.noneTitle')}</Text>
            <Text c="dimmed" size="sm" maw={380}>
              {t('subscription.noneText')}
            </Text>
            <Button mt="xs" onClick={upgrade}>
              {t('subscription.choosePlan')}
            </Button>
          </Stack>
        ) : (
          <>
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing="xs" aria-label={t('subscription.tableLabel')}>
                <Table.Tbody>
                  <Row label={t('subscription.plan')}>
                    <Text fw={600} size="sm">
                      {subscription.plan.name}{' '}
                      <Text span c="dimmed" size="sm" fw={400}>
                        · {t('devices', { count: subscription.devices })}
                      </Text>
                    </Text>
                  </Row>
                  {trial ? (
                    <Row label={t('subscription.price')}>
                      {t('subscription.trialPrice', { hours: subscription.trialHours ?? 0 })}{' '}
                      <Text span c="dimmed" size="sm">
                        {t('subscription.trialThen', { price: formatPrice(subscription.plan.price) })}
                      </Text>
                    </Row>
                  ) : (
                    <Row label={t('subscription.price')}>{formatPrice(subscription.plan.price)}</Row>
                  )}
                  <Row label={t('subscription.startDate')}>{trial ? formatDateTime(subscription.startDate) : formatDay(subscription.startDate)}</Row>
                  <Row label={t('subscription.endDate')}>
                    {trial ? (
                      <Stack gap={2}>
                        <span>{formatDateTime(subscription.endDate)}</span>
                        {subscription.status === 'Active' && subscription.endDate ? <TrialCountdown endDate={subscription.endDate} /> : null}
                      </Stack>
                    ) : (
                      formatDay(subscription.endDate)
                    )}
                  </Row>
                  <Row label={t('subscription.status')}>
                    {/* Pending after a rejection waits on the customer, not on staff: say so, not "Pending". */}
                    {subscription.provisioning ? (
                      <StatusBadge status="Provisioning" label={t('subscription.beingSetUp')} />
                    ) : subscription.status === 'Pending' && subscription.lastPayment?.status === 'Failed' ? (
                      <Stack gap={4} align="flex-start">
                        <StatusBadge status="Failed" label={t('subscription.paymentRejected')} />
                        <Text size="xs" c="dimmed">
                          {t('subscription.uploadNewReceipt')}
                        </Text>
                      </Stack>
                    ) : (
                      <StatusBadge status={subscription.status} />
                    )}
                  </Row>
                  {/* With a panel's stream URL, the credentials are on the line's own card (LineCard). */}
                  {subscription.userName && !subscription.line && (
                    <Row label={t('subscription.userName')}>
                      <CopyableValue value={subscription.userName} label={t('subscription.copyUserName')} />
                    </Row>
                  )}
                  {subscription.password && !subscription.line && (
                    <Row label={t('subscription.password')}>
                      <SecretValue value={subscription.password} kind="password" />
                    </Row>
                  )}
                  {subscription.playlistUrl && !subscription.line && (
                    <Row label={t('subscription.playlist')}>
                      {/* The link carries the password: masked like it, with the same show and copy buttons. */}
                      <SecretValue
                        value={subscription.playlistUrl}
                        masked={maskSecretIn(subscription.playlistUrl, subscription.password ?? '')}
                        kind="playlist"
                      />
                    </Row>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {renewal && <SubscriptionNotice subscription={subscription} renewal={renewal} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
