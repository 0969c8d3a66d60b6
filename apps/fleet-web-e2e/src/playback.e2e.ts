// One piece on purpose: every test shares one server whose 8-day backfill takes most of a minute; splitting the
// file would start (and backfill) another server for each part.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MESSAGES,
  PLAYBACK_STATUS_CODES,
  datePartsIn,
  formatDuration,
  instantOf,
  localDateKey,
  type PlaybackPointColumns,
  type PlaybackResponse,
} from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
import { watchCspViolations, watchPage } from './support/csp-violations';
import { enableTestHooks } from './support/monitor';
import { startHarnessWithHistory } from './support/harness';
import type { RunningServer } from './support/server';
import { runAndWait, runFirstRowAction, searchGridAsset } from './support/reports';
import { apiToken, signIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

/** The demo tenant's zone: every day and time on the screen and in the exports is in it, whatever the browser's. */
const ZONE = 'Asia/Kuala_Lumpur';
const DAY = 86_400_000;

beforeAll(async () => {
  // Eight days of history: the seven whole days before today, as issue #13 loaded them.
  // The server backfills the history after it starts listening: the tests compare the screen with the stored samples.
  ({ server, browser, close } = await startHarnessWithHistory(8));
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
  points: number[];
  exportView: { width: number; height: number; ends: [number, number][] } | null;
}

const hooks = (page: Page) => page.evaluate(() => (window as unknown as { __fleetPlayback?: PlaybackHooks }).__fleetPlayback ?? null);

/** Chooses an asset in the playback select by (part of) its name. */
async function pick(page: Page, name: string): Promise<void> {
  await page.getByTestId('playback-asset-trigger').click();
  await page.getByTestId('playback-asset-search').fill(name);
  await page.getByTestId('playback-asset-option').first().click();
  await page.keyboard.press('Escape');
}

/** The KL calendar day `days` before today, as the picker's 'YYYY-MM-DD'. */
function dayBefore(days: number): string {
  const p = datePartsIn(Date.now(), ZONE);
  return localDateKey(instantOf({ year: p.year, month: p.month, day: p.day - days, hour: 12 }, ZONE), ZONE);
}

/** The period [start of `from`, end of `to`] (KL days 'YYYY-MM-DD'), ms. */
function periodOf(from: string, to: string): { start: number; end: number } {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return { start: instantOf({ year: y1, month: m1, day: d1 }, ZONE), end: instantOf({ year: y2, month: m2, day: d2, hour: 23, minute: 59, second: 59 }, ZONE) };
}

/** Picks whole days from `from` to `to` (KL 'YYYY-MM-DD') in the range picker, 00:00:00 – 23:59:59. */
async function pickDays(page: Page, from: string, to: string): Promise<void> {
  await page.getByTestId('range-picker').click();
  const popover = page.getByTestId('range-picker-popover');
  const day = (key: string) => popover.locator(`[data-day="${key}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && (await day(from).count()) === 0; i++) await popover.getByRole('button', { name: /previous month/i }).click();
  await day(from).click();
  for (let i = 0; i < 3 && (await day(to).count()) === 0; i++) await popover.getByRole('button', { name: /next month/i }).click();
  await day(to).click();
  await page.getByTestId('range-picker-start-time').fill('00:00:00');
  await page.getByTestId('range-picker-end-time').fill('23:59:59');
  await page.getByTestId('range-picker-apply').click();
}

async function openPlayback(page: Page, user = 'admin'): Promise<void> {
  await signIn(page, server.url, user, user);
  await page.waitForURL(/\/dashboard$/);
  await enableTestHooks(page);
  await page.goto(`${server.url}/playback`);
  await page.getByTestId('playback-page').waitFor();
}

async function loadAndWait(page: Page, assets = 1): Promise<void> {
  await page.getByTestId('load-data').click();
  await page.waitForFunction(
    (n) => {
      const h = (window as unknown as { __fleetPlayback?: PlaybackHooks }).__fleetPlayback;
      return (h?.routes.length ?? 0) === n && (h?.routes.every((r) => r.length > 1) ?? false);
    },
    assets,
    { timeout: 90_000 },
  );
}

/** A whole day (yesterday) of the Hino 700 loaded in Playback. */
async function openTruckDay(page: Page): Promise<void> {
  await openPlayback(page);
  // Load Data is disabled with the spec's tooltip until an asset is chosen.
  expect(await page.getByTestId('load-data').isDisabled()).toBe(true);
  expect(await page.getByTestId('load-data').getAttribute('title')).toBe(MESSAGES.playbackLoadDisabled);
  await pick(page, 'Hino 700');
  // Yesterday, a whole day at any hour (today is an hour long just after midnight).
  await pickDays(page, dayBefore(1), dayBefore(1));
  await loadAndWait(page);
}

/** A page whose browser runs in another zone than the tenant's: nothing may follow the browser's clock. */
async function pageInLosAngeles(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true, timezoneId: 'America/Los_Angeles' });
  await watchCspViolations(context);
  const page = await context.newPage();
  await watchPage(page);
  return { context, page };
}

/** The stored samples of the period as the server answers them to the API: times and statuses, every point. */
/** The Administrator's token and units, signed in once for the file (each sign-in counts against the rate limit). */
let adminSession: Promise<{ token: string; units: { assetId: number; assetName: string }[] }> | undefined;
function admin(): Promise<{ token: string; units: { assetId: number; assetName: string }[] }> {
  adminSession ??= (async () => {
    const token = await apiToken(server.url, 'admin', 'admin');
    const r = await fetch(`${server.url}/v2/clients/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin', platform: 'Web' }) });
    if (!r.ok) throw new Error(`sign-in: ${r.status} ${await r.text()}`);
    return { token, units: ((await r.json()) as { allUnits: { assetId: number; assetName: string }[] }).allUnits };
  })();
  return adminSession;
}

async function rawSamples(assetName: string, period: { start: number; end: number }): Promise<{ t: number[]; status: string[]; answer: PlaybackResponse }> {
  const { token, units } = await admin();
  const unit = units.find((u) => u.assetName.includes(assetName))!;
  const r = await fetch(`${server.url}/v2/singleUnitPlayback3`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ timeRange: period, configuration: {}, units: [unit.assetId] }),
  });
  const answer = (await r.json()) as PlaybackResponse;
  const cols = answer.points as PlaybackPointColumns;
  let t = 0;
  return { t: cols.t.map((d) => (t += d)), status: cols.status.map((s) => PLAYBACK_STATUS_CODES[s]!), answer };
}

interface ListedItem {
  kind: 'day' | 'stop' | 'continued' | 'no-data' | 'point';
  text: string;
  start?: number;
  end?: number;
  status?: string;
  duration?: string;
}

/** Scrolls the details list from top to bottom and reads every row it renders (the list is virtual). */
function readDetailsList(page: Page): Promise<ListedItem[]> {
  return page.evaluate(async () => {
    const list = document.querySelector<HTMLElement>('[data-testid="details-list"]')!;
    const seen = new Map<number, ListedItem>();
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    list.scrollTop = 0;
    await frames();
    for (let guard = 0; guard < 5000; guard++) {
      for (const slot of list.querySelectorAll<HTMLElement>('[data-index]')) {
        const i = Number(slot.dataset['index']);
        if (seen.has(i)) continue;
        const q = (id: string) => slot.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        const stop = q('details-long-event');
        const text = slot.textContent ?? '';
        if (q('details-day')) seen.set(i, { kind: 'day', text });
        else if (stop)
          seen.set(i, {
            kind: 'stop',
            text,
            start: Number(stop.dataset['start']),
            end: Number(stop.dataset['end']),
            status: stop.querySelector('.pk-details__status')?.textContent ?? '',
            duration: q('details-duration')?.textContent ?? '',
          });
        else if (q('details-continued')) seen.set(i, { kind: 'continued', text });
        else if (q('details-no-data')) seen.set(i, { kind: 'no-data', text });
        else seen.set(i, { kind: 'point', text });
      }
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) break;
      list.scrollTop += Math.floor(list.clientHeight * 0.8);
      await frames();
    }
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
  });
}

/** Distance of p from the segment a–b, metres (local equirectangular projection). */
function segmentDistanceM(p: [number, number], a: [number, number], b: [number, number]): number {
  const m = 111_195;
  const kx = Math.cos((a[1] * Math.PI) / 180) * m;
  const [bx, by] = [(b[0] - a[0]) * kx, (b[1] - a[1]) * m];
  const [px, py] = [(p[0] - a[0]) * kx, (p[1] - a[1]) * m];
  const len2 = bx * bx + by * by;
  const f = len2 > 0 ? Math.max(0, Math.min(1, (px * bx + py * by) / len2)) : 0;
  return Math.hypot(px - f * bx, py - f * by);
}

/** Distance of p from a polyline, metres. */
const routeDistanceM = (route: [number, number][], p: [number, number]) =>
  route.length === 1 ? segmentDistanceM(p, route[0]!, route[0]!) : Math.min(...route.slice(1).map((b, i) => segmentDistanceM(p, route[i]!, b)));

describe('playback', () => {
  it('lists 7 days of the demo truck at full resolution: each stop from its first stopped sample to the next move, a header for every day', async () => {
    const { context, page } = await pageInLosAngeles();
    await openPlayback(page);
    await pick(page, 'Hino 700');
    const from = dayBefore(7);
    const to = dayBefore(1);
    await pickDays(page, from, to);
    await loadAndWait(page);
    const period = periodOf(from, to);
    const raw = await rawSamples('Hino 700', period);
    const h = (await hooks(page))!;
    // Every stored sample is replayed and listed; the map draws a simplified route.
    expect(h.points[0]).toBe(raw.t.length);
    expect(raw.answer.totalPoints).toBe(raw.t.length);
    expect(h.routes[0]!.length).toBeLessThan(raw.t.length);
    // The simplified route keeps the road shape: every sample lies within the tolerance of the drawn line.
    const cols = raw.answer.points!;
    let lat = 0;
    let lng = 0;
    const samples = cols.lat.map((d, i) => [(lng += cols.lng[i]!) / 1e6, (lat += d) / 1e6] as [number, number]);
    const worst = Math.max(...samples.filter((_, i) => i % 3 === 0).map((p) => routeDistanceM(h.routes[0]!, p)));
    expect(worst).toBeLessThanOrEqual(raw.answer.toleranceM + 1);

    // The stops measured on the raw samples: a run of Parked (or of Idling) samples, until the next other status.
    const expected: { start: number; end: number; status: string; count: number }[] = [];
    for (let i = 0; i < raw.t.length; ) {
      const s = raw.status[i]!;
      let j = i;
      while (j + 1 < raw.t.length && raw.status[j + 1] === s) j++;
      if (s === 'Parked' || s === 'Idling') expected.push({ start: raw.t[i]!, end: j + 1 < raw.t.length ? raw.t[j + 1]! : raw.t[j]!, status: s, count: j - i + 1 });
      i = j + 1;
    }
    // The cases are there to be checked: one-sample stops, and stops that go on after their last stopped sample.
    expect(expected.filter((e) => e.count === 1).length).toBeGreaterThan(3);
    expect(expected.filter((e) => e.count > 1).length).toBeGreaterThan(3);

    const listed = await readDetailsList(page);
    const stops = listed.filter((x) => x.kind === 'stop');
    expect(stops.map((s) => [s.start, s.end, s.status])).toEqual(expected.map((e) => [e.start, e.end, e.status]));
    for (const [k, s] of stops.entries()) expect(s.duration).toBe(formatDuration(expected[k]!.end - expected[k]!.start));

    // A header for each of the 7 days (KL days, though the browser runs in Los Angeles), in order.
    const days: string[] = [];
    for (let t = period.start + DAY / 2; t < period.end; t += DAY) {
      const p = datePartsIn(t, ZONE);
      days.push(`${p.day}/${p.month}/${p.year}`);
    }
    expect(days).toHaveLength(7);
    expect(listed.filter((x) => x.kind === 'day').map((x) => x.text)).toEqual(days);
    // A day fully covered by a stop that began the day before still has its header, followed by a continued row.
    const continued = listed.findIndex((x) => x.kind === 'continued');
    if (continued >= 0) expect(listed[continued - 1]!.kind).toBe('day');

    // The player: the clock (date and time in KL), a mark at each of the 6 midnights inside the period.
    const c = datePartsIn(h.time, ZONE);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(await page.getByTestId('player-clock').innerText()).toBe(`${c.day}/${c.month}/${c.year} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`);
    expect(`${c.day}/${c.month}/${c.year}`).toBe(days[0]);
    expect(await page.getByTestId('player-day-mark').count()).toBe(6);
    await screenshot(page, 'playback-7-days');
    await context.close();
  });

  it('skips the parked night with "Skip parked"', async () => {
    // A working day of a day-shift truck (the Hino 700 drives nights): parked from midnight until its first move of
    // the day (some days it stays parked).
    const truck = 'Isuzu NPR';
    let day = '';
    let firstMove = 0;
    for (let d = 1; d <= 7 && !day; d++) {
      const raw = await rawSamples(truck, periodOf(dayBefore(d), dayBefore(d)));
      const moves = raw.status.findIndex((s) => s !== 'Parked');
      if (raw.status[0] === 'Parked' && moves > 0 && raw.t[moves]! - raw.t[0]! > 3_600_000) [day, firstMove] = [dayBefore(d), raw.t[moves]!];
    }
    expect(day).not.toBe('');
    const { context, page } = await newPage(browser);
    await openPlayback(page);
    await pick(page, truck);
    await pickDays(page, day, day);
    await loadAndWait(page);
    await page.getByTestId('player-skip-parked').check();
    await page.getByTestId('player-toggle').click();
    await page.waitForTimeout(400);
    await page.getByTestId('player-toggle').click();
    // 0.4 s at 1x is 4 minutes of track time: only the skip can have passed the hours of parking.
    expect((await hooks(page))!.time).toBeGreaterThanOrEqual(firstMove);
    await context.close();
  });

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
    // The marker (every sample) stays on the drawn route (simplified within 10 m).
    for (const h of [moving, later]) expect(routeDistanceM(h.routes[0]!, [h.markers[0]![0], h.markers[0]![1]])).toBeLessThan(15);
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

  it('replays two assets on one timeline and exports both of them, every point, to Excel and PDF', async () => {
    const { context, page } = await newPage(browser);
    await openPlayback(page);
    await page.getByTestId('playback-several').check();
    await pick(page, 'Hino 700');
    await pick(page, 'Isuzu FVR');
    await loadAndWait(page, 2);
    await page.getByTestId('playback-legend').waitFor();
    await page.getByTestId('player-speed').getByText('8x').click();
    await page.getByTestId('player-toggle').click();
    await page.waitForTimeout(1500);
    await page.getByTestId('player-toggle').click();
    const h = (await hooks(page))!;
    expect(h.markers).toHaveLength(2);
    expect(h.markers[0]).not.toEqual(h.markers[1]);
    await screenshot(page, 'playback-two-assets');
    const [hino, isuzu] = h.points as [number, number];

    // Excel: an Asset column, then every point of the first asset and every point of the second.
    await page.getByTestId('playback-export').click();
    const [xlsx] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('playback-export-excel').click()]);
    const xlsxPath = join(artefactDir, 'playback-two-assets.xlsx');
    await xlsx.saveAs(xlsxPath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(xlsxPath) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sheet1')!;
    let labelRow = 0;
    sheet.eachRow((row, n) => {
      if (!labelRow && String(row.getCell(1).value ?? '') === 'Asset') labelRow = n;
    });
    expect(labelRow).toBeGreaterThan(0);
    const assetsColumn: string[] = [];
    for (let r = labelRow + 1; r <= sheet.rowCount; r++) assetsColumn.push(String(sheet.getRow(r).getCell(1).value));
    expect(assetsColumn.filter((a) => a.startsWith('Hino 700'))).toHaveLength(hino);
    expect(assetsColumn.filter((a) => a.startsWith('Isuzu FVR'))).toHaveLength(isuzu);

    // PDF (table only): both assets' rows. Over 2000 rows the dialog offers the download without a preview.
    page.on('dialog', (d) => void d.accept());
    await page.getByTestId('playback-export').click();
    await page.getByTestId('playback-export-pdf').click();
    await page.getByTestId('export-option-table').click();
    const downloadPdf = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByTestId('export-options-export').click();
    if (hino + isuzu <= 2000) {
      await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 60_000 });
      await page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click();
    }
    const pdfPath = join(artefactDir, 'playback-two-assets.pdf');
    await (await downloadPdf).saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: Playback - Hino 700');
    const rows = text.split('\n').filter((l) => /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/.test(l));
    expect(rows.filter((l) => l.includes('Hino 700'))).toHaveLength(hino);
    expect(rows.filter((l) => l.includes('Isuzu FVR'))).toHaveLength(isuzu);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfPath, join(artefactDir, 'playback-two-assets-pdf')]);
    await context.close();
  });

  it('draws the PDF dialog above the map; the PDF map fits the whole route and the addresses wrap', async () => {
    const { context, page } = await newPage(browser);
    await openTruckDay(page);
    await page.getByTestId('playback-export').click();
    await page.getByTestId('playback-export-pdf').click();
    expect(await page.getByTestId('export-options-export').count()).toBe(0);
    await page.getByTestId('export-option-map').click();
    await page.getByTestId('export-option-table').click();
    await page.getByTestId('export-options-export').click();
    await page.getByTestId('pdf-export-dialog').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="pdf-preview-page"][data-rendered="true"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);

    // What is on top: the dialog at its centre and wherever a map control lies under it.
    const onTop = await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="pdf-export-dialog"]')!;
      const box = dialog.getBoundingClientRect();
      const probes: [number, number][] = [[box.left + box.width / 2, box.top + box.height / 2]];
      for (const el of document.querySelectorAll('.playback-view__map-tools, .playback-view__map-tools *, .maplibregl-ctrl button, .fleet-map-view__controls *')) {
        const r = el.getBoundingClientRect();
        const c: [number, number] = [r.left + r.width / 2, r.top + r.height / 2];
        if (r.width > 0 && c[0] > box.left && c[0] < box.right && c[1] > box.top && c[1] < box.bottom) probes.push(c);
      }
      return { probes: probes.length, outside: probes.filter(([x, y]) => !dialog.contains(document.elementFromPoint(x, y))).length };
    });
    expect(onTop.probes).toBeGreaterThan(3);
    expect(onTop.outside).toBe(0);
    // And what is painted: the dialog's pixels do not change when the map underneath is hidden.
    const box = (await page.getByTestId('pdf-export-dialog').boundingBox())!;
    const withMap = await page.screenshot({ clip: box });
    await page.evaluate(() => document.querySelector<HTMLElement>('.playback-view__map')!.style.setProperty('visibility', 'hidden'));
    const withoutMap = await page.screenshot({ clip: box });
    await page.evaluate(() => document.querySelector<HTMLElement>('.playback-view__map')!.style.removeProperty('visibility'));
    expect(withMap.equals(withoutMap)).toBe(true);
    await screenshot(page, 'playback-pdf-dialog');

    // The captured map held the whole route: Start and End inside the image, clear of its edges.
    const view = (await hooks(page))!.exportView!;
    expect(view.ends.length).toBe(2);
    for (const [x, y] of view.ends) {
      expect(x).toBeGreaterThan(20);
      expect(x).toBeLessThan(view.width - 20);
      expect(y).toBeGreaterThan(20);
      expect(y).toBeLessThan(view.height - 20);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('pdf-export-dialog').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const pdfPath = join(artefactDir, 'playback.pdf');
    await download.saveAs(pdfPath);
    // The PDF holds the map as an image and the table's text, addresses whole (wrapped, never cut with '...').
    const images = execFileSync('pdfimages', ['-list', pdfPath], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThanOrEqual(2);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: Playback - Hino 700');
    expect(text).toMatch(/Moving|Parked|Idling/);
    expect(text).not.toContain('...');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfPath, join(artefactDir, 'playback-pdf-page')]);
    expect(readdirSync(artefactDir).filter((f) => f.startsWith('playback-pdf-page')).length).toBeGreaterThanOrEqual(1);

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
    await runAndWait(page);
    await searchGridAsset(page, 'Hino 700');
    await runFirstRowAction(page, 'row-playback');
    await page.getByTestId('report-playback').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('report-playback').getByTestId('playback-toolbar').count()).toBe(0);
    await page.getByTestId('report-playback').getByTestId('player-bar').waitFor();
    await screenshot(page, 'report-playback-modal');
    await context.close();
  });
});
