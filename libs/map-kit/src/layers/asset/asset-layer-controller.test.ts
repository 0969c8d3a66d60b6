import type { Layer } from '@deck.gl/core';
import { createLiveStore } from '@fleet/live-store';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIconAtlasLayout } from '../../icons/icon-atlas';
import { createLayerRegistry } from '../../map/layer-registry';
import { CLUSTER_RELOAD_INTERVAL_MS, createAssetLayerController } from './asset-layer-controller';
import { liveAsset, metaOf } from './test-fixtures';

/** A layer's props as a plain record (the factories' accessors are tested directly). */
const p = (layer: { props: unknown }) => layer.props as Record<string, unknown>;

/** A flat stand-in for a MapLibre map: a 1000 x 800 px view of (centre, zoom) in web-mercator-ish pixels. */
function fakeMap(center: { lng: number; lat: number }, zoom: number) {
  const handlers = new Map<string, Set<() => void>>();
  const degPerPx = () => 360 / (512 * 2 ** zoom);
  const map = {
    zoom,
    center,
    getZoom: () => map.zoom,
    getCenter: () => ({ toArray: () => [map.center.lng, map.center.lat] }),
    getCanvas: () => ({ clientWidth: 1000, clientHeight: 800, width: 1000, height: 800 }),
    unproject: ([x, y]: [number, number]) => ({ lng: map.center.lng + (x - 500) * degPerPx(), lat: map.center.lat - (y - 400) * degPerPx() }),
    project: ([lng, lat]: [number, number]) => ({ x: 500 + (lng - map.center.lng) / degPerPx(), y: 400 - (lat - map.center.lat) / degPerPx() }),
    on: (type: string, fn: () => void) => handlers.set(type, (handlers.get(type) ?? new Set()).add(fn)),
    off: (type: string, fn: () => void) => handlers.get(type)?.delete(fn),
    fire: (type: string) => handlers.get(type)?.forEach((fn) => fn()),
  };
  return map;
}

const layout = createIconAtlasLayout(64);
const atlas = { image: { width: layout.width, height: layout.height } as unknown as ImageData, mapping: layout.mapping };
const ids = (layers: Layer[]) => layers.map((l) => l.id);
const iconData = (layers: Layer[]) =>
  layers.find((l) => l.id.endsWith('-icons'))?.props.data as unknown as { length: number; attributes: { getPosition: { value: Float64Array } } } | undefined;

describe('asset layer controller', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  function setup(zoom = 14, center = { lng: 101.5, lat: 3.08 }) {
    const store = createLiveStore();
    const meta = metaOf([[1, 'truck'], [2, 'car'], [3, 'staff'], [4, 'boat']]);
    store.apply({
      type: 'snapshot',
      seq: 1,
      assets: [
        liveAsset(1, { lat: 3.0675, lng: 101.495 }),
        liveAsset(2, { lat: 3.06751, lng: 101.49501, status: 'Parked' }),
        liveAsset(3, { lat: 3.06752, lng: 101.49502 }),
        liveAsset(4, { lat: 3.1, lng: 101.6 }),
      ],
    });
    const map = fakeMap(center, zoom);
    const registry = createLayerRegistry();
    const onClusterOpen = vi.fn();
    const controller = createAssetLayerController({ id: 'a', map: map as unknown as MapLibreMap, registry, order: 100, onClusterOpen, atlas });
    return { store, meta, map, registry, controller, onClusterOpen };
  }

  it('registers icon layers for every asset and follows deltas through the same typed arrays', () => {
    const { store, meta, registry, controller } = setup();
    controller.setInputs({ store, meta });
    controller.attach();
    expect(ids(registry.layers())).toEqual(['a-halo', 'a-icons']);
    const first = iconData(registry.layers())!;
    expect(first.length).toBe(4);
    expect(controller.renderedAssetIds()).toEqual([1, 2, 3, 4]);
    expect(controller.drawnAssetCount()).toBe(4);

    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(4, { lat: 3.2, lng: 101.7 })] });
    const second = iconData(registry.layers())!;
    expect(second).not.toBe(first);
    expect(second.attributes.getPosition.value.buffer).toBe(store.columns().positions.buffer);
    expect(second.attributes.getPosition.value[7]).toBe(3.2);
    controller.detach();
    expect(registry.layers()).toEqual([]);
    store.apply({ type: 'delta', seq: 3, assets: [liveAsset(4, { lat: 3.3 })] });
    expect(registry.layers()).toEqual([]); // unsubscribed
  });

  it('applies the filter and selects on marker click', () => {
    const { store, meta, registry, controller } = setup();
    const onSelect = vi.fn();
    controller.attach();
    controller.setInputs({ store, meta, filter: (a) => a.status === 'Parked', filterKey: 'park', onSelect });
    expect(iconData(registry.layers())!.length).toBe(1);
    expect(controller.renderedAssetIds()).toEqual([2]);
    expect(controller.drawnAssetCount()).toBe(1);
    const icons = registry.layers().find((l) => l.id === 'a-icons')!;
    (icons.props.onClick as (info: { index: number }) => void)({ index: 0 });
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(controller.resolvePick('a-icons', 0)).toEqual([2]);
    expect(controller.resolvePick('other', 0)).toBeNull();
  });

  it('clusters when asked, keeps the selected asset out of clusters and opens a cluster on click', () => {
    const { store, meta, registry, controller, onClusterOpen } = setup(10);
    controller.attach();
    controller.setInputs({ store, meta, cluster: true, selectedAssetId: null });
    expect(ids(registry.layers())).toContain('a-clusters');
    expect(controller.renderedAssetIds()).toEqual([4]); // 1, 2, 3 are one cluster
    expect(controller.drawnAssetCount()).toBe(4); // one marker and a cluster of three
    const clusters = registry.layers().find((l) => l.id === 'a-clusters')!;
    const datum = (clusters.props.data as { id: number; count: number }[])[0]!;
    expect(datum.count).toBe(3);
    (clusters.props.onClick as (info: { object: unknown }) => void)({ object: datum });
    expect(onClusterOpen).toHaveBeenCalledWith(expect.objectContaining({ assetIds: expect.arrayContaining([1, 2, 3]) }));
    expect(controller.resolvePick('a-clusters', 0)?.sort()).toEqual([1, 2, 3]);

    controller.setInputs({ store, meta, cluster: true, selectedAssetId: 2 });
    expect(controller.renderedAssetIds().sort()).toEqual([2, 4]);
    expect(ids(registry.layers())).toContain('a-selection');
  });

  it('rebuilds clusters at most every 250 ms while positions change', () => {
    const { store, meta, registry, controller } = setup(10);
    controller.attach();
    controller.setInputs({ store, meta, cluster: true });
    const clustersOf = () => (registry.layers().find((l) => l.id === 'a-clusters')?.props.data as unknown[] | undefined)?.length ?? 0;
    expect(clustersOf()).toBe(1);
    vi.advanceTimersByTime(CLUSTER_RELOAD_INTERVAL_MS); // the first load is old enough
    // asset 3 moves away: the cluster of 3 becomes a cluster of 2 only after the reload interval
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(3, { lat: 3.2, lng: 101.3 })] });
    expect(controller.renderedAssetIds().sort()).toEqual([3, 4]);
    // asset 1 leaves the cluster of {1, 2} right away: within 250 ms of the last rebuild the clusters stay as they were
    store.apply({ type: 'delta', seq: 3, assets: [liveAsset(1, { lat: 3.25, lng: 101.7 })] });
    expect(controller.renderedAssetIds().sort()).toEqual([3, 4]);
    vi.advanceTimersByTime(CLUSTER_RELOAD_INTERVAL_MS); // the pending rebuild runs
    expect(controller.renderedAssetIds().sort()).toEqual([1, 2, 3, 4]);
  });

  it('re-queries clusters when the view moves', () => {
    const { store, meta, map, registry, controller } = setup(10);
    controller.attach();
    controller.setInputs({ store, meta, cluster: true });
    map.zoom = 21;
    map.fire('moveend');
    expect(ids(registry.layers())).not.toContain('a-clusters'); // no clustering from zoom 21
    expect(controller.renderedAssetIds()).toHaveLength(4);
  });

  it('labels markers in view', () => {
    const { store, meta, registry, controller } = setup(17, { lng: 101.495, lat: 3.0675 });
    controller.attach();
    controller.setInputs({ store, meta, showLabels: true });
    const labels = registry.layers().find((l) => l.id === 'a-labels');
    expect(labels).toBeDefined();
    // Three markers within a few metres are spread around their spot (top, lower right, lower left); the two lower
    // labels would still overlap, so one of them is dropped; asset 4 is out of view.
    const data = labels!.props.data as unknown as { length: number };
    expect(data.length).toBe(2);
    expect((p(labels!).getText as (o: unknown, i: { index: number }) => string)(null, { index: 0 })).toBe('Asset 1');
  });

  it('spreads markers that share a spot, each label under its own marker, the ring under the selected one', () => {
    const { store, meta, map, registry, controller } = setup(17, { lng: 101.495, lat: 3.0675 });
    controller.attach();
    controller.setInputs({ store, meta, showLabels: true, selectedAssetId: 3 });
    const icons = iconData(registry.layers()) as unknown as { attributes: { getPixelOffset?: { value: Float32Array } } };
    const offsets = icons.attributes.getPixelOffset!.value;
    const byId = new Map(controller.renderedAssetIds().map((id, row) => [id, [offsets[row * 2]!, offsets[row * 2 + 1]!] as const]));
    // Assets 1-3 (within ~2 m) each get their own place, at least 36 px apart on screen; asset 4 stays where it is.
    const drawn = [1, 2, 3].map((id) => {
      const a = store.get(id)!;
      const at = map.project([a.lng, a.lat]);
      return [at.x + byId.get(id)![0], at.y + byId.get(id)![1]] as const;
    });
    for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) expect(Math.hypot(drawn[i]![0] - drawn[j]![0], drawn[i]![1] - drawn[j]![1])).toBeGreaterThan(36);
    expect(byId.get(4)).toEqual([0, 0]);
    // The positions stay real (distances, popups).
    expect(controller.renderedAssetIds().map((id) => store.get(id)!.lat)).toEqual([3.0675, 3.06751, 3.06752, 3.1]);
    // Asset 1's label sits under asset 1's marker.
    const labels = registry.layers().find((l) => l.id === 'a-labels')!;
    const labelOffset = (p(labels).getPixelOffset as (o: unknown, i: { index: number }) => [number, number])(null, { index: 0 });
    expect(labelOffset[0]).toBeCloseTo(byId.get(1)![0], 4);
    expect(labelOffset[1]).toBeCloseTo(byId.get(1)![1] + 19, 4);
    // The ring is drawn under the spread marker of the selected asset.
    const ring = (registry.layers().find((l) => l.id === 'a-selection')!.props.data as { lng: number; lat: number }[])[0]!;
    const ringAt = map.project([ring.lng, ring.lat]);
    expect(ringAt.x).toBeCloseTo(drawn[2]![0], 3);
    expect(ringAt.y).toBeCloseTo(drawn[2]![1], 3);
    // Stable: another frame with the same positions gives the same layout.
    const before = [...offsets.subarray(0, 6)];
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(4, { lat: 3.2, lng: 101.7 })] });
    const again = (iconData(registry.layers()) as unknown as { attributes: { getPixelOffset: { value: Float32Array } } }).attributes.getPixelOffset.value;
    expect([...again.subarray(0, 6)]).toEqual(before);
  });
});
