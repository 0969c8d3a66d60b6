import {
  overspeedRule,
  POSITION_FILTER_TEXTS,
  filterPosition,
  isFutureTime,
  positionInputSchema,
  type LiveAsset,
  type Position,
  type PositionFilterReason,
  type PositionInput,
} from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { invalidateSummaryDays } from '../reports/summary-days';
import type { LiveBus } from '../live/live-bus';
import { DEFAULT_TENANT_SPEED_LIMIT_KMH, type TenantSettings, type TenantSettingsCache } from '../tenants/tenant-settings';
import { advanceAssetState, toLiveAsset, type AssetState } from './asset-state';
import { readAssetStates, upsertAssetStates } from './asset-state-repository';
import type { DetectedEvent, EventDetector } from './event-detector';
import { insertEvents } from './event-repository';
import { GroupCommit, type GroupCommitOptions, type GroupCommitStats } from './group-commit';
import { insertPositions, POSITION_INSERT_BATCH } from './insert-positions';

/** What one ingest did. */
export interface IngestResult {
  /** Reports stored now. */
  stored: number;
  /** Valid reports already stored (same asset and device time), not stored again. */
  duplicates: number;
  /** Reports that failed the schema or name an unknown asset. */
  rejected: number;
  /**
   * Implausible reports (filterPosition: a time over 24 h ahead, 0/0 or invalid coordinates, an impossible speed)
   * per reason: dropped, stored neither in history nor in the live state.
   */
  filtered: Partial<Record<PositionFilterReason, number>>;
}

/** Options of the ingest service. */
export interface IngestServiceOptions {
  db: Kysely<DB>;
  bus: LiveBus;
  settings: TenantSettingsCache;
  /** Current time, ms since epoch (statuses). */
  now: () => number;
  /** Told about rejected reports (the first issue) and filtered ones (per reason), for the log. */
  onRejected?: (count: number, reason: string) => void;
  /** Derives events from the committed reports; none when absent. */
  events?: EventDetector;
  /** Told when storing derived events failed (the positions are committed regardless). */
  onEventsFailed?: (error: unknown) => void;
  /**
   * Group commit of concurrent ingest calls (see GroupCommit): its limits, or false for one transaction per call
   * (the benchmark's comparison). @default the GroupCommit defaults
   */
  groupCommit?: GroupCommitOptions | false;
}

const byAssetThenTime = (a: Position, b: Position) => a.assetId - b.assetId || a.time - b.time;
const positionKey = (assetId: number, time: number) => `${assetId}:${time}`;

/** One ingest call's part of a committed batch. */
interface BatchOutcome {
  /** Its valid reports of known assets. */
  known: number;
  /** Of those, stored now (the others were stored already). */
  stored: number;
  /** Its valid reports naming an unknown asset. */
  unknown: number;
}

/** Committed reports of one asset of a company, in time order. */
export interface StoredPositions {
  tenantId: string;
  reports: readonly Position[];
}

/**
 * The single ingest path of every source (simulator, device protocols): validates, drops implausible reports
 * (filterPosition, counted per reason), stores in multi-row batches in one transaction, folds the newest report per
 * asset into asset_state (replacing a state frozen more than a day ahead), and after the commit publishes the changed
 * assets on the live bus. A caller may acknowledge its source once `ingest` resolves: the reports are committed.
 */
export class IngestService {
  private readonly group: GroupCommit<Position, BatchOutcome> | undefined;

  private readonly eventListeners = new Set<(events: readonly DetectedEvent[]) => void>();
  private readonly positionListeners = new Set<(batch: readonly StoredPositions[]) => void>();

  constructor(private readonly options: IngestServiceOptions) {
    this.group = options.groupCommit === false ? undefined : new GroupCommit((parts) => this.commit(parts), options.groupCommit);
  }

  /** Counters of the group commit (batches, submissions, items); undefined without it. */
  get groupStats(): GroupCommitStats | undefined {
    return this.group?.stats;
  }

  /**
   * Hears the derived events once they are stored (alerts). A listener must return at once (queue its work): the
   * ingest call, and so the device's acknowledgement, does not wait for it. @returns stop listening
   */
  onEvents(listener: (events: readonly DetectedEvent[]) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * Hears the positions once they are committed, per asset (data push): reports of known assets, a report sent again
   * included (receivers deduplicate on asset and time). A listener must return at once. @returns stop listening
   */
  onPositions(listener: (batch: readonly StoredPositions[]) => void): () => void {
    this.positionListeners.add(listener);
    return () => this.positionListeners.delete(listener);
  }

  /**
   * Lets the event listeners (alerts, data push) hear events stored outside the ingest of a report (a vessel's
   * silence, found by a check over time) as they hear derived ones. The caller stored them (insertEvents).
   */
  announceEvents(events: readonly DetectedEvent[]): void {
    if (events.length > 0) for (const listener of this.eventListeners) listener(events);
  }

  async ingest(inputs: readonly PositionInput[]): Promise<IngestResult> {
    const valid: Position[] = [];
    const filtered: Partial<Record<PositionFilterReason, number>> = {};
    const received = this.options.now();
    let invalid = 0;
    let firstIssue = '';
    for (const input of inputs) {
      const parsed = positionInputSchema.safeParse(input);
      if (!parsed.success) {
        invalid += 1;
        firstIssue ||= parsed.error.issues[0]?.message ?? 'invalid';
        continue;
      }
      const reason = filterPosition(parsed.data, received);
      if (reason) filtered[reason] = (filtered[reason] ?? 0) + 1;
      else valid.push(parsed.data);
    }
    if (invalid > 0) this.options.onRejected?.(invalid, firstIssue);
    for (const [reason, count] of Object.entries(filtered) as [PositionFilterReason, number][]) {
      this.options.onRejected?.(count, `filtered: ${POSITION_FILTER_TEXTS[reason]}`);
    }
    if (valid.length === 0) return { stored: 0, duplicates: 0, rejected: invalid, filtered };
    const outcome = this.group ? await this.group.submit(valid) : ((await this.commit([valid]))[0] as BatchOutcome);
    if (outcome.unknown > 0) this.options.onRejected?.(outcome.unknown, 'unknown asset');
    return { stored: outcome.stored, duplicates: outcome.known - outcome.stored, rejected: invalid + outcome.unknown, filtered };
  }

  /** Resolves once every report submitted so far is committed (shutdown). */
  async drain(): Promise<void> {
    await this.group?.drain();
  }

  /**
   * Commits the valid reports of several ingest calls in one transaction; after the commit derives their events and
   * publishes the changed assets. @returns each call's part: reports of known assets, stored (a report sent twice in
   * the batch counts for the first call that sent it), of unknown assets
   */
  private async commit(parts: readonly (readonly Position[])[]): Promise<BatchOutcome[]> {
    const { db, now } = this.options;
    const received = now();
    const valid = parts.length === 1 ? (parts[0] as readonly Position[]) : parts.flat();
    const assetIds = [...new Set(valid.map((p) => p.assetId))].sort((x, y) => x - y);
    const tenantSettings = new Map<string, Awaited<ReturnType<TenantSettingsCache['get']>>>();
    const detector = this.options.events;
    const groups: { assetId: number; tenantId: string; reports: Position[]; previous: AssetState | undefined }[] = [];
    const pushing = this.positionListeners.size > 0;
    const committed: StoredPositions[] = [];
    // With several calls, which rows were inserted (asset:time), to tell each call what it stored.
    const inserted = parts.length > 1 ? new Set<string>() : undefined;

    const outcome = await db.transaction().execute(async (trx) => {
      // The reporting assets' states, locked in asset order; they name the tenant. Only assets without a state yet
      // (first report, or an unknown id) are looked up in assets: a deleted asset's state went with it.
      const previous = new Map((await readAssetStates(trx, { assetIds, forUpdate: true })).map((s) => [s.assetId, s]));
      const tenantOf = new Map<number, string>();
      for (const state of previous.values()) tenantOf.set(state.assetId, state.tenantId);
      const unseen = assetIds.filter((id) => !tenantOf.has(id));
      if (unseen.length > 0) {
        const owners = await trx
          .selectFrom('assets')
          .select(['id', 'tenant_id'])
          .where('id', '=', sql<number>`any(${unseen}::int[])`)
          .execute();
        for (const o of owners) tenantOf.set(o.id, o.tenant_id);
      }
      const known = valid.filter((p) => tenantOf.has(p.assetId)).sort(byAssetThenTime);
      if (known.length === 0) return { stored: 0, changed: [] as AssetState[], tenantOf };
      // A state dated more than a day ahead (written before the filter existed) is replaced, not kept.
      for (const [assetId, state] of previous) if (isFutureTime(state.last.time, received)) previous.delete(assetId);
      for (const tenantId of new Set(tenantOf.values())) {
        if (!tenantSettings.has(tenantId)) tenantSettings.set(tenantId, await this.options.settings.get(tenantId, trx));
      }

      // Rows sorted by (asset, time): every transaction takes its index locks in the same order.
      const stored = await insertPositions(trx, known, POSITION_INSERT_BATCH, inserted && ((assetId, time) => inserted.add(positionKey(assetId, time))));
      const at = now();
      const changed: AssetState[] = [];
      const oldest = new Map<number, number>();
      let from = 0;
      while (from < known.length) {
        const assetId = known[from]?.assetId ?? 0;
        let to = from;
        while (to < known.length && known[to]?.assetId === assetId) to += 1;
        const tenantId = tenantOf.get(assetId) ?? '';
        const limits = tenantSettings.get(tenantId)?.statusThresholds;
        const reports = known.slice(from, to);
        oldest.set(assetId, reports[0]?.time ?? at);
        const next = limits && advanceAssetState(previous.get(assetId), tenantId, reports, limits, at);
        if (next) changed.push(next);
        if (detector) groups.push({ assetId, tenantId, reports, previous: previous.get(assetId) });
        if (pushing) committed.push({ tenantId, reports });
        from = to;
      }
      await upsertAssetStates(trx, changed, at);
      await invalidateSummaryDays(trx, oldest, at);
      return { stored, changed, tenantOf };
    });
    const { stored, changed, tenantOf } = outcome;
    // Committed: the data push hears them (it queues its work and returns at once).
    if (committed.length > 0) for (const listener of this.positionListeners) listener(committed);
    const outcomes = parts.map((part): BatchOutcome => {
      const known = part.reduce((n, p) => n + (tenantOf.has(p.assetId) ? 1 : 0), 0);
      if (!inserted) return { known, stored, unknown: part.length - known };
      let mine = 0;
      for (const p of part) if (inserted.delete(positionKey(p.assetId, p.time))) mine += 1;
      return { known, stored: mine, unknown: part.length - known };
    });
    if (changed.length === 0 && groups.length === 0) return outcomes;

    if (detector) await this.detectEvents(detector, groups, tenantSettings);

    const byTenant = new Map<string, LiveAsset[]>();
    for (const state of changed) {
      const list = byTenant.get(state.tenantId) ?? [];
      list.push(toLiveAsset(state));
      byTenant.set(state.tenantId, list);
    }
    for (const [tenantId, assets] of byTenant) await this.options.bus.publish(tenantId, assets);
    return outcomes;
  }

  /** After the commit: feeds the detector (seeded from the pre-ingest asset_state) and stores its events in batches. */
  private async detectEvents(
    detector: EventDetector,
    groups: readonly { assetId: number; tenantId: string; reports: Position[]; previous: AssetState | undefined }[],
    tenantSettings: ReadonlyMap<string, TenantSettings>,
  ): Promise<void> {
    try {
      // An asset's own speed limit (set in the administration) wins over the company's.
      const ownLimits = new Map(
        (
          await this.options.db
            .selectFrom('assets')
            .select(['id', 'speed_limit_kmh'])
            .where('id', '=', sql<number>`any(${groups.map((g) => g.assetId)}::int[])`)
            .where('speed_limit_kmh', 'is not', null)
            .execute()
        ).map((a) => [a.id, a.speed_limit_kmh as number]),
      );
      const events = groups.flatMap((g) => {
        const settings = tenantSettings.get(g.tenantId);
        const rule = overspeedRule(ownLimits.get(g.assetId) ?? settings?.speedLimitKmh ?? DEFAULT_TENANT_SPEED_LIMIT_KMH, settings?.overspeed);
        return detector.detect(g.tenantId, g.reports, rule, g.previous);
      });
      await insertEvents(this.options.db, events);
      if (events.length > 0) for (const listener of this.eventListeners) listener(events);
    } catch (error) {
      this.options.onEventsFailed?.(error);
    }
  }
}
