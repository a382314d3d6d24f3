import { Box, Burger, Container, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { openModals } from '../../lib/modals.ts';
import { IconDevicesOff, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useSignOut } from '../../lib/sign-out.tsx';
import classes from './PanelShell.module.css';

export type PanelLink = {
  label: string;
  to: string;
  icon: ReactNode;
  /** Active only on this exact path (the area's index). */
  exact?: boolean;
};

/**
 * The sidebar of the customer, admin and agent areas; a toggle on small screens. Staff areas
 * also offer "Sign out everywhere" (customers find it on their overview).
 */
export function PanelShell({ title, links, signOutEverywhere = false }: { title: string; links: readonly PanelLink[]; signOutEverywhere?: boolean }) {
  const { signOut, confirmSignOutEverywhere } = useSignOut();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [opened, sidebar] = useDisclosure(false);
  useEffect(() => sidebar.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirmLogout = async () =>
    (await openModals()).openConfirmModal({
      title: 'Confirm Logout',
      centered: true,
      children: <Text>Are you sure you want to log out?</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: () => void signOut(),
    });

  const isActive = (link: PanelLink) =>
    link.exact ? pathname.replace(/\/$/, '') === link.to : pathname.startsWith(link.to);

  return (
    <Container size="xl" py={{ base: 'md', sm: 40 }}>
      <div className={classes.layout}>
        <Paper withBorder radius="lg" p="md" className={classes.sidebar}>
          <Group justify="space-between" wrap="nowrap">
            <Text component="h2" fw={800} fz="lg">
              {title}
            </Text>
            <Burger
              opened={opened}
              onClick={sidebar.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? `Close ${title} menu` : `Open ${title} menu`}
              aria-expanded={opened}
              aria-controls="panel-links"
            />
          </Group>
          <Box component="nav" id="panel-links" aria-label={title} className={classes.links} data-opened={opened || undefined}>
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
                label="Logout"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={confirmLogout}
                className={classes.navLink}
              />
              {signOutEverywhere && (
                <NavLink
                  component="button"
                  type="button"
                  label="Sign out everywhere"
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
