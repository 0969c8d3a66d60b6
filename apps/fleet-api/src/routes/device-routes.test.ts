import { MESSAGES, idRangeMessage } from '@fleet/domain';
import type { DeviceRecord } from '@fleet/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSummary } from '../devices/device-repository';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('device routes', () => {
  let t: TestApp;
  let token: string;
  const record = (deviceId: string, time: number): DeviceRecord => ({ deviceId, protocol: 'osmand', time, lat: 3.1, lng: 101.6, speed: 20 });
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
  });
  afterAll(() => t.close());

  it('lists the demo devices with their assets for an Administrator', async () => {
    const r = await call<{ success: boolean; devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices', { token });
    expect(r.status).toBe(200);
    expect(r.body.devices.length).toBeGreaterThan(0);
    for (const d of r.body.devices) {
      expect(d).toMatchObject({ identifier: expect.stringMatching(/^\d{15}$/), assetId: expect.any(Number), assetName: expect.any(String), backlog: 0 });
    }
    expect((await call<{ devices: unknown[] }>(t.app, 'GET', '/v2/devices/unknown', { token })).body.devices).toEqual([]);
  });

  it('refuses a Client with 403 NOT_AUTHORIZED', async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    for (const [method, url] of [['GET', '/v2/devices'], ['GET', '/v2/devices/unknown'], ['POST', '/v2/devices/1/assign']] as const) {
      const r = await call(t.app, method, url, { token: accessToken, body: method === 'POST' ? { assetId: 1 } : undefined });
      expect(r).toMatchObject({ status: 403, body: { error: MESSAGES.notAuthorized, code: 'NOT_AUTHORIZED' } });
    }
  });

  it('keeps an unregistered device aside (deduplicated, listed to nobody), then claims, unassigns and reassigns it', async () => {
    const devices = t.app.fleet.devices;
    const time = t.clock.now() - 60_000;
    const first = await devices.deliver([record('phone-1', time), record('phone-1', time + 1000)], '10.0.0.1');
    expect(first).toEqual({ stored: 0, backlogged: 2, rejected: 0, filtered: {}, dropped: 0, refused: [], queued: 0 });
    expect(await devices.deliver([record('phone-1', time + 1000)], '10.0.0.1')).toMatchObject({ backlogged: 0, dropped: 0 });
    expect((await call<{ devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices/unknown', { token })).body.devices).toEqual([]);
    const kept = await t.database.db.selectFrom('unregistered_devices').selectAll().where('identifier', '=', 'phone-1').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ protocol: 'osmand', source_address: '10.0.0.1', records_kept: 2 });
    expect(new Date(kept.first_seen_at).getTime()).toBe(t.clock.now());

    const asset = await t.database.db.selectFrom('assets').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    expect(await call(t.app, 'POST', '/v2/devices/phone-1/assign', { token, body: { assetId: 999_999 } })).toMatchObject({
      status: 404,
      body: { error: 'Asset 999999 does not exist in your company.' },
    });
    expect(await call(t.app, 'POST', '/v2/devices/phone-1/assign', { token, body: { assetId: 'x' } })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', error: idRangeMessage('assetId') },
    });
    expect(await call(t.app, 'POST', '/v2/devices/phone-1/assign', { token })).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
    expect(await call(t.app, 'POST', `/v2/devices/${'z'.repeat(65)}/assign`, { token, body: { assetId: asset.id } })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', error: 'The device identifier must be 1 to 64 characters (the IMEI or id on the device).' },
    });

    const assigned = await call(t.app, 'POST', '/v2/devices/phone-1/assign', { token, body: { assetId: asset.id } });
    expect(assigned).toMatchObject({ status: 200, body: { success: true, identifier: 'phone-1', assetId: asset.id, moved: 2 } });
    const stored = await t.database.db.selectFrom('positions').select('time').where('asset_id', '=', asset.id).where('time', '>=', new Date(time)).execute();
    expect(stored).toHaveLength(2);
    expect(await t.database.db.selectFrom('unregistered_devices').select('identifier').where('identifier', '=', 'phone-1').execute()).toEqual([]);
    const listed = await call<{ devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices', { token });
    expect(listed.body.devices.find((d) => d.identifier === 'phone-1')).toMatchObject({ protocol: 'osmand', assetId: asset.id, assetName: asset.name, backlog: 0 });
    // It reported while unregistered: its last message is when the server last heard it, not "never".
    expect(listed.body.devices.find((d) => d.identifier === 'phone-1')?.lastSeen).toBe(new Date(kept.last_seen_at).getTime());

    // Assigned: straight to the asset.
    expect(await devices.deliver([record('phone-1', time + 2000)])).toMatchObject({ stored: 1, backlogged: 0 });

    // Unassigned: still the company's, its records wait again (listed under unknown with their count).
    expect(await call(t.app, 'POST', '/v2/devices/phone-1/unassign', { token })).toMatchObject({ status: 200, body: { assetId: null } });
    expect(await devices.deliver([record('phone-1', time + 3000)])).toMatchObject({ stored: 0, backlogged: 1 });
    const waiting = await call<{ devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices/unknown', { token });
    expect(waiting.body.devices).toEqual([expect.objectContaining({ identifier: 'phone-1', backlog: 1 })]);
    expect(await call(t.app, 'POST', '/v2/devices/nope/unassign', { token })).toMatchObject({ status: 404, body: { error: 'Your company has no device nope.' } });

    // The company's own device is reassigned, its waiting record moved.
    const other = await t.database.db.selectFrom('assets').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await call(t.app, 'POST', '/v2/devices/phone-1/assign', { token, body: { assetId: other.id } })).toMatchObject({ status: 200, body: { moved: 1 } });
  });

  it('claims an identifier that never reported', async () => {
    const asset = await t.database.db.selectFrom('assets').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(await call(t.app, 'POST', '/v2/devices/356307042440000/assign', { token, body: { assetId: asset.id } })).toMatchObject({
      status: 200,
      body: { identifier: '356307042440000', assetId: asset.id, moved: 0 },
    });
    const listed = await call<{ devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices', { token });
    expect(listed.body.devices.find((d) => d.identifier === '356307042440000')).toMatchObject({ protocol: '', lastSeen: null, assetId: asset.id });
    // Its first message names its protocol and time.
    const time = t.clock.now() - 30_000;
    expect(await t.app.fleet.devices.deliver([{ ...record('356307042440000', time), protocol: 'teltonika' }], '10.0.0.2')).toMatchObject({ stored: 1 });
    const heard = await call<{ devices: DeviceSummary[] }>(t.app, 'GET', '/v2/devices', { token });
    expect(heard.body.devices.find((d) => d.identifier === '356307042440000')).toMatchObject({ protocol: 'teltonika', lastSeen: t.clock.now(), assetId: asset.id });
  });

  it('sends records to the backlog when the cached asset was deleted meanwhile', async () => {
    const devices = t.app.fleet.devices;
    const some = await t.database.db.selectFrom('assets').select(['tenant_id', 'type']).executeTakeFirstOrThrow();
    const asset = await t.database.db.insertInto('assets').values({ tenant_id: some.tenant_id, name: 'Short-lived', type: some.type, unit_id: 'short-lived' }).returning('id').executeTakeFirstOrThrow();
    const time = t.clock.now() - 30_000;
    await devices.deliver([record('phone-2', time)]);
    expect(await call(t.app, 'POST', '/v2/devices/phone-2/assign', { token, body: { assetId: asset.id } })).toMatchObject({ status: 200, body: { moved: 1 } });
    expect(await devices.deliver([record('phone-2', time + 1000)])).toMatchObject({ stored: 1 });
    await t.database.db.deleteFrom('assets').where('id', '=', asset.id).execute();
    expect(await devices.deliver([record('phone-2', time + 2000)])).toMatchObject({ stored: 0, backlogged: 1, rejected: 1 });
    const rows = await t.database.db.selectFrom('device_backlog').select('identifier').where('identifier', '=', 'phone-2').execute();
    expect(rows).toHaveLength(1);
  });
});
