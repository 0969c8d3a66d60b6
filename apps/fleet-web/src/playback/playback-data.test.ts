import { MAP_DEFAULTS, PLAYBACK_SPECIAL_CENTRE, US_UNITS, type PlaybackResponse, type PlaybackRoutePoint } from '@fleet/domain';
import { MULTI_ROUTE_COLORS } from '@fleet/map-kit';
import { encodePointColumns } from '@fleet/playback-engine';
import { point as routePoint } from '@fleet/playback-engine/testing';
import { describe, expect, it } from 'vitest';
import { overspeedRoutes, playbackExportTable, playbackPdfColumns, playbackRows, replayedAssets, routeInputs, timelineTrack } from './playback-data';
import { exportFitPadding } from './use-playback-export';
import { playbackUserSettings, writePlaybackPreferences } from './playback-settings';
import { preselectAsset } from './playback-page';

const point = (t: number, o: Partial<PlaybackRoutePoint> = {}) =>
  routePoint(t, { time: '01/01/2026|08:00:00', mileage: 1000.26, address: 'Jalan X', fuel: 50, fuelPercent: 40, assetName: 'A', ...o });
/** An answer whose full-resolution points are `points` and whose drawn route is `route` (all of them by default). */
const answer = (assetId: number, points: PlaybackRoutePoint[], route = points): PlaybackResponse => ({
  success: true, routeArray: route, points: encodePointColumns(points), assetId, assetName: `Asset ${assetId}`, timeRange: { start: 0, end: 1 },
  totalPoints: points.length, timeZone: 'Asia/Kuala_Lumpur', toleranceM: 10,
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

  it('replays and lists every point, and draws the simplified route', () => {
    const pts = [point(0, { assetName: 'Asset 1' }), point(60_000, { lng: 101.001, assetName: 'Asset 1' }), point(120_000, { lng: 101.002, assetName: 'Asset 1' })];
    const [a] = replayedAssets([answer(1, pts, [pts[0]!, pts[2]!])]);
    expect(a!.track.length).toBe(3);
    expect(a!.track.points[1]).toMatchObject({ t: 60_000, lng: 101.001, time: '01/01/1970|07:31:00', address: 'Jalan X', assetName: 'Asset 1' }); // KL was UTC+7:30 in 1970
    expect(a!.path).toEqual([[101, 3], [101.002, 3]]);
    expect(a!.complete).toBe(true);
    // Over the full-resolution limit the server sends only the route: it is what the player and the list get.
    const [b] = replayedAssets([{ ...answer(1, pts, [pts[0]!, pts[2]!]), points: null, totalPoints: 300_000 }]);
    expect([b!.track.length, b!.complete, b!.totalPoints]).toEqual([2, false, 300_000]);
  });

  it('exports every point of every asset, with an Asset column when there are several, the address wrapping', () => {
    const one = replayedAssets([answer(1, [point(0, { assetName: 'Hino' }), point(1000, { assetName: 'Hino' })])]);
    expect(playbackExportTable(one).columns.map((c) => c.field)).toEqual(['time', 'status', 'speed', 'mileage', 'fuel', 'temp', 'input', 'address']);
    const two = replayedAssets([
      answer(1, [point(0, { assetName: 'Hino' }), point(1000, { assetName: 'Hino' })]),
      answer(2, [point(500, { assetName: 'Isuzu' }), point(700, { assetName: 'Isuzu' }), point(900, { assetName: 'Isuzu' })], []),
      answer(3, [point(100, { assetName: 'Volvo' })]),
    ]);
    const table = playbackExportTable(two);
    expect(table.columns[0]).toMatchObject({ header: 'Asset', field: 'asset' });
    expect(table.rows.map((r) => r['asset'])).toEqual(['Asset 1', 'Asset 1', 'Asset 3']);
    const all = playbackExportTable(replayedAssets([answer(1, [point(0, { assetName: 'Hino' })]), answer(2, [point(5, { assetName: 'Isuzu' })])]));
    expect(all.rows.map((r) => r['asset'])).toEqual(['Asset 1', 'Asset 2']);
    const pdf = playbackPdfColumns(table.columns);
    expect(pdf.find((c) => c.field === 'address')).toMatchObject({ header: 'Address' });
    expect(pdf.find((c) => c.field === 'speed')).toEqual({ header: 'Speed (km/h)', field: 'speed', width: 50 });
  });

  it("exports speeds, mileage, fuel and temperatures in the company's units", () => {
    const one = replayedAssets([answer(1, [point(0, { assetName: 'Hino', speed: 97, temp: -18 })])]);
    const table = playbackExportTable(one, US_UNITS);
    expect(playbackPdfColumns(table.columns).map((c) => c.header)).toEqual(['Time', 'Status', 'Speed (mph)', 'Mileage (mi)', 'Fuel (gal)', 'Temp (°F)', 'Input', 'Address']);
    // 97 km/h = 60.3 mph, 1000.3 km = 621.56 mi, 50 L = 13.21 gal, -18 °C = -0.4 °F.
    expect(table.rows[0]).toMatchObject({ speed: 60.3, mileage: 621.56, fuel: 13.21, temp: -0.4 });
    expect(playbackExportTable(one).rows[0]).toMatchObject({ speed: 97, mileage: 1000.3, fuel: 50, temp: -18 });
  });

  it('pads the export fit so that the route still fits after zooming in by 0.38, with room for the markers', () => {
    const pad = exportFitPadding(1000, 600, 0.38, 48);
    const k = 2 ** 0.38;
    // The box fitted, scaled by the zoom-in, leaves the margin on both sides.
    expect((1000 - pad.left - pad.right) * k).toBeCloseTo(1000 - 96);
    expect((600 - pad.top - pad.bottom) * k).toBeCloseTo(600 - 96);
    expect(exportFitPadding(50, 50, 0.38, 48).left).toBeLessThan(25);
  });

  it('draws the overspeed stretches (two or more marked points in a row) in red', () => {
    const pts = [point(0), point(1, { overspeed: true, lng: 101.1 }), point(2, { overspeed: true, lng: 101.2 }), point(3), point(4, { overspeed: true })];
    const red = overspeedRoutes(replayedAssets([answer(1, pts)]));
    expect(red).toHaveLength(1);
    expect(red[0]!.path).toEqual([[101.1, 3], [101.2, 3]]);
    expect(red[0]!.color).toBe('#EA5455');
  });

  it('writes the table rows of a route', () => {
    expect(playbackRows([point(0)])).toEqual([{ asset: 'A', time: '01/01/2026 08:00:00', status: 'Moving', speed: 40, mileage: 1000.3, fuel: 50, temp: null, input: '', address: 'Jalan X' }]);
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
