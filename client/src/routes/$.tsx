import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { titled } from '../lib/page-title.ts';

// Any path the route table does not know: say so, rather than quietly showing the home page
// (a mistyped or outdated link would look like it worked). The server sends index.html for
// every page path, so this answer comes from the client.
export const Route = createFileRoute('/$')({
  head: () => titled('notFound'),
  component: NotFound,
});

function NotFound() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconMapQuestion size={56} stroke={1.4} color="var(--mantine-color-nimbus-6)" aria-hidden />
        <Text fw={800} fz={48} c="var(--nimbus-accent-text)" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>We could not find this page</Title>
        <Text c="dimmed">The link may be mistyped or out of date. Start again from the home page, or look at our plans.</Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/" size="md">
            Go to home
          </Button>
          <Anchor component={Link} to="/home" hash="plans" fw={600}>
            See the plans
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
