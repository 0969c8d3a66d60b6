/**
 * Columnar buffers of the live store: one slot per asset, typed arrays reused between applies and grown by doubling.
 * Map layers hand these arrays to the GPU as they are (deck.gl binary attributes), so nothing here allocates per
 * asset.
 */

/** Columnar view for map layers; arrays are reused and updated in place, grown when needed. */
export interface LiveColumns {
  /** Number of live slots; slots 0..count-1 are in use (dense). */
  count: number;
  /** assetId by slot. */
  ids: Int32Array;
  /** lng,lat pairs by slot (degrees): slot i at [2i] (lng) and [2i+1] (lat). */
  positions: Float64Array;
  /** Heading by slot, degrees clockwise from north. */
  headings: Float32Array;
  /** Status by slot: the index in ASSET_STATUSES. */
  statusCodes: Uint8Array;
  /** The store's version when these columns were last written. */
  version: number;
  /** Slots written by the last apply (for partial GPU updates). */
  changedSlots: Int32Array;
  /** Number of valid entries in changedSlots. */
  changedCount: number;
  /**
   * Bumped whenever the slot layout changes: an asset is added or removed, or a snapshot re-orders the slots.
   * While it stays the same, slot i holds the same asset (only its values may change). Optional in the type so that
   * hand-made columns (tests, mocks) need not carry it; the store always sets it.
   */
  layoutVersion?: number;
}

/** Initial capacity of a fresh store, slots. */
export const INITIAL_CAPACITY = 256;

/** Allocates empty columns with room for `capacity` slots. */
export function createColumns(capacity: number = INITIAL_CAPACITY): LiveColumns {
  return {
    count: 0,
    ids: new Int32Array(capacity),
    positions: new Float64Array(capacity * 2),
    headings: new Float32Array(capacity),
    statusCodes: new Uint8Array(capacity),
    version: 0,
    changedSlots: new Int32Array(capacity),
    changedCount: 0,
    layoutVersion: 0,
  };
}

/** Capacity of the columns, slots. */
export function columnsCapacity(columns: LiveColumns): number {
  return columns.ids.length;
}

function grow<T extends Int32Array | Float64Array | Float32Array | Uint8Array>(array: T, length: number, keep: number): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array.subarray(0, keep));
  return next;
}

/**
 * Makes room for at least `needed` slots by doubling the capacity; keeps the first `count` slots. Returns true when
 * the arrays were replaced (callers holding the old arrays must re-read them).
 */
export function ensureCapacity(columns: LiveColumns, needed: number): boolean {
  let capacity = columnsCapacity(columns);
  if (needed <= capacity) return false;
  while (capacity < needed) capacity *= 2;
  const keep = columns.count;
  columns.ids = grow(columns.ids, capacity, keep);
  columns.positions = grow(columns.positions, capacity * 2, keep * 2);
  columns.headings = grow(columns.headings, capacity, keep);
  columns.statusCodes = grow(columns.statusCodes, capacity, keep);
  columns.changedSlots = grow(columns.changedSlots, capacity, columns.changedCount);
  return true;
}
