import { Text } from '@mantine/core';

/**
 * The record a confirmation acts on, under the question ("Are you sure you want to delete this
 * user?" then "Ada Lovelace · ada@example.com"): the admin sees who, not only what.
 */
export function ConfirmSubject({ children }: { children: string }) {
  return (
    <Text fw={700} mt="xs" style={{ overflowWrap: 'anywhere' }} data-testid="confirm-subject">
      {children}
    </Text>
  );
}
