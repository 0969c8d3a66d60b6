import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { assignedDevices, expectOnMap, sendOsmAnd, type DemoDevice } from './support/devices';
import { startHarness } from './support/harness';
import { openMonitorMap } from './support/monitor';
import type { RunningServer } from './support/server';
import { apiToken } from './support/session';
import { ingestPort, TeltonikaDevice } from './support/teltonika';

/*
 * Issue 7, done when: a phone app's OsmAnd request, a Teltonika frame and an MQTT message each move an asset on the
 * live map. The simulator is off, so the demo assets move only when their devices report.
 */

const BROKER = 'mqtt://127.0.0.1:1883';
const topicPrefix = `fleet-e2e-${randomBytes(4).toString('hex')}`;

let server: RunningServer;
let browser: Browser;
let page: Page;
let devices: DemoDevice[];
let osmandPort: number;
let teltonikaPort: number;

beforeAll(async () => {
  ({ server, browser } = await startHarness({
    FLEET_SIMULATOR: '0',
    FLEET_BACKFILL_DAYS: '0',
    MQTT_URL: BROKER,
    MQTT_TOPIC: `${topicPrefix}/+/position`,
  }));
  osmandPort = await ingestPort(server, 'OsmAnd HTTP');
  teltonikaPort = await ingestPort(server, 'Teltonika TCP');
  devices = await assignedDevices(server.url, await apiToken(server.url, 'admin', 'admin'));
  // The map needs one reporting asset before it opens.
  const first = devices[0];
  if (!first) throw new Error('no demo devices');
  expect((await sendOsmAnd(osmandPort, first.identifier, { lat: 3.0712, lng: 101.5163, time: Date.now() - 60_000 })).status).toBe(200);
  ({ page } = await newPage(browser));
  await openMonitorMap(page, server.url, 'admin', 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('real devices move assets on the live map', () => {
  it('an OsmAnd phone app request', async () => {
    const d = devices[0] as DemoDevice;
    const r = await sendOsmAnd(osmandPort, d.identifier, { lat: 3.0801, lng: 101.5342, time: Date.now(), speedKnots: 20 });
    expect(r.status).toBe(200);
    await expectOnMap(page, d.assetId, 3.0801, 101.5342);
  });

  it('a Teltonika Codec 8 frame', async () => {
    const d = devices[1] as DemoDevice;
    const device = await TeltonikaDevice.open(teltonikaPort);
    try {
      await device.hello(d.identifier);
      await device.sendPacket([{ time: Date.now(), lat: 3.0655, lng: 101.5521, speed: 42 }]);
    } finally {
      device.close();
    }
    await expectOnMap(page, d.assetId, 3.0655, 101.5521);
  });

  it('an MQTT JSON message', async () => {
    const d = devices[2] as DemoDevice;
    const client = await mqtt.connectAsync(BROKER, { clientId: `${topicPrefix}-pub` });
    try {
      const body = { lat: 3.0903, lng: 101.5077, time: Math.floor(Date.now() / 1000), speed: 35, ignition: true };
      await client.publishAsync(`${topicPrefix}/${d.identifier}/position`, JSON.stringify(body), { qos: 1 });
    } finally {
      await client.endAsync();
    }
    await expectOnMap(page, d.assetId, 3.0903, 101.5077);
    await screenshot(page, 'devices-mqtt-on-map');
  });
});
