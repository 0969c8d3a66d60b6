import { deriveStatus, type LiveAsset } from '@fleet/domain';
import type { AppContext } from '../app-context';
import { toLiveAsset, toStatusInput } from '../positions/asset-state';
import { readAssetStates } from '../positions/asset-state-repository';

/** The parts of the server's context this module uses. */
export type LiveSnapshotContext = Pick<AppContext, 'db' | 'now' | 'settings'>;

/**
 * The current state of the assets `assetIds` of a tenant, statuses derived at `ctx.now()`. Assets that never
 * reported have no position and are left out (the asset list comes with the login).
 */
export async function readLiveSnapshot(ctx: LiveSnapshotContext, tenantId: string, assetIds: ReadonlySet<number>): Promise<LiveAsset[]> {
  const states = await readAssetStates(ctx.db, { tenantId });
  const thresholds = await ctx.settings.thresholds(tenantId);
  const now = ctx.now();
  return states
    .filter((s) => assetIds.has(s.assetId))
    .map((s) => toLiveAsset(s, deriveStatus(toStatusInput(s), now, thresholds)));
}
