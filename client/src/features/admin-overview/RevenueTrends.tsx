import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Grid, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice, fromCents, toCents } from '@nimbus/shared/money';
import { REVENUE_TREND_MONTHS } from '@nimbus/shared/stats';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { formatMonth } from '@nimbus/shared/format';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

// Specification section 9: the chart library's default palette, fill opacity 0.6 for bars.
const BAR_FILL_OPACITY = 0.6;
const CHART_HEIGHT = 340;

/** Axis ticks: "$26k" fits where "$26000.00" would be cut off; the tooltip keeps cents. */
function compactMoney(value: number): string {
  const t = useStaffOverviewText.t;
  // The decimal comma where the language writes one ("26,5 k US$").
  const decimal = (figure: number) => (currentLanguage() === 'en' ? String(figure) : String(figure).replace('.', ','));
  return value >= 1000 ? t('revenue.axisThousands', { value: decimal(Math.round(value / 100) / 10) }) : t('revenue.axisUnits', { value: Math.round(value) });
}

/** Completed revenue of the last 12 months: a bar chart with the same figures as a table beside it. */
export function RevenueTrends() {
  const trpc = useTRPC();
  const { t } = useStaffOverviewText();
  const trends = useQuery(trpc.stats.revenueTrends.queryOptions());
  const months = trends.data ?? [];
  const data = months.map((m) => ({ month: formatMonth(m.month), revenue: toCents(m.revenue) / 100 }));
  const total = fromCents(months.reduce((sum, m) => sum + toCents(m.revenue), 0));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="revenue-trends-title">
      <Title order={2} size="h3" id="revenue-trends-title">
        {t('revenue.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('revenue.intro', { months: REVENUE_TREND_MONTHS })}
      </Text>
      {trends.error ? (
        <QueryFailure title={t('revenue.loadFailed')} error={trends.error} onRetry={() => void trends.refetch()} />
      ) : (
        <Grid gap="lg" aria-busy={trends.isPending}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {trends.data ? (
              // The table beside it carries the same figures for screen readers. Clipped: a tooltip
              // left open across a resize must not widen the page.
              <div aria-hidden style={{ overflow: 'hidden' }}>
                <BarChart
                  h={CHART_HEIGHT}
                  data={data}
                  dataKey="month"
                  series={[{ name: 'revenue', label: t('revenue.series'), color: 'blue.6' }]}
                  fillOpacity={BAR_FILL_OPACITY}
                  valueFormatter={(value) => formatPrice(value)}
                  yAxisProps={{ width: 64, tickFormatter: compactMoney }}
                  xAxisProps={{ interval: 'preserveStartEnd' }}
                  tickLine="y"
                  gridAxis="x"
                  accessibilityLayer={false}
                />
              </div>
            ) : (
              <Skeleton h={CHART_HEIGHT} radius="md" />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {trends.data ? (
              <Table striped verticalSpacing={6} fz="sm">
                <Table.Caption style={{ captionSide: 'top', textAlign: 'left', position: 'absolute', left: -10000 }}>{t('revenue.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('revenue.month')}</Table.Th>
                    <Table.Th ta="right">{t('revenue.revenue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{formatMonth(m.month)}</Table.Td>
                      <Table.Td ta="right">{formatPrice(m.revenue)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('revenue.total')}</Table.Th>
                    <Table.Th ta="right">{formatPrice(total)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            ) : (
              <Stack gap={8}>
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} h={22} />
                ))}
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
