import { MAINTENANCE_TEXTS, type Reminder } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { demoTruck, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import { runAndWait } from './support/reports';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { ingestPort } from './support/teltonika';

/*
 * Issue 19 (maintenance), as a fleet manager works: an Administrator adds a generator without a tracker, sets an
 * oil-change program every 250 engine hours or 6 months (or 10,000 km on the trucks), sees it due soon on a demo truck
 * whose live odometer (its tracker's, through the OsmAnd ingest) crosses the threshold, opens a work order from it,
 * completes it with parts and labour, and finds the service record, the schedule started again, the cost in the cost
 * view and in the Maintenance Log report; then records a tire rotation and reads each tire's history. The browser runs
 * in another zone than the company's (New York): every time typed or shown is the company's.
 * The simulator is off: the truck moves only as its tracker reports.
 */

let server: RunningServer;
let browser: Browser;
let osmandPort: number;
let truck: DemoDevice & { name: string };
let page: Page;
let clock = Date.now() - 3_600_000;

/** The truck's tracker reports its odometer (km), a minute after its last report. */
const drive = async (km: number) => {
  clock += 60_000;
  const r = await sendOsmAnd(osmandPort, truck.identifier, { lat: 3.05, lng: 101.5, time: clock, speedKnots: 20, extra: { odometer: String(Math.round(km * 1000)) } });
  expect(r.status).toBe(200);
};

/** Opens a tab of /maintenance (a fresh load: what the page shows comes from the server). */
const tab = async (name: string) => {
  await page.goto(`${server.url}/maintenance?tab=${name}`);
  await page.getByTestId(`maintenance-tab-${name}`).waitFor();
};

/** The program this test makes (named apart from the demo's programs). */
const PROGRAM = 'E2E oil change';
const scheduleRow = () => page.getByTestId('schedule-row').filter({ hasText: truck.name }).filter({ hasText: PROGRAM });
/** The work order this test opens (the demo has its own before it). */
let order = '';

beforeAll(async () => {
  ({ server, browser } = await startHarness({ FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0' }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  const admin = await apiToken(server.url, 'admin', 'admin');
  truck = await demoTruck(server.url, admin);
  await drive(52_000);
  ({ page } = await newPage(browser, 1400, 900, { timezoneId: 'America/New_York' }));
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('maintenance', () => {
  it('adds a generator without a tracker and an oil-change program; the truck\'s schedule turns due soon as its odometer crosses the notice', async () => {
    await tab('assets');
    await page.getByTestId('maintenance-asset-new').click();
    await page.getByTestId('maintenance-asset-name').fill('Generator Denyo DCA-45 (depot)');
    await page.getByTestId('maintenance-asset-hours').fill('1200');
    await page.getByTestId('maintenance-asset-save').click();
    await page.getByText(MAINTENANCE_TEXTS.assetSaved('Generator Denyo DCA-45 (depot)')).waitFor();
    const generator = page.getByTestId('maintenance-asset-row').filter({ hasText: 'Generator Denyo DCA-45 (depot)' });
    expect(await generator.getByTestId('maintenance-asset-row-hours').innerText()).toBe('1,200 h (entered)');
    expect(await generator.innerText()).toContain('No tracker');
    // The truck's odometer comes from its tracker.
    await expect.poll(async () => page.getByTestId('maintenance-asset-row').filter({ hasText: truck.name }).getByTestId('maintenance-asset-row-odometer').innerText()).toBe('52,000 km');

    await tab('schedules');
    await page.getByTestId('program-new').click();
    await page.getByTestId('program-name-input').fill(PROGRAM);
    const task = page.getByTestId('program-task-row').first();
    await task.getByTestId('program-task-name').fill('Engine oil and filter');
    await task.getByTestId('program-task-hours').fill('250');
    await task.getByTestId('program-task-months').fill('6');
    await task.getByTestId('program-task-km').fill('10000');
    for (const name of [truck.name, 'Generator Denyo DCA-45 (depot)']) {
      await page.getByTestId('program-assets-trigger').click();
      await page.getByTestId('program-assets-search').fill(name);
      await page.getByTestId('program-assets-option').first().click();
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('program-save').click();
    await page.getByText(MAINTENANCE_TEXTS.programSaved(PROGRAM)).waitFor();
    await scheduleRow().waitFor();
    expect(await scheduleRow().getAttribute('data-state')).toBe('ok');
    expect(await scheduleRow().getByTestId('schedule-due').innerText()).toContain('62,000 km');
    const generatorSchedule = page.getByTestId('schedule-row').filter({ hasText: 'Generator Denyo DCA-45 (depot)' }).filter({ hasText: PROGRAM });
    expect(await generatorSchedule.getByTestId('schedule-due').innerText()).toContain('1,450');

    // The truck drives: its tracker's odometer passes 61,500 km, within the 500 km notice of 62,000.
    await drive(61_620);
    await tab('schedules');
    await expect.poll(() => scheduleRow().getAttribute('data-state'), { timeout: 10_000 }).toBe('due-soon');
    expect(await scheduleRow().getByTestId('schedule-due').innerText()).toContain('in 380 km');
    await screenshot(page, 'maintenance-schedule-due-soon');
  });

  it('opens a work order from the due schedule and completes it with parts and labour: the service record, the schedule reset, the cost and the Maintenance Log', async () => {
    await tab('schedules');
    await scheduleRow().getByTestId('schedule-open-wo').click();
    const form = page.getByTestId('wo-form');
    await form.waitFor();
    expect(await form.getByTestId('wo-title').inputValue()).toBe('Engine oil and filter');
    await form.getByTestId('wo-assignee').fill('Rahim (workshop)');
    await form.getByTestId('wo-save').click();
    const saved = page.getByText(/^Work order WO-\d{4} saved\.$/);
    await saved.waitFor();
    order = (await saved.innerText()).match(/WO-\d{4}/)![0];

    await tab('work-orders');
    const card = page.locator(`[data-testid="wo-card"][data-number="${order}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('open');
    await card.getByTestId('wo-open-open').click();
    const detail = page.getByTestId('wo-detail');
    await detail.waitFor();
    await detail.getByTestId('wo-move-in-progress').click();
    await expect.poll(() => detail.getByTestId('wo-history').innerText()).toContain('In progress');
    await detail.getByTestId('wo-complete').click();
    const complete = page.getByTestId('wo-complete-form');
    await complete.waitFor();
    // The meters now are offered: the truck's odometer from its tracker.
    expect(await complete.getByTestId('wo-complete-odometer').inputValue()).toBe('61620');
    const line = async (kind: 'part' | 'labour', description: string, quantity: string, unitCost: string) => {
      await complete.getByTestId(`wo-complete-lines-add-${kind}`).click();
      const row = complete.getByTestId('wo-complete-lines-row').last();
      await row.getByTestId('wo-complete-lines-description').fill(description);
      await row.getByTestId('wo-complete-lines-quantity').fill(quantity);
      await row.getByTestId('wo-complete-lines-unit-cost').fill(unitCost);
    };
    await line('part', 'Oil filter', '1', '58.50');
    await line('part', 'Engine oil 15W-40', '28', '19.90');
    await line('labour', 'Mechanic', '1.5', '80');
    expect(await complete.getByTestId('wo-complete-lines-total').innerText()).toBe('Parts RM 615.70 · Labour RM 120.00 · Total RM 735.70');
    await complete.getByTestId('wo-complete-vendor').fill('Shah Alam Motor Works');
    await screenshot(page, 'maintenance-work-order-complete');
    await complete.getByTestId('wo-complete-save').click();
    await page.getByText(MAINTENANCE_TEXTS.workOrderCompleted(order)).waitFor();

    // The service record, with its work order and cost.
    await tab('records');
    const record = page.getByTestId('record-row').filter({ hasText: order });
    await record.waitFor();
    expect(await record.innerText()).toContain('Engine oil and filter');
    expect(await record.getByTestId('record-cost').innerText()).toBe('RM 735.70');
    expect(await record.innerText()).toContain('61,620 km');

    // The schedule starts again from the completion's reading.
    await tab('schedules');
    await expect.poll(() => scheduleRow().getAttribute('data-state')).toBe('ok');
    expect(await scheduleRow().getByTestId('schedule-due').innerText()).toContain('71,620 km');
    const reminders = (await (await fetch(`${server.url}/v2/reminders`, { headers: { authorization: `Bearer ${await apiToken(server.url, 'admin', 'admin')}` } })).json()) as { reminders: Reminder[] };
    expect(reminders.reminders.find((r) => r.assetId === truck.assetId && r.programName === PROGRAM)).toMatchObject({ nextKm: 71_620, state: 'ok', title: 'Engine oil and filter' });

    // The cost view counts it among the truck's services.
    await tab('costs');
    const costRow = page.getByTestId('cost-row').filter({ hasText: truck.name });
    await costRow.waitFor();
    expect(await costRow.innerText()).toContain('735.70');
    await screenshot(page, 'maintenance-costs');

    // The Maintenance Log of the truck lists it with its work order.
    await page.goto(`${server.url}/reports/${truck.assetId}/${encodeURIComponent(truck.name)}`);
    await page.getByTestId('reports-page').waitFor();
    await page.getByTestId('report-type').click();
    await page.getByTestId('report-type-option').filter({ hasText: /^Maintenance Log$/ }).first().click();
    await runAndWait(page);
    const row = page.getByTestId('report-grid-row').filter({ hasText: order });
    await row.waitFor();
    expect(await row.locator('td[data-field="cost"]').innerText()).toBe('735.7');
    expect(await row.locator('td[data-field="kind"]').innerText()).toBe('Service');
    await screenshot(page, 'maintenance-log-report');
  });

  it('fits two tires, rotates them, and each tire keeps its history', async () => {
    await page.goto(`${server.url}/maintenance?tab=tires&asset=${truck.assetId}`);
    await page.getByTestId('tire-diagram').waitFor();
    for (const serial of ['E2E-MX-01', 'E2E-MX-02']) {
      await page.getByTestId('tire-new').click();
      await page.getByTestId('tire-serial').fill(serial);
      await page.getByTestId('tire-size').fill('295/80R22.5');
      await page.getByTestId('tire-brand').fill('Michelin');
      await page.getByTestId('tire-model').fill('X Multi Z');
      await page.getByTestId('tire-cost').fill('1500');
      await page.getByTestId('tire-tread-new').fill('17');
      await page.getByTestId('tire-save').click();
      await page.getByText(MAINTENANCE_TEXTS.tireSaved(serial)).waitFor();
    }
    // Two positions of the same axle that carry no tire yet (the demo fits tires to some trucks).
    const free = await page.locator('[data-testid^="tire-position-"][data-serial=""], [data-testid^="tire-position-"]:not([data-serial])').evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.slice('tire-position-'.length)).filter((code) => /^\d+(L|R|LO|RO)$/.test(code)),
    );
    const axle = free.map((c) => c.replace(/\D+$/, '')).find((n) => free.filter((c) => c.startsWith(n) && !c.startsWith(`${n}0`)).length >= 2);
    if (!axle) throw new Error(`no axle with two free positions on ${truck.name}: ${free.join(', ')}`);
    const [p1, p2] = free.filter((c) => c.replace(/\D+$/, '') === axle) as [string, string];
    for (const [serial, position] of [['E2E-MX-01', p1], ['E2E-MX-02', p2]] as const) {
      await page.getByTestId(`tire-position-${position}`).click();
      const fit = page.getByTestId('tire-fit-form');
      await fit.waitFor();
      await fit.getByTestId('tire-fit-tire').selectOption({ label: `${serial}: Michelin X Multi Z 295/80R22.5` });
      await fit.getByTestId('tire-fit-save').click();
      await expect.poll(() => page.getByTestId(`tire-position-${position}`).getAttribute('data-serial')).toBe(serial);
    }
    await drive(66_620);
    await page.reload();
    await page.getByTestId('tire-diagram').waitFor();
    await page.getByTestId('tire-rotate').click();
    const rotate = page.getByTestId('tire-rotate-form');
    await rotate.waitFor();
    await rotate.getByTestId('tire-rotate-target-E2E-MX-01').selectOption(p2);
    await rotate.getByTestId('tire-rotate-target-E2E-MX-02').selectOption(p1);
    await rotate.getByTestId('tire-rotate-labour').fill('40');
    await rotate.getByTestId('tire-rotate-save').click();
    await page.getByText(MAINTENANCE_TEXTS.rotationSaved(2)).waitFor();
    await expect.poll(() => page.getByTestId(`tire-position-${p1}`).getAttribute('data-serial')).toBe('E2E-MX-02');
    expect(await page.getByTestId(`tire-position-${p2}`).getAttribute('data-serial')).toBe('E2E-MX-01');
    await screenshot(page, 'maintenance-tires');

    for (const [position, serial, from, to] of [[p2, 'E2E-MX-01', p1, p2], [p1, 'E2E-MX-02', p2, p1]] as const) {
      await page.getByTestId(`tire-position-${position}`).click();
      const detail = page.getByTestId('tire-detail');
      await detail.waitFor();
      expect(await detail.innerText()).toContain(serial);
      // 5,000 km since it was fitted, on two positions.
      expect(await detail.getByTestId('tire-detail-km').innerText()).toContain('5,000');
      await detail.getByTestId('tire-history').click();
      const rows = detail.getByTestId('tire-history-row');
      await rows.first().waitFor();
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['rotated', 'fitted']);
      expect(await rows.first().innerText()).toContain(from);
      expect(await rows.first().innerText()).toContain(to);
      await detail.getByTestId('tire-detail-close').click();
      await detail.waitFor({ state: 'detached' });
    }
  });
});
