import { z } from './zod.ts';
import type { Role } from './enums.ts';
import { recordId } from './ids.ts';
import { paged, pageFields } from './paging.ts';

const filter = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((value) => value || undefined);

/** The audit log table (ADMIN): paged, newest first, filtered by actor, entity and action. */
export const auditListInput = paged(
  pageFields.extend({
    actorId: recordId.optional(),
    /** 'user', 'plan', 'payment', 'subscription', 'ticket', 'settings', ... */
    entity: filter,
    /** Exact action name, e.g. 'payment.verify'. */
    action: filter,
  }),
);
export type AuditListInput = z.input<typeof auditListInput>;

/**
 * The fields of the recorded values that hold the id of another record, and which kind: the
 * list answers each row with the names of the records its values point at, so the log reads
 * "Agent: Al Agent", not "Agent ID 2".
 */
export const AUDIT_REFERENCE_FIELDS = { userId: 'user', agentId: 'user', planId: 'plan' } as const;
export type AuditReferenceField = keyof typeof AUDIT_REFERENCE_FIELDS;

/** A person a row's values name: a customer or a staff member (deleted ones too: the log outlives them). */
export type AuditPerson = { name: string; email: string; role: Role };

/** What a row's id fields point at, by id; an id missing here no longer names a record. */
export type AuditRefs = { users: Record<number, AuditPerson>; plans: Record<number, string> };

export type AuditRow = {
  id: number;
  /** Who acted; null for the system (jobs) or an actor no longer known. */
  actor: { id: number; name: string; role: Role } | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
  refs: AuditRefs;
};
