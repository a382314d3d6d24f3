import { Code, List, Text } from '@mantine/core';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '@nimbus/shared/webhooks';
import { Trans } from 'react-i18next';
import { useSettingsText } from '../../i18n/en/settings.ts';

// The code samples the texts name: the same in every language.
const SAMPLES = {
  payload: '{ id, type, createdAt, data }',
  event: 'X-Nimbus-Event',
  delivery: 'X-Nimbus-Delivery',
  signature: 'X-Nimbus-Signature: t=…,v1=…',
  signed: '<t>.<raw body>',
  v1: 'v1',
  stamp: 't',
};
const code = Object.fromEntries(Object.entries(SAMPLES).map(([name, sample]) => [name, <Code key={name}>{sample}</Code>]));

/** How a receiver checks a delivery (ADR 041), as the admin hands it to an integrator. */
export function WebhookHelp() {
  const { t } = useSettingsText();
  return (
    <div>
      <Text size="sm" mb={4}>
        <Trans t={t} i18nKey="webhookHelp.intro" components={code} />
      </Text>
      <List size="sm" spacing={2} type="ordered">
        <List.Item>{t('webhookHelp.rawBody')}</List.Item>
        <List.Item>
          <Trans t={t} i18nKey="webhookHelp.signature" components={code} />
        </List.Item>
        <List.Item>
          <Trans t={t} i18nKey="webhookHelp.replay" values={{ minutes: WEBHOOK_REPLAY_WINDOW_SECONDS / 60 }} components={code} />
        </List.Item>
        <List.Item>{t('webhookHelp.answer')}</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt={4}>
        {t('webhookHelp.retries')}
      </Text>
    </div>
  );
}
