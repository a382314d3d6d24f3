import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A card whose data could not load: what happened and a retry. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Could not load">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
