/**
 * Issue #13, figures that agree, over the real server and the demo fleet with a week of simulated history: the same
 * distance on the Summary and Mileage screens and in the playback of the same asset and period; addresses in History;
 * the reefers' temperature ranges; fuel reconciliation on the demo data.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarnessWithHistory } from './support/harness';
import { runAndWait, runRowAction } from './support/reports';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

const ASSET = 'Hino 500 - WXY 4821';

beforeAll(async () => {
  ({ server, browser, close } = await startHarnessWithHistory(8));
}, 240_000);

afterAll(async () => {
  await close?.();
});

/** A datetime-local value in the browser's own clock (the inputs are read that way). */
async function localValue(page: Page, ms: number): Promise<string> {
  return page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);
}

/** Opens /reports as the Administrator (once per page). */
async function openReports(page: Page): Promise<void> {
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
}

/** Runs a report type for every asset over [from, to] (ms). */
async function runReport(page: Page, label: string, from: number, to: number): Promise<void> {
  await page.getByTestId('report-type').click();
  // The menu draws only the options in view: narrow it by the search first.
  await page.getByTestId('report-type-search').fill(label);
  await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
  await page.getByTestId('report-from').fill(await localValue(page, from));
  await page.getByTestId('report-to').fill(await localValue(page, to));
  await runAndWait(page);
  await page.getByTestId('report-title').filter({ hasText: label }).waitFor({ timeout: 60_000 });
}

/** The grid's rows as records of header text (its unit, in brackets, left off) -> cell text, after a search. */
async function gridRows(page: Page, search: string): Promise<Record<string, string>[]> {
  // 300 rows a page (not All: that one is virtualised and draws only the rows in view).
  await page.getByTestId('report-grid-page-size').selectOption('300');
  await page.getByTestId('report-grid-search').fill(search);
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const grid = document.querySelector('[data-testid="report-grid"]')!;
    const headers = [...grid.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim().replace(/ \([^()]*\)$/, ''));
    return [...grid.querySelectorAll('[data-testid="report-grid-row"]')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim());
      return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
    });
  });
}

/** The header `name`, else the first that starts with it. */
const field = (row: Record<string, string>, name: string): string => {
  const key = name in row ? name : Object.keys(row).find((k) => k.startsWith(name));
  if (key === undefined) throw new Error(`no column ${name} in ${Object.keys(row).join(', ')}`);
  return row[key]!;
};

describe('figures that agree (issue #13)', () => {
  it('shows the same distance on the Summary and Mileage screens and in the playback of the same asset and period', async () => {
    const { context, page } = await newPage(browser, 1600, 900);
    await openReports(page);
    // Six whole days back to a few minutes ago (whole minutes: the inputs have no seconds).
    const to = Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000;
    const from = to - 6 * 86_400_000;

    await runReport(page, 'Summary', from, to);
    const [summary] = await gridRows(page, ASSET);
    const summaryKm = Number(field(summary!, 'Distance'));
    expect(summaryKm).toBeGreaterThan(50);
    await screenshot(page, 'figures-summary');

    // The Summary row's Playback: the same asset and period.
    await runRowAction(page, page.getByTestId('report-grid-row').first(), 'row-playback');
    const distance = page.getByTestId('report-playback').getByTestId('playback-distance');
    await distance.waitFor({ timeout: 90_000 });
    const playbackKm = Number(/Distance: ([\d.]+) km/.exec(await distance.innerText())?.[1]);
    await screenshot(page, 'figures-playback');
    await page.keyboard.press('Escape');
    await page.getByTestId('report-playback').waitFor({ state: 'detached' });

    await runReport(page, 'Mileage', from, to);
    const days = await gridRows(page, ASSET);
    expect(days.length).toBeGreaterThanOrEqual(6);
    const mileageKm = days.reduce((a, d) => a + Number(field(d, 'Mileage')), 0);
    await screenshot(page, 'figures-mileage');

    expect(playbackKm).toBe(summaryKm);
    expect(Math.abs(mileageKm - summaryKm)).toBeLessThan(0.05);
    await context.close();
  });

  it('History rows carry addresses (a POI name inside a POI)', async () => {
    const { context, page } = await newPage(browser, 1600, 900);
    await openReports(page);
    const to = Date.now();
    await runReport(page, 'History', to - 86_400_000, to);
    const rows = await gridRows(page, ASSET);
    expect(rows.length).toBeGreaterThan(10);
    const addresses = rows.map((r) => field(r, 'Address'));
    expect(addresses.filter((a) => a.length <= 3)).toEqual([]);
    // Places of Malaysia (road, town, state), or a POI's name.
    expect(addresses.filter((a) => !/, [A-Z][A-Za-z .']+$|^(Depot|Customer|Petronas|Shell|Petron|Port)/.test(a))).toEqual([]);
    await screenshot(page, 'figures-history-addresses');
    await context.close();
  });

  it('the Temperature report judges each reefer against its range and shows it', async () => {
    const { context, page } = await newPage(browser, 1600, 900);
    await openReports(page);
    const to = Date.now();
    await runReport(page, 'Temperature', to - 2 * 86_400_000, to);
    const rows = await gridRows(page, '');
    const frozen = rows.filter((r) => field(r, 'Range Profile') === 'Frozen');
    expect(frozen.length).toBeGreaterThanOrEqual(3);
    for (const r of frozen) {
      expect(field(r, 'Range')).toBe('-25 to -15');
      // At -18 °C a frozen reefer is out of range only while a door is open: far less than the whole period.
      // The grid shows 'Out of Range (min)' (the duration column is hidden by default): minutes.
      const text = field(r, 'Out of Range');
      expect(text).toMatch(/^\d+(\.\d+)?$/);
      const minutes = Number(text);
      expect(minutes / (2 * 1440)).toBeLessThan(0.2);
    }
    expect(rows.some((r) => field(r, 'Range Profile') === 'Chilled' && field(r, 'Range') === '2 to 8')).toBe(true);
    await screenshot(page, 'figures-temperature');
    await context.close();
  });

  it('fuel reconciliation on the demo data: matched, receipts without refuel and refuels without receipt', async () => {
    const { context, page } = await newPage(browser, 1600, 900);
    await openReports(page);
    const to = Date.now();
    const from = to - 8 * 86_400_000;
    await runReport(page, 'Fuel Reconciliation', from, to);
    const rows = await gridRows(page, '');
    const sum = (name: string) => rows.reduce((a, r) => a + Number(field(r, name)), 0);
    expect(sum('Matched')).toBeGreaterThan(0);
    expect(sum('Receipts without Refuel')).toBeGreaterThan(0);
    expect(sum('Refuels without Receipt')).toBeGreaterThan(0);
    await screenshot(page, 'figures-reconciliation');

    await runReport(page, 'Fuel Receipt', from, to);
    const receipts = await gridRows(page, '');
    const statuses = new Set(receipts.map((r) => field(r, 'Reconciliation')));
    expect(statuses.has('Matched')).toBe(true);
    expect(statuses.has('Receipt without refuel (possible fraud)')).toBe(true);
    await screenshot(page, 'figures-fuel-receipts');

    await runReport(page, 'Fuel', from, to);
    const refuels = (await gridRows(page, 'Refuel')).filter((r) => field(r, 'Event') === 'Refuel');
    expect(refuels.some((r) => field(r, 'Reconciliation') === 'Matched')).toBe(true);
    expect(refuels.some((r) => field(r, 'Reconciliation') === 'Refuel without receipt')).toBe(true);
    await screenshot(page, 'figures-fuel');
    await context.close();
  });
});
