// The yardstick of the hot-path table: Fastify alone, no plugins, answering GET /api/plans with
// the same plan rows the app answers, held in memory as an object (Fastify serialises it per
// request, as a plain handler returning data does). Prints "listening <url>" once ready.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.env.BENCH_BARE_BODY;
if (!file) throw new Error('BENCH_BARE_BODY is required');
const plans: unknown = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/plans', async () => plans);
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
console.log(`listening ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
