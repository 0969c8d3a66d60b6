import { SHARE_LINK_TEXTS as T } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { demoTruck, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { ingestPort } from './support/teltonika';

/*
 * Issue 21 (live-location share links), as a dispatcher shares a delivery: from a demo truck's card they make a link
 * with Mydin as the destination; someone outside the company opens it in a fresh browser (no sign-in) and sees the
 * truck, its last update and its ETA, and the truck move as its tracker reports (OsmAnd, the real ingest path; the
 * simulator is off so that only this drive moves it). The dispatcher revokes the link: the page says so at its next
 * poll, and opening it again says so at once. A link whose time runs out says it expired: the server here accepts
 * expiries from 10 s (SHARE_LINK_MIN_EXPIRY_S, the harness only; the dialog offers 15 minutes and more).
 */

const DEPOT = { lat: 3.068132, lng: 101.49539 };
const MYDIN = 'Customer - Mydin Wholesale Seksyen 7';

let server: RunningServer;
let browser: Browser;
let page: Page;
let osmandPort: number;
let truck: DemoDevice & { name: string };
let admin: string;
let linkUrl = '';
let step = 0;

/** The truck reports one step further west of the depot towards Mydin, at 40 km/h (device time: now). */
const drive = async () => {
  step += 1;
  const r = await sendOsmAnd(osmandPort, truck.identifier, { lat: DEPOT.lat, lng: DEPOT.lng - step * 0.001, time: Date.now(), speedKnots: 40 / 1.852, bearing: 270 });
  expect(r.status).toBe(200);
};
const shownLng = (p: Page) => p.getByTestId('live-location-position').getAttribute('data-lng').then(Number);
const message = (p: Page) => p.getByTestId('live-location-message').innerText();

beforeAll(async () => {
  ({ server, browser } = await startHarness({ FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0', SHARE_LINK_MIN_EXPIRY_S: '10' }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  admin = await apiToken(server.url, 'admin', 'admin');
  truck = await demoTruck(server.url, admin);
  await drive();
  // The signed-in user's browser runs in New York: the company's zone (Kuala Lumpur) rules the times shown.
  ({ page } = await newPage(browser, 1400, 900, { timezoneId: 'America/New_York' }));
  await signIn(page, server.url, 'admin', 'admin');
  await page.waitForURL(/\/dashboard$/);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('live-location share links', () => {
  it('a signed-in user makes a link from the truck card; a fresh browser sees the truck move, with its ETA', async () => {
    await page.goto(`${server.url}/map-single/${truck.assetId}/${encodeURIComponent(truck.name)}`);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText(), { timeout: 30_000 }).toBe(truck.name);
    await page.getByTestId('asset-card-share').click();
    const dialog = page.getByTestId('share-link-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('share-link-expiry').selectOption({ label: '15 minutes' });
    await dialog.getByTestId('share-link-destination').selectOption({ label: MYDIN });
    await dialog.getByTestId('share-link-create').click();
    await dialog.getByTestId('share-link-created').waitFor();
    linkUrl = await dialog.getByTestId('share-link-url').inputValue();
    expect(linkUrl).toMatch(new RegExp(`^${server.url}/live-location/[A-Za-z0-9_-]{43}$`));
    await expect.poll(() => dialog.getByTestId('share-link-item').first().getAttribute('data-state')).toBe('active');
    await screenshot(page, 'share-link-dialog');

    // Someone outside the company: a fresh context, no sign-in, in yet another zone.
    const outside = await newPage(browser, 1000, 760, { timezoneId: 'Europe/London' });
    await outside.page.goto(linkUrl);
    await expect.poll(() => outside.page.getByTestId('live-location-name').innerText(), { timeout: 20_000 }).toBe(truck.name);
    await expect.poll(() => outside.page.getByTestId('live-location-destination').innerText()).toBe(MYDIN);
    await expect(outside.page.getByTestId('live-location-eta').innerText()).resolves.toMatch(/^ETA \d{2}:\d{2} \(.+\) · [\d.]+ km to go$/);
    // "Last update" in Kuala Lumpur's time (UTC+8), not London's.
    const shownTime = Number(await outside.page.getByTestId('live-location-time').getAttribute('data-time'));
    const kl = new Date(shownTime + 8 * 3_600_000);
    const hhmmss = kl.toISOString().slice(11, 19);
    expect(await outside.page.getByTestId('live-location-time').innerText()).toContain(`${kl.getUTCDate()}/${kl.getUTCMonth() + 1}/${kl.getUTCFullYear()} | ${hhmmss}`);
    const before = await shownLng(outside.page);
    // Nothing of the company beyond the truck: no shell, no menu, no other asset.
    expect(await outside.page.getByTestId('top-bar').count()).toBe(0);
    await outside.page.getByTestId('live-location-map').waitFor();
    await outside.page.waitForTimeout(1_500);
    await screenshot(outside.page, 'share-link-public-page');

    // The truck drives on; the page follows within its polling (5 s).
    await drive();
    await drive();
    await expect.poll(() => shownLng(outside.page), { timeout: 15_000, interval: 500 }).toBeLessThan(before);
    await screenshot(outside.page, 'share-link-public-page-moved');

    // Revoked from the dialog: the open page says so at its next poll; opened again, at once.
    await dialog.getByTestId('share-link-revoke').first().click();
    await expect.poll(() => dialog.getByTestId('share-link-item').first().getAttribute('data-state')).toBe('revoked');
    await expect.poll(() => message(outside.page), { timeout: 12_000, interval: 500 }).toBe(T.revoked);
    await outside.page.reload();
    await expect.poll(() => message(outside.page), { timeout: 5_000 }).toBe(T.revoked);
    await screenshot(outside.page, 'share-link-revoked');
    await outside.context.close();
  });

  it('from a trip: the link follows the trip vehicle to its last open stop', async () => {
    const r = await fetch(`${server.url}/v2/trips`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ assetId: truck.assetId, reference: 'PO-SHARE', stops: [{ kind: 'pickup', address: 'Depot gate', lat: DEPOT.lat, lng: DEPOT.lng }, { kind: 'drop', address: 'Back door of the store', lat: 3.06638, lng: 101.481037 }] }),
    });
    expect(r.status).toBe(200);
    const { trip } = (await r.json()) as { trip: { id: number } };
    await page.goto(`${server.url}/trips/trip-view/${trip.id}`);
    await page.getByTestId('trip-share').click();
    const dialog = page.getByTestId('share-link-dialog');
    await expect.poll(() => dialog.getByTestId('share-link-destination').inputValue()).toBe('stop:last');
    await dialog.getByTestId('share-link-create').click();
    await dialog.getByTestId('share-link-created').waitFor();
    await expect.poll(() => dialog.getByTestId('share-link-item').first().innerText()).toContain('Back door of the store');
    const token = (await dialog.getByTestId('share-link-url').inputValue()).split('/').pop();
    const answer = (await (await fetch(`${server.url}/v2/live-location/${token}`)).json()) as { destination: { label: string }; eta: unknown };
    expect(answer.destination.label).toBe('Back door of the store');
    expect(answer.eta).not.toBeNull();
    await dialog.getByTestId('share-link-close').click();
  });

  it('a link says it expired after its time, and an unknown one says it does not exist', async () => {
    const r = await fetch(`${server.url}/v2/assets/${truck.assetId}/share-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresInS: 12 }),
    });
    expect(r.status).toBe(200);
    const { path } = (await r.json()) as { path: string };
    const outside = await newPage(browser, 1000, 760);
    await outside.page.goto(`${server.url}${path}`);
    await expect.poll(() => outside.page.getByTestId('live-location-name').innerText(), { timeout: 10_000 }).toBe(truck.name);
    await expect.poll(() => message(outside.page), { timeout: 25_000, interval: 500 }).toBe(T.expired);
    expect(await outside.page.getByTestId('live-location-map').count()).toBe(0);
    await screenshot(outside.page, 'share-link-expired');
    await outside.page.goto(`${server.url}/live-location/${'x'.repeat(43)}`);
    await expect.poll(() => message(outside.page), { timeout: 5_000 }).toBe(T.notFound);
    await outside.context.close();
  });
});
