import type { LiveAsset, StatusCounts, AssetStatus } from '@fleet/domain';
import type { Page } from 'playwright-core';

/** What the page exposes for tests (map-kit's window.__fleetMap and the app's window.__fleetLive). */
interface TestWindow {
  __fleetMap?: {
    map: { project(lngLat: [number, number]): { x: number; y: number }; jumpTo(options: { center: [number, number]; zoom: number }): void };
    pickAssetsAt(x: number, y: number): number[];
    renderedAssetIds(): number[];
    drawnAssetCount(): number;
  };
  __fleetLive?: { positions(): Record<number, [number, number]>; statuses(): Record<number, string>; size: number };
}

/** Turns the test hooks on for the production build; call on a page of the app's origin before opening the map. */
export async function enableTestHooks(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fleetTestHooks', '1'));
}

/** Signs in on the page through the form with the test hooks on, opens the Monitor map and waits for its snapshot. */
export async function openMonitorMap(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await enableTestHooks(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${baseUrl}/monitor/map`);
  await waitForMonitor(page);
}

/** Waits until the monitor has its first live snapshot and the map (when shown) draws the assets. */
export async function waitForMonitor(page: Page): Promise<void> {
  await page.locator('[data-testid="monitor-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => ((window as unknown as TestWindow).__fleetLive?.size ?? 0) > 0, null, { timeout: 60_000 });
}

/** Positions of every asset in the page's live store: id -> [lng, lat]. */
export function livePositions(page: Page): Promise<Record<number, [number, number]>> {
  return page.evaluate(() => (window as unknown as TestWindow).__fleetLive?.positions() ?? {});
}

/** Statuses of every asset in the page's live store. */
export function liveStatuses(page: Page): Promise<Record<number, string>> {
  return page.evaluate(() => (window as unknown as TestWindow).__fleetLive?.statuses() ?? {});
}

/** Asset ids the map draws as single markers. */
export function renderedAssetIds(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as TestWindow).__fleetMap?.renderedAssetIds() ?? []);
}

/** Assets the map draws in view, as single markers or inside clusters (parked vehicles at one depot cluster). */
export function drawnAssetCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as TestWindow).__fleetMap?.drawnAssetCount() ?? 0);
}

/** Moves the camera. */
export async function jumpTo(page: Page, lng: number, lat: number, zoom: number): Promise<void> {
  await page.evaluate(([x, y, z]) => (window as unknown as TestWindow).__fleetMap?.map.jumpTo({ center: [x as number, y as number], zoom: z as number }), [lng, lat, zoom]);
}

/** The map-relative pixel of a position, and the ids under a map pixel. */
export function project(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  return page.evaluate(([x, y]) => (window as unknown as TestWindow).__fleetMap!.map.project([x as number, y as number]), [lng, lat]);
}
export function pickAssetsAt(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(([px, py]) => (window as unknown as TestWindow).__fleetMap?.pickAssetsAt(px as number, py as number) ?? [], [x, y]);
}

/** GET /v2/live/assets with a bearer token. */
export async function fetchLiveAssets(baseUrl: string, token: string): Promise<LiveAsset[]> {
  const r = await fetch(`${baseUrl}/v2/live/assets`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await r.json()) as { assets: LiveAsset[] };
  return body.assets;
}

/**
 * Statuses of every asset the user may see: the live ones, and Inactive for those that never reported (they are not
 * in the live feed).
 */
export async function fetchFleetStatuses(baseUrl: string, token: string): Promise<AssetStatus[]> {
  const live = await fetchLiveAssets(baseUrl, token);
  const r = await fetch(`${baseUrl}/v2/assets`, { headers: { authorization: `Bearer ${token}` } });
  const { assets } = (await r.json()) as { assets: { assetId: number }[] };
  const seen = new Set(live.map((a) => a.assetId));
  return [...live.map((a) => a.status), ...assets.filter((a) => !seen.has(a.assetId)).map((): AssetStatus => 'Inactive')];
}

/** The counts the status filter shows. */
export async function shownCounts(page: Page): Promise<StatusCounts> {
  const read = async (key: string) => Number(await page.getByTestId(`status-filter-count-${key}`).innerText());
  return { All: await read('All'), Move: await read('Move'), Idle: await read('Idle'), Park: await read('Park'), Inactive: await read('Inactive') };
}
