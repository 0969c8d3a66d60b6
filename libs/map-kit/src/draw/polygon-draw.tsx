import { useEffect, useRef } from 'react';
import { useMapView } from '../map/map-context';
import type { LngLatPair } from './ring';
import { startDrawSession } from './terra-draw-session';

/** Props of PolygonDraw. */
export interface PolygonDrawProps {
  /** off: nothing; draw: click points, click the first (or last) point to close; edit: reshape `value`. */
  mode: 'off' | 'draw' | 'edit';
  /**
   * The polygon to edit in edit mode: a closed [lng, lat] ring. Read when the mode starts (later changes, such as the
   * rings this component reports, do not restart the editing); give the component a new `key` to edit another one.
   */
  value?: readonly LngLatPair[] | null;
  /** A polygon was drawn (closed ring), or the edited one changed shape. */
  onChange?: (ring: LngLatPair[] | null) => void;
  /** The first point of a new polygon was placed. */
  onDrawStart?: () => void;
}

/**
 * Draws or edits one polygon on the enclosing MapView with terra-draw (MapLibre adapter). In edit mode vertices can
 * be dragged, midpoints dragged to add a vertex and a vertex right-clicked to remove it (never below 3). terra-draw is
 * stopped (layers, sources and listeners removed) when the mode goes off or the component unmounts. Renders nothing.
 */
export function PolygonDraw({ mode, value, onChange, onDrawStart }: PolygonDrawProps) {
  const { map } = useMapView();
  const latest = useRef({ value, onChange, onDrawStart });
  useEffect(() => {
    latest.current = { value, onChange, onDrawStart };
  });

  useEffect(() => {
    if (mode === 'off') return;
    return startDrawSession(map, mode, mode === 'edit' ? (latest.current.value ?? null) : null, {
      onFinish: (ring) => latest.current.onChange?.(ring),
      onDrawStart: () => latest.current.onDrawStart?.(),
    });
  }, [map, mode]);

  return null;
}
