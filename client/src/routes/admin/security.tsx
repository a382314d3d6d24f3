import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SecurityPage } from '../../features/two-factor/SecurityPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/security')({
  head: () => titled('security'),
  loader: ({ context: { queryClient, trpc } }) => void queryClient.prefetchQuery(trpc.auth.twoFactor.status.queryOptions()),
  component: AdminSecurity,
});

function AdminSecurity() {
  const navigate = useNavigate();
  const held = Route.useRouteContext({ select: (context) => context.twoFactorHeld });
  // An admin held here by the requirement goes on to the admin area once the codes are saved.
  return <SecurityPage {...(held ? { onCodesSaved: () => void navigate({ to: '/admin/overview' }) } : {})} />;
}
