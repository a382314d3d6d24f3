import { Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields in the registration form. */
export function FormSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Group gap="sm" component="legend" p={0} mb="xs">
        <ThemeIcon variant="light" radius="md" size={32} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
