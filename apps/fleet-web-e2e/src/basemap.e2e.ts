/**
 * The basemap against the real server: the online roadmap (OpenFreeMap) is the default and, with every address but
 * 127.0.0.1 blocked in Chromium, falls back to the offline tiles with a note while the fleet is drawn; the map type
 * chosen in the Layers menu changes the basemap and survives a reload; tiles answer with their type and caching.
 * Screenshots of the offline basemap where the demo fleet drives go to $SCREENSHOT_DIR (default test-results/e2e),
 * and the bytes each first view downloads are printed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetSummary } from '@fleet/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artefactDir, newPage } from './support/browser';
import { drawnAssetCount, enableTestHooks, jumpTo, livePositions, liveStatuses, waitForMonitor } from './support/monitor';
import { harnessForFile } from './support/harness';
import type { RunningServer } from './support/server';
import { signIn, storageValue } from './support/session';

let server: RunningServer;
let browser: Browser;
let token: string;

harnessForFile({ FLEET_BACKFILL_DAYS: '1' }, (h) => {
  ({ server, browser, token } = h);
});

const screenshotDir = process.env.SCREENSHOT_DIR ?? artefactDir;

/** Requests to anything but the test server are aborted, as with no internet; returns the URLs that were tried. */
async function blockInternet(context: BrowserContext): Promise<string[]> {
  const tried: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      tried.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return tried;
}

/**
 * Records, on the page's clock, when the Monitor map first held its basemap back, when it first drew an asset and when
 * it let the basemap in (window.__firstView). Plain JavaScript: it runs before the app.
 */
const RECORD_FIRST_VIEW = `
  window.__firstView = {};
  (function tick() {
    var v = window.__firstView, now = performance.now();
    var el = document.querySelector('[data-testid="map-view"]');
    var state = el && el.getAttribute('data-basemap');
    if (state === 'held' && v.held === undefined) v.held = now;
    if (state && state !== 'held' && v.basemap === undefined) v.basemap = now;
    var hooks = window.__fleetMap;
    if (hooks && hooks.drawnAssetCount() > 0 && v.assets === undefined) v.assets = now;
    requestAnimationFrame(tick);
  })();
`;

/** A signed-in demo page on the Monitor map with the test hooks on. */
async function openMonitor(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await enableTestHooks(page);
  await signIn(page, server.url, 'demo', 'demo');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/monitor/map`);
  await waitForMonitor(page);
}

const mapView = (page: Page) => page.getByTestId('map-view').first();

/**
 * The fleet is drawn at Shah Alam at zoom 14, as markers or clusters (at night the parked vehicles share their depot's
 * cluster), within 30 s.
 */
async function expectFleetAtShahAlam(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await jumpTo(page, SHAH_ALAM.lng, SHAH_ALAM.lat, 14);
        await page.waitForTimeout(500);
        return drawnAssetCount(page);
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBeGreaterThan(0);
}

/** Waits until MapLibre has the style and every tile of the view. */
async function waitForBasemap(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const map = (window as unknown as { __fleetMap?: { map: { loaded(): boolean; isStyleLoaded(): boolean; areTilesLoaded(): boolean } } }).__fleetMap?.map;
      return map?.isStyleLoaded() === true && map.areTilesLoaded() && map.loaded();
    },
    null,
    { timeout: 60_000 },
  );
}

/** Jumps to a view, waits for its tiles and saves a screenshot under $SCREENSHOT_DIR. */
async function shoot(page: Page, name: string, lng: number, lat: number, zoom: number): Promise<void> {
  await jumpTo(page, lng, lat, zoom);
  await page.waitForTimeout(400);
  await waitForBasemap(page);
  await page.waitForTimeout(800);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `basemap-${name}.png`) });
}

/** Bytes (as sent, compressed) of the /basemap/ responses the page receives from now on, and their count. */
function countBasemapBytes(page: Page): () => Promise<{ bytes: number; files: number }> {
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/basemap/')) return;
    pending.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  return async () => {
    const sizes = await Promise.all(pending);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  };
}

async function assets(): Promise<AssetSummary[]> {
  const r = await fetch(`${server.url}/v2/assets`, { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { assets: AssetSummary[] }).assets;
}

/** Shah Alam, where the demo cars and trucks drive the OSM roads. */
const SHAH_ALAM = { lng: 101.4953, lat: 3.0681 };
/** The berths of North Port, Port Klang (libs/demo-fleet marine.ts). */
const BERTHS = { lng: 101.3542, lat: 3.026 };

/** Each test signs in and opens the Monitor in a fresh context (the first start of the map compiles its shaders). */
const SLOW = { timeout: 180_000 };

describe('the basemap', () => {
  it('falls back to the offline tiles, with a note, when the internet is blocked; the fleet is drawn all the same', SLOW, async () => {
    const { context, page } = await newPage(browser);
    const tried = await blockInternet(context);
    await context.addInitScript(RECORD_FIRST_VIEW);
    const bytes = countBasemapBytes(page);
    await openMonitor(page);
    await expect.poll(() => mapView(page).getAttribute('data-basemap'), { timeout: 30_000 }).toBe('offline');
    // The fleet first: the basemap waits until assets are drawn (or ASSETS_FIRST_MAX_MS, 2 s, on a very slow machine).
    const firstView = (await page.evaluate('window.__firstView')) as { held?: number; assets?: number; basemap?: number };
    expect(firstView.held).toBeTypeOf('number');
    expect(firstView.basemap).toBeGreaterThan(firstView.held!);
    if (firstView.basemap! - firstView.held! < 1_900) expect(firstView.assets).toBeLessThanOrEqual(firstView.basemap!);
    // The chosen type stays roadmap (online next time); the note says why the offline map shows.
    await expect(mapView(page).getAttribute('data-map-type')).resolves.toBe('roadmap');
    await expect(page.getByTestId('map-offline-note').innerText()).resolves.toBe('Online map unreachable — showing the offline map');
    expect(tried.some((url) => url.startsWith('https://tiles.openfreemap.org/'))).toBe(true);
    await waitForBasemap(page);
    const overview = await bytes();
    console.log(`first view (the whole fleet): ${overview.files} basemap files, ${(overview.bytes / 1024).toFixed(0)} KB as sent`);
    expect(overview.bytes).toBeLessThan(461 * 1024);
    // The fleet over the offline tiles: single markers at Shah Alam.
    await expectFleetAtShahAlam(page);
    await expect(page.locator('.maplibregl-ctrl-attrib').innerText()).resolves.toContain('© OpenStreetMap contributors');
    await context.close();
  });

  it('gives up on an online style that hangs after a timeout, and draws the fleet though no basemap ever loads', SLOW, async () => {
    const { context, page } = await newPage(browser);
    // The online style never answers (a connection that hangs; the route added last wins), and neither do the
    // offline tiles: the fleet must be drawn all the same, never waiting for a basemap.
    await blockInternet(context);
    const hang = () => new Promise<void>(() => undefined);
    await context.route('https://tiles.openfreemap.org/**', hang);
    await context.route(/\/basemap\/(tiles\/|[a-z]+\.json)/, hang);
    await openMonitor(page);
    await expect.poll(() => mapView(page).getAttribute('data-basemap'), { timeout: 30_000 }).toBe('offline');
    await expect(page.getByTestId('map-offline-note').isVisible()).resolves.toBe(true);
    await expectFleetAtShahAlam(page);
    const basemapLoaded = await page.evaluate(() => (window as unknown as { __fleetMap?: { map: { isStyleLoaded(): boolean } } }).__fleetMap?.map.isStyleLoaded());
    expect(basemapLoaded).toBe(false);
    await context.close();
  });

  it('switches the map type in the Layers menu; the choice is kept in localStorage mapType and survives a reload', SLOW, async () => {
    const { context, page } = await newPage(browser);
    await blockInternet(context);
    await openMonitor(page);
    await expect.poll(() => mapView(page).getAttribute('data-basemap'), { timeout: 30_000 }).toBe('offline');
    await page.getByTestId('map-layers').click();
    await expect(page.getByTestId('map-type-menu').innerText()).resolves.toMatch(/Roadmap\s+Offline/);
    await expect(page.getByTestId('map-type-roadmap').getAttribute('data-state')).resolves.toBe('checked');
    await page.getByTestId('map-type-offline').click();
    await expect.poll(() => mapView(page).getAttribute('data-map-type')).toBe('offline');
    await expect(page.getByTestId('map-offline-note').count()).resolves.toBe(0);
    expect(await storageValue(page, 'mapType')).toBe('offline');
    await page.keyboard.press('Escape');

    await page.reload();
    await waitForMonitor(page);
    await expect.poll(() => mapView(page).getAttribute('data-map-type')).toBe('offline');
    // The basemap is let in once the fleet is drawn.
    await expect.poll(() => mapView(page).getAttribute('data-basemap'), { timeout: 30_000 }).toBe('offline');
    await waitForBasemap(page);
    await page.getByTestId('map-layers').click();
    await expect(page.getByTestId('map-type-offline').getAttribute('data-state')).resolves.toBe('checked');
    await page.getByTestId('map-type-roadmap').click();
    await expect.poll(() => mapView(page).getAttribute('data-map-type')).toBe('roadmap');
    expect(await storageValue(page, 'mapType')).toBe('roadmap');
    // Found unreachable a moment ago in this page: straight to the offline map with the note, no second wait.
    await expect(page.getByTestId('map-offline-note').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('serves tiles as vector tiles cached for good, 204 for an empty one, 404 for an unknown tileset', SLOW, async () => {
    const tileJson = (await (await fetch(`${server.url}/basemap/land.json`)).json()) as { tiles: string[]; maxzoom: number };
    expect(tileJson.maxzoom).toBe(10);
    const template = `${server.url}/basemap/${tileJson.tiles[0]}`;
    const url = (z: number, x: number, y: number) => template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    // Zoom 10 over Shah Alam: land (the tile's x and y from the Web Mercator formulas).
    const n = 2 ** 10;
    const x = Math.floor(((SHAH_ALAM.lng + 180) / 360) * n);
    const rad = (SHAH_ALAM.lat * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
    const land = await fetch(url(10, x, y), { headers: { 'accept-encoding': 'br' } });
    expect(land.status).toBe(200);
    expect(land.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(land.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await land.arrayBuffer()).length).toBeGreaterThan(0);
    // Open sea in the Indian Ocean: nothing there, an empty answer MapLibre takes without an error.
    const sea = await fetch(url(8, 180, 140));
    expect(sea.status).toBe(204);
    expect(sea.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/basemap/tiles/land-0000000000/0/0/0.pbf`)).status).toBe(404);
    expect((await fetch(`${server.url}/basemap/land.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('shows the offline basemap at street level where the fleet drives (screenshots) and measures what a view downloads', SLOW, async () => {
    const { context, page } = await newPage(browser, 1280, 800);
    await blockInternet(context);
    await openMonitor(page);
    await page.getByTestId('map-layers').click();
    await page.getByTestId('map-type-offline').click();
    await page.keyboard.press('Escape');
    await waitForBasemap(page);

    const street = countBasemapBytes(page);
    await shoot(page, 'shah-alam-z16', SHAH_ALAM.lng, SHAH_ALAM.lat, 16);
    const streetBytes = await street();
    console.log(`street view (Shah Alam, zoom 16): ${streetBytes.files} basemap files, ${(streetBytes.bytes / 1024).toFixed(1)} KB as sent`);

    const list = await assets();
    const positions = await livePositions(page);
    const boats = list.filter((a) => a.type === 'boat').map((a) => positions[a.assetId]).filter((p): p is [number, number] => p !== undefined);
    const atBerth = boats.find(([lng, lat]) => Math.abs(lng - BERTHS.lng) < 0.01 && Math.abs(lat - BERTHS.lat) < 0.02);
    await shoot(page, 'port-klang-berths-z15', ...(atBerth ?? [BERTHS.lng, BERTHS.lat]), 15);
    // In the daytime the boats are out: the one nearest the port, on the water of the channel or the Straits.
    const nearest = boats.sort((a, b) => Math.hypot(a[0] - BERTHS.lng, a[1] - BERTHS.lat) - Math.hypot(b[0] - BERTHS.lng, b[1] - BERTHS.lat))[0];
    console.log(`boats: ${boats.length}, at the berths: ${atBerth ? 'yes' : 'no'}, nearest ${nearest?.join(', ') ?? 'none'}`);
    if (!atBerth && nearest) await shoot(page, 'port-klang-boat-z15', nearest[0], nearest[1], 15);
    // A truck driving an inter-town road: moving, away from the depots' towns (Shah Alam, Johor Bahru, Butterworth).
    const statuses = await liveStatuses(page);
    const depots = [SHAH_ALAM, { lng: 103.758, lat: 1.464 }, { lng: 100.364, lat: 5.399 }];
    const onTheRoad = list
      .filter((a) => a.type === 'truck' && statuses[a.assetId] === 'Moving')
      .map((a) => positions[a.assetId])
      .find((p): p is [number, number] => p !== undefined && depots.every((d) => Math.hypot(p[0] - d.lng, p[1] - d.lat) > 0.15));
    console.log(`inter-town truck: ${onTheRoad ? onTheRoad.join(', ') : 'none on the road now (the Shah Alam - Seremban road instead)'}`);
    await shoot(page, 'inter-town-z15', ...(onTheRoad ?? [101.75, 2.85]), onTheRoad ? 15 : 11);
    await shoot(page, 'malaysia-z6', 108.5, 4.2, 5.6);
    await context.close();
  });
});
