// One piece on purpose: the authorization matrix is a single table (every API route x every kind of caller) that
// must name every route the server registers; split, a route could fall between two files unchecked.
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hash';
import { TEST_PASSWORD, createTestApp, demoVisibleAssetIds, loginAs, registerCompany, type TestApp } from '../testing/test-app';

/**
 * The authorization matrix: every route of the server's own route table (`app.apiRoutes`, filled as routes are
 * registered) is called as each kind of caller, against an object that belongs to the company's Administrator side
 * (an asset not given to the Client, its receipts, the Administrator's POI, upload and user id). A route without a
 * case here fails the test, so a new route is covered without anyone remembering it.
 */
type Role = 'anon' | 'noPages' | 'client' | 'other' | 'admin' | 'operator';
/**
 * The installation's operator (FLEET_OPERATOR_EMAILS) is an Administrator of the installation company: on every
 * company route they are "another company's Administrator" (their expectation is `other`'s unless a case says).
 */
const ROLES: readonly Role[] = ['anon', 'noPages', 'client', 'other', 'operator', 'admin'];
const OPERATOR_EMAIL = 'ops@matrix.install';

interface Fixtures {
  hiddenAsset: number;
  visibleAsset: number;
  hiddenFuelReceipt: number;
  hiddenTollReceipt: number;
  adminPoi: number;
  adminUpload: string;
  adminUid: string;
  /** A finished PDF export of the Administrator. */
  adminJob: string;
  /** The company (tenant) of the Administrator. */
  tenantId: string;
  hiddenDevice: string;
  /** The hidden asset's name and type (a PUT that changes nothing). */
  hiddenName: string;
  hiddenType: string;
  /** An asset of the Administrator's side for the DELETE, and two groups for the group PUT and DELETE. */
  spareAsset: number;
  spareGroups: [number, number];
  /** The Administrator's alert rule (on the hidden asset), a spare one for the DELETE, and an alert on the hidden asset. */
  adminRule: number;
  spareRule: number;
  hiddenAlert: number;
  /** The Administrator's reminders on the hidden asset (one spare for the DELETE). */
  adminReminder: number;
  spareReminder: number;
  visible: Record<Role, ReadonlySet<number>>;
  from: string;
  to: string;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Case {
  /** The request, aimed at what the company's Administrator owns. */
  request: (fx: Fixtures) => InjectOptions;
  /** Expected status per caller (the operator's is `other`'s when not given). */
  expect: Record<Exclude<Role, 'operator'>, number> & { operator?: number };
  /** The route changes data: the Administrator goes last. */
  mutates?: boolean;
  /** Checks a successful answer holds only what the caller may see. */
  scoped?: (body: unknown, role: Role, fx: Fixtures) => void;
  /** Each caller signs in again first (the call ends the session). */
  freshSession?: boolean;
}

const ALL = (status: number): Record<Role, number> => ({ anon: status, noPages: status, client: status, other: status, operator: status, admin: status });
/** Signed-in callers all get `status`; signed out 401. */
const SIGNED_IN = (status: number): Record<Role, number> => ({ ...ALL(status), anon: 401 });
/** Company Administrators only: the company's own gets `admin`, another company's (and the operator) `other`. */
const ADMINS = (admin: number, other: number): Record<Role, number> => ({ anon: 401, noPages: 403, client: 403, other, operator: other, admin });
/** The installation's operator only. */
const OPERATOR = (status: number): Record<Role, number> => ({ ...ALL(403), anon: 401, operator: status });

const idsIn = (list: unknown, key = 'assetId'): number[] => (Array.isArray(list) ? list.map((a) => Number((a as Record<string, unknown>)[key])) : []);
const onlyVisible = (ids: readonly number[], role: Role, fx: Fixtures) => {
  for (const id of ids) expect(fx.visible[role].has(id), `${role} got asset ${id}`).toBe(true);
};

const CASES: Record<string, Case[]> = {
  'GET /v2/health': [{ request: () => ({ method: 'GET', url: '/v2/health' }), expect: ALL(200) }],
  // The generated API contract and its viewer (http/api-docs.ts): public, no company data.
  'GET /v2/docs': [{ request: () => ({ method: 'GET', url: '/v2/docs' }), expect: ALL(200) }],
  'GET /v2/docs/static/index.html': [{ request: () => ({ method: 'GET', url: '/v2/docs/static/index.html' }), expect: ALL(302) }],
  'GET /v2/docs/static/swagger-initializer.js': [{ request: () => ({ method: 'GET', url: '/v2/docs/static/swagger-initializer.js' }), expect: ALL(200) }],
  'GET /v2/docs/json': [{ request: () => ({ method: 'GET', url: '/v2/docs/json' }), expect: ALL(200) }],
  'GET /v2/docs/yaml': [{ request: () => ({ method: 'GET', url: '/v2/docs/yaml' }), expect: ALL(200) }],
  'GET /v2/docs/static/*': [{ request: () => ({ method: 'GET', url: '/v2/docs/static/swagger-ui.css' }), expect: ALL(200) }],
  'GET /v2/map/config': [{ request: () => ({ method: 'GET', url: '/v2/map/config' }), expect: ALL(200) }],
  'GET /v2/live': [{ request: () => ({ method: 'GET', url: '/v2/live' }), expect: ALL(404) }],
  'POST /v2/clients/login': [{ request: () => ({ method: 'POST', url: '/v2/clients/login', payload: { username: 'nobody', password: 'wrong password', platform: 'Web' } }), expect: ALL(401) }],
  // Sign-in with an identity provider: off in this app (no OIDC_ISSUER); auth/oidc-sign-in.test.ts covers it on.
  'GET /v2/auth/oidc': [{ request: () => ({ method: 'GET', url: '/v2/auth/oidc' }), expect: ALL(200) }],
  'POST /v2/auth/oidc/start': [{ request: () => ({ method: 'POST', url: '/v2/auth/oidc/start' }), expect: ALL(404) }],
  'POST /v2/auth/oidc/callback': [{ request: () => ({ method: 'POST', url: '/v2/auth/oidc/callback', payload: { code: 'c', state: 's' } }), expect: ALL(404) }],
  'POST /v2/api/auth/login': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/login', payload: { email: 'nobody@nowhere.my', password: 'wrong password' } }), expect: ALL(401) }],
  'POST /v2/api/auth/refresh-token': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/refresh-token', payload: { refreshToken: 'x'.repeat(43) } }), expect: ALL(401) }],
  'GET /v2/api/auth/registration': [{ request: () => ({ method: 'GET', url: '/v2/api/auth/registration' }), expect: ALL(200) }],
  'POST /v2/api/auth/register': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/register', payload: { displayName: 'M', email: 'admin@demo.fleet', password: 'short', confirmPassword: 'short' } }), expect: ALL(400) }],
  'POST /v2/api/auth/confirm-email': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/confirm-email', payload: { token: 'x'.repeat(43) } }), expect: ALL(400) }],
  'POST /v2/api/auth/forgot-password': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/forgot-password', payload: { email: 'nobody@nowhere.my' } }), expect: ALL(200) }],
  'POST /v2/api/auth/reset-password': [
    { request: () => ({ method: 'POST', url: '/v2/api/auth/reset-password', payload: { token: 'x'.repeat(43), email: 'admin@demo.fleet', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } }), expect: ALL(400) },
  ],
  'GET /v2/api/auth/me': [
    { request: () => ({ method: 'GET', url: '/v2/api/auth/me' }), expect: SIGNED_IN(200), scoped: (body, role, fx) => role === 'admin' && expect((body as { userInfo: { uid: string } }).userInfo.uid).toBe(fx.adminUid) },
  ],
  'POST /v2/api/auth/logout': [{ request: () => ({ method: 'POST', url: '/v2/api/auth/logout' }), expect: SIGNED_IN(200), freshSession: true }],
  'PUT /v2/api/users/me': [
    // Another user's email without the password: refused for everyone signed in, nothing changes.
    { request: () => ({ method: 'PUT', url: '/v2/api/users/me', payload: { displayName: 'Taken', email: 'admin@demo.fleet' } }), expect: { ...SIGNED_IN(400), admin: 200 }, mutates: true },
  ],
  'POST /v2/api/users/me/password': [
    { request: () => ({ method: 'POST', url: '/v2/api/users/me/password', payload: { currentPassword: 'not it', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } }), expect: SIGNED_IN(400) },
  ],
  'GET /v2/assets': [
    { request: () => ({ method: 'GET', url: '/v2/assets' }), expect: SIGNED_IN(200), scoped: (body, role, fx) => onlyVisible(idsIn((body as { assets: unknown }).assets), role, fx) },
  ],
  'GET /v2/assets/:id': [{ request: (fx) => ({ method: 'GET', url: `/v2/assets/${fx.hiddenAsset}` }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 } }],
  'POST /v2/assets': [
    // Each company adds its own asset; Clients may not.
    { request: () => ({ method: 'POST', url: '/v2/assets', payload: { name: 'Matrix asset', type: 'car' } }), expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 }, mutates: true },
  ],
  'PUT /v2/assets/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/assets/${fx.hiddenAsset}`, payload: { name: fx.hiddenName, type: fx.hiddenType, deviceIdentifier: fx.hiddenDevice } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/assets/:id': [{ request: (fx) => ({ method: 'DELETE', url: `/v2/assets/${fx.spareAsset}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true }],
  'GET /v2/asset-groups': [
    {
      request: () => ({ method: 'GET', url: '/v2/asset-groups' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role) => role === 'other' && expect(JSON.stringify(body)).not.toContain('Matrix spare'),
    },
  ],
  'POST /v2/asset-groups': [
    { request: () => ({ method: 'POST', url: '/v2/asset-groups', payload: { name: 'Matrix group' } }), expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 }, mutates: true },
  ],
  'PUT /v2/asset-groups/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/asset-groups/${fx.spareGroups[0]}`, payload: { name: 'Matrix spare renamed' } }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'DELETE /v2/asset-groups/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/asset-groups/${fx.spareGroups[1]}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'POST /v2/import/:kind': [
    // A dry run (the default): nothing is written, and only Administrators may.
    {
      request: () => ({ method: 'POST', url: '/v2/import/groups', headers: { 'content-type': 'text/csv' }, payload: 'name\nMatrix import' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
    },
  ],
  'GET /v2/export/:kind': [
    {
      request: () => ({ method: 'GET', url: '/v2/export/assets?format=csv' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => role === 'other' && expect(String(body)).not.toContain(fx.hiddenName),
    },
  ],
  'GET /v2/dashboard': [
    { request: () => ({ method: 'GET', url: '/v2/dashboard' }), expect: SIGNED_IN(200), scoped: (body, role, fx) => onlyVisible(idsIn((body as { assets: unknown }).assets), role, fx) },
  ],
  'GET /v2/vessels': [
    {
      request: () => ({ method: 'GET', url: '/v2/vessels' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { vessels: unknown }).vessels), role, fx),
    },
  ],
  'GET /v2/traffic': [{ request: () => ({ method: 'GET', url: '/v2/traffic' }), expect: SIGNED_IN(200), scoped: (body, role) => role === 'other' && expect((body as { segments: unknown[] }).segments).toEqual([]) }],
  'GET /v2/live/assets': [
    {
      request: () => ({ method: 'GET', url: '/v2/live/assets' }),
      expect: { anon: 401, noPages: 403, client: 200, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { assets: unknown }).assets), role, fx),
    },
  ],
  'GET /v2/admin/users': [
    {
      request: () => ({ method: 'GET', url: '/v2/admin/users' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => role === 'other' && expect(JSON.stringify(body)).not.toContain(fx.adminUid),
    },
  ],
  'GET /v2/company/settings': [
    {
      request: () => ({ method: 'GET', url: '/v2/company/settings' }),
      expect: SIGNED_IN(200),
      scoped: (body, role) => role === 'other' && expect((body as { settings: { name: string } }).settings.name).not.toBe('Demo Fleet'),
    },
  ],
  'PUT /v2/company/settings': [
    // Setting the zone the company already has: refused to Clients; another company's Administrator changes their own.
    { request: () => ({ method: 'PUT', url: '/v2/company/settings', payload: { timeZone: 'Asia/Kuala_Lumpur' } }), expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 }, mutates: true },
  ],
  'GET /v2/company': [
    {
      request: () => ({ method: 'GET', url: '/v2/company' }),
      expect: SIGNED_IN(200),
      scoped: (body, role) => (role === 'other' || role === 'operator') && expect((body as { settings: { name: string } }).settings.name).not.toBe('Demo Fleet'),
    },
  ],
  'PUT /v2/company': [
    { request: () => ({ method: 'PUT', url: '/v2/company', payload: { routeStyle: 'solid' } }), expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 }, mutates: true },
  ],
  'GET /v2/alerts/rules': [
    { request: () => ({ method: 'GET', url: '/v2/alerts/rules' }), expect: SIGNED_IN(200), scoped: (body, role) => role !== 'admin' && expect(JSON.stringify(body)).not.toContain('Matrix rule') },
  ],
  'POST /v2/alerts/rules': [
    // A rule on the hidden asset: the Client (events:add) may not name it; another company's Administrator neither.
    {
      request: (fx) => ({ method: 'POST', url: '/v2/alerts/rules', payload: { name: 'Matrix new rule', eventTypes: ['overspeed'], assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'PUT /v2/alerts/rules/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/alerts/rules/${fx.adminRule}`, payload: { name: 'Matrix rule', eventTypes: ['overspeed'], assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/alerts/rules/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/alerts/rules/${fx.spareRule}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'GET /v2/alerts': [
    {
      request: (fx) => ({ method: 'GET', url: `/v2/alerts?from=${Date.parse(fx.from)}&to=${Date.parse(fx.to)}` }),
      expect: SIGNED_IN(200),
      scoped: (body, role, fx) => {
        const ids = (body as { alerts: { id: number }[] }).alerts.map((a) => a.id);
        if (role === 'admin') expect(ids).toContain(fx.hiddenAlert);
        else expect(ids).not.toContain(fx.hiddenAlert);
      },
    },
  ],
  'POST /v2/alerts/acknowledge': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/alerts/acknowledge', payload: { ids: [fx.hiddenAlert] } }),
      expect: SIGNED_IN(200),
      mutates: true,
      scoped: (body, role, fx) => expect((body as { ids: number[] }).ids).toEqual(role === 'admin' ? [fx.hiddenAlert] : []),
    },
  ],
  'GET /v2/reminders': [
    { request: () => ({ method: 'GET', url: '/v2/reminders' }), expect: SIGNED_IN(200), scoped: (body, role, fx) => onlyVisible(idsIn((body as { reminders: unknown }).reminders), role, fx) },
  ],
  'POST /v2/reminders': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/reminders', payload: { kind: 'road-tax', title: 'Matrix new', assetId: fx.hiddenAsset, dueDate: '2027-01-01' } }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'PUT /v2/reminders/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/reminders/${fx.adminReminder}`, payload: { kind: 'road-tax', title: 'Matrix tax', assetId: fx.hiddenAsset, dueDate: '2027-01-01', repeatMonths: 12 } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/reminders/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/reminders/${fx.spareReminder}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'POST /v2/reminders/:id/complete': [
    { request: (fx) => ({ method: 'POST', url: `/v2/reminders/${fx.adminReminder}/complete`, payload: { doneOn: '2026-11-24' } }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'GET /v2/reminders/:id/completions': [
    { request: (fx) => ({ method: 'GET', url: `/v2/reminders/${fx.adminReminder}/completions` }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 } },
  ],
  'GET /v2/users': [
    { request: () => ({ method: 'GET', url: '/v2/users' }), expect: ADMINS(200, 200), scoped: (body, role, fx) => role !== 'admin' && expect(JSON.stringify(body)).not.toContain(fx.adminUid) },
  ],
  'POST /v2/users': [
    // A username that is taken: 409 for Administrators (usernames are unique across companies), nothing created.
    { request: () => ({ method: 'POST', url: '/v2/users', payload: { username: 'demo', email: 'matrix-new@x.my', displayName: 'M', role: 'Client' } }), expect: ADMINS(409, 409), mutates: true },
  ],
  'GET /v2/users/:id': [{ request: (fx) => ({ method: 'GET', url: `/v2/users/${fx.adminUid}` }), expect: ADMINS(200, 404) }],
  'PUT /v2/users/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/users/${fx.adminUid}`, payload: { displayName: 'Demo Administrator' } }), expect: ADMINS(200, 404), mutates: true },
  ],
  'DELETE /v2/users/:id': [
    // The Administrator may not delete themselves (400); nobody else reaches them.
    { request: (fx) => ({ method: 'DELETE', url: `/v2/users/${fx.adminUid}` }), expect: ADMINS(400, 404), mutates: true },
  ],
  'POST /v2/users/:id/password-reset': [{ request: (fx) => ({ method: 'POST', url: `/v2/users/${fx.adminUid}/password-reset` }), expect: ADMINS(200, 404), mutates: true }],
  'GET /v2/audit': [
    { request: () => ({ method: 'GET', url: '/v2/audit' }), expect: ADMINS(200, 200), scoped: (body, role, fx) => role !== 'admin' && expect(JSON.stringify(body)).not.toContain(fx.adminUid) },
  ],
  'GET /v2/operator/companies': [{ request: () => ({ method: 'GET', url: '/v2/operator/companies' }), expect: OPERATOR(200) }],
  'POST /v2/operator/companies': [
    { request: () => ({ method: 'POST', url: '/v2/operator/companies', payload: { name: 'Dup', adminEmail: 'admin@demo.fleet', adminName: 'Dup' } }), expect: OPERATOR(409), mutates: true },
  ],
  'PUT /v2/operator/companies/:tenantId/status': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/operator/companies/${fx.tenantId}/status`, payload: { status: 'active' } }), expect: OPERATOR(200), mutates: true },
  ],
  'POST /v2/operator/companies/:tenantId/support-session': [
    { request: (fx) => ({ method: 'POST', url: `/v2/operator/companies/${fx.tenantId}/support-session` }), expect: OPERATOR(200), mutates: true },
  ],
  'GET /v2/devices': [
    {
      request: () => ({ method: 'GET', url: '/v2/devices' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => role === 'other' && expect(JSON.stringify(body)).not.toContain(fx.hiddenDevice),
    },
  ],
  'GET /v2/devices/unknown': [
    {
      request: () => ({ method: 'GET', url: '/v2/devices/unknown' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => role === 'other' && expect(JSON.stringify(body)).not.toContain(fx.hiddenDevice),
    },
  ],
  'POST /v2/devices/:identifier/assign': [
    // Assigning the device to the asset it already has: a no-op for the owner, refused for everyone else.
    {
      request: (fx) => ({ method: 'POST', url: `/v2/devices/${fx.hiddenDevice}/assign`, payload: { assetId: fx.hiddenAsset } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'POST /v2/devices/:identifier/unassign': [
    {
      request: (fx) => ({ method: 'POST', url: `/v2/devices/${fx.hiddenDevice}/unassign` }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'GET /v2/settings/poi/:uid': [
    { request: (fx) => ({ method: 'GET', url: `/v2/settings/poi/${fx.adminUid}` }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 } },
  ],
  'POST /v2/settings/poi': [
    // Rewriting the Administrator's POI: a Client with poi:add sees it but may not change it.
    {
      request: (fx) => ({ method: 'POST', url: '/v2/settings/poi', payload: { id: fx.adminPoi, name: 'Renamed', coords: [[101.5, 3.0], [101.51, 3.0], [101.51, 3.01], [101.5, 3.0]] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/admin/pois/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/admin/pois/${fx.adminPoi}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'DELETE /v2/delete-receipt/:receiptId': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/delete-receipt/${fx.hiddenFuelReceipt}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 }, mutates: true },
  ],
  'DELETE /v2/delete-receipt-toll/:receiptId': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/delete-receipt-toll/${fx.hiddenTollReceipt}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 }, mutates: true },
  ],
  'POST /v2/receipts/submit': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/receipts/submit', payload: { receiptInfo: { assetId: [fx.hiddenAsset], fuel: 40, price: 86, time: '2026-01-06 08:00:00', location: 'Petronas' } } }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'POST /v2/fleets/uploadFiles': [
    {
      request: () => ({ method: 'POST', url: '/v2/fleets/uploadFiles', headers: { 'content-type': 'image/png', 'x-file-name': 'm.png' }, payload: Buffer.from('\x89PNG matrix', 'latin1') }),
      expect: { anon: 401, noPages: 403, client: 200, other: 200, admin: 200 },
      mutates: true,
    },
  ],
  'GET /v2/uploads/*': [{ request: (fx) => ({ method: 'GET', url: fx.adminUpload }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } }],
  'GET /v2/reports/:type': [
    { request: (fx) => ({ method: 'GET', url: `/v2/reports/history?assets=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
    {
      // Without assets=: every visible asset, nothing more.
      request: (fx) => ({ method: 'GET', url: `/v2/reports/fuel-receipt?from=${fx.from}&to=${fx.to}` }),
      expect: { anon: 401, noPages: 403, client: 200, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { rows: unknown }).rows), role, fx),
    },
  ],
  'GET /v2/reports/:type/stream': [
    { request: (fx) => ({ method: 'GET', url: `/v2/reports/history/stream?assets=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
    {
      request: (fx) => ({ method: 'GET', url: `/v2/reports/fuel-receipt/stream?from=${fx.from}&to=${fx.to}` }),
      expect: { anon: 401, noPages: 403, client: 200, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn(String(body).split('\n').filter(Boolean).flatMap((l) => (JSON.parse(l) as { rows?: unknown[] }).rows ?? [])), role, fx),
    },
  ],
  'GET /v2/reports/:type/xlsx': [
    { request: (fx) => ({ method: 'GET', url: `/v2/reports/history/xlsx?assets=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
  ],
  'POST /v2/reports/:type/pdf': [
    {
      request: (fx) => ({ method: 'POST', url: `/v2/reports/history/pdf?assets=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 202 },
      mutates: true,
    },
  ],
  'POST /v2/reports/:type/xlsx': [
    {
      request: (fx) => ({ method: 'POST', url: `/v2/reports/history/xlsx?assets=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 202 },
      mutates: true,
    },
  ],
  // An export job is its starter's alone: the company's other users, Administrators included, get 404.
  'GET /v2/report-jobs/:jobId': [{ request: (fx) => ({ method: 'GET', url: `/v2/report-jobs/${fx.adminJob}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } }],
  'GET /v2/report-jobs/:jobId/file': [
    { request: (fx) => ({ method: 'GET', url: `/v2/report-jobs/${fx.adminJob}/file` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
  ],
  'DELETE /v2/report-jobs/:jobId': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/report-jobs/${fx.adminJob}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 }, mutates: true },
  ],
  'GET /v2/reports/pto-analysis': [
    { request: (fx) => ({ method: 'GET', url: `/v2/reports/pto-analysis?asset=${fx.hiddenAsset}&from=${fx.from}&to=${fx.to}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
  ],
  'PUT /v2/assets/:id/implement-width': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/assets/${fx.hiddenAsset}/implement-width`, payload: { widthM: null } }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'PUT /v2/assets/:id/temperature-range': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/assets/${fx.hiddenAsset}/temperature-range`, payload: { range: null } }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'POST /v2/singleUnitPlayback3': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/singleUnitPlayback3', payload: { timeRange: { start: fx.from, end: fx.to }, units: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 },
    },
  ],
};

describe('authorization matrix (every route x every kind of caller)', () => {
  let t: TestApp;
  let fx: Fixtures;
  const tokens: Partial<Record<Role, string>> = {};
  const credentials: Record<Exclude<Role, 'anon'>, { login: string; password: string; style: 'username' | 'email' }> = {
    admin: { login: 'admin', password: 'admin', style: 'username' },
    client: { login: 'demo', password: 'demo', style: 'username' },
    noPages: { login: 'nopages', password: TEST_PASSWORD, style: 'username' },
    other: { login: 'boss@matrix.co', password: TEST_PASSWORD, style: 'email' },
    operator: { login: OPERATOR_EMAIL, password: TEST_PASSWORD, style: 'email' },
  };

  const signIn = async (role: Exclude<Role, 'anon'>) => (await loginAs(t.app, credentials[role].login, credentials[role].password)).accessToken;

  beforeAll(async () => {
    // Six kinds of caller each fail the same sign-in once: more than the default five per account and address.
    t = await createTestApp({ config: { operatorEmails: [OPERATOR_EMAIL], loginMaxFailures: 20 } });
    // The operator's account exists from the start without a known password: its mailed link sets one.
    const link = t.resetLinks.find((m) => m.email === OPERATOR_EMAIL)?.link ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/reset-password',
      payload: { token: new URL(link).pathname.split('/')[2], email: OPERATOR_EMAIL, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const db = t.database.db;
    const admin = await loginAs(t.app, 'admin', 'admin');
    const demoAssets = await demoVisibleAssetIds(db);
    const tenantId = (await db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
    const all = (await db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((a) => a.id);
    const hiddenAsset = all.find((id) => !demoAssets.includes(id)) ?? 0;
    // A Client with the same assets as demo but no page key and no action permission.
    const nopages = await db
      .insertInto('users')
      .values({ tenant_id: tenantId, username: 'nopages', email: 'nopages@demo.fleet', display_name: 'No Pages', role: 'Client', pages: '[]', permissions: '[]', password_hash: await hashPassword(TEST_PASSWORD) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_assets').values(demoAssets.map((asset_id) => ({ user_id: nopages.id, asset_id }))).execute();
    await registerCompany(t, 'Matrix Co', 'boss@matrix.co');

    const fuel = await db.insertInto('fuel_receipts').values({ tenant_id: tenantId, asset_id: hiddenAsset, time: new Date(), fuel: 50, price: 100, priceperliter: 2, files: '[]' }).returning('id').executeTakeFirstOrThrow();
    const toll = await db.insertInto('toll_receipts').values({ tenant_id: tenantId, asset_id: hiddenAsset, time: new Date(), price: 5, files: '[]' }).returning('id').executeTakeFirstOrThrow();
    const poi = await t.app.inject({
      method: 'POST',
      url: '/v2/settings/poi',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      payload: { name: 'Admin depot', coords: [[101.5, 3.0], [101.51, 3.0], [101.51, 3.01], [101.5, 3.0]], groups: ['Depots'] },
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v2/fleets/uploadFiles',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'image/png', 'x-file-name': 'admin.png' },
      payload: Buffer.from('\x89PNG admin', 'latin1'),
    });
    const device = await db.selectFrom('devices').select('identifier').where('asset_id', '=', hiddenAsset).executeTakeFirst();
    const hidden = await db.selectFrom('assets').select(['name', 'type']).where('id', '=', hiddenAsset).executeTakeFirstOrThrow();
    const spare = await db.insertInto('assets').values({ tenant_id: tenantId, name: 'Matrix spare asset', type: 'item', unit_id: '' }).returning('id').executeTakeFirstOrThrow();
    const groups = await db.insertInto('asset_groups').values([{ tenant_id: tenantId, name: 'Matrix spare 1' }, { tenant_id: tenantId, name: 'Matrix spare 2' }]).returning('id').execute();
    const job = await db
      .insertInto('report_jobs')
      .values({ id: randomUUID(), tenant_id: tenantId, user_id: admin.uid, report_type: 'history', file_name: 'History.pdf', state: 'done', phase: 'file', error: null, file: Buffer.from('%PDF-1.7 matrix') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ruleRow = (name: string) => ({
      tenant_id: tenantId,
      name,
      event_types: ['overspeed'],
      asset_ids: [hiddenAsset],
      severity: 'warning' as const,
      days: [0, 1, 2, 3, 4, 5, 6],
      from_minute: 0,
      to_minute: 0,
      cooldown_minutes: 10,
      notify_web: true,
      enabled: true,
      created_by: admin.uid,
    });
    const rules = await db.insertInto('alert_rules').values([ruleRow('Matrix rule'), ruleRow('Matrix spare rule')]).returning('id').execute();
    const alert = await db
      .insertInto('alerts')
      .values({ tenant_id: tenantId, rule_id: rules[0]!.id, rule_name: 'Matrix rule', asset_id: hiddenAsset, asset_name: hidden.name, type: 'overspeed', severity: 'warning', time: new Date(t.clock.now() - 3_600_000), lat: 3.05, lng: 101.5, details: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reminderRow = (title: string) => ({ tenant_id: tenantId, asset_id: hiddenAsset, kind: 'road-tax', title, due_date: '2027-01-01', repeat_months: 12, notice_days: 14, notice_km: 500, notify_web: true, created_by: admin.uid });
    const reminders = await db.insertInto('reminders').values([reminderRow('Matrix tax'), reminderRow('Matrix spare')]).returning('id').execute();
    const day = 86_400_000;
    fx = {
      adminReminder: reminders[0]!.id,
      spareReminder: reminders[1]!.id,
      adminRule: rules[0]!.id,
      spareRule: rules[1]!.id,
      hiddenAlert: Number(alert.id),
      hiddenAsset,
      visibleAsset: demoAssets[0] ?? 0,
      hiddenFuelReceipt: fuel.id,
      hiddenTollReceipt: toll.id,
      adminPoi: (poi.json() as { poi: { id: number } }).poi.id,
      adminUpload: (upload.json() as { url: string }).url,
      adminUid: admin.uid,
      adminJob: job.id,
      tenantId,
      hiddenDevice: device?.identifier ?? '',
      hiddenName: hidden.name,
      hiddenType: hidden.type,
      spareAsset: spare.id,
      spareGroups: [groups[0]?.id ?? 0, groups[1]?.id ?? 0],
      visible: { anon: new Set(), noPages: new Set(demoAssets), client: new Set(demoAssets), other: new Set(), operator: new Set(), admin: new Set([...all, spare.id]) },
      from: new Date(t.clock.now() - day).toISOString(),
      to: new Date(t.clock.now()).toISOString(),
    };
    expect(hiddenAsset).toBeGreaterThan(0);
    expect(fx.hiddenDevice).not.toBe('');
    for (const role of ['admin', 'client', 'noPages', 'other', 'operator'] as const) tokens[role] = await signIn(role);
  });
  afterAll(() => t.close());

  it('has a case for every route the server registered, and every route declares its access', () => {
    const keys = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    const missing = keys.filter((k) => !CASES[k]);
    expect(missing, 'routes without an authorization case').toEqual([]);
    const stale = Object.keys(CASES).filter((k) => !keys.includes(k));
    expect(stale, 'cases of routes that no longer exist').toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(30);
  });

  it('refuses or scopes every call that is not the caller’s to make', async () => {
    const outcomes: string[] = [];
    let calls = 0;
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      for (const c of CASES[key] ?? []) {
        const order = c.mutates ? ROLES : [...ROLES].reverse();
        for (const role of order) {
          if (role !== 'anon' && c.freshSession) tokens[role] = await signIn(role);
          const request = c.request(fx);
          const headers = { ...(request.headers as Record<string, string> | undefined), ...(role === 'anon' ? {} : { authorization: `Bearer ${tokens[role]}` }) };
          const response = await t.app.inject({ ...request, headers });
          calls += 1;
          let body: unknown = response.body;
          try {
            body = response.json();
          } catch {
            // binary (Excel, files)
          }
          const answer: Answer = { status: response.statusCode, body };
          const expected = role === 'operator' ? (c.expect.operator ?? c.expect.other) : c.expect[role];
          if (answer.status !== expected) outcomes.push(`${key} as ${role}: ${answer.status}, expected ${expected} ${JSON.stringify(body).slice(0, 160)}`);
          else if (answer.status < 300) c.scoped?.(answer.body, role, fx);
          // A declared route never lets a signed-out caller in.
          if (route.access.who !== 'public' && role === 'anon') expect(answer.status, `${key} signed out`).toBe(401);
          if (role !== 'anon' && c.freshSession) tokens[role] = await signIn(role);
        }
      }
    }
    console.info(`authorization matrix: ${t.app.apiRoutes.length} routes, ${calls} calls (${ROLES.length} kinds of caller)`);
    expect(outcomes).toEqual([]);
  });
});
