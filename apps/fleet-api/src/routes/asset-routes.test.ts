import { ASSET_TYPES, MESSAGES, type AssetSummary, type DashboardAsset, type DashboardSummary, type StatusInput } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('assets, dashboard and vessels', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
  });
  afterAll(() => t.close());

  const assetsOf = async (token: string) => (await call<{ assets: AssetSummary[] }>(t.app, 'GET', '/v2/assets', { token })).body.assets;

  it('GET /assets: the Administrator sees the tenant, the Client only what was given (no Head Office, no Maldives dhonis)', async () => {
    const all = await assetsOf(admin);
    const given = await assetsOf(demo);
    expect(all.length).toBeGreaterThanOrEqual(44);
    expect(given.length).toBeGreaterThan(0);
    expect(given.length).toBeLessThan(all.length);
    expect(all.some((a) => a.assetGroup === 'Head Office')).toBe(true);
    expect(given.some((a) => a.assetGroup === 'Head Office')).toBe(false);
    expect(all.some((a) => a.assetGroup === 'Maldives Fishing')).toBe(true);
    expect(given.length).toBe(all.filter((a) => a.assetGroup !== 'Head Office' && a.assetGroup !== 'Maldives Fishing').length);
    expect((await call(t.app, 'GET', '/v2/assets')).status).toBe(401);
  });

  it('GET /dashboard: counts add up by status, type and group, scoped to the caller', async () => {
    for (const token of [admin, demo]) {
      const r = await call<DashboardSummary & { success: boolean }>(t.app, 'GET', '/v2/dashboard', { token });
      expect(r.status).toBe(200);
      const d = r.body;
      const n = d.assets.length;
      expect(d.statusCounts.All).toBe(n);
      expect(d.statusCounts.Move + d.statusCounts.Idle + d.statusCounts.Park + d.statusCounts.Inactive).toBe(n);
      expect(d.byType.map((x) => x.type)).toEqual([...ASSET_TYPES]);
      expect(d.byType.reduce((s, x) => s + x.count, 0)).toBe(n);
      expect(d.byGroup.reduce((s, g) => s + g.count, 0)).toBe(n);
      for (const g of d.byGroup) expect(g.statusCounts.All).toBe(g.count);
      // No positions are stored yet: every asset is Inactive.
      expect(d.statusCounts.Inactive).toBe(n);
      expect(d.assets.every((a) => a.lastReportAt === null)).toBe(true);
    }
    const demoDash = (await call<DashboardSummary>(t.app, 'GET', '/v2/dashboard', { token: demo })).body;
    expect(demoDash.byGroup.map((g) => g.group)).not.toContain('Head Office');
  });

  it('GET /vessels needs the vms page key', async () => {
    const denied = await call(t.app, 'GET', '/v2/vessels', { token: demo });
    expect(denied).toMatchObject({ status: 403, body: { success: false, error: 'You do not have access to Vessel', code: 'NO_PAGE_ACCESS' } });
    const ok = await call<{ success: boolean; vessels: DashboardAsset[] }>(t.app, 'GET', '/v2/vessels', { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.vessels.length).toBeGreaterThan(0);
    expect(ok.body.vessels.every((v) => v.type === 'boat')).toBe(true);
    expect(MESSAGES.notFound).toBeTruthy();
  });

  it('takes statuses from the last-state lookup when one is plugged in', async () => {
    const all = await assetsOf(admin);
    const first = all[0];
    if (!first) throw new Error('no assets');
    const moving: StatusInput = { lastReportAt: t.clock.now() - 5_000, speedKmh: 42, ignition: true, stationarySince: null };
    const live = await createTestApp({
      database: t.database,
      deps: { lastStates: async (ids) => new Map(ids.filter((id) => id === first.assetId).map((id) => [id, moving])) },
    });
    live.clock.advance(t.clock.now() - live.clock.now());
    const token = (await loginAs(live.app, 'admin', 'admin')).accessToken;
    const d = (await call<DashboardSummary>(live.app, 'GET', '/v2/dashboard', { token })).body;
    expect(d.statusCounts.Move).toBe(1);
    expect(d.assets.find((a) => a.assetId === first.assetId)?.status).toBe('Moving');
    await live.close();
  });

  it('GET /dashboard takes statuses from asset_state once positions are ingested', async () => {
    const all = await assetsOf(admin);
    const [a, b, c] = all;
    if (!a || !b || !c) throw new Error('no assets');
    const now = t.clock.now();
    await t.app.fleet.ingest.ingest([
      { assetId: a.assetId, time: now - 10_000, lat: 3.06, lng: 101.49, speed: 50, ignition: true },
      { assetId: b.assetId, time: now - 10_000, lat: 3.06, lng: 101.49, speed: 0, ignition: true },
      { assetId: c.assetId, time: now - 10_000, lat: 3.06, lng: 101.49, speed: 0, ignition: false },
    ]);
    const d = (await call<DashboardSummary>(t.app, 'GET', '/v2/dashboard', { token: admin })).body;
    const status = (id: number) => d.assets.find((x) => x.assetId === id)?.status;
    expect([status(a.assetId), status(b.assetId), status(c.assetId)]).toEqual(['Moving', 'Idling', 'Parked']);
    expect(d.statusCounts).toMatchObject({ Move: 1, Idle: 1, Park: 1, Inactive: all.length - 3 });
    expect(d.assets.find((x) => x.assetId === a.assetId)?.lastReportAt).toBe(new Date(now - 10_000).toISOString());
  });
});

