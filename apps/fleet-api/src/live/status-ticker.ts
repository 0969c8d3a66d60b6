import { deriveStatus, type AssetStatus, type LiveAsset } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toLiveAsset, toStatusInput } from '../positions/asset-state';
import { readAssetStates, updateAssetStatuses } from '../positions/asset-state-repository';
import type { TenantSettingsCache } from '../tenants/tenant-settings';
import type { LiveBus } from './live-bus';

/** How often statuses are derived again, ms. */
export const STATUS_TICK_MS = 30_000;

/** Options of the status ticker. */
export interface StatusTickerOptions {
  db: Kysely<DB>;
  bus: LiveBus;
  settings: TenantSettingsCache;
  /** Current time, ms since epoch. */
  now: () => number;
  /** @default 30000 */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Statuses change without reports: an idling asset without ignition becomes Parked after 3 min, a silent one
 * Inactive after 24 h. Every `intervalMs` the ticker derives every stored state's status again, stores the ones that
 * changed and publishes them.
 */
export class StatusTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: StatusTickerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.options.onError?.(error));
    }, this.options.intervalMs ?? STATUS_TICK_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a running tick. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass over all states. @returns how many statuses changed */
  tick(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, bus, settings } = this.options;
    const now = this.options.now();
    const states = await readAssetStates(db, {});
    const changes: { assetId: number; status: AssetStatus; time: number }[] = [];
    const changed: LiveAsset[] = [];
    const tenantOf = new Map<number, string>();
    for (const state of states) {
      const status = deriveStatus(toStatusInput(state), now, await settings.thresholds(state.tenantId));
      if (status === state.status) continue;
      changes.push({ assetId: state.assetId, status, time: state.last.time });
      changed.push(toLiveAsset(state, status));
      tenantOf.set(state.assetId, state.tenantId);
    }
    const updated = await updateAssetStatuses(db, changes, now);
    const byTenant = new Map<string, LiveAsset[]>();
    for (const asset of changed) {
      if (!updated.has(asset.assetId)) continue;
      const tenantId = tenantOf.get(asset.assetId) ?? '';
      byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), asset]);
    }
    for (const [tenantId, assets] of byTenant) await bus.publish(tenantId, assets);
    return updated.size;
  }
}
