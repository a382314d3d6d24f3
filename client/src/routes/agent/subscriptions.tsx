import { createFileRoute } from '@tanstack/react-router';
import { FIRST_PAGE } from '../../features/admin-subscriptions/first-page.ts';
import { SubscriptionsPage } from '../../features/admin-subscriptions/SubscriptionsPage.tsx';

export const Route = createFileRoute('/agent/subscriptions')({
  // Starts the first page on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.subscriptions.list.prefetch(FIRST_PAGE),
  component: SubscriptionsPage,
});
