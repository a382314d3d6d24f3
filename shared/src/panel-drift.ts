import type { PanelDriftField, ReconciliationState } from './enums.ts';
import { recordId } from './ids.ts';
import { PANEL_DRIFT_FIELD_LABELS } from './labels.ts';
import { fillMessage } from './message-text.ts';
import { planMessages } from './plans.ts';
import { pageFields, paged } from './paging.ts';
import { z } from './zod.ts';

// The panel drift page (ADR 035): where our subscriptions and their lines on the panel disagree.

export const panelDriftMessages = {
  runRequested: 'The reconciliation is queued: it starts within a few seconds.',
  runAlreadyOpen: 'A reconciliation is already queued or running.',
  recreateQueued: 'The line will be re-created on the panel in a few seconds.',
  recreateAlreadyQueued: 'The line is already being re-created.',
  recreateFailed: "Re-creating this line failed five times: see the panel's error and use Retry on the subscription's line.",
  notMissing: 'The panel has this line: there is nothing to re-create. Run "Check now" first if you think it is gone.',
  noLine: 'This subscription has no line on the panel to check.',
  matches: 'The line on the panel matches the subscription.',
  drifts: 'The line on the panel differs from the subscription: see the table.',
  missing: 'The panel does not have this line any more.',
  // The values of a row (describeDriftValue); templates: { id }.
  ourLine: 'Line #{{id}}',
  notOnPanel: 'Not on the panel',
  onlyUnder: 'Only under line #{{id}}',
  neverExpires: 'Never expires',
  enabled: 'Enabled',
  disabled: 'Disabled',
} as const;

export { PANEL_DRIFT_FIELD_LABELS };

/**
 * One difference. `ours` and `panel` are raw values: expiry an ISO time (panel: null when the
 * line never expires), devices a number, enabled "enabled" / "disabled"; for a missing line,
 * ours is the line id we hold and panel null (or the id the panel has the username under).
 */
export type PanelDriftRow = {
  id: number;
  subscriptionId: number;
  customer: { name: string; email: string };
  lineUsername: string | null;
  lineId: number | null;
  field: PanelDriftField;
  ours: string;
  panel: string | null;
  /** When the line was last compared (and still differed). */
  checkedAt: Date;
  /** Since when it has differed. */
  since: Date;
  /** A re-create is queued for this subscription. */
  recreating: boolean;
};

export const panelDriftListInput = paged(pageFields);
export type PanelDriftListInput = z.input<typeof panelDriftListInput>;

export const driftSubscriptionInput = z.object({ subscriptionId: recordId });

export type ReconciliationRun = {
  id: number;
  trigger: 'nightly' | 'admin';
  state: ReconciliationState;
  checked: number;
  drifted: number;
  missing: number;
  failed: number;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export type DriftCheckResult = { ok: boolean; message: string };

/** A value of a row as staff read it (dates in the reader's zone are the client's job). */
export function describeDriftValue(field: PanelDriftField, value: string | null, side: 'ours' | 'panel'): string {
  const text = panelDriftMessages;
  if (field === 'missing') {
    if (side === 'ours') return fillMessage(text.ourLine, { id: String(value) });
    return value === null ? text.notOnPanel : fillMessage(text.onlyUnder, { id: value });
  }
  if (field === 'expiry' && value === null) return text.neverExpires;
  if (value === null) return '—';
  if (field === 'enabled') return value === 'enabled' ? text.enabled : text.disabled;
  if (field === 'devices') return value === '1' ? planMessages.oneDevice : fillMessage(planMessages.devices, { count: value });
  return value;
}
