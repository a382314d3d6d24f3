import {
  IconArrowsDiff,
  IconChartBar,
  IconCreditCard,
  IconHeadset,
  IconHistory,
  IconListDetails,
  IconDiscount,
  IconSettings,
  IconShieldLock,
  IconTicket,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { holdForEnrolment, requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

const links: PanelLink[] = [
  { label: 'Overview', to: '/admin/overview', icon: <IconChartBar size={18} aria-hidden /> },
  { label: 'Users', to: '/admin/users', icon: <IconUsers size={18} aria-hidden /> },
  { label: 'Subscriptions', to: '/admin/subscriptions', icon: <IconTicket size={18} aria-hidden /> },
  { label: 'Payments', to: '/admin/payments', icon: <IconCreditCard size={18} aria-hidden /> },
  { label: 'Support', to: '/admin/support', icon: <IconHeadset size={18} aria-hidden /> },
  { label: 'Plans Management', to: '/admin/plans', icon: <IconListDetails size={18} aria-hidden /> },
  { label: 'Coupons', to: '/admin/coupons', icon: <IconDiscount size={18} aria-hidden /> },
  { label: 'Webhooks', to: '/admin/webhooks', icon: <IconWebhook size={18} aria-hidden /> },
  { label: 'Settings', to: '/admin/settings', icon: <IconSettings size={18} aria-hidden /> },
  { label: 'Panel drift', to: '/admin/panel-drift', icon: <IconArrowsDiff size={18} aria-hidden /> },
  { label: 'Audit Log', to: '/admin/audit', icon: <IconHistory size={18} aria-hidden /> },
  { label: 'Security', to: '/admin/security', icon: <IconShieldLock size={18} aria-hidden /> },
];

export const Route = createFileRoute('/admin')({
  head: () => titled('admin'),
  beforeLoad: async ({ context, location }) => {
    requireRole(context.session, ['ADMIN'], location);
    return { twoFactorHeld: await holdForEnrolment(context, location.pathname) };
  },
  component: () => <PanelShell title="Admin Panel" links={links} signOutEverywhere />,
});
