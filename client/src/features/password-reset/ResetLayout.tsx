import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = { step: 1 | 2 | 3; title: string; description: ReactNode; icon: ReactNode; children: ReactNode };

/** The frame of the three password-reset screens: which step, what to do, the form. */
export function ResetLayout({ step, title, description, icon, children }: Props) {
  return (
    <Container size={480} px="md" py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Stack gap="lg">
          <Stack align="center" gap={8}>
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text size="xs" fw={700} tt="uppercase" c="nimbus.7" lts={1}>
              Step {step} of 3
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
              {title}
            </Title>
            <Text c="dimmed" ta="center">
              {description}
            </Text>
          </Stack>
          {children}
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm" fw={600}>
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                Back to login
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
