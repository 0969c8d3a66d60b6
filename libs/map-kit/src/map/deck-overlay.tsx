import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { PickingInfo } from '@deck.gl/core';
import { useEffect, useRef } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import type { LayerRegistry } from './layer-registry';

/** Props of the deck.gl overlay. */
export interface DeckOverlayProps {
  registry: LayerRegistry;
  /** Called after every deck.gl frame. */
  onAfterRender?: () => void;
  /** Receives the overlay once it exists (for picking). */
  onOverlay?: (overlay: MapLibreOverlay | null) => void;
}

/**
 * Attaches deck.gl to the map with MapLibreOverlay (overlaid, not interleaved: deck draws on its own canvas above the
 * basemap, so basemap style changes never touch the layers) and keeps its layers equal to the registry's.
 */
export function DeckOverlay({ registry, onAfterRender, onOverlay }: DeckOverlayProps) {
  const afterRender = useRef(onAfterRender);
  useEffect(() => {
    afterRender.current = onAfterRender;
  }, [onAfterRender]);

  const overlay = useControl<MapLibreOverlay>(({ map }) => {
    const canvasOf = () => map.getMap().getCanvas();
    return new MapLibreOverlay({
      interleaved: false,
      layers: registry.layers(),
      onAfterRender: () => afterRender.current?.(),
      onHover: (info: PickingInfo) => {
        canvasOf().style.cursor = info.picked ? 'pointer' : '';
      },
    });
  });

  useEffect(() => {
    overlay.setProps({ layers: registry.layers() });
    return registry.subscribe((layers) => overlay.setProps({ layers }));
  }, [overlay, registry]);

  useEffect(() => {
    onOverlay?.(overlay);
    return () => onOverlay?.(null);
  }, [overlay, onOverlay]);

  return null;
}
