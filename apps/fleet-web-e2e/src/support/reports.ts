import { readFileSync } from 'node:fs';
import { datePartsIn } from '@fleet/domain';
import type { Locator, Page } from 'playwright-core';

/** Opens a grid row's actions menu ('⋯') and runs the command with this test id ('row-pto', 'report-grid-row-command'). */
export async function runRowAction(page: Page, row: Locator, testId: string): Promise<void> {
  await row.getByTestId('report-grid-row-actions').click();
  await page.getByTestId('report-grid-row-menu').getByTestId(testId).click();
}

/** Runs the command with this test id of the first grid row (of the page shown) that offers it. */
export async function runFirstRowAction(page: Page, testId: string): Promise<void> {
  const rows = page.getByTestId('report-grid-row');
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const trigger = rows.nth(i).getByTestId('report-grid-row-actions');
    if ((await trigger.count()) === 0) continue;
    await trigger.click();
    await page.getByTestId('report-grid-row-menu').waitFor();
    const item = page.getByTestId('report-grid-row-menu').getByTestId(testId);
    if ((await item.count()) > 0) {
      await item.click();
      return;
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('report-grid-row-menu').waitFor({ state: 'detached' });
  }
  throw new Error(`No row of the page offers ${testId}`);
}

/** An RGB pixel of a binary PPM (P6, 8 bit) as pdftoppm writes it: [r, g, b] at (x, y). */
export function ppmPixel(path: string, x: number, y: number): [number, number, number] {
  const bytes = readFileSync(path);
  // Header: 'P6', width, height, maxval, each followed by whitespace; then the pixels.
  let offset = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset]!))) offset++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[offset]!))) token += String.fromCharCode(bytes[offset++]!);
    fields.push(token);
  }
  offset++;
  const width = Number(fields[1]);
  const at = offset + (y * width + x) * 3;
  return [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
}

/** What a page's grid shows cut: headers and cells (first 10 rows) whose content is wider or taller than their box. */
export function cutCells(page: Page): Promise<{ headers: string[]; cells: string[]; checked: number }> {
  return page.evaluate(() => {
    const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const headers = [...document.querySelectorAll<HTMLElement>('[data-testid="report-grid"] thead th[data-field]')]
      .filter((th) => overflows(th.querySelector('button')!) || th.querySelector('button')!.getBoundingClientRect().width > th.getBoundingClientRect().width + 1)
      .map((th) => th.innerText);
    const tds = [...document.querySelectorAll<HTMLElement>('[data-testid="report-grid-row"] td[data-field]')].filter((td) => td.dataset.field !== '__command');
    const cells = tds.filter(overflows).map((td) => `${td.dataset.field}: ${td.innerText}`);
    return { headers, cells, checked: tds.length };
  });
}

/** Types a search into the grid and waits until every row shown is an asset whose name contains it. */
export async function searchGridAsset(page: Page, name: string): Promise<void> {
  await page.getByTestId('report-grid-search').fill(name);
  await page.waitForFunction(
    (n) => {
      const cells = [...document.querySelectorAll('[data-testid="report-grid-row"] td[data-field="assetName"]')];
      return cells.length > 0 && cells.every((td) => (td.textContent ?? '').includes(n));
    },
    name,
    { timeout: 10_000 },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Yesterday in the company's zone (a whole day at any hour), as the period inputs take it, and as rows date it. */
export function companyYesterday(zone = 'Asia/Kuala_Lumpur'): { from: string; to: string; label: string } {
  return companyDay(1, zone);
}

/** The company's day `daysAgo` days before today, as the period inputs take it (00:00 – 23:59), and as rows date it. */
export function companyDay(daysAgo: number, zone = 'Asia/Kuala_Lumpur'): { from: string; to: string; label: string } {
  const p = datePartsIn(Date.now() - daysAgo * 86_400_000, zone);
  const day = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return { from: `${day}T00:00`, to: `${day}T23:59`, label: `${p.day}/${p.month}/${p.year}` };
}

/**
 * The last `hours` hours up to this minute in the company's zone, as the period inputs take them: within the
 * harness's one day of simulated history whatever the time of day (the company's yesterday is barely covered by it
 * late in the company's evening).
 */
export function companyLastHours(hours: number, zone = 'Asia/Kuala_Lumpur'): { from: string; to: string } {
  const at = (ms: number) => {
    const p = datePartsIn(ms, zone);
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  };
  const now = Date.now();
  return { from: at(now - hours * 3_600_000), to: at(now) };
}

/**
 * Clicks Run and waits for the whole report: its first rows, then Run back in place of Cancel (the rows stream in, so
 * the grid's count is final only then).
 */
export async function runAndWait(page: Page, timeout = 90_000): Promise<void> {
  await page.getByTestId('report-run').click();
  await page.getByTestId('report-grid-row').first().waitFor({ timeout });
  await page.getByTestId('report-run').waitFor({ timeout });
}
