import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useStatusPagesText } from '../i18n/en/status-pages.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/forbidden')({
  head: () => titled('forbidden'),
  component: Forbidden,
});

function Forbidden() {
  const { t } = useStatusPagesText();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <IconLock size={56} stroke={1.4} color="var(--mantine-color-nimbus-6)" aria-hidden />
        <Text fw={800} fz={48} c="var(--nimbus-accent-text)" lh={1}>
          403
        </Text>
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text c="dimmed">{t('forbidden.text')}</Text>
        <Button component={Link} to="/" size="md" mt="sm">
          {t('goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
