import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUDIT_REFERENCE_FIELDS, type AuditRefs, type AuditRow } from '@nimbus/shared/audit';
import type { Role } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, auditSearchText, plans, users, userSearchText } from '../db/schema/index.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { rowsOf } from '../lib/rows.ts';
import { contains, namesMatching, searchArms } from '../lib/search.ts';

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

type Listed = Omit<AuditRow, 'refs'>;

function toRow(row: Row): Listed {
  // A left join: the actor is null for system actions (jobs) and for rows without an actor.
  const actor =
    row.actorId === null || row.actorRole === null
      ? null
      : { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), role: row.actorRole };
  const { id, action, entity, entityId, before, after, createdAt } = row;
  return { id, actor, action, entity, entityId, before, after, createdAt };
}

/**
 * The actions and entities the log holds (a few dozen names): a loose scan of their indexes,
 * one probe a name, so it costs the same at ten rows and at ten million.
 */
async function auditNames(db: DbOrTx): Promise<{ actions: string[]; entities: string[] }> {
  const rows = rowsOf<{ kind: 'action' | 'entity'; name: string }>(
    await db.execute(sql`
      with recursive
        actions as (
          select min(action) as name from audit_log
          union all
          select (select min(action) from audit_log where action > actions.name) from actions where actions.name is not null),
        entities as (
          select min(entity) as name from audit_log
          union all
          select (select min(entity) from audit_log where entity > entities.name) from entities where entities.name is not null)
      select 'action' as kind, name from actions where name is not null
      union all
      select 'entity' as kind, name from entities where name is not null`),
  );
  return {
    actions: rows.filter((row) => row.kind === 'action').map((row) => row.name),
    entities: rows.filter((row) => row.kind === 'entity').map((row) => row.name),
  };
}

/**
 * The audit log (ADMIN), newest first. The free-text search reads the changed values, so an
 * admin can find every change that touched "ada@example.com" (one trigram index), the actor's
 * name and e-mail (the users' index), and the names of actions and entities ("verify",
 * "subscription"): each such name is an arm of its own on its own ordered index.
 */
export async function listAudit(db: DbOrTx, input: AuditFilter): Promise<Page<AuditRow>> {
  const textArms = searchArms(input.search, [
    contains(auditSearchText(auditLog)),
    (term) => sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${contains(userSearchText(users))(term)})`,
  ]);
  let arms = textArms;
  if (textArms !== undefined) {
    const names = await auditNames(db);
    arms = [
      ...textArms,
      ...namesMatching(names.actions, input.search).map((action) => eq(auditLog.action, action)),
      ...namesMatching(names.entities, input.search).map((entity) => eq(auditLog.entity, entity)),
    ];
  }
  const page = await keysetPage(
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
      arms,
      rows: (ids) =>
        db
          .select({ ...columns, ...pageKey(auditLog.id, auditLog.createdAt) })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(inArray(auditLog.id, ids)),
      toRow,
    },
    input,
  );
  return { ...page, items: await withRefs(db, page.items) };
}

/** The ids a row's recorded values point at, by kind: `{ agentId: 2 }` names user 2. */
function referencedIds(row: Listed): { users: number[]; plans: number[] } {
  const found = { users: [] as number[], plans: [] as number[] };
  for (const values of [row.before, row.after]) {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) continue;
    for (const [field, kind] of Object.entries(AUDIT_REFERENCE_FIELDS)) {
      const id = (values as Record<string, unknown>)[field];
      if (typeof id === 'number' && Number.isSafeInteger(id)) found[kind === 'user' ? 'users' : 'plans'].push(id);
    }
  }
  return found;
}

/**
 * Each row with the names of the people and plans its values point at. One query per kind for
 * the whole page, by primary key: at most a few ids a row, so bounded by the page size whatever
 * the log's length.
 */
async function withRefs(db: DbOrTx, items: Listed[]): Promise<AuditRow[]> {
  const wanted = items.map(referencedIds);
  const userIds = [...new Set(wanted.flatMap((ids) => ids.users))];
  const planIds = [...new Set(wanted.flatMap((ids) => ids.plans))];
  const [people, named] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
          .from(users)
          .where(inArray(users.id, userIds)),
    planIds.length === 0 ? [] : db.select({ id: plans.id, name: plans.name, devices: plans.devices }).from(plans).where(inArray(plans.id, planIds)),
  ]);
  const personById = new Map(people.map((p) => [p.id, { name: `${p.firstName} ${p.lastName}`.trim(), email: p.email, role: p.role }]));
  const planById = new Map(named.map((p) => [p.id, `${p.name} (${p.devices} ${p.devices === 1 ? 'device' : 'devices'})`]));
  return items.map((item, index) => {
    const refs: AuditRefs = { users: {}, plans: {} };
    for (const id of wanted[index]!.users) {
      const person = personById.get(id);
      if (person) refs.users[id] = person;
    }
    for (const id of wanted[index]!.plans) {
      const plan = planById.get(id);
      if (plan) refs.plans[id] = plan;
    }
    return { ...item, refs };
  });
}
