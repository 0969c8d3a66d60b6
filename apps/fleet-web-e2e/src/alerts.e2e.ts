import { ALERT_TEXTS, STORAGE_KEYS, WEBHOOK_HEADERS } from '@fleet/domain';
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { assignedDevices, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { apiToken, signIn, storageValue } from './support/session';
import { startMailbox, type TestMailbox } from './support/smtp';
import { ingestPort } from './support/teltonika';

/*
 * Issue 18 (alerts): an Administrator's overspeed rule on one truck, made in the Alerts page, raises an alert when the
 * truck's tracker reports a spell over the limit: a toast and a bell count in a second signed-in browser (a Client who
 * sees the truck) within seconds, an e-mail at a real SMTP server, the signed payload at a real HTTP receiver;
 * acknowledging it clears the counter everywhere.
 * The simulator is off: the truck moves only as its device reports (OsmAnd HTTP, the real ingest path).
 */

let mailbox: TestMailbox;
let server: RunningServer;
let browser: Browser;
let osmandPort: number;
let truck: DemoDevice & { name: string };
/** A real HTTP receiver of the rule's webhook. */
let receiver: Server;
const hooks: { at: number; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hooks.push({ at: Date.now(), headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // The receiver is on this machine: private addresses are allowed for this server only.
  ({ server, browser } = await startHarness({ SMTP_URL: mailbox.url, FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0', WEBHOOK_ALLOW_PRIVATE: '1' }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  const admin = await apiToken(server.url, 'admin', 'admin');
  const demo = await apiToken(server.url, 'demo', 'demo');
  // A truck the demo Client sees, with its tracker.
  const seen = (await (await fetch(`${server.url}/v2/assets`, { headers: { authorization: `Bearer ${demo}` } })).json()) as { assets: { assetId: number; assetName: string; type: string }[] };
  const devices = await assignedDevices(server.url, admin);
  const pick = seen.assets.find((a) => a.type === 'truck' && devices.some((d) => d.assetId === a.assetId));
  if (!pick) throw new Error('no demo truck with a tracker visible to the demo user');
  truck = { ...devices.find((d) => d.assetId === pick.assetId)!, name: pick.assetName };
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

/** One report of the truck at `kmh`, `secondsAgo` in the past, moving north. */
const report = (secondsAgo: number, kmh: number, step: number) =>
  sendOsmAnd(osmandPort, truck.identifier, { lat: 3.05 + step * 0.0006, lng: 101.5, time: Date.now() - secondsAgo * 1000, speedKnots: kmh / 1.852, bearing: 0 });

describe('alerts', () => {
  it('a rule on one truck: toast and bell in a second browser, e-mail, and acknowledging clears the counters everywhere', async () => {
    const adminSide = await newPage(browser);
    const clientSide = await newPage(browser, 1400, 900, { timezoneId: 'America/New_York' });
    await signIn(adminSide.page, server.url, 'admin', 'admin');
    await adminSide.page.waitForURL(/\/dashboard$/);
    await signIn(clientSide.page, server.url, 'demo', 'demo');
    await clientSide.page.waitForURL(/\/dashboard$/);
    // The counters start at 0 at sign-in (SPEC §4).
    expect(await storageValue(clientSide.page, STORAGE_KEYS.unreadAlerts)).toBe('0');

    // The Administrator makes the rule in the Alerts page.
    const a = adminSide.page;
    await a.goto(`${server.url}/alerts?tab=rules`);
    await a.getByTestId('alert-rule-new').click();
    await a.getByTestId('rule-name').fill('Truck overspeed');
    // The form says what is wrong and keeps what was typed.
    await a.getByTestId('rule-type-overspeed').uncheck();
    await a.getByTestId('rule-save').click();
    await expect.poll(() => a.getByTestId('alert-rule-form').innerText()).toContain(ALERT_TEXTS.typesRequired);
    await a.getByTestId('rule-type-overspeed').check();
    await a.getByTestId('rule-assets-trigger').click();
    await a.getByTestId('rule-assets-search').fill(truck.name);
    await a.getByTestId('rule-assets-option').first().click();
    await a.keyboard.press('Escape');
    await a.getByTestId('rule-severity-critical').check();
    await a.getByTestId('rule-cooldown').fill('0');
    await a.getByTestId('rule-emails').fill('dispatch@demo.fleet');
    await a.getByTestId('rule-webhook').fill(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleet`);
    await a.getByTestId('rule-save').click();
    await expect.poll(() => a.getByTestId('alert-rule-table').innerText()).toContain('Truck overspeed');
    expect(await a.getByTestId('alert-rule-table').innerText()).toContain(truck.name);
    await screenshot(a, 'alerts-rules');

    // The Client watches another page: the bell is in the top bar everywhere.
    const c = clientSide.page;
    await expect.poll(() => c.getByTestId('alert-bell').isVisible()).toBe(true);
    // The truck's tracker reports 130 km/h every 10 s (device time), over the company's limit. The event is derived
    // at the report that makes the spell last the company's minimum duration: the reports before it go first, then,
    // after a pause in which nothing may happen, that report; the delays are measured from its acknowledgement.
    const company = (await (await fetch(`${server.url}/v2/company`, { headers: { authorization: `Bearer ${await apiToken(server.url, 'admin', 'admin')}` } })).json()) as {
      settings: { overspeed: { minDurationS: number } };
    };
    const trigger = Math.ceil(company.settings.overspeed.minDurationS / 10);
    for (let i = 0; i < trigger; i += 1) expect((await report(100 - i * 10, 130, i)).status).toBe(200);
    await c.waitForTimeout(1_500);
    expect(await c.locator('[data-sonner-toast]', { hasText: 'Overspeed' }).count()).toBe(0);
    expect((await report(100 - trigger * 10, 130, trigger)).status).toBe(200);
    const sentAt = Date.now();
    const toast = c.locator('[data-sonner-toast]', { hasText: `Overspeed: ${truck.name}` });
    await toast.waitFor({ timeout: 15_000 });
    const toToast = Date.now() - sentAt;
    // The rest of the spell and the slow-down raise nothing more (one alert per spell).
    for (let i = trigger + 1; i < 10; i += 1) expect((await report(100 - i * 10, 130, i)).status).toBe(200);
    expect((await report(0, 20, 11)).status).toBe(200);
    await expect.poll(() => c.getByTestId('alert-bell-count').innerText(), { timeout: 5_000 }).toBe('1');
    await screenshot(c, 'alerts-toast-and-bell');
    const mail = await mailbox.newestTo('dispatch@demo.fleet');
    const toMail = Date.now() - sentAt;
    expect(mail).toContain(`Overspeed: ${truck.name} at 130 km/h`);
    expect(mail).toContain('(Asia/Kuala_Lumpur)');
    await expect.poll(() => hooks.length, { timeout: 15_000 }).toBe(1);
    const hook = hooks[0]!;
    const toHook = hook.at - sentAt;
    // Signed with the rule's secret, which the rule shows its Administrator.
    await a.getByTestId('alert-rule-edit').first().click();
    const secret = await a.getByTestId('rule-webhook-secret').innerText();
    await a.getByTestId('rule-cancel').click();
    const timestamp = String(hook.headers[WEBHOOK_HEADERS.timestamp]);
    expect(hook.headers[WEBHOOK_HEADERS.signature]).toBe(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex')}`);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'alert', alert: { assetId: truck.assetId, type: 'overspeed', severity: 'critical' } });
    console.info(`alert delays from the acknowledgement of the report that raised it (upper bounds): to the toast in a second browser ${toToast} ms, to the e-mail ${toMail} ms, to the webhook ${toHook} ms`);

    // The inbox shows it in the company's time; the Administrator acknowledges it with a comment.
    await a.goto(`${server.url}/alerts`);
    await expect.poll(() => a.getByTestId('alert-row-sent').first().innerText()).toBe('E-mail ✓ · Webhook ✓');
    const row = a.getByTestId('alert-row').filter({ hasText: truck.name });
    await row.waitFor();
    await row.locator('input[type=checkbox]').check();
    await a.getByTestId('alert-comment').fill('Driver called');
    await a.getByTestId('alert-ack-selected').click();
    await expect.poll(() => a.getByTestId('alert-table').count()).toBe(0);
    // Everywhere: the Client's bell goes back to none, and the counter in storage with it.
    await expect.poll(() => c.getByTestId('alert-bell-count').count(), { timeout: 10_000 }).toBe(0);
    expect(await storageValue(c, STORAGE_KEYS.unreadAlerts)).toBe('0');
    expect(await c.getByTestId('alert-bell').getAttribute('aria-label')).toBe(ALERT_TEXTS.bell(0));

    // The Client reads it acknowledged, in the company's time zone whatever the browser's.
    await c.goto(`${server.url}/alerts`);
    await c.getByTestId('alert-state').selectOption('acknowledged');
    const done = c.getByTestId('alert-row').filter({ hasText: truck.name });
    await done.waitFor();
    expect(await done.getByTestId('alert-row-state').innerText()).toMatch(/Acknowledged by .+: Driver called/);
    // Its playback opens around the alert's time (half an hour either side).
    expect(await done.getByTestId('alert-playback').getAttribute('href')).toMatch(new RegExp(`^/playback/${truck.assetId}/[^?]+\\?from=\\d+&to=\\d+$`));
    await screenshot(c, 'alerts-inbox-acknowledged');
    // The inbox as shown, to Excel: read back, the alert in its row with the acknowledgement.
    const [download] = await Promise.all([c.waitForEvent('download', { timeout: 60_000 }), c.getByTestId('alert-export-xlsx').click()]);
    expect(download.suggestedFilename()).toBe('Alerts.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
    const sheet = wb.getWorksheet('Sheet1')!;
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(['Time', 'Severity', 'Alert', 'Asset', 'Rule', 'State', 'Sent']);
    expect((sheet.getRow(5).values as unknown[]).slice(2, 8)).toEqual(['Critical', `Overspeed: ${truck.name} at 130 km/h`, truck.name, 'Truck overspeed', expect.stringMatching(/^Acknowledged by .+: Driver called$/), 'E-mail ✓ · Webhook ✓']);
    await adminSide.context.close();
    await clientSide.context.close();
  });

  it('a road-tax reminder due in 10 days shows as due soon, tells the Client, and a completion moves it a year on', async () => {
    const adminSide = await newPage(browser);
    const clientSide = await newPage(browser, 1400, 900, { timezoneId: 'Pacific/Honolulu' });
    await signIn(adminSide.page, server.url, 'admin', 'admin');
    await adminSide.page.waitForURL(/\/dashboard$/);
    await signIn(clientSide.page, server.url, 'demo', 'demo');
    await clientSide.page.waitForURL(/\/dashboard$/);
    await expect.poll(() => clientSide.page.getByTestId('alert-bell').isVisible()).toBe(true);
    // Ten days from today in the company's zone (the browsers' zones do not matter).
    const todayKl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const due = new Date(`${todayKl}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 10);
    const dueDate = due.toISOString().slice(0, 10);

    const a = adminSide.page;
    await a.goto(`${server.url}/reminders`);
    await a.getByTestId('reminder-new').click();
    await a.getByTestId('reminder-save').click();
    await expect.poll(() => a.getByTestId('reminder-form').innerText()).toContain('Choose an asset or a group.');
    await a.getByTestId('reminder-target').selectOption({ label: truck.name });
    await a.getByTestId('reminder-due').fill(dueDate);
    await a.getByTestId('reminder-save').click();
    const row = a.getByTestId('reminder-row').filter({ hasText: truck.name });
    await row.waitFor();
    expect(await row.getByTestId('reminder-state').innerText()).toBe('Due soon');
    expect(await row.getByTestId('reminder-due-text').innerText()).toBe(`${dueDate} (in 10 days)`);
    await screenshot(a, 'reminders-due-soon');

    const c = clientSide.page;
    await c.locator('[data-sonner-toast]', { hasText: `Road tax due soon: ${truck.name} (in 10 days)` }).waitFor({ timeout: 15_000 });
    await expect.poll(() => c.getByTestId('alert-bell-count').innerText()).toBe('1');

    await row.getByTestId('reminder-complete').click();
    await a.getByTestId('reminder-done-cost').fill('90');
    await a.getByTestId('reminder-done-note').fill('Renewed at JPJ');
    await a.getByTestId('reminder-done-save').click();
    await expect.poll(() => row.getByTestId('reminder-state').innerText()).toBe('OK');
    const next = new Date(`${todayKl}T00:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(await row.getByTestId('reminder-due-text').innerText()).toContain(next.toISOString().slice(0, 10));
    await adminSide.context.close();
    await clientSide.context.close();
  });
});
