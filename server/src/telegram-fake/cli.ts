import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createFakeBotApi } from './fake-bot-api.ts';

// npm run telegram:fake -- [--port 8095] [--host 127.0.0.1] [--token 123456789:...] [--username nimbus_test_bot]
// Prints what points the shop at it and how to script a customer's message.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8095' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    username: { type: 'string', default: 'nimbus_test_bot' },
  },
});

const token = values.token ?? `123456789:${randomBytes(27).toString('base64url')}`;
const fake = createFakeBotApi({ token, username: values.username, logger: true });
const address = await fake.app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(
  [
    '',
    'Fake Telegram Bot API running. Point the shop at it with:',
    `  TELEGRAM_API_BASE=${address}`,
    `and save this bot token in Settings > Telegram: ${token}`,
    `A customer's message: curl -X POST ${address}/_fake/updates -H 'content-type: application/json' -d '{"chatId":4242,"text":"/start TOKEN"}'`,
    `Messages sent: curl ${address}/_fake/messages`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.app.close().then(() => process.exit(0)));
}
