import { IconCreditCard, IconHeadset, IconShieldLock, IconTicket } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

const links: PanelLink[] = [
  { label: 'Tickets', to: '/agent/tickets', icon: <IconHeadset size={18} aria-hidden /> },
  { label: 'Subscriptions', to: '/agent/subscriptions', icon: <IconTicket size={18} aria-hidden /> },
  { label: 'Payments', to: '/agent/payments', icon: <IconCreditCard size={18} aria-hidden /> },
  { label: 'Security', to: '/agent/security', icon: <IconShieldLock size={18} aria-hidden /> },
];

export const Route = createFileRoute('/agent')({
  head: () => titled('agent'),
  beforeLoad: ({ context, location }) => requireRole(context.session, ['AGENT'], location),
  component: () => <PanelShell title="Support Panel" links={links} signOutEverywhere />,
});
