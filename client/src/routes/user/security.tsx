import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/two-factor/SecurityPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/user/security')({
  head: () => titled('security'),
  loader: ({ context: { queryClient, trpc } }) => void queryClient.prefetchQuery(trpc.auth.twoFactor.status.queryOptions()),
  component: () => <SecurityPage />,
});
