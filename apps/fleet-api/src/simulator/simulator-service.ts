import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoAssetSpec, DemoFleet, DemoFleetOptions, DemoWorld } from '@fleet/demo-fleet';
import type { AssetType, PositionInput } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import { isDatabaseUnavailable } from '../db/db-errors';
import { ensureSetting, getSetting } from '../db/settings';
import type { DB } from '../db/schema';
import type { IngestService } from '../positions/ingest-service';
import { writeDemoFuelReceipts } from '../seed/demo-activity';
import { writeDemoMaintenance } from '../seed/demo-maintenance/demo-maintenance';
import { writeDemoTransport } from '../seed/demo-transport/demo-transport';
import { DEMO_SEED_KEY } from '../seed/seed-demo';
import { DEMO_RECEIPT_UPLOAD_ID } from '../seed/seed-demo-reports';
import { DAY_MS, LIVE_INTERVALS, OLD_HISTORY_INTERVALS, backfillChunkEnds, backfillStart, historyIntervals } from './backfill-plan';

/** Seed of the demo fleet: the same fleet at every start. */
export const DEMO_FLEET_SEED = 20_240_601;

/** Pause between two backfill batches, ms. */
const BATCH_PAUSE_MS = 3;
/** Wait before trying again while the database is unavailable, ms. */
const RETRY_MS = 5_000;
/** Live reports kept for the next tick while the database is away (about 20 minutes of the demo fleet). */
const MAX_PENDING_REPORTS = 50_000;
/** server_settings key holding the time (ms) the demo simulation first started from. */
export const SIM_ORIGIN_KEY = 'demo_simulation_origin';

/** What a backfill did. */
export interface BackfillResult {
  /** Reports stored. */
  positions: number;
  assets: number;
  /** Wall time, ms. */
  elapsedMs: number;
}

/** Where the simulator logs. */
export interface SimulatorLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Options of the simulator service. */
export interface SimulatorServiceOptions {
  db: Kysely<DB>;
  ingest: IngestService;
  /** Current time, ms since epoch. */
  now: () => number;
  loadWorld: () => Promise<DemoWorld>;
  createFleet: (options: DemoFleetOptions) => DemoFleet;
  log: SimulatorLog;
  /** Longest history to backfill, days. @default 30 */
  backfillDays?: number;
  /** The tenant whose assets are driven. @default the demo tenant (server_settings seed:demo) */
  tenantId?: string;
  /** Only these asset ids (tests). @default every asset of the tenant */
  assetIds?: readonly number[];
  /** Time between live ticks, ms. @default 1000 */
  tickMs?: number;
  /** Reports per ingest call during the backfill (one transaction each; smaller keeps requests waiting less). @default 2000 */
  batchSize?: number;
  /** Simulated time per advance call during the backfill, ms (smaller keeps the event loop free). @default 21600000 (6 h) */
  stepMs?: number;
  seed?: number;
  /** Wait before trying the backfill again while the database is unavailable, ms. @default 5000 */
  retryMs?: number;
  /**
   * Write the demo records that follow the simulation: fuel receipts of the simulated refuels (with deliberate
   * mismatches) and, once per data folder after a backfill, the maintenance area at the assets' meters and the
   * transport area (drivers, partners, a week of trips from the trucks' drives). @default true
   */
  demoRecords?: boolean;
}

/**
 * Drives the demo fleet: on start it backfills history since the last stored report (at most `backfillDays`),
 * day by day through the ingest path in large batches, yielding between batches so that requests stay served; then
 * it advances every `tickMs` at live intervals. Runs in the background; `stop` ends it cleanly.
 */
export class SimulatorService {
  private stopped = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  private fleet: DemoFleet | undefined;
  private backfillResult: BackfillResult | undefined;
  private tenantId: string | undefined;
  private world: DemoWorld | undefined;

  constructor(private readonly options: SimulatorServiceOptions) {}

  /** The finished backfill, once done. */
  get backfill(): BackfillResult | undefined {
    return this.backfillResult;
  }

  /** Starts in the background (backfill, then live ticks). */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.run().catch((error: unknown) => this.options.log.error({ err: error }, 'simulator stopped on an error'));
  }

  /** Stops after the ingest in flight (nothing half-written: every ingest is one transaction). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wake?.();
    await this.running;
  }

  /** Backfill only (what `start` does first). */
  async runBackfill(): Promise<BackfillResult | undefined> {
    const fleet = await this.prepare();
    if (!fleet) return undefined;
    return this.backfillResult;
  }

  private async run(): Promise<void> {
    let fleet: DemoFleet | undefined;
    // The database may be away at start (a restart): wait for it rather than giving up.
    for (;;) {
      try {
        fleet = await this.prepare();
        break;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.stopped) throw error;
        const retryMs = this.options.retryMs ?? RETRY_MS;
        this.options.log.warn({ reason: (error as Error).message, retryMs }, 'simulator: database unavailable, retrying');
        await this.pause(retryMs);
        if (this.stopped) return;
      }
    }
    if (!fleet || this.stopped) return;
    await this.liveLoop(fleet);
  }

  /** Loads the world and the assets, creates the fleet and backfills. */
  private async prepare(): Promise<DemoFleet | undefined> {
    if (this.fleet) return this.fleet;
    const assets = await this.assets();
    if (assets.length === 0) {
      this.options.log.warn({}, 'simulator: no demo assets to drive');
      return undefined;
    }
    const world = await this.options.loadWorld();
    const now = this.options.now();
    const days = this.options.backfillDays ?? 30;
    const last = await this.lastStoredTime(assets.map((a) => a.assetId));
    const start = backfillStart(last, now, days);
    // The fleet always starts from the first run's origin (or 30 days back, whichever is later) so that a restart
    // replays the same story: silent trackers stay silent and tracks continue. What is already stored is simulated
    // again without being ingested, which costs about a second of CPU for 30 days.
    const origin = Number(await ensureSetting(this.options.db, SIM_ORIGIN_KEY, String(start)));
    const fleetStart = Math.min(start, Math.max(origin, now - days * DAY_MS));
    const fleet = this.options.createFleet({ assets, world, seed: this.options.seed ?? DEMO_FLEET_SEED, startTime: fleetStart });
    while (fleet.time < start && !this.stopped) fleet.advance(Math.min(start, fleet.time + DAY_MS), OLD_HISTORY_INTERVALS);
    // Refuels of the history stored before: their receipts were written then.
    fleet.takeRefuels();
    this.world = world;
    this.backfillResult = await this.backfillFrom(fleet, assets.length);
    await this.writeDemoRecords(fleet, true);
    // Kept only once the backfill is stored: a backfill the database refused is simulated again from the start.
    this.fleet = fleet;
    return fleet;
  }

  private async backfillFrom(fleet: DemoFleet, assetCount: number): Promise<BackfillResult> {
    const started = performance.now();
    const stepMs = this.options.stepMs ?? 6 * 3_600_000;
    let stored = 0;
    // The backfill itself takes time: catch up until less than one tick remains.
    for (let pass = 0; pass < 5 && !this.stopped; pass += 1) {
      const now = this.options.now();
      if (now - fleet.time <= (this.options.tickMs ?? 1000)) break;
      for (const chunkEnd of backfillChunkEnds(fleet.time, now, now)) {
        const intervals = historyIntervals(chunkEnd, now);
        while (fleet.time < chunkEnd && !this.stopped) {
          stored += await this.ingestInBatches(fleet.advance(Math.min(chunkEnd, fleet.time + stepMs), intervals));
        }
        if (this.stopped) break;
      }
    }
    const result = { positions: stored, assets: assetCount, elapsedMs: performance.now() - started };
    this.options.log.info(
      { positions: result.positions, assets: result.assets, elapsedMs: Math.round(result.elapsedMs) },
      `Backfilled ${result.positions} positions for ${result.assets} assets in ${(result.elapsedMs / 1000).toFixed(1)} s`,
    );
    return result;
  }

  private async ingestInBatches(reports: PositionInput[]): Promise<number> {
    const size = this.options.batchSize ?? 2000;
    let stored = 0;
    for (let i = 0; i < reports.length; i += size) {
      stored += (await this.options.ingest.ingest(reports.slice(i, i + size))).stored;
      // Let requests use the (single PGlite) connection between batches: a short pause lets a request's chained
      // queries run back to back instead of each waiting behind the next batch. Costs ~1 s over a 30-day backfill.
      await sleep(BATCH_PAUSE_MS);
    }
    return stored;
  }

  private async liveLoop(fleet: DemoFleet): Promise<void> {
    const tickMs = this.options.tickMs ?? 1000;
    // Reports of ticks the database refused (it was away): sent again with the next tick, oldest dropped past a cap.
    let pending: PositionInput[] = [];
    let outage = false;
    while (!this.stopped) {
      const started = performance.now();
      try {
        pending.push(...fleet.advance(Math.max(fleet.time, this.options.now()), LIVE_INTERVALS));
        if (pending.length > MAX_PENDING_REPORTS) pending = pending.slice(pending.length - MAX_PENDING_REPORTS);
        if (pending.length > 0) await this.ingestInBatches(pending);
        pending = [];
        await this.writeDemoRecords(fleet, false);
        if (outage) this.options.log.info({}, 'simulator: database back, live ticks resumed');
        outage = false;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          pending = [];
          this.options.log.error({ err: error }, 'simulator tick failed');
        } else if (!outage) {
          outage = true;
          this.options.log.warn({ reason: (error as Error).message }, 'simulator: database unavailable, keeping the live reports for the next tick');
        }
      }
      await this.pause(Math.max(0, tickMs - (performance.now() - started)));
    }
  }

  /**
   * The demo records that follow the simulation: receipts of the refuels reported so far, and after the backfill the
   * maintenance and transport areas, once per data folder each (their keys: a data folder of an earlier version gets
   * them at its next start).
   * A failure is logged; the simulation goes on.
   */
  private async writeDemoRecords(fleet: DemoFleet, afterBackfill: boolean): Promise<void> {
    const refuels = fleet.takeRefuels();
    if (this.options.demoRecords === false || !this.tenantId) return;
    try {
      const { db } = this.options;
      if (refuels.length > 0) {
        const withImage = (await db.selectFrom('uploads').select('id').where('id', '=', DEMO_RECEIPT_UPLOAD_ID).executeTakeFirst()) !== undefined;
        const written = await writeDemoFuelReceipts(db, this.tenantId, refuels, { places: this.world?.places ?? [], withImage });
        if (afterBackfill) this.options.log.info({ refuels: refuels.length, receipts: written }, 'demo fuel receipts written from the simulated refuels');
      }
      if (afterBackfill) {
        const written = await writeDemoMaintenance(db, this.tenantId, this.options.now());
        if (written) this.options.log.info(written, 'demo maintenance written at the assets\' meters');
        const transport = await writeDemoTransport(db, this.tenantId, this.options.now());
        if (transport) this.options.log.info(transport, 'demo transport written from the simulated drives');
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'demo records failed');
    }
  }

  /** Waits, or less when `stop` is called. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }

  private async assets(): Promise<DemoAssetSpec[]> {
    const { db } = this.options;
    const tenantId = this.options.tenantId ?? (await getSetting(db, DEMO_SEED_KEY));
    if (!tenantId) return [];
    this.tenantId = tenantId;
    let query = db
      .selectFrom('assets as a')
      .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select(['a.id', 'a.name', 'a.type', 'g.name as group_name'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.deleted_at', 'is', null)
      // Assets without a tracker (generators, trailers added in maintenance) never report.
      .where('a.unit_id', '<>', '');
    if (this.options.assetIds) query = query.where('a.id', '=', sql<number>`any(${[...this.options.assetIds]}::int[])`);
    const rows = await query.orderBy('a.id').execute();
    return rows.map((r) => ({ assetId: r.id, name: r.name, type: r.type as AssetType, group: r.group_name ?? UNGROUPED }));
  }

  private async lastStoredTime(assetIds: number[]): Promise<number | null> {
    const row = await this.options.db
      .selectFrom('asset_state')
      .select((eb) => eb.fn.max('time').as('last'))
      .where('asset_id', '=', sql<number>`any(${assetIds}::int[])`)
      .executeTakeFirst();
    const last = row?.last as Date | string | null | undefined;
    return last ? new Date(last).getTime() : null;
  }
}
