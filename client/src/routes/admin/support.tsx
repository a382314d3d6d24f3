import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { SupportDesk } from '../../features/support-desk/SupportDesk.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/support')({
  head: () => titled('Support tickets'),
  // The table's first page starts loading on navigation; the table shows its own loading state.
  loader: ({ context }) => void context.trpcUtils.tickets.list.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '' }),
  component: () => <SupportDesk title="Support" />,
});
