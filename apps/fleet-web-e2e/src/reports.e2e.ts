import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startHarness());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs demo in, opens /reports, chooses a report type by its label and runs it for every visible asset. */
async function runReport(page: Page, label: string): Promise<void> {
  await signIn(page, server.url, 'demo', 'demo');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
  await page.getByTestId('report-type').click();
  await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
  await page.getByTestId('report-run').click();
  await page.getByTestId('report-grid-row').first().waitFor({ timeout: 60_000 });
}

describe('reports', () => {
  it('runs Summary for the demo fleet and exports it to Excel exactly as shown', async () => {
    const { context, page } = await newPage(browser);
    await runReport(page, 'Summary');
    expect(await page.getByTestId('report-title').innerText()).toContain('Summary');
    // The first cell holds the row's commands; the asset is the second.
    const firstAsset = (await page.getByTestId('report-grid-row').first().locator('td').nth(1).innerText()).trim();
    expect(firstAsset.length).toBeGreaterThan(3);
    await screenshot(page, 'reports-summary');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-excel').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(artefactDir, download.suggestedFilename());
    await download.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1');
    expect(sheet).toBeDefined();
    // Header rows, then the bold column labels, then the rows.
    let labelRow = 0;
    sheet!.eachRow((row, n) => {
      if (!labelRow && row.getCell(1).font?.bold && String(row.getCell(1).value ?? '') !== '') labelRow = n;
    });
    expect(labelRow).toBeGreaterThan(1);
    const labels = (sheet!.getRow(labelRow).values as unknown[]).filter(Boolean).map(String);
    expect(labels).toContain('Asset');
    expect(sheet!.rowCount - labelRow).toBeGreaterThanOrEqual(40);
    const values = (sheet!.getRow(labelRow + 1).values as unknown[]).map((v) => String(v ?? ''));
    expect(values.some((v) => firstAsset.startsWith(v.slice(0, 10)) && v.length > 0)).toBe(true);
    await context.close();
  });

  it('exports Summary to a PDF through the preview; its page is not blank and holds the title and the first row', async () => {
    const { context, page } = await newPage(browser);
    await runReport(page, 'Summary');
    const firstAsset = (await page.getByTestId('report-grid-row').first().locator('td').nth(1).innerText()).trim();
    await page.getByTestId('report-export-pdf').click();
    await page.getByTestId('pdf-export-dialog').waitFor();
    await page.getByTestId('pdf-preview-frame').waitFor({ timeout: 30_000 });
    // The preview is drawn by pdf.js (no browser PDF viewer needed): its first page is a drawn canvas.
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'reports-pdf-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const pdfPath = join(artefactDir, 'summary.pdf');
    await download.saveAs(pdfPath);

    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type');
    expect(text).toContain('Summary');
    expect(firstAsset.length).toBeGreaterThan(3);
    // The grid shortens long names with an ellipsis; the PDF starts with the same characters.
    expect(text).toContain(firstAsset.replace(/…$/, '').slice(0, 12));

    const pngBase = join(artefactDir, 'summary-page');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', pdfPath, pngBase]);
    const png = readFileSync(`${pngBase}.png`);
    // A blank white page compresses to almost nothing; a page of table text does not.
    expect(png.length).toBeGreaterThan(8_000);
    writeFileSync(join(artefactDir, 'summary-page.txt'), text);
    await context.close();
  });

  it('offers to download History without a preview when it has more than 2000 rows', async () => {
    const { context, page } = await newPage(browser);
    await runReport(page, 'History');
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
    await context.close();
  });
});
