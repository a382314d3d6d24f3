import { Box, Container, NavLink, Paper, Stack, Text } from '@mantine/core';
import { openModals } from '../../lib/modals.ts';
import { IconDevicesOff, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { useSignOut } from '../../lib/sign-out.tsx';
import { isActiveLink, panelNav, type PanelAction, type PanelLink } from './panel-nav.ts';
import classes from './PanelShell.module.css';

export type { PanelLink } from './panel-nav.ts';

/**
 * The sidebar of the customer, admin and agent areas. On a phone the sidebar gives way to the
 * header's menu, which lists the same links (one menu button, not two). Staff areas also offer
 * "Sign out everywhere" (customers find it on their overview).
 */
export function PanelShell({ title, links, signOutEverywhere = false }: { title: string; links: readonly PanelLink[]; signOutEverywhere?: boolean }) {
  const { t } = useLayoutText();
  const { signOut, confirmSignOutEverywhere } = useSignOut();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const confirmLogout = async () =>
    (await openModals()).openConfirmModal({
      title: t('account.confirmLogout.title'),
      centered: true,
      children: <Text>{t('account.confirmLogout.message')}</Text>,
      labels: { confirm: t('account.confirmLogout.yes'), cancel: t('account.confirmLogout.no') },
      onConfirm: () => void signOut(),
    });

  const isActive = (link: PanelLink) => isActiveLink(link, pathname);

  // The header's phone menu shows these while the area is on screen.
  useEffect(() => {
    const actions: PanelAction[] = [{ label: t('account.logout'), icon: <IconLogout size={18} aria-hidden />, onClick: () => void confirmLogout() }];
    if (signOutEverywhere)
      actions.push({ label: t('account.signOutEverywhere'), icon: <IconDevicesOff size={18} aria-hidden />, onClick: () => void confirmSignOutEverywhere() });
    panelNav.set({ title, links, actions });
    return () => panelNav.set(null);
  }, [title, links, signOutEverywhere, t]); // eslint-disable-line react-hooks/exhaustive-deps -- the sign-out handlers read the current session when called

  return (
    <Container size="xl" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <Paper withBorder radius="lg" p="md" className={classes.sidebar} visibleFrom="sm">
          <Text component="h2" fw={800} fz="lg">
            {title}
          </Text>
          <Box component="nav" id="panel-links" aria-label={title}>
            <Stack gap={4} mt="md">
              {links.map((link) => (
                <NavLink
                  key={link.to}
                  label={link.label}
                  leftSection={link.icon}
                  active={isActive(link)}
                  variant="filled"
                  className={classes.navLink}
                  // The router marks a parent path's link current too (aria-current, which Mantine styles as
                  // active): an area's index link must match exactly.
                  renderRoot={(props) => <Link {...props} to={link.to} activeOptions={{ exact: link.exact ?? false }} />}
                />
              ))}
              <NavLink
                component="button"
                type="button"
                label={t('account.logout')}
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={confirmLogout}
                className={classes.navLink}
              />
              {signOutEverywhere && (
                <NavLink
                  component="button"
                  type="button"
                  label={t('account.signOutEverywhere')}
                  leftSection={<IconDevicesOff size={18} aria-hidden />}
                  onClick={confirmSignOutEverywhere}
                  className={classes.navLink}
                />
              )}
            </Stack>
          </Box>
        </Paper>
        <Box className={classes.content}>
          <Outlet />
        </Box>
      </div>
    </Container>
  );
}
