import type { MapLibreOverlay } from '@deck.gl/maplibre';
import { MAP_DEFAULTS, type MapStyleOption } from '@fleet/domain';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { AttributionControl, Map, NavigationControl, useMap } from 'react-map-gl/maplibre';
import { BasemapLabels } from './basemap-labels';
import { DeckOverlay } from './deck-overlay';
import { createLayerRegistry, type LayerRegistry } from './layer-registry';
import { MapViewContext, type MapViewContextValue } from './map-context';
import './map-kit.css';
import { MapTypeSwitcher } from './map-type-switcher';
import { buildRoadmapStyle, ROADMAP_ATTRIBUTION, ROADMAP_STYLE_ID } from './roadmap-style';
import { createTestHooks, testHooksEnabled } from './test-hooks';
import { boundsOf, pointsKey, type LatLngLike } from './view-bounds';

/** The built-in offline basemap, offered when `styles` is not given. */
export const DEFAULT_MAP_STYLES: readonly MapStyleOption[] = [{ id: ROADMAP_STYLE_ID, label: 'Roadmap', url: null }];

/** Props of MapView. */
export interface MapViewProps {
  /** Id of the current style (basemap). @default 'roadmap' */
  mapType?: string;
  /** Styles offered by the map type switcher (shown when there are two or more). @default [roadmap] */
  styles?: readonly MapStyleOption[];
  /** Called with the style id chosen in the switcher (the app persists it, localStorage `mapType`). */
  onMapTypeChange?: (id: string) => void;
  /** Initial centre (degrees) and zoom. @default MAP_DEFAULTS (3.910187, 102.119262, zoom 8) */
  initialView?: { lat: number; lng: number; zoom: number };
  /** Attribution texts shown in the attribution control (the offline basemap's credits are always added). */
  attribution?: readonly string[];
  className?: string;
  style?: CSSProperties;
  /** Called once the map has loaded, with the MapLibre instance. */
  onLoad?: (map: maplibregl.Map) => void;
  /** Fits the map to these points whenever they change (one point: centres on it at zoom >= 15). */
  fitTo?: readonly LatLngLike[];
  /** Keeps the map centred on this point while it is set (follow mode). */
  followTo?: LatLngLike | null;
  /** Folder of the offline basemap files, absolute or relative to the page. @default '/basemap/' */
  basemapUrl?: string;
  /** Called after every deck.gl frame (benchmarks, tests). */
  onAfterRender?: () => void;
  /** Keeps the basemap's drawing buffer so that the map can be captured as an image (composeMapCanvas). @default false */
  capturable?: boolean;
  /** Layer components (AssetLayer, HeatmapLayer, ...). */
  children?: ReactNode;
}

/** Padding when fitting points, px. */
const FIT_PADDING_PX = 60;
/** Zoom limit when fitting or centring on points. */
const FIT_MAX_ZOOM = 16;
/** Zoom used to show a single point. */
const SINGLE_POINT_ZOOM = 15;

function absoluteUrl(url: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const href = new URL(url, base).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/**
 * The map: MapLibre (react-map-gl) with the offline roadmap basemap or a style by URL, deck.gl attached as an overlay,
 * a map type switcher, navigation and attribution controls. Layer components inside it register their deck.gl layers
 * through context; the map instance belongs to this component (no module-level singleton).
 */
export function MapView({
  mapType = ROADMAP_STYLE_ID,
  styles = DEFAULT_MAP_STYLES,
  onMapTypeChange,
  initialView,
  attribution = [],
  className,
  style,
  onLoad,
  fitTo,
  followTo,
  basemapUrl = '/basemap/',
  onAfterRender,
  capturable = false,
  children,
}: MapViewProps) {
  const [registry] = useState(createLayerRegistry);
  const baseUrl = useMemo(() => absoluteUrl(basemapUrl), [basemapUrl]);
  const current = styles.find((s) => s.id === mapType) ?? styles[0] ?? DEFAULT_MAP_STYLES[0]!;
  const isRoadmap = current.url === null;
  const mapStyle = useMemo(() => (isRoadmap ? buildRoadmapStyle({ baseUrl }) : current.url!), [isRoadmap, baseUrl, current.url]);
  const credits = useMemo(() => [...new Set([...(isRoadmap ? ROADMAP_ATTRIBUTION : []), ...attribution])], [isRoadmap, attribution]);
  const view = initialView ?? { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  const [initialViewState] = useState(() => ({ latitude: view.lat, longitude: view.lng, zoom: view.zoom }));

  return (
    <div className={['fleet-map-view', className].filter(Boolean).join(' ')} style={style} data-testid="map-view" data-map-type={current.id}>
      <Map
        mapLib={maplibregl}
        workerUrl={workerUrl}
        initialViewState={initialViewState}
        mapStyle={mapStyle}
        attributionControl={false}
        style={{ position: 'absolute', inset: 0 }}
        onLoad={(e) => onLoad?.(e.target)}
        dragRotate={false}
        maxPitch={0}
        // Read once, when the map is created; deck.gl keeps its own buffer by default.
        canvasContextAttributes={capturable ? { preserveDrawingBuffer: true } : undefined}
      >
        <AttributionControl key={credits.join('|')} position="bottom-right" compact={false} customAttribution={credits} />
        <NavigationControl position="bottom-right" showCompass={false} />
        <MapViewInner registry={registry} fitTo={fitTo} followTo={followTo} onAfterRender={onAfterRender}>
          {isRoadmap ? <BasemapLabels baseUrl={baseUrl} /> : null}
          {children}
        </MapViewInner>
      </Map>
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
  fitTo?: readonly LatLngLike[];
  followTo?: LatLngLike | null;
  onAfterRender?: () => void;
  children?: ReactNode;
}

/** Lives inside react-map-gl's Map: owns the overlay, the camera effects and the context of the layers. */
function MapViewInner({ registry, fitTo, followTo, onAfterRender, children }: MapViewInnerProps) {
  const { current: mapRef } = useMap();
  const map = mapRef!.getMap();
  const overlayRef = useRef<MapLibreOverlay | null>(null);
  const onOverlay = useCallback((overlay: MapLibreOverlay | null) => {
    overlayRef.current = overlay;
  }, []);
  const context = useMemo<MapViewContextValue>(() => ({ map, registry }), [map, registry]);

  const fitKey = pointsKey(fitTo);
  const fitPoints = useRef(fitTo);
  useEffect(() => {
    fitPoints.current = fitTo;
  });
  useEffect(() => {
    const points = fitPoints.current;
    const bounds = points ? boundsOf(points) : null;
    if (!bounds) return;
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) {
      map.easeTo({ center: [west, south], zoom: Math.max(map.getZoom(), SINGLE_POINT_ZOOM), duration: 500 });
    } else {
      map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, duration: 500 });
    }
  }, [map, fitKey]);

  const followLat = followTo?.lat;
  const followLng = followTo?.lng;
  useEffect(() => {
    if (followLat === undefined || followLng === undefined) return;
    map.easeTo({ center: [followLng, followLat], duration: 400 });
  }, [map, followLat, followLng]);

  useEffect(() => {
    if (!testHooksEnabled() || typeof window === 'undefined') return;
    const hooks = createTestHooks(map, () => overlayRef.current, registry);
    window.__fleetMap = hooks;
    return () => {
      if (window.__fleetMap === hooks) delete window.__fleetMap;
    };
  }, [map, registry]);

  return (
    <MapViewContext.Provider value={context}>
      <DeckOverlay registry={registry} onAfterRender={onAfterRender} onOverlay={onOverlay} />
      {children}
    </MapViewContext.Provider>
  );
}
