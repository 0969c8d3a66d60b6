import { describe, expect, it } from 'vitest';
import { drillDownParams, mapSingleHref } from './drill-down';

describe('drill-down parameters', () => {
  it('name the asset by its unit id on Playback and Reports, with its name', () => {
    expect(drillDownParams(7, { unitId: '865432100000007', assetName: 'WXY 1234' })).toEqual({ assetId: '865432100000007', assetName: 'WXY 1234' });
  });
  it('fall back to the asset id when the unit is unknown', () => {
    expect(drillDownParams(7, { unitId: '', assetName: 'Boat 1' })).toEqual({ assetId: '7', assetName: 'Boat 1' });
    expect(drillDownParams(9, undefined)).toEqual({ assetId: '9', assetName: '#9' });
  });
  it('open the single follow view of a vessel', () => {
    expect(mapSingleHref(12, 'KM Sri Klang / 2')).toBe('/map-single/12/KM%20Sri%20Klang%20%2F%202');
  });
});
