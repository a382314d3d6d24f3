import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookWithSecret } from '@nimbus/shared/webhooks';
import { useSettingsText } from '../../i18n/en/settings.ts';

/** The signing secret, shown once: after a create or a rotation. */
export function SecretModal({ made, onClose }: { made: WebhookWithSecret | null; onClose: () => void }) {
  const { t } = useSettingsText();
  return (
    <Modal opened={made !== null} onClose={onClose} title={t('secret.title')} centered size="lg">
      {made ? (
        <Stack gap="md">
          <Alert color="yellow" title={t('secret.copyNow')}>
            {t('secret.shownOnce')}
          </Alert>
          <Text size="sm">{made.url}</Text>
          <Code block data-testid="webhook-secret">
            {made.secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={made.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('secret.copied') : t('secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('secret.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
