import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { size: number; icon: ReactNode; eyebrow?: string; title: string; description: ReactNode; children: ReactNode };

/** A page that is one card: an icon, an optional step line, the title, what to do, the form. */
export function CardPage({ size, icon, eyebrow, title, description, children }: Props) {
  return (
    <Container size={size} px="md" py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Stack gap="lg">
          <Stack align="center" gap={8}>
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            {eyebrow && (
              <Text size="xs" fw={700} tt="uppercase" c="var(--nimbus-accent-text)" lts={1}>
                {eyebrow}
              </Text>
            )}
            <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
              {title}
            </Title>
            <Text c="dimmed" ta="center">
              {description}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
