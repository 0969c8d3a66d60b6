/**
 * The deck.gl layers of the vessel maps: the zones (ports, anchorages, fishing zones, protected areas, EEZ) filled in
 * their kind's colour, and the fleet's activity heat map over a period. Pure factories: data in, layers out.
 */
import type { Layer } from '@deck.gl/core';
import { PolygonLayer } from '@deck.gl/layers';
import { ZONE_KIND_STYLES, parseHexColor, type Zone } from '@fleet/domain';
import { createHeatmapLayers } from '@fleet/map-kit';

/** One polygon of a zone (outer ring and holes), as deck.gl draws it. */
interface ZonePart {
  zone: Pick<Zone, 'id' | 'name' | 'kind'>;
  rings: [number, number][][];
}

/** Fill alpha by kind: the EEZ barely tinted (it covers the sea), ports and protected areas clearly. */
const FILL_ALPHA: Record<Zone['kind'], number> = { eez: 12, port: 70, anchorage: 55, fishing: 45, protected: 55 };

/** The zones' polygons: a translucent fill and an outline in the kind's colour; the selected zone thicker. */
export function zoneLayers(id: string, zones: readonly Pick<Zone, 'id' | 'name' | 'kind' | 'polygons'>[], selectedId: number | null = null): Layer[] {
  const parts: ZonePart[] = zones.flatMap((zone) => zone.polygons.map((rings) => ({ zone, rings })));
  if (parts.length === 0) return [];
  return [
    new PolygonLayer<ZonePart>({
      id,
      data: parts,
      getPolygon: (p) => p.rings,
      getFillColor: (p) => [...parseHexColor(ZONE_KIND_STYLES[p.zone.kind].color), FILL_ALPHA[p.zone.kind]],
      getLineColor: (p) => [...parseHexColor(ZONE_KIND_STYLES[p.zone.kind].color), 230],
      getLineWidth: (p) => (p.zone.id === selectedId ? 4 : p.zone.kind === 'eez' ? 1.5 : 2),
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
      updateTriggers: { getLineWidth: selectedId },
    }),
  ];
}

/** [lng, lat] points (degrees) as the binary positions of the heat map. */
export function heatPositions(points: readonly (readonly [number, number])[]): Float64Array {
  const out = new Float64Array(points.length * 2);
  points.forEach(([lng, lat], i) => {
    out[i * 2] = lng;
    out[i * 2 + 1] = lat;
  });
  return out;
}

/** The fleet's positions of a period as a heat map (the map-kit's heat layer over static points). */
export function activityHeatLayers(id: string, positions: Float64Array, zoom: number, version: number): Layer[] {
  return createHeatmapLayers({ id, positions, length: positions.length / 2, zoom, version });
}
