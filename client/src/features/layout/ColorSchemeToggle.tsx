import { ActionIcon, Group, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useLayoutText } from '../../i18n/en/layout.ts';

/**
 * Light or dark: the site follows the system until the visitor picks one here; Mantine's
 * colour scheme manager keeps the choice in localStorage.
 */
function useSchemeSwitch() {
  const { t } = useLayoutText();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return { dark, label: dark ? t('colorScheme.toLight') : t('colorScheme.toDark'), toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

/** The header bar's icon button (from 769 px; the phone's header has no room left). */
export function ColorSchemeToggle() {
  const { dark, label, toggle } = useSchemeSwitch();
  return (
    <ActionIcon
      variant="subtle"
      color="gray.0"
      size="lg"
      radius="md"
      onClick={toggle}
      aria-label={label}
      // A native title, not Mantine's Tooltip: its positioning library would join every first load.
      title={label}
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}

/** The same switch as a row of the phone's menu. */
export function ColorSchemeMenuItem({ className }: { className?: string | undefined }) {
  const { dark, label, toggle } = useSchemeSwitch();
  return (
    <UnstyledButton className={className} onClick={toggle}>
      <Group gap="xs" component="span">
        {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
        {label}
      </Group>
    </UnstyledButton>
  );
}
