import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light or dark: the site follows the system until the visitor picks one here; Mantine's
 * colour scheme manager keeps the choice in localStorage.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        radius="md"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
        aria-label={label}
      >
        {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
