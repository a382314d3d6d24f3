import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureMessage } from '../../lib/errors.ts';

/** One block of the overview failed to load: say so, offer a retry, leave the rest in place. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={`Could not load ${what}`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{failureMessage(error, 'Something went wrong. Try again.')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
