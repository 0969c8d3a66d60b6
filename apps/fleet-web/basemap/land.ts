/**
 * The `land` and `boundaries` layers of the offline basemap. Land is the OSM land polygons (about 10 m along the
 * coast, so boats at the Port Klang berths sit on water); the Natural Earth countries fill in only where the OSM
 * extract has no land (Vietnam, Cambodia, Myanmar, the northern Philippines), never over it, since their coarse coast
 * would cover harbours. Boundaries are the lines two areas share: country borders from the OSM land, state and district
 * borders from DOSM; coasts are drawn by the land's edge alone.
 */
import type { BoundaryKind } from '@fleet/domain';
import type { Feature, FeatureCollection, LineString, MultiLineString, Position } from 'geojson';
import { bboxOf, bboxesOverlap, inAnyPolygon, indexPolygons, inPolygon, polygonFeature, polygonsOf } from './geometry';
import { sharedBoundaries } from './shared-edges';

/** Properties of a land polygon: the country (ISO 3166 alpha-3; '' for Natural Earth fill-in). */
export interface LandProperties {
  iso_a3: string;
}

/** Share of a Natural Earth polygon's sample points that must lie on OSM land for the polygon to be left out. */
const COVERED_SHARE = 0.5;
/** Sample grid across a Natural Earth polygon's box, per side. */
const SAMPLES_PER_SIDE = 8;

/** Points inside a polygon to test it with: a grid across its box, or its vertices when it is too thin for the grid. */
function samplePoints(polygon: Position[][]): Position[] {
  const [minX, minY, maxX, maxY] = bboxOf(polygon.slice(0, 1));
  const out: Position[] = [];
  for (let i = 0; i < SAMPLES_PER_SIDE; i += 1) {
    for (let j = 0; j < SAMPLES_PER_SIDE; j += 1) {
      const x = minX + ((i + 0.5) / SAMPLES_PER_SIDE) * (maxX - minX);
      const y = minY + ((j + 0.5) / SAMPLES_PER_SIDE) * (maxY - minY);
      if (inPolygon(x, y, polygon)) out.push([x, y]);
    }
  }
  return out.length > 0 ? out : polygon[0]!;
}

/**
 * Land polygons: every OSM polygon (with its country code), then each Natural Earth polygon whose area the OSM land
 * does not already cover (at most half of its sample points on OSM land).
 */
export function landLayer(osmLand: readonly FeatureCollection[], naturalEarth: FeatureCollection): Feature[] {
  const osm = osmLand.flatMap((fc) => fc.features);
  const index = indexPolygons(osm);
  const out: Feature[] = osm.map((f) => ({ type: 'Feature', properties: { iso_a3: String(f.properties?.iso_a3 ?? '') } satisfies LandProperties, geometry: f.geometry }));
  for (const feature of naturalEarth.features) {
    for (const polygon of polygonsOf(feature.geometry)) {
      const box = bboxOf(polygon.slice(0, 1));
      const near = index.filter((p) => bboxesOverlap(p.bbox, box));
      if (near.length > 0) {
        const samples = samplePoints(polygon);
        const covered = samples.filter(([x, y]) => inAnyPolygon(x!, y!, near)).length;
        if (covered > samples.length * COVERED_SHARE) continue;
      }
      out.push(polygonFeature(polygon, { iso_a3: '' } satisfies LandProperties));
    }
  }
  return out;
}

/** A boundaries feature. */
function boundary(kind: BoundaryKind, lines: MultiLineString): Feature<MultiLineString> {
  return { type: 'Feature', properties: { kind }, geometry: lines };
}

/**
 * Boundary lines: borders between the OSM countries (by `iso_a3`), between Malaysian states (by `state`) and between
 * districts (by `code_state_district`). Edges on the coast belong to one area only and are left out.
 */
export function boundariesLayer(osmLand: readonly FeatureCollection[], states: FeatureCollection, districts: FeatureCollection): Feature<MultiLineString | LineString>[] {
  const osm = osmLand.flatMap((fc) => fc.features);
  return [
    boundary('district', sharedBoundaries(districts.features, (f) => String(f.properties?.code_state_district ?? f.properties?.district))),
    boundary('state', sharedBoundaries(states.features, (f) => String(f.properties?.state))),
    boundary('country', sharedBoundaries(osm, (f) => String(f.properties?.iso_a3))),
  ];
}
