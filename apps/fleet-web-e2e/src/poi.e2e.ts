import { MESSAGES, poiAddedMessage, type Poi } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { enableTestHooks, jumpTo, project, waitForMonitor } from './support/monitor';
import type { RunningServer } from './support/server';
import { apiToken, signIn, storageValue } from './support/session';

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ server, browser, close } = await startHarness({ FLEET_BACKFILL_DAYS: '1' }));
  token = await apiToken(server.url, 'admin', 'admin');
});

afterAll(async () => {
  await close?.();
});

/** A quiet spot south-west of the demo fleet (no markers to click by mistake). */
const SPOT = { lng: 101.3, lat: 2.86, zoom: 15 };

/** GET /v2/settings/poi/:uid, the POI named `name` (or undefined). */
async function storedPoi(uid: string, name: string): Promise<Poi | undefined> {
  const r = await fetch(`${server.url}/v2/settings/poi/${uid}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await r.json()) as { pois: Poi[] };
  return body.pois.find((p) => p.name === name);
}

/** The page pixel of a position on the map. */
async function pixelOf(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator('[data-testid="monitor-map"] canvas.maplibregl-canvas').boundingBox())!;
  const p = await project(page, lng, lat);
  return { x: box.x + p.x, y: box.y + p.y };
}

/** Drags with the left button in small steps (terra-draw needs pointer moves between down and up). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) / 4, from.y + (to.y - from.y) / 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

async function openPoiMenu(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByTestId('poi-menu').waitFor();
}

describe('POI management on the monitor map', () => {
  it('draws, names and adds a POI, reshapes it (add then remove a vertex), and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await enableTestHooks(page);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    const uid = (JSON.parse((await storageValue(page, 'userInfo')) ?? '{}') as { uid: string }).uid;
    expect(uid).toBeTruthy();
    await page.goto(`${server.url}/monitor/map`);
    await waitForMonitor(page);
    await page.waitForTimeout(1200);
    await jumpTo(page, SPOT.lng, SPOT.lat, SPOT.zoom);
    await page.waitForTimeout(800);

    // Add: click three points, then the first one again to close the triangle.
    const canvas = (await page.locator('[data-testid="monitor-map"] canvas.maplibregl-canvas').boundingBox())!;
    const cx = canvas.x + canvas.width / 2 + 100;
    const cy = canvas.y + canvas.height / 2;
    const corners = [
      { x: cx - 140, y: cy + 100 },
      { x: cx + 140, y: cy + 100 },
      { x: cx, y: cy - 120 },
    ];
    await page.getByTestId('poi-add').click();
    await page.getByTestId('poi-hint').waitFor();
    for (const c of [...corners, corners[0]!]) {
      await page.mouse.click(c.x, c.y);
      await page.waitForTimeout(300);
    }
    await page.getByTestId('poi-name').waitFor();
    await screenshot(page, 'poi-drawn');
    expect(await page.getByTestId('poi-save').innerText()).toBe('Add POI');
    // A blank name is refused.
    await page.getByTestId('poi-name').fill('   ');
    await page.getByTestId('poi-save').click();
    await page.getByText(MESSAGES.poiNameRequired).waitFor();
    const name = `E2E Yard ${Date.now()}`;
    await page.getByTestId('poi-name').fill(name);
    await page.getByTestId('poi-save').click();
    await page.getByText(poiAddedMessage(name)).waitFor();
    await expect.poll(async () => (await storedPoi(uid, name))?.paths.length, { timeout: 10_000 }).toBe(3);
    const added = (await storedPoi(uid, name))!;
    await expect(page.getByTestId('poi-panel').count()).resolves.toBe(0);
    await page.waitForTimeout(500);
    await screenshot(page, 'poi-added');

    // Edit: drag the midpoint of the first side outwards, then Save.
    const inside = { x: cx, y: cy + 30 };
    await openPoiMenu(page, inside);
    await screenshot(page, 'poi-menu');
    await page.getByTestId('poi-menu-edit').click();
    expect(await page.getByTestId('poi-save').innerText()).toBe('Save');
    await page.waitForTimeout(500);
    const [a, b] = [added.paths[0]!, added.paths[1]!];
    const pa = await pixelOf(page, a.lng, a.lat);
    const pb = await pixelOf(page, b.lng, b.lat);
    const mid = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
    await drag(page, mid, { x: mid.x, y: mid.y + 70 });
    await page.waitForTimeout(300);
    await screenshot(page, 'poi-midpoint-dragged');
    await page.getByTestId('poi-save').click();
    await page.getByText(MESSAGES.poiUpdated).waitFor();
    await expect.poll(async () => (await storedPoi(uid, name))?.paths.length, { timeout: 10_000 }).toBe(4);
    const grown = (await storedPoi(uid, name))!;
    expect(grown.id).toBe(added.id);

    // Edit again: right-click the new vertex to remove it; a triangle then refuses to lose one more.
    await page.getByText(MESSAGES.poiUpdated).waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    await openPoiMenu(page, inside);
    await page.getByTestId('poi-menu-edit').click();
    await page.waitForTimeout(500);
    const added4th = grown.paths.find((p) => !added.paths.some((q) => Math.abs(q.lat - p.lat) < 1e-6 && Math.abs(q.lng - p.lng) < 1e-6))!;
    const pv = await pixelOf(page, added4th.lng, added4th.lat);
    await page.mouse.click(pv.x, pv.y, { button: 'right' });
    await page.waitForTimeout(300);
    const pc = await pixelOf(page, added.paths[2]!.lng, added.paths[2]!.lat);
    await page.mouse.click(pc.x, pc.y, { button: 'right' });
    await page.waitForTimeout(300);
    await screenshot(page, 'poi-vertex-removed');
    await page.getByTestId('poi-save').click();
    await page.getByText(MESSAGES.poiUpdated).waitFor();
    await expect.poll(async () => (await storedPoi(uid, name))?.paths.length, { timeout: 10_000 }).toBe(3);
    // The new vertex went; the corner right-clicked afterwards stayed (a polygon keeps 3 vertices).
    const shrunk = (await storedPoi(uid, name))!;
    for (const corner of added.paths) {
      expect(shrunk.paths.some((p) => Math.abs(p.lat - corner.lat) < 1e-6 && Math.abs(p.lng - corner.lng) < 1e-6)).toBe(true);
    }

    // Delete.
    await openPoiMenu(page, inside);
    await page.getByTestId('poi-menu-delete').click();
    await page.getByText(MESSAGES.poiDeleted).waitFor();
    await expect.poll(async () => storedPoi(uid, name), { timeout: 10_000 }).toBeUndefined();
    await screenshot(page, 'poi-deleted');
    await context.close();
  });
});
