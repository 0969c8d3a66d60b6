import { createLiveStore } from '@fleet/live-store';
import { describe, expect, it } from 'vitest';
import { ICON_TYPES } from '../../icons/asset-icons';
import { buildSlotTypeCodes, createAssetFrame, frameRowSlot, STATUS_RGBA, updateAssetFrame } from './asset-frame';
import { liveAsset, metaOf } from './test-fixtures';

describe('asset frame', () => {
  const meta = metaOf([[1, 'truck'], [2, 'staff'], [3, 'boat']]);

  it('codes icon types by slot from the metadata (unknown: truck)', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2), liveAsset(3), liveAsset(4)] });
    const codes = buildSlotTypeCodes(store.columns(), meta);
    expect([...codes.subarray(0, 4)].map((c) => ICON_TYPES[c])).toEqual(['truck', 'staff', 'boat', 'truck']);
  });

  it('uses the store positions without copying when every slot is drawn', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1, { heading: 30 }), liveAsset(2, { heading: 30, status: 'Parked' })] });
    const columns = store.columns();
    const frame = createAssetFrame();
    const change = updateAssetFrame(frame, { columns, rows: null, rowCount: 0, slotTypes: buildSlotTypeCodes(columns, meta), rowsKey: 1 });
    expect(change).toBe('layout');
    expect(frame.length).toBe(2);
    expect(frame.positions.buffer).toBe(columns.positions.buffer); // a view, not a copy
    expect(Array.from(frame.angles.subarray(0, 2))).toEqual([-30, 0]); // trucks turn (deck.gl angles are counter-clockwise), staff do not
    expect(Array.from(frame.colors.subarray(0, 8))).toEqual([...STATUS_RGBA[0]!, ...STATUS_RGBA[2]!]);
    expect(frameRowSlot(frame, 1)).toBe(1);
  });

  it('updates only the changed slots after a delta and keeps the layout', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2), liveAsset(3)] });
    const slotTypes = buildSlotTypeCodes(store.columns(), meta);
    const frame = createAssetFrame();
    updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
    frame.colors.fill(0); // poison: only the changed slot may be rewritten
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(3, { status: 'Idling', heading: 45, lat: 5 })] });
    const change = updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
    expect(change).toBe('values');
    expect(Array.from(frame.colors.subarray(0, 8))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(frame.colors.subarray(8, 12))).toEqual([...STATUS_RGBA[1]!]);
    expect(frame.angles[2]).toBe(-45);
    expect(frame.positions[5]).toBe(5);
    expect(updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 })).toBe('none');
  });

  it('rewrites everything when it missed an apply', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2)] });
    const slotTypes = buildSlotTypeCodes(store.columns(), meta);
    const frame = createAssetFrame();
    updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(1, { status: 'Parked' })] });
    store.apply({ type: 'delta', seq: 3, assets: [liveAsset(2, { status: 'Inactive' })] });
    updateAssetFrame(frame, { columns: store.columns(), rows: null, rowCount: 0, slotTypes, rowsKey: 1 });
    expect(Array.from(frame.colors.subarray(0, 8))).toEqual([...STATUS_RGBA[2]!, ...STATUS_RGBA[3]!]);
  });

  it('gathers the listed slots into its own arrays', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2), liveAsset(3)] });
    const columns = store.columns();
    const frame = createAssetFrame();
    const rows = Int32Array.from([2, 0]);
    updateAssetFrame(frame, { columns, rows, rowCount: 2, slotTypes: buildSlotTypeCodes(columns, meta), rowsKey: 7 });
    expect(frame.length).toBe(2);
    expect(frame.positions.buffer).not.toBe(columns.positions.buffer);
    expect(Array.from(frame.positions.subarray(0, 4))).toEqual([columns.positions[4], columns.positions[5], columns.positions[0], columns.positions[1]]);
    expect(Array.from(frame.typeCodes.subarray(0, 2)).map((c) => ICON_TYPES[c])).toEqual(['boat', 'truck']);
    expect(frameRowSlot(frame, 0)).toBe(2);
    expect(frame.layoutKey).toBe(7);
  });

  it('has the spec status colours', () => {
    expect(STATUS_RGBA).toEqual([
      [0x28, 0xc7, 0x6f, 255],
      [0xff, 0x9f, 0x43, 255],
      [0xea, 0x54, 0x55, 255],
      [0x1e, 0x1e, 0x1e, 255],
    ]);
  });
});
