import { DEVICE_COMMAND_TEXTS as T } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { assignedDevices, demoTruck, expectOnMap, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import { openMonitorMap } from './support/monitor';
import type { RunningServer } from './support/server';
import { apiToken, signIn } from './support/session';
import { TeltonikaDevice, codec12Answer, codec12Command, ingestPort } from './support/teltonika';
import { TrackerConnection, gt06Location, gt06Login, gt06LoginAnswered, h02Position, jt808Answers, jt808Location, jt808Register, watchFrame, watchLocation } from './support/trackers';

/*
 * Issue 22, done when: a GT06, an H02, a JT/T 808 and a watch device, each a real TCP client on its protocol's port,
 * move an asset on the live map; an Administrator switches a simulated Teltonika device's immobiliser from the asset
 * card and sees the device's answer; a Client without the permission sees no button and the server refuses them.
 * The simulator is off, so the assets move only when their devices report.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;
let admin: string;
let ports: { gt06: number; h02: number; jt808: number; watch: number; teltonika: number };
/** The demo assets the four trackers are fitted to (by the Administrator, as a new tracker is). */
let fitted: { gt06: DemoDevice; h02: DemoDevice; jt808: DemoDevice; watch: DemoDevice };

const GT06_IMEI = '868120301234567';
const H02_ID = '4210051234';
const JT808_PHONE = '601122334455';
const WATCH_ID = '8800000015';

/** Fits a new tracker to a demo asset, as an Administrator does (the claim: the full identifier). */
async function fit(identifier: string, assetId: number): Promise<DemoDevice> {
  const r = await fetch(`${server.url}/v2/devices/${identifier}/assign`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ assetId }) });
  if (!r.ok) throw new Error(`assign ${identifier}: ${r.status} ${await r.text()}`);
  return { identifier, assetId };
}

beforeAll(async () => {
  ({ server, browser } = await startHarness({ FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0' }));
  ports = {
    gt06: await ingestPort(server, 'GT06 TCP'),
    h02: await ingestPort(server, 'H02 TCP'),
    jt808: await ingestPort(server, 'JT/T 808 TCP'),
    watch: await ingestPort(server, 'Watch TCP'),
    teltonika: await ingestPort(server, 'Teltonika TCP'),
  };
  admin = await apiToken(server.url, 'admin', 'admin');
  const devices = await assignedDevices(server.url, admin);
  const [a, b, c, d, e] = devices;
  if (!a || !b || !c || !d || !e) throw new Error('not enough demo devices');
  fitted = { gt06: await fit(GT06_IMEI, a.assetId), h02: await fit(H02_ID, b.assetId), jt808: await fit(JT808_PHONE, c.assetId), watch: await fit(WATCH_ID, d.assetId) };
  // The map needs one reporting asset before it opens.
  expect((await sendOsmAnd(await ingestPort(server, 'OsmAnd HTTP'), e.identifier, { lat: 3.0712, lng: 101.5163, time: Date.now() - 60_000 })).status).toBe(200);
  ({ page } = await newPage(browser));
  await openMonitorMap(page, server.url, 'admin', 'admin');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the trackers fleets buy move assets on the live map', () => {
  it('a GT06 (Concox) tracker: login answered, then a GPS + LBS location', async () => {
    const device = await TrackerConnection.open(ports.gt06);
    try {
      await device.write(gt06Login(GT06_IMEI));
      await device.until(gt06LoginAnswered, 'GT06 login answer');
      await device.write(gt06Location({ time: Date.now(), lat: 3.07, lng: 101.53, speed: 35, course: 90 }, 2));
      await expectOnMap(page, fitted.gt06.assetId, 3.07, 101.53);
    } finally {
      device.close();
    }
  });

  it('an H02 (Sinotrack) tracker: a V1 text position', async () => {
    const device = await TrackerConnection.open(ports.h02);
    try {
      await device.write(h02Position(H02_ID, { time: Date.now(), lat: 3.05, lng: 101.55, speedKmh: 20 }));
      await expectOnMap(page, fitted.h02.assetId, 3.05, 101.55);
    } finally {
      device.close();
    }
  });

  it('a JT/T 808 terminal: registration answered, then a location report acknowledged', async () => {
    const device = await TrackerConnection.open(ports.jt808);
    try {
      await device.write(jt808Register(JT808_PHONE, 1));
      await device.until((r) => jt808Answers(r).includes(0x8100), 'JT/T 808 registration response');
      await device.write(jt808Location(JT808_PHONE, { time: Date.now(), lat: 3.08, lng: 101.51, speedKmh: 48.5, course: 180 }, 2));
      await device.until((r) => jt808Answers(r).includes(0x8001), 'JT/T 808 platform general response');
      await expectOnMap(page, fitted.jt808.assetId, 3.08, 101.51);
    } finally {
      device.close();
    }
  });

  it('a 4G watch: the link kept alive, then a UD location', async () => {
    const device = await TrackerConnection.open(ports.watch);
    try {
      await device.write(watchFrame(WATCH_ID, 'LK,1200,0,76'));
      await device.until((r) => r.toString('latin1').includes(watchFrame(WATCH_ID, 'LK')), 'watch LK answer');
      await device.write(watchLocation(WATCH_ID, { time: Date.now(), lat: 3.0601, lng: 101.5402, speedKmh: 4 }));
      await expectOnMap(page, fitted.watch.assetId, 3.0601, 101.5402);
      await screenshot(page, 'trackers-on-map');
    } finally {
      device.close();
    }
  });
});

describe('commands back to devices', () => {
  let truck: DemoDevice & { name: string };
  let device: TeltonikaDevice;

  beforeAll(async () => {
    truck = await demoTruck(server.url, admin);
    device = await TeltonikaDevice.open(ports.teltonika);
    await device.hello(truck.identifier);
    // Moving: cutting the engine asks with a warning.
    await device.sendPacket([{ time: Date.now(), lat: 3.0688, lng: 101.4961, speed: 42 }]);
  });
  afterAll(() => device?.close());

  it("an Administrator switches the Teltonika's immobiliser on from the asset card and sees the device's answer", async () => {
    await page.goto(`${server.url}/map-single/${truck.assetId}/${encodeURIComponent(truck.name)}`);
    await expect.poll(() => page.getByTestId('asset-card-name').innerText(), { timeout: 30_000 }).toBe(truck.name);
    await page.getByTestId('asset-card-commands').click();
    const dialog = page.getByTestId('device-commands-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('device-command-immobiliser-on').click();
    await expect.poll(() => dialog.getByTestId('device-command-confirm').innerText()).toContain(T.confirmImmobiliserOn(truck.name));
    expect(await dialog.getByTestId('device-command-moving').innerText()).toBe(T.movingWarning('42 km/h'));
    await screenshot(page, 'device-command-confirm');
    await dialog.getByTestId('device-command-confirm-send').click();
    // The device gets the Codec 12 command over its open connection and answers it.
    const command = codec12Command('setdigout 1');
    expect(await device.read(command.length)).toEqual(command);
    await device.write(codec12Answer('DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY'));
    const item = dialog.getByTestId('device-command').first();
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 20_000 }).toBe('answered');
    expect(await item.getByTestId('device-command-answer').innerText()).toContain('DOUT1:1 Timeout:INFINITY');
    await screenshot(page, 'device-command-answered');
  });

  it('a Client without the permission sees no Commands button, and the server refuses them', async () => {
    const client = await newPage(browser);
    try {
      await signIn(client.page, server.url, 'demo', 'demo');
      await client.page.waitForURL(/\/dashboard$/);
      await client.page.goto(`${server.url}/map-single/${truck.assetId}/${encodeURIComponent(truck.name)}`);
      await expect.poll(() => client.page.getByTestId('asset-card-name').innerText(), { timeout: 30_000 }).toBe(truck.name);
      await client.page.getByTestId('asset-card-share').waitFor();
      expect(await client.page.getByTestId('asset-card-commands').count()).toBe(0);
      const token = await apiToken(server.url, 'demo', 'demo');
      const r = await fetch(`${server.url}/v2/assets/${truck.assetId}/commands`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'immobiliser-on' }) });
      expect(r.status).toBe(403);
      expect(((await r.json()) as { error: string }).error).toBe(T.notAllowed);
    } finally {
      await client.context.close();
    }
  });
});
