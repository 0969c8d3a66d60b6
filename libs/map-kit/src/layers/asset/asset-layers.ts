import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { PALETTE, parseHexColor } from '@fleet/domain';
import { ICON_TYPES } from '../../icons/asset-icons';
import { glyphIconName, haloIconName, type IconMappingEntry } from '../../icons/icon-atlas';
import { LABEL_FONT_FAMILY } from '../../map/place-labels';
import type { AssetFrame } from './asset-frame';
import type { ClusterDatum } from './cluster-index';

/** Text style of the labels under asset markers (live and playback): dark 12 px text with a white outline. */
export function markerLabelProps(iconSizePx: number) {
  return {
    getSize: 12,
    getColor: [30, 30, 30, 255] as [number, number, number, number],
    getPixelOffset: [0, iconSizePx / 2 + 2] as [number, number],
    getTextAnchor: 'middle' as const,
    getAlignmentBaseline: 'top' as const,
    fontFamily: LABEL_FONT_FAMILY,
    fontWeight: 600,
    fontSettings: { sdf: true, fontSize: 48, buffer: 6 },
    outlineWidth: 3,
    outlineColor: [255, 255, 255, 240] as [number, number, number, number],
    characterSet: 'auto' as const,
    sizeUnits: 'pixels' as const,
  };
}

/** Icon size on screen (the 64-unit icon box), px. */
export const ASSET_ICON_SIZE_PX = 34;
/** Cluster circle radius by size class 1..5, px. */
export const CLUSTER_RADIUS_PX: readonly number[] = [0, 17, 20, 24, 28, 32];
/** Cluster fill and count colours by size class 1..5 (the classic blue, yellow, red, pink, purple cluster set). */
export const CLUSTER_CLASS_COLORS: readonly { fill: [number, number, number]; text: [number, number, number] }[] = [
  { fill: [0, 0, 0], text: [255, 255, 255] },
  { fill: [0, 140, 255], text: [255, 255, 255] },
  { fill: [255, 191, 0], text: [30, 30, 30] },
  { fill: [234, 84, 85], text: [255, 255, 255] },
  { fill: [230, 0, 200], text: [255, 255, 255] },
  { fill: [132, 0, 255], text: [255, 255, 255] },
];

/** Marker labels drawn under the icons. */
export interface AssetLabelRows {
  length: number;
  /** lng,lat per label. */
  positions: Float64Array;
  names: readonly string[];
  /** dx,dy per label, px: the spread of its marker (see spread.ts); none: 0, 0. */
  offsets?: Float32Array;
  /** Changes whenever the offsets do. */
  offsetsKey?: string;
}

/** Options of the asset layers (pure data and callbacks). */
export interface AssetLayersOptions {
  /** Prefix of the layer ids. */
  id: string;
  frame: AssetFrame;
  /** The icon atlas (canvas) and its mapping; null draws no icons (tests, no canvas). */
  atlas: { image: HTMLCanvasElement | ImageBitmap | ImageData; mapping: Record<string, IconMappingEntry> } | null;
  /** Icon size, px. @default 34 */
  iconSizePx?: number;
  /** Position of the selected asset (a ring is drawn under it), or null. */
  selected: { lng: number; lat: number } | null;
  /** Labels to draw, or null. */
  labels: AssetLabelRows | null;
  /** dx,dy per frame row, px: markers that share a spot spread around it (see spread.ts); null: none moved. */
  offsets?: Float32Array | null;
  /** Clusters to draw (empty when not clustering). */
  clusters: readonly ClusterDatum[];
  /** Row click on a marker. */
  onMarkerClick?: (row: number) => void;
  /** Click on a cluster. */
  onClusterClick?: (cluster: ClusterDatum) => void;
}

const GLYPH_NAMES = ICON_TYPES.map(glyphIconName);
const HALO_NAMES = ICON_TYPES.map(haloIconName);
const SELECTION_RGB = parseHexColor(PALETTE.primary);

/** Abbreviated cluster count: 999, 1.2k, 12k. */
export function formatClusterCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  return `${Math.floor(count / 1000)}k`;
}

interface FrameData {
  length: number;
  layoutKey: number;
  attributes: Record<string, { value: Float64Array | Float32Array | Uint8Array; size: number; normalized?: boolean }>;
}

/** Same rows as before: no row is invalidated, only the binary attributes (new objects) are re-uploaded. */
function frameDataDiff(newData: unknown, oldData?: unknown): { startRow: number; endRow?: number }[] {
  const a = newData as FrameData;
  const b = oldData as FrameData | undefined;
  return b && a.layoutKey === b.layoutKey && a.length === b.length ? [] : (null as never);
}

/**
 * The asset layers for a frame: selection ring, icon halos, icons (mask tinted with the status colour, turned by
 * heading), name labels, clusters and their counts. Pure: data in, deck.gl layers out (no WebGL needed to build).
 * The icon layers read the frame's typed arrays as binary attributes; a new attribute object per frame makes deck.gl
 * upload them, while `layoutKey` keeps the per-row icon assignment until the rows change.
 */
export function createAssetLayers(options: AssetLayersOptions): Layer[] {
  const { id, frame, atlas, selected, labels, clusters } = options;
  const size = options.iconSizePx ?? ASSET_ICON_SIZE_PX;
  const n = frame.length;
  const getPosition = { value: frame.positions.subarray(0, n * 2), size: 2 };
  const getAngle = { value: frame.angles.subarray(0, n), size: 1 };
  const getColor = { value: frame.colors.subarray(0, n * 4), size: 4, normalized: true };
  const typeCodes = frame.typeCodes;
  const pixelOffsets = options.offsets ? { getPixelOffset: { value: options.offsets.subarray(0, n * 2), size: 2 } } : {};
  const layers: Layer[] = [];

  if (selected) {
    layers.push(
      new ScatterplotLayer<{ lng: number; lat: number }>({
        id: `${id}-selection`,
        data: [selected],
        getPosition: (d) => [d.lng, d.lat],
        getRadius: size * 0.8,
        radiusUnits: 'pixels',
        stroked: true,
        filled: true,
        getFillColor: [...SELECTION_RGB, 60],
        getLineColor: [...SELECTION_RGB, 255],
        getLineWidth: 3,
        lineWidthUnits: 'pixels',
      }),
    );
  }

  if (atlas && n > 0) {
    const common = {
      iconAtlas: atlas.image as never,
      iconMapping: atlas.mapping,
      getSize: size,
      sizeUnits: 'pixels' as const,
      billboard: true,
      alphaCutoff: 0.05,
      _dataDiff: frameDataDiff,
    };
    layers.push(
      new IconLayer({
        ...common,
        id: `${id}-halo`,
        data: { length: n, layoutKey: frame.layoutKey, attributes: { getPosition, getAngle, ...pixelOffsets } } as never,
        getIcon: (_: unknown, info: { index: number }) => HALO_NAMES[typeCodes[info.index]!]!,
        getColor: [255, 255, 255, 235],
        updateTriggers: { getIcon: frame.layoutKey },
        pickable: false,
      }),
      new IconLayer({
        ...common,
        id: `${id}-icons`,
        data: { length: n, layoutKey: frame.layoutKey, attributes: { getPosition, getAngle, getColor, ...pixelOffsets } } as never,
        getIcon: (_: unknown, info: { index: number }) => GLYPH_NAMES[typeCodes[info.index]!]!,
        updateTriggers: { getIcon: frame.layoutKey },
        pickable: true,
        onClick: options.onMarkerClick ? (info: PickingInfo) => (info.index >= 0 ? (options.onMarkerClick!(info.index), true) : false) : undefined,
      }),
    );
  }

  if (labels && labels.length > 0) {
    const names = labels.names;
    const spread = labels.offsets;
    const base = markerLabelProps(size);
    layers.push(
      new TextLayer({
        id: `${id}-labels`,
        data: { length: labels.length, attributes: { getPosition: { value: labels.positions.subarray(0, labels.length * 2), size: 2 } } } as never,
        getText: (_: unknown, info: { index: number }) => names[info.index] ?? '',
        ...base,
        ...(spread
          ? {
              getPixelOffset: (_: unknown, info: { index: number }): [number, number] => [
                base.getPixelOffset[0] + spread[info.index * 2]!,
                base.getPixelOffset[1] + spread[info.index * 2 + 1]!,
              ],
              updateTriggers: { getPixelOffset: labels.offsetsKey ?? '' },
            }
          : {}),
        pickable: false,
      }),
    );
  }

  if (clusters.length > 0) {
    layers.push(
      new ScatterplotLayer<ClusterDatum>({
        id: `${id}-clusters`,
        data: clusters as ClusterDatum[],
        getPosition: (c) => [c.lng, c.lat],
        getRadius: (c) => CLUSTER_RADIUS_PX[c.sizeClass]!,
        getFillColor: (c) => [...CLUSTER_CLASS_COLORS[c.sizeClass]!.fill, 225],
        getLineColor: (c) => [...CLUSTER_CLASS_COLORS[c.sizeClass]!.fill, 90],
        getLineWidth: 6,
        lineWidthUnits: 'pixels',
        radiusUnits: 'pixels',
        stroked: true,
        filled: true,
        pickable: true,
        onClick: options.onClusterClick ? (info: PickingInfo<ClusterDatum>) => (info.object ? (options.onClusterClick!(info.object), true) : false) : undefined,
      }),
      new TextLayer<ClusterDatum>({
        id: `${id}-cluster-counts`,
        data: clusters as ClusterDatum[],
        getPosition: (c) => [c.lng, c.lat],
        getText: (c) => formatClusterCount(c.count),
        getSize: (c) => 11 + c.sizeClass,
        getColor: (c) => [...CLUSTER_CLASS_COLORS[c.sizeClass]!.text, 255],
        getTextAnchor: 'middle',
        getAlignmentBaseline: 'center',
        fontFamily: LABEL_FONT_FAMILY,
        fontWeight: 700,
        characterSet: '0123456789.k',
        sizeUnits: 'pixels',
        pickable: false,
      }),
    );
  }
  return layers;
}
