import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/forbidden')({
  head: () => titled('forbidden'),
  component: Forbidden,
});

function Forbidden() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <IconLock size={56} stroke={1.4} color="var(--mantine-color-nimbus-6)" aria-hidden />
        <Text fw={800} fz={48} c="var(--nimbus-accent-text)" lh={1}>
          403
        </Text>
        <Title order={1}>You do not have access to this page</Title>
        <Text c="dimmed">Log in with an account that may open it, or go back to the home page.</Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
