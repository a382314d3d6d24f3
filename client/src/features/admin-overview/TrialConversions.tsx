import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { TRIAL_STATS_DAYS } from '@nimbus/shared/trials';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { groupThousands } from '@nimbus/shared/format';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

/** The free trials of the last 30 days and how many of them became paying customers (ADR 039). */
export function TrialConversions() {
  const trpc = useTRPC();
  const figures = useQuery(trpc.stats.trialConversions.queryOptions());
  const { t } = useStaffOverviewText();
  if (figures.error) return <QueryFailure title={t('trials.loadFailed')} error={figures.error} onRetry={() => void figures.refetch()} />;
  const data = figures.data;
  const rate = data && data.started > 0 ? Math.round((data.converted / data.started) * 100) : null;

  return (
    <Paper withBorder radius="lg" p="lg" aria-busy={figures.isPending}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('trials.title')}
          </Text>
          {data ? (
            <>
              <Text fz={{ base: 28, lg: 24, xl: 26 }} fw={800} lh={1.2} mt={6} data-testid="stat-Trial conversions">
                {rate === null ? '—' : `${rate}%`}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {data.started === 0
                  ? t('trials.none', { days: TRIAL_STATS_DAYS })
                  : t(data.converted === 1 ? 'trials.onePaid' : 'trials.paid', {
                      count: data.started,
                      converted: groupThousands(data.converted),
                      started: groupThousands(data.started),
                      days: TRIAL_STATS_DAYS,
                    })}
              </Text>
            </>
          ) : (
            <Skeleton h={30} w={90} mt={6} />
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color="grape" style={{ flexShrink: 0 }}>
          <IconGift size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
