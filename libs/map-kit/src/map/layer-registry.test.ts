import { ScatterplotLayer } from '@deck.gl/layers';
import { describe, expect, it, vi } from 'vitest';
import { createLayerRegistry, LAYER_ORDER } from './layer-registry';

const layer = (id: string) => new ScatterplotLayer({ id, data: [] });

describe('layer registry', () => {
  it('composes owners in draw order, then in registration order', () => {
    const registry = createLayerRegistry();
    registry.set('a', LAYER_ORDER.assets, [layer('assets')]);
    registry.set('p', LAYER_ORDER.pois, [layer('poi-fill'), layer('poi-labels')]);
    registry.set('c1', LAYER_ORDER.circles, [layer('circle-1')]);
    registry.set('c2', LAYER_ORDER.circles, [layer('circle-2')]);
    expect(registry.layers().map((l) => l.id)).toEqual(['poi-fill', 'poi-labels', 'circle-1', 'circle-2', 'assets']);
  });
  it('replaces an owner in place and removes it on unmount', () => {
    const registry = createLayerRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.set('c1', 50, [layer('circle-1')]);
    registry.set('c2', 50, [layer('circle-2')]);
    registry.set('c1', 50, [layer('circle-1b')]);
    expect(registry.layers().map((l) => l.id)).toEqual(['circle-1b', 'circle-2']);
    registry.remove('c1');
    expect(registry.layers().map((l) => l.id)).toEqual(['circle-2']);
    expect(listener).toHaveBeenCalledTimes(4);
    registry.remove('unknown');
    expect(listener).toHaveBeenCalledTimes(4);
  });
  it('resolves picked rows to asset ids through the asset probes', () => {
    const registry = createLayerRegistry();
    registry.setAssetProbe('a', {
      resolve: (layerId, index) => (layerId === 'a-icons' ? [100 + index] : null),
      renderedIds: () => [1, 2],
    });
    expect(registry.resolveAssets('a-icons', 3)).toEqual([103]);
    expect(registry.resolveAssets('other', 3)).toBeNull();
    expect(registry.renderedAssetIds()).toEqual([1, 2]);
    expect(registry.drawnAssetCount()).toBe(2);
    registry.setAssetProbe('b', { resolve: () => null, renderedIds: () => [3], drawnCount: () => 40 });
    expect(registry.drawnAssetCount()).toBe(42);
    registry.remove('a');
    registry.remove('b');
    expect(registry.renderedAssetIds()).toEqual([]);
    expect(registry.drawnAssetCount()).toBe(0);
  });
});
