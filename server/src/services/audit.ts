import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entity: 'user' | 'plan' | 'payment' | 'subscription' | 'ticket' | 'settings' | (string & {});
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
