import { z } from 'zod';
import { pageQuery, tableSearch } from '../../lib/table-search.ts';

/** /admin/audit?actor=12&actorName=...&entity=payment: the log's filters in the URL. */
export const auditSearch = tableSearch.extend({
  actor: z.number().int().positive().optional().catch(undefined),
  /** The chosen actor's label, so a shared link shows who without a lookup. */
  actorName: z.string().max(200).optional().catch(undefined),
  entity: z.string().max(50).optional().catch(undefined),
  action: z.string().max(80).optional().catch(undefined),
});
export type AuditSearch = ReturnType<typeof auditSearch.parse>;

/** The `audit.list` input for this URL: the route's loader and the table send the same. */
export const auditQuery = (search: AuditSearch) => ({
  ...pageQuery(search),
  actorId: search.actor,
  entity: search.entity,
  action: search.action,
});
