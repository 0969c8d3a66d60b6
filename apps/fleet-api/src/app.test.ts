import { access } from './auth/route-access';
import { MESSAGES } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './testing/test-app';

describe('app', () => {
  let t: TestApp;
  const logged: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        // A route that fails the way a bug would, registered after the app so it gets its error handler.
        void app.register(async (child) => {
          child.addHook('onError', async (_request, _reply, error) => void logged.push(error));
          child.get('/v2/test/boom', { config: { access: access.public('a test route') } }, async () => {
            throw new Error('secret detail: connection to 10.0.0.5 refused');
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('GET /v2/health answers ok and the database kind', async () => {
    const r = await call(t.app, 'GET', '/v2/health');
    expect(r).toMatchObject({ status: 200, body: { status: 'ok', db: t.database.kind } });
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers a 5xx with the generic text only', async () => {
    const r = await call(t.app, 'GET', '/v2/test/boom');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ success: false, error: MESSAGES.internalError, code: 'INTERNAL' });
    expect(JSON.stringify(r.body)).not.toMatch(/secret/);
    expect(logged).toHaveLength(1);
  });

  it('answers unknown /v2 routes with the JSON 404', async () => {
    for (const [method, url] of [['GET', '/v2/no-such-thing'], ['DELETE', '/v2/assets']] as const) {
      const r = await call(t.app, method, url);
      expect(r).toMatchObject({ status: 404, body: { success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' } });
    }
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/v2/clients/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('keeps the JWT secret it generated in server_settings', async () => {
    const row = await t.database.db.selectFrom('server_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
    expect(row?.value.length).toBeGreaterThanOrEqual(64);
  });
});
