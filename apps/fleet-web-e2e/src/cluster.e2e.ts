import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveServerMessage } from '@fleet/domain';
import { connect, type NatsConnection } from 'nats';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { assignedDevices, expectOnMap, sendOsmAnd, type DemoDevice } from './support/devices';
import { openMonitorMap } from './support/monitor';
import { startServerAt, type ServerProcess } from './support/server';
import { apiToken } from './support/session';
import { ingestPort, TeltonikaDevice } from './support/teltonika';

/*
 * Issue 7 item 4: two fleet-api processes on different ports over the machine's PostgreSQL and NATS JetStream serve
 * one live fleet. Devices talk to instance one; the browser watches instance two; and the other way round over a
 * live socket.
 */

const PG_ADMIN_URL = process.env['E2E_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env['E2E_NATS_URL'] ?? 'nats://127.0.0.1:4222';
const suffix = randomBytes(4).toString('hex');
const database = `fleet_e2e_${suffix}`;
const prefix = `fleete2e${suffix}`;

let one: ServerProcess | undefined;
let two: ServerProcess | undefined;
let browser: Browser;
let page: Page;
let nats: NatsConnection;
let devices: DemoDevice[];
const dataDirs: string[] = [];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function startInstance(): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-cluster-e2e-'));
  dataDirs.push(dir);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return startServerAt(dir, {
    DATABASE_URL: url.toString(),
    FLEET_DEMO: '1',
    FLEET_SIMULATOR: '0',
    FLEET_BACKFILL_DAYS: '0',
    NATS_URL,
    NATS_PREFIX: prefix,
  });
}

/** Opens /v2/live on a server and resolves with the socket once the snapshot arrived. */
async function liveSocket(server: ServerProcess, token: string): Promise<{ socket: WebSocket; messages: LiveServerMessage[] }> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/v2/live`);
  const messages: LiveServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'hello', token }));
  const deadline = Date.now() + 20_000;
  while (!messages.some((m) => m.type === 'snapshot')) {
    if (Date.now() > deadline) throw new Error('no snapshot');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { socket, messages };
}

beforeAll(async () => {
  await adminQuery(`create database ${database}`);
  nats = await connect({ servers: NATS_URL, name: 'fleet-cluster-e2e' });
  browser = await launchBrowser();
  // One after the other: the first one migrates and seeds, the second finds it done.
  one = await startInstance();
  two = await startInstance();
  devices = await assignedDevices(two.url, await apiToken(two.url, 'admin', 'admin'));
  // The map needs one reporting asset before it opens.
  const first = devices[0];
  if (!first) throw new Error('no demo devices');
  expect((await sendOsmAnd(await ingestPort(one, 'OsmAnd HTTP'), first.identifier, { lat: 3.0712, lng: 101.5163, time: Date.now() - 60_000 })).status).toBe(200);
  ({ page } = await newPage(browser));
  await openMonitorMap(page, two.url, 'admin', 'admin');
});

afterAll(async () => {
  await browser?.close();
  await one?.stop();
  await two?.stop();
  if (nats) {
    await (await nats.jetstreamManager()).streams.delete(`${prefix.toUpperCase()}_INGEST`).catch(() => undefined);
    await nats.close();
  }
  await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two instances, one live fleet (PostgreSQL + NATS JetStream)', () => {
  it('an OsmAnd request sent to instance one moves the asset on instance two\'s map', async () => {
    const d = devices[0] as DemoDevice;
    const r = await sendOsmAnd(await ingestPort(one as ServerProcess, 'OsmAnd HTTP'), d.identifier, { lat: 3.0811, lng: 101.5301, time: Date.now() });
    expect(r.status).toBe(200);
    await expectOnMap(page, d.assetId, 3.0811, 101.5301);
  });

  it('a Teltonika frame sent to instance one, acknowledged once queued, moves the asset on instance two\'s map', async () => {
    const d = devices[1] as DemoDevice;
    const device = await TeltonikaDevice.open(await ingestPort(one as ServerProcess, 'Teltonika TCP'));
    try {
      await device.hello(d.identifier);
      await device.sendPacket([{ time: Date.now(), lat: 3.0644, lng: 101.5488, speed: 38 }]);
    } finally {
      device.close();
    }
    await expectOnMap(page, d.assetId, 3.0644, 101.5488);
    await screenshot(page, 'cluster-instance-two-map');
  });

  it('a position sent to instance two reaches a live socket on instance one', async () => {
    const d = devices[2] as DemoDevice;
    const { socket, messages } = await liveSocket(one as ServerProcess, await apiToken((one as ServerProcess).url, 'admin', 'admin'));
    try {
      const time = Date.now();
      expect((await sendOsmAnd(await ingestPort(two as ServerProcess, 'OsmAnd HTTP'), d.identifier, { lat: 3.0921, lng: 101.5093, time })).status).toBe(200);
      const deadline = Date.now() + 20_000;
      const arrived = () =>
        messages.some((m) => m.type === 'delta' && m.assets.some((a) => a.assetId === d.assetId && a.time === Math.floor(time / 1000) * 1000 && a.lat === 3.0921));
      while (!arrived()) {
        if (Date.now() > deadline) throw new Error(`no delta for asset ${d.assetId} on instance one: ${JSON.stringify(messages.slice(-3))}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      socket.close();
    }
  });

  it('the device records went through the JetStream work queue, and left it once committed', async () => {
    const jsm = await nats.jetstreamManager();
    const info = await jsm.consumers.info(`${prefix.toUpperCase()}_INGEST`, `${prefix}-ingest`);
    expect(info.delivered.stream_seq).toBeGreaterThanOrEqual(4);
    expect(info.num_ack_pending).toBe(0);
    expect((await jsm.streams.info(`${prefix.toUpperCase()}_INGEST`)).state.messages).toBe(0);
  });
});
