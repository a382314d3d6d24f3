import { Code, List, Text } from '@mantine/core';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '@nimbus/shared/webhooks';

/** How a receiver checks a delivery (ADR 041), as the admin hands it to an integrator. */
export function WebhookHelp() {
  return (
    <div>
      <Text size="sm" mb={4}>
        Each event is POSTed as JSON (<Code>{'{ id, type, createdAt, data }'}</Code>) with the headers <Code>X-Nimbus-Event</Code>,{' '}
        <Code>X-Nimbus-Delivery</Code> (the same on every retry of a delivery) and <Code>X-Nimbus-Signature: t=…,v1=…</Code>. A receiver should:
      </Text>
      <List size="sm" spacing={2} type="ordered">
        <List.Item>take the raw request body, before any JSON parsing;</List.Item>
        <List.Item>
          compute the hex HMAC-SHA256 of <Code>{'<t>.<raw body>'}</Code> with the endpoint&apos;s secret and compare it with <Code>v1</Code> in constant time;
        </List.Item>
        <List.Item>
          refuse a <Code>t</Code> (Unix seconds) more than {WEBHOOK_REPLAY_WINDOW_SECONDS / 60} minutes from its own clock;
        </List.Item>
        <List.Item>answer 2xx within 10 seconds, and skip a delivery id it has already handled.</List.Item>
      </List>
      <Text size="sm" c="dimmed" mt={4}>
        Anything else is retried after 1 min, 5 min, 30 min, 2 h, 6 h and 15 h, then marked failed.
      </Text>
    </div>
  );
}
