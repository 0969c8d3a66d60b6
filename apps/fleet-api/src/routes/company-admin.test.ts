import { DEFAULT_COMPANY_SETTINGS, type CompanySettings, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('company settings administration (GET/PUT /v2/company)', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    tenantId = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(() => t.close());

  it('answers every setting, the defaults where unset, to everyone signed in', async () => {
    const r = await call<{ settings: CompanySettings }>(t.app, 'GET', '/v2/company', { token: demo });
    expect(r.status).toBe(200);
    expect(r.body.settings).toMatchObject({ name: 'Demo Fleet', routeStyle: 'solid', map: DEFAULT_COMPANY_SETTINGS.map, statusThresholds: DEFAULT_COMPANY_SETTINGS.statusThresholds });
  });

  it('saves thresholds, overspeed, map view, route style and name; they reach ctx.settings and the audit log', async () => {
    const body = {
      name: 'Demo Fleet Sdn Bhd',
      statusThresholds: { movingSpeedKmh: 7, stopMinutes: 10, inactiveHours: 48 },
      overspeed: { limitKmh: 80, toleranceKmh: 3, minDurationS: 20 },
      map: { centre: [73.5093, 4.1755], zoom: 6.3 },
      routeStyle: 'dashed',
    };
    const r = await call<{ settings: CompanySettings; message: string }>(t.app, 'PUT', '/v2/company', { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toMatchObject(body);
    const settings = await t.app.fleet.settings.get(tenantId);
    expect(settings.statusThresholds).toEqual({ movingSpeedKmh: 7, parkAfterMs: 600_000, inactiveAfterMs: 48 * 3_600_000 });
    expect(settings.speedLimitKmh).toBe(80);
    expect(settings.overspeed).toEqual({ toleranceKmh: 3, minDurationMs: 20_000 });
    const entry = await t.database.db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId).where('object_kind', '=', 'company').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.summary).toContain('routeStyle');
    expect((entry.details as Record<string, { to: unknown }>)['routeStyle']?.to).toBe('dashed');
  });

  it('refuses Clients, and bad values with a 400 naming the field, changing nothing', async () => {
    expect((await call(t.app, 'PUT', '/v2/company', { token: demo, body: { routeStyle: 'solid' } })).status).toBe(403);
    const before = (await call<{ settings: CompanySettings }>(t.app, 'GET', '/v2/company', { token: admin })).body.settings;
    const cases: [unknown, string][] = [
      [{ statusThresholds: { movingSpeedKmh: 0, stopMinutes: 3, inactiveHours: 24 } }, 'statusThresholds.movingSpeedKmh'],
      [{ map: { centre: [200, 3], zoom: 8 } }, 'map.centre.0'],
      [{ routeStyle: 'dotted' }, 'routeStyle'],
      [{ logoBigUrl: 'https://evil.example/logo.png' }, 'logoBigUrl'],
      [{ logoBigUrl: `/v2/uploads/${tenantId}/00000000-0000-0000-0000-000000000000.png` }, 'logoBigUrl'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const r = await call<{ field: string; error: string }>(t.app, 'PUT', '/v2/company', { token: admin, body });
      expect([r.status, r.body.field], JSON.stringify(body)).toEqual([400, field]);
      expect(r.body.error.length).toBeGreaterThan(5);
    }
    expect((await call<{ settings: CompanySettings }>(t.app, 'GET', '/v2/company', { token: admin })).body.settings).toEqual(before);
  });

  it('makes an uploaded logo the company’s: userInfo logo_big_url / logo_small_url come from it', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v2/fleets/uploadFiles',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/png', 'x-file-name': 'logo.png' },
      payload: Buffer.from('\x89PNG logo', 'latin1'),
    });
    const url = (upload.json() as { url: string }).url;
    const r = await call<{ userInfo: UserInfo }>(t.app, 'PUT', '/v2/company', { token: admin, body: { logoBigUrl: url, logoSmallUrl: url } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.userInfo.logo_big_url).toBe(url);
    const login = await call<{ userInfo: UserInfo }>(t.app, 'POST', '/v2/clients/login', { body: { username: 'demo', password: 'demo', platform: 'Web' } });
    expect(login.body.userInfo.logo_small_url).toBe(url);
  });
});
