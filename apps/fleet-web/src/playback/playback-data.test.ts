import { MAP_DEFAULTS, PLAYBACK_SPECIAL_CENTRE, type PlaybackResponse, type PlaybackRoutePoint } from '@fleet/domain';
import { MULTI_ROUTE_COLORS } from '@fleet/map-kit';
import { point as routePoint } from '@fleet/playback-engine/testing';
import { describe, expect, it } from 'vitest';
import { overspeedRoutes, playbackRows, replayedAssets, routeInputs, timelineTrack } from './playback-data';
import { playbackUserSettings, writePlaybackPreferences } from './playback-settings';
import { preselectAsset } from './playback-page';

const point = (t: number, o: Partial<PlaybackRoutePoint> = {}) =>
  routePoint(t, { time: '01/01/2026|08:00:00', mileage: 1000.26, address: 'Jalan X', fuel: 50, fuelPercent: 40, assetName: 'A', ...o });
const answer = (assetId: number, points: PlaybackRoutePoint[]): PlaybackResponse => ({
  success: true, routeArray: points, assetId, assetName: `Asset ${assetId}`, timeRange: { start: 0, end: 1 }, totalPoints: points.length,
});

describe('playback data', () => {
  it('keeps the assets with points, colours one route purple and several from the palette', () => {
    const one = replayedAssets([answer(1, [point(0), point(60_000)]), answer(2, [])]);
    expect(one.map((a) => a.assetId)).toEqual([1]);
    expect(one[0]!.color).toBe(MULTI_ROUTE_COLORS[0]);
    const two = replayedAssets([answer(1, [point(0)]), answer(2, [point(30_000, { lng: 102 })])], new Map([[2, 'car']]));
    expect(two.map((a) => a.color)).toEqual([MULTI_ROUTE_COLORS[0], MULTI_ROUTE_COLORS[1]]);
    expect(two[1]!.iconType).toBe('car');
    expect(routeInputs(two)[1]).toEqual({ id: '2', path: [[102, 3]], color: MULTI_ROUTE_COLORS[1] });
  });

  it('shares one timeline over several assets: the union of their periods and events', () => {
    const assets = replayedAssets([answer(1, [point(0, { event: 'start' }), point(100_000)]), answer(2, [point(50_000), point(300_000, { event: 'end' })])]);
    const timeline = timelineTrack(assets)!;
    expect([timeline.start, timeline.end]).toEqual([0, 300_000]);
    expect([...timeline.events]).toEqual([0, 300_000]);
    expect(timelineTrack([])).toBeNull();
    expect(timelineTrack(assets.slice(0, 1))).toBe(assets[0]!.track);
  });

  it('draws the overspeed stretches (two or more marked points in a row) in red', () => {
    const pts = [point(0), point(1, { overspeed: true, lng: 101.1 }), point(2, { overspeed: true, lng: 101.2 }), point(3), point(4, { overspeed: true })];
    const red = overspeedRoutes(replayedAssets([answer(1, pts)]));
    expect(red).toHaveLength(1);
    expect(red[0]!.path).toEqual([[101.1, 3], [101.2, 3]]);
    expect(red[0]!.color).toBe('#EA5455');
  });

  it('writes the table rows of a route', () => {
    expect(playbackRows([point(0)])).toEqual([{ time: '01/01/2026 08:00:00', status: 'Moving', speed: 40, mileage: 1000.3, fuel: 50, temp: null, input: '', address: 'Jalan X' }]);
  });

  it('preselects by unit id or asset id; per-user dashed route and special centre', () => {
    const items = [{ assetId: 7, assetName: 'T', assetGroup: 'G', unitId: '3563' }];
    expect(preselectAsset(items, '3563')).toEqual([7]);
    expect(preselectAsset(items, '7')).toEqual([7]);
    expect(preselectAsset(items, 'x')).toEqual([]);
    expect(playbackUserSettings('nobody', localStorage)).toEqual({ routeStyle: 'solid', initialView: { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom } });
    writePlaybackPreferences('ops', { dashedRoute: true, specialCentre: true }, localStorage);
    expect(playbackUserSettings('ops', localStorage)).toEqual({ routeStyle: 'dashed', initialView: { ...PLAYBACK_SPECIAL_CENTRE } });
  });
});
