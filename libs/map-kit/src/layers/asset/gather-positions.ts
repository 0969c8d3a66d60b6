import type { LiveColumns } from '@fleet/live-store';

/**
 * The positions of the given slots (null: every slot) packed as lng,lat pairs into `into` (grown by doubling and
 * returned). A typed copy, no per-asset objects.
 */
export function gatherPositions(columns: LiveColumns, rows: Int32Array | null, rowCount: number, into: Float64Array): Float64Array {
  const n = rows ? rowCount : columns.count;
  let out = into;
  if (out.length < n * 2) {
    let size = Math.max(128, out.length);
    while (size < n * 2) size *= 2;
    out = new Float64Array(size);
  }
  if (!rows) {
    out.set(columns.positions.subarray(0, n * 2));
    return out;
  }
  for (let i = 0; i < n; i++) {
    const slot = rows[i]!;
    out[i * 2] = columns.positions[slot * 2]!;
    out[i * 2 + 1] = columns.positions[slot * 2 + 1]!;
  }
  return out;
}
