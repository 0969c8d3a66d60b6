import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { enableTestHooks } from './support/monitor';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
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

interface PlaybackHooks {
  time: number;
  playing: boolean;
  speed: number;
  markers: [number, number, number][];
  routes: [number, number][][];
}

const hooks = (page: Page) => page.evaluate(() => (window as unknown as { __fleetPlayback?: PlaybackHooks }).__fleetPlayback ?? null);

/** Chooses an asset in the playback select by (part of) its name. */
async function pick(page: Page, name: string): Promise<void> {
  await page.getByTestId('playback-asset-trigger').click();
  await page.getByTestId('playback-asset-search').fill(name);
  await page.getByTestId('playback-asset-option').first().click();
  await page.keyboard.press('Escape');
}

/** The route distance of a point: index of the nearest route vertex (to check that the marker follows the route). */
function nearestVertexDistance(route: [number, number][], at: [number, number]): number {
  let best = Infinity;
  for (const [lng, lat] of route) best = Math.min(best, Math.hypot(lng - at[0], lat - at[1]));
  return best;
}

async function openTruckDay(page: Page): Promise<void> {
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
  await enableTestHooks(page);
  await page.goto(`${server.url}/playback`);
  await page.getByTestId('playback-page').waitFor();
  // Load Data is disabled with the spec's tooltip until an asset is chosen.
  expect(await page.getByTestId('load-data').isDisabled()).toBe(true);
  expect(await page.getByTestId('load-data').getAttribute('title')).toBe(MESSAGES.playbackLoadDisabled);
  await pick(page, 'Hino 700');
  await page.getByTestId('load-data').click();
  await page.waitForFunction(() => ((window as unknown as { __fleetPlayback?: PlaybackHooks }).__fleetPlayback?.routes[0]?.length ?? 0) > 10, null, { timeout: 60_000 });
}

describe('playback', () => {
  it('replays a day of a demo truck at 8x along its route, pauses and jumps to the next event', async () => {
    const { context, page } = await newPage(browser);
    await openTruckDay(page);
    const start = (await hooks(page))!;
    await page.getByTestId('player-speed').getByText('8x').click();
    await page.getByTestId('player-toggle').click();
    await page.waitForTimeout(1500);
    const moving = (await hooks(page))!;
    expect(moving.playing).toBe(true);
    expect(moving.speed).toBe(8);
    // 1.5 s at 8x is about 2 hours of the day.
    expect(moving.time - start.time).toBeGreaterThan(30 * 60_000);
    await page.waitForTimeout(1500);
    const later = (await hooks(page))!;
    expect(later.time).toBeGreaterThan(moving.time);
    for (const h of [moving, later]) expect(nearestVertexDistance(h.routes[0]!, [h.markers[0]![0], h.markers[0]![1]])).toBeLessThan(0.02);
    await screenshot(page, 'playback-playing');

    await page.getByTestId('player-toggle').click();
    const paused = (await hooks(page))!;
    await page.waitForTimeout(500);
    expect((await hooks(page))!.time).toBe(paused.time);
    expect(await page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Resume');
    await page.getByTestId('player-end').click();
    const jumped = (await hooks(page))!;
    expect(jumped.time).toBeGreaterThan(paused.time);
    await context.close();
  });

  it('replays two assets together on one timeline, each with its own route', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    await enableTestHooks(page);
    await page.goto(`${server.url}/playback`);
    await page.getByTestId('playback-several').check();
    await pick(page, 'Hino 700');
    await pick(page, 'Isuzu FVR');
    await page.getByTestId('load-data').click();
    await page.waitForFunction(() => ((window as unknown as { __fleetPlayback?: PlaybackHooks }).__fleetPlayback?.routes.length ?? 0) === 2, null, { timeout: 60_000 });
    await page.getByTestId('playback-legend').waitFor();
    await page.getByTestId('player-speed').getByText('8x').click();
    await page.getByTestId('player-toggle').click();
    await page.waitForTimeout(1500);
    const h = (await hooks(page))!;
    expect(h.markers).toHaveLength(2);
    expect(h.markers[0]).not.toEqual(h.markers[1]);
    await screenshot(page, 'playback-two-assets');
    await context.close();
  });

  it('exports a PDF with the map and the table, and downloads the map image', async () => {
    const { context, page } = await newPage(browser);
    await openTruckDay(page);
    await page.getByTestId('playback-export').click();
    await page.getByTestId('playback-export-pdf').click();
    expect(await page.getByTestId('export-options-export').count()).toBe(0);
    await page.getByTestId('export-option-map').click();
    await page.getByTestId('export-option-table').click();
    await page.getByTestId('export-options-export').click();
    await page.getByTestId('pdf-export-dialog').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'playback-pdf-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const pdfPath = join(artefactDir, 'playback.pdf');
    await download.saveAs(pdfPath);
    // The PDF holds the map as an image and the table's text.
    const images = execFileSync('pdfimages', ['-list', pdfPath], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThanOrEqual(2);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: Playback - Hino 700');
    expect(text).toMatch(/Moving|Parked|Idling/);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(artefactDir, 'playback-pdf-page')]);

    await page.getByTestId('playback-export').click();
    const [image] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('playback-map-download').click()]);
    expect(image.suggestedFilename()).toBe('Playback-Map.jpg');
    const jpgPath = join(artefactDir, 'Playback-Map.jpg');
    await image.saveAs(jpgPath);
    const jpg = readFileSync(jpgPath);
    expect([jpg[0], jpg[1]]).toEqual([0xff, 0xd8]);
    expect(jpg.length).toBeGreaterThan(5_000);
    await context.close();
  });

  it("opens a report row's Playback modal: the replay without the toolbar, overspeed marked", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/reports`);
    await page.getByTestId('report-type').click();
    await page.getByTestId('report-type-option').filter({ hasText: /^Summary$/ }).first().click();
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-grid-search').fill('Hino 700');
    await page.getByTestId('row-playback').first().click();
    await page.getByTestId('report-playback').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('report-playback').getByTestId('playback-toolbar').count()).toBe(0);
    await page.getByTestId('report-playback').getByTestId('player-bar').waitFor();
    await screenshot(page, 'report-playback-modal');
    await context.close();
  });
});
