import { createIconAtlasLayout, drawIconAtlas } from '../../icons/icon-atlas';
import type { PlaybackMarkerLayersOptions } from './playback-marker-layers';

let shared: PlaybackMarkerLayersOptions['atlas'] | undefined;

/**
 * The asset icon atlas (the live map's icons), drawn once per page into a canvas; null where there is no 2D canvas
 * (tests). The playback markers use it so they look like the live map's markers.
 */
export function playbackIconAtlas(): PlaybackMarkerLayersOptions['atlas'] {
  if (shared === undefined) {
    try {
      const layout = createIconAtlasLayout(128);
      shared = { image: drawIconAtlas(layout), mapping: layout.mapping };
    } catch {
      shared = null;
    }
  }
  return shared;
}
