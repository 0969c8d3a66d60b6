import { ASSET_STATUSES, parseHexColor, statusColor } from '@fleet/domain';
import type { LiveColumns } from '@fleet/live-store';
import { ASSET_ICONS, ICON_TYPES, iconTypeCode } from '../../icons/asset-icons';
import type { AssetMetaMap } from './asset-meta';

/**
 * The rows the asset layer draws, as typed arrays for deck.gl binary attributes. Without a row list the rows are the
 * live store's slots and positions are a view of the store's own array (no copy); with a row list (filter, clusters)
 * the values are gathered into arrays reused between frames. Derived columns (angle, colour) are updated only for
 * the slots the last apply changed when nothing else moved. Nothing here allocates per asset.
 */
export interface AssetFrame {
  /** Rows drawn. */
  length: number;
  /** Row -> store slot, or null when row i is slot i. */
  rows: Int32Array | null;
  /** lng,lat per row (degrees), at least 2 * length long. */
  positions: Float64Array;
  /** deck.gl angle per row: degrees counter-clockwise (minus the heading for icons that turn, else 0). */
  angles: Float32Array;
  /** RGBA per row: the status colour. */
  colors: Uint8Array;
  /** Icon type code per row (index in ICON_TYPES). */
  typeCodes: Uint8Array;
  /** Changes whenever the rows or their types change (icons must be re-assigned). */
  layoutKey: number;
  /** The store version the frame reflects. */
  version: number;
}

/** Status colours as RGBA, by status code (index in ASSET_STATUSES). */
export const STATUS_RGBA: readonly (readonly [number, number, number, number])[] = ASSET_STATUSES.map((s) => [
  ...parseHexColor(statusColor(s)),
  255,
] as const);

const ROTATES: readonly boolean[] = ICON_TYPES.map((t) => ASSET_ICONS[t].rotates);

/** An empty frame. */
export function createAssetFrame(): AssetFrame {
  return {
    length: 0,
    rows: null,
    positions: new Float64Array(0),
    angles: new Float32Array(0),
    colors: new Uint8Array(0),
    typeCodes: new Uint8Array(0),
    layoutKey: 0,
    version: -1,
  };
}

/** Icon type code by store slot, from the asset metadata (rebuild when the slot layout or the metadata changes). */
export function buildSlotTypeCodes(columns: LiveColumns, meta: AssetMetaMap, into?: Uint8Array): Uint8Array {
  const codes = into && into.length >= columns.count ? into : new Uint8Array(Math.max(columns.count, 1));
  const fallback = iconTypeCode('truck');
  for (let slot = 0; slot < columns.count; slot++) {
    const m = meta.get(columns.ids[slot]!);
    codes[slot] = m ? iconTypeCode(m.type) : fallback;
  }
  return codes;
}

/** Inputs of one frame update. */
export interface AssetFrameInput {
  columns: LiveColumns;
  /** Store slots to draw (the first `rowCount`), or null for every slot. */
  rows: Int32Array | null;
  rowCount: number;
  /** Icon type code by slot. */
  slotTypes: Uint8Array;
  /** Changes whenever `rows` or `slotTypes` change content. */
  rowsKey: number;
}

function ensure<T extends Float64Array | Float32Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  let size = Math.max(64, array.length);
  while (size < length) size *= 2;
  return new (array.constructor as new (n: number) => T)(size);
}

function writeRow(frame: AssetFrame, row: number, slot: number, columns: LiveColumns, slotTypes: Uint8Array): void {
  const type = slotTypes[slot] ?? 0;
  const rgba = STATUS_RGBA[columns.statusCodes[slot]!] ?? STATUS_RGBA[3]!;
  frame.typeCodes[row] = type;
  frame.angles[row] = ROTATES[type] ? -columns.headings[slot]! : 0;
  const c = row * 4;
  frame.colors[c] = rgba[0];
  frame.colors[c + 1] = rgba[1];
  frame.colors[c + 2] = rgba[2];
  frame.colors[c + 3] = rgba[3];
}

/**
 * Brings the frame up to date with the store. Returns 'none' when nothing changed, 'values' when only the values of
 * the same rows changed (positions, angles, colours), 'layout' when the rows themselves changed.
 */
export function updateAssetFrame(frame: AssetFrame, input: AssetFrameInput): 'none' | 'values' | 'layout' {
  const { columns, rows, slotTypes } = input;
  const length = rows ? input.rowCount : columns.count;
  const layoutChanged = input.rowsKey !== frame.layoutKey || length !== frame.length || (rows === null) !== (frame.rows === null);
  if (!layoutChanged && columns.version === frame.version) return 'none';

  frame.angles = ensure(frame.angles, length);
  frame.colors = ensure(frame.colors, length * 4);
  frame.typeCodes = ensure(frame.typeCodes, length);

  if (rows === null) {
    // Rows are slots: positions are the store's own array (a fresh view so deck.gl sees a new attribute value).
    frame.positions = columns.positions.subarray(0, length * 2);
    const incremental = !layoutChanged && columns.version === frame.version + 1;
    if (incremental) {
      for (let i = 0; i < columns.changedCount; i++) {
        const slot = columns.changedSlots[i]!;
        if (slot < length) writeRow(frame, slot, slot, columns, slotTypes);
      }
    } else {
      for (let slot = 0; slot < length; slot++) writeRow(frame, slot, slot, columns, slotTypes);
    }
  } else {
    const positions = ensure(frame.positions.buffer === columns.positions.buffer ? new Float64Array(0) : frame.positions, length * 2);
    for (let row = 0; row < length; row++) {
      const slot = rows[row]!;
      positions[row * 2] = columns.positions[slot * 2]!;
      positions[row * 2 + 1] = columns.positions[slot * 2 + 1]!;
      writeRow(frame, row, slot, columns, slotTypes);
    }
    frame.positions = positions;
  }
  frame.rows = rows;
  frame.length = length;
  frame.layoutKey = input.rowsKey;
  frame.version = columns.version;
  return layoutChanged ? 'layout' : 'values';
}

/** The store slot of a frame row. */
export function frameRowSlot(frame: AssetFrame, row: number): number {
  return frame.rows ? frame.rows[row]! : row;
}
