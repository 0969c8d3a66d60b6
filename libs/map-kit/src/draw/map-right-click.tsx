import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMapView } from '../map/map-context';

/** Where the map was right-clicked: the position and the viewport pixel (to place a menu). */
export interface MapRightClickEvent {
  lng: number;
  lat: number;
  clientX: number;
  clientY: number;
}

/** Props of MapRightClick. */
export interface MapRightClickProps {
  onRightClick: (event: MapRightClickEvent) => void;
}

/** Reports right-clicks on the enclosing MapView (the browser's menu is suppressed). Renders nothing. */
export function MapRightClick({ onRightClick }: MapRightClickProps) {
  const { map } = useMapView();
  const handler = useRef(onRightClick);
  useEffect(() => {
    handler.current = onRightClick;
  });
  useEffect(() => {
    const listener = (e: MapMouseEvent) => {
      e.originalEvent.preventDefault();
      handler.current({ lng: e.lngLat.lng, lat: e.lngLat.lat, clientX: e.originalEvent.clientX, clientY: e.originalEvent.clientY });
    };
    map.on('contextmenu', listener);
    return () => {
      map.off('contextmenu', listener);
    };
  }, [map]);
  return null;
}
