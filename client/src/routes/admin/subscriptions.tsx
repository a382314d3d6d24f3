import { createFileRoute } from '@tanstack/react-router';
import { FIRST_PAGE } from '../../features/admin-subscriptions/first-page.ts';
import { SubscriptionsPage } from '../../features/admin-subscriptions/SubscriptionsPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/subscriptions')({
  head: () => titled('Subscriptions'),
  // Starts the first page on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.subscriptions.list.prefetch(FIRST_PAGE),
  component: SubscriptionsPage,
});
