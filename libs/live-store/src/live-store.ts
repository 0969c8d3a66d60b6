import { ASSET_STATUSES, isFutureTime, type AssetStatus, type LiveAsset, type LiveServerMessage } from '@fleet/domain';
import { createColumns, ensureCapacity, INITIAL_CAPACITY, type LiveColumns } from './live-columns';

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
}

const STATUS_CODE: ReadonlyMap<AssetStatus, number> = new Map(ASSET_STATUSES.map((s, i) => [s, i]));
const INACTIVE_CODE = ASSET_STATUSES.indexOf('Inactive');

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
      if (slot === undefined) {
        slot = columns.count++;
        slotById.set(asset.assetId, slot);
        bySlot.push(asset);
        layoutChanged = true;
      } else {
        const previous = bySlot[slot];
        if (previous && sameAsset(previous, asset)) continue;
        // Changes of several server instances can arrive out of order: an older report never replaces a newer one
        // (a status change keeps its report's time, so it passes), unless the one shown is dated more than a day
        // ahead (a device clock in the future, from before the server filtered such reports): it would freeze the asset.
        if (previous && previous.time !== null && asset.time !== null && asset.time < previous.time && !isFutureTime(previous.time, now())) continue;
        bySlot[slot] = asset;
      }
      writeSlot(slot, asset);
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
    return columns.changedCount > 0 || removed || !sameLayout;
  }

  const store: LiveStore = {
    apply(message) {
      if (message.type === 'error') return;
      applyCounter = (applyCounter + 1) >>> 0 || 1;
      columns.changedCount = 0;
      const changed = message.type === 'snapshot' ? applySnapshot(message.assets) : applyDelta(message.assets);
      seq = message.seq;
      if (!changed) return;
      version += 1;
      columns.version = version;
      for (const listener of [...listeners]) listener();
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
  };
  return store;
}
