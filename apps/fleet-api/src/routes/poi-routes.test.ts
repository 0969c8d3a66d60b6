import { MESSAGES, poiAddedMessage, type ClientLoginResponse, type Poi, type PoiListResponse, type SavePoiResponse } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, call, createTestApp, loginAs, registerCompany, type TestApp } from '../testing/test-app';

const square = (lng: number, lat: number, d = 0.001): [number, number][] => [
  [lng, lat],
  [lng + d, lat],
  [lng + d, lat + d],
  [lng, lat + d],
  [lng, lat],
];

describe('POIs', () => {
  let t: TestApp;
  let admin: { accessToken: string; uid: string };
  let demo: { accessToken: string; uid: string };
  let other: { accessToken: string; uid: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    other = await registerCompany(t, 'Other Co', 'boss@other.co');
  });
  afterAll(() => t.close());

  const list = (who: { accessToken: string; uid: string }) =>
    call<PoiListResponse>(t.app, 'GET', `/v2/settings/poi/${who.uid}`, { token: who.accessToken });

  it('lists the demo POIs with the user groups', async () => {
    const r = await list(demo);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.groups.map((g) => g.name)).toEqual(['Customers', 'Depots', 'Fuel Stations']);
    const depots = r.body.groups.find((g) => g.name === 'Depots')?.pois ?? [];
    expect(depots.map((p) => p.name)).toContain('Depot Shah Alam Seksyen 7');
    const shahAlam = r.body.pois.filter((p) => p.metadata.lng > 101.47 && p.metadata.lng < 101.52 && p.metadata.lat > 3.058 && p.metadata.lat < 3.077);
    expect(shahAlam.length).toBeGreaterThanOrEqual(5);
    const depot = depots.find((p) => p.name === 'Depot Shah Alam Seksyen 7');
    expect(depot?.paths).toHaveLength(8);
    expect(depot?.meta).toEqual({ type: 'depot', color: '#283490' });
  });

  it('adds, updates (keeping the id) and deletes a POI, with the texts of the specification', async () => {
    const add = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', {
      token: demo.accessToken,
      body: { name: 'Yard 9', coords: square(101.49, 3.06), alternateCoords: [], groups: ['Yards'], uid: demo.uid, meta: { type: '', color: '' } },
    });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe(poiAddedMessage('Yard 9'));
    expect(add.body.message).toBe('POI (Yard 9) added successfully');
    const poi = add.body.poi;
    expect(poi).toMatchObject({ name: 'Yard 9', groups: ['Yards'], meta: { type: '', color: '' } });
    expect(poi.paths).toEqual([
      { lat: 3.06, lng: 101.49 },
      { lat: 3.06, lng: 101.491 },
      { lat: 3.061, lng: 101.491 },
      { lat: 3.061, lng: 101.49 },
    ]);
    expect(poi.metadata.lat).toBeCloseTo(3.0605, 6);
    // The new group joins the user's groups.
    const listed = await list(demo);
    expect(listed.body.groups.find((g) => g.name === 'Yards')?.pois.map((p) => p.id)).toEqual([poi.id]);

    const update = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', {
      token: demo.accessToken,
      body: { id: poi.id, name: 'Yard 9 North', coords: square(101.5, 3.07), groups: ['Yards'], meta: { type: 'yard', color: '#EA5455' } },
    });
    expect(update.status).toBe(200);
    expect(update.body.message).toBe(MESSAGES.poiUpdated);
    expect(update.body.poi).toMatchObject({ id: poi.id, name: 'Yard 9 North', meta: { type: 'yard', color: '#EA5455' } });

    // Deleting needs the poi:delete permission (the demo Client has poi:add only); the Administrator may.
    const denied = await call(t.app, 'DELETE', `/v2/admin/pois/${poi.id}`, { token: demo.accessToken });
    expect(denied).toMatchObject({ status: 403, body: { code: 'NOT_AUTHORIZED' } });
    const del = await call(t.app, 'DELETE', `/v2/admin/pois/${poi.id}`, { token: admin.accessToken });
    expect(del).toMatchObject({ status: 200, body: { success: true, message: 'POI deleted successfully' } });
    expect((await call(t.app, 'DELETE', `/v2/admin/pois/${poi.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await list(demo)).body.pois.some((p) => p.id === poi.id)).toBe(false);
  });

  it('refuses a blank name with "Please enter POI name" and an open ring', async () => {
    for (const name of ['', '   ']) {
      const r = await call(t.app, 'POST', '/v2/settings/poi', { token: admin.accessToken, body: { name, coords: square(101.49, 3.06) } });
      expect(r).toMatchObject({ status: 400, body: { success: false, error: 'Please enter POI name', code: 'INVALID_INPUT' } });
    }
    const open = square(101.49, 3.06).slice(0, 4);
    const r = await call(t.app, 'POST', '/v2/settings/poi', { token: admin.accessToken, body: { name: 'Open', coords: open } });
    expect(r).toMatchObject({ status: 400, body: { success: false, code: 'INVALID_INPUT' } });
    expect((r.body as { error: string }).error).toMatch(/closed/);
  });

  it("lets a Client with poi:add change only the POIs they drew, not an Administrator's", async () => {
    const adminPoi = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', { token: admin.accessToken, body: { name: 'Admin Yard', coords: square(101.6, 3.1), groups: ['Sites'] } });
    expect(adminPoi.status).toBe(200);
    const id = adminPoi.body.poi.id;
    const rewrite = await call(t.app, 'POST', '/v2/settings/poi', { token: demo.accessToken, body: { id, name: 'Hijacked', coords: square(0.5, 0.5) } });
    expect(rewrite.status).toBe(403);
    const stored = await t.database.db.selectFrom('pois').select(['name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Admin Yard');
    // Their own POI they may change.
    const own = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', { token: demo.accessToken, body: { name: 'Demo Spot', coords: square(101.7, 3.2) } });
    expect(own.status).toBe(200);
    const renamed = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', { token: demo.accessToken, body: { id: own.body.poi.id, name: 'Demo Spot 2', coords: square(101.7, 3.2) } });
    expect(renamed.status).toBe(200);
    // Bounds: a 900 KB name and 5,000 groups are refused, nothing stored.
    const huge = await call(t.app, 'POST', '/v2/settings/poi', { token: admin.accessToken, body: { name: 'x'.repeat(900_000), coords: square(101.8, 3.3) } });
    expect(huge).toMatchObject({ status: 400, body: { error: 'The POI name must be at most 100 characters.' } });
    const groups = Array.from({ length: 5_000 }, (_, i) => `g${i}`);
    const many = await call(t.app, 'POST', '/v2/settings/poi', { token: admin.accessToken, body: { name: 'Many', coords: square(101.8, 3.3), groups } });
    expect(many).toMatchObject({ status: 400, body: { error: 'A POI is in at most 20 groups.' } });
    expect(await t.database.db.selectFrom('pois').select('id').where('name', 'in', ['Many']).execute()).toEqual([]);
    await call(t.app, 'DELETE', `/v2/admin/pois/${id}`, { token: admin.accessToken });
  });

  it('keeps tenants apart', async () => {
    const mine = await call<SavePoiResponse>(t.app, 'POST', '/v2/settings/poi', {
      token: other.accessToken,
      body: { name: 'Other HQ', coords: square(100.3, 5.4), groups: ['Sites'] },
    });
    expect(mine.status).toBe(200);
    const otherList = await list(other);
    expect(otherList.body.pois.map((p) => p.name)).toEqual(['Other HQ']);
    expect((await list(admin)).body.pois.some((p) => p.name === 'Other HQ')).toBe(false);
    // Neither updating nor deleting crosses tenants; a Client cannot read another user's groups.
    const demoPoi = (await list(admin)).body.pois[0] as Poi;
    const update = await call(t.app, 'POST', '/v2/settings/poi', { token: other.accessToken, body: { id: demoPoi.id, name: 'Taken', coords: square(1, 1) } });
    expect(update.status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v2/admin/pois/${demoPoi.id}`, { token: other.accessToken })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v2/admin/pois/${mine.body.poi.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await call(t.app, 'GET', `/v2/settings/poi/${admin.uid}`, { token: demo.accessToken })).status).toBe(404);
    // Another tenant's Administrator does not find the user at all.
    expect((await call(t.app, 'GET', `/v2/settings/poi/${admin.uid}`, { token: other.accessToken })).status).toBe(404);
    expect((await call(t.app, 'GET', `/v2/settings/poi/${demo.uid}`, { token: admin.accessToken })).status).toBe(200);
    expect((await call(t.app, 'GET', `/v2/settings/poi/${demo.uid}`)).status).toBe(401);
  });

  it('fills the login mapPOIData and geoPOIData from the tenant POIs', async () => {
    const r = await call<ClientLoginResponse>(t.app, 'POST', '/v2/clients/login', { body: { username: 'demo', password: 'demo', platform: 'Web' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const map = r.body.mapPOIData as Poi[];
    const geo = r.body.geoPOIData as { id: number; name: string; ring: [number, number][] }[];
    const listed = (await list(demo)).body.pois;
    expect(map).toEqual(listed);
    expect(geo.map((g) => g.id)).toEqual(listed.map((p) => p.id));
    for (const g of geo) {
      expect(g.ring[0]).toEqual(g.ring[g.ring.length - 1]);
      expect(g.ring.length).toBeGreaterThanOrEqual(4);
    }
    const otherLogin = await call<{ mapPOIData: Poi[] }>(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'boss@other.co', password: TEST_PASSWORD } });
    expect(otherLogin.body.mapPOIData.map((p) => p.name)).toEqual(['Other HQ']);
  });
});
