import { useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useDeckLayers } from '../../map/use-deck-layers';
import { playbackIconAtlas } from './marker-atlas';
import { createPlaybackMarkerLayers, type PlaybackMarker, type PlaybackMarkerLayersOptions } from './playback-marker-layers';

/** Props of PlaybackMarkerLayer. */
export interface PlaybackMarkerLayerProps {
  /** Layer id prefix (unique on the map). @default a generated id */
  id?: string;
  /** One marker per replayed asset. May be the same array with its objects updated in place (then bump `frame`). */
  markers: readonly PlaybackMarker[];
  /**
   * Bump on every animation step. @default a key of the markers' positions, headings and statuses (enough when a new
   * markers array is passed on each step)
   */
  frame?: number;
  /** Icon size, px. @default 34 */
  iconSizePx?: number;
  /** Draw the markers' labels. @default true */
  showLabels?: boolean;
  /** The icon atlas. @default the map-kit's asset icon atlas */
  atlas?: PlaybackMarkerLayersOptions['atlas'];
}

function markersKey(markers: readonly PlaybackMarker[]): string {
  return markers.map((m) => `${m.lng},${m.lat},${m.heading},${m.status},${m.color ?? ''},${m.label ?? ''}`).join(';');
}

/**
 * The moving playback markers: the live map's asset icon, turned by heading and tinted with the playback status
 * colour, with an optional label. Renders nothing; its deck.gl layers go to the enclosing MapView, over the routes.
 */
export function PlaybackMarkerLayer({ id, markers, frame, iconSizePx, showLabels, atlas }: PlaybackMarkerLayerProps) {
  const owner = useId();
  const layerId = id ?? `playback-markers${owner}`;
  const image = useMemo(() => (atlas === undefined ? playbackIconAtlas() : atlas), [atlas]);
  const key = frame ?? markersKey(markers);
  const layers = useMemo(
    () => createPlaybackMarkerLayers({ id: layerId, markers, frame: key, atlas: image, iconSizePx, showLabels }),
    [layerId, markers, key, image, iconSizePx, showLabels],
  );
  useDeckLayers(LAYER_ORDER.assets, layers);
  return null;
}

