import { ASSET_STATUSES, isFutureTime, type AssetStatus, type LiveAsset, type LiveServerMessage, type StatusCounts } from '@fleet/domain';
import { createColumns, ensureCapacity, INITIAL_CAPACITY, type LiveColumns } from './live-columns';
import { countsOfTally, emptyTally, INACTIVE_CODE, type StatusCountScope } from './status-counts';

/**
 * The web's live state: the latest LiveAsset per asset, kept outside React. Map layers read its columns (typed
 * arrays, updated in place); React views subscribe and read `version`.
 */
export interface LiveStore {
  /** Snapshot replaces all; delta merges; error ignored. */
  apply(message: LiveServerMessage): void;
  get(assetId: number): LiveAsset | undefined;
  /** Every asset in slot order. The array is a fresh copy per version (safe to keep; do not mutate). */
  all(): readonly LiveAsset[];
  readonly size: number;
  /** The seq of the last snapshot or delta applied. */
  readonly seq: number;
  /** version++ on every apply that changed data. */
  readonly version: number;
  /** Called once per apply that changed data. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Columnar view for map layers; arrays are reused and updated in place, grown when needed. */
  columns(): LiveColumns;
  /**
   * The assets the user may see (their asset list). Those without a live record (they never reported) count as
   * Inactive in {@link statusCounts}. Empty until set.
   */
  setListed(assetIds: Iterable<number>): void;
  /**
   * Assets per status filter entry: every live asset by its status, plus the listed assets that never reported as
   * Inactive. Kept up to date as snapshots and deltas arrive (a status change moves the asset between counts); the
   * same object until the counts change.
   */
  statusCounts(): StatusCounts;
  /** The counts of a set of assets (e.g. the ones a search matches), read from the store's per-asset status index. */
  countScope(assetIds: Iterable<number>): StatusCountScope;
  /** Called once per apply (or setListed) that changed {@link statusCounts} or a subscribed scope's counts. */
  subscribeCounts(listener: () => void): () => void;
}

const STATUS_CODE: ReadonlyMap<AssetStatus, number> = new Map(ASSET_STATUSES.map((s, i) => [s, i]));

/** No live record: the asset is absent from the store. */
const ABSENT = -1;

/** The counts of `tally`, or `previous` when they hold the same figures (so that readers see no change). */
function freshCounts(previous: StatusCounts | null, tally: Int32Array, neverReported = 0): StatusCounts {
  const next = countsOfTally(tally, neverReported);
  if (previous && previous.All === next.All && previous.Move === next.Move && previous.Idle === next.Idle && previous.Park === next.Park && previous.Inactive === next.Inactive) {
    return previous;
  }
  return next;
}

/** A count scope's state inside the store. */
interface ScopeState {
  ids: ReadonlySet<number>;
  /** Per status code; an id without a live record is in INACTIVE_CODE. */
  tally: Int32Array;
  counts: StatusCounts | null;
  /** Counts changed since the listeners were last called. */
  dirty: boolean;
  /** The store's statusVersion the tally was counted at (while not kept incrementally). */
  countedAt: number;
  listeners: Set<() => void>;
}

/** Index of a status in ASSET_STATUSES (an unknown status counts as Inactive). */
export function statusCode(status: AssetStatus): number {
  return STATUS_CODE.get(status) ?? INACTIVE_CODE;
}

/** Field-wise equality of two live records of the same asset. */
function sameAsset(a: LiveAsset, b: LiveAsset): boolean {
  return (
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.heading === b.heading &&
    a.status === b.status &&
    a.time === b.time &&
    a.speed === b.speed &&
    a.ignition === b.ignition &&
    a.fuelPercent === b.fuelPercent &&
    a.temperature === b.temperature &&
    a.odometer === b.odometer &&
    a.address === b.address
  );
}

/** Options of {@link createLiveStore}. */
export interface LiveStoreOptions {
  /** Current time, ms since epoch (a report dated more than a day after it never holds a position). @default Date.now */
  now?: () => number;
}

/** Creates an empty live store. */
export function createLiveStore(options: LiveStoreOptions = {}): LiveStore {
  const now = options.now ?? Date.now;
  const columns = createColumns(INITIAL_CAPACITY);
  /** LiveAsset by slot, dense (length === columns.count). */
  let bySlot: LiveAsset[] = [];
  let slotById = new Map<number, number>();
  /** Per-slot mark of the apply that last listed it in changedSlots (dedupes repeated ids in one message). */
  let marks = new Uint32Array(INITIAL_CAPACITY);
  let applyCounter = 0;
  let seq = 0;
  let version = 0;
  let allCache: readonly LiveAsset[] = [];
  let allCacheVersion = 0;
  const listeners = new Set<() => void>();

  // Status counts: live assets per status code, the listed assets without a live record, and the subscribed scopes.
  const tally = emptyTally();
  let listed: ReadonlySet<number> = new Set();
  let neverReported = 0;
  let fleetCounts: StatusCounts | null = null;
  /** Bumped on every change of an asset's status code or presence. */
  let statusVersion = 0;
  let countsChanged = false;
  const scopes = new Set<ScopeState>();
  const countListeners = new Set<() => void>();

  function codeOf(assetId: number): number {
    const slot = slotById.get(assetId);
    return slot === undefined ? ABSENT : columns.statusCodes[slot]!;
  }

  /** An asset's status code changed (ABSENT: it had, or has, no live record). */
  function moveStatus(assetId: number, from: number, to: number): void {
    if (from === to) return;
    if (from !== ABSENT) tally[from]! -= 1;
    else if (listed.has(assetId)) neverReported -= 1;
    if (to !== ABSENT) tally[to]! += 1;
    else if (listed.has(assetId)) neverReported += 1;
    statusVersion += 1;
    countsChanged = true;
    for (const scope of scopes) {
      if (!scope.ids.has(assetId)) continue;
      const a = from === ABSENT ? INACTIVE_CODE : from;
      const b = to === ABSENT ? INACTIVE_CODE : to;
      if (a === b) continue;
      scope.tally[a]! -= 1;
      scope.tally[b]! += 1;
      scope.dirty = true;
    }
  }

  function countNeverReported(): number {
    let n = 0;
    for (const id of listed) if (!slotById.has(id)) n += 1;
    return n;
  }

  function countScope(scope: ScopeState): void {
    scope.tally.fill(0);
    for (const id of scope.ids) {
      const code = codeOf(id);
      scope.tally[code === ABSENT ? INACTIVE_CODE : code]! += 1;
    }
    scope.countedAt = statusVersion;
  }

  /** Counts everything again from the per-asset status index (after a snapshot replaced the store). */
  function recountAll(): void {
    tally.fill(0);
    for (let slot = 0; slot < columns.count; slot++) tally[columns.statusCodes[slot]!]! += 1;
    neverReported = countNeverReported();
    statusVersion += 1;
    countsChanged = true;
    for (const scope of scopes) {
      countScope(scope);
      scope.dirty = true;
    }
  }

  function notifyCounts(): void {
    if (!countsChanged) return;
    countsChanged = false;
    for (const listener of [...countListeners]) listener();
    for (const scope of [...scopes]) {
      if (!scope.dirty) continue;
      scope.dirty = false;
      for (const listener of [...scope.listeners]) listener();
    }
  }

  function writeSlot(slot: number, asset: LiveAsset): void {
    columns.ids[slot] = asset.assetId;
    columns.positions[slot * 2] = asset.lng;
    columns.positions[slot * 2 + 1] = asset.lat;
    columns.headings[slot] = asset.heading;
    columns.statusCodes[slot] = statusCode(asset.status);
  }

  function markChanged(slot: number): void {
    if (marks[slot] === applyCounter) return;
    marks[slot] = applyCounter;
    columns.changedSlots[columns.changedCount++] = slot;
  }

  function reserve(needed: number): void {
    if (ensureCapacity(columns, needed)) {
      const next = new Uint32Array(columns.ids.length);
      next.set(marks);
      marks = next;
    }
  }

  function applyDelta(assets: readonly LiveAsset[]): boolean {
    let layoutChanged = false;
    reserve(columns.count + assets.length);
    for (const asset of assets) {
      let slot = slotById.get(asset.assetId);
      let before = ABSENT;
      if (slot === undefined) {
        slot = columns.count++;
        slotById.set(asset.assetId, slot);
        bySlot.push(asset);
        layoutChanged = true;
      } else {
        before = columns.statusCodes[slot]!;
        const previous = bySlot[slot];
        if (previous && sameAsset(previous, asset)) continue;
        // Changes of several server instances can arrive out of order: an older report never replaces a newer one
        // (a status change keeps its report's time, so it passes), unless the one shown is dated more than a day
        // ahead (a device clock in the future, from before the server filtered such reports): it would freeze the asset.
        if (previous && previous.time !== null && asset.time !== null && asset.time < previous.time && !isFutureTime(previous.time, now())) continue;
        bySlot[slot] = asset;
      }
      writeSlot(slot, asset);
      moveStatus(asset.assetId, before, columns.statusCodes[slot]!);
      markChanged(slot);
    }
    if (layoutChanged) columns.layoutVersion = (columns.layoutVersion ?? 0) + 1;
    return columns.changedCount > 0;
  }

  function applySnapshot(assets: readonly LiveAsset[]): boolean {
    const nextSlotById = new Map<number, number>();
    const nextBySlot: LiveAsset[] = [];
    for (const asset of assets) {
      const slot = nextSlotById.get(asset.assetId);
      if (slot === undefined) {
        nextSlotById.set(asset.assetId, nextBySlot.length);
        nextBySlot.push(asset);
      } else {
        nextBySlot[slot] = asset; // a repeated id: the later record wins
      }
    }
    // The layout is kept when the same ids sit in the same slots; then only changed values count.
    let sameLayout = nextBySlot.length === columns.count;
    for (let i = 0; sameLayout && i < nextBySlot.length; i++) {
      if (columns.ids[i] !== nextBySlot[i]!.assetId) sameLayout = false;
    }
    reserve(nextBySlot.length);
    for (let slot = 0; slot < nextBySlot.length; slot++) {
      const asset = nextBySlot[slot]!;
      const previous = bySlot[slot];
      if (sameLayout && previous && sameAsset(previous, asset)) continue;
      writeSlot(slot, asset);
      markChanged(slot);
    }
    const removed = columns.count > nextBySlot.length;
    columns.count = nextBySlot.length;
    bySlot = nextBySlot;
    slotById = nextSlotById;
    if (!sameLayout) columns.layoutVersion = (columns.layoutVersion ?? 0) + 1;
    recountAll();
    return columns.changedCount > 0 || removed || !sameLayout;
  }

  const store: LiveStore = {
    apply(message) {
      // Only the fleet's snapshots and deltas change the store (errors and export jobs are for others).
      if (message.type !== 'snapshot' && message.type !== 'delta') return;
      applyCounter = (applyCounter + 1) >>> 0 || 1;
      columns.changedCount = 0;
      const changed = message.type === 'snapshot' ? applySnapshot(message.assets) : applyDelta(message.assets);
      seq = message.seq;
      if (!changed) {
        countsChanged = false;
        return;
      }
      version += 1;
      columns.version = version;
      for (const listener of [...listeners]) listener();
      notifyCounts();
    },
    get(assetId) {
      const slot = slotById.get(assetId);
      return slot === undefined ? undefined : bySlot[slot];
    },
    all() {
      if (allCacheVersion !== version) {
        allCache = bySlot.slice();
        allCacheVersion = version;
      }
      return allCache;
    },
    get size() {
      return columns.count;
    },
    get seq() {
      return seq;
    },
    get version() {
      return version;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    columns() {
      return columns;
    },
    setListed(assetIds) {
      listed = new Set(assetIds);
      const next = countNeverReported();
      if (next === neverReported) return;
      neverReported = next;
      countsChanged = true;
      notifyCounts();
    },
    statusCounts() {
      fleetCounts = freshCounts(fleetCounts, tally, neverReported);
      return fleetCounts;
    },
    countScope(assetIds) {
      const scope: ScopeState = { ids: new Set(assetIds), tally: emptyTally(), counts: null, dirty: false, countedAt: -1, listeners: new Set() };
      return {
        counts() {
          // Kept incrementally while subscribed; otherwise counted again after a status change.
          if (!scopes.has(scope) && scope.countedAt !== statusVersion) countScope(scope);
          scope.counts = freshCounts(scope.counts, scope.tally);
          return scope.counts;
        },
        subscribe(listener) {
          if (scope.listeners.size === 0) {
            if (scope.countedAt !== statusVersion) countScope(scope);
            scopes.add(scope);
          }
          scope.listeners.add(listener);
          return () => {
            scope.listeners.delete(listener);
            if (scope.listeners.size === 0) scopes.delete(scope);
          };
        },
      };
    },
    subscribeCounts(listener) {
      countListeners.add(listener);
      return () => {
        countListeners.delete(listener);
      };
    },
  };
  return store;
}
