import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AuditRow } from '@nimbus/shared/audit';
import type { Role } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { paginate, searchAcross } from '../lib/paging.ts';

export type AuditFilter = {
  page: number;
  pageSize: number;
  search: string;
  actorId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
};

const columns = {
  id: auditLog.id,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorRole: users.role,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

type Row = {
  id: number;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorRole: Role | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

function toRow(row: Row): AuditRow {
  // A left join: the actor is null for system actions (jobs) and for rows without an actor.
  const actor =
    row.actorId === null || row.actorRole === null
      ? null
      : { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), role: row.actorRole };
  const { id, action, entity, entityId, before, after, createdAt } = row;
  return { id, actor, action, entity, entityId, before, after, createdAt };
}

/**
 * The audit log (ADMIN), newest first. The free-text search also reads the before/after values,
 * so an admin can find every change that touched "ada@example.com".
 */
export async function listAudit(db: DbOrTx, input: AuditFilter): Promise<Page<AuditRow>> {
  const where = and(
    input.actorId !== undefined ? eq(auditLog.actorId, input.actorId) : undefined,
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.action ? eq(auditLog.action, input.action) : undefined,
    searchAcross(input.search, [
      auditLog.action,
      auditLog.entity,
      sql`coalesce(${auditLog.entityId}, '')`,
      sql`coalesce(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}, '')`,
      sql`coalesce(${auditLog.before}::text, '')`,
      sql`coalesce(${auditLog.after}::text, '')`,
    ]),
  );
  return paginate(
    input,
    async (limit, offset) =>
      (
        await db
          .select(columns)
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset)
      ).map(toRow),
    async () => (await db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where))[0]?.n ?? 0,
  );
}
