import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { CappedCount, StaffTodo } from '@nimbus/shared/stats';
import { EXPIRING_SOON_DAYS } from '@nimbus/shared/subscriptions';
import { IconCalendarDue, IconHeadset, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { groupThousands } from '@nimbus/shared/format';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

type Todo = { key: keyof StaffTodo; icon: ReactNode; color: string };

const PAYMENTS: Todo = { key: 'paymentsToVerify', icon: <IconReceipt size={22} aria-hidden />, color: 'yellow' };
const TICKETS: Todo = { key: 'ticketsWaiting', icon: <IconHeadset size={22} aria-hidden />, color: 'orange' };
const EXPIRING: Todo = {
  key: 'subscriptionsExpiring',
  icon: <IconCalendarDue size={22} aria-hidden />,
  color: 'grape',
};

/** "1,000+" beyond the capped count: the figure is a to-do, not a statistic. */
const figure = (count: CappedCount) => (count.exact ? groupThousands(count.count) : `${groupThousands(count.count - 1)}+`);

/** The owner's to-do list on the overview: what waits for someone on the staff, each a link to it. */
export function TodoCards() {
  const trpc = useTRPC();
  const todo = useQuery(trpc.stats.todo.queryOptions());
  const { t } = useStaffOverviewText();
  if (todo.error) return <QueryFailure title={t('todo.loadFailed')} error={todo.error} onRetry={() => void todo.refetch()} />;
  return (
    <section aria-labelledby="todo-title">
      <Text id="todo-title" fw={700} size="lg" mb="xs" component="h2">
        {t('todo.title')}
      </Text>
      {/* Each card opens the staff table filtered by the very condition its figure counts. */}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy={todo.isPending}>
        <Link to="/admin/payments" {...linkProps(PAYMENTS)}>
          <TodoCard todo={PAYMENTS} count={todo.data?.paymentsToVerify} />
        </Link>
        <Link to="/admin/support" search={{ waiting: true }} {...linkProps(TICKETS)}>
          <TodoCard todo={TICKETS} count={todo.data?.ticketsWaiting} />
        </Link>
        <Link to="/admin/subscriptions" search={{ expiring: true }} {...linkProps(EXPIRING)}>
          <TodoCard todo={EXPIRING} count={todo.data?.subscriptionsExpiring} />
        </Link>
      </SimpleGrid>
    </section>
  );
}

// The link's name is its text ("Payments to verify 3"): an aria-label would have to repeat it.
const linkProps = (item: Todo) => ({
  'data-testid': `todo-${item.key}`,
  style: { textDecoration: 'none', color: 'inherit' },
});

function TodoCard({ todo, count }: { todo: Todo; count: CappedCount | undefined }) {
  const { t } = useStaffOverviewText();
  const open = count !== undefined && count.count > 0;
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" style={{ borderColor: open ? `var(--mantine-color-${todo.color}-5)` : undefined }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {t(`todo.${todo.key}`, { days: EXPIRING_SOON_DAYS })}
          </Text>
          {count ? (
            <Text fz={28} fw={800} lh={1.2} mt={6}>
              {figure(count)}
            </Text>
          ) : (
            <Skeleton h={30} w={60} mt={6} />
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant={open ? 'filled' : 'light'} color={todo.color} style={{ flexShrink: 0 }}>
          {todo.icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
