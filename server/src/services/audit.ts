import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { insertRows } from '../lib/insert-rows.ts';

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entity: 'user' | 'plan' | 'payment' | 'subscription' | 'ticket' | 'settings' | (string & {});
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

const toRow = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(toRow(entry));
}

/** The audit rows of a bulk change, in one statement whatever their number. */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  await insertRows(db, auditLog, entries.map(toRow));
}
