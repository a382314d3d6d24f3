import { TRPCError } from '@trpc/server';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from '@nimbus/shared/paging';
import { webhookMessages, type WebhookEndpointRow, type WebhookValues, type WebhookWithSecret } from '@nimbus/shared/webhooks';
import type { DbOrTx } from '../../db/client.ts';
import { settings, webhookEndpoints } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { keysetPage, pageKey, type KeysetInput } from '../../lib/paging.ts';
import { contains, searchArms } from '../../lib/search.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';
import { AddressRefused, resolveTarget } from './address.ts';
import { newSecret } from './sign.ts';

// The admin's webhook endpoints (ADR 041): CRUD audited like every admin write; the secret is
// made here, sealed at rest and shown once (on create and on rotation).

const ALLOW_PRIVATE_KEY = 'webhooks.allowPrivate';

const rowColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  createdAt: webhookEndpoints.createdAt,
};

/** Private endpoints allowed: the WEBHOOKS_ALLOW_PRIVATE variable or the admin's setting (off by default). */
export async function privateAllowed(deps: Pick<Deps, 'db' | 'env'>, db: DbOrTx = deps.db): Promise<boolean> {
  if (deps.env.WEBHOOKS_ALLOW_PRIVATE) return true;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ALLOW_PRIVATE_KEY));
  return row?.value === true;
}

export async function getWebhookSettings(deps: Pick<Deps, 'db' | 'env'>) {
  return {
    allowPrivate: await privateAllowed({ db: deps.db, env: { ...deps.env, WEBHOOKS_ALLOW_PRIVATE: false } }),
    forcedByEnv: deps.env.WEBHOOKS_ALLOW_PRIVATE,
  };
}

export async function setWebhookSettings(deps: Pick<Deps, 'db' | 'env'>, actor: AuthUser, input: { allowPrivate: boolean }) {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: ALLOW_PRIVATE_KEY, value: input.allowPrivate })
      .onConflictDoUpdate({ target: settings.key, set: { value: input.allowPrivate } });
    await recordAudit(tx, { actorId: actor.id, action: 'webhook.settings', entity: 'settings', entityId: ALLOW_PRIVATE_KEY, after: input });
  });
  return getWebhookSettings(deps);
}

/** Refuses a URL whose host is or resolves to a private address (unless allowed), with the form's message. */
export async function assertReachable(deps: Pick<Deps, 'db' | 'env'>, url: string): Promise<void> {
  try {
    await resolveTarget(url, await privateAllowed(deps));
  } catch (error) {
    if (error instanceof AddressRefused) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.reason === 'private' ? webhookMessages.privateRefused : webhookMessages.unresolvable });
    }
    throw error;
  }
}

/** The admin table, newest first, searched by URL. */
export function list(db: DbOrTx, input: KeysetInput & { search: string }): Promise<Page<WebhookEndpointRow>> {
  return keysetPage(
    db,
    {
      table: webhookEndpoints,
      createdAt: webhookEndpoints.createdAt,
      id: webhookEndpoints.id,
      where: undefined,
      arms: searchArms(input.search, [contains(webhookEndpoints.url)]),
      rows: (ids) =>
        db
          .select({ ...rowColumns, ...pageKey(webhookEndpoints.id, webhookEndpoints.createdAt) })
          .from(webhookEndpoints)
          .where(inArray(webhookEndpoints.id, ids)),
    },
    input,
  );
}

export async function rowById(db: DbOrTx, id: number, lock = false): Promise<WebhookEndpointRow> {
  const query = db.select(rowColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: webhookMessages.notFound });
  return row;
}

export async function create(deps: Deps, actor: AuthUser, values: WebhookValues): Promise<WebhookWithSecret> {
  await assertReachable(deps, values.url);
  const secret = newSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...values, secretEnc: deps.cipher.encrypt(secret), createdBy: actor.id })
      .returning({ id: webhookEndpoints.id });
    const created = await rowById(tx, row!.id);
    await recordAudit(tx, { actorId: actor.id, action: 'webhook.create', entity: 'webhook', entityId: created.id, after: values });
    return { ...created, secret };
  });
}

export async function update(deps: Deps, actor: AuthUser, values: WebhookValues & { id: number }): Promise<WebhookEndpointRow> {
  await assertReachable(deps, values.url);
  return deps.db.transaction(async (tx) => {
    const { createdAt: _c, id: _i, ...before } = await rowById(tx, values.id, true);
    const { id, ...after } = values;
    await tx.update(webhookEndpoints).set(after).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, { actorId: actor.id, action: 'webhook.update', entity: 'webhook', entityId: id, before, after });
    return rowById(tx, id);
  });
}

/** A new secret; the old one signs nothing from now on (deliveries sign when they are sent). */
export async function rotateSecret(deps: Deps, actor: AuthUser, id: number): Promise<WebhookWithSecret> {
  const secret = newSecret();
  return deps.db.transaction(async (tx) => {
    await rowById(tx, id, true);
    await tx
      .update(webhookEndpoints)
      .set({ secretEnc: deps.cipher.encrypt(secret) })
      .where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, { actorId: actor.id, action: 'webhook.rotateSecret', entity: 'webhook', entityId: id });
    return { ...(await rowById(tx, id)), secret };
  });
}

/** The endpoint and its delivery log (cascade). */
export async function remove(deps: Deps, actor: AuthUser, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await rowById(tx, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, { actorId: actor.id, action: 'webhook.delete', entity: 'webhook', entityId: id, before: { url: before.url, events: before.events } });
  });
}
