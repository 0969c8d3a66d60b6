import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, WEB_TEXTS } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { startHarnessWithHistory } from './support/harness';
import { companyDay, runAndWait } from './support/reports';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * Fleet scale in the browser, on a demo with a month of history: the fleet-wide 31-day Summary and History open (the
 * History streams in, its first rows at once), and a big report's PDF is built on the server: the Administrator's History of the whole fleet over the day before
 * yesterday and yesterday (over 45,000 rows) exports with its progress shown, can be cancelled, and the page never
 * blocks its main thread for more than 200 ms meanwhile (a long-task observer watches).
 */
let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, browser, close } = await startHarnessWithHistory(30));
}, 240_000);

afterAll(async () => {
  await close?.();
});

/** Signs the Administrator in and runs History for every asset over the two whole days before today. */
async function runFleetHistory(page: Page): Promise<number> {
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
  await page.getByTestId('report-from').fill(companyDay(2).from);
  await page.getByTestId('report-to').fill(companyDay(1).to);
  await page.getByTestId('report-type').click();
  await page.getByTestId('report-type-option').filter({ hasText: /^History$/ }).first().click();
  await runAndWait(page, 120_000);
  return Number((await page.getByTestId('report-grid-count').innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, '') ?? 0);
}

/** Starts watching the page's long tasks (main-thread work over 50 ms): their durations, ms. */
const watchLongTasks = (page: Page) =>
  page.evaluate(`window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });`);
const longTasks = (page: Page) => page.evaluate('window.__longTasks') as Promise<number[]>;

/** The demo user's Reports screen with a report type chosen and the period of the last 31 days (to the minute). */
async function chooseMonth(page: Page, label: string): Promise<void> {
  await signIn(page, server.url, 'demo', 'demo');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
  // From 30 days before today to the screen's own end of the period (now, to the minute).
  await page.getByTestId('report-from').fill(companyDay(30).from);
  await page.getByTestId('report-type').click();
  await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
}

/** The rows the grid's search leaves, of its 'N of M rows'. */
const gridShown = async (page: Page) => Number((await page.getByTestId('report-grid-count').innerText()).match(/^([\d,]+)/)?.[1]?.replace(/,/g, '') ?? 0);
const gridTotal = async (page: Page) => Number((await page.getByTestId('report-grid-count').innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, '') ?? 0);

describe('a month of the fleet', () => {
  it('opens the fleet-wide History of 31 days: the first rows at once, then every row, no timeout', async () => {
    const { context, page } = await newPage(browser);
    await chooseMonth(page, 'History');
    const started = Date.now();
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-grid-row').first().waitFor({ timeout: 120_000 });
    const firstRows = (Date.now() - started) / 1000;
    // The rows stream in: the first page shows while the rest is still coming (the count says how many so far).
    const soFar = await page.getByTestId('report-rows-so-far').innerText().catch(() => '');
    await page.getByTestId('report-run').waitFor({ timeout: 280_000 });
    const all = (Date.now() - started) / 1000;
    expect(await page.getByTestId('report-error').count()).toBe(0);
    const total = await gridTotal(page);
    console.log(`History of the demo fleet over 31 days: first rows after ${firstRows.toFixed(1)} s (${soFar.trim() || 'all at once'}), all ${total} rows after ${all.toFixed(1)} s`);
    expect(total).toBeGreaterThan(100_000);
    expect(soFar).toMatch(/rows so far/);
    expect(firstRows).toBeLessThan(all);
    await screenshot(page, 'history-31-days');
    // The grid searches and pages the whole month.
    await page.getByTestId('report-grid-search').fill('Moving');
    await expect.poll(() => gridShown(page), { timeout: 30_000 }).toBeLessThan(total);
    expect(await gridShown(page)).toBeGreaterThan(0);
    await context.close();
  }, 300_000);

  it('opens the fleet-wide Summary of 31 days from the stored daily figures', async () => {
    const { context, page } = await newPage(browser);
    await chooseMonth(page, 'Summary');
    const started = Date.now();
    await page.getByTestId('report-run').click();
    await page.getByTestId('report-grid-row').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('report-run').waitFor({ timeout: 60_000 });
    console.log(`Summary of the demo fleet over 31 days: ${((Date.now() - started) / 1000).toFixed(1)} s, ${await gridTotal(page)} rows`);
    expect(await gridTotal(page)).toBeGreaterThan(10);
    await context.close();
  }, 120_000);
});

describe('server-built PDF exports', () => {
  it('exports a fleet History of over 45,000 rows with progress, the page responsive throughout', async () => {
    const { context, page } = await newPage(browser);
    const total = await runFleetHistory(page);
    expect(total).toBeGreaterThan(45_000);
    page.on('dialog', (dialog) => {
      expect(dialog.message()).toBe(MESSAGES.pdfTooManyRows);
      void dialog.accept();
    });
    await watchLongTasks(page);
    const started = Date.now();
    const download = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByTestId('report-export-pdf').click();
    // The progress counts the rows drawn, and grows; it is read every 250 ms until the file arrives.
    const progress = page.getByTestId('report-export-progress-text');
    await expect.poll(() => progress.innerText(), { timeout: 120_000 }).toMatch(new RegExp(`of ${total.toLocaleString('en-US')} rows`));
    await screenshot(page, 'export-job-progress');
    const seen: string[] = [];
    let arrived = false;
    const saved = download.finally(() => (arrived = true));
    while (!arrived) {
      const text = await progress.innerText({ timeout: 500 }).catch(() => '');
      if (text && seen.at(-1) !== text) seen.push(text);
      await page.waitForTimeout(250);
    }
    const file = await saved;
    const drawn = seen.map((t) => Number(/: ([\d,]+) of/.exec(t)?.[1]?.replace(/,/g, '') ?? 0));
    expect(Math.max(...drawn)).toBeGreaterThan(0);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    const seconds = (Date.now() - started) / 1000;
    expect(await page.getByTestId('report-export-done').innerText()).toBe(WEB_TEXTS.exportReady);
    const tasks = await longTasks(page);
    console.log(`PDF of ${total} rows built on the server in ${seconds.toFixed(1)} s; progress seen: ${seen.join(' / ')}; page long tasks meanwhile: ${tasks.length}, longest ${Math.max(0, ...tasks)} ms`);
    expect(Math.max(0, ...tasks)).toBeLessThanOrEqual(200);

    const path = join(artefactDir, 'fleet-history.pdf');
    await file.saveAs(path);
    expect(file.suggestedFilename()).toMatch(/^History .+\.pdf$/);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: History');
    expect(Number(/Page 1 of (\d+)/.exec(text)?.[1])).toBeGreaterThan(500);
    const last = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(last)?.[1])).toBeGreaterThan(500);
    await context.close();
  }, 300_000);

  it('exports the same fleet History to Excel as a job: progress, then a workbook with every row', async () => {
    const { context, page } = await newPage(browser);
    const total = await runFleetHistory(page);
    const download = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByTestId('report-export-excel').click();
    await expect.poll(() => page.getByTestId('report-export-progress-text').innerText(), { timeout: 60_000 }).toMatch(/^Preparing the Excel file/);
    const file = await download;
    expect(file.suggestedFilename()).toBe('History.xlsx');
    const path = join(artefactDir, 'fleet-history.xlsx');
    await file.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1')!;
    // The title, the period and the zone, the labels, then every row of the grid.
    expect(sheet.rowCount).toBe(4 + total);
    expect(String(sheet.getRow(4).getCell(1).value)).toBe('Asset');
    await context.close();
  }, 300_000);

  it('cancels a server-built PDF: the progress ends, the page says so, nothing is downloaded', async () => {
    const { context, page } = await newPage(browser);
    await runFleetHistory(page);
    page.on('dialog', (dialog) => void dialog.accept());
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByTestId('report-export-pdf').click();
    await page.getByTestId('report-export-progress').waitFor();
    await page.getByTestId('report-export-cancel').click();
    expect(await page.getByTestId('report-export-cancelled').innerText()).toBe(WEB_TEXTS.exportCancelled);
    expect(await page.getByTestId('report-export-progress').count()).toBe(0);
    await screenshot(page, 'export-job-cancelled');
    await page.waitForTimeout(2_000);
    expect(downloads).toBe(0);
    // The PDF button works again.
    expect(await page.getByTestId('report-export-pdf').isEnabled()).toBe(true);
    await context.close();
  }, 180_000);
});
