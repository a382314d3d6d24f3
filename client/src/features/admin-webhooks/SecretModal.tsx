import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookWithSecret } from '@nimbus/shared/webhooks';

/** The signing secret, shown once: after a create or a rotation. */
export function SecretModal({ made, onClose }: { made: WebhookWithSecret | null; onClose: () => void }) {
  return (
    <Modal opened={made !== null} onClose={onClose} title="Signing secret" centered size="lg">
      {made ? (
        <Stack gap="md">
          <Alert color="yellow" title="Copy it now">
            This secret is shown once. Keep it on the receiver to check the X-Nimbus-Signature header; if it is lost, rotate it.
          </Alert>
          <Text size="sm">{made.url}</Text>
          <Code block data-testid="webhook-secret">
            {made.secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={made.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
