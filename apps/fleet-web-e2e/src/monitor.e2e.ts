import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { countByStatus, type AssetSummary, type StatusCounts } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import {
  enableTestHooks,
  fetchFleetStatuses,
  fetchLiveAssets,
  jumpTo,
  livePositions,
  liveStatuses,
  pickAssetsAt,
  project,
  renderedAssetIds,
  shownCounts,
  waitForMonitor,
} from './support/monitor';
import { harnessForFile } from './support/harness';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let token: string;

// The simulator drives the demo fleet live; one day of history keeps the first start quick.
harnessForFile({ FLEET_BACKFILL_DAYS: '1' }, (h) => {
  ({ server, browser, token } = h);
});

/** A signed-in demo page with the test hooks on, at `path`. */
async function openMonitor(path: string, width = 1400, height = 900): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, width, height);
  await page.goto(`${server.url}/login`);
  await enableTestHooks(page);
  await signIn(page, server.url, 'demo', 'demo');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}${path}`);
  await waitForMonitor(page);
  return { page, close: () => context.close() };
}

/** The multi-select filter (SPEC §4 v2) down to one status: All off (nothing chosen), then the status. */
async function onlyStatus(page: Page, key: 'Move' | 'Idle' | 'Park' | 'Inactive'): Promise<void> {
  const all = page.getByTestId('status-filter-All');
  if ((await all.getAttribute('aria-pressed')) === 'true') await all.click();
  await expect.poll(() => all.getAttribute('aria-pressed')).toBe('false');
  await page.getByTestId(`status-filter-${key}`).click();
  await expect.poll(() => page.getByTestId(`status-filter-${key}`).getAttribute('aria-pressed')).toBe('true');
}

async function assetList(): Promise<AssetSummary[]> {
  const r = await fetch(`${server.url}/v2/assets`, { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { assets: AssetSummary[] }).assets;
}

/** Shah Alam, where the demo trucks drive the OSM roads. */
const SHAH_ALAM = { lng: 101.52, lat: 3.07 };

describe('the Monitor map', () => {
  it('shows the demo fleet, and the markers move between two screenshots', async () => {
    const { page, close } = await openMonitor('/monitor/map');
    await page.getByTestId('map-view').waitFor();
    const live = await fetchLiveAssets(server.url, token);
    await expect.poll(async () => Object.keys(await livePositions(page)).length).toBe(live.length);

    // Close to a moving asset (in the Klang Valley when one drives there), so that single markers show and move.
    const [positions, statuses] = [await livePositions(page), await liveStatuses(page)];
    const moving = Object.keys(statuses)
      .filter((id) => statuses[Number(id)] === 'Moving')
      .map((id) => positions[Number(id)] as [number, number]);
    const local = moving.find(([lng, lat]) => Math.abs(lng - SHAH_ALAM.lng) < 0.3 && Math.abs(lat - SHAH_ALAM.lat) < 0.3);
    const [cx, cy] = local ?? moving[0] ?? [SHAH_ALAM.lng, SHAH_ALAM.lat];
    // Let the first fit to the fleet finish, then move the camera (again, should anything still move it).
    await page.waitForTimeout(1000);
    await expect
      .poll(
        async () => {
          await jumpTo(page, cx, cy, 14);
          await page.waitForTimeout(500);
          return (await renderedAssetIds(page)).length;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    const before = await livePositions(page);
    await screenshot(page, 'monitor-map-1');

    await page.waitForTimeout(8000);
    const after = await livePositions(page);
    await screenshot(page, 'monitor-map-2');
    const moved = Object.keys(after).filter((id) => {
      const a = before[Number(id)];
      const b = after[Number(id)];
      return a && b && (a[0] !== b[0] || a[1] !== b[1]);
    });
    expect(moved.length).toBeGreaterThan(0);
    await close();
  });

  it('shows the status counts of GET /v2/live/assets, never-reported assets as Inactive', async () => {
    const { page, close } = await openMonitor('/monitor/map');
    // The fleet changes while it is read: compare until a server read and the page agree.
    await expect
      .poll(
        async () => {
          const expected = countByStatus(await fetchFleetStatuses(server.url, token));
          return sameCounts(expected, await shownCounts(page));
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await close();
  });

  it('a cluster click lists its assets', async () => {
    const { page, close } = await openMonitor('/monitor/map');
    await page.getByTestId('map-view').waitFor();
    await jumpTo(page, SHAH_ALAM.lng, SHAH_ALAM.lat, 7);
    await page.waitForTimeout(2000);
    // Find a cluster: the screen point, near the Klang Valley assets, with more than one asset under it. Assets keep
    // moving and a CPU-rendered frame can take a second, so a cluster may have changed by the time of the click: look
    // again and retry a few times.
    const list = page.getByTestId('cluster-list');
    let opened = false;
    for (let attempt = 0; attempt < 5 && !opened; attempt += 1) {
      const positions = await livePositions(page);
      const near = Object.values(positions).filter(([lng, lat]) => Math.abs(lng - SHAH_ALAM.lng) < 0.5 && Math.abs(lat - SHAH_ALAM.lat) < 0.5);
      expect(near.length).toBeGreaterThan(1);
      const centre = await project(page, near.reduce((s, p) => s + p[0], 0) / near.length, near.reduce((s, p) => s + p[1], 0) / near.length);
      // Single markers drawn on top of each other also pick as several assets: a cluster's assets are not single markers.
      const singles = new Set(await renderedAssetIds(page));
      let hit: { x: number; y: number; ids: number[] } | null = null;
      for (let r = 0; r <= 60 && !hit; r += 4) {
        for (const [dx, dy] of [[0, 0], [r, 0], [-r, 0], [0, r], [0, -r], [r, r], [-r, -r], [r, -r], [-r, r]] as const) {
          const ids = await pickAssetsAt(page, centre.x + dx, centre.y + dy);
          if (ids.length > 1 && ids.every((id) => !singles.has(id))) {
            hit = { x: centre.x + dx, y: centre.y + dy, ids };
            break;
          }
        }
      }
      expect(hit).not.toBeNull();
      // The pick has a 4 px radius and may land on the rim of the cluster circle: click its middle instead, the
      // mean of the nearby points that pick exactly the same assets.
      const key = [...hit!.ids].sort().join(',');
      let sx = 0;
      let sy = 0;
      let n = 0;
      for (let dx = -24; dx <= 24; dx += 4) {
        for (let dy = -24; dy <= 24; dy += 4) {
          const ids = await pickAssetsAt(page, hit!.x + dx, hit!.y + dy);
          if ([...ids].sort().join(',') === key) {
            sx += hit!.x + dx;
            sy += hit!.y + dy;
            n += 1;
          }
        }
      }
      hit = { ...hit!, x: sx / n, y: sy / n };
      const box = await page.getByTestId('map-view').boundingBox();
      await page.mouse.click((box?.x ?? 0) + hit!.x, (box?.y ?? 0) + hit!.y);
      opened = await list
        .waitFor({ timeout: 8000 })
        .then(() => true)
        .catch(() => false);
    }
    expect(opened).toBe(true);
    await expect.poll(() => list.getByTestId('cluster-list-item').count()).toBeGreaterThan(1);
    await screenshot(page, 'monitor-cluster-list');
    // A row selects its asset: the card shows it.
    const first = list.getByTestId('cluster-list-item').first();
    const name = (await first.innerText()).split('\n')[0]?.trim() ?? '';
    await first.click();
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(name);
    await close();
  });
});

describe('filtering and selecting', () => {
  it('choosing Park shows only parked assets on the map and in the table', async () => {
    const { page, close } = await openMonitor('/monitor/hybrid');
    await page.getByTestId('map-view').waitFor();
    // Single markers for every asset: clusters off in the layers menu.
    await page.getByTestId('map-layers').click();
    await page.getByTestId('map-layer-clusters').click();
    await page.keyboard.press('Escape');
    await onlyStatus(page, 'Park');

    const parked = async () => Object.entries(await liveStatuses(page)).filter(([, s]) => s === 'Parked').map(([id]) => Number(id));
    await expect.poll(async () => (await renderedAssetIds(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const [ids, allowed] = [await renderedAssetIds(page), new Set(await parked())];
        return ids.every((id) => allowed.has(id));
      })
      .toBe(true);
    const rows = page.getByTestId('live-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const statuses = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['Parked']));
    await expect
      .poll(async () => Number(await page.getByTestId('live-table').getAttribute('data-rows')))
      .toBe(Number(await page.getByTestId('status-filter-count-Park').innerText()));
    await screenshot(page, 'monitor-park-filter');
    await close();
  });

  it('the toolbar exports the listed vehicles: Excel with every row, and the PDF titled Vehicle List plus the filter', async () => {
    const { page, close } = await openMonitor('/monitor/table');
    await onlyStatus(page, 'Park');
    const listed = Number(await page.getByTestId('status-filter-count-Park').innerText());
    expect(listed).toBeGreaterThan(0);

    const [sheet] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('toolbar-export-excel').click()]);
    expect(sheet.suggestedFilename()).toMatch(/^Vehicle List - Park \d{1,2}-\d{1,2}-\d{4} \d{2}\.\d{2}\.\d{2}\.xlsx$/);
    const xlsxPath = join(artefactDir, 'monitor-vehicle-list.xlsx');
    await sheet.saveAs(xlsxPath);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsxPath);
    const ws = book.worksheets[0]!;
    const labels = (ws.getRow(3).values as unknown[]).slice(1);
    expect(labels).toEqual(['Asset', 'Group', 'Unit', 'Status', 'Speed (km/h)', 'Ignition', 'Last Report', 'Fuel (%)', 'Temperature (°C)', 'Address']);
    const statuses = new Set<unknown>();
    for (let r = 4; r <= ws.rowCount; r++) statuses.add(ws.getRow(r).getCell(4).value);
    // The list may have moved on by a vehicle between the count and the click: the same list within one row.
    expect(Math.abs(ws.rowCount - 3 - listed)).toBeLessThanOrEqual(1);
    expect(statuses).toEqual(new Set(['Parked']));

    await page.getByTestId('toolbar-export-pdf').click();
    await page.getByTestId('pdf-export-dialog').waitFor();
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const pdfPath = join(artefactDir, 'monitor-vehicle-list.pdf');
    await pdf.saveAs(pdfPath);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(artefactDir, 'monitor-vehicle-list-page')]);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: Vehicle List - Park');
    expect(text).toContain('Parked');
    await close();
  });

  it('the selector preselects the asset of the URL', async () => {
    const asset = (await assetList()).find((a) => a.type === 'truck') as AssetSummary;
    const { page, close } = await openMonitor(`/monitor/map/${encodeURIComponent(asset.assetName)}/${asset.assetId}`);
    await expect.poll(() => page.getByTestId('asset-selector-chip').innerText()).toBe(asset.assetName);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(asset.assetName);
    // The view tabs keep the asset; another route clears it.
    await page.getByTestId('monitor-view-table').click();
    await page.waitForURL(/\/monitor\/table\//);
    await expect.poll(() => page.getByTestId('asset-selector-chip').innerText()).toBe(asset.assetName);
    await close();
  });
});

describe('the map routes', () => {
  it('/map preselects from its URL; /map-single follows one asset and draws only it', async () => {
    const asset = (await assetList()).find((a) => a.type === 'car') as AssetSummary;
    const { page, close } = await openMonitor(`/map/${encodeURIComponent(asset.assetName)}/${asset.assetId}`);
    await expect.poll(() => page.getByTestId('asset-selector-chip').innerText()).toBe(asset.assetName);
    expect(await page.getByTestId('toolbar').getAttribute('data-offset')).toBe('168');

    await page.goto(`${server.url}/map-single/${asset.assetId}/${encodeURIComponent(asset.assetName)}`);
    await waitForMonitor(page);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText()).toBe(asset.assetName);
    await expect.poll(() => renderedAssetIds(page), { timeout: 30_000 }).toEqual([asset.assetId]);
    await page.waitForTimeout(1500);
    await screenshot(page, 'map-single');
    await close();
  });
});

describe('views and sizes', () => {
  it('compact at 1000 px: labels become icons and the filter a dropdown', async () => {
    const { page, close } = await openMonitor('/monitor/map', 1000, 800);
    const toolbar = page.getByTestId('toolbar');
    await expect.poll(() => toolbar.getAttribute('data-compact')).toBe('true');
    expect((await page.getByTestId('toolbar-poi').innerText()).trim()).toBe('');
    expect(await page.getByTestId('toolbar-poi').getAttribute('aria-label')).toBe('POI');
    expect((await page.getByTestId('asset-selector').boundingBox())?.width).toBe(250);
    expect(await page.getByTestId('status-filter-Park').count()).toBe(0);
    await page.getByTestId('status-filter-trigger').click();
    await page.getByTestId('status-filter-Park').waitFor();
    await screenshot(page, 'monitor-compact');
    await page.keyboard.press('Escape');
    // Wider than 1000 px: the full toolbar.
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(() => toolbar.getAttribute('data-compact')).toBe('false');
    await page.getByTestId('status-filter-Park').waitFor();
    const offset = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="toolbar"]')!.getBoundingClientRect();
      const main = document.querySelector('[data-testid="monitor-page"]')!.getBoundingClientRect();
      return Math.round(bar.left - main.left);
    });
    expect(offset).toBe(180);
    await close();
  });

  it('the Table and Hybrid views render the live rows', async () => {
    const { page, close } = await openMonitor('/monitor/table');
    const all = () => page.getByTestId('status-filter-count-All').innerText();
    await expect.poll(async () => Number(await page.getByTestId('live-table').getAttribute('data-rows'))).toBe(Number(await all()));
    expect(await page.getByTestId('live-table-row').count()).toBeGreaterThan(10);
    // Let the 'Fetching data' banner finish sliding away.
    await expect.poll(() => page.getByTestId('toolbar-banner').getAttribute('data-visible')).toBe('false');
    await page.waitForTimeout(400);
    await screenshot(page, 'monitor-table');
    await page.getByTestId('monitor-view-hybrid').click();
    await page.waitForURL(/\/monitor\/hybrid$/);
    await page.getByTestId('map-view').waitFor();
    await expect.poll(() => page.getByTestId('live-table-row').count()).toBeGreaterThan(5);
    await page.waitForTimeout(2500);
    await screenshot(page, 'monitor-hybrid');
    await close();
  });

  it('the old /table path leads to the Monitor table; the Multi view follows the chosen assets', async () => {
    const { page, close } = await openMonitor('/table');
    await page.waitForURL(/\/monitor\/table$/);
    const assets = (await assetList()).filter((a) => a.type === 'truck').slice(0, 2);
    await page.goto(`${server.url}/monitor/multi/${encodeURIComponent(assets[0]!.assetName)}/${assets[0]!.assetId}`);
    await waitForMonitor(page);
    await expect.poll(() => page.getByTestId('multi-view-cell').count()).toBe(1);
    await page.waitForTimeout(2000);
    await screenshot(page, 'monitor-multi');
    await close();
  });
});

function sameCounts(a: StatusCounts, b: StatusCounts): boolean {
  return a.All === b.All && a.Move === b.Move && a.Idle === b.Idle && a.Park === b.Park && a.Inactive === b.Inactive;
}
