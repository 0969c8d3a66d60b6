import { describe, expect, it } from 'vitest';
import { preselectAssetIds, sameRouteParams, selectionAfterRouteChange, selectionForRoute } from './route-selection';
import { ASSET_FIXTURE } from './testing/fixtures';

describe('selectionAfterRouteChange', () => {
  const prev = { name: 'monitor', params: { view: 'map', assetId: '3' }, value: [3, 4] };

  it('clears when the route name changes', () => {
    expect(selectionAfterRouteChange(prev, { name: 'playback', params: { view: 'map', assetId: '3' } }, false)).toEqual([]);
    expect(selectionAfterRouteChange(prev, { name: 'map' }, true)).toEqual([]);
  });

  it('keeps the selection when only the params change, unless legacy', () => {
    const next = { name: 'monitor', params: { view: 'table', assetId: '3' } };
    expect(selectionAfterRouteChange(prev, next, false)).toBe(prev.value);
    expect(selectionAfterRouteChange(prev, next, true)).toEqual([]);
  });

  it('keeps it in legacy mode when nothing changed (numbers and texts compare equal)', () => {
    expect(selectionAfterRouteChange(prev, { name: 'monitor', params: { view: 'map', assetId: 3, assetName: undefined } }, true)).toBe(prev.value);
  });

  it('compares params as text and ignores absent ones', () => {
    expect(sameRouteParams({ a: '1', b: undefined }, { a: 1 })).toBe(true);
    expect(sameRouteParams({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameRouteParams(undefined, { a: '' })).toBe(true);
  });
});

describe('preselectAssetIds', () => {
  it('reads a number on map and monitor', () => {
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'monitor', params: { assetId: '5' } })).toEqual([5]);
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'map', params: { assetId: 7 } })).toEqual([7]);
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'map', params: { assetId: 'abc' } })).toEqual([]);
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'map', params: {} })).toEqual([]);
  });

  it('matches the unit on playback and reports', () => {
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'playback', params: { assetId: '356307042441004' } })).toEqual([4]);
    expect(preselectAssetIds(ASSET_FIXTURE, { name: 'reports', params: { assetId: '4' } })).toEqual([]);
  });
});

describe('selectionForRoute', () => {
  const at = (name: string, params: Record<string, string> = {}) => ({ name, params });

  it('a linked asset is selected on arrival and when the link changes', () => {
    expect(selectionForRoute(null, at('monitor', { view: 'map', assetId: '5' }), ASSET_FIXTURE, false)).toEqual([5]);
    const prev = { ...at('map', { assetId: '5' }), value: [5, 6] };
    expect(selectionForRoute(prev, at('monitor', { view: 'map', assetId: '5' }), ASSET_FIXTURE, false)).toEqual([5]);
    expect(selectionForRoute({ ...at('monitor', { view: 'map', assetId: '5' }), value: [5, 6] }, at('monitor', { view: 'map', assetId: '7' }), ASSET_FIXTURE, false)).toEqual([7]);
  });

  it('a view change with the same link keeps the user selection; a new route without a link clears it', () => {
    const prev = { ...at('monitor', { view: 'map', assetId: '5' }), value: [2, 3] };
    expect(selectionForRoute(prev, at('monitor', { view: 'table', assetId: '5' }), ASSET_FIXTURE, false)).toEqual([2, 3]);
    expect(selectionForRoute(prev, at('monitor', { view: 'table', assetId: '5' }), ASSET_FIXTURE, true)).toEqual([]);
    expect(selectionForRoute(prev, at('map'), ASSET_FIXTURE, false)).toEqual([]);
    expect(selectionForRoute(null, at('map'), ASSET_FIXTURE, false)).toEqual([]);
  });
});
