import { createFileRoute } from '@tanstack/react-router';
import { FIRST_PAGE } from '../../features/admin-payments/first-page.ts';
import { PaymentsPage } from '../../features/admin-payments/PaymentsPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/payments')({
  head: () => titled('Payments'),
  // Starts the first page of the Pending queue on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.payments.list.prefetch(FIRST_PAGE),
  component: PaymentsPage,
});
