import { IconCreditCard, IconHeadset, IconShieldLock, IconTicket } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/agent')({
  head: () => titled('agent'),
  beforeLoad: ({ context, location }) => requireRole(context.session, ['AGENT'], location),
  component: AgentPanel,
});

function AgentPanel() {
  const { t } = useStaffText();
  // The same links while the language stays: the shell hands them to the header's phone menu.
  const links = useMemo<PanelLink[]>(
    () => [
      { label: t('nav.tickets'), to: '/agent/tickets', icon: <IconHeadset size={18} aria-hidden /> },
      { label: t('nav.subscriptions'), to: '/agent/subscriptions', icon: <IconTicket size={18} aria-hidden /> },
      { label: t('nav.payments'), to: '/agent/payments', icon: <IconCreditCard size={18} aria-hidden /> },
      { label: t('nav.security'), to: '/agent/security', icon: <IconShieldLock size={18} aria-hidden /> },
    ],
    [t],
  );
  return <PanelShell title={t('panels.agent')} links={links} signOutEverywhere />;
}
