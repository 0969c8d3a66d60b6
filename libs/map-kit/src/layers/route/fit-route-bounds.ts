/** [[west, south], [east, north]], degrees. */
export type RouteBounds = [[number, number], [number, number]];

/**
 * Bounds of one or several routes ([lng, lat] pairs), for `map.fitBounds`, or null when there is no finite point.
 * @param minSpanDeg smallest width and height of the bounds, degrees (grown around the centre) so a parked asset's
 * route does not zoom the map to its limit. @default 0
 */
export function fitRouteBounds(paths: readonly (readonly (readonly [number, number])[])[], minSpanDeg = 0): RouteBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const path of paths) {
    for (const [lng, lat] of path) {
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
    }
  }
  if (!Number.isFinite(west)) return null;
  if (east - west < minSpanDeg) {
    const mid = (west + east) / 2;
    west = mid - minSpanDeg / 2;
    east = mid + minSpanDeg / 2;
  }
  if (north - south < minSpanDeg) {
    const mid = (south + north) / 2;
    south = mid - minSpanDeg / 2;
    north = mid + minSpanDeg / 2;
  }
  return [[west, south], [east, north]];
}
