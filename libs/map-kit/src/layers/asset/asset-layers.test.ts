import type { Layer } from '@deck.gl/core';
import { createLiveStore } from '@fleet/live-store';
import { describe, expect, it, vi } from 'vitest';
import { createIconAtlasLayout } from '../../icons/icon-atlas';
import { buildSlotTypeCodes, createAssetFrame, updateAssetFrame } from './asset-frame';
import { ASSET_ICON_SIZE_PX, CLUSTER_RADIUS_PX, createAssetLayers, formatClusterCount } from './asset-layers';
import { liveAsset, metaOf } from './test-fixtures';

/** A layer's props as a plain record (the factories' accessors are tested directly). */
const p = (layer: { props: unknown }) => layer.props as Record<string, unknown>;

type Binary = { length: number; layoutKey: number; attributes: Record<string, { value: ArrayLike<number>; size: number }> };

function setup() {
  const store = createLiveStore();
  store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2, { status: 'Parked' })] });
  const frame = createAssetFrame();
  const slotTypes = buildSlotTypeCodes(store.columns(), metaOf([[1, 'car'], [2, 'staff']]));
  updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
  const layout = createIconAtlasLayout(64);
  const atlas = { image: { width: layout.width, height: layout.height, data: new Uint8ClampedArray(4) } as unknown as ImageData, mapping: layout.mapping };
  return { store, frame, slotTypes, atlas };
}

const byId = (layers: Layer[], suffix: string) => layers.find((l) => l.id.endsWith(suffix));

describe('createAssetLayers', () => {
  it('builds halo and icon layers over binary attributes of the frame (no WebGL needed)', () => {
    const { frame, atlas } = setup();
    const layers = createAssetLayers({ id: 'a', frame, atlas, selected: null, labels: null, clusters: [] });
    expect(layers.map((l) => l.id)).toEqual(['a-halo', 'a-icons']);
    const icons = byId(layers, '-icons')!;
    const data = icons.props.data as unknown as Binary;
    expect(data.length).toBe(2);
    expect(data.attributes.getPosition!.size).toBe(2);
    expect((data.attributes.getPosition!.value as Float64Array).buffer).toBe(frame.positions.buffer);
    expect(data.attributes.getColor!.size).toBe(4);
    expect(data.attributes.getAngle!.value).toHaveLength(2);
    expect(icons.props).toMatchObject({ sizeUnits: 'pixels', getSize: ASSET_ICON_SIZE_PX, pickable: true });
    const getIcon = p(icons).getIcon as (o: unknown, i: { index: number }) => string;
    expect([getIcon(null, { index: 0 }), getIcon(null, { index: 1 })]).toEqual(['car', 'staff']);
    const halo = byId(layers, '-halo')!;
    expect((p(halo).getIcon as (o: unknown, i: { index: number }) => string)(null, { index: 1 })).toBe('staff-halo');
    expect(Object.keys((halo.props.data as unknown as Binary).attributes)).toEqual(['getPosition', 'getAngle']);
  });

  it('re-uploads attributes without re-assigning icons while the rows stay the same', () => {
    const { store, frame, slotTypes, atlas } = setup();
    const first = byId(createAssetLayers({ id: 'a', frame, atlas, selected: null, labels: null, clusters: [] }), '-icons')!;
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(1, { lat: 4 })] });
    updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
    const second = byId(createAssetLayers({ id: 'a', frame, atlas, selected: null, labels: null, clusters: [] }), '-icons')!;
    const a = first.props.data as unknown as Binary;
    const b = second.props.data as unknown as Binary;
    expect(b.attributes.getPosition).not.toBe(a.attributes.getPosition); // a new attribute object: deck.gl uploads it
    const diff = second.props._dataDiff as (n: unknown, o: unknown) => unknown;
    expect(diff(b, a)).toEqual([]); // no rows invalidated: getIcon is not recomputed
    expect(second.props.updateTriggers).toEqual({ getIcon: 1 });
    expect(diff({ ...b, layoutKey: 2 }, a)).toBeFalsy(); // new rows: full update
  });

  it('adds the selection ring, labels and clusters', () => {
    const { frame, atlas } = setup();
    const onClusterClick = vi.fn();
    const layers = createAssetLayers({
      id: 'a',
      frame,
      atlas,
      selected: { lng: 101, lat: 3 },
      labels: { length: 1, positions: Float64Array.from([101, 3]), names: ['BKA 1234'] },
      clusters: [{ id: 9, lng: 101.5, lat: 3.1, count: 1234, sizeClass: 4 }],
      onClusterClick,
    });
    expect(layers.map((l) => l.id)).toEqual(['a-selection', 'a-halo', 'a-icons', 'a-labels', 'a-clusters', 'a-cluster-counts']);
    const clusters = byId(layers, '-clusters')!;
    expect((p(clusters).getRadius as (c: unknown) => number)({ sizeClass: 4 })).toBe(CLUSTER_RADIUS_PX[4]);
    (clusters.props.onClick as (info: unknown) => void)({ object: { id: 9 } });
    expect(onClusterClick).toHaveBeenCalledWith({ id: 9 });
    const counts = byId(layers, '-cluster-counts')!;
    expect((p(counts).getText as (c: unknown) => string)({ count: 1234 })).toBe('1.2k');
  });

  it('draws no icons without an atlas or rows', () => {
    const { frame } = setup();
    expect(createAssetLayers({ id: 'a', frame, atlas: null, selected: null, labels: null, clusters: [] })).toEqual([]);
  });

  it('abbreviates cluster counts', () => {
    expect([1, 999, 1000, 1250, 9999, 12_345].map(formatClusterCount)).toEqual(['1', '999', '1.0k', '1.2k', '9.9k', '12k']);
  });
});
