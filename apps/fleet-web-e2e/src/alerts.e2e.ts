// One piece on purpose: one server and one SMTP / webhook receiver follow an alert from its rule to the toast, the bell,
// the mail, the webhook and the inbox; split, each file would start its own server and repeat the set-up.
import { ALERT_TEXTS, REPORT_SCHEDULE_TEXTS, permissionHint, STORAGE_KEYS, WEBHOOK_HEADERS, formatPointTime, formatRangeTime, localDateKey, nextScheduleRun, schedulePeriodRange } from '@fleet/domain';
import { simpleParser } from 'mailparser';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artefactDir, newPage, screenshot } from './support/browser';
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
 * Automated reports: a weekly Summary of the truck scheduled in the page, run now, mailed with its PDF and workbook.
 */

const KL = 'Asia/Kuala_Lumpur';
let mailbox: TestMailbox;
let server: RunningServer;
let browser: Browser;
let osmandPort: number;
let truck: DemoDevice & { name: string };
/** A real HTTP receiver of the rule's webhook. */
let receiver: Server;
const hooks: { at: number; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
/** The receiver answers 503 while this is set. */
let refusing = false;

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (refusing) {
        res.writeHead(503).end('maintenance');
        return;
      }
      hooks.push({ at: Date.now(), url: req.url ?? '', headers: req.headers, body });
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
    // Narrowed to the truck (the asset filter), the inbox still shows it.
    await c.getByTestId('alert-assets-trigger').click();
    await c.getByTestId('alert-assets-search').fill(truck.name);
    await c.getByTestId('alert-assets-option').first().click();
    await c.keyboard.press('Escape');
    await expect.poll(() => c.getByTestId('alert-row').count()).toBe(1);
    await done.waitFor();
    await screenshot(c, 'alerts-inbox-acknowledged');
    // The inbox as shown, to Excel: read back, the alert in its row with the acknowledgement.
    const [download] = await Promise.all([c.waitForEvent('download', { timeout: 60_000 }), c.getByTestId('alert-export-xlsx').click()]);
    expect(download.suggestedFilename()).toBe('Alerts.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
    const sheet = wb.getWorksheet('Sheet1')!;
    expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(['Time', 'Severity', 'Alert', 'Asset', 'Rule', 'State', 'Sent']);
    expect((sheet.getRow(5).values as unknown[]).slice(2, 8)).toEqual(['Critical', `Overspeed: ${truck.name} at 130 km/h`, truck.name, 'Truck overspeed', expect.stringMatching(/^Acknowledged by .+: Driver called$/), 'E-mail ✓ · Webhook ✓']);
    // The Client may not add a data push target: the tab says which permission would let them.
    await c.goto(`${server.url}/alerts?tab=push`);
    expect(await c.getByTestId('permission-hint').innerText()).toBe(permissionHint('data-push:add'));
    expect(await c.getByTestId('push-new').count()).toBe(0);
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

  it('a weekly Summary report scheduled in the Alerts page: run now, e-mailed with its PDF, its run kept with the file', async () => {
    // A browser in New York: the schedule's times are the company's (Kuala Lumpur) all the same.
    const { page, context } = await newPage(browser, 1400, 900, { timezoneId: 'America/New_York' });
    // The truck's tracker reported a drive on Tuesday of last week (company calendar), 09:00 to 09:30.
    const lastWeek = schedulePeriodRange('last-week', Date.now(), KL);
    for (let i = 0; i <= 30; i += 1) {
      await sendOsmAnd(osmandPort, truck.identifier, { lat: 3.0 + i * 0.004, lng: 101.45, time: lastWeek.from + 33 * 3_600_000 + i * 60_000, speedKnots: 26.7 / 1.852, bearing: 0 });
    }
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    // From the Reports screen: the Summary of the truck, "Schedule this report" opens a new schedule of it.
    await page.goto(`${server.url}/reports/${truck.assetId}/${encodeURIComponent(truck.name)}`);
    await page.getByTestId('reports-page').waitFor();
    await page.getByTestId('report-type').click();
    await page.getByTestId('report-type-option').filter({ hasText: /^Summary$/ }).first().click();
    await page.getByTestId('report-schedule-this').click();
    await page.waitForURL(/\/alerts\?tab=schedules/);
    const form = page.getByTestId('schedule-form');
    await form.waitFor();
    expect(await page.getByTestId('schedule-type').inputValue()).toBe('summary');
    expect(await page.getByTestId('schedule-name').inputValue()).toBe('Summary');
    await expect.poll(() => form.innerText()).toContain(truck.name);
    await page.getByTestId('schedule-name').fill('');
    await page.getByTestId('schedule-save').click();
    await expect.poll(() => form.innerText()).toContain(REPORT_SCHEDULE_TEXTS.nameRequired);
    await page.getByTestId('schedule-name').fill('Weekly fleet summary');
    // The message goes as the field is filled.
    await expect.poll(() => form.innerText()).not.toContain(REPORT_SCHEDULE_TEXTS.nameRequired);
    await page.getByTestId('schedule-format-xlsx').check();
    await page.getByTestId('schedule-recipients').fill('fleet.manager@demo.fleet, owner@demo.fleet');
    await screenshot(page, 'report-schedule-form');
    await page.getByTestId('schedule-save').click();
    const row = page.getByTestId('schedule-row').filter({ hasText: 'Weekly fleet summary' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Every Monday at 07:00');
    // The next run: the coming Monday 07:00 in Kuala Lumpur, shown in the company's zone.
    const next = nextScheduleRun({ frequency: 'weekly', weekday: 1, monthDay: 1, minuteOfDay: 420 }, Date.now(), KL);
    expect(await row.getByTestId('schedule-next').innerText()).toBe(formatPointTime(next, KL));

    const mailsBefore = mailbox.mails.length;
    const clicked = Date.now();
    await row.getByTestId('schedule-run-now').click();
    await expect.poll(() => row.getByTestId('schedule-run-state').getAttribute('data-state'), { timeout: 60_000 }).toBe('sent');
    console.log(`[scheduled report] Run now to "Sent" on the screen (report, PDF and workbook built, two mails accepted): ${Date.now() - clicked} ms`);
    await page.getByTestId('schedule-run-row').first().waitFor();
    await screenshot(page, 'report-schedule-runs');

    // Each recipient gets the mail, with the PDF and the workbook of last week attached.
    await expect.poll(() => mailbox.mails.length - mailsBefore, { timeout: 15_000 }).toBe(2);
    const mail = await simpleParser(mailbox.mails.find((m) => m.to === 'fleet.manager@demo.fleet')!.raw);
    expect(mail.subject).toBe('Weekly fleet summary: Summary report, last week');
    const week = schedulePeriodRange('last-week', Date.now(), KL);
    const [pdf, xlsx] = mail.attachments;
    expect(pdf!.filename).toBe(`Summary ${localDateKey(week.from, KL)} to ${localDateKey(week.to, KL)}.pdf`);
    expect(xlsx!.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const dir = await mkdtemp(join(tmpdir(), 'fleet-schedule-'));
    const pdfPath = join(dir, 'summary.pdf');
    await writeFile(pdfPath, pdf!.content);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Report Type: Summary');
    expect(text).toContain(truck.name);
    // The period printed is last week's, in the company's zone.
    expect(text).toContain(formatRangeTime(week.from, KL));
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdfPath, join(artefactDir, 'report-schedule-pdf')]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx!.content as unknown as ArrayBuffer);
    expect(JSON.stringify(book.worksheets[0]!.getSheetValues())).toContain(truck.name);

    // The run's PDF downloads from the history, the same file as mailed.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('schedule-run-file').first().click()]);
    expect(download.suggestedFilename()).toBe(pdf!.filename);
    expect((await readFile(await download.path())).equals(pdf!.content)).toBe(true);
    await context.close();
  });

  it("data push: a target made in the Alerts page gets the truck's positions and its SOS, and shows a receiver that is down as a backlog", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/alerts?tab=push`);
    await page.getByTestId('push-new').click();
    await page.getByTestId('push-name').fill('Our TMS');
    const pushUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`;
    await page.getByTestId('push-url').fill(pushUrl);
    await page.getByTestId('push-events').check();
    await page.getByTestId('push-type-sos').check();
    await page.getByTestId('push-assets-trigger').click();
    await page.getByTestId('push-assets-search').fill(truck.name);
    await page.getByTestId('push-assets-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('push-save').click();
    const row = page.getByTestId('push-row').filter({ hasText: 'Our TMS' });
    await row.waitFor();
    const pushed = () => hooks.filter((h) => h.url === '/push').map((h) => JSON.parse(h.body) as { type: string; items: { assetId: number; type?: string }[] });

    // The truck's tracker reports twice, the second time with its SOS button (Traccar's alarm=sos).
    await sendOsmAnd(osmandPort, truck.identifier, { lat: 3.2, lng: 101.6, time: Date.now() - 20_000, speedKnots: 10, bearing: 0 });
    await sendOsmAnd(osmandPort, truck.identifier, { lat: 3.201, lng: 101.6, time: Date.now() - 10_000, speedKnots: 10, bearing: 0, extra: { alarm: 'sos' } });
    await expect.poll(() => pushed().flatMap((p) => (p.type === 'positions' ? p.items : [])).length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => pushed().flatMap((p) => (p.type === 'events' ? p.items.map((i) => i.type) : [])), { timeout: 15_000 }).toEqual(['sos']);
    await expect.poll(() => row.getByTestId('push-state').innerText(), { timeout: 15_000 }).toContain('3 delivered');

    // The receiver goes down: what the truck reports waits, shown as a backlog with the receiver's answer.
    refusing = true;
    await sendOsmAnd(osmandPort, truck.identifier, { lat: 3.202, lng: 101.6, time: Date.now() - 5_000, speedKnots: 10, bearing: 0 });
    await expect.poll(() => row.getByTestId('push-backlog').innerText().catch(() => ''), { timeout: 20_000 }).toMatch(/^1 waiting in 1 message since .+ — HTTP 503$/);
    await screenshot(page, 'data-push-backlog');
    refusing = false;
    await expect.poll(() => row.getByTestId('push-state').getAttribute('data-backlog'), { timeout: 30_000 }).toBe('0');
    expect(pushed().flatMap((p) => (p.type === 'positions' ? p.items : [])).length).toBe(3);
    await context.close();
  });
  it('conditions held for a while: speeding over the rule\'s limit for 20 s, then a stay in the depot longer than a minute', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    // The depot the truck drives into (a demo POI), from the POI list the map uses.
    const login = (await (
      await fetch(`${server.url}/v2/clients/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin', platform: 'Web' }) })
    ).json()) as { userInfo: { uid: string; accessToken: string } };
    const list = (await (await fetch(`${server.url}/v2/settings/poi/${login.userInfo.uid}`, { headers: { authorization: `Bearer ${login.userInfo.accessToken}` } })).json()) as {
      pois: { name: string; paths: { lat: number; lng: number }[] }[];
    };
    const depot = list.pois.find((p) => p.name === 'Depot Shah Alam Seksyen 7')!;
    const centre = { lat: depot.paths.reduce((s, p) => s + p.lat, 0) / depot.paths.length, lng: depot.paths.reduce((s, p) => s + p.lng, 0) / depot.paths.length };

    await page.goto(`${server.url}/alerts?tab=rules`);
    await page.getByTestId('alert-rule-new').click();
    await page.getByTestId('rule-name').fill('Fast then parked');
    await page.getByTestId('rule-type-overspeed').uncheck();
    await page.getByTestId('rule-type-speeding').check();
    await page.getByTestId('rule-speed-limit').fill('100');
    await page.getByTestId('rule-speeding-seconds').fill('20');
    await page.getByTestId('rule-type-poi-dwell').check();
    await page.getByTestId('rule-dwell-minutes').fill('1');
    await page.getByTestId('rule-pois-trigger').click();
    await page.getByTestId('rule-pois-search').fill(depot.name);
    await page.getByTestId('rule-pois-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rule-assets-trigger').click();
    await page.getByTestId('rule-assets-search').fill(truck.name);
    await page.getByTestId('rule-assets-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rule-cooldown').fill('0');
    await page.getByTestId('rule-save').click();
    const ruleRow = page.getByTestId('alert-rule-table').locator('tr', { hasText: 'Fast then parked' });
    await expect.poll(() => ruleRow.innerText().catch(() => '')).toContain('Speeding for a time (over 100 km/h for 20 s), POI dwell (over 1 min)');

    // 20 s at 110-118 km/h towards the depot (every 10 s), then in the depot: the speeding alert at the third report,
    // the dwell alert once the truck has been in the depot a minute (the server checks stays every 30 s).
    const now = Date.now();
    const send = (secondsAgo: number, kmh: number, lat: number) => sendOsmAnd(osmandPort, truck.identifier, { lat, lng: centre.lng, time: now - secondsAgo * 1000, speedKnots: kmh / 1.852, bearing: 0 });
    expect((await send(31, 110, centre.lat - 0.009)).status).toBe(200);
    expect((await send(21, 118, centre.lat - 0.006)).status).toBe(200);
    expect((await send(11, 112, centre.lat - 0.003)).status).toBe(200);
    await page.locator('[data-sonner-toast]', { hasText: `Speeding for a time: ${truck.name} over 100 km/h for 20 s (up to 118 km/h)` }).waitFor({ timeout: 15_000 });
    expect((await send(0, 0, centre.lat)).status).toBe(200);
    await page.locator('[data-sonner-toast]', { hasText: `POI dwell: ${truck.name} in ${depot.name} for 1 min` }).waitFor({ timeout: 100_000 });
    await page.waitForTimeout(600);
    await screenshot(page, 'alerts-condition-toasts');
    await page.goto(`${server.url}/alerts`);
    await expect.poll(() => page.getByTestId('alert-table').innerText(), { timeout: 10_000 }).toContain(`POI dwell: ${truck.name} in ${depot.name} for 1 min`);
    expect(await page.getByTestId('alert-table').innerText()).toContain(`Speeding for a time: ${truck.name} over 100 km/h for 20 s`);
    await context.close();
  }, 180_000);
});
