import type { ErrorEvent as MapErrorEvent, MapSourceDataEvent, MapStyleDataEvent } from 'maplibre-gl';
import { useCallback, useMemo, useState } from 'react';
import { createBasemapWatch, type BasemapState, type BasemapWatch } from './basemap-watch';
import { isStyleUnreachable, markStyleUnreachable } from './unreachable-styles';

/** What {@link useBasemapFallback} decides for a MapView, and the map events it needs. */
export interface BasemapFallback {
  /** The offline basemap is drawn (the chosen style is the offline one, or its URL cannot be reached). */
  offline: boolean;
  /** The offline basemap is drawn because the chosen online style could not be reached. */
  fellBack: boolean;
  /** The watch of the online style while it is drawn; null while the offline basemap is. */
  watch: BasemapWatch | null;
  /** Takes the watch's state after a report or a tick; switches to the offline basemap when it is unreachable. */
  conclude: (state: BasemapState) => void;
  /** MapLibre event handlers for react-map-gl's Map (attached from the map's creation, so no early failure is missed). */
  onError: (e: Pick<MapErrorEvent, 'error'> & { sourceId?: string }) => void;
  onStyleData: (e: Pick<MapStyleDataEvent, 'dataType'>) => void;
  onSourceData: (e: Pick<MapSourceDataEvent, 'tile' | 'sourceDataType'>) => void;
}

/** Whether a map error is the request for the style at `url` failing (MapLibre's AJAXError carries the URL). */
export function isStyleRequestError(error: unknown, url: string | null): boolean {
  if (url === null || typeof error !== 'object' || error === null || !('url' in error)) return false;
  const failed = (error as { url: unknown }).url;
  if (typeof failed !== 'string') return false;
  try {
    return new URL(failed).href === new URL(url, failed).href;
  } catch {
    return false;
  }
}

/**
 * Chooses between the online style `url` and the offline basemap: the online one until it proves unreachable (its
 * style fails, its tiles fail, or nothing arrives in time: see createBasemapWatch), then the offline one for the rest
 * of this map's life, and for any map opened in the next minutes (unreachable-styles.ts). `url` null is the offline
 * basemap itself.
 */
export function useBasemapFallback(url: string | null): BasemapFallback {
  const [failed, setFailed] = useState<string | null>(null);
  const known = useMemo(() => url !== null && isStyleUnreachable(url), [url]);
  const fellBack = url !== null && (known || failed === url);
  const offline = url === null || fellBack;
  const watch = useMemo(() => (offline || url === null ? null : createBasemapWatch()), [offline, url]);
  const conclude = useCallback(
    (state: BasemapState) => {
      if (state !== 'unreachable' || url === null) return;
      markStyleUnreachable(url);
      setFailed(url);
    },
    [url],
  );
  const onError = useCallback(
    (e: Pick<MapErrorEvent, 'error'> & { sourceId?: string }) => {
      // The offline basemap's own errors are real faults: logged, as MapLibre does without a handler.
      if (!watch) console.error(e.error);
      else conclude(watch.handle({ type: 'error', source: e.sourceId !== undefined, style: isStyleRequestError(e.error, url) }, Date.now()));
    },
    [watch, conclude, url],
  );
  const onStyleData = useCallback(
    (e: Pick<MapStyleDataEvent, 'dataType'>) => {
      if (watch && e.dataType === 'style') watch.handle({ type: 'style-loaded' }, Date.now());
    },
    [watch],
  );
  const onSourceData = useCallback(
    (e: Pick<MapSourceDataEvent, 'tile' | 'sourceDataType'>) => {
      if (watch && e.tile && e.sourceDataType !== 'metadata') conclude(watch.handle({ type: 'tile-loaded' }, Date.now()));
    },
    [watch, conclude],
  );
  return { offline, fellBack, watch, conclude, onError, onStyleData, onSourceData };
}
