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
import { useMemo } from 'react';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { holdForEnrolment, requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin')({
  head: () => titled('admin'),
  beforeLoad: async ({ context, location }) => {
    requireRole(context.session, ['ADMIN'], location);
    return { twoFactorHeld: await holdForEnrolment(context, location.pathname) };
  },
  component: AdminPanel,
});

function AdminPanel() {
  const { t } = useStaffText();
  // The same links while the language stays: the shell hands them to the header's phone menu.
  const links = useMemo<PanelLink[]>(
    () => [
      { label: t('nav.overview'), to: '/admin/overview', icon: <IconChartBar size={18} aria-hidden /> },
      { label: t('nav.users'), to: '/admin/users', icon: <IconUsers size={18} aria-hidden /> },
      { label: t('nav.subscriptions'), to: '/admin/subscriptions', icon: <IconTicket size={18} aria-hidden /> },
      { label: t('nav.payments'), to: '/admin/payments', icon: <IconCreditCard size={18} aria-hidden /> },
      { label: t('nav.support'), to: '/admin/support', icon: <IconHeadset size={18} aria-hidden /> },
      { label: t('nav.plans'), to: '/admin/plans', icon: <IconListDetails size={18} aria-hidden /> },
      { label: t('nav.coupons'), to: '/admin/coupons', icon: <IconDiscount size={18} aria-hidden /> },
      { label: t('nav.webhooks'), to: '/admin/webhooks', icon: <IconWebhook size={18} aria-hidden /> },
      { label: t('nav.settings'), to: '/admin/settings', icon: <IconSettings size={18} aria-hidden /> },
      { label: t('nav.panelDrift'), to: '/admin/panel-drift', icon: <IconArrowsDiff size={18} aria-hidden /> },
      { label: t('nav.audit'), to: '/admin/audit', icon: <IconHistory size={18} aria-hidden /> },
      { label: t('nav.security'), to: '/admin/security', icon: <IconShieldLock size={18} aria-hidden /> },
    ],
    [t],
  );
  return <PanelShell title={t('panels.admin')} links={links} signOutEverywhere />;
}
