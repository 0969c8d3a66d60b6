// One piece on purpose: its tests share one server with a day of simulated history; splitting the file would start
// (and backfill) another server for each part on the CI machine's two cores.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VectorTile } from '@mapbox/vector-tile';
import { haversineKm, type AssetSummary, type TrafficSegment } from '@fleet/domain';
import { PbfReader } from 'pbf';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { assignedDevices, sendOsmAnd, type DemoDevice } from './support/devices';
import { harnessForFile } from './support/harness';
import { enableTestHooks, jumpTo, livePositions, liveStatuses, pickAssetsAt, project, renderedAssetIds, waitForMonitor } from './support/monitor';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { ingestPort } from './support/teltonika';

/** Per test: on the shared two cores a Monitor page can take a minute to get its live snapshot. */
const SLOW = { timeout: 300_000 };

let server: RunningServer;
let browser: Browser;
let token: string;

harnessForFile({ FLEET_BACKFILL_DAYS: '1' }, (h) => {
  ({ server, browser, token } = h);
});

/** The map instance of window.__fleetMap, as far as these tests read it. */
interface MapProbe {
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getBounds(): { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
  isMoving(): boolean;
}
type ProbeWindow = { __fleetMap?: { map: MapProbe } };

async function open(path: string, user = 'demo', width = 1400, height = 900): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, width, height);
  await page.goto(`${server.url}/login`);
  await enableTestHooks(page);
  await signIn(page, server.url, user, user);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}${path}`);
  if (path.startsWith('/monitor') || path.startsWith('/map')) await waitForMonitor(page);
  return { page, close: () => context.close() };
}

async function assetList(bearer = token): Promise<AssetSummary[]> {
  const r = await fetch(`${server.url}/v2/assets`, { headers: { authorization: `Bearer ${bearer}` } });
  return ((await r.json()) as { assets: AssetSummary[] }).assets;
}

const mapCentre = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).__fleetMap!.map.getCenter());
const mapBounds = (page: Page) =>
  page.evaluate(() => {
    const b = (window as unknown as ProbeWindow).__fleetMap!.map.getBounds();
    return { west: b.getWest(), east: b.getEast(), south: b.getSouth(), north: b.getNorth() };
  });
const settled = (page: Page) => expect.poll(() => page.evaluate(() => !(window as unknown as ProbeWindow).__fleetMap!.map.isMoving()), { timeout: 10_000 }).toBe(true);

/** Clicks the middle of a cluster near the Klang Valley at zoom 7 and waits for its list (clusters move: retried). */
async function openCluster(page: Page): Promise<void> {
  const list = page.getByTestId('cluster-list');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await jumpTo(page, 101.52, 3.07, 7);
    await page.waitForTimeout(1500);
    const near = Object.values(await livePositions(page)).filter(([lng, lat]) => Math.abs(lng - 101.52) < 0.5 && Math.abs(lat - 3.07) < 0.5);
    const centre = await project(page, near.reduce((s, p) => s + p[0], 0) / near.length, near.reduce((s, p) => s + p[1], 0) / near.length);
    const singles = new Set(await renderedAssetIds(page));
    let hit: { x: number; y: number; key: string } | null = null;
    for (let r = 0; r <= 60 && !hit; r += 4) {
      for (const [dx, dy] of [[0, 0], [r, 0], [-r, 0], [0, r], [0, -r], [r, r], [-r, -r], [r, -r], [-r, r]] as const) {
        const ids = await pickAssetsAt(page, centre.x + dx, centre.y + dy);
        if (ids.length > 1 && ids.every((id) => !singles.has(id))) {
          hit = { x: centre.x + dx, y: centre.y + dy, key: [...ids].sort().join(',') };
          break;
        }
      }
    }
    if (!hit) continue;
    // The middle of the cluster circle: the mean of the nearby pixels that pick exactly its assets.
    let [sx, sy, n] = [0, 0, 0];
    for (let dx = -24; dx <= 24; dx += 4) {
      for (let dy = -24; dy <= 24; dy += 4) {
        if ([...(await pickAssetsAt(page, hit.x + dx, hit.y + dy))].sort().join(',') === hit.key) [sx, sy, n] = [sx + hit.x + dx, sy + hit.y + dy, n + 1];
      }
    }
    const box = await page.getByTestId('map-view').boundingBox();
    await page.mouse.click((box?.x ?? 0) + sx / n, (box?.y ?? 0) + sy / n);
    if (await list.waitFor({ timeout: 6000 }).then(() => true, () => false)) return;
  }
  throw new Error('no cluster list opened');
}

/** The distances the open cluster list shows, km, by asset id. */
async function shownDistances(page: Page): Promise<Map<number, number>> {
  const entries = await page.getByTestId('cluster-list-entry').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-asset-id')), e.querySelector('[data-testid="cluster-list-distance"]')?.textContent ?? ''] as const),
  );
  return new Map(
    entries.map(([id, text]) => {
      expect(text).toMatch(/^\d+(\.\d\d)? KM$/);
      return [id, Number(text.replace(' KM', ''))] as const;
    }),
  );
}

/** Every shown distance agrees with a haversine from `origin` to the asset's live position (2 decimals; 50 m of drive). */
async function expectDistancesFrom(page: Page, origin: { lat: number; lng: number } | (() => Promise<{ lat: number; lng: number }>)) {
  const shown = await shownDistances(page);
  expect(shown.size).toBeGreaterThan(1);
  const positions = await livePositions(page);
  const from = typeof origin === 'function' ? await origin() : origin;
  // An asset driving meanwhile is farther on than when the list was drawn: the ones standing still are compared.
  const statuses = await liveStatuses(page);
  const still = [...shown].filter(([id]) => statuses[id] !== 'Moving');
  expect(still.length).toBeGreaterThan(0);
  for (const [id, km] of still) {
    const [lng, lat] = positions[id]!;
    // Shown to 2 decimals, or to the kilometre when far (hundreds of km).
    const rounding = Number.isInteger(km) && km >= 100 ? 0.5 : 0.005;
    expect(Math.abs(km - haversineKm(from.lat, from.lng, lat, lng)), `asset ${id}`).toBeLessThan(rounding + 0.055);
  }
  return shown;
}

describe('the cluster list', () => {
  it('shows distances from the map centre without a selection, and from the selected asset once one is selected', SLOW, async () => {
    const { page, close } = await open('/monitor/map');
    await openCluster(page);
    const centre = await mapCentre(page);
    await expectDistancesFrom(page, centre);
    await screenshot(page, 'map-cluster-distances-centre');

    // Select an asset far from the cluster (a vessel off Port Klang, else any other) through the toolbar's selector.
    const list = page.getByTestId('cluster-list');
    const members = new Set(await page.getByTestId('cluster-list-entry').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-asset-id')))));
    const assets = await assetList();
    // Standing still, so that the distances drawn and the position read later agree.
    const statuses = await liveStatuses(page);
    const candidates = assets.filter((a) => !members.has(a.assetId) && statuses[a.assetId] !== 'Moving');
    const other = candidates.find((a) => a.type === 'boat') ?? candidates[0]!;
    await page.getByTestId('asset-selector-trigger').click();
    await page.getByTestId('asset-selector-search').fill(other.assetName);
    await page.getByTestId('asset-selector-option').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(other.assetName);
    await page.getByTestId('asset-card-follow').uncheck();
    // The camera flies to the selected asset: open the cluster again and read the distances from it.
    await settled(page);
    await page.waitForTimeout(1000);
    if (!(await list.isVisible())) await openCluster(page);
    await expectDistancesFrom(page, async () => {
      const [lng, lat] = (await livePositions(page))[other.assetId]!;
      return { lat, lng };
    });
    await screenshot(page, 'map-cluster-distances-selected');
    // Playback and Report of a listed asset in one click each.
    const entry = page.getByTestId('cluster-list-entry').first();
    const id = Number(await entry.getAttribute('data-asset-id'));
    const summary = assets.find((a) => a.assetId === id)!;
    expect(await entry.getByTestId('cluster-list-report').getAttribute('href')).toBe(`/reports/${summary.unitId}/${encodeURIComponent(summary.assetName)}`);
    expect(await entry.getByTestId('cluster-list-playback').getAttribute('href')).toBe(`/playback/${summary.unitId}/${encodeURIComponent(summary.assetName)}`);
    await close();
  });
});

describe('fitting the map to the selection', () => {
  it('a group in the asset selector: every selected asset is inside the map, also after the follow delay', SLOW, async () => {
    const { page, close } = await open('/monitor/map');
    const positions = await livePositions(page);
    const assets = (await assetList()).filter((a) => positions[a.assetId]);
    const groups = new Map<string, AssetSummary[]>();
    for (const a of assets) groups.set(a.assetGroup, [...(groups.get(a.assetGroup) ?? []), a]);
    // The group spread widest, with every member reporting (the fit must cover them all).
    const spread = (g: AssetSummary[]) => {
      const lngs = g.map((a) => positions[a.assetId]![0]);
      const lats = g.map((a) => positions[a.assetId]![1]);
      return Math.max(...lngs) - Math.min(...lngs) + Math.max(...lats) - Math.min(...lats);
    };
    const [groupName, members] = [...groups].filter(([, g]) => g.length >= 3).sort((a, b) => spread(b[1]) - spread(a[1]))[0]!;
    await jumpTo(page, 101.49, 3.067, 16);
    await page.getByTestId('asset-selector-trigger').click();
    await page.locator(`[data-testid="asset-selector-group"][data-group="${groupName}"]`).getByTestId('asset-selector-group-checkbox').click();
    await page.keyboard.press('Escape');
    // Past the 700 ms follow delay: the newest member must not have pulled the camera to itself.
    await page.waitForTimeout(2500);
    await settled(page);
    const bounds = await mapBounds(page);
    const now = await livePositions(page);
    const outside = members.filter((a) => {
      const [lng, lat] = now[a.assetId]!;
      return lng < bounds.west || lng > bounds.east || lat < bounds.south || lat > bounds.north;
    });
    expect(outside.map((a) => a.assetName)).toEqual([]);
    await screenshot(page, 'map-fit-group');

    // More than four in Multi view: it says which are not shown and why.
    // (The tab changes the route in place; the click returns without waiting on it, the URL wait below does.)
    await page.getByTestId('monitor-view-multi').click({ noWaitAfter: true });
    await page.waitForURL(/\/monitor\/multi/);
    await expect.poll(() => page.getByTestId('multi-view-cell').count()).toBe(Math.min(4, members.length));
    const selected = (await assetList()).filter((a) => a.assetGroup === groupName);
    if (selected.length > 4) {
      const notice = page.getByTestId('multi-view-overflow');
      await notice.waitFor({ timeout: 60_000 });
      const text = await notice.innerText();
      expect(text).toContain('Multi view shows at most 4 assets side by side');
      const cells = await page.getByTestId('multi-view-cell').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-asset-id'))));
      const hidden = selected.filter((a) => !cells.includes(a.assetId)).map((a) => a.assetName);
      for (const name of hidden.slice(0, 8)) expect(text).toContain(name);
    }
    await page.waitForTimeout(1500);
    await screenshot(page, 'map-multi-overflow');
    await close();
  });
});

describe('the traffic layer', () => {
  /** Pixels of the map that have a traffic colour (green, orange, red lines), counted in the page from a screenshot. */
  async function trafficPixels(page: Page): Promise<number> {
    const box = (await page.getByTestId('map-view').boundingBox())!;
    const png = await page.screenshot({ clip: box });
    return page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, img.width, img.height).data;
      // trafficColor: #28C76F, #FF9F43, #EA5455 at 220/255 over the light basemap.
      const targets = [[40, 199, 111], [255, 159, 67], [234, 84, 85]].map((c) => c.map((v) => v * (220 / 255) + 245 * (35 / 255)));
      let n = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (targets.some((t) => Math.abs(d[i]! - t[0]!) + Math.abs(d[i + 1]! - t[1]!) + Math.abs(d[i + 2]! - t[2]!) < 40)) n += 1;
      }
      return n;
    }, png.toString('base64'));
  }

  type Road = [number, number][];
  /** Speed of the driven trucks, km/h, and the time between their reports, ms. */
  const DRIVE_KMH = 50;
  const REPORT_EVERY_MS = 10_000;

  /** The longest primary or secondary road of the Shah Alam OSM extract the server snaps traffic to. */
  function shahAlamRoad(): Road {
    const file = fileURLToPath(new URL('../../fleet-api/data/roads/shah-alam-roads.geojson', import.meta.url));
    const { features } = JSON.parse(readFileSync(file, 'utf8')) as { features: { properties: { highway?: string }; geometry: { type: string; coordinates: Road } }[] };
    const length = (road: Road) => road.slice(1).reduce((km, p, i) => km + haversineKm(road[i]![1], road[i]![0], p[1], p[0]), 0);
    return features
      .filter((f) => f.geometry.type === 'LineString' && ['primary', 'secondary'].includes(f.properties.highway ?? ''))
      .map((f) => f.geometry.coordinates)
      .sort((a, b) => length(b) - length(a))[0]!;
  }

  /** The inter-town road between Shah Alam and Seremban, as the offline basemap's roads tile at zoom 10 draws it there. */
  async function interTownRoad(): Promise<Road> {
    const tileJson = (await (await fetch(`${server.url}/basemap/roads.json`)).json()) as { tiles: string[] };
    const z = 10;
    const [lng, lat] = [101.75, 2.85];
    const x = Math.floor(((lng + 180) / 360) * 2 ** z);
    const y = Math.floor(((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * 2 ** z);
    const url = `${server.url}/basemap/${tileJson.tiles[0]!.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y))}`;
    const layer = new VectorTile(new PbfReader(new Uint8Array(await (await fetch(url)).arrayBuffer()))).layers['roads']!;
    let best: Road = [];
    for (let i = 0; i < layer.length; i++) {
      const geometry = layer.feature(i).toGeoJSON(x, y, z).geometry;
      if (geometry.type !== 'LineString') continue;
      const line = geometry.coordinates as Road;
      if (haversineKm(line[0]![1], line[0]![0], line.at(-1)![1], line.at(-1)![0]) > haversineKm(best[0]?.[1] ?? 0, best[0]?.[0] ?? 0, best.at(-1)?.[1] ?? 0, best.at(-1)?.[0] ?? 0)) best = line;
    }
    return best;
  }

  /**
   * Reports a truck along `road` through the OsmAnd ingest, one report every REPORT_EVERY_MS at DRIVE_KMH ending a
   * minute ago (for 2 km at most), with the bearing of the road; returns the middle of the stretch driven.
   */
  async function drive(port: number, device: DemoDevice, road: Road): Promise<{ lng: number; lat: number }> {
    const stepKm = (DRIVE_KMH * REPORT_EVERY_MS) / 3_600_000;
    const points: { lng: number; lat: number; bearing: number }[] = [];
    for (let i = 1; i < road.length && points.length * stepKm < 2; i++) {
      const [a, b] = [road[i - 1]!, road[i]!];
      const km = haversineKm(a[1], a[0], b[1], b[0]);
      const bearing = (Math.atan2((b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180), b[1] - a[1]) * 180) / Math.PI;
      for (let d = 0; d < km && points.length * stepKm < 2; d += stepKm) {
        const f = d / km;
        points.push({ lng: a[0] + (b[0] - a[0]) * f, lat: a[1] + (b[1] - a[1]) * f, bearing: (bearing + 360) % 360 });
      }
    }
    expect(points.length).toBeGreaterThan(5);
    const end = Date.now() - 60_000;
    for (const [i, p] of points.entries()) {
      const time = end - (points.length - 1 - i) * REPORT_EVERY_MS;
      const r = await sendOsmAnd(port, device.identifier, { lat: p.lat, lng: p.lng, time, speedKnots: DRIVE_KMH / 1.852, bearing: p.bearing });
      expect(r.status).toBe(200);
    }
    const mid = points[points.length >> 1]!;
    return { lng: mid.lng, lat: mid.lat };
  }

  it('draws the fleet-derived segments where the fleet drives at zoom 12, 13 and 14', SLOW, async () => {
    // Whether a demo vehicle drives at this hour depends on the hour: two trucks report through the OsmAnd ingest, one
    // along a Shah Alam road and one along an inter-town road, over the last few minutes.
    const osmandPort = await ingestPort(server, 'OsmAnd HTTP');
    const devices = await assignedDevices(server.url, await apiToken(server.url, 'admin', 'admin'));
    const trucks = new Set((await assetList()).filter((a) => a.type === 'truck').map((a) => a.assetId));
    const [townTruck, roadTruck] = devices.filter((d) => trucks.has(d.assetId));
    expect(roadTruck).toBeDefined();
    const places = [
      { name: 'shah-alam', ...(await drive(osmandPort, townTruck!, shahAlamRoad())) },
      { name: 'highway', ...(await drive(osmandPort, roadTruck!, await interTownRoad())) },
    ];
    const r = await fetch(`${server.url}/v2/traffic`, { headers: { authorization: `Bearer ${token}` } });
    const segments = ((await r.json()) as { segments: TrafficSegment[] }).segments;
    expect(segments.length).toBeGreaterThan(0);
    const { page, close } = await open('/monitor/map');
    // Only the Inactive assets on the map (few or none, and they stand still): between traffic off and on, only the
    // traffic changes the picture (moving markers are green too).
    // The filter chooses several statuses: All off (none), then Inactive alone.
    await page.getByTestId('status-filter-All').click();
    await expect.poll(() => page.getByTestId('status-filter-Inactive').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('status-filter-Inactive').click();
    await expect.poll(() => page.getByTestId('status-filter-Inactive').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('status-filter-Move').getAttribute('aria-pressed')).toBe('false');
    const counts: Record<string, number> = {};
    for (const place of places) {
      for (const zoom of [12, 13, 14]) {
        await jumpTo(page, place.lng, place.lat, zoom);
        await page.waitForTimeout(1200);
        const off = await trafficPixels(page);
        await page.getByTestId('toolbar-traffic').click();
        await expect.poll(() => page.getByTestId('toolbar-traffic').getAttribute('aria-pressed')).toBe('true');
        await page.waitForTimeout(1500);
        const on = await trafficPixels(page);
        counts[`${place.name}@${zoom}`] = on - off;
        await screenshot(page, `map-traffic-${place.name}-z${zoom}`);
        await page.getByTestId('toolbar-traffic').click();
        expect(on - off, `${place.name} at zoom ${zoom}`).toBeGreaterThan(40);
      }
    }
    console.log('traffic pixels (on - off):', JSON.stringify(counts));
    await close();
  });
});

describe('drill-down in one click', () => {
  it("the card's Playback opens that asset's playback of today in the company's zone; a table row's Report opens Reports with it", SLOW, async () => {
    const login = await fetch(`${server.url}/v2/clients/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo', platform: 'Web' }),
    });
    const zone = ((await login.json()) as { userInfo: { timeZone: string } }).userInfo.timeZone;
    const truck = (await assetList()).find((a) => a.type === 'truck')!;
    const { page, close } = await open(`/monitor/map/${encodeURIComponent(truck.assetName)}/${truck.assetId}`);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(truck.assetName);
    await page.getByTestId('asset-card-playback').click();
    await page.waitForURL(new RegExp(`/playback/${truck.unitId}/`));
    await expect.poll(() => page.getByTestId('playback-asset-chip').innerText()).toBe(truck.assetName);
    const p = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date()).map((x) => [x.type, x.value]));
    const day = `${Number(p.day)}/${Number(p.month)}/${p.year}`;
    expect(await page.getByTestId('range-picker').getAttribute('aria-label')).toBe(`Time range ${day} 00:00:00 – ${day} 23:59:59`);
    await screenshot(page, 'drill-card-playback');

    await page.goto(`${server.url}/monitor/table`);
    await waitForMonitor(page);
    const row = page.getByTestId('live-table-row').nth(2);
    const id = Number(await row.getAttribute('data-asset-id'));
    const asset = (await assetList()).find((a) => a.assetId === id)!;
    await row.getByTestId('live-table-report').click();
    await page.waitForURL(new RegExp(`/reports/${asset.unitId}/`));
    await expect.poll(() => page.getByTestId('asset-selector-chip').innerText()).toBe(asset.assetName);
    await screenshot(page, 'drill-row-report');
    await close();
  });

  it('an Administrator: a VMS row opens the vessel in the single follow view; markers on one spot are spread', SLOW, async () => {
    const adminToken = await apiToken(server.url, 'admin', 'admin');
    const { page, close } = await open('/vms-dashboard', 'admin');
    const link = page.getByTestId('vessel-table').getByTestId('asset-table-link').first();
    const name = await link.innerText();
    const vessel = (await assetList(adminToken)).find((a) => a.assetName === name)!;
    await link.click();
    await page.waitForURL(new RegExp(`/map-single/${vessel.assetId}/`));
    await waitForMonitor(page);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(vessel.assetName);
    await expect.poll(() => renderedAssetIds(page), { timeout: 30_000 }).toEqual([vessel.assetId]);
    await page.waitForTimeout(1500);
    await screenshot(page, 'drill-vms-vessel');

    // Street zoom on the spot where most assets stand together, clusters off: each marker has its own place.
    await page.goto(`${server.url}/monitor/map`);
    await waitForMonitor(page);
    await page.getByTestId('map-layers').click();
    await page.getByTestId('map-layer-clusters').click();
    await page.keyboard.press('Escape');
    const [positions, statuses] = [await livePositions(page), await liveStatuses(page)];
    const still = Object.entries(positions).filter(([id]) => statuses[Number(id)] !== 'Moving');
    const near = (a: [number, number], b: [number, number]) => haversineKm(a[1], a[0], b[1], b[0]) < 0.005;
    const [, spot] = still.map(([, p]) => [still.filter(([, q]) => near(p, q)).length, p] as const).sort((a, b) => b[0] - a[0])[0]!;
    await jumpTo(page, spot[0], spot[1], 17);
    await page.waitForTimeout(2000);
    const together = still.filter(([, q]) => near(spot, q)).map(([id]) => Number(id));
    const at = await project(page, spot[0], spot[1]);
    const under = await pickAssetsAt(page, at.x, at.y);
    // At most one marker left on the spot itself (a lone one stays put); the others are spread around it.
    if (together.length > 1) expect(under.filter((id) => together.includes(id)).length).toBeLessThanOrEqual(1);
    await screenshot(page, 'map-spread-spot');
    console.log(`assets on the busiest spot: ${together.length}`);
    await close();
  });
});
