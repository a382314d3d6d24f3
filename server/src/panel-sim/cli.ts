import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createPanelSim } from './simulator.ts';

// npm run panel:sim -- [--port 8090] [--host 127.0.0.1] [--key KEY] [--code ACCESSCODE]
// Prints the three PANEL_* values that point the shop at it.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8090' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string' },
    code: { type: 'string', default: 'simpanel' },
  },
});

const apiKey = values.key ?? randomBytes(16).toString('hex').toUpperCase();
const sim = createPanelSim({ apiKey, accessCode: values.code, logger: true });
const address = await sim.app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(
  [
    '',
    'Panel simulator running. Point the shop at it with:',
    `  PANEL_API_URL=${address}/${values.code}/`,
    `  PANEL_API_KEY=${apiKey}`,
    `  PANEL_STREAM_URL=${address}`,
    `Make it fail: curl -X POST ${address}/_sim/faults -H 'content-type: application/json' -d '{"kind":"hang","action":"create_line"}'`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sim.app.close().then(() => process.exit(0)));
}
