import { ADMIN_TEXTS, DEVICE_IDENTIFIER_MESSAGE, MESSAGES, type AdminAsset, type AdminAssetGroup } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoVisibleAssetIds, loginAs, registerCompany, type TestApp } from '../testing/test-app';

describe('asset and group administration', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let tenantId: string;
  const auditOf = (objectId: string | number) =>
    t.database.db.selectFrom('audit_log').select(['action', 'actor_name', 'summary', 'object_kind']).where('object_id', '=', String(objectId)).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    client = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    tenantId = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(() => t.close());

  it('adds an asset with its setup fields, lists it, and writes the audit log with the caller', async () => {
    const body = { name: 'Hino 500 WXY 1234', type: 'truck', plate: 'WXY 1234', fuelTankL: 200, fuelType: 'diesel', speedLimitKmh: 80, odometerOffsetKm: 12_500, engineHoursOffsetH: 300, temperatureRange: { profile: 'frozen' } };
    const r = await call<{ asset: AdminAsset; message: string }>(t.app, 'POST', '/v2/assets', { token: admin, body });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(ADMIN_TEXTS.assetCreated('Hino 500 WXY 1234'));
    expect(r.body.asset).toMatchObject({ name: 'Hino 500 WXY 1234', type: 'truck', plate: 'WXY 1234', fuelTankL: 200, fuelType: 'diesel', speedLimitKmh: 80, deviceIdentifier: null, groupName: 'Ungrouped', temperatureRange: { profile: 'frozen', min: -25, max: -15 } });
    const listed = await call<{ assets: (AdminAsset & { assetName: string })[] }>(t.app, 'GET', '/v2/assets', { token: admin });
    expect(listed.body.assets.find((a) => a.assetId === r.body.asset.assetId)).toMatchObject({ assetName: 'Hino 500 WXY 1234', plate: 'WXY 1234', odometerOffsetKm: 12_500 });
    expect(await auditOf(r.body.asset.assetId)).toEqual([{ action: 'create', actor_name: 'Demo Administrator (admin)', summary: 'Added asset Hino 500 WXY 1234', object_kind: 'asset' }]);
    // Two assets without a tracker do not collide.
    expect((await call(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Trailer 2', type: 'item' } })).status).toBe(200);
  });

  it('answers 400 naming the field, 409 for a duplicate name (any case) or a tracker on another asset, and writes nothing', async () => {
    const before = await t.database.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [unknown, number, string][] = [
      [{ type: 'truck' }, 400, 'Name must be 1 to 100 characters.'],
      [{ name: 'x'.repeat(101), type: 'truck' }, 400, 'Name must be 1 to 100 characters.'],
      [{ name: 'A', type: 'plane' }, 400, 'Type must be one of animal, boat, car, machine, truck, item, watch, staff.'],
      [{ name: 'A', type: 'car', speedLimitKmh: 0 }, 400, 'Speed limit must be a number from 1 to 300 km/h, or empty.'],
      [{ name: 'A', type: 'car', fuelType: 'coal' }, 400, 'Fuel type must be one of diesel, petrol, electric, lpg, cng, other, or empty.'],
      [{ name: 'A', type: 'car', groupId: 999_999 }, 400, 'Group 999999 does not exist in your company.'],
      [{ name: 'A', type: 'car', deviceIdentifier: 'a b' }, 400, DEVICE_IDENTIFIER_MESSAGE],
      [{ name: 'hino 500 wxy 1234', type: 'car' }, 409, ADMIN_TEXTS.assetNameTaken('hino 500 wxy 1234')],
    ];
    for (const [body, status, error] of cases) {
      expect(await call(t.app, 'POST', '/v2/assets', { token: admin, body }), JSON.stringify(body)).toMatchObject({ status, body: { error } });
    }
    const demo = await t.database.db.selectFrom('assets').select(['unit_id', 'name']).where('tenant_id', '=', tenantId).where('unit_id', '<>', '').orderBy('id').executeTakeFirstOrThrow();
    expect(await call(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Thief', type: 'car', deviceIdentifier: demo.unit_id } })).toMatchObject({
      status: 409,
      body: { code: 'DUPLICATE', error: ADMIN_TEXTS.deviceOnOtherAsset(demo.unit_id, demo.name) },
    });
    const after = await t.database.db.selectFrom('assets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('claims a tracker typed on the asset: another company’s is 409 DEVICE_TAKEN and nothing is written', async () => {
    const other = await registerCompany(t, 'Rival Co', 'boss@rival.co');
    const rival = await call<{ asset: AdminAsset }>(t.app, 'POST', '/v2/assets', { token: other.accessToken, body: { name: 'Rival truck', type: 'truck', deviceIdentifier: 'RIVAL-1' } });
    expect(rival.status).toBe(200);
    expect(await t.database.db.selectFrom('devices').select('asset_id').where('identifier', '=', 'RIVAL-1').executeTakeFirst()).toEqual({ asset_id: rival.body.asset.assetId });
    expect(await call(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Mine', type: 'truck', deviceIdentifier: 'RIVAL-1' } })).toMatchObject({
      status: 409,
      body: { code: 'DEVICE_TAKEN', error: ADMIN_TEXTS.deviceTaken('RIVAL-1') },
    });
    expect(await t.database.db.selectFrom('assets').select('id').where('name', '=', 'Mine').execute()).toEqual([]);
    // Another company's asset is not found for the demo Administrator.
    expect((await call(t.app, 'GET', `/v2/assets/${rival.body.asset.assetId}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/v2/assets/${rival.body.asset.assetId}`, { token: admin, body: { name: 'x', type: 'car' } })).status).toBe(404);
  });

  it('edits an asset (replacing its tracker detaches the old one) and a Client may neither edit nor see one not given to them', async () => {
    const created = await call<{ asset: AdminAsset }>(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Van 9', type: 'car', deviceIdentifier: 'VAN-9-OLD' } });
    const id = created.body.asset.assetId;
    const put = await call<{ asset: AdminAsset }>(t.app, 'PUT', `/v2/assets/${id}`, { token: admin, body: { name: 'Van 9', type: 'car', deviceIdentifier: 'VAN-9-NEW', speedLimitKmh: 90 } });
    expect(put).toMatchObject({ status: 200, body: { asset: { deviceIdentifier: 'VAN-9-NEW', speedLimitKmh: 90 } } });
    const devices = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('identifier', 'in', ['VAN-9-OLD', 'VAN-9-NEW']).orderBy('identifier').execute();
    expect(devices).toEqual([{ identifier: 'VAN-9-NEW', asset_id: id }, { identifier: 'VAN-9-OLD', asset_id: null }]);
    expect((await auditOf(id)).map((a) => a.summary)).toEqual(['Added asset Van 9', 'Updated asset Van 9: deviceIdentifier, speedLimitKmh']);

    const visible = await demoVisibleAssetIds(t.database.db);
    expect(visible).not.toContain(id);
    expect(await call(t.app, 'GET', `/v2/assets/${id}`, { token: client })).toMatchObject({ status: 404, body: { error: MESSAGES.notFound } });
    expect(await call(t.app, 'PUT', `/v2/assets/${id}`, { token: client, body: { name: 'Mine now', type: 'car' } })).toMatchObject({ status: 403, body: { code: 'NOT_AUTHORIZED' } });
    expect(await call(t.app, 'DELETE', `/v2/assets/${id}`, { token: client })).toMatchObject({ status: 403 });
    expect(await call(t.app, 'POST', '/v2/assets', { token: client, body: { name: 'Sneaky', type: 'car' } })).toMatchObject({ status: 403 });
    expect((await call(t.app, 'GET', `/v2/assets/${visible[0]}`, { token: client })).status).toBe(200);
  });

  it('deletes an asset keeping its history (gone from every list, tracker detached), and a purge removes the history for good', async () => {
    const asset = await t.database.db.selectFrom('devices').select(['asset_id', 'identifier']).where('tenant_id', '=', tenantId).where('asset_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const id = asset.asset_id as number;
    const at = new Date(t.clock.now() - 3_600_000);
    await t.database.db.insertInto('positions').values({ asset_id: id, time: at, lat: 3.1, lng: 101.6, speed: 10, heading: 0 } as never).onConflict((oc) => oc.doNothing()).execute();
    const positions = async () => Number((await t.database.db.selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).where('asset_id', '=', id).executeTakeFirstOrThrow()).n);
    expect(await positions()).toBeGreaterThan(0);
    const kept = await positions();

    const deleted = await call(t.app, 'DELETE', `/v2/assets/${id}`, { token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { purged: false, detached: [asset.identifier] } });
    expect(await positions()).toBe(kept);
    expect(await t.database.db.selectFrom('devices').select('asset_id').where('identifier', '=', asset.identifier).executeTakeFirst()).toEqual({ asset_id: null });
    const ids = (await call<{ assets: { assetId: number }[] }>(t.app, 'GET', '/v2/assets', { token: admin })).body.assets.map((a) => a.assetId);
    expect(ids).not.toContain(id);
    const dashboard = await call<{ assets: { assetId: number }[] }>(t.app, 'GET', '/v2/dashboard', { token: admin });
    expect(dashboard.body.assets.map((a) => a.assetId)).not.toContain(id);
    expect((await call(t.app, 'GET', `/v2/assets/${id}`, { token: admin })).status).toBe(404);
    const day = 86_400_000;
    expect((await call(t.app, 'GET', `/v2/reports/history?assets=${id}&from=${new Date(t.clock.now() - day).toISOString()}&to=${new Date(t.clock.now()).toISOString()}`, { token: admin })).status).toBe(404);
    // A new asset may take the deleted one's tracker.
    expect((await call(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Successor', type: 'truck', deviceIdentifier: asset.identifier } })).status).toBe(200);

    const doomed = await call<{ asset: AdminAsset }>(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Doomed', type: 'car' } });
    const doomedId = doomed.body.asset.assetId;
    await t.database.db.insertInto('positions').values({ asset_id: doomedId, time: at, lat: 3.1, lng: 101.6, speed: 10, heading: 0 } as never).execute();
    await t.database.db.insertInto('fuel_receipts').values({ tenant_id: tenantId, asset_id: doomedId, time: at, fuel: 10, price: 20, priceperliter: 2, files: '[]' }).execute();
    expect(await call(t.app, 'DELETE', `/v2/assets/${doomedId}?purge=maybe`, { token: admin })).toMatchObject({ status: 400, body: { error: 'purge must be true or false.' } });
    expect(await call(t.app, 'DELETE', `/v2/assets/${doomedId}?purge=true`, { token: admin })).toMatchObject({ status: 200, body: { purged: true, message: ADMIN_TEXTS.assetPurged('Doomed') } });
    expect(await t.database.db.selectFrom('positions').select('time').where('asset_id', '=', doomedId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('fuel_receipts').select('id').where('asset_id', '=', doomedId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('assets').select('id').where('id', '=', doomedId).execute()).toEqual([]);
    expect((await auditOf(doomedId)).map((a) => a.action)).toEqual(['create', 'purge']);
    expect((await auditOf(id)).map((a) => a.action).at(-1)).toBe('delete');
  });

  it('adds, renames and deletes groups (assets move to no group); duplicates 409, Clients 403', async () => {
    const made = await call<{ group: AdminAssetGroup }>(t.app, 'POST', '/v2/asset-groups', { token: admin, body: { name: 'North depot' } });
    expect(made).toMatchObject({ status: 200, body: { message: ADMIN_TEXTS.groupCreated('North depot') } });
    const groupId = made.body.group.groupId;
    expect(await call(t.app, 'POST', '/v2/asset-groups', { token: admin, body: { name: 'north DEPOT' } })).toMatchObject({ status: 409, body: { error: ADMIN_TEXTS.groupNameTaken('north DEPOT') } });
    expect(await call(t.app, 'POST', '/v2/asset-groups', { token: admin, body: { name: '  ' } })).toMatchObject({ status: 400, body: { error: 'Group name must be 1 to 100 characters.' } });
    expect((await call(t.app, 'POST', '/v2/asset-groups', { token: client, body: { name: 'Client group' } })).status).toBe(403);

    const a = await call<{ asset: AdminAsset }>(t.app, 'POST', '/v2/assets', { token: admin, body: { name: 'Grouped 1', type: 'car', groupId } });
    expect(a.body.asset).toMatchObject({ groupId, groupName: 'North depot' });
    expect(await call(t.app, 'PUT', `/v2/asset-groups/${groupId}`, { token: admin, body: { name: 'North yard' } })).toMatchObject({ status: 200, body: { group: { name: 'North yard', assetCount: 1 } } });
    const groups = await call<{ groups: AdminAssetGroup[] }>(t.app, 'GET', '/v2/asset-groups', { token: admin });
    expect(groups.body.groups.find((g) => g.groupId === groupId)).toEqual({ groupId, name: 'North yard', assetCount: 1 });

    expect(await call(t.app, 'DELETE', `/v2/asset-groups/${groupId}`, { token: admin })).toMatchObject({ status: 200, body: { moved: 1, message: ADMIN_TEXTS.groupDeleted('North yard', 1) } });
    expect((await call<{ asset: AdminAsset }>(t.app, 'GET', `/v2/assets/${a.body.asset.assetId}`, { token: admin })).body.asset).toMatchObject({ groupId: null, groupName: 'Ungrouped' });
    expect((await call(t.app, 'DELETE', `/v2/asset-groups/${groupId}`, { token: admin })).status).toBe(404);
    expect((await auditOf(groupId)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });
});
