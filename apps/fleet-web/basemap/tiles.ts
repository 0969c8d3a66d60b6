/**
 * Cutting GeoJSON layers into Mapbox Vector Tiles with @maplibre/geojson-vt (slicing, simplification per zoom) and
 * @maplibre/vt-pbf (protobuf encoding): the libraries MapLibre itself uses to tile GeoJSON in the browser.
 */
import { GeoJSONVT, type GeoJSONVTOptions } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection } from 'geojson';

/** How one layer is tiled. */
export interface LayerSpec {
  /** The source-layer name. */
  name: string;
  features: Feature[];
  /** Zoom from which the layer is in the tiles (below it the tiles leave it out). @default 0 */
  minzoom?: number;
}

/** How a tileset is cut. */
export interface TilingOptions {
  minzoom: number;
  maxzoom: number;
  /** Units per tile side. @default 4096 */
  extent?: number;
  /** Simplification tolerance, tile units: larger drops more vertices. @default 3 */
  tolerance?: number;
  /** Units kept beyond each tile edge (so lines and outlines join across tiles). @default 64 */
  buffer?: number;
}

/** One encoded tile. */
export interface EncodedTile {
  z: number;
  x: number;
  y: number;
  bytes: Uint8Array;
}

/** A geojson-vt index of one layer's features. */
function indexLayer(features: Feature[], options: Required<TilingOptions>): GeoJSONVT {
  const data: FeatureCollection = { type: 'FeatureCollection', features };
  const vtOptions: Partial<GeoJSONVTOptions> = { maxZoom: options.maxzoom, tolerance: options.tolerance, extent: options.extent, buffer: options.buffer };
  return new GeoJSONVT(data, vtOptions);
}

type VtTile = NonNullable<ReturnType<GeoJSONVT['getTile']>>;

/**
 * Every non-empty tile of the tileset between `minzoom` and `maxzoom`, each holding the layers present at its zoom
 * (layers of the same name are merged, so one layer can gain features from a zoom on). Tiles are found by descending
 * from 0/0/0 into the children of tiles that hold something. A tile where no layer has a feature is left out: the
 * server answers it as empty (204).
 */
export function cutTiles(layers: readonly LayerSpec[], tiling: TilingOptions): EncodedTile[] {
  const options: Required<TilingOptions> = { extent: 4096, tolerance: 3, buffer: 64, ...tiling };
  const indexes = layers.map((layer) => ({ layer, index: indexLayer(layer.features, options) }));
  const tiles: EncodedTile[] = [];
  const visit = (z: number, x: number, y: number): void => {
    const present: Record<string, VtTile> = {};
    let any = false;
    for (const { layer, index } of indexes) {
      const tile = index.getTile(z, x, y);
      if (!tile || tile.features.length === 0) continue;
      any = true;
      if (z < (layer.minzoom ?? 0)) continue;
      const merged = present[layer.name];
      present[layer.name] = merged ? { ...merged, features: [...merged.features, ...tile.features] } : tile;
    }
    if (!any) return;
    if (z >= options.minzoom && Object.keys(present).length > 0) {
      tiles.push({ z, x, y, bytes: fromGeojsonVt(present, { version: 2, extent: options.extent }) });
    }
    if (z === options.maxzoom) return;
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) visit(z + 1, 2 * x + dx, 2 * y + dy);
  };
  visit(0, 0, 0);
  return tiles.sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
}
