import { IconBell, IconHeadset, IconLayoutDashboard, IconShieldLock } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PanelShell, type PanelLink } from '../../features/layout/PanelShell.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { requireRole } from '../../lib/guards.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/user')({
  head: () => titled('account'),
  beforeLoad: ({ context, location }) => requireRole(context.session, ['USER'], location),
  component: UserArea,
});

function UserArea() {
  const { t } = useAccountText();
  // The specification's sidebar: Overview, Support, Logout; Notifications added (also the header's bell).
  // One list per language: the shell hands it to the header's phone menu when it changes.
  const links = useMemo<PanelLink[]>(
    () => [
      { label: t('nav.overview'), to: '/user', icon: <IconLayoutDashboard size={18} aria-hidden />, exact: true },
      { label: t('nav.support'), to: '/user/support', icon: <IconHeadset size={18} aria-hidden /> },
      { label: t('nav.notifications'), to: '/user/notifications', icon: <IconBell size={18} aria-hidden /> },
      { label: t('nav.security'), to: '/user/security', icon: <IconShieldLock size={18} aria-hidden /> },
    ],
    [t],
  );
  return <PanelShell title={t('nav.title')} links={links} />;
}
