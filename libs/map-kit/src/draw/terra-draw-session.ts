import type { Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { closeRing, type LngLatPair } from './ring';

/** What a draw session reports. */
export interface DrawSessionHandlers {
  /** A polygon was closed (draw) or its geometry edited (edit): the closed [lng, lat] ring. */
  onFinish: (ring: LngLatPair[]) => void;
  /** The first point of a new polygon was placed (draw). */
  onDrawStart?: () => void;
}

const PRIMARY = '#283490';
const WHITE = '#ffffff';

/** Select mode flags of the edited polygon: drag vertices, drag midpoints to add one, right-click a vertex to remove it. */
const EDIT_FLAGS = {
  polygon: {
    feature: {
      draggable: false,
      coordinates: { draggable: true, midpoints: { draggable: true }, deletable: true },
    },
  },
};

function ringOf(feature: GeoJSONStoreFeatures | undefined): LngLatPair[] | null {
  if (!feature || feature.geometry.type !== 'Polygon') return null;
  const ring = feature.geometry.coordinates[0];
  return ring ? closeRing(ring.map(([lng, lat]): LngLatPair => [lng!, lat!])) : null;
}

/**
 * The one place that talks to terra-draw (kept thin so that components can be tested without a real map). Starts
 * terra-draw on the map in polygon mode (draw: click points, click the first or last point to close) or in select
 * mode on `ring` (edit; terra-draw itself refuses to remove a vertex below 3). Waits for the style when the map is
 * not ready. Returns the disposer: stops terra-draw (its layers and sources go) and drops the listeners.
 */
export function startDrawSession(map: MapLibreMap, mode: 'draw' | 'edit', ring: readonly LngLatPair[] | null, handlers: DrawSessionHandlers): () => void {
  let draw: TerraDraw | null = null;
  let disposed = false;
  let drawStarted = false;
  let editedId: string | number | null = null;

  const onFinish = (id: string | number) => {
    if (mode === 'edit' && id !== editedId) return;
    const next = ringOf(draw?.getSnapshotFeature(id));
    if (next) handlers.onFinish(next);
  };
  const onChange = (_ids: (string | number)[], type: string) => {
    if (mode !== 'draw' || drawStarted || type !== 'create') return;
    drawStarted = true;
    handlers.onDrawStart?.();
  };
  // The browser's own menu would cover the map on a right-click (vertex removal).
  const noMenu = (e: Event) => e.preventDefault();

  const start = () => {
    if (disposed) return;
    const adapter = new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: 7 });
    draw = new TerraDraw({
      adapter,
      modes: [
        new TerraDrawPolygonMode({
          styles: { fillColor: PRIMARY, fillOpacity: 0.2, outlineColor: PRIMARY, outlineWidth: 2, closingPointColor: WHITE, closingPointOutlineColor: PRIMARY, closingPointWidth: 6, closingPointOutlineWidth: 2 },
        }),
        new TerraDrawSelectMode({
          flags: EDIT_FLAGS,
          allowManualDeselection: false,
          keyEvents: null,
          styles: {
            selectedPolygonColor: PRIMARY,
            selectedPolygonFillOpacity: 0.2,
            selectedPolygonOutlineColor: PRIMARY,
            selectedPolygonOutlineWidth: 2,
            selectionPointColor: WHITE,
            selectionPointOutlineColor: PRIMARY,
            selectionPointWidth: 6,
            selectionPointOutlineWidth: 2,
            midPointColor: PRIMARY,
            midPointOutlineColor: WHITE,
            midPointWidth: 4,
            midPointOutlineWidth: 1,
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', onFinish);
    draw.on('change', onChange);
    map.getCanvasContainer().addEventListener('contextmenu', noMenu);
    if (mode === 'draw') {
      draw.setMode('polygon');
      return;
    }
    draw.setMode('select');
    if (!ring || ring.length < 4) return;
    const id = draw.getFeatureId();
    const [result] = draw.addFeatures([
      { type: 'Feature', id, geometry: { type: 'Polygon', coordinates: [closeRing(ring)] }, properties: { mode: 'polygon' } },
    ]);
    if (!result?.valid) return;
    editedId = id;
    draw.selectFeature(id);
  };

  if (map.isStyleLoaded()) start();
  else map.once('idle', start);

  return () => {
    disposed = true;
    map.off('idle', start);
    map.getCanvasContainer().removeEventListener('contextmenu', noMenu);
    if (!draw) return;
    try {
      draw.stop();
    } catch {
      // The map went first (unmounting): its layers went with it.
    }
    draw.off('finish', onFinish);
    draw.off('change', onChange);
    draw = null;
  };
}
