import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useStatusPagesText } from '../i18n/en/status-pages.ts';
import { titled } from '../lib/page-title.ts';

// Any path the route table does not know: say so, rather than quietly showing the home page
// (a mistyped or outdated link would look like it worked). The server sends index.html for
// every page path, so this answer comes from the client.
export const Route = createFileRoute('/$')({
  head: () => titled('notFound'),
  component: NotFound,
});

function NotFound() {
  const { t } = useStatusPagesText();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <IconMapQuestion size={56} stroke={1.4} color="var(--mantine-color-nimbus-6)" aria-hidden />
        <Text fw={800} fz={48} c="var(--nimbus-accent-text)" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/" size="md">
            {t('goHome')}
          </Button>
          <Anchor component={Link} to="/home" hash="plans" fw={600}>
            {t('notFound.plans')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
