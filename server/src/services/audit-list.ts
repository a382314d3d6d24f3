import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditRow } from '@nimbus/shared/audit';
import type { Role } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, auditSearchText, users, userSearchText } from '../db/schema/index.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { contains, searchArms } from '../lib/search.ts';

export type AuditFilter = KeysetInput & {
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
 * so an admin can find every change that touched "ada@example.com"; one trigram index covers
 * the row's own text, the actor's name and e-mail come from the users' index.
 */
export async function listAudit(db: DbOrTx, input: AuditFilter): Promise<Page<AuditRow>> {
  return keysetPage(
    db,
    {
      table: auditLog,
      createdAt: auditLog.createdAt,
      id: auditLog.id,
      where: and(
        input.actorId !== undefined ? eq(auditLog.actorId, input.actorId) : undefined,
        input.entity ? eq(auditLog.entity, input.entity) : undefined,
        input.action ? eq(auditLog.action, input.action) : undefined,
      ),
      arms: searchArms(input.search, [
        contains(auditSearchText(auditLog)),
        (term) => sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${contains(userSearchText(users))(term)})`,
      ]),
      rows: (ids) =>
        db.select({ ...columns, ...pageKey(auditLog.id, auditLog.createdAt) }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(inArray(auditLog.id, ids)),
      toRow,
    },
    input,
  );
}
