import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAt, type ServerProcess } from './support/server';
import { apiToken } from './support/session';
import { codec8Packet, ingestPort, TeltonikaDevice, type Rec } from './support/teltonika';

/*
 * Issue 7 item 5: an acknowledged Teltonika record survives a SIGKILL of the server, and a device re-sending its
 * whole buffer after the restart stores nothing twice.
 */

const START_TIMEOUT_MS = 120_000;
/** No simulator: the only positions are ours; a fixed data folder so the restart finds the first run's files. */
const SERVER_ENV = { FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0', TELTONIKA_PORT: '0' };
const RECORDS_PER_PACKET = 10;
/** Stream this long before the kill, ms. */
const STREAM_BEFORE_KILL_MS = 1_500;
const DAY = 86_400_000;

// ---- the server and the API ----

async function apiGet<T>(server: ServerProcess, token: string, path: string): Promise<T> {
  const r = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** How many of `times` the History report of the asset holds, and whether any of them is there twice. */
async function storedCount(server: ServerProcess, assetId: number, times: Set<number>, from: number, to: number): Promise<{ stored: number; rows: number }> {
  const token = await apiToken(server.url, 'admin', 'admin');
  const q = `assets=${assetId}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const body = await apiGet<{ rows: Record<string, unknown>[]; total: number }>(server, token, `/v2/reports/history?${q}`);
  const ours = body.rows.filter((r) => r['assetId'] === assetId && times.has(r['timestamp'] as number));
  return { stored: new Set(ours.map((r) => r['timestamp'] as number)).size, rows: ours.length };
}

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fleet-durability-'));
});

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Teltonika ingest durability', () => {
  it('keeps every acknowledged record through a SIGKILL and stores a re-sent buffer once', { timeout: 300_000 }, async () => {
    server = await startServerAt(dataDir, SERVER_ENV, START_TIMEOUT_MS);
    const token = await apiToken(server.url, 'admin', 'admin');
    const { assets } = await apiGet<{ assets: { assetId: number; unitId: string }[] }>(server, token, '/v2/assets');
    const asset = assets.find((a) => /^\d{15}$/.test(a.unitId)) ?? assets[0];
    if (!asset) throw new Error('no demo asset');
    const port = await ingestPort(server, 'Teltonika TCP');

    // A past window, 1 s apart, unique timestamps.
    const t0 = Math.floor((Date.now() - 2 * DAY) / 1000) * 1000;
    let next = 0;
    const makePacket = (): Rec[] =>
      Array.from({ length: RECORDS_PER_PACKET }, () => {
        const i = next++;
        return { time: t0 + i * 1000, lat: 3.07 + (i % 1000) * 1e-5, lng: 101.5 + (i % 1000) * 1e-5, speed: 10 + (i % 80) };
      });

    const sent: Rec[] = [];
    const acked: Rec[] = [];
    const device = await TeltonikaDevice.open(port);
    await device.hello(asset.unitId);
    const started = Date.now();
    const victim = server;
    let killedInFlight = false;
    for (;;) {
      const packet = makePacket();
      sent.push(...packet);
      if (Date.now() - started >= STREAM_BEFORE_KILL_MS) {
        // The packet is handed to the kernel, its ack not yet read: kill the server with it in flight.
        await device.write(codec8Packet(packet));
        await victim.kill();
        killedInFlight = true;
        break;
      }
      await device.sendPacket(packet);
      acked.push(...packet);
    }
    device.close();
    server = undefined;
    expect(killedInFlight).toBe(true);
    expect(acked.length).toBeGreaterThan(0);

    server = await startServerAt(dataDir, SERVER_ENV, START_TIMEOUT_MS);
    const from = t0 - 60_000;
    const to = t0 + sent.length * 1000 + 60_000;
    const ackedTimes = new Set(acked.map((r) => r.time));
    const sentTimes = new Set(sent.map((r) => r.time));
    const afterRestart = await storedCount(server, asset.assetId, sentTimes, from, to);
    const ackedStored = await storedCount(server, asset.assetId, ackedTimes, from, to);

    // The device re-sends its whole buffer, acknowledged and not, over a new connection.
    const port2 = await ingestPort(server, 'Teltonika TCP');
    const again = await TeltonikaDevice.open(port2);
    await again.hello(asset.unitId);
    for (let i = 0; i < sent.length; i += 50) await again.sendPacket(sent.slice(i, i + 50));
    again.close();
    const afterResend = await storedCount(server, asset.assetId, sentTimes, from, to);

    console.log(
      `durability: asset ${asset.assetId} (IMEI ${asset.unitId}); sent ${sent.length} records in ${sent.length / RECORDS_PER_PACKET} packets, ` +
        `acked before the kill ${acked.length}; stored after restart ${afterRestart.stored} (of the acked: ${ackedStored.stored}, ` +
        `lost ${acked.length - ackedStored.stored}); after re-send ${afterResend.stored} distinct in ${afterResend.rows} rows (sent distinct ${sentTimes.size})`,
    );

    // (1) nothing acknowledged is lost; the in-flight packet is stored whole or not at all.
    expect(ackedStored.stored).toBe(acked.length);
    expect(ackedStored.rows).toBe(acked.length);
    expect([acked.length, sent.length]).toContain(afterRestart.stored);
    // (2) the re-sent buffer is stored once.
    expect(afterResend.stored).toBe(sentTimes.size);
    expect(afterResend.rows).toBe(sentTimes.size);
  });
});
