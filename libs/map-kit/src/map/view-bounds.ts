/** A point, degrees. */
export interface LatLngLike {
  lat: number;
  lng: number;
}

/** [[west, south], [east, north]] of the points, or null for none. */
export function boundsOf(points: readonly LatLngLike[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const p of points) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) continue;
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return Number.isFinite(west) ? [[west, south], [east, north]] : null;
}

/** A stable key of a list of points (so that a new array with the same points does not refit the map). */
export function pointsKey(points: readonly LatLngLike[] | undefined | null): string {
  return points ? points.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`).join(';') : '';
}
