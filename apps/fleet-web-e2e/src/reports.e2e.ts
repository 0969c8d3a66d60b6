import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, STORAGE_KEYS } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { companyLastHours, cutCells, ppmPixel, runAndWait, runFirstRowAction } from './support/reports';
import type { RunningServer } from './support/server';
import { apiToken, signIn, storageValue } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startHarness());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Opens /reports (signed in as demo), chooses a report type by its label and runs it for every visible asset, for the
 * screen's default period (today) or the one given.
 */
async function runReport(page: Page, label: string, signedIn = false, period?: { from: string; to: string }): Promise<void> {
  if (!signedIn) {
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
  }
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
  if (period) {
    await page.getByTestId('report-from').fill(period.from);
    await page.getByTestId('report-to').fill(period.to);
  }
  await page.getByTestId('report-type').click();
  await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
  await runAndWait(page);
}

/** The text of a grid cell of the first row by field. */
const firstRowCell = (page: Page, field: string) => page.getByTestId('report-grid-row').first().locator(`td[data-field="${field}"]`).innerText();

/** Opens the PDF dialog, waits for the drawn preview and exports; returns the saved file. */
async function exportPdf(page: Page, name: string): Promise<string> {
  await page.getByTestId('report-export-pdf').click();
  await page.getByTestId('pdf-export-dialog').waitFor();
  await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
  await screenshot(page, `${name}-dialog`);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const path = join(artefactDir, `${name}.pdf`);
  await download.saveAs(path);
  return path;
}

/** Page 1 of a PDF as text (layout kept) and as a PNG people can look at (test-results/e2e). */
function pdfPage(path: string, name: string): string {
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path, join(artefactDir, `${name}-page`)]);
  const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', path, '-'], { encoding: 'utf8' });
  writeFileSync(join(artefactDir, `${name}-page.txt`), text);
  return text;
}

/** The sizes of the images a PDF embeds (pdfimages -list): 'width x height'. */
function pdfImageSizes(path: string): string[] {
  const out = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      return `${cols[3]}x${cols[4]}`;
    });
}

/**
 * Sets the stored user's logo_big_url (SPEC §3: the report logo lives in the stored user info) on a settled reports
 * screen, once the signed-in app has stored its own copy of the user info (it would overwrite ours); the next load
 * reads it.
 */
async function setLogoUrl(page: Page, url: string): Promise<void> {
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ({ key, url }) => {
      const info = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...info, logo_big_url: url }));
    },
    { key: STORAGE_KEYS.userInfo, url },
  );
}

/** The stored user's logo_big_url. */
async function storedLogoUrl(page: Page): Promise<unknown> {
  return ((JSON.parse((await storageValue(page, STORAGE_KEYS.userInfo)) ?? '{}') as Record<string, unknown>)['logo_big_url']);
}

/** A 200 x 60 orange PNG drawn by the browser: the company logo served by a test route. */
async function orangeLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 60;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#FF9F43';
    g.fillRect(0, 0, 200, 60);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('reports', () => {
  it('shows Summary and History readable at 1400 px: no label or value cut, one compact actions column, Asset and Time pinned', async () => {
    const { context, page } = await newPage(browser, 1400, 900);
    await runReport(page, 'Summary');
    // Before: headers 'Spee', 'Fue', values '1299...', a blank actions column up to 460 px.
    const summary = await cutCells(page);
    expect(summary.checked).toBeGreaterThanOrEqual(100);
    expect(summary).toMatchObject({ headers: [], cells: [] });
    const actionsWidth = (await page.getByRole('columnheader', { name: 'Actions' }).boundingBox())!.width;
    expect(actionsWidth).toBeLessThanOrEqual(48);
    // One '⋯' button per row with commands.
    expect(await page.getByTestId('report-grid-row').first().locator('td[data-field="__command"] button').count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Distance (km)' }).count()).toBe(1);
    await screenshot(page, 'reports-summary');

    await runReport(page, 'History', true);
    const history = await cutCells(page);
    expect(history.checked).toBeGreaterThanOrEqual(100);
    expect(history).toMatchObject({ headers: [], cells: [] });
    for (const label of ['Speed (km/h)', 'Fuel (L)', 'Odometer (km)', 'Volt (V)']) expect(await page.getByRole('columnheader', { name: label }).count()).toBe(1);
    await screenshot(page, 'reports-history');
    // Scrolled sideways, the actions, Asset and Time stay where they were.
    const scroller = page.getByTestId('report-grid-scroll');
    const before = await Promise.all(['Asset', 'Time'].map(async (name) => (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!.x));
    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = 600;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    const after = await Promise.all(['Asset', 'Time'].map(async (name) => (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!.x));
    expect(after).toEqual(before);
    await screenshot(page, 'reports-history-scrolled');
    await context.close();
  });

  it('exports History to Excel as shown: real dates in the zone, numbers as numbers, units in the labels', async () => {
    const { context, page } = await newPage(browser);
    await runReport(page, 'History');
    const shownTime = (await firstRowCell(page, 'time')).trim();
    const shownSpeed = Number((await firstRowCell(page, 'speed')).trim());
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('report-export-excel').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(artefactDir, 'history.xlsx');
    await download.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1')!;
    // Title, period, the zone of the times, then the bold labels.
    expect(sheet.getRow(1).getCell(1).value).toBe('History');
    expect(sheet.getRow(3).getCell(1).value).toBe('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    const labels = (sheet.getRow(4).values as unknown[]).map((v) => String(v ?? ''));
    expect(sheet.getRow(4).getCell(1).font?.bold).toBe(true);
    for (const label of ['Asset', 'Time', 'Speed (km/h)', 'Fuel (L)', 'Odometer (km)', 'Latitude (°)']) expect(labels).toContain(label);
    const first = sheet.getRow(5);
    const time = first.getCell(labels.indexOf('Time'));
    expect(time.value).toBeInstanceOf(Date);
    expect(time.numFmt).toBe('d/m/yyyy" | "hh:mm:ss');
    // The cell shows what the grid shows: the Kuala Lumpur wall-clock time (its UTC fields; Excel has no zones).
    const d = time.value as Date;
    const p = (n: number) => String(n).padStart(2, '0');
    expect(`${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()} | ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`).toBe(shownTime);
    expect(first.getCell(labels.indexOf('Speed (km/h)')).value).toBe(shownSpeed);
    expect(typeof first.getCell(labels.indexOf('Latitude (°)')).value).toBe('number');
    writeFileSync(join(artefactDir, 'history-xlsx.txt'), [1, 2, 3, 4, 5].map((r) => JSON.stringify(sheet.getRow(r).values)).join('\n'));
    await context.close();
  });

  it('exports Summary to a PDF with unit labels, a Total row, Page N of M and the company logo from logo_big_url', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    // The company's logo on another origin that allows it (CORS): the PDF carries it.
    const logo = await orangeLogo(page);
    await context.route('https://logo.fleet.test/**', (route) =>
      route.fulfill({ status: 200, body: logo, headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' } }),
    );
    await setLogoUrl(page, 'https://logo.fleet.test/acme.png');
    await runReport(page, 'Summary', true);
    expect(await storedLogoUrl(page)).toBe('https://logo.fleet.test/acme.png');
    // Every row on one page, to add the distances up here.
    await page.getByTestId('report-grid-page-size').selectOption('100');
    const firstAsset = (await firstRowCell(page, 'assetName')).trim();
    const distances = (await page.locator('[data-testid="report-grid-row"] td[data-field="distance"]').allInnerTexts()).map(Number);
    expect(distances.length).toBe(Number((await page.getByTestId('report-grid-count').innerText()).match(/of (\d+)/)?.[1]));
    const path = await exportPdf(page, 'summary');
    const text = pdfPage(path, 'summary');
    expect(text).toContain('Report Type: Summary');
    expect(text).toContain('Time zone: Asia/Kuala_Lumpur (UTC+08:00)');
    expect(text).toContain(firstAsset);
    for (const label of ['Distance (km)', 'Max Speed (km/h)', 'Fuel Used (L)', 'Start Odometer (km)']) expect(text).toContain(label);
    expect(text).toMatch(/Page 1 of 1/);
    // The Total row: its first figure is the sum of the distances (the Group column has no total).
    const totalLine = text.split('\n').find((l) => /^\s*Total\s/.test(l));
    expect(totalLine).toBeDefined();
    const sum = Math.round(distances.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(Number(totalLine!.trim().split(/\s+/)[1])).toBeCloseTo(sum, 2);
    // The embedded logo is the company's 200 x 60 image (the default one is 96 x 32), drawn orange at the top left.
    expect(pdfImageSizes(path)).toContain('200x60');
    execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-singlefile', path, join(artefactDir, 'summary-page-72')]);
    const [r, g, b] = ppmPixel(join(artefactDir, 'summary-page-72.ppm'), 60, 56);
    expect(Math.abs(r - 255) + Math.abs(g - 159) + Math.abs(b - 67)).toBeLessThan(30);
    await context.close();
  });

  it('falls back to the default logo, and says why, for a logo on another origin that does not allow it (no CORS)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    const logo = await orangeLogo(page);
    // A server that does not allow our origin. (Playwright adds an allowing header to fulfilled cross-origin answers
    // that have none, so this one names another origin, as a server allowing only its own site would.)
    await context.route('https://nocors.fleet.test/**', (route) =>
      route.fulfill({ status: 200, body: logo, headers: { 'content-type': 'image/png', 'access-control-allow-origin': 'https://nocors.fleet.test' } }),
    );
    await setLogoUrl(page, 'https://nocors.fleet.test/acme.png');
    await runReport(page, 'Summary', true);
    expect(await storedLogoUrl(page)).toBe('https://nocors.fleet.test/acme.png');
    await page.getByTestId('report-export-pdf').click();
    await page.getByTestId('pdf-export-dialog').waitFor();
    expect(await page.getByTestId('pdf-logo-note').innerText()).toBe(
      'The company logo (nocors.fleet.test) cannot be put into files: its server does not allow it (CORS). The default logo is used.',
    );
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const path = join(artefactDir, 'summary-default-logo.pdf');
    await download.saveAs(path);
    // The default logo (96 x 32; with its alpha mask), never the company's 200 x 60.
    const sizes = pdfImageSizes(path);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((s) => s === '96x32')).toBe(true);
    await context.close();
  });

  it('wraps a long value over lines of its PDF cell instead of cutting it (a fuel receipt location)', async () => {
    const token = await apiToken(server.url, 'demo', 'demo');
    const assets = (await (await fetch(`${server.url}/v2/assets`, { headers: { authorization: `Bearer ${token}` } })).json()) as { assets: { assetId: number }[] };
    const location = 'Petronas Bukit Raja, Lot 1234, Jalan Perusahaan 5, Kawasan Perindustrian Bukit Raja Selatan, 40000 Shah Alam, Selangor Darul Ehsan';
    const submitted = await fetch(`${server.url}/v2/receipts/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ receiptInfo: { assetId: [assets.assets[0]!.assetId], fuel: 52.4, price: 108.47, time: Date.now() - 60_000, location } }),
    });
    expect(submitted.status).toBe(200);
    const { context, page } = await newPage(browser);
    await runReport(page, 'Fuel Receipt');
    const path = await exportPdf(page, 'fuel-receipt');
    const text = pdfPage(path, 'fuel-receipt');
    // Every word of the location is in the PDF, over more than one line, and nothing is cut with '...'.
    const lines = text.split('\n').filter((l) => /Petronas|Perusahaan|Perindustrian|Selangor/.test(l));
    expect(lines.length).toBeGreaterThan(1);
    for (const word of location.split(/[\s,]+/).filter(Boolean)) expect(text).toContain(word);
    expect(text).not.toContain('...');
    expect(text).toContain('Volume (L)');
    expect(text).toContain('Total Spent (RM)');
    await context.close();
  });

  it("opens the Status changes modal's PDF dialog above the modal, and its Export makes the file", async () => {
    const { context, page } = await newPage(browser);
    await runReport(page, 'Summary');
    await runFirstRowAction(page, 'row-status-changes');
    await page.getByTestId('modal-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('modal-table-pdf').click();
    const dialog = page.getByTestId('pdf-export-dialog');
    await dialog.waitFor();
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'status-changes-pdf-dialog');
    // Before: the modal's overlay was on top of the dialog's Export button, and a click there did nothing.
    const exportButton = dialog.getByRole('button', { name: 'Export', exact: true });
    const onTop = await exportButton.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^History · .+ \d+-\d+-\d{4} \d{2}\.\d{2}\.\d{2}\.pdf$/);
    const path = join(artefactDir, 'status-changes.pdf');
    await download.saveAs(path);
    const text = pdfPage(path, 'status-changes');
    expect(text).toContain('Report Type: History');
    expect(text).toContain('Speed (km/h)');
    // The dialog closed; the modal is still open.
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('report-modal').count()).toBe(1);
    await context.close();
  });

  it('offers to download History without a preview when it has more than 2000 rows', async () => {
    const { context, page } = await newPage(browser);
    // Most of the harness's day of history (today has few rows just after midnight, and the company's yesterday is
    // barely covered late in its evening).
    await runReport(page, 'History', false, companyLastHours(22));
    const total = Number((await page.getByTestId('report-grid-count').innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, '') ?? 0);
    expect(total).toBeGreaterThan(2000);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('report-export-pdf').click()]);
    expect(asked).toEqual([MESSAGES.pdfTooManyRows]);
    expect(await page.getByTestId('pdf-preview-frame').count()).toBe(0);
    const pdfPath = join(artefactDir, 'history.pdf');
    await download.saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('History');
    expect(text).toMatch(/Page 1 of \d+/);
    await context.close();
  });
});
