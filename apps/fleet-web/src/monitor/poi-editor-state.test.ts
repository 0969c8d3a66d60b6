import { MESSAGES, poiAddedMessage, type Poi } from '@fleet/domain';
import type { LngLatPair } from '@fleet/map-kit';
import { describe, expect, it } from 'vitest';
import { IDLE, buildSaveRequest, hiddenPoiId, poiAt, poiEditorReducer, poiPermissions, poiRing, saveLabel, type PoiEditorState } from './poi-editor-state';

const depot: Poi = {
  id: 7,
  name: 'Depot',
  paths: [
    { lat: 3, lng: 101 },
    { lat: 3, lng: 102 },
    { lat: 4, lng: 102 },
    { lat: 4, lng: 101 },
  ],
  metadata: { name: 'Depot', lat: 3.5, lng: 101.5, type: 'depot', color: '#283490' },
  meta: { type: 'depot', color: '#283490' },
  groups: ['Depots'],
};
const triangle: LngLatPair[] = [
  [101, 3],
  [102, 3],
  [101.5, 4],
  [101, 3],
];

const run = (...actions: Parameters<typeof poiEditorReducer>[1][]) => actions.reduce<PoiEditorState>(poiEditorReducer, IDLE);

describe('POI editor state', () => {
  it('add: draw, then name and save a new POI (type and color empty, ring closed, lat/lng list)', () => {
    const drawing = run({ type: 'add' });
    expect(drawing).toEqual({ kind: 'draw', target: null, name: '', group: '' });
    expect(saveLabel(drawing)).toBe('Add POI');
    const shaped = run({ type: 'add' }, { type: 'drawn', ring: triangle.slice(0, 3) }, { type: 'rename', name: '  Yard  ' });
    expect(shaped.kind).toBe('edit');
    expect(saveLabel(shaped)).toBe('Add POI');
    expect(buildSaveRequest(shaped, 'u1')).toEqual({
      ok: true,
      successMessage: poiAddedMessage('Yard'),
      payload: {
        name: 'Yard',
        coords: triangle,
        alternateCoords: [
          { lat: 3, lng: 101 },
          { lat: 3, lng: 102 },
          { lat: 4, lng: 101.5 },
        ],
        groups: [],
        uid: 'u1',
        meta: { type: '', color: '' },
      },
    });
  });

  it('refuses an empty or blank name with the SPEC message', () => {
    for (const name of ['', '   ']) {
      const state = run({ type: 'add' }, { type: 'drawn', ring: triangle }, { type: 'rename', name });
      expect(buildSaveRequest(state, 'u1')).toEqual({ ok: false, message: MESSAGES.poiNameRequired });
    }
    expect(buildSaveRequest(IDLE, 'u1')).toBeNull();
  });

  it('edit: keeps the id, groups and meta, takes the reshaped ring, and says Save (Update POI after a redraw)', () => {
    const editing = run({ type: 'edit', poi: depot });
    expect(editing).toMatchObject({ kind: 'edit', target: depot, ring: poiRing(depot), name: 'Depot', redrawn: false });
    expect(saveLabel(editing)).toBe('Save');
    expect(hiddenPoiId(editing)).toBe(7);
    const reshaped = poiEditorReducer(editing, { type: 'reshaped', ring: triangle });
    const request = buildSaveRequest(reshaped, 'u1');
    expect(request).toMatchObject({ ok: true, successMessage: MESSAGES.poiUpdated, payload: { id: 7, name: 'Depot', coords: triangle, groups: ['Depots'], meta: depot.meta } });
    const redrawing = poiEditorReducer(reshaped, { type: 'redraw' });
    expect(redrawing).toEqual({ kind: 'draw', target: depot, name: 'Depot', group: 'Depots' });
    expect(hiddenPoiId(redrawing)).toBe(7);
    const redrawn = poiEditorReducer(redrawing, { type: 'drawn', ring: triangle });
    expect(saveLabel(redrawn)).toBe('Update POI');
  });

  it('puts the POI in the group named (the user\'s groups are those their POIs name), or in none', () => {
    const grouped = run({ type: 'add' }, { type: 'drawn', ring: triangle }, { type: 'rename', name: 'Yard' }, { type: 'regroup', group: ' Customers ' });
    expect(buildSaveRequest(grouped, 'u1')).toMatchObject({ ok: true, payload: { groups: ['Customers'] } });
    const moved = poiEditorReducer(run({ type: 'edit', poi: depot }), { type: 'regroup', group: '' });
    expect(buildSaveRequest(moved, 'u1')).toMatchObject({ ok: true, payload: { id: 7, groups: [] } });
  });

  it('ignores actions that do not apply and closes from any state', () => {
    const editing = run({ type: 'edit', poi: depot });
    expect(poiEditorReducer(editing, { type: 'add' })).toBe(editing);
    expect(poiEditorReducer(editing, { type: 'reshaped', ring: triangle.slice(0, 2) })).toBe(editing);
    expect(poiEditorReducer(IDLE, { type: 'drawn', ring: triangle })).toBe(IDLE);
    expect(poiEditorReducer(IDLE, { type: 'rename', name: 'x' })).toBe(IDLE);
    expect(poiEditorReducer(editing, { type: 'close' })).toBe(IDLE);
    expect(hiddenPoiId(IDLE)).toBeNull();
  });

  it('finds the POI under a position, the topmost first', () => {
    const inner: Poi = { ...depot, id: 8, paths: [{ lat: 3.4, lng: 101.4 }, { lat: 3.4, lng: 101.6 }, { lat: 3.6, lng: 101.5 }] };
    expect(poiAt([depot, inner], 101.5, 3.45)?.id).toBe(8);
    expect(poiAt([depot, inner], 101.1, 3.1)?.id).toBe(7);
    expect(poiAt([depot, inner], 103, 3.1)).toBeNull();
  });

  it('lets an Administrator or a user with the permissions add and delete', () => {
    expect(poiPermissions({ userRole: 'Administrator', permissions: [] })).toEqual({ add: true, delete: true });
    expect(poiPermissions({ userRole: 'Client', permissions: ['poi:add'] })).toEqual({ add: true, delete: false });
    expect(poiPermissions({ userRole: 'Client', permissions: [] })).toEqual({ add: false, delete: false });
    expect(poiPermissions(null)).toEqual({ add: false, delete: false });
  });
});
