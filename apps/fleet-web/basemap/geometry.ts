/** Plain GeoJSON helpers of the basemap generator: polygon parts, bounding boxes, point in polygon. */
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';

/** [minLng, minLat, maxLng, maxLat], degrees. */
export type BBox = [number, number, number, number];

/** The polygons (lists of rings) of a Polygon or MultiPolygon geometry; nothing for other types. */
export function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** Bounding box of rings. */
export function bboxOf(rings: readonly Position[][]): BBox {
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      if (x! < box[0]) box[0] = x!;
      if (y! < box[1]) box[1] = y!;
      if (x! > box[2]) box[2] = x!;
      if (y! > box[3]) box[3] = y!;
    }
  }
  return box;
}

/** Whether two boxes overlap. */
export function bboxesOverlap(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** Even-odd ray test of a point against one ring. */
export function inRing(x: number, y: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** Whether a point lies in a polygon (inside its outer ring, outside its holes). */
export function inPolygon(x: number, y: number, polygon: readonly Position[][]): boolean {
  if (!polygon[0] || !inRing(x, y, polygon[0])) return false;
  for (let h = 1; h < polygon.length; h += 1) if (inRing(x, y, polygon[h]!)) return false;
  return true;
}

/** A polygon with its bounding box, for repeated point tests. */
export interface IndexedPolygon {
  bbox: BBox;
  polygon: Position[][];
}

/** The polygons of features with their boxes. */
export function indexPolygons(features: readonly Feature[]): IndexedPolygon[] {
  return features.flatMap((f) => polygonsOf(f.geometry).map((polygon) => ({ bbox: bboxOf(polygon.slice(0, 1)), polygon })));
}

/** Whether a point lies in any of the indexed polygons. */
export function inAnyPolygon(x: number, y: number, polygons: readonly IndexedPolygon[]): boolean {
  for (const p of polygons) {
    if (x < p.bbox[0] || x > p.bbox[2] || y < p.bbox[1] || y > p.bbox[3]) continue;
    if (inPolygon(x, y, p.polygon)) return true;
  }
  return false;
}

/** A FeatureCollection of the given features. */
export function collection<G extends Geometry>(features: Feature<G>[]): FeatureCollection<G> {
  return { type: 'FeatureCollection', features };
}

/** One polygon as a Feature. */
export function polygonFeature(polygon: Position[][], properties: Record<string, unknown>): Feature<Polygon> {
  return { type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: polygon } };
}

/** Polygons as one MultiPolygon Feature. */
export function multiPolygonFeature(polygons: Position[][][], properties: Record<string, unknown>): Feature<MultiPolygon> {
  return { type: 'Feature', properties, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}
