import type { PlanRow, PublicPlan } from '@nimbus/shared/plans';
import type { PublicSettings, Settings } from '@nimbus/shared/settings';
import type { Db } from '../db/client.ts';
import { groupPlans, listActiveRows } from '../services/plans.ts';
import { getSettings, publicPart } from '../services/settings.ts';
import { cell, deepFreeze } from './cell.ts';
import type { ChangeFeed } from './change-feed.ts';

/**
 * The public catalogue and the settings, the same for every visitor, held in memory per
 * instance (ADR 020). Every write to plans or settings empties it: the writing service on its
 * own instance at once, the database's NOTIFY on the others. The maximum age is only a backstop
 * for a NOTIFY lost without the connection noticing.
 */
export type Catalogue = {
  /** Active plan rows, cheapest first (the legacy flat shape). */
  activePlans(): Promise<readonly PlanRow[]>;
  /** Active plans grouped by name (the home page). */
  publicPlans(): Promise<readonly PublicPlan[]>;
  /** Every setting: the per-request reads (the two-factor requirement, brand) come from here. */
  settings(): Promise<Readonly<Settings>>;
  publicSettings(): Promise<Readonly<PublicSettings>>;
};

export const CATALOGUE_MAX_AGE_MS = 5 * 60_000;

export function createCatalogue(db: Db, changes: ChangeFeed, maxAgeMs = CATALOGUE_MAX_AGE_MS): Catalogue {
  const rows = cell(async () => deepFreeze(await listActiveRows(db)), maxAgeMs);
  const grouped = cell(async () => deepFreeze(groupPlans(await rows.get())), maxAgeMs);
  const all = cell(async () => deepFreeze(await getSettings(db)), maxAgeMs);
  const visible = cell(async () => deepFreeze(publicPart(await all.get())), maxAgeMs);
  changes.subscribe((change) => {
    if (change.kind === 'plans' || change.kind === 'all') {
      rows.clear();
      grouped.clear();
    }
    if (change.kind === 'settings' || change.kind === 'all') {
      all.clear();
      visible.clear();
    }
  });
  return { activePlans: rows.get, publicPlans: grouped.get, settings: all.get, publicSettings: visible.get };
}
