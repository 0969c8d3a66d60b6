import { TRANSPORT_TEXTS } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { demoTruck, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { ingestPort } from './support/teltonika';

/*
 * Issue 20 (transport), as a dispatcher works: with a driver and a client on file, they plan a trip of three stops at
 * the demo POIs for a demo truck in the Trips page and dispatch it; the truck's tracker reports as it drives (OsmAnd,
 * the real ingest path; the simulator is off so that only this drive moves it): the stops turn arrived and departed
 * on their own, the ETA counts down as it nears the next stop, the trip completes; the client view shows the on-time
 * figure and the driver view lists the trip with its overspeed event. The browser runs in New York: the company's
 * zone (Kuala Lumpur) rules every time typed and shown.
 */

const DEPOT = { lat: 3.068132, lng: 101.49539 };
const MYDIN = { lat: 3.06638, lng: 101.481037 };
const COLD_STORE = { lat: 3.070348, lng: 101.487921 };
const OUTSIDE = { lat: 3.0835, lng: 101.5105 };

let server: RunningServer;
let browser: Browser;
let page: Page;
let osmandPort: number;
let truck: DemoDevice & { name: string };
let admin: string;
let tripNumber = '';
/** The truck's device clock: after the dispatch, one report every 15 s (ahead of the wall clock: tracker time). */
let clock = 0;

const report = async (at: { lat: number; lng: number }, kmh: number) => {
  clock += 15_000;
  const r = await sendOsmAnd(osmandPort, truck.identifier, { lat: at.lat, lng: at.lng, time: clock, speedKnots: kmh / 1.852, bearing: 0 });
  expect(r.status).toBe(200);
};
/** Drives from one place to another in `steps` reports at `kmh`, stopping at the end. */
const drive = async (from: { lat: number; lng: number }, to: { lat: number; lng: number }, steps: number, kmh = 40) => {
  for (let i = 1; i <= steps; i += 1) await report({ lat: from.lat + ((to.lat - from.lat) * i) / steps, lng: from.lng + ((to.lng - from.lng) * i) / steps }, i === steps ? 0 : kmh);
};
const api = async <B>(path: string, body?: unknown): Promise<B> => {
  const r = await fetch(`${server.url}/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as B;
};
const stopStates = () => page.getByTestId('trip-stop').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
const kmToGo = async () => Number((await page.getByTestId('trip-eta').innerText()).match(/([\d.,]+) km to go/)?.[1]?.replace(/,/g, ''));

beforeAll(async () => {
  ({ server, browser } = await startHarness({ FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0', TRIP_TICK_MS: '1000' }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  admin = await apiToken(server.url, 'admin', 'admin');
  truck = await demoTruck(server.url, admin);
  // The people and partners on file (their own pages are tested by their stories).
  await api('drivers', { name: 'Ahmad bin Yusof', phone: '+60 12-345 6789', licenceClass: 'E', licenceExpiry: '2027-06-30', assetId: truck.assetId });
  await api('transport-clients', { name: 'Kayangan Cold Store Sdn Bhd' });
  ({ page } = await newPage(browser, 1400, 900, { timezoneId: 'America/New_York' }));
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('transport', () => {
  it('plans a trip of three stops for a truck and its driver, and dispatches it', async () => {
    await page.goto(`${server.url}/trips`);
    await page.getByTestId('trip-new').click();
    const form = page.getByTestId('trip-form');
    await form.waitFor();
    await form.getByTestId('trip-client').selectOption({ label: 'Kayangan Cold Store Sdn Bhd' });
    await form.getByTestId('trip-vehicle').selectOption({ label: truck.name });
    // The truck's assigned driver comes with it.
    await expect.poll(async () => form.getByTestId('trip-driver').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')).toContain('Ahmad bin Yusof');
    await form.getByTestId('trip-reference').fill('PO-7781');
    await form.getByTestId('trip-stop-add').click();
    const places = ['Depot Shah Alam Seksyen 7', 'Customer - Mydin Wholesale Seksyen 7', 'Customer - Kayangan Cold Store'];
    const rows = form.getByTestId('trip-stop-row');
    expect(await rows.count()).toBe(3);
    for (const [i, place] of places.entries()) {
      const row = rows.nth(i);
      await row.getByTestId('trip-stop-poi').selectOption({ label: place });
    }
    // A window for the last stop that the drive will miss: it arrives late.
    const now = Date.now();
    // The form reads times in the company's zone (Kuala Lumpur, UTC+8 all year), whatever the browser's.
    const local = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
    await rows.nth(2).getByTestId('trip-stop-from').fill(local(now - 60 * 60_000));
    await rows.nth(2).getByTestId('trip-stop-to').fill(local(now - 30 * 60_000));
    await screenshot(page, 'transport-trip-form');
    await form.getByTestId('trip-save').click();
    const saved = page.getByText(/^Trip TR-\d{4} saved\.$/);
    await saved.waitFor();
    tripNumber = (await saved.innerText()).match(/TR-\d{4}/)![0];
    const card = page.locator(`[data-testid="trip-card"][data-number="${tripNumber}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('planned');
    await card.getByTestId('trip-dispatch').click();
    await page.getByText(TRANSPORT_TEXTS.tripDispatched(tripNumber)).waitFor();
    clock = Date.now() + 1_000;
    await expect.poll(() => card.getAttribute('data-status')).toMatch(/^(dispatched|late)$/);
  });

  it('as the truck drives, the stops turn arrived and departed on their own and the ETA counts down', async () => {
    await page.locator(`[data-testid="trip-card"][data-number="${tripNumber}"]`).getByTestId('trip-open').click();
    await page.getByTestId('trip-view').waitFor();
    // Into the depot, stopped there for loading, then off towards Mydin (over the speed limit for a while).
    await drive(OUTSIDE, DEPOT, 3);
    await report(DEPOT, 0);
    const half = { lat: (DEPOT.lat + MYDIN.lat) / 2, lng: (DEPOT.lng + MYDIN.lng) / 2 };
    for (let i = 1; i <= 10; i += 1) await report({ lat: DEPOT.lat + ((half.lat - DEPOT.lat) * i) / 10, lng: DEPOT.lng + ((half.lng - DEPOT.lng) * i) / 10 }, 125);
    await page.reload();
    await expect.poll(async () => (await page.reload(), await page.getByTestId('trip-view').waitFor(), await stopStates()), { timeout: 20_000, interval: 1_500 }).toEqual(['departed', 'pending', 'pending']);
    await page.getByTestId('trip-eta').waitFor();
    const far = await kmToGo();
    await screenshot(page, 'transport-trip-en-route');
    // Nearer Mydin: nearer in distance, sooner in time.
    await drive(half, { lat: MYDIN.lat + 0.003, lng: MYDIN.lng + 0.003 }, 4);
    await report({ lat: MYDIN.lat + 0.002, lng: MYDIN.lng + 0.002 }, 30);
    await page.reload();
    await page.getByTestId('trip-eta').waitFor();
    expect(await kmToGo()).toBeLessThan(far);

    // Mydin, then the cold store, then away: every stop departed, the trip completed.
    await drive({ lat: MYDIN.lat + 0.002, lng: MYDIN.lng + 0.002 }, MYDIN, 2);
    await report(MYDIN, 0);
    await drive(MYDIN, COLD_STORE, 4);
    await report(COLD_STORE, 0);
    await drive(COLD_STORE, OUTSIDE, 6);
    await expect.poll(async () => (await page.reload(), await page.getByTestId('trip-view').waitFor(), await stopStates()), { timeout: 20_000, interval: 1_500 }).toEqual(['departed', 'departed', 'departed']);
    expect(await page.getByTestId('trip-view').getAttribute('data-status')).toBe('completed');
    expect(await page.getByTestId('trip-stop').nth(2).getByTestId('trip-stop-delay').innerText()).toMatch(/(\d+ h )?\d+ min late$/);
    await screenshot(page, 'transport-trip-completed');
  });

  it("the client view shows the on-time figure; the driver view lists the trip with its events", async () => {
    const clients = await api<{ clients: { id: number; name: string }[] }>('transport-clients');
    const client = clients.clients.find((c) => c.name === 'Kayangan Cold Store Sdn Bhd')!;
    await page.goto(`${server.url}/trips/client-view/${client.id}`);
    await page.getByTestId('client-view').waitFor();
    // One completed trip, late at its last stop: 0 % on time.
    await expect.poll(() => page.getByTestId('trip-ontime').innerText()).toContain('0');
    expect(await page.getByTestId('trip-ontime').innerText()).toContain('0 of 1 completed');
    expect(await page.getByTestId('client-view').innerText()).toContain(tripNumber);
    await screenshot(page, 'transport-client-view');

    const drivers = await api<{ drivers: { id: number; name: string }[] }>('drivers');
    const driver = drivers.drivers.find((d) => d.name === 'Ahmad bin Yusof')!;
    await page.goto(`${server.url}/trips/driver-view/${driver.id}`);
    await page.getByTestId('driver-view').waitFor();
    await expect.poll(() => page.getByTestId('driver-view').innerText()).toContain(tripNumber);
    await expect.poll(() => page.getByTestId('driver-event').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('driver-event').first().innerText()).toMatch(/Overspeed/);
    await screenshot(page, 'transport-driver-view');
  });
});
