import type { Layer } from '@deck.gl/core';
import { IconLayer, TextLayer } from '@deck.gl/layers';
import { ASSET_STATUSES, parseHexColor, playbackStatusColor, type AssetStatus, type AssetType } from '@fleet/domain';
import { iconRotates, iconTypeCode, ICON_TYPES } from '../../icons/asset-icons';
import { glyphIconName, haloIconName, type IconMappingEntry } from '../../icons/icon-atlas';
import { ASSET_ICON_SIZE_PX, markerLabelProps } from '../asset/asset-layers';

/** One moving marker of the playback (one per replayed asset). */
export interface PlaybackMarker {
  id: string | number;
  lng: number;
  lat: number;
  /** Degrees clockwise from north. */
  heading: number;
  status: AssetStatus;
  /** Asset type or icon type ('car', 'truck-1'…). @default 'truck' */
  iconType?: string;
  /** CSS hex colour instead of the playback status colour. */
  color?: string;
  /** Text under the marker (e.g. the asset name). */
  label?: string;
}

/** Options of the playback marker layers. */
export interface PlaybackMarkerLayersOptions {
  /** Prefix of the layer ids. */
  id: string;
  /**
   * The markers. Keep the same array (update its objects in place) and bump `frame` on every move: deck.gl then only
   * recomputes positions, angles and colours, not the whole layer.
   */
  markers: readonly PlaybackMarker[];
  /** Counter (or key) that changes whenever a marker moved, turned or changed status, colour or label. */
  frame: number | string;
  /** The icon atlas and its mapping (`playbackIconAtlas()`); null draws no icons (tests, no canvas). */
  atlas: { image: HTMLCanvasElement | ImageBitmap | ImageData; mapping: Record<string, IconMappingEntry> } | null;
  /** Icon size, px. @default ASSET_ICON_SIZE_PX (34, as on the live map) */
  iconSizePx?: number;
  /** Draw the markers' labels. @default true */
  showLabels?: boolean;
}

/** Playback colours as RGBA by status (Inactive is grey there). */
export const PLAYBACK_STATUS_RGBA: Readonly<Record<AssetStatus, readonly [number, number, number, number]>> = Object.fromEntries(
  ASSET_STATUSES.map((s) => [s, [...parseHexColor(playbackStatusColor(s)), 255] as const]),
) as Record<AssetStatus, readonly [number, number, number, number]>;

/** The atlas type of an icon type: 'truck-1' is a truck; unknown types are trucks. */
export function markerIconType(iconType: string | undefined): AssetType {
  if (!iconType) return 'truck';
  return ICON_TYPES[iconTypeCode(iconType.replace(/-\d+$/, '').toLowerCase())]!;
}

/** deck.gl angle of a marker (degrees counter-clockwise): minus the heading for icons that turn, as on the live map. */
export function playbackMarkerAngle(marker: Pick<PlaybackMarker, 'heading' | 'iconType'>): number {
  return iconRotates(markerIconType(marker.iconType)) && Number.isFinite(marker.heading) ? -marker.heading : 0;
}

/** Marker colour as RGBA: its own colour, else the playback status colour. */
export function playbackMarkerColor(marker: Pick<PlaybackMarker, 'status' | 'color'>): [number, number, number, number] {
  if (marker.color) return [...parseHexColor(marker.color), 255];
  return [...(PLAYBACK_STATUS_RGBA[marker.status] ?? PLAYBACK_STATUS_RGBA.Inactive)];
}

const position = (m: PlaybackMarker): [number, number] => [m.lng, m.lat];

/**
 * The playback markers, bottom to top: white halos (`${id}-halo`), the asset icons tinted with the playback status
 * colour and turned by heading (`${id}-icons`), and labels (`${id}-labels`). Pure: no WebGL needed to build. Cheap
 * per animation frame: the data array is the caller's, and `updateTriggers` keyed by `frame` recompute only the
 * moving attributes.
 */
export function createPlaybackMarkerLayers(options: PlaybackMarkerLayersOptions): Layer[] {
  const { id, markers, frame, atlas } = options;
  if (markers.length === 0) return [];
  const size = options.iconSizePx ?? ASSET_ICON_SIZE_PX;
  const data = markers as PlaybackMarker[];
  const iconKey = markers.map((m) => m.iconType ?? '').join('|');
  const layers: Layer[] = [];

  if (atlas) {
    const common = {
      data,
      iconAtlas: atlas.image as never,
      iconMapping: atlas.mapping,
      getPosition: position,
      getAngle: playbackMarkerAngle,
      getSize: size,
      sizeUnits: 'pixels' as const,
      billboard: true,
      alphaCutoff: 0.05,
    };
    layers.push(
      new IconLayer<PlaybackMarker>({
        ...common,
        id: `${id}-halo`,
        getIcon: (m) => haloIconName(markerIconType(m.iconType)),
        getColor: [255, 255, 255, 235],
        updateTriggers: { getPosition: frame, getAngle: frame, getIcon: iconKey },
        pickable: false,
      }),
      new IconLayer<PlaybackMarker>({
        ...common,
        id: `${id}-icons`,
        getIcon: (m) => glyphIconName(markerIconType(m.iconType)),
        getColor: playbackMarkerColor,
        updateTriggers: { getPosition: frame, getAngle: frame, getColor: frame, getIcon: iconKey },
        pickable: false,
      }),
    );
  }

  if ((options.showLabels ?? true) && markers.some((m) => m.label)) {
    layers.push(
      new TextLayer<PlaybackMarker>({
        id: `${id}-labels`,
        data,
        getPosition: position,
        getText: (m) => m.label ?? '',
        ...markerLabelProps(size),
        updateTriggers: { getPosition: frame, getText: frame },
        pickable: false,
      }),
    );
  }
  return layers;
}
