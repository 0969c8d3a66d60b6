import { VESSEL_TEXTS } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { assignedDevices, sendOsmAnd, type DemoDevice } from './support/devices';
import { enableTestHooks } from './support/monitor';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { ingestPort } from './support/teltonika';

/*
 * Issue 21 (vessel monitoring), as a fisheries agency works: the company's fishing vessel is registered to the Malé
 * agency by the Administrator; its tracker reports (OsmAnd, the real ingest path; the simulator is off so that only
 * this voyage moves it) a day out of Malé Fishing Harbour: out to the Vaadhoo Kandu ground, an hour of fishing (slow,
 * turning), and back. The demo vessel user (vessel/vessel, a Vessel agency Client of that agency) signs in and sees
 * the dashboard: the vessel in port, its port calls, its trip and its fishing activity, in the company's zone (the
 * browser runs in New York). Then, in a fresh browser without sign-in, the public page shows the published vessels,
 * no owner data, positions an hour late.
 */

const AGENCY = 'Malé Fisheries Cooperative';
const HARBOUR = { lat: 4.1805, lng: 73.5078 };
const GROUND = { lat: 4.05, lng: 73.675 };
const RAD = Math.PI / 180;
const MIN = 60_000;

let server: RunningServer;
let browser: Browser;
let page: Page;
let osmandPort: number;
let admin: string;
let boat: DemoDevice & { name: string };
/** The boat's device clock: one report a minute, from 4.5 hours ago (the voyage ends about half an hour ago). */
let clock = 0;
let at = { ...HARBOUR };

const api = async <B>(path: string, method = 'GET', body?: unknown): Promise<B> => {
  const r = await fetch(`${server.url}/v2/${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as B;
};
/** One report a minute on: `kn` knots on `course` degrees. */
const step = async (kn: number, course: number) => {
  const km = (kn * 1.852) / 60;
  at = { lat: at.lat + (km / 111.32) * Math.cos(course * RAD), lng: at.lng + (km / (111.32 * Math.cos(at.lat * RAD))) * Math.sin(course * RAD) };
  clock += MIN;
  const r = await sendOsmAnd(osmandPort, boat.identifier, { lat: at.lat, lng: at.lng, time: clock, speedKnots: kn, bearing: course });
  expect(r.status).toBe(200);
};
/** Straight to a place at 9 knots. */
const sailTo = async (to: { lat: number; lng: number }) => {
  for (let i = 0; i < 400; i += 1) {
    const leftKm = Math.hypot((to.lat - at.lat) * 111.32, (to.lng - at.lng) * 111.32 * Math.cos(at.lat * RAD));
    if (leftKm < 0.3) break;
    await step(9, (Math.atan2((to.lng - at.lng) * Math.cos(at.lat * RAD), to.lat - at.lat) / RAD + 360) % 360);
  }
};

beforeAll(async () => {
  ({ server, browser } = await startHarness({ FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0' }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  admin = await apiToken(server.url, 'admin', 'admin');
  const { vessels } = await api<{ vessels: { assetId: number; name: string; registration: string; callSign: string; mmsi: string; gearType: string; lengthM: number | null; homePort: string; agency: string; published: boolean }[] }>('vessels/register');
  const devices = await assignedDevices(server.url, admin);
  const knf = vessels.find((v) => v.name === 'Fishing Vessel KNF 1123');
  const device = devices.find((d) => d.assetId === knf?.assetId);
  if (!knf || !device) throw new Error('no demo fishing vessel with a tracker');
  boat = { ...device, name: knf.name };
  // The Administrator registers it to the Malé agency and keeps it on the public page.
  const { assetId: _id, name: _name, ...register } = knf;
  await api(`vessels/${knf.assetId}/register`, 'PUT', {
    registration: register.registration,
    callSign: register.callSign,
    mmsi: register.mmsi,
    gearType: register.gearType,
    lengthM: register.lengthM,
    homePort: 'Malé',
    agency: AGENCY,
    published: true,
  });
  clock = Date.now() - 4.5 * 3_600_000;
  ({ page } = await newPage(browser, 1400, 1000, { timezoneId: 'America/New_York' }));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('vessels', () => {
  it('a fishing vessel sails out of Malé, fishes an hour and comes back (its tracker reporting every minute)', async () => {
    await step(0, 0);
    await step(0, 0);
    await sailTo(GROUND);
    let course = 30;
    for (let m = 0; m < 60; m += 1) {
      if (m % 3 === 0) course = (course + (m % 2 === 0 ? 70 : -45) + 360) % 360;
      await step(2 + (m % 3), course);
    }
    await sailTo(HARBOUR);
    at = { ...HARBOUR };
    await step(0, 0);
    await step(0, 0);
    // The server derived the port calls and the fishing spell at ingest.
    const to = Date.now();
    await expect
      .poll(async () => {
        const a = await api<{ portCalls: { name: string; kind: string }[]; fishing: { name: string }[] }>(`vessels/activity?from=${to - 86_400_000}&to=${to}`);
        return [a.portCalls.filter((c) => c.name === boat.name).map((c) => c.kind), a.fishing.filter((f) => f.name === boat.name).length];
      }, { timeout: 20_000 })
      .toEqual([['arrival', 'departure'], 1]);
  });

  it('the vessel user signs in and sees their agency’s vessels, the port calls, the trip and the fishing activity', async () => {
    await signIn(page, server.url, 'vessel', 'vessel');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${server.url}/vms-dashboard`);
    await page.getByTestId('vessel-table').waitFor();
    const names = await page.getByTestId('vessel-name').allInnerTexts();
    expect(names).toContain(boat.name);
    // Only the agency's vessels: none of the company's Port Klang boats.
    expect(names).not.toContain('MV Sri Kinabalu');
    const row = page.getByTestId('vessel-table').locator('tr', { hasText: boat.name });
    expect(await row.getByTestId('vessel-state').getAttribute('data-state')).toBe('in-port');
    const calls = page.getByTestId('vessel-port-calls');
    await calls.waitFor();
    await expect.poll(() => calls.innerText()).toContain('Malé Fishing Harbour');
    expect(await calls.innerText()).toMatch(/Arrived[\s\S]*Departed/);
    const fishing = page.getByTestId('vessel-fishing');
    expect(await fishing.innerText()).toContain(boat.name);
    expect(await fishing.innerText()).toContain('Vaadhoo Kandu fishing ground');
    // Times in the company's zone (Kuala Lumpur), not the browser's (New York): the arrival a few minutes ago.
    const kl = new Date(clock + 8 * 3_600_000);
    const day = `${kl.getUTCDate()}/${kl.getUTCMonth() + 1}/${kl.getUTCFullYear()}`;
    expect(await calls.innerText()).toContain(day);
    expect(await page.getByTestId('vessel-trips').innerText()).toContain(boat.name);
    await screenshot(page, 'vessels-dashboard-top');
    // No Administrator tools for the agency user.
    expect(await page.getByTestId('zone-draw').count()).toBe(0);
    expect(await page.getByTestId('vessel-settings').count()).toBe(0);
    await page.getByTestId('vessel-map').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_500);
    await screenshot(page, 'vessels-dashboard');
  });

  it('their monitor map opens on the Maldives at zoom 6.3 (the special centre)', async () => {
    await enableTestHooks(page);
    await page.goto(`${server.url}/monitor/map`);
    await page.locator('[data-testid="monitor-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => Boolean((window as unknown as { __fleetMap?: { map: { loaded(): boolean } } }).__fleetMap?.map.loaded()), undefined, { timeout: 30_000 });
    const view = await page.evaluate(() => {
      const map = (window as unknown as { __fleetMap: { map: { getCenter(): { lat: number; lng: number }; getZoom(): number } } }).__fleetMap.map;
      return { ...map.getCenter(), zoom: map.getZoom() };
    });
    expect(view.lat).toBeCloseTo(4.1755, 1);
    expect(view.lng).toBeCloseTo(73.5093, 1);
    expect(view.zoom).toBeCloseTo(6.3, 1);
    await screenshot(page, 'vessels-monitor-maldives');
  });

  it('the Administrator imports zones from a GeoJSON file, edits a register and sees the settings with the public link', async () => {
    const { page: adminPage, context } = await newPage(browser, 1400, 1000);
    await signIn(adminPage, server.url, 'admin', 'admin');
    await adminPage.waitForURL(/\/dashboard$/);
    await adminPage.goto(`${server.url}/vms-dashboard`);
    await adminPage.getByTestId('vessel-table').waitFor();
    // A file that is not GeoJSON says so; a good one adds its polygons as zones of the chosen kind.
    await adminPage.getByTestId('zone-import-kind').selectOption('protected');
    await adminPage.getByTestId('zone-import-file').setInputFiles({ name: 'reef.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{"type":"Point","coordinates":[73.4,4.3]}') });
    expect(await adminPage.getByTestId('zone-error').innerText()).toBe(VESSEL_TEXTS.importNoPolygons);
    const reserve = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'Banana Reef reserve' }, geometry: { type: 'Polygon', coordinates: [[[73.52, 4.23], [73.54, 4.23], [73.54, 4.25], [73.52, 4.25], [73.52, 4.23]]] } }] };
    await adminPage.getByTestId('zone-import-file').setInputFiles({ name: 'reef.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(reserve)) });
    await adminPage.getByText(VESSEL_TEXTS.zonesImported(1)).waitFor();
    const row = adminPage.getByTestId('zone-row').filter({ hasText: 'Banana Reef reserve' });
    expect(await row.getAttribute('data-kind')).toBe('protected');
    // The register of a Port Klang boat: a bad MMSI is refused beside the field, a good one saved.
    const teluk = (await api<{ vessels: { assetId: number; name: string }[] }>('vessels/register')).vessels.find((v) => v.name === 'MV Teluk Intan')!;
    await adminPage.getByTestId(`vessel-edit-${teluk.assetId}`).click();
    await adminPage.getByTestId('vessel-mmsi').fill('5331');
    await adminPage.getByTestId('vessel-register-save').click();
    await adminPage.getByText(VESSEL_TEXTS.mmsiInvalid).waitFor();
    await adminPage.getByTestId('vessel-mmsi').fill('533130599');
    await adminPage.getByTestId('vessel-register-save').click();
    await adminPage.getByText(VESSEL_TEXTS.registerSaved('MV Teluk Intan')).waitFor();
    expect((await api<{ vessels: { name: string; mmsi: string }[] }>('vessels/register')).vessels.find((v) => v.name === 'MV Teluk Intan')?.mmsi).toBe('533130599');
    // The settings: the public link the company hands out, and the agency users.
    const { publicId } = await api<{ publicId: string }>('vessels/settings');
    expect(await adminPage.getByTestId('vessel-public-link').innerText()).toContain(`/vms-public?company=${publicId}`);
    expect(await adminPage.getByTestId('agency-user-agency').inputValue()).toBe(AGENCY);
    await adminPage.getByTestId('vessel-settings').scrollIntoViewIfNeeded();
    await screenshot(adminPage, 'vessels-admin');
    await context.close();
  });

  it('the public page shows the published vessels without sign-in, without owner data, positions an hour late', async () => {
    const { publicId, publicDelayMin } = await api<{ publicId: string; publicDelayMin: number }>('vessels/settings');
    expect(publicDelayMin).toBe(60);
    const { page: anon, context } = await newPage(browser, 1300, 950);
    await anon.goto(`${server.url}/vms-public?company=${publicId}`);
    await anon.getByTestId('public-vessels').waitFor({ timeout: 30_000 });
    expect(await anon.getByTestId('vms-public-delay').innerText()).toBe(VESSEL_TEXTS.publicSubtitle(60));
    const names = await anon.getByTestId('public-vessel-name').allInnerTexts();
    expect(names).toContain(boat.name);
    expect(names).not.toContain('MV Teluk Intan');
    const text = await anon.locator('body').innerText();
    for (const owner of [AGENCY, 'Klang Marine Services', '533112380', '9MKN1']) expect(text).not.toContain(owner);
    // The boat's position an hour ago: out at sea on its way back, not in the harbour where it is now.
    const row = anon.getByTestId('public-vessels').locator('tr', { hasText: boat.name });
    expect(await row.innerText()).not.toContain(`${HARBOUR.lat.toFixed(4)}, ${HARBOUR.lng.toFixed(4)}`);
    expect(await anon.evaluate(() => window.localStorage.length)).toBe(0);
    await anon.waitForTimeout(1_500);
    await screenshot(anon, 'vessels-public');
    // An unknown id says so.
    await anon.goto(`${server.url}/vms-public?company=${'A'.repeat(24)}`);
    expect(await anon.getByTestId('vms-public-message').innerText()).toBe(VESSEL_TEXTS.publicUnknown);
    await context.close();
  });
});
