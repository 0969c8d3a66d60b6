import type { MapLibreOverlay } from '@deck.gl/maplibre';
import { MAP_DEFAULTS, WEB_TEXTS, type MapStyleOption } from '@fleet/domain';
import * as maplibregl from 'maplibre-gl';
import type { MapSourceDataEvent, MapStyleDataEvent, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { AttributionControl, Map, NavigationControl, useMap } from 'react-map-gl/maplibre';
import { BasemapLabels } from './basemap-labels';
import { DeckOverlay } from './deck-overlay';
import type { BasemapWatch, BasemapState } from './basemap-watch';
import { createLayerRegistry, type LayerRegistry } from './layer-registry';
import { MapViewContext, type MapViewContextValue } from './map-context';
import { useMapDefaults } from './map-defaults';
import './map-kit.css';
import { MapTypeSwitcher } from './map-type-switcher';
import { buildRoadmapStyle, isLocalStyle, LOCAL_STYLE_KEY, OFFLINE_STYLE_ID, ROADMAP_ATTRIBUTION, ROADMAP_STYLE_ID } from './roadmap-style';
import { createTestHooks, testHooksEnabled } from './test-hooks';
import { useBasemapFallback } from './use-basemap-fallback';
import { boundsOf, pointsKey, type LatLngLike } from './view-bounds';

/** The built-in offline basemap as the roadmap, offered when neither `styles` nor a MapDefaultsContext gives styles. */
export const DEFAULT_MAP_STYLES: readonly MapStyleOption[] = [{ id: ROADMAP_STYLE_ID, label: 'Roadmap', url: null }];

/** Props of MapView. */
export interface MapViewProps {
  /** Id of the current style (basemap). @default the MapDefaultsContext's, else 'roadmap' */
  mapType?: string;
  /**
   * Styles offered by the map type switcher (shown when there are two or more). A style with a URL that cannot be
   * reached is replaced by the offline basemap, with a note on the map. @default the MapDefaultsContext's, else [roadmap offline]
   */
  styles?: readonly MapStyleOption[];
  /** Called with the style id chosen in the switcher (the app persists it, localStorage `mapType`). */
  onMapTypeChange?: (id: string) => void;
  /** Initial centre (degrees) and zoom. @default MAP_DEFAULTS (3.910187, 102.119262, zoom 8) */
  initialView?: { lat: number; lng: number; zoom: number };
  /**
   * Attribution texts shown in the attribution control, besides the basemap's own (the offline basemap's credits, or
   * the style's `attribution`). @default the MapDefaultsContext's, else none
   */
  attribution?: readonly string[];
  /** Class of the map's container (it fills its parent: give the parent a height). */
  className?: string;
  /** Inline style of the map's container. */
  style?: CSSProperties;
  /** Called once the map has loaded, with the MapLibre instance. */
  onLoad?: (map: maplibregl.Map) => void;
  /**
   * Fits the map to these points whenever they change (one point: centres on it at zoom >= 15): the first fit of the
   * map jumps there, later ones glide.
   */
  fitTo?: readonly LatLngLike[];
  /** Keeps the map centred on this point while it is set (follow mode). */
  followTo?: LatLngLike | null;
  /** Folder of the offline basemap (TileJSON, tiles, places), absolute or relative to the page. @default '/basemap/' */
  basemapUrl?: string;
  /** Called after every deck.gl frame (benchmarks, tests). */
  onAfterRender?: () => void;
  /** Keeps the basemap's drawing buffer so that the map can be captured as an image (composeMapCanvas). @default false */
  capturable?: boolean;
  /**
   * Draws the basemap only once the asset layers have drawn their first assets, or after `ASSETS_FIRST_MAX_MS` at most:
   * for a map that opens to show a fleet (the Monitor after signing in), where WebGL is drawn in software and the
   * basemap's first frame takes seconds that would hold back the frame showing the fleet. Read when the map opens;
   * turning it false later (there turn out to be no assets) lets the basemap in at once. @default false
   */
  assetsFirst?: boolean;
  /**
   * URL of MapLibre's worker script (`maplibre-gl/dist/maplibre-gl-worker.mjs`) as the app serves it, e.g. Vite's
   * `import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'` or webpack's
   * `new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url)`. Needed when a bundler moves maplibre-gl's
   * module away from its worker file. @default the MapDefaultsContext's, else MapLibre's own (the worker file beside
   * maplibre-gl's module)
   */
  workerUrl?: string;
  /**
   * Exposes `window.__fleetMap` (the map, its layers and what they drew) to browser tests and benchmarks.
   * @default the MapDefaultsContext's, else only when `localStorage.fleetTestHooks === '1'`
   */
  testHooks?: boolean;
  /** Layer components (AssetLayer, HeatmapLayer, ...). */
  children?: ReactNode;
}

/** Padding when fitting points, px. */
const FIT_PADDING_PX = 60;
/** Zoom limit when fitting or centring on points. */
const FIT_MAX_ZOOM = 16;
/** Zoom used to show a single point. */
const SINGLE_POINT_ZOOM = 15;
/** How long a fit after the first one glides, ms. */
const FIT_DURATION_MS = 500;
/** The longest an `assetsFirst` map waits for its assets before drawing the basemap, ms. */
export const ASSETS_FIRST_MAX_MS = 2000;
/** The style while the basemap waits for the assets: nothing to draw. */
const NO_BASEMAP: StyleSpecification = { version: 8, name: 'fleet-no-basemap', metadata: { [LOCAL_STYLE_KEY]: true }, sources: {}, layers: [] };

function absoluteUrl(url: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const href = new URL(url, base).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** Whether a URL has a scheme (http:, https:, blob:, ...), i.e. is not relative. */
const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/** The style of `id` among `styles`: the first one when none has it, and the offline basemap when there are none. */
function pickStyle(styles: readonly MapStyleOption[], id: string): MapStyleOption {
  return styles.find((s) => s.id === id) ?? styles.find((s) => s.url === null && id === OFFLINE_STYLE_ID) ?? styles[0] ?? DEFAULT_MAP_STYLES[0]!;
}

/**
 * The map: MapLibre (react-map-gl) with a style by URL or the offline basemap (vector tiles built with the app),
 * deck.gl attached as an overlay, a map type switcher, navigation and attribution controls. A style by URL that
 * cannot be reached gives way to the offline basemap, with a discreet note; the chosen type does not change, so the
 * next map tries online again. Layer components inside it register their deck.gl layers through context and draw
 * as soon as their data is there, whatever the basemap is doing; the map instance belongs to this component (no
 * module-level singleton).
 */
export function MapView(props: MapViewProps) {
  const defaults = useMapDefaults();
  return (
    <MapViewWith
      {...props}
      mapType={props.mapType ?? defaults.mapType ?? ROADMAP_STYLE_ID}
      styles={props.styles ?? defaults.styles ?? DEFAULT_MAP_STYLES}
      attribution={props.attribution ?? defaults.attribution ?? NO_CREDITS}
      workerUrl={props.workerUrl ?? defaults.workerUrl}
      testHooks={props.testHooks ?? defaults.testHooks ?? testHooksEnabled()}
    />
  );
}

const NO_CREDITS: readonly string[] = [];

function MapViewWith({
  mapType,
  styles,
  onMapTypeChange,
  initialView,
  attribution,
  className,
  style,
  onLoad,
  fitTo,
  followTo,
  basemapUrl = '/basemap/',
  onAfterRender,
  capturable = false,
  assetsFirst = false,
  workerUrl,
  testHooks,
  children,
}: MapViewProps & { mapType: string; styles: readonly MapStyleOption[]; attribution: readonly string[]; testHooks: boolean }) {
  const [registry] = useState(createLayerRegistry);
  // Read when the map opens: an `assetsFirst` map holds its basemap until the assets are on screen (or at most
  // ASSETS_FIRST_MAX_MS).
  const [basemapHeld, setBasemapHeld] = useState(assetsFirst);
  const releaseBasemap = useCallback(() => setBasemapHeld(false), []);
  useEffect(() => {
    if (!basemapHeld) return;
    if (!assetsFirst) {
      releaseBasemap();
      return;
    }
    const timer = setTimeout(releaseBasemap, ASSETS_FIRST_MAX_MS);
    return () => clearTimeout(timer);
  }, [basemapHeld, assetsFirst, releaseBasemap]);
  const baseUrl = useMemo(() => absoluteUrl(basemapUrl), [basemapUrl]);
  const current = pickStyle(styles, mapType);
  const fallback = useBasemapFallback(basemapHeld ? null : current.url);
  const { offline } = fallback;
  const mapStyle = useMemo(
    () => (basemapHeld ? NO_BASEMAP : offline ? buildRoadmapStyle({ baseUrl }) : current.url!),
    [basemapHeld, offline, baseUrl, current.url],
  );
  const styleCredits = offline ? ROADMAP_ATTRIBUTION : current.attribution;
  const credits = useMemo(() => [...new Set([...(styleCredits ?? []), ...attribution])], [styleCredits, attribution]);
  const view = initialView ?? { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  // Points to fit when the map opens are where it opens (no move after the first frame); else the initial view.
  const [initialViewState] = useState(() => {
    const bounds = fitTo ? boundsOf(fitTo) : null;
    if (!bounds) return { latitude: view.lat, longitude: view.lng, zoom: view.zoom };
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) return { latitude: south, longitude: west, zoom: Math.max(view.zoom, SINGLE_POINT_ZOOM) };
    return { bounds, fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM } };
  });
  // The offline tilesets' TileJSON gives tile URLs relative to the basemap folder: MapLibre fetches them in its
  // worker, where they would not resolve, so they are made absolute here (read at each request: a ref, not a prop).
  const base = useRef(baseUrl);
  useEffect(() => {
    base.current = baseUrl;
  }, [baseUrl]);
  const transformRequest = useCallback((url: string) => (hasScheme(url) ? undefined : { url: new URL(url, base.current).href }), []);

  return (
    <div
      className={['fleet-map-view', className].filter(Boolean).join(' ')}
      style={style}
      data-testid="map-view"
      data-map-type={current.id}
      data-basemap={basemapHeld ? 'held' : offline ? OFFLINE_STYLE_ID : 'online'}
    >
      <Map
        mapLib={maplibregl}
        {...(workerUrl ? { workerUrl } : {})}
        initialViewState={initialViewState}
        mapStyle={mapStyle}
        transformRequest={transformRequest}
        attributionControl={false}
        style={{ position: 'absolute', inset: 0 }}
        onLoad={(e) => onLoad?.(e.target)}
        onError={fallback.onError}
        onStyleData={(e) => {
          // The empty style while the basemap is held and the offline basemap (drawn while the deployment's styles are
          // not known yet) may finish loading after the online style was asked for: their loading is not its.
          if (!isLocalStyle(e.target.getStyle())) fallback.onStyleData(e);
        }}
        onSourceData={fallback.onSourceData}
        dragRotate={false}
        maxPitch={0}
        // Read once, when the map is created; deck.gl keeps its own buffer by default.
        canvasContextAttributes={capturable ? { preserveDrawingBuffer: true } : undefined}
      >
        <AttributionControl key={credits.join('|')} position="bottom-right" compact={false} customAttribution={credits} />
        <NavigationControl position="bottom-right" showCompass={false} />
        <MapViewInner
          registry={registry}
          testHooks={testHooks}
          fitTo={fitTo}
          followTo={followTo}
          onAfterRender={onAfterRender}
          onAssetsDrawn={basemapHeld ? releaseBasemap : undefined}
          watch={fallback.watch}
          onWatch={fallback.conclude}
        >
          {offline && !basemapHeld ? <BasemapLabels baseUrl={baseUrl} /> : null}
          {children}
        </MapViewInner>
      </Map>
      {fallback.fellBack ? (
        <div className="fleet-map-view__note" role="status" data-testid="map-offline-note">
          {WEB_TEXTS.onlineMapUnreachable}
        </div>
      ) : null}
      {styles.length > 1 && onMapTypeChange ? (
        <div className="fleet-map-view__controls">
          <MapTypeSwitcher styles={styles} value={current.id} onChange={onMapTypeChange} />
        </div>
      ) : null}
    </div>
  );
}

interface MapViewInnerProps {
  registry: LayerRegistry;
  testHooks: boolean;
  fitTo?: readonly LatLngLike[];
  followTo?: LatLngLike | null;
  onAfterRender?: () => void;
  /** Called once a frame with assets has been drawn and put on screen. */
  onAssetsDrawn?: (() => void) | undefined;
  /** The watch of the online style being drawn, if any: told of tile requests, and ticked for its timeout. */
  watch: BasemapWatch | null;
  onWatch: (state: BasemapState) => void;
  children?: ReactNode;
}

/** How often the online style's timeout is checked, ms. */
const WATCH_TICK_MS = 1000;

/** Lives inside react-map-gl's Map: owns the overlay, the camera effects and the context of the layers. */
function MapViewInner({ registry, testHooks, fitTo, followTo, onAfterRender, onAssetsDrawn, watch, onWatch, children }: MapViewInnerProps) {
  const { current: mapRef } = useMap();
  const map = mapRef!.getMap();
  const afterRender = useCallback(() => {
    onAfterRender?.();
    // The frame just drawn is put on screen before the next one starts: the basemap is let in from that one.
    if (onAssetsDrawn && registry.drawnAssetCount() > 0) requestAnimationFrame(onAssetsDrawn);
  }, [onAfterRender, onAssetsDrawn, registry]);

  useEffect(() => {
    if (!watch) return;
    const requested = (e: MapSourceDataEvent | MapStyleDataEvent) => {
      if ('tile' in e && e.tile) watch.handle({ type: 'tile-requested' }, Date.now());
    };
    map.on('dataloading', requested);
    const timer = setInterval(() => onWatch(watch.tick(Date.now())), WATCH_TICK_MS);
    return () => {
      map.off('dataloading', requested);
      clearInterval(timer);
    };
  }, [map, watch, onWatch]);
  const overlayRef = useRef<MapLibreOverlay | null>(null);
  const onOverlay = useCallback((overlay: MapLibreOverlay | null) => {
    overlayRef.current = overlay;
  }, []);
  const context = useMemo<MapViewContextValue>(() => ({ map, registry }), [map, registry]);

  const fitKey = pointsKey(fitTo);
  const fitPoints = useRef(fitTo);
  // The first fit of a map jumps (nobody has seen the view it starts from: flying from it would only delay the view
  // that matters and load tiles for nothing); later fits glide, so that the user sees where the map went.
  const fitted = useRef(false);
  useEffect(() => {
    fitPoints.current = fitTo;
  });
  useEffect(() => {
    const points = fitPoints.current;
    const bounds = points ? boundsOf(points) : null;
    if (!bounds) return;
    const duration = fitted.current ? FIT_DURATION_MS : 0;
    fitted.current = true;
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) {
      map.easeTo({ center: [west, south], zoom: Math.max(map.getZoom(), SINGLE_POINT_ZOOM), duration });
    } else {
      map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, duration });
    }
  }, [map, fitKey]);

  const followLat = followTo?.lat;
  const followLng = followTo?.lng;
  useEffect(() => {
    if (followLat === undefined || followLng === undefined) return;
    map.easeTo({ center: [followLng, followLat], duration: 400 });
  }, [map, followLat, followLng]);

  useEffect(() => {
    if (!testHooks || typeof window === 'undefined') return;
    const hooks = createTestHooks(map, () => overlayRef.current, registry);
    window.__fleetMap = hooks;
    return () => {
      if (window.__fleetMap === hooks) delete window.__fleetMap;
    };
  }, [map, registry, testHooks]);

  return (
    <MapViewContext.Provider value={context}>
      <DeckOverlay registry={registry} onAfterRender={afterRender} onOverlay={onOverlay} />
      {children}
    </MapViewContext.Provider>
  );
}
