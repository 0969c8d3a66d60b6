import { MAP_DEFAULTS, type PtoAnalysis } from '@fleet/domain';
import { MapView, PolygonDraw, PolylineLayer } from '@fleet/map-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { ScaleControl } from 'react-map-gl/maplibre';
import { ptoBounds, ptoCentre, ptoOnPoints, type PtoRing } from './pto-format';
import { PtoHeatmap, PtoPolygons } from './pto-layers';

/** Map layers of the PTO analysis; all off by default (SPEC §4). */
export interface PtoMapLayers {
  polyline: boolean;
  heatmap: boolean;
  polygons: boolean;
}

/** Props of {@link PtoMap}. */
export interface PtoMapProps {
  analysis: PtoAnalysis;
  layers: PtoMapLayers;
  /** Drawing the area of interest. */
  drawing: boolean;
  /** The area of interest, a closed [lng, lat] ring; null when none. */
  aoi: PtoRing | null;
  onAoiChange: (ring: PtoRing | null) => void;
  /** Map height, px. @default 380 */
  height?: number;
  /** Delay before the map initialises, ms. @default MAP_DEFAULTS.ptoMapInitDelayMs (2 s) */
  initDelayMs?: number;
}

/** The work's paths as [lng, lat] polylines. */
function paths(analysis: PtoAnalysis): [number, number][][] {
  return analysis.playbackMap.map((path) => path.map((p): [number, number] => [p.lng, p.lat]));
}

/** The corners of the work's bounds, for MapView's fitTo; none without work. */
function workCorners(bounds: [number, number, number, number] | null): { lat: number; lng: number }[] | undefined {
  return bounds
    ? [
        { lng: bounds[0], lat: bounds[1] },
        { lng: bounds[2], lat: bounds[3] },
      ]
    : undefined;
}

/**
 * The PTO map (SPEC §2, §4, §9): after a 2-second delay (a placeholder until then) a MapView opened on the work at
 * zoom 10, then fitted to the work's bounds (a field is a few hundred metres: zoom 10 showed a dot), with a metric
 * scale bar, the ON paths, a heatmap of the ON points and the swept polygons, each when toggled on, and the
 * PolygonDraw of the area of interest.
 */
export function PtoMap({ analysis, layers, drawing, aoi, onAoiChange, height = 380, initDelayMs = MAP_DEFAULTS.ptoMapInitDelayMs }: PtoMapProps) {
  const [ready, setReady] = useState(initDelayMs <= 0);
  useEffect(() => {
    if (initDelayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), initDelayMs);
    return () => clearTimeout(timer);
  }, [initDelayMs]);

  const lines = useMemo(() => paths(analysis), [analysis]);
  const onPoints = useMemo(() => ptoOnPoints(analysis), [analysis]);
  const bounds = useMemo(() => ptoBounds(analysis), [analysis]);
  const fitTo = useMemo(() => workCorners(bounds), [bounds]);
  const [initialView] = useState(() => ({ ...(ptoCentre(analysis) ?? MAP_DEFAULTS.center), zoom: MAP_DEFAULTS.ptoZoom }));

  return (
    <div style={{ ...frame, height }} data-testid="pto-map" data-ready={ready} data-zoom={initialView.zoom} data-bounds={bounds ? JSON.stringify(bounds) : undefined}>
      {ready ? (
        <RegionErrorBoundary region="map">
          <MapView initialView={initialView} fitTo={fitTo}>
            <ScaleControl position="bottom-left" unit="metric" maxWidth={120} />
            {layers.polygons ? <PtoPolygons polygons={analysis.polygons} /> : null}
            {layers.heatmap ? <PtoHeatmap points={onPoints} /> : null}
            {layers.polyline ? lines.map((path, i) => <PolylineLayer key={i} id={`pto-path-${i}`} path={path} />) : null}
            <PolygonDraw mode={drawing ? 'draw' : aoi ? 'edit' : 'off'} value={aoi} onChange={onAoiChange} />
          </MapView>
        </RegionErrorBoundary>
      ) : (
        <div style={placeholder} data-testid="pto-map-placeholder">
          Loading map…
        </div>
      )}
    </div>
  );
}

const frame: CSSProperties = { position: 'relative', borderRadius: 6, overflow: 'hidden', background: '#f3f2f7' };
const placeholder: CSSProperties = { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#6e6b7b', fontSize: 13 };
