import { IconBell, IconHeadset, IconLayoutDashboard, IconShieldLock } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

// The specification's sidebar: Overview, Support, Logout; Notifications added (also the header's bell).
const links: PanelLink[] = [
  { label: 'Overview', to: '/user', icon: <IconLayoutDashboard size={18} aria-hidden />, exact: true },
  { label: 'Support', to: '/user/support', icon: <IconHeadset size={18} aria-hidden /> },
  { label: 'Notifications', to: '/user/notifications', icon: <IconBell size={18} aria-hidden /> },
  { label: 'Security', to: '/user/security', icon: <IconShieldLock size={18} aria-hidden /> },
];

export const Route = createFileRoute('/user')({
  head: () => titled('account'),
  beforeLoad: ({ context, location }) => requireRole(context.session, ['USER'], location),
  component: () => <PanelShell title="User Panel" links={links} />,
});
