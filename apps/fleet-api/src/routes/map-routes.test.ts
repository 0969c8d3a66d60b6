import { buildRoadGraph, type RoadEdge } from '@fleet/demo-fleet';
import { DEFAULT_MAPS_URL_TEMPLATE, OPENFREEMAP_ATTRIBUTION, type MapConfig, type PositionInput, type TrafficSegment } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoads } from '../simulator/demo-world-files';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';

describe('map config and traffic', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        mapStyles: [{ id: 'streets', label: 'Streets', url: 'https://tiles.example.my/styles/streets.json' }],
        trafficTileUrl: 'https://traffic.example.my/{z}/{x}/{y}.png',
      },
    });
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
  });
  afterAll(() => t.close());

  it('GET /map/config: the online roadmap (OpenFreeMap) and the offline basemap first, the configured styles, traffic tiles', async () => {
    const r = await call<MapConfig>(t.app, 'GET', '/v2/map/config');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      styles: [
        { id: 'roadmap', label: 'Roadmap', url: 'https://tiles.openfreemap.org/styles/liberty', attribution: [OPENFREEMAP_ATTRIBUTION] },
        { id: 'offline', label: 'Offline', url: null },
        { id: 'streets', label: 'Streets', url: 'https://tiles.example.my/styles/streets.json' },
      ],
      trafficTileUrl: 'https://traffic.example.my/{z}/{x}/{y}.png',
      attribution: [],
      mapsUrlTemplate: DEFAULT_MAPS_URL_TEMPLATE,
    });
  });

  it('GET /map/config without an online roadmap: roadmap is the offline basemap', async () => {
    const offline = await createTestApp({ config: { roadmapStyleUrl: null, mapStyles: [] } });
    try {
      const r = await call<MapConfig>(offline.app, 'GET', '/v2/map/config');
      expect(r.body.styles).toEqual([{ id: 'roadmap', label: 'Roadmap', url: null }]);
    } finally {
      await offline.close();
    }
  });

  it('GET /traffic: recent vehicle speeds snapped to the road they drive on, a stretch along the heading elsewhere', async () => {
    const graph = buildRoadGraph(await loadRoads(testConfig().demoDataDir));
    const road = graph.edges
      .filter((e): e is RoadEdge => e.name === 'Persiaran Bestari' && e.coords.length >= 3)
      .sort((a, b) => b.lengthM - a.lengthM)[0]!;
    const assets = await t.database.db.selectFrom('assets').select(['id', 'type']).orderBy('id').execute();
    const trucks = assets.filter((a) => a.type === 'truck').map((a) => a.id);
    const boat = assets.find((a) => a.type === 'boat')!.id;
    const now = t.clock.now();
    const reports: PositionInput[] = [];
    // Three trucks along the middle vertices of the road, at 20, 30 and 40 km/h: mean 30.
    road.coords.slice(1, -1).slice(0, 3).forEach(([lng, lat], i) => {
      reports.push({ assetId: trucks[i]!, time: now - 60_000, lat, lng, speed: 20 + 10 * i, heading: 0 });
    });
    // Stale, stopped and non-vehicle reports do not count.
    const [lng0, lat0] = road.coords[1]!;
    reports.push({ assetId: trucks[3]!, time: now - 20 * 60_000, lat: lat0, lng: lng0, speed: 99 });
    reports.push({ assetId: trucks[4]!, time: now - 30_000, lat: lat0, lng: lng0, speed: 0 });
    reports.push({ assetId: boat, time: now - 30_000, lat: lat0, lng: lng0, speed: 99 });
    // Off the road graph (Johor Bahru), alone: a stretch along its heading at the 80 km/h open-road limit.
    reports.push({ assetId: trucks[5]!, time: now - 30_000, lat: 1.4651, lng: 103.7581, speed: 60 });
    const stored = await t.app.fleet.ingest.ingest(reports);
    expect(stored.stored).toBe(reports.length);

    const r = await call<{ success: boolean; segments: TrafficSegment[] }>(t.app, 'GET', '/v2/traffic', { token });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.segments).toHaveLength(2);
    const onRoad = r.body.segments.find((s) => s.path[0]![1] > 2)!;
    const keyEdge = road.reverseId >= 0 && road.reverseId < road.id ? graph.edges[road.reverseId]! : road;
    expect(onRoad).toEqual({ path: keyEdge.coords, speedKmh: 30, ratio: Math.round((30 / road.speedKmh) * 1000) / 1000, samples: 3 });
    const cell = r.body.segments.find((s) => s !== onRoad)!;
    expect(cell).toMatchObject({ speedKmh: 60, ratio: 0.75, samples: 1 });
    expect(cell.path).toHaveLength(2);
    expect((await call(t.app, 'GET', '/v2/traffic')).status).toBe(401);
  });
});
