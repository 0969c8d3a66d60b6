import { STATUS_FILTERS, type StatusFilterKey } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { enableTestHooks, liveStatuses, renderedAssetIds, waitForMonitor } from './support/monitor';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The simulator drives the demo fleet live; one day of history keeps the first start quick.
  ({ server, browser } = await startHarness({ FLEET_BACKFILL_DAYS: '1' }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page (test hooks on) on the dashboard. */
async function signedIn(username: string, password: string, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, width, 900);
  await page.goto(`${server.url}/login`);
  await enableTestHooks(page);
  await signIn(page, server.url, username, password);
  await page.waitForURL(/\/dashboard$/);
  return { page, close: () => context.close() };
}

/** The toolbar's height and the rows its controls sit on (distinct tops of the visible controls, px). */
async function toolbarLayout(page: Page): Promise<{ height: number; rows: number; right: number; width: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="toolbar"]') as HTMLElement;
    const area = bar.closest('.toolbar-area') as HTMLElement;
    const controls = [...bar.children].filter((el) => !el.classList.contains('toolbar__banner')) as HTMLElement[];
    const centres = new Set<number>();
    let right = 0;
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      centres.add(Math.round((r.top + r.height / 2) / 8));
      right = Math.max(right, r.right);
    }
    return { height: Math.round(area.getBoundingClientRect().height), rows: centres.size, right: Math.round(right), width: window.innerWidth };
  });
}

/** The text of the tooltip shown for the element under the pointer. */
async function tooltipOf(page: Page, testId: string): Promise<string> {
  // Away from the toolbar, and Escape for a tip whose trigger moved from under the pointer (a resize).
  await page.mouse.move(0, 0);
  if ((await page.getByRole('tooltip').count()) > 0) await page.keyboard.press('Escape');
  await page.getByRole('tooltip').waitFor({ state: 'detached', timeout: 5_000 });
  await page.getByTestId(testId).hover();
  const tip = page.getByRole('tooltip');
  await tip.waitFor({ timeout: 5_000 });
  return (await tip.innerText()).trim();
}

const WIDTHS = [1000, 1050, 1100, 1280, 1440];

describe('the Monitor toolbar', () => {
  it('stays on one row at 1000, 1050, 1100, 1280 and 1440 px, for a Client and an Administrator', { timeout: 180_000 }, async () => {
    for (const [user, password, role] of [
      ['demo', 'demo', 'client'],
      ['admin', 'admin', 'admin'],
    ] as const) {
      const { page, close } = await signedIn(user, password, 1440);
      await page.goto(`${server.url}/monitor/map`);
      await waitForMonitor(page);
      await expect.poll(() => page.getByTestId('toolbar-banner').getAttribute('data-visible')).toBe('false');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Compact at 1000 px or less (SPEC §2); wider, whatever fits one row.
        if (width <= 1000) await expect.poll(() => page.getByTestId('toolbar').getAttribute('data-compact')).toBe('true');
        await page.waitForTimeout(300);
        const layout = await toolbarLayout(page);
        const level = await page.getByTestId('toolbar').getAttribute('data-level');
        console.log(`toolbar ${role} ${width}px: ${level} ${JSON.stringify(layout)}`);
        expect.soft(layout.rows, `${role} at ${width} px`).toBe(1);
        expect.soft(layout.height, `${role} at ${width} px`).toBeLessThanOrEqual(52);
        expect.soft(layout.right, `${role} at ${width} px`).toBeLessThanOrEqual(width);
        await screenshot(page, `toolbar-${role}-${width}`);
      }
      await close();
    }
  });

  it('names every toggle and button, shows its tooltip, and keeps an active toggle coloured on hover', { timeout: 120_000 }, async () => {
    const { page, close } = await signedIn('demo', 'demo', 1440);
    await page.goto(`${server.url}/monitor/map`);
    await waitForMonitor(page);
    const controls: [string, string, string][] = [
      ['toolbar-poi', 'POI', 'Show points of interest on the map'],
      ['toolbar-poi-labels', 'POI labels', 'Show the names of points of interest'],
      ['toolbar-traffic', 'Traffic', 'Show traffic on the roads'],
      ['toolbar-export-pdf', 'PDF', 'Export the listed vehicles as a PDF'],
      ['toolbar-export-excel', 'Excel', 'Export the listed vehicles as an Excel workbook'],
    ];
    for (const width of [1440, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      for (const [testId, name, tip] of controls) {
        await expect.poll(() => page.getByTestId(testId).getAttribute('aria-label')).toBe(name);
        expect(await page.getByRole('button', { name, exact: true }).count(), `${name} at ${width}`).toBe(1);
        expect(await tooltipOf(page, testId), `${testId} at ${width}`).toBe(tip);
      }
    }
    await page.setViewportSize({ width: 1000, height: 900 });
    expect(await tooltipOf(page, 'status-filter-trigger')).toBe('Status filter: All');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => page.getByTestId('toolbar').getAttribute('data-compact')).toBe('false');
    // The simulator moves the fleet meanwhile: the count and its tooltip are compared as read together.
    await expect
      .poll(async () => {
        const idle = await page.getByTestId('status-filter-count-Idle').innerText();
        const named = await page.getByRole('button', { name: `Idle ${idle}`, exact: true }).count();
        return named === 1 && (await tooltipOf(page, 'status-filter-Idle')) === `Idling: ${idle}`;
      }, { timeout: 15_000 })
      .toBe(true);

    // POI is on: hovering keeps its active colours (white on the primary colour, a shade darker).
    expect(await page.getByTestId('toolbar-poi').getAttribute('aria-pressed')).toBe('true');
    const colours = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      });
    await page.mouse.move(0, 0);
    const resting = await colours('toolbar-poi');
    await page.getByTestId('toolbar-poi').hover();
    await page.waitForTimeout(200);
    const hovered = await colours('toolbar-poi');
    expect(resting.color).toBe('rgb(255, 255, 255)');
    expect(hovered.color).toBe('rgb(255, 255, 255)');
    expect(hovered.background).not.toBe('rgb(255, 255, 255)');
    expect(hovered.background).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'toolbar-active-hover');
    // So does a chosen status (All, with the four it stands for).
    await page.getByTestId('status-filter-Move').hover();
    await page.waitForTimeout(200);
    const move = await colours('status-filter-Move');
    expect(move.color).toBe('rgb(255, 255, 255)');
    expect(move.background).not.toBe('rgb(255, 255, 255)');
    await close();
  });
});

describe('dashboard drill-down', () => {
  it('a status tile opens the Monitor listing only the assets of that status, the filter showing it', { timeout: 120_000 }, async () => {
    const { page, close } = await signedIn('demo', 'demo', 1440);
    // The status with the most assets among Move, Idle and Park (so that the list is not empty).
    const counts = await Promise.all((['Move', 'Idle', 'Park'] as const).map(async (k) => [k, Number(await page.getByTestId(`status-tile-${k}-count`).innerText())] as const));
    const [key] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
    const long = { Move: 'Moving', Idle: 'Idling', Park: 'Parked' }[key];
    await page.getByTestId(`status-tile-${key}`).click();
    await page.waitForURL(/\/monitor\/map$/);
    await waitForMonitor(page);
    const pressed = async () => {
      const out: StatusFilterKey[] = [];
      for (const { key: k } of STATUS_FILTERS) if ((await page.getByTestId(`status-filter-${k}`).getAttribute('aria-pressed')) === 'true') out.push(k);
      return out;
    };
    await expect.poll(pressed).toEqual([key]);
    // The map draws only assets of that status (clusters off: every asset a marker).
    await page.getByTestId('map-layers').click();
    await page.getByTestId('map-layer-clusters').click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await renderedAssetIds(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const [ids, statuses] = [await renderedAssetIds(page), await liveStatuses(page)];
        return ids.every((id) => statuses[id] === long);
      })
      .toBe(true);
    await screenshot(page, 'dashboard-drill-down-map');
    // The table lists the same: the filter is kept across the views.
    await page.getByTestId('monitor-view-table').click();
    await page.waitForURL(/\/monitor\/table$/);
    expect(await pressed()).toEqual([key]);
    const rows = page.getByTestId('live-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))).toEqual(new Set([long]));
    await expect
      .poll(async () => Number(await page.getByTestId('live-table').getAttribute('data-rows')))
      .toBe(Number(await page.getByTestId(`status-filter-count-${key}`).innerText()));
    await screenshot(page, 'dashboard-drill-down-table');
    await close();
  });
});
