/** A position as [lng, lat]. */
export type LngLatPair = [number, number];

const samePoint = (a: readonly number[] | undefined, b: readonly number[] | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** True when the ring repeats its first point at the end (and has more than one point). */
export function isClosedRing(ring: readonly LngLatPair[]): boolean {
  return ring.length > 1 && samePoint(ring[0], ring[ring.length - 1]);
}

/** The ring's vertices without the closing point. */
export function openRing(ring: readonly LngLatPair[]): LngLatPair[] {
  const points = ring.map(([lng, lat]): LngLatPair => [lng, lat]);
  return isClosedRing(points) ? points.slice(0, -1) : points;
}

/** The ring closed by repeating its first point (SPEC §3 saved POI payload `coords`); a closed ring is copied. */
export function closeRing(ring: readonly LngLatPair[]): LngLatPair[] {
  const points = openRing(ring);
  return points.length > 0 ? [...points, [points[0]![0], points[0]![1]]] : [];
}

/** The ring's vertices as the lat/lng list of the saved payload's `alternateCoords` (not closed). */
export function ringToAlternateCoords(ring: readonly LngLatPair[]): { lat: number; lng: number }[] {
  return openRing(ring).map(([lng, lat]) => ({ lat, lng }));
}

/** Fewest vertices a polygon keeps (SPEC §5). */
export const MIN_POLYGON_VERTICES = 3;

/**
 * Removes the vertex at `index` (an index of the open ring; the closing point follows the first). A polygon keeps at
 * least 3 vertices: at 3 or with an index out of range the same ring is returned. The result is closed when the input was.
 */
export function removeVertex<T extends readonly LngLatPair[]>(ring: T, index: number): T | LngLatPair[] {
  const points = openRing(ring);
  if (points.length <= MIN_POLYGON_VERTICES || !Number.isInteger(index) || index < 0 || index >= points.length) return ring;
  points.splice(index, 1);
  return isClosedRing(ring) ? closeRing(points) : points;
}

/** Ray casting: true when [lng, lat] lies inside the ring (open or closed). */
export function pointInRing(point: readonly [number, number], ring: readonly LngLatPair[]): boolean {
  const points = openRing(ring);
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
