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
};
