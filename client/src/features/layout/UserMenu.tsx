import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { dashboardPath } from '../../lib/landing.ts';
import type { Session } from '../../lib/session.ts';
import { useSignOut } from '../../lib/sign-out.tsx';

/** Logged in: the user's name opening Dashboard and Logout (specification: width 150 px, or what a language's words need). */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useLayoutText();
  const { signOut } = useSignOut();
  const [opened, setOpened] = useState(false);
  // The menu (its positioning sets state as it mounts, a second render in the same task) joins
  // the page once it is idle: the button alone is drawn with the page (docs/decisions/034).
  const [armed, setArmed] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setArmed(true))), []);
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => setOpened(false), [href]);

  const button = (
    <Button
      variant="subtle"
      color="gray.0"
      px={8}
      styles={{ section: { marginInline: 4 } }}
      leftSection={<IconUserCircle size={20} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-label={t('account.menu', { name: session.user.name })}
      {...(!armed && {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => {
          setArmed(true);
          setOpened(true);
        },
      })}
    >
      {/* Below 992 px the icon alone opens the menu (the name shows inside it): the five links
          and the name do not fit the bar together. */}
      <Text span visibleFrom="md" fw={600} fz="sm" maw={140} truncate="end">
        {session.user.name}
      </Text>
    </Button>
  );
  if (!armed) return button;

  return (
    // Rendered inside the header (no portal) and without Mantine's focus placeholder, so the
    // open menu stays in the banner landmark and holds only menu items. At least 150 px wide, as
    // wide as its items need (no "Cerrar sesión" broken over two lines).
    <Menu
      position="bottom-end"
      opened={opened}
      onChange={setOpened}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      styles={{ dropdown: { minWidth: 150, maxWidth: 240 } }}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="md">
          <Text span inherit truncate="end" display="block">
            {session.user.name}
          </Text>
        </Menu.Label>
        <Menu.Item
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          renderRoot={(props) => <Link {...props} to={dashboardPath(session.user.role)} />}
        >
          {t('account.dashboard')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
