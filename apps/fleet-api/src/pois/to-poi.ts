import type { GeoPoi, Poi } from '@fleet/domain';
import type { PoiRecord } from './poi-repository';

/** The ring without its closing point. */
function openRing(ring: readonly [number, number][]): [number, number][] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  return closed ? ring.slice(0, -1) : [...ring];
}

/** A stored POI as the map draws it: paths lat/lng (not closed), metadata with the vertex centroid. */
export function toPoi(record: PoiRecord): Poi {
  const open = openRing(record.ring);
  const n = Math.max(open.length, 1);
  const lat = open.reduce((s, [, y]) => s + y, 0) / n;
  const lng = open.reduce((s, [x]) => s + x, 0) / n;
  const meta = { type: record.meta.type ?? '', color: record.meta.color ?? '' };
  return {
    id: record.id,
    name: record.name,
    paths: open.map(([x, y]) => ({ lat: y, lng: x })),
    metadata: { name: record.name, lat, lng, ...meta },
    meta,
    groups: [...record.groups],
  };
}

/** A stored POI as the login's geoPOIData lists it. */
export function toGeoPoi(record: PoiRecord): GeoPoi {
  return { id: record.id, name: record.name, ring: record.ring.map(([x, y]) => [x, y] as [number, number]) };
}
