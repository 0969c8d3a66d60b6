/**
 * The old designs the benchmark compares against, in the same page: DOM markers added in batches, and a MapLibre
 * GeoJSON source rebuilt from scratch on every update.
 */
import { ASSET_STATUSES, statusColor, type LiveAsset } from '@fleet/domain';
import type { AssetMeta } from '@fleet/map-kit';
import { assetIconSvg } from '@fleet/map-kit';
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { afterPaint, sleep } from './frames';

const iconUrls = new Map<string, string>();
function iconUrl(meta: AssetMeta | undefined, asset: LiveAsset): string {
  const type = meta?.type ?? 'truck';
  const key = `${type}|${asset.status}`;
  let url = iconUrls.get(key);
  if (!url) {
    url = `url("data:image/svg+xml,${encodeURIComponent(assetIconSvg(type, statusColor(asset.status), 30))}")`;
    iconUrls.set(key, url);
  }
  return url;
}

/**
 * Adds the assets as maplibre Marker DOM elements, 100 per batch every 30 ms (MAP_DEFAULTS), and resolves when the
 * last one is in the DOM and painted. Returns the markers (to remove them afterwards).
 */
export async function addDomMarkers(map: MapLibreMap, assets: readonly LiveAsset[], meta: ReadonlyMap<number, AssetMeta>, batch = 100, intervalMs = 30): Promise<Marker[]> {
  const markers: Marker[] = [];
  for (let i = 0; i < assets.length; i += batch) {
    if (i > 0) await sleep(intervalMs);
    for (const asset of assets.slice(i, i + batch)) {
      const el = document.createElement('div');
      el.className = 'bench-marker';
      el.style.backgroundImage = iconUrl(meta.get(asset.assetId), asset);
      markers.push(new Marker({ element: el, rotation: asset.heading, rotationAlignment: 'map' }).setLngLat([asset.lng, asset.lat]).addTo(map));
    }
  }
  await afterPaint();
  return markers;
}

export const GEOJSON_SOURCE = 'bench-geojson';

/** A circle layer over a GeoJSON source (the "rebuild everything" design). */
export function addGeoJsonLayer(map: MapLibreMap): GeoJSONSource {
  map.addSource(GEOJSON_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: GEOJSON_SOURCE,
    type: 'circle',
    source: GEOJSON_SOURCE,
    paint: { 'circle-radius': 5, 'circle-color': ['get', 'color'], 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
  });
  return map.getSource(GEOJSON_SOURCE) as GeoJSONSource;
}

const STATUS_COLORS = ASSET_STATUSES.map(statusColor);

/** Builds the whole FeatureCollection from the asset records. */
export function buildFeatureCollection(assets: readonly LiveAsset[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: assets.map((a) => ({
      type: 'Feature',
      id: a.assetId,
      properties: { assetId: a.assetId, status: a.status, heading: a.heading, color: STATUS_COLORS[ASSET_STATUSES.indexOf(a.status)] },
      geometry: { type: 'Point', coordinates: [a.lng, a.lat] },
    })),
  };
}

/** Resolves at the map's next 'idle' event. */
export function mapIdle(map: MapLibreMap): Promise<number> {
  return new Promise((resolve) => map.once('idle', () => resolve(performance.now())));
}
