import { zonePolygonsSchema, type ZonePolygons } from './vessel-schemas';
import { VESSEL_LIMITS as L, VESSEL_TEXTS as T } from './vessels';

/** A zone read from a GeoJSON file, before it has a kind and an id. */
export interface ImportedZone {
  name: string;
  polygons: ZonePolygons;
}

/** What reading a GeoJSON file gave: its zones, or the first problem in words (naming the feature). */
export type ZoneImport = { ok: true; zones: ImportedZone[] } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name of a feature: its `name` (or `name:en`, `NAME`, `title`) property, else the file's name and its number. */
function nameOf(properties: unknown, fallback: string): string {
  if (isObject(properties)) {
    for (const key of ['name', 'name:en', 'NAME', 'Name', 'title']) {
      const v = properties[key];
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, L.zoneNameMax);
    }
  }
  return fallback.slice(0, L.zoneNameMax);
}

/**
 * Reads zones from GeoJSON (RFC 7946): a FeatureCollection, a Feature or a bare geometry; each Polygon or
 * MultiPolygon feature becomes one zone (GeometryCollections are searched; points and lines are left out). Every zone
 * is checked against the zone bounds (positions in range, rings closed with at least 4 positions, polygons and
 * positions per zone). Pure: the caller has parsed the JSON text.
 * @param value the parsed file
 * @param baseName names the features without a name property ("<baseName> 2")
 */
export function parseZoneGeoJson(value: unknown, baseName = 'Zone'): ZoneImport {
  if (!isObject(value) || typeof value['type'] !== 'string') return { ok: false, error: T.importNotGeoJson };
  let features: unknown[];
  if (value['type'] === 'FeatureCollection') {
    if (!Array.isArray(value['features'])) return { ok: false, error: T.importNotGeoJson };
    features = value['features'];
  } else if (value['type'] === 'Feature') {
    features = [value];
  } else {
    features = [{ type: 'Feature', properties: {}, geometry: value }];
  }
  if (features.length > L.importFeaturesMax) return { ok: false, error: T.importTooManyFeatures };
  const zones: ImportedZone[] = [];
  for (const [i, feature] of features.entries()) {
    if (!isObject(feature) || feature['type'] !== 'Feature') return { ok: false, error: `Feature ${i + 1}: ${T.importNotGeoJson}` };
    const polygons = polygonsOf(feature['geometry']);
    if (polygons === null) continue;
    const name = nameOf(feature['properties'], features.length === 1 ? baseName : `${baseName} ${i + 1}`);
    const checked = zonePolygonsSchema.safeParse(polygons);
    if (!checked.success) return { ok: false, error: `Feature ${i + 1} (${name}): ${checked.error.issues[0]?.message ?? T.geometryInvalid}` };
    zones.push({ name, polygons: checked.data as ZonePolygons });
  }
  if (zones.length === 0) return { ok: false, error: T.importNoPolygons };
  return { ok: true, zones };
}

/** A geometry's polygons (MultiPolygon coordinates), or null when it holds none (a point, a line, nothing). */
function polygonsOf(geometry: unknown): unknown[] | null {
  if (!isObject(geometry)) return null;
  switch (geometry['type']) {
    case 'Polygon':
      return [geometry['coordinates']];
    case 'MultiPolygon':
      return Array.isArray(geometry['coordinates']) ? geometry['coordinates'] : [geometry['coordinates']];
    case 'GeometryCollection': {
      const parts = Array.isArray(geometry['geometries']) ? geometry['geometries'].map(polygonsOf).filter((p): p is unknown[] => p !== null) : [];
      return parts.length > 0 ? parts.flat() : null;
    }
    default:
      return null;
  }
}
