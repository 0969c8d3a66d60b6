import type { Layer } from '@deck.gl/core';
import { useEffect, useId } from 'react';
import { useMapView } from './map-context';

/**
 * Registers a component's deck.gl layers with the enclosing MapView under a `useId()` key, replaces them when they
 * change and removes them on unmount. Pass memoised layers (a new array redraws).
 */
export function useDeckLayers(order: number, layers: readonly Layer[]): void {
  const owner = useId();
  const { registry } = useMapView();
  useEffect(() => {
    registry.set(owner, order, layers);
  }, [registry, owner, order, layers]);
  useEffect(() => () => registry.remove(owner), [registry, owner]);
}
