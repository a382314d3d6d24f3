import { and, desc, eq, lt } from 'drizzle-orm';
import type { PanelLogEntry } from '@nimbus/shared/panel';
import type { DbOrTx } from '../../db/client.ts';
import { panelLog } from '../../db/schema/index.ts';

/**
 * A subscription's provisioning log, newest first, a page at a time (keyset on id, the
 * `panel_log_subscription_idx` order): `next` is the cursor of the page after, or null.
 */
export async function listPanelLog(
  db: DbOrTx,
  input: { subscriptionId: number; cursor?: number | null | undefined; limit: number },
): Promise<{ items: PanelLogEntry[]; next: number | null }> {
  const rows = await db
    .select({
      id: panelLog.id,
      attempt: panelLog.attempt,
      call: panelLog.call,
      request: panelLog.request,
      answer: panelLog.answer,
      outcome: panelLog.outcome,
      durationMs: panelLog.durationMs,
      createdAt: panelLog.createdAt,
    })
    .from(panelLog)
    .where(and(eq(panelLog.subscriptionId, input.subscriptionId), input.cursor ? lt(panelLog.id, input.cursor) : undefined))
    .orderBy(desc(panelLog.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map((row) => ({ ...row, request: row.request as Record<string, unknown> }));
  return { items, next: rows.length > input.limit ? items[items.length - 1]!.id : null };
}
