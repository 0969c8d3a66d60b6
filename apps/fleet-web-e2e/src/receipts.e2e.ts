import { deflateSync } from 'node:zlib';
import { MESSAGES, STORAGE_KEYS } from '@fleet/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { runAndWait, runFirstRowAction } from './support/reports';
import { signIn, storageValue } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startHarness());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A real 4 x 4 PNG (orange), built here so the test carries no binary file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array.from({ length: 4 }, () => [255, 159, 67]).flat()])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** 'YYYY-MM-DDTHH:mm' of a local time, for datetime-local inputs. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * The URL of every request (and WebSocket) the context's pages make, the app's and the tabs it opens, and every bearer
 * token they sent: the URLs are later checked against each token the session used, rotated ones included.
 */
function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  const bearers = new Set<string>();
  context.on('request', (request) => {
    urls.push(request.url());
    const authorization = request.headers()['authorization'];
    if (authorization?.startsWith('Bearer ')) bearers.add(authorization.slice('Bearer '.length));
  });
  const watchSockets = (page: Page) => page.on('websocket', (socket) => urls.push(socket.url()));
  context.pages().forEach(watchSockets);
  context.on('page', watchSockets);
  return { urls, bearers };
}

async function openReports(page: Page): Promise<void> {
  await signIn(page, server.url, 'demo', 'demo');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.url}/reports`);
  await page.getByTestId('reports-page').waitFor();
}

async function chooseReport(page: Page, label: string, from: number): Promise<void> {
  await page.getByTestId('report-type').click();
  await page.getByTestId('report-type-option').filter({ hasText: new RegExp(`^${label}$`) }).first().click();
  await page.getByTestId('report-from').fill(localInput(from));
  await runAndWait(page);
}

describe('receipts', () => {
  it('adds a fuel receipt with a file, opens the file without a token in any URL, and deletes the receipt', async () => {
    const { context, page } = await newPage(browser);
    const recorded = recordRequests(context);
    await openReports(page);
    const location = `E2E Petronas ${Date.now()}`;

    // Add Fuel Receipt: a vehicle, the amounts, a time, a location and a photo of the receipt.
    await page.getByTestId('report-add-receipt').click();
    const form = page.getByTestId('receipt-form');
    await form.waitFor();
    await form.getByTestId('receipt-submit').click();
    expect(await form.getByTestId('receipt-error').innerText()).toBe(MESSAGES.receiptRequired);
    await form.getByTestId('receipt-vehicle-trigger').click();
    const firstGroup = page.getByTestId('receipt-vehicle-group').first();
    if ((await firstGroup.getAttribute('data-expanded')) !== 'true') await page.getByTestId('receipt-vehicle-group-toggle').first().click();
    await page.getByTestId('receipt-vehicle-option').first().click();
    expect(await form.getByTestId('receipt-vehicle-chip').count()).toBe(1);
    await form.getByTestId('receipt-volume').fill('45');
    await form.getByTestId('receipt-priceperliter').fill('2.05');
    await form.getByTestId('receipt-price').fill('92.25');
    await form.getByTestId('receipt-time').fill(localInput(Date.now() - 12 * 3_600_000));
    await form.getByTestId('receipt-location').fill(location);
    expect(await form.getByTestId('receipt-error').count()).toBe(0);
    await form.getByTestId('receipt-files').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.locator('[data-testid="receipt-file-item"][data-status="done"]').waitFor({ timeout: 30_000 });
    expect(await form.locator('img').first().evaluate((img) => (img as HTMLImageElement).width)).toBe(150);
    await screenshot(page, 'receipt-form');
    await form.getByTestId('receipt-submit').click();
    await page.getByText(`${MESSAGES.receiptAddedTitle}: ${MESSAGES.receiptAdded}`).waitFor();
    await form.waitFor({ state: 'detached' });

    // The Fuel Receipt report lists it; its card shows the file, which opens in a new tab from a blob: URL (fetched
    // with the bearer: the link itself is the plain upload URL).
    await chooseReport(page, 'Fuel Receipt', Date.now() - 2 * 86_400_000);
    await page.getByTestId('report-grid-search').fill(location);
    await page.getByTestId('report-receipts').click();
    const card = page.getByTestId('receipt-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toContain(location);
    expect(await card.innerText()).toContain('RM 92.25');
    expect(await card.getByTestId('receipt-file-count').innerText()).toContain('1');
    const link = card.getByTestId('receipt-file-link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/v2\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.png$/);
    // Without the bearer the plain link is refused.
    expect((await fetch(new URL(href, server.url))).status).toBe(401);
    await screenshot(page, 'receipt-cards');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL(/^blob:/, { timeout: 30_000 });
    expect(new URL(tab.url().slice('blob:'.length)).origin).toBe(server.url);
    const shown = await tab.evaluate(async () => {
      const response = await fetch(window.location.href);
      return { type: response.headers.get('content-type'), bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
    });
    expect(shown.type).toBe('image/png');
    expect(Buffer.from(shown.bytes).equals(tinyPng())).toBe(true);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await screenshot(tab, 'receipt-file-tab');
    await tab.close();

    // Delete Receipt asks first, then deletes, closes the modal and refreshes the report.
    await card.getByTestId('receipt-delete').click();
    await page.getByTestId('receipt-delete-confirm').click();
    await page.getByText(`${MESSAGES.receiptDeletedTitle}: ${MESSAGES.receiptDeleted}`).waitFor();
    await card.first().waitFor({ state: 'detached' });
    await page.getByTestId('report-grid-search').fill(location);
    await expect.poll(async () => page.getByTestId('report-grid-row').count(), { timeout: 30_000 }).toBe(0);

    // No request of the whole test carried a session token (or any access_token) in its URL.
    const stored = [await storageValue(page, STORAGE_KEYS.accessToken), await storageValue(page, STORAGE_KEYS.refreshToken)];
    const secrets = [...recorded.bearers, ...stored].filter((t): t is string => Boolean(t));
    expect(recorded.bearers.size).toBeGreaterThan(0);
    expect(recorded.urls.some((u) => u.includes('/v2/uploads/'))).toBe(true);
    for (const url of recorded.urls) {
      expect(url).not.toMatch(/access_token/i);
      for (const secret of secrets) {
        expect(url.includes(secret) || url.includes(encodeURIComponent(secret)), url).toBe(false);
      }
    }
    await context.close();
  });

  it('opens the Fuel Chart and the map of a row from the Summary report', async () => {
    const { context, page } = await newPage(browser);
    await openReports(page);
    await chooseReport(page, 'Summary', Date.now() - 86_400_000);
    await runFirstRowAction(page, 'row-fuel-chart');
    await page.getByTestId('fuel-chart').waitFor({ timeout: 60_000 });
    const chart = page.getByTestId('fuel-chart');
    await chart.locator('svg').first().waitFor();
    expect((await chart.locator('svg').first().boundingBox())?.height ?? 0).toBeGreaterThan(200);
    for (const colour of ['red', 'blue', 'green']) expect(await chart.locator(`svg path[stroke="${colour}"]`).count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'fuel-chart');
    await page.getByTestId('report-modal-close').click();

    await runFirstRowAction(page, 'row-status-changes');
    await page.getByTestId('modal-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('modal-table').locator('[data-field="address"] button, td button').first().click();
    await page.getByTestId('nested-view').waitFor();
    await page.getByTestId('map-embed').waitFor();
    await screenshot(page, 'modal-table-map');
    await page.getByTestId('close-preview').click();
    await page.getByTestId('modal-table').waitFor();
    await context.close();
  });
});
