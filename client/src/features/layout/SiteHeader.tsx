import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { Role } from '@nimbus/shared/enums';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { session as sessionStore, useSession } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ColorSchemeMenuItem, ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MessagingAppIcon } from './MessagingAppLink.tsx';
import { NavLinks } from './NavLinks.tsx';
import { usePanelNav } from './panel-nav.ts';
import classes from './SiteHeader.module.css';

// Signed-in people only: the menu (and the positioning library under it) and the bell are not
// on a visitor's first load.
const loadUserMenu = () => import('./UserMenu.tsx');
const loadNotifications = () => import('./SiteHeaderNotifications.tsx');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
// The area's links in the phone menu: signed-in pages only.
const PanelMenuLinks = lazy(() => import('./PanelMenuLinks.tsx').then((module) => ({ default: module.PanelMenuLinks })));
const SiteHeaderNotifications = lazy(() => loadNotifications().then((module) => ({ default: module.SiteHeaderNotifications })));

/**
 * Someone signed in opens the site: fetch the header's menu (and a customer's bell) beside the
 * page's own code (main.tsx), not once the page has rendered without them.
 */
export function preloadSignedInHeader(role: Role): void {
  void loadUserMenu();
  if (role === 'USER') void loadNotifications();
}

export function SiteHeader() {
  const { t } = useLayoutText();
  const trpc = useTRPC();
  const session = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  // In the User, Admin or Agent Panel, the area's links join this menu (one menu on a phone).
  const panel = usePanelNav();
  const href = useRouterState({ select: (state) => state.location.href });
  // The mobile menu closes on every navigation.
  useEffect(() => menu.close(), [href]); // eslint-disable-line react-hooks/exhaustive-deps -- a navigation closes the menu; the handlers object changes every render

  // The stored user may be stale (renamed, role changed) or its session revoked: ask the server
  // once in a while. A revoked token answers 401, which ends the session centrally.
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { enabled: session !== null, staleTime: 5 * 60_000 }));
  useEffect(() => {
    if (me.data && session && JSON.stringify(me.data) !== JSON.stringify(session.user)) {
      sessionStore.set({ user: me.data });
    }
  }, [me.data, session]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" px={{ base: 12, xs: 'md' }} className={classes.bar}>
        <Logo onClick={menu.close} />

        <Group component="nav" aria-label={t('nav.label')} gap={2} visibleFrom="md" className={classes.desktopNav}>
          <NavLinks variant="desktop" className={classes.link} />
        </Group>

        <Group gap={8} wrap="nowrap" className={classes.actions}>
          <MessagingAppIcon />
          {/* From 992 px; below, the switches are rows of the menu (the bar has no room left). */}
          <Box visibleFrom="md">
            <LanguageSwitch />
          </Box>
          <Box visibleFrom="md">
            <ColorSchemeToggle />
          </Box>
          {/* Customers read their notifications at /user/notifications; staff have no such screen. */}
          {session?.user.role === 'USER' && (
            <Suspense fallback={<Box w={36} h={36} />}>
              <SiteHeaderNotifications />
            </Suspense>
          )}
          {session ? (
            <Suspense fallback={<Box w={36} h={36} />}>
              <UserMenu session={session} />
            </Suspense>
          ) : (
            <Button component={Link} to="/login" variant="white" color="nimbus.8" size="sm">
              {t('header.login')}
            </Button>
          )}
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            color="white"
            size="sm"
            aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      {menuOpened && (
        <Box id="mobile-menu" hiddenFrom="md" className={classes.mobileMenu}>
          {panel && (
            <Suspense fallback={null}>
              <PanelMenuLinks panel={panel} onNavigate={menu.close} />
            </Suspense>
          )}
          <Box component="nav" aria-label={t('nav.label')} className={classes.mobileNav}>
            <NavLinks variant="mobile" className={classes.mobileLink} onNavigate={menu.close} />
          </Box>
          <LanguageSwitch className={classes.mobileLink} />
          <ColorSchemeMenuItem className={classes.mobileLink} />
        </Box>
      )}
    </Box>
  );
}
