import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/two-factor/SecurityPage.tsx';

export const Route = createFileRoute('/user/security')({
  loader: ({ context }) => void context.trpcUtils.auth.twoFactor.status.prefetch(),
  component: () => <SecurityPage />,
});
