import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import { workerDatabase } from '../database.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { ADMIN_ONLY } from './types.ts';

// Webhooks are the admin's alone. The endpoints made here are inactive on a loopback URL: a
// test or delivery from them is refused before any request (no private endpoints allowed).
const form = () => ({ url: 'https://203.0.113.10/hooks', events: ['payment.verified' as const], active: false });

async function storedEndpoint(fx: Fixture) {
  const { db } = await workerDatabase();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: 'http://127.0.0.1:1/hooks', events: ['payment.verified'], active: false, secretEnc: fx.app.deps.cipher.encrypt('whsec_matrix') })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

async function storedDelivery(fx: Fixture) {
  const { db } = await workerDatabase();
  const endpointId = await storedEndpoint(fx);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, event: 'payment.verified', eventId: crypto.randomUUID(), payload: {}, occurredAt: new Date(), status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

export const webhooksMatrix: MatrixEntry[] = [
  { path: 'webhooks.list', input: () => ({}), expect: ADMIN_ONLY },
  { path: 'webhooks.create', input: form, expect: ADMIN_ONLY },
  { path: 'webhooks.update', input: async (fx) => ({ ...form(), id: await storedEndpoint(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.delete', input: async (fx) => ({ id: await storedEndpoint(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.rotateSecret', input: async (fx) => ({ id: await storedEndpoint(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.deliveries', input: async (fx) => ({ endpointId: await storedEndpoint(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.sendTest', input: async (fx) => ({ id: await storedEndpoint(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.redeliver', input: async (fx) => ({ id: await storedDelivery(fx) }), expect: ADMIN_ONLY },
  { path: 'webhooks.settings', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'webhooks.updateSettings', input: () => ({ allowPrivate: false }), expect: ADMIN_ONLY },
];
