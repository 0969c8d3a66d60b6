import { crc32, deflateSync } from 'node:zlib';
import { ADMIN_TEXTS, COMPANY_TEXTS, OPERATOR_TEXTS, PAGE_KEYS, formatRangeTime, noPageAccessMessage } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { expectOnMap, sendOsmAnd } from './support/devices';
import { startHarness } from './support/harness';
import { startMailbox, type TestMailbox } from './support/smtp';
import { enableTestHooks, livePositions, shownCounts, waitForMonitor } from './support/monitor';
import { freePort, type RunningServer } from './support/server';
import { apiToken } from './support/session';
import { ingestPort } from './support/teltonika';

/*
 * Administration issue, done when: tried as a new company would on a fresh database with no demo (FLEET_DEMO=0): the
 * operator creates the company, its Administrator signs in, sets the time zone and logo, imports 20 assets from an
 * Excel file, claims a tracker that then moves on the map, adds a Client who sees only one group and no Reports page,
 * and that Client is refused Reports by the server as well as the router.
 *
 * One story, in order: each step builds on the one before (the tests share the server, the mails and the pages).
 */

const OPERATOR = 'ops@fleet-host.example';
const COMPANY = 'Borneo Haulage';
const ADMIN_NAME = 'Aminah Rahman';
const ADMIN_EMAIL = 'aminah@borneo-haulage.example';
const CLIENT_NAME = 'Kota Retail';
const CLIENT_USER = 'kota-retail';
const CLIENT_EMAIL = 'fleet@kota-retail.example';
const OPERATOR_PASSWORD = 'Op3rat0r-runs-the-h0st';
const ADMIN_PASSWORD = 'B0rneo-haul-2026-admin';
const CLIENT_PASSWORD = 'K0ta-see-my-vans-2026';
/** Five hours off UTC (the browser's zone) in November: times shown in it are plainly the company's. */
const TIME_ZONE = 'America/New_York';

/** The two groups of the file: the Client gets the first. */
const VANS = 'Kuching vans';
const TRUCKS = 'Miri trucks';
const vanNames = Array.from({ length: 10 }, (_, i) => `Van ${String(i + 1).padStart(2, '0')}`);
const truckNames = Array.from({ length: 10 }, (_, i) => `Truck ${String(i + 1).padStart(2, '0')}`);
/** The tracker the file fits to Truck 01 (registered by the import). */
const TRUCK_TRACKER = '356938035643817';
/** The tracker that reports before anyone registered it; the Administrator claims it for Van 03. */
const NEW_TRACKER = '356938035643809';
const CLAIMED_ASSET = 'Van 03';

/** Mails the server sent, as a real SMTP server received them. */
let mailbox: TestMailbox;
let server: RunningServer;
let browser: Browser;
let osmandPort: number;
/** The Administrator's page, kept from sign-in to the Client's creation. */
let admin: Page;
let adminToken: string;
const assetIds = new Map<string, number>();

beforeAll(async () => {
  mailbox = await startMailbox();
  // The port is chosen first so that PUBLIC_URL (the links in the mails) names this server.
  const port = await freePort();
  ({ server, browser } = await startHarness({
    FLEET_DEMO: '0',
    FLEET_OPERATOR_EMAILS: OPERATOR,
    SMTP_URL: mailbox.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** The set-password link of the newest mail to `to`, waited for. */
async function passwordLinkTo(to: string): Promise<string> {
  const body = await mailbox.newestTo(to);
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+\/[^\s"'<>]+/.exec(body)?.[0];
  if (!link) throw new Error(`no set-password link in the mail to ${to}:\n${body}`);
  return link;
}

/** Opens the mailed link and sets the password on the reset page; the page goes back to sign-in. */
async function setPasswordByLink(page: Page, link: string, password: string): Promise<void> {
  expect(link.startsWith(`${server.url}/reset-password/`)).toBe(true);
  await page.goto(link);
  await page.getByTestId('reset-password').fill(password);
  await page.getByTestId('reset-confirm-password').fill(password);
  await page.getByTestId('reset-submit').click();
  await page.waitForURL(/\/login$/, { timeout: 15_000 });
}

/** Signs in through the form (test hooks on, for the map) and waits for the dashboard. */
async function signInOnForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await enableTestHooks(page);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
}

/** A toast with the text, waited for. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Opens a tab of the Administration page as a user does: the sidebar link, then the tab. */
async function openAdminTab(page: Page, tab: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/admin')) {
    await page.getByTestId('nav-admin').click();
    await page.waitForURL(/\/admin/);
  }
  await page.getByTestId(`admin-tab-${tab}`).click();
  await page.getByTestId(`admin-panel-${tab}`).waitFor();
}

async function getJson<T>(path: string, token: string): Promise<{ status: number; body: T }> {
  const r = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, body: (await r.json()) as T };
}

/** A 32 x 32 PNG of two colours, encoded here (signature, IHDR, IDAT, IEND). */
function makePng(): Buffer {
  const size = 32;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    raw[y * (1 + size * 3)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const at = y * (1 + size * 3) + 1 + x * 3;
      const teal = x + y < size;
      raw[at] = teal ? 0x0f : 0xf5;
      raw[at + 1] = teal ? 0x76 : 0xa6;
      raw[at + 2] = teal ? 0x6e : 0x23;
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The Excel file of the 20 assets: ten vans and ten trucks, Truck 01 with its tracker. */
async function assetsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Assets');
  sheet.addRow(['Name', 'Type', 'Group', 'Plate', 'Device identifier', 'Speed limit km/h']);
  vanNames.forEach((name, i) => sheet.addRow([name, 'car', VANS, `QAA ${1001 + i}`, '', 90]));
  truckNames.forEach((name, i) => sheet.addRow([name, 'truck', TRUCKS, `QMB ${2001 + i}`, i === 0 ? TRUCK_TRACKER : '', 70]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('a new company, from the operator to its first Client', () => {
  it('the operator sets a password from the mailed link and creates the company with its Administrator', async () => {
    const { page } = await newPage(browser);
    await setPasswordByLink(page, await passwordLinkTo(OPERATOR), OPERATOR_PASSWORD);
    await signInOnForm(page, OPERATOR, OPERATOR_PASSWORD);
    await page.getByTestId('nav-operator').click();
    await page.waitForURL(/\/operator$/);
    await page.getByTestId('companies-table').waitFor();
    await page.getByTestId('new-company-name').fill(COMPANY);
    await page.getByTestId('new-company-admin-name').fill(ADMIN_NAME);
    await page.getByTestId('new-company-admin-email').fill(ADMIN_EMAIL);
    await page.getByTestId('new-company-create').click();
    await toast(page, OPERATOR_TEXTS.created(COMPANY, ADMIN_EMAIL));
    await expect.poll(() => page.getByTestId('companies-table').innerText(), { timeout: 10_000 }).toContain(COMPANY);
    // The form is empty again for the next company.
    expect(await page.getByTestId('new-company-name').inputValue()).toBe('');
    await screenshot(page, 'onboarding-operator-company-created');
    // A fresh installation without the demo: besides the new company only the first-start company ('My Fleet', its
    // Administrator `admin`, README), and no asset in either.
    const operatorToken = await apiToken(server.url, OPERATOR, OPERATOR_PASSWORD);
    const { body } = await getJson<{ companies: { name: string; users: number; assets: number }[] }>('/v2/operator/companies', operatorToken);
    expect(body.companies.map((c) => c.name).sort()).toEqual([COMPANY, 'My Fleet']);
    expect(body.companies.find((c) => c.name === COMPANY)).toMatchObject({ users: 1, assets: 0 });
    expect(body.companies.every((c) => c.assets === 0)).toBe(true);
    await page.context().close();
  });

  it('its Administrator sets a password from the mail, signs in and sets the time zone and the logo', async () => {
    const link = await passwordLinkTo(ADMIN_EMAIL);
    ({ page: admin } = await newPage(browser));
    await setPasswordByLink(admin, link, ADMIN_PASSWORD);
    await signInOnForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    adminToken = await apiToken(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The company is new: nothing in it yet.
    expect((await getJson<{ assets: unknown[] }>('/v2/assets', adminToken)).body.assets).toHaveLength(0);

    await openAdminTab(admin, 'company');
    await admin.getByTestId('company-form').waitFor();
    expect(await admin.getByTestId('company-name').inputValue()).toBe(COMPANY);
    await admin.getByTestId('company-timeZone').click();
    await admin.getByTestId('company-timeZone-search').fill(TIME_ZONE);
    await admin.getByTestId('company-timeZone-option').filter({ hasText: new RegExp(`^${TIME_ZONE}$`) }).click();
    await expect.poll(() => admin.getByTestId('company-timeZone').innerText()).toBe(TIME_ZONE);

    const png = makePng();
    await admin.getByTestId('company-logoBigUrl-file').setInputFiles({ name: 'borneo-haulage.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => admin.getByTestId('company-logoBigUrl').inputValue(), { timeout: 15_000 }).toMatch(/^\/v2\/uploads\//);
    await admin.getByTestId('company-save').click();
    await toast(admin, COMPANY_TEXTS.saved);
    // On screen at once: the sidebar shows the company's logo (fetched with the bearer into a blob: URL).
    await expect.poll(() => admin.getByTestId('sidebar-logo').getAttribute('src'), { timeout: 15_000 }).toMatch(/^blob:/);
    await screenshot(admin, 'onboarding-company-saved');

    // What the server stored: the zone and the uploaded logo, which is the PNG that was chosen.
    const { body } = await getJson<{ settings: { timeZone: string; logoBigUrl: string; name: string } }>('/v2/company', adminToken);
    expect(body.settings).toMatchObject({ name: COMPANY, timeZone: TIME_ZONE });
    expect(body.settings.logoBigUrl).toMatch(/^\/v2\/uploads\//);
    const logo = await fetch(`${server.url}${body.settings.logoBigUrl}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });

  it('imports 20 assets in two groups from an Excel file: checked first, then written', async () => {
    await openAdminTab(admin, 'import');
    await admin.getByTestId('import-kind').selectOption('assets');
    await admin.getByTestId('import-file').setInputFiles({
      name: 'borneo-haulage-assets.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await assetsWorkbook(),
    });
    // Nothing can be written before the file checked clean.
    expect(await admin.getByTestId('import-write').isDisabled()).toBe(true);
    await admin.getByTestId('import-check').click();
    await expect.poll(() => admin.getByTestId('import-summary').innerText(), { timeout: 20_000 }).toBe(ADMIN_TEXTS.importChecked(20));
    const rows = admin.locator('[data-testid="import-rows"] tbody tr');
    expect(await rows.count()).toBe(20);
    expect(await rows.filter({ hasText: 'create' }).count()).toBe(20);
    // The dry run wrote nothing.
    expect((await getJson<{ assets: unknown[] }>('/v2/assets', adminToken)).body.assets).toHaveLength(0);
    await screenshot(admin, 'onboarding-import-checked');

    await admin.getByTestId('import-write').click();
    await expect.poll(() => admin.getByTestId('import-summary').innerText(), { timeout: 20_000 }).toBe(ADMIN_TEXTS.importDone(20, 0));

    await openAdminTab(admin, 'assets');
    await expect.poll(() => admin.locator('[data-testid="assets-table"] tbody tr').count(), { timeout: 15_000 }).toBe(20);
    const { body } = await getJson<{ assets: { assetId: number; assetName: string; assetGroup: string; unitId: string }[] }>('/v2/assets', adminToken);
    expect(body.assets.map((a) => a.assetName).sort()).toEqual([...truckNames, ...vanNames].sort());
    for (const a of body.assets) assetIds.set(a.assetName, a.assetId);
    expect(body.assets.filter((a) => a.assetGroup === VANS).map((a) => a.assetName).sort()).toEqual(vanNames);
    expect(body.assets.filter((a) => a.assetGroup === TRUCKS).map((a) => a.assetName).sort()).toEqual(truckNames);
    expect(body.assets.find((a) => a.assetName === 'Truck 01')?.unitId).toBe(TRUCK_TRACKER);
  });

  it('claims a tracker that reported before it was registered, and the asset then moves on the map', async () => {
    const vanId = assetIds.get(CLAIMED_ASSET) as number;
    const truckId = assetIds.get('Truck 01') as number;
    // The tracker the file fitted reports: the map has something to show.
    expect((await sendOsmAnd(osmandPort, TRUCK_TRACKER, { lat: 4.3995, lng: 113.9914, time: Date.now() - 120_000 })).status).toBe(200);
    // A tracker nobody registered: its record is accepted and kept aside, where no company sees it.
    const kept = { lat: 1.5535, lng: 110.3593, time: Date.now() - 60_000 };
    const sentAt = Date.now();
    expect((await sendOsmAnd(osmandPort, NEW_TRACKER, kept)).status).toBe(200);
    const answeredAt = Date.now();
    const before = await getJson<{ devices: { identifier: string }[] }>('/v2/devices', adminToken);
    expect(before.body.devices.map((d) => d.identifier)).toEqual([TRUCK_TRACKER]);

    await openAdminTab(admin, 'devices');
    await admin.getByTestId('device-identifier').fill(NEW_TRACKER);
    await admin.getByTestId('device-asset').selectOption({ label: CLAIMED_ASSET });
    await admin.getByTestId('device-claim-submit').click();
    await toast(admin, ADMIN_TEXTS.deviceClaimed(NEW_TRACKER, CLAIMED_ASSET));
    const claimedRow = admin.locator('[data-testid="devices-table"] tbody tr', { hasText: NEW_TRACKER });
    await expect.poll(() => claimedRow.innerText(), { timeout: 10_000 }).toContain(CLAIMED_ASSET);
    // It reported before the claim: its last message is when the server heard it, in the company's time zone
    // ("dd/MM/yyyy | HH:mm", the minute the request was sent or answered).
    const heard = [sentAt, answeredAt].map((t) => formatRangeTime(t, TIME_ZONE).slice(0, -3));
    const rowText = await claimedRow.innerText();
    expect(heard.some((h) => rowText.includes(h)), `${rowText} shows none of ${heard.join(', ')}`).toBe(true);
    await screenshot(admin, 'onboarding-tracker-claimed');

    await admin.getByTestId('nav-monitor').click();
    await admin.waitForURL(/\/monitor/);
    await waitForMonitor(admin);
    // The kept position is the van's now.
    await expectOnMap(admin, vanId, kept.lat, kept.lng);
    await expectOnMap(admin, truckId, 4.3995, 113.9914);
    // Every asset of the company is counted, those that never reported as Inactive.
    expect((await shownCounts(admin)).All).toBe(20);

    const moved = { lat: 1.5612, lng: 110.3447, time: Date.now(), speedKnots: 18 };
    expect((await sendOsmAnd(osmandPort, NEW_TRACKER, moved)).status).toBe(200);
    await expectOnMap(admin, vanId, moved.lat, moved.lng);
    await screenshot(admin, 'onboarding-tracker-moved');
  });

  it('adds a Client with the map and table pages and one group, with a temporary password', async () => {
    await openAdminTab(admin, 'users');
    await admin.getByTestId('user-add').click();
    const form = admin.getByTestId('user-form');
    await form.waitFor();
    await admin.getByTestId('user-displayName').fill(CLIENT_NAME);
    await admin.getByTestId('user-username').fill(CLIENT_USER);
    await admin.getByTestId('user-email').fill(CLIENT_EMAIL);
    await admin.getByTestId('user-role-Client').check();
    for (const key of PAGE_KEYS) await admin.getByTestId(`user-page-${key}`).setChecked(key === 'mapview' || key === 'tableview');
    await admin.getByTestId('user-groups-trigger').click();
    await admin.getByTestId('user-groups-search').fill(VANS);
    await admin.getByTestId('user-groups-menu').getByRole('checkbox', { name: VANS, exact: true }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('user-groups-menu').waitFor({ state: 'hidden' });
    expect(await form.isVisible()).toBe(true);
    expect(await admin.getByTestId('user-groups-chip').allInnerTexts()).toEqual([VANS]);
    await admin.getByTestId('user-pw-temp').check();
    await admin.getByTestId('user-password').fill(CLIENT_PASSWORD);
    await screenshot(admin, 'onboarding-client-form');
    await admin.getByTestId('user-save').click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => admin.getByTestId('users-table').innerText(), { timeout: 10_000 }).toContain(CLIENT_USER);
    // As stored: a Client with the two pages and the one group; a temporary password, so no mail went out.
    const { body } = await getJson<{ users: { username: string; userRole: string; pages: string[]; assetIds: number[]; groupIds: number[] }[]; groups: { id: number; name: string }[] }>(
      '/v2/users',
      adminToken,
    );
    const vans = body.groups.find((g) => g.name === VANS);
    expect(body.users.find((u) => u.username === CLIENT_USER)).toMatchObject({ userRole: 'Client', pages: ['mapview', 'tableview'], assetIds: [], groupIds: [vans?.id] });
    expect(mailbox.mails.some((m) => m.to === CLIENT_EMAIL)).toBe(false);
  });

  it('the Client sees only the group, has no Reports page, and the router and the server both refuse Reports', async () => {
    const { page } = await newPage(browser);
    await signInOnForm(page, CLIENT_USER, CLIENT_PASSWORD);
    const clientToken = await apiToken(server.url, CLIENT_USER, CLIENT_PASSWORD);

    // Exactly the ten vans, none of the trucks.
    const { body } = await getJson<{ assets: { assetName: string; assetGroup: string }[] }>('/v2/assets', clientToken);
    expect(body.assets.map((a) => a.assetName).sort()).toEqual(vanNames);
    expect(new Set(body.assets.map((a) => a.assetGroup))).toEqual(new Set([VANS]));

    // No Reports link and no Administration link; the Monitor is there.
    await page.getByTestId('nav-monitor').waitFor();
    expect(await page.getByTestId('nav-reports').count()).toBe(0);
    expect(await page.getByTestId('nav-admin').count()).toBe(0);

    await page.getByTestId('nav-monitor').click();
    await page.waitForURL(/\/monitor/);
    await waitForMonitor(page);
    expect((await shownCounts(page)).All).toBe(10);
    // The van's tracker is on the Client's map; the truck that reported is not in the Client's live feed at all.
    const vanId = assetIds.get(CLAIMED_ASSET) as number;
    await expectOnMap(page, vanId, 1.5612, 110.3447);
    expect(Object.keys(await livePositions(page)).map(Number)).toEqual([vanId]);
    await screenshot(page, 'onboarding-client-monitor');

    // Typing the Reports address: the router does not open it (a missing page key goes back, to the dashboard on a
    // fresh load, with the reason; /pages/not-authorized is for a wrong role, router/access.ts).
    await page.goto(`${server.url}/reports`);
    await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
    await toast(page, noPageAccessMessage('Reports'));
    expect(await page.getByTestId('reports-page').count()).toBe(0);
    await screenshot(page, 'onboarding-client-no-reports');

    // The server refuses the report itself; the Administrator gets the same request answered.
    const range = `from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date().toISOString()}`;
    const refused = await getJson<{ success: boolean; error: string }>(`/v2/reports/summary?${range}`, clientToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: 'You do not have access to Reports' });
    expect((await getJson<{ success: boolean }>(`/v2/reports/summary?${range}`, adminToken)).status).toBe(200);
    await page.context().close();
  });
});
