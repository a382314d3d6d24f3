import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/two-factor/SecurityPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/user/security')({
  head: () => titled('Security'),
  loader: ({ context }) => void context.trpcUtils.auth.twoFactor.status.prefetch(),
  component: () => <SecurityPage />,
});
