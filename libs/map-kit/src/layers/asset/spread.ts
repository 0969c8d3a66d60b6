/**
 * Spreading markers that share a spot (a depot, a yard: identical coordinates or a few pixels apart) so that each
 * icon and its label sit on their own: the members of such a group are placed on a small circle (up to
 * {@link SPREAD_CIRCLE_MAX}) or a sunflower spiral around the group's centre, as pixel offsets. Pure and
 * deterministic: members are placed in asset-id order, so the layout is the same from frame to frame while the
 * group does not change. The positions themselves are untouched (distances, popups and picking read the real ones).
 */

/** Markers closer than this are one spot, px. */
export const SPREAD_NEAR_PX = 6;
/** Up to this many markers go on a circle; more on a spiral. */
export const SPREAD_CIRCLE_MAX = 8;
/** Centre-to-centre spacing of spread markers, px (the 34 px icon and a little air). */
export const SPREAD_SPACING_PX = 40;
/** Smallest circle radius, px (two markers: one above the other, the upper label clear of the lower icon). */
export const SPREAD_MIN_RADIUS_PX = 28;

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** World pixel coordinates (Web Mercator, 512 px tiles as MapLibre) of lng/lat pairs at a zoom, into `out`. */
export function projectToWorldPx(lngLat: ArrayLike<number>, count: number, zoom: number, out?: Float64Array): Float64Array {
  const xy = out && out.length >= count * 2 ? out : new Float64Array(Math.max(2, count * 2));
  const size = 512 * 2 ** zoom;
  for (let i = 0; i < count; i++) {
    const lng = lngLat[i * 2]!;
    const lat = Math.max(-85.0511, Math.min(85.0511, lngLat[i * 2 + 1]!));
    const s = Math.sin((lat * Math.PI) / 180);
    xy[i * 2] = ((lng + 180) / 360) * size;
    xy[i * 2 + 1] = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size;
  }
  return xy;
}

/** The offset of member `k` of `n` from the group centre, px (screen y grows downwards). */
export function spreadSlot(k: number, n: number): [number, number] {
  if (n <= SPREAD_CIRCLE_MAX) {
    const radius = Math.max(SPREAD_MIN_RADIUS_PX, (n * SPREAD_SPACING_PX) / (2 * Math.PI));
    const angle = -Math.PI / 2 + (2 * Math.PI * k) / n; // the first at the top, then clockwise
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  }
  // Sunflower (Fermat) spiral: every member gets about the same area, spacing ~SPREAD_SPACING_PX.
  const radius = SPREAD_SPACING_PX * 0.62 * Math.sqrt(k + 0.5);
  const angle = -Math.PI / 2 + k * GOLDEN_ANGLE;
  return [radius * Math.cos(angle), radius * Math.sin(angle)];
}

/** Result of {@link spreadOffsets}. */
export interface SpreadResult {
  /** dx, dy per row, px; 0, 0 for a marker alone at its spot. */
  offsets: Float32Array;
  /** Rows moved (members of a group of two or more). */
  spread: number;
}

/**
 * Pixel offsets that spread markers closer than `nearPx` to each other (transitively: a chain of near markers is one
 * group). `xy`: pixel positions per row (any common origin, e.g. world pixels); `ids`: a stable id per row (the
 * order of placement).
 */
export function spreadOffsets(
  xy: ArrayLike<number>,
  ids: ArrayLike<number>,
  count: number,
  options: { nearPx?: number; into?: Float32Array } = {},
): SpreadResult {
  const near = options.nearPx ?? SPREAD_NEAR_PX;
  const offsets = options.into && options.into.length >= count * 2 ? options.into : new Float32Array(Math.max(2, count * 2));
  offsets.fill(0, 0, count * 2);
  if (count < 2) return { offsets, spread: 0 };

  // Union-find over the rows, neighbours found through a grid of `near` px cells.
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const cells = new Map<string, number[]>();
  const near2 = near * near;
  for (let i = 0; i < count; i++) {
    const x = xy[i * 2]!;
    const y = xy[i * 2 + 1]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const cx = Math.floor(x / near);
    const cy = Math.floor(y / near);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const bucket = cells.get(`${cx + dx},${cy + dy}`);
        if (!bucket) continue;
        for (const j of bucket) {
          const ex = xy[j * 2]! - x;
          const ey = xy[j * 2 + 1]! - y;
          if (ex * ex + ey * ey <= near2) {
            const a = find(i);
            const b = find(j);
            if (a !== b) parent[a] = b;
          }
        }
      }
    }
    const key = `${cx},${cy}`;
    const own = cells.get(key);
    if (own) own.push(i);
    else cells.set(key, [i]);
  }

  const groups = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    if (!Number.isFinite(xy[i * 2]!) || !Number.isFinite(xy[i * 2 + 1]!)) continue;
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(i);
    else groups.set(root, [i]);
  }
  let spread = 0;
  for (const members of groups.values()) {
    const n = members.length;
    if (n < 2) continue;
    members.sort((a, b) => ids[a]! - ids[b]! || a - b);
    let sx = 0;
    let sy = 0;
    for (const i of members) {
      sx += xy[i * 2]!;
      sy += xy[i * 2 + 1]!;
    }
    const [cx, cy] = [sx / n, sy / n];
    members.forEach((i, k) => {
      const [ox, oy] = spreadSlot(k, n);
      offsets[i * 2] = cx + ox - xy[i * 2]!;
      offsets[i * 2 + 1] = cy + oy - xy[i * 2 + 1]!;
    });
    spread += n;
  }
  return { offsets, spread };
}
