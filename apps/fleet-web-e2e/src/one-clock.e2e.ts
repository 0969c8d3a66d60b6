import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { datePartsIn } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { companyYesterday, runAndWait } from './support/reports';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * One clock: the same report, asked the same way, in two browsers whose own zones differ (UTC and New York), gives the
 * same rows, headers and file names, in the company's zone (Asia/Kuala_Lumpur).
 */
let server: RunningServer;
let browser: Browser;
const ZONE = 'Asia/Kuala_Lumpur';

beforeAll(async () => {
  ({ server, browser } = await startHarness());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pad = (n: number) => String(n).padStart(2, '0');

const yesterday = () => companyYesterday(ZONE);

interface Seen {
  rows: string[];
  title: string;
  excelName: string;
  excelHeader: string[];
  excelFirstRows: string[];
}

/** Signs demo in within a browser in `timezoneId`, runs a report for yesterday and reads what it shows and exports. */
async function runIn(timezoneId: string, label: string): Promise<Seen> {
  const { context, page } = await newPage(browser, 1400, 900, { timezoneId });
  try {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/reports`);
    await page.getByTestId('reports-page').waitFor();
    const period = yesterday();
    await page.getByTestId('report-from').fill(period.from);
    await page.getByTestId('report-to').fill(period.to);
    await page.getByTestId('report-type').click();
    await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
    await runAndWait(page);
    const rows = await gridRows(page);
    await screenshot(page, `one-clock-${label.toLowerCase()}-${timezoneId.replace('/', '-')}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-excel').click()]);
    const path = join(artefactDir, `one-clock-${timezoneId.replace('/', '-')}-${download.suggestedFilename()}`);
    await download.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1');
    const text = (n: number) => ((sheet?.getRow(n).values as unknown[]) ?? []).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))).join(' | ');
    return {
      rows,
      title: await page.getByTestId('report-title').innerText(),
      excelName: download.suggestedFilename(),
      excelHeader: [1, 2, 3, 4].map(text),
      excelFirstRows: [5, 6, 7, 8, 9, 10].map(text),
    };
  } finally {
    await context.close();
  }
}

/** The text of the grid's first rows (the row commands' cell left out). */
async function gridRows(page: Page): Promise<string[]> {
  const rows = page.getByTestId('report-grid-row');
  const count = Math.min(await rows.count(), 15);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) out.push((await rows.nth(i).locator('td').allInnerTexts()).slice(1).join(' | '));
  return out;
}

describe('one clock', () => {
  it('gives identical History rows, headers and file names in browsers on UTC and on New York time', async () => {
    const utc = await runIn('UTC', 'History');
    const ny = await runIn('America/New_York', 'History');
    expect(utc.rows.length).toBeGreaterThan(0);
    expect(ny).toEqual(utc);
    // The rows are of yesterday in the company's zone: every time shown starts with that day.
    const day = yesterday().label;
    expect(utc.rows.every((r) => r.includes(day))).toBe(true);
    // The export names the zone.
    expect(utc.excelHeader.join(' ')).toContain(ZONE);
  });

  it('gives one Mileage row for one company day, in both browsers', async () => {
    const utc = await runIn('UTC', 'Mileage');
    const ny = await runIn('America/New_York', 'Mileage');
    expect(ny.rows).toEqual(utc.rows);
    const day = yesterday().label;
    // Every asset has at most one row for yesterday, dated yesterday.
    for (const row of utc.rows) expect(row).toContain(day);
  });

  it('follows the zone a user chooses for themselves in Settings', async () => {
    const { context, page } = await newPage(browser, 1400, 900, { timezoneId: 'UTC' });
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/settings`);
    await page.getByTestId('time-zone-form').waitFor();
    await page.getByTestId('tz-user').click();
    await page.getByTestId('tz-user-search').fill('newyork');
    await page.getByTestId('tz-user-option').first().click();
    await expect.poll(() => page.getByTestId('tz-now').innerText()).toContain('America/New_York (UTC-0');
    await page.getByTestId('tz-user-save').click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').timeZone)).toBe('America/New_York');
    await screenshot(page, 'one-clock-settings');
    // The report period now starts at New York's midnight: its default From is today 00:00 there.
    await page.goto(`${server.url}/reports`);
    const p = datePartsIn(Date.now(), 'America/New_York');
    await expect.poll(() => page.getByTestId('report-from').inputValue()).toBe(`${p.year}-${pad(p.month)}-${pad(p.day)}T00:00`);
    // Back to the company's zone.
    await page.goto(`${server.url}/settings`);
    await page.getByTestId('tz-user').click();
    await page.getByTestId('tz-user-option').first().click();
    await page.getByTestId('tz-user-save').click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').timeZone)).toBe(ZONE);
    await context.close();
  });
});
