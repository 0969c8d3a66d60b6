import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { enableTestHooks } from './support/monitor';
import type { RunningServer } from './support/server';
import { runAndWait, runFirstRowAction, searchGridAsset } from './support/reports';
import { signIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, browser, close } = await startHarness({ FLEET_BACKFILL_DAYS: '1' }));
});

afterAll(async () => {
  await close?.();
});

/** The demo machine whose Input report opens the PTO analysis. */
const MACHINE = 'Tractor John Deere';

/** map-kit's browser-test hook (window.__fleetMap) as far as this test uses it. */
interface MapHooks {
  map: {
    project(lngLat: [number, number]): { x: number; y: number };
    fitBounds(bounds: [[number, number], [number, number]], options: { padding: number; duration: number; maxZoom: number }): void;
    jumpTo(options: { center: [number, number]; zoom: number }): void;
    getZoom(): number;
    loaded(): boolean;
    isMoving(): boolean;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value for an instant (local time). */
const localValue = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

const text = async (page: Page, key: string) => (await page.getByTestId(`pto-field-${key}`).innerText()).trim();

/** Clicks the map at pixels of its own (relative to the map container). */
async function clickMap(page: Page, container: Locator, x: number, y: number): Promise<void> {
  const box = (await container.boundingBox())!;
  await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForTimeout(150);
}

describe('PTO analysis', () => {
  it("opens a machine's PTO analysis from the Input report: units, a map on the work with a scale bar, layers and areas of interest", async () => {
    const { context, page } = await newPage(browser, 1500, 950);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    await enableTestHooks(page);
    await page.goto(`${server.url}/reports`);
    await page.getByTestId('reports-page').waitFor();
    await page.getByTestId('report-type').click();
    await page.getByTestId('report-type-option').filter({ hasText: /^Input$/ }).first().click();
    // Yesterday and today: the backfilled day of work.
    const now = new Date();
    await page.getByTestId('report-from').fill(localValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)));
    await runAndWait(page);
    await searchGridAsset(page, MACHINE);
    await runFirstRowAction(page, 'row-pto');

    // The summary with every field, in m² (units labelled m², km², acres, hectares).
    const view = page.getByTestId('pto-analysis');
    await view.waitFor({ timeout: 60_000 });
    expect(await text(page, 'asset')).toContain(MACHINE);
    expect(await text(page, 'inputType')).not.toBe('');
    expect(await text(page, 'onCount')).toMatch(/^\d+ times?$/);
    expect(await text(page, 'distance')).toMatch(/ m$/);
    const metres = await text(page, 'areaNoOverlap');
    expect(metres).toMatch(/ m²$/);
    expect(await page.getByTestId('pto-completion').innerText()).toBe('100');
    for (const key of ['polyline', 'heatmap', 'polygons']) expect(await page.getByTestId(`pto-toggle-${key}`).isChecked()).toBe(false);
    // The map initialises after 2 s; a placeholder until then.
    expect(await page.getByTestId('pto-map-placeholder').count()).toBe(1);
    await screenshot(page, 'pto-summary');

    // Square kilometres: 194,910 m² read '194.91 Kilometers' before; it is 0.19 km².
    const m2 = Number(metres.replace(/[^\d.]/g, ''));
    await page.getByTestId('pto-unit').click();
    expect(await page.getByTestId('pto-unit-option').allInnerTexts()).toEqual(['m²', 'km²', 'acres', 'hectares']);
    await page.getByTestId('pto-unit-option').filter({ hasText: /^km²$/ }).click();
    const km2 = await text(page, 'areaNoOverlap');
    expect(km2).toMatch(/ km²$/);
    expect(Number(km2.replace(/[^\d.]/g, ''))).toBeCloseTo(m2 / 1_000_000, 2);
    // Hectares: the areas are converted, the distance is in km.
    await page.getByTestId('pto-unit').click();
    await page.getByTestId('pto-unit-option').filter({ hasText: /^hectares$/ }).click();
    const hectares = await text(page, 'areaNoOverlap');
    expect(hectares).toMatch(/ hectares$/);
    expect(hectares).not.toBe(metres);
    expect(Number(hectares.replace(/[^\d.]/g, ''))).toBeCloseTo(m2 / 10_000, 1);
    expect(await text(page, 'distance')).toMatch(/ km$/);

    // The map, centred on the work at zoom 10; the polyline on.
    await page.locator('[data-testid="pto-map"][data-ready="true"]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('pto-map').getAttribute('data-zoom')).toBe('10');
    await page.waitForFunction(() => (window as unknown as { __fleetMap?: MapHooks }).__fleetMap?.map.loaded() === true, null, { timeout: 30_000 });
    await page.getByTestId('pto-toggle-polyline').check();
    // The map zooms to the work by itself (a field at zoom 10 was a dot): every corner of the work is in view, closer.
    await page.waitForTimeout(800);
    await page.waitForFunction(() => (window as unknown as { __fleetMap: MapHooks }).__fleetMap.map.isMoving() === false);
    const bounds = JSON.parse((await page.getByTestId('pto-map').getAttribute('data-bounds'))!) as [number, number, number, number];
    const container = page.getByTestId('pto-map').getByTestId('map-view');
    const size = (await container.boundingBox())!;
    const fitted = await page.evaluate((b) => {
      const { map } = (window as unknown as { __fleetMap: MapHooks }).__fleetMap;
      return { zoom: map.getZoom(), sw: map.project([b[0], b[1]]), ne: map.project([b[2], b[3]]) };
    }, bounds);
    expect(fitted.zoom).toBeGreaterThan(12);
    for (const p of [fitted.sw, fitted.ne]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(size.width);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(size.height);
    }
    // A metric scale bar.
    const scale = page.getByTestId('pto-map').locator('.maplibregl-ctrl-scale');
    expect(await scale.isVisible()).toBe(true);
    expect(await scale.innerText()).toMatch(/^\d+(\.\d+)?\s?(m|km)$/);
    await screenshot(page, 'pto-polyline');

    // Draw an area of interest around the work: 4 points, then the first again to close.
    const corners = await page.evaluate(
      ({ b, width, height }) => {
        const { map } = (window as unknown as { __fleetMap: MapHooks }).__fleetMap;
        const sw = map.project([b[0], b[1]]);
        const ne = map.project([b[2], b[3]]);
        // A square around the centre of the work, a little larger than it but inside the map (a click outside the
        // map would land on the modal's overlay).
        const cx = (sw.x + ne.x) / 2;
        const cy = (sw.y + ne.y) / 2;
        const half = Math.min(Math.max(Math.abs(ne.x - sw.x), Math.abs(sw.y - ne.y), 80) / 2 + 30, width / 2 - 40, height / 2 - 40);
        return [
          [cx - half, cy - half],
          [cx + half, cy - half],
          [cx + half, cy + half],
          [cx - half, cy + half],
        ] as [number, number][];
      },
      { b: bounds, width: size.width, height: size.height },
    );
    await page.getByTestId('pto-draw-aoi').click();
    await page.waitForTimeout(500);
    for (const [x, y] of [...corners, corners[0]!]) await clickMap(page, container, x, y);
    await page.waitForFunction(() => document.querySelector('[data-testid="pto-analysis"]')?.getAttribute('data-aoi-m2') !== '', null, { timeout: 10_000 });
    const completion = Number(await page.getByTestId('pto-completion').innerText());
    expect(completion).not.toBe(100);
    expect(completion).toBeGreaterThan(0);
    expect(await text(page, 'aoi')).toMatch(/ hectares$/);
    await screenshot(page, 'pto-area-of-interest');

    // The swept polygons and the heatmap of the ON points over the work.
    await page.getByTestId('pto-toggle-polyline').uncheck();
    await page.getByTestId('pto-toggle-polygons').check();
    await page.waitForTimeout(1000);
    await screenshot(page, 'pto-polygons');
    await page.getByTestId('pto-toggle-heatmap').check();
    await page.waitForTimeout(1000);
    await screenshot(page, 'pto-polygons-heatmap');

    // Clear Area: back to 100 % of itself.
    await page.getByTestId('pto-clear-aoi').click();
    expect(await page.getByTestId('pto-completion').innerText()).toBe('100');

    // An area of interest on empty land, about 3 km east of the work: none of the work is inside, 0 %.
    await page.evaluate((b) => {
      const { map } = (window as unknown as { __fleetMap: MapHooks }).__fleetMap;
      map.jumpTo({ center: [b[2] + 0.03, (b[1] + b[3]) / 2], zoom: 15 });
    }, bounds);
    await page.waitForFunction(() => (window as unknown as { __fleetMap: MapHooks }).__fleetMap.map.isMoving() === false);
    await page.getByTestId('pto-draw-aoi').click();
    await page.waitForTimeout(500);
    const empty: [number, number][] = [
      [size.width / 2 - 80, size.height / 2 - 80],
      [size.width / 2 + 80, size.height / 2 - 80],
      [size.width / 2 + 80, size.height / 2 + 80],
      [size.width / 2 - 80, size.height / 2 + 80],
    ];
    for (const [x, y] of [...empty, empty[0]!]) await clickMap(page, container, x, y);
    await page.waitForFunction(() => document.querySelector('[data-testid="pto-analysis"]')?.getAttribute('data-aoi-m2') !== '', null, { timeout: 10_000 });
    const aoiM2 = Number(await page.getByTestId('pto-analysis').getAttribute('data-aoi-m2'));
    expect(aoiM2).toBeGreaterThan(1000);
    // Before, the whole worked area over this area of interest.
    console.log(`PTO: area of interest on empty land ${Math.round(aoiM2)} m²; worked ${m2} m²; read ${Math.round((m2 / aoiM2) * 100)} % before, now ${await page.getByTestId('pto-completion').innerText()} %`);
    expect(await page.getByTestId('pto-completion').innerText()).toBe('0');
    expect(await text(page, 'completion')).toBe('0%');
    await screenshot(page, 'pto-area-of-interest-empty-land');
    await context.close();
  });
});
