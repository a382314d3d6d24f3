import { Alert, Container, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder for a screen a later issue builds: its title and a clear notice. */
export function UnfinishedPage({ title, children, inPanel }: { title: string; children?: ReactNode; inPanel?: boolean }) {
  const content = (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Alert
        variant="light"
        color="yellow"
        icon={<IconTools aria-hidden />}
        title="Coming soon"
        styles={{ title: { color: 'var(--nimbus-strong-text)' }, icon: { color: 'var(--mantine-color-orange-9)' } }}
      >
        This screen is being built and is not available yet.
      </Alert>
      {children}
    </Stack>
  );
  return inPanel ? content : <Container size="md" py={56}>{content}</Container>;
}
