// One piece on purpose: the authorization matrix is a single table (every API route x every kind of caller) that
// must name every route the server registers; split, a route could fall between two files unchecked.
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTireLayout, tirePositions, type TireLayout } from '@fleet/domain';
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
  /** The Administrator's data push target (of the hidden asset) and a spare one for the DELETE. */
  adminTarget: number;
  spareTarget: number;
  /** The Administrator's scheduled report (of the hidden asset), a spare one for the DELETE, and a run's file. */
  adminSchedule: number;
  spareSchedule: number;
  adminRun: number;
  adminRunFile: number;
  /** Maintenance (page key fms) on the hidden asset: a service record and a spare one for the DELETE. */
  hiddenRecord: number;
  spareRecord: number;
  /** The Administrator's service program (covering the hidden asset) and a spare one for the DELETE. */
  adminProgram: number;
  spareProgram: number;
  /** Open work orders on the hidden asset: one read and changed, one moved, one completed. */
  hiddenOrder: number;
  statusOrder: number;
  completeOrder: number;
  /** Tires: one in stock (fitted by the case), and three fitted to the hidden asset (inspected, removed, rotated). */
  stockTire: number;
  fittedTire: number;
  removedTire: number;
  rotatedTire: number;
  /** A tire back in stock after running on the hidden asset: the company's stock, its history there the Administrator's. */
  returnedTire: number;
  /** Free positions of the hidden asset's axle layout: where the stock tire goes, where the rotation moves its tire. */
  fitPosition: string;
  rotatePosition: string;
  /** When the maintenance cases happen (ms; the fixtures' events are an hour before). */
  now: number;
  /** Transport (page key tms): the Administrator's driver (assigned to the hidden asset), transporter (with it) and client. */
  adminDriver: number;
  adminTransporter: number;
  adminClient: number;
  /** A POI of the company that is not `adminPoi` (which a case deletes): the client's site. */
  clientSite: number;
  /** Trips on the hidden asset: planned ones read and changed, dispatched, cancelled; one cancelled (reopened). */
  hiddenTrip: number;
  dispatchTrip: number;
  cancelTrip: number;
  cancelledTrip: number;
  /** A planned trip on the hidden asset whose first stop has arrived (set in the database): its proof of delivery. */
  podTrip: number;
  /** A planned trip on an asset the Client sees (moved to the hidden asset by the Administrator's PUT). */
  visibleTrip: number;
  /** Live-location share links of the hidden asset: one the revoke case revokes, one whose token the public case opens. */
  hiddenShareLink: number;
  publicShareToken: string;
  /** Vessel monitoring (page key vms): a boat of the company, a zone of it and a spare one for the DELETE, the public page's id. */
  boat: number;
  adminZone: number;
  spareZone: number;
  vesselPublicId: string;
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

/** A data push target's body (the assets are the case's; the address is public, it is never called: disabled). */
const TARGET_BODY = { name: 'Matrix target', kind: 'http', url: 'https://push.example.com/fleet', positions: true, events: false, enabled: false };
/** A scheduled report's body (the assets are the case's). */
const SCHEDULE_BODY = { name: 'Matrix schedule', reportType: 'summary', period: 'last-week', frequency: 'weekly', weekday: 1, minuteOfDay: 420, formats: ['pdf'], recipients: ['matrix@demo.fleet'], enabled: false };

/** A zone's ring off Malé (closed, [lng, lat]). */
const MATRIX_RING = [[73.3, 4.3], [73.32, 4.3], [73.32, 4.32], [73.3, 4.3]];
const ALL = (status: number): Record<Role, number> => ({ anon: status, noPages: status, client: status, other: status, operator: status, admin: status });
/** Signed-in callers all get `status`; signed out 401. */
const SIGNED_IN = (status: number): Record<Role, number> => ({ ...ALL(status), anon: 401 });
/** Company Administrators only: the company's own gets `admin`, another company's (and the operator) `other`. */
const ADMINS = (admin: number, other: number): Record<Role, number> => ({ anon: 401, noPages: 403, client: 403, other, operator: other, admin });
/** The installation's operator only. */
const OPERATOR = (status: number): Record<Role, number> => ({ ...ALL(403), anon: 401, operator: status });

/** The hidden asset's service record, as written (a PUT that changes nothing). */
const RECORD_BODY = { kind: 's', title: 'Matrix service', vendor: 'Matrix workshop', cost: 120 };
/** The Administrator's service program, as written (the assets are the case's). */
const PROGRAM_BODY = { name: 'Matrix program', tasks: [{ name: 'Matrix oil change', everyMonths: 6, everyKm: 10_000 }] };
/** A tire's details, as written (the serial is the case's). */
const TIRE_BODY = { brand: 'Matrix', model: 'X Multi Z', size: '295/80R22.5', cost: 1_500, treadNewMm: 17 };

const idsIn = (list: unknown, key = 'assetId'): number[] => (Array.isArray(list) ? list.map((a) => Number((a as Record<string, unknown>)[key])) : []);
const onlyVisible = (ids: readonly number[], role: Role, fx: Fixtures) => {
  for (const id of ids) expect(fx.visible[role].has(id), `${role} got asset ${id}`).toBe(true);
};
/** An asset added joins what its adder sees (the lists after it show it); another company's is never ours. */
const assetAdded = (body: unknown, role: Role, fx: Fixtures) => {
  const { assetId } = (body as { asset: { assetId: number } }).asset;
  if (role !== 'admin') expect(fx.visible.admin.has(assetId), `${role} added asset ${assetId}`).toBe(false);
  (fx.visible[role] as Set<number>).add(assetId);
};
/** The company's Administrator sees the object `id` in the list `key` of the answer; nobody else does. */
const adminOnly = (body: unknown, key: string, role: Role, id: number) => {
  const ids = idsIn((body as Record<string, unknown>)[key], 'id');
  if (role === 'admin') expect(ids, `${key} of the Administrator`).toContain(id);
  else expect(ids, `${key} of ${role}`).not.toContain(id);
};
/** Objects of the hidden asset: 404 to whoever may not see it, 403 without the page key, 401 signed out. */
const HIDDEN = (admin: number): Record<Exclude<Role, 'operator'>, number> => ({ anon: 401, noPages: 403, client: 404, other: 404, admin });
/** Administrator-only routes on the company's objects: Clients 403, another company's Administrator 404. */
const ADMIN_OBJECT = (admin: number): Record<Exclude<Role, 'operator'>, number> => ({ anon: 401, noPages: 403, client: 403, other: 404, admin });
/** Signed-in callers with the Maintenance page (fms) get `status`. */
const FMS = (status: number): Record<Role, number> => ({ ...SIGNED_IN(status), noPages: 403 });
/** Signed-in callers with the Transport page (tms) get `status`. */
const TMS = (status: number): Record<Role, number> => ({ ...SIGNED_IN(status), noPages: 403 });
let tireSerials = 0;

/** A trip's body: two stops at addresses, naming the Administrator's driver, client and transporter (as written). */
const tripBody = (assetId: number, names: { driverId: number; clientId: number; transporterId: number }, reference = 'Matrix trip') => ({
  assetId,
  ...names,
  reference,
  stops: [
    { kind: 'pickup', address: 'Matrix depot', lat: 3.05, lng: 101.5 },
    { kind: 'drop', address: 'Matrix customer', lat: 3.06, lng: 101.51 },
  ],
});
const tripNames = (fx: Fixtures) => ({ driverId: fx.adminDriver, clientId: fx.adminClient, transporterId: fx.adminTransporter });
/** The Administrator's driver, transporter and client, as written (the assets and sites are the case's). */
const DRIVER_BODY = { name: 'Matrix driver', phone: '+60 12-000 0000', licenceClass: 'E', driverKey: 'MATRIX01' };
const TRANSPORTER_BODY = { name: 'Matrix transporter', contact: 'Matrix', email: 'haul@matrix.my' };
const CLIENT_BODY = { name: 'Matrix client', contact: 'Matrix', email: 'buyer@matrix.my' };
/** The company's objects (drivers, transporters, clients): its users see `id` in the list `key`; another company does not. */
const companyOnly = (body: unknown, key: string, role: Role, id: number) => {
  const ids = idsIn((body as Record<string, unknown>)[key], 'id');
  if (role === 'other' || role === 'operator') expect(ids, `${key} of ${role}`).not.toContain(id);
  else expect(ids, `${key} of ${role}`).toContain(id);
};
/** The vehicles a driver is assigned to and on now: only assets the caller sees (else none). */
const driverAssets = (drivers: unknown): number[] =>
  (Array.isArray(drivers) ? drivers : []).flatMap((d: { assetId: number | null; onAssetId: number | null }) => [d.assetId, d.onAssetId].filter((id): id is number => id !== null));

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
    {
      request: () => ({ method: 'POST', url: '/v2/assets', payload: { name: 'Matrix asset', type: 'car' } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      mutates: true,
      scoped: assetAdded,
    },
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
  // Vessel monitoring (page key vms): the demo Client has not the page; another company's Administrator sees their own.
  'GET /v2/vessels/register': [
    {
      request: () => ({ method: 'GET', url: '/v2/vessels/register' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { vessels: unknown }).vessels), role, fx),
    },
  ],
  'PUT /v2/vessels/:id/register': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/vessels/${fx.boat}/register`, payload: { registration: 'MTX 1', gearType: 'longline', lengthM: 20 } }), expect: ADMINS(200, 404), mutates: true },
  ],
  'GET /v2/vessels/activity': [
    {
      request: (fx) => ({ method: 'GET', url: `/v2/vessels/activity?from=${Date.parse(fx.from)}&to=${Date.parse(fx.to)}` }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { perVessel: unknown }).perVessel), role, fx),
    },
  ],
  'GET /v2/vessels/settings': [{ request: () => ({ method: 'GET', url: '/v2/vessels/settings' }), expect: ADMINS(200, 200), scoped: (body, role, fx) => role !== 'admin' && expect((body as { publicId: string }).publicId).not.toBe(fx.vesselPublicId) }],
  'PUT /v2/vessels/settings': [{ request: () => ({ method: 'PUT', url: '/v2/vessels/settings', payload: { silentHours: 6, publicDelayMin: 60 } }), expect: ADMINS(200, 200), mutates: true }],
  'GET /v2/vessels/agency-users': [{ request: () => ({ method: 'GET', url: '/v2/vessels/agency-users' }), expect: ADMINS(200, 200), scoped: (body, role) => role !== 'admin' && expect((body as { users: unknown[] }).users).toEqual([]) }],
  'PUT /v2/vessels/agency-users/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/vessels/agency-users/${fx.adminUid}`, payload: { agency: null } }), expect: ADMINS(200, 404), mutates: true },
  ],
  'GET /v2/vessel-zones': [
    {
      request: () => ({ method: 'GET', url: '/v2/vessel-zones' }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      scoped: (body, role) => role !== 'admin' && expect((body as { zones: unknown[] }).zones).toEqual([]),
    },
  ],
  'POST /v2/vessel-zones': [{ request: () => ({ method: 'POST', url: '/v2/vessel-zones', payload: { name: 'Matrix new zone', kind: 'port', polygons: [[MATRIX_RING]] } }), expect: ADMINS(200, 200), mutates: true }],
  'PUT /v2/vessel-zones/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/vessel-zones/${fx.adminZone}`, payload: { name: 'Matrix ground', kind: 'protected', polygons: [[MATRIX_RING]] } }), expect: ADMINS(200, 404), mutates: true },
  ],
  'DELETE /v2/vessel-zones/:id': [{ request: (fx) => ({ method: 'DELETE', url: `/v2/vessel-zones/${fx.spareZone}` }), expect: ADMINS(200, 404), mutates: true }],
  'POST /v2/vessel-zones/import': [
    {
      request: () => ({ method: 'POST', url: '/v2/vessel-zones/import', payload: { kind: 'anchorage', fileName: 'matrix-import.geojson', geojson: { type: 'Polygon', coordinates: [MATRIX_RING] } } }),
      expect: ADMINS(200, 200),
      mutates: true,
    },
  ],
  'GET /v2/public/vessels': [
    { request: () => ({ method: 'GET', url: `/v2/public/vessels?company=${'x'.repeat(24)}` }), expect: ALL(404) },
    {
      request: (fx) => ({ method: 'GET', url: `/v2/public/vessels?company=${fx.vesselPublicId}` }),
      expect: ALL(200),
      scoped: (body) => {
        for (const v of (body as { vessels: Record<string, unknown>[] }).vessels) for (const key of ['agency', 'mmsi', 'registration', 'callSign', 'assetId']) expect(v).not.toHaveProperty(key);
      },
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
  'GET /v2/data-push': [
    { request: () => ({ method: 'GET', url: '/v2/data-push' }), expect: SIGNED_IN(200), scoped: (body, role) => role !== 'admin' && expect(JSON.stringify(body)).not.toContain('Matrix target') },
  ],
  'POST /v2/data-push': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/data-push', payload: { ...TARGET_BODY, name: 'Matrix new target', assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'PUT /v2/data-push/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/data-push/${fx.adminTarget}`, payload: { ...TARGET_BODY, assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/data-push/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/data-push/${fx.spareTarget}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'GET /v2/report-schedules': [
    {
      request: () => ({ method: 'GET', url: '/v2/report-schedules' }),
      expect: { ...SIGNED_IN(200), noPages: 403 },
      scoped: (body, role) => role !== 'admin' && expect(JSON.stringify(body)).not.toContain('Matrix schedule'),
    },
  ],
  'POST /v2/report-schedules': [
    {
      // A Client may not schedule a report of an asset it does not see (nor without the permission).
      request: (fx) => ({ method: 'POST', url: '/v2/report-schedules', payload: { ...SCHEDULE_BODY, name: 'Matrix new schedule', assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'PUT /v2/report-schedules/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/report-schedules/${fx.adminSchedule}`, payload: { ...SCHEDULE_BODY, assetIds: [fx.hiddenAsset] } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 },
      mutates: true,
    },
  ],
  'DELETE /v2/report-schedules/:id': [
    { request: (fx) => ({ method: 'DELETE', url: `/v2/report-schedules/${fx.spareSchedule}` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 200 }, mutates: true },
  ],
  'POST /v2/report-schedules/:id/run': [
    { request: (fx) => ({ method: 'POST', url: `/v2/report-schedules/${fx.adminSchedule}/run` }), expect: { anon: 401, noPages: 403, client: 403, other: 404, admin: 202 }, mutates: true },
  ],
  'GET /v2/report-schedules/:id/runs': [
    { request: (fx) => ({ method: 'GET', url: `/v2/report-schedules/${fx.adminSchedule}/runs` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
  ],
  'GET /v2/report-runs/:runId/files/:fileId': [
    { request: (fx) => ({ method: 'GET', url: `/v2/report-runs/${fx.adminRun}/files/${fx.adminRunFile}` }), expect: { anon: 401, noPages: 403, client: 404, other: 404, admin: 200 } },
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
  // Maintenance (page key fms): every route needs the page; the objects are those of the hidden asset.
  'GET /v2/maintenance/assets': [
    { request: () => ({ method: 'GET', url: '/v2/maintenance/assets' }), expect: FMS(200), scoped: (body, role, fx) => onlyVisible(idsIn((body as { assets: unknown }).assets), role, fx) },
  ],
  'POST /v2/maintenance/assets': [
    // An asset without a tracker: Administrators only, each in their own company.
    {
      request: () => ({ method: 'POST', url: '/v2/maintenance/assets', payload: { name: 'Matrix generator', type: 'machine', engineHours: 100 } }),
      expect: { anon: 401, noPages: 403, client: 403, other: 200, admin: 200 },
      mutates: true,
      scoped: assetAdded,
    },
  ],
  'PUT /v2/maintenance/assets/:id/tire-layout': [
    // The type's default layout, as it is: a no-op for the owner.
    { request: (fx) => ({ method: 'PUT', url: `/v2/maintenance/assets/${fx.hiddenAsset}/tire-layout`, payload: { tireLayout: null } }), expect: HIDDEN(200), mutates: true },
  ],
  'GET /v2/maintenance/assets/:id/meters': [{ request: (fx) => ({ method: 'GET', url: `/v2/maintenance/assets/${fx.hiddenAsset}/meters` }), expect: HIDDEN(200) }],
  'POST /v2/maintenance/assets/:id/meters': [
    { request: (fx) => ({ method: 'POST', url: `/v2/maintenance/assets/${fx.hiddenAsset}/meters`, payload: { time: fx.now, engineHours: 1_000, note: 'Matrix' } }), expect: HIDDEN(200), mutates: true },
  ],
  'GET /v2/maintenance/records': [
    {
      request: () => ({ method: 'GET', url: '/v2/maintenance/records' }),
      expect: FMS(200),
      scoped: (body, role, fx) => {
        onlyVisible(idsIn((body as { records: unknown }).records), role, fx);
        adminOnly(body, 'records', role, fx.hiddenRecord);
      },
    },
    {
      // Asking for the hidden asset's records by its id: nothing for whoever may not see it.
      request: (fx) => ({ method: 'GET', url: `/v2/maintenance/records?assetId=${fx.hiddenAsset}&kind=s` }),
      expect: FMS(200),
      scoped: (body, role, fx) => adminOnly(body, 'records', role, fx.hiddenRecord),
    },
  ],
  'POST /v2/maintenance/records': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/maintenance/records', payload: { ...RECORD_BODY, title: 'Matrix new service', assetId: fx.hiddenAsset, time: fx.now } }),
      expect: HIDDEN(200),
      mutates: true,
    },
  ],
  'PUT /v2/maintenance/records/:id': [
    {
      request: (fx) => ({ method: 'PUT', url: `/v2/maintenance/records/${fx.hiddenRecord}`, payload: { ...RECORD_BODY, assetId: fx.hiddenAsset, time: fx.now - 3_600_000 } }),
      expect: HIDDEN(200),
      mutates: true,
    },
  ],
  'DELETE /v2/maintenance/records/:id': [{ request: (fx) => ({ method: 'DELETE', url: `/v2/maintenance/records/${fx.spareRecord}` }), expect: HIDDEN(200), mutates: true }],
  'GET /v2/maintenance/programs': [
    {
      // Programs are the company's: a Client reads them with only the assets they see; another company nothing.
      request: () => ({ method: 'GET', url: '/v2/maintenance/programs' }),
      expect: FMS(200),
      scoped: (body, role, fx) => {
        const programs = (body as { programs: { assetIds: number[]; coveredAssetIds: number[] }[] }).programs;
        for (const p of programs) onlyVisible([...p.assetIds, ...p.coveredAssetIds], role, fx);
        if (role === 'other' || role === 'operator') expect(JSON.stringify(body)).not.toContain('Matrix program');
        if (role === 'admin') expect(idsIn(programs, 'id')).toContain(fx.adminProgram);
      },
    },
  ],
  'POST /v2/maintenance/programs': [
    // Administrators only; another company's may not name the hidden asset.
    {
      request: (fx) => ({ method: 'POST', url: '/v2/maintenance/programs', payload: { ...PROGRAM_BODY, name: 'Matrix new program', assetIds: [fx.hiddenAsset] } }),
      expect: ADMIN_OBJECT(200),
      mutates: true,
    },
  ],
  'PUT /v2/maintenance/programs/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/maintenance/programs/${fx.adminProgram}`, payload: { ...PROGRAM_BODY, assetIds: [fx.hiddenAsset] } }), expect: ADMIN_OBJECT(200), mutates: true },
  ],
  'DELETE /v2/maintenance/programs/:id': [{ request: (fx) => ({ method: 'DELETE', url: `/v2/maintenance/programs/${fx.spareProgram}` }), expect: ADMIN_OBJECT(200), mutates: true }],
  'GET /v2/maintenance/work-orders': [
    {
      request: () => ({ method: 'GET', url: '/v2/maintenance/work-orders' }),
      expect: FMS(200),
      scoped: (body, role, fx) => {
        onlyVisible(idsIn((body as { workOrders: unknown }).workOrders), role, fx);
        adminOnly(body, 'workOrders', role, fx.hiddenOrder);
      },
    },
    {
      request: (fx) => ({ method: 'GET', url: `/v2/maintenance/work-orders?assetId=${fx.hiddenAsset}&status=open,in-progress` }),
      expect: FMS(200),
      scoped: (body, role, fx) => adminOnly(body, 'workOrders', role, fx.hiddenOrder),
    },
  ],
  'GET /v2/maintenance/work-orders/:id': [{ request: (fx) => ({ method: 'GET', url: `/v2/maintenance/work-orders/${fx.hiddenOrder}` }), expect: HIDDEN(200) }],
  'POST /v2/maintenance/work-orders': [
    { request: (fx) => ({ method: 'POST', url: '/v2/maintenance/work-orders', payload: { assetId: fx.hiddenAsset, title: 'Matrix new order' } }), expect: HIDDEN(200), mutates: true },
  ],
  'PUT /v2/maintenance/work-orders/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/maintenance/work-orders/${fx.hiddenOrder}`, payload: { assetId: fx.hiddenAsset, title: 'Matrix order' } }), expect: HIDDEN(200), mutates: true },
  ],
  'POST /v2/maintenance/work-orders/:id/status': [
    { request: (fx) => ({ method: 'POST', url: `/v2/maintenance/work-orders/${fx.statusOrder}/status`, payload: { status: 'in-progress' } }), expect: HIDDEN(200), mutates: true },
  ],
  'POST /v2/maintenance/work-orders/:id/complete': [
    {
      request: (fx) => ({ method: 'POST', url: `/v2/maintenance/work-orders/${fx.completeOrder}/complete`, payload: { completedAt: fx.now, lines: [{ type: 'labour', description: 'Matrix', quantity: 1, unitCost: 80 }] } }),
      expect: HIDDEN(200),
      mutates: true,
    },
  ],
  'GET /v2/maintenance/tires': [
    {
      // The stock is the company's; a fitted tire shows with its asset only to whoever sees the asset.
      request: () => ({ method: 'GET', url: '/v2/maintenance/tires' }),
      expect: FMS(200),
      scoped: (body, role, fx) => {
        const tires = (body as { tires: { assetId: number | null }[] }).tires;
        onlyVisible(idsIn(tires.filter((tire) => tire.assetId !== null)), role, fx);
        adminOnly(body, 'tires', role, fx.fittedTire);
      },
    },
    {
      request: (fx) => ({ method: 'GET', url: `/v2/maintenance/tires?assetId=${fx.hiddenAsset}` }),
      expect: FMS(200),
      scoped: (body, role, fx) => adminOnly(body, 'tires', role, fx.fittedTire),
    },
  ],
  'GET /v2/maintenance/tires/:id': [
    { request: (fx) => ({ method: 'GET', url: `/v2/maintenance/tires/${fx.fittedTire}` }), expect: HIDDEN(200) },
    {
      // In stock, the tire is the company's to see; its history on the hidden asset is not the Client's.
      request: (fx) => ({ method: 'GET', url: `/v2/maintenance/tires/${fx.returnedTire}` }),
      expect: { ...HIDDEN(200), client: 200 },
      scoped: (body, role, fx) => {
        const events = (body as { events: { assetId: number }[] }).events;
        onlyVisible(idsIn(events), role, fx);
        if (role === 'admin') expect(idsIn(events)).toContain(fx.hiddenAsset);
      },
    },
  ],
  'POST /v2/maintenance/tires': [
    // A tire bought goes to the company's stock: anyone with the page adds one (serials are unique in a company).
    {
      request: () => ({ method: 'POST', url: '/v2/maintenance/tires', payload: { ...TIRE_BODY, serial: `MATRIX-NEW-${(tireSerials += 1)}` } }),
      expect: FMS(200),
      mutates: true,
    },
  ],
  'PUT /v2/maintenance/tires/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/maintenance/tires/${fx.fittedTire}`, payload: { ...TIRE_BODY, serial: 'MATRIX-FITTED' } }), expect: HIDDEN(200), mutates: true },
  ],
  'POST /v2/maintenance/tires/:id/fit': [
    // The stock tire onto the hidden asset: the asset is not the Client's.
    {
      request: (fx) => ({ method: 'POST', url: `/v2/maintenance/tires/${fx.stockTire}/fit`, payload: { assetId: fx.hiddenAsset, position: fx.fitPosition, time: fx.now, treadMm: 17 } }),
      expect: HIDDEN(200),
      mutates: true,
    },
    // The hidden asset's tire onto an asset the Client sees: the tire is not the Client's (the owner: it is not in stock).
    {
      request: (fx) => ({ method: 'POST', url: `/v2/maintenance/tires/${fx.fittedTire}/fit`, payload: { assetId: fx.visibleAsset, position: 'S1', time: fx.now } }),
      expect: HIDDEN(409),
      mutates: true,
    },
  ],
  'POST /v2/maintenance/tires/:id/remove': [
    { request: (fx) => ({ method: 'POST', url: `/v2/maintenance/tires/${fx.removedTire}/remove`, payload: { time: fx.now, treadMm: 9, reason: 'Matrix' } }), expect: HIDDEN(200), mutates: true },
  ],
  'POST /v2/maintenance/tires/:id/inspect': [
    { request: (fx) => ({ method: 'POST', url: `/v2/maintenance/tires/${fx.fittedTire}/inspect`, payload: { time: fx.now, treadMm: 15 } }), expect: HIDDEN(200), mutates: true },
  ],
  'POST /v2/maintenance/assets/:id/tire-rotation': [
    {
      request: (fx) => ({ method: 'POST', url: `/v2/maintenance/assets/${fx.hiddenAsset}/tire-rotation`, payload: { time: fx.now, moves: [{ tireId: fx.rotatedTire, to: fx.rotatePosition }] } }),
      expect: HIDDEN(200),
      mutates: true,
    },
  ],
  // Transport (page key tms): trips on the vehicles the caller sees; drivers, transporters and clients are the
  // company's, read by everyone with the page and written by its Administrators.
  'GET /v2/trips': [
    {
      request: (fx) => ({ method: 'GET', url: `/v2/trips?from=${fx.now - 86_400_000}&to=${fx.now + 86_400_000}` }),
      expect: TMS(200),
      scoped: (body, role, fx) => {
        onlyVisible(idsIn((body as { trips: unknown }).trips), role, fx);
        adminOnly(body, 'trips', role, fx.hiddenTrip);
        // The trip on the vehicle the Client sees is theirs to see.
        if (role === 'client') expect(idsIn((body as { trips: unknown }).trips, 'id')).toContain(fx.visibleTrip);
      },
    },
    {
      // Asking for the hidden asset's trips (or the Administrator's driver's) by id: nothing for whoever may not see it.
      request: (fx) => ({ method: 'GET', url: `/v2/trips?from=${fx.now - 86_400_000}&to=${fx.now + 86_400_000}&assetId=${fx.hiddenAsset}&driverId=${fx.adminDriver}` }),
      expect: TMS(200),
      scoped: (body, role, fx) => {
        onlyVisible(idsIn((body as { trips: unknown }).trips), role, fx);
        adminOnly(body, 'trips', role, fx.hiddenTrip);
      },
    },
  ],
  'GET /v2/trips/:id': [{ request: (fx) => ({ method: 'GET', url: `/v2/trips/${fx.hiddenTrip}` }), expect: HIDDEN(200) }],
  'POST /v2/trips': [
    { request: (fx) => ({ method: 'POST', url: '/v2/trips', payload: tripBody(fx.hiddenAsset, tripNames(fx), 'Matrix new trip') }), expect: HIDDEN(200), mutates: true },
    {
      // On a vehicle the Client sees, with the company's driver, client and transporter: anyone with the page plans it.
      request: (fx) => ({ method: 'POST', url: '/v2/trips', payload: tripBody(fx.visibleAsset, tripNames(fx), 'Matrix visible trip') }),
      expect: { anon: 401, noPages: 403, client: 200, other: 404, admin: 200 },
      mutates: true,
      scoped: (body, role, fx) => expect(fx.visible[role].has((body as { trip: { assetId: number } }).trip.assetId)).toBe(true),
    },
  ],
  'PUT /v2/trips/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/trips/${fx.hiddenTrip}`, payload: tripBody(fx.hiddenAsset, tripNames(fx)) }), expect: HIDDEN(200), mutates: true },
    {
      // A trip the Client sees, moved to a vehicle they do not: refused (the vehicle it goes to must be seen too).
      request: (fx) => ({ method: 'PUT', url: `/v2/trips/${fx.visibleTrip}`, payload: tripBody(fx.hiddenAsset, tripNames(fx), 'Matrix moved trip') }),
      expect: HIDDEN(200),
      mutates: true,
    },
  ],
  'POST /v2/trips/:id/dispatch': [{ request: (fx) => ({ method: 'POST', url: `/v2/trips/${fx.dispatchTrip}/dispatch` }), expect: HIDDEN(200), mutates: true }],
  'POST /v2/trips/:id/reopen': [{ request: (fx) => ({ method: 'POST', url: `/v2/trips/${fx.cancelledTrip}/reopen` }), expect: HIDDEN(200), mutates: true }],
  'POST /v2/trips/:id/cancel': [{ request: (fx) => ({ method: 'POST', url: `/v2/trips/${fx.cancelTrip}/cancel`, payload: { reason: 'Matrix' } }), expect: HIDDEN(200), mutates: true }],
  'POST /v2/trips/:id/stops/:seq/pod': [
    { request: (fx) => ({ method: 'POST', url: `/v2/trips/${fx.podTrip}/stops/1/pod`, payload: { note: 'Matrix received', receivedBy: 'Matrix' } }), expect: HIDDEN(200), mutates: true },
  ],
  // Live-location share links (routes/share-link-routes.ts): whoever sees the asset (no page key; from a trip: tms).
  'POST /v2/assets/:id/share-links': [
    { request: (fx) => ({ method: 'POST', url: `/v2/assets/${fx.hiddenAsset}/share-links`, payload: { expiresInS: 3_600 } }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 }, mutates: true },
  ],
  'GET /v2/assets/:id/share-links': [
    {
      request: (fx) => ({ method: 'GET', url: `/v2/assets/${fx.hiddenAsset}/share-links` }),
      expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 },
      scoped: (body, role, fx) => adminOnly(body, 'links', role, fx.hiddenShareLink),
    },
  ],
  'POST /v2/share-links/:id/revoke': [
    { request: (fx) => ({ method: 'POST', url: `/v2/share-links/${fx.hiddenShareLink}/revoke` }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 }, mutates: true },
  ],
  // Commands back to the asset's device (routes/device-command-routes.ts): whoever sees the asset reads them; sending
  // needs the command's permission (getinfo: Administrators only). The hidden asset has no device that takes commands:
  // the Administrator gets past the access checks to the 409 that says so.
  'GET /v2/assets/:id/commands': [{ request: (fx) => ({ method: 'GET', url: `/v2/assets/${fx.hiddenAsset}/commands` }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 200 } }],
  'POST /v2/assets/:id/commands': [
    { request: (fx) => ({ method: 'POST', url: `/v2/assets/${fx.hiddenAsset}/commands`, payload: { kind: 'getinfo' } }), expect: { anon: 401, noPages: 404, client: 404, other: 404, admin: 409 } },
  ],
  'POST /v2/trips/:id/share-link': [{ request: (fx) => ({ method: 'POST', url: `/v2/trips/${fx.hiddenTrip}/share-link`, payload: { expiresInS: 3_600 } }), expect: HIDDEN(200), mutates: true }],
  'GET /v2/live-location/:token': [
    { request: () => ({ method: 'GET', url: `/v2/live-location/${'x'.repeat(43)}` }), expect: ALL(404) },
    {
      // The token is the credential: anyone holding it reads the asset's name, type, position, destination and ETA only.
      request: (fx) => ({ method: 'GET', url: `/v2/live-location/${fx.publicShareToken}` }),
      expect: ALL(200),
      scoped: (body) => expect(Object.keys(body as object).sort()).toEqual(['asset', 'destination', 'eta', 'expiresAt', 'position', 'success', 'timeZone']),
    },
  ],
  'GET /v2/drivers': [
    {
      request: () => ({ method: 'GET', url: '/v2/drivers' }),
      expect: TMS(200),
      scoped: (body, role, fx) => {
        const { drivers } = body as { drivers: unknown };
        companyOnly(body, 'drivers', role, fx.adminDriver);
        onlyVisible(driverAssets(drivers), role, fx);
      },
    },
  ],
  'POST /v2/drivers': [
    // Administrators only; another company's may not assign the hidden asset.
    { request: (fx) => ({ method: 'POST', url: '/v2/drivers', payload: { ...DRIVER_BODY, name: 'Matrix new driver', driverKey: null, assetId: fx.hiddenAsset } }), expect: ADMIN_OBJECT(200), mutates: true },
  ],
  'PUT /v2/drivers/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/drivers/${fx.adminDriver}`, payload: { ...DRIVER_BODY, assetId: fx.hiddenAsset } }), expect: ADMIN_OBJECT(200), mutates: true },
  ],
  'GET /v2/drivers/:id/summary': [
    {
      // The company's driver: a Client reads the summary of the trips and driving on the vehicles they see only.
      request: (fx) => ({ method: 'GET', url: `/v2/drivers/${fx.adminDriver}/summary?from=${fx.now - 86_400_000}&to=${fx.now + 86_400_000}` }),
      expect: { anon: 401, noPages: 403, client: 200, other: 404, admin: 200 },
      scoped: (body, role, fx) => {
        const summary = body as { driver: unknown; trips: unknown; events: unknown };
        onlyVisible(idsIn(summary.trips), role, fx);
        onlyVisible(idsIn(summary.events), role, fx);
        onlyVisible(driverAssets([summary.driver]), role, fx);
        adminOnly(body, 'trips', role, fx.hiddenTrip);
        // The Client's own trip with the driver (the POST case's, on a vehicle they see) is in theirs.
        if (role === 'client') expect(idsIn(summary.trips).length, 'trips of the Client').toBeGreaterThan(0);
      },
    },
  ],
  'GET /v2/transporters': [
    {
      request: () => ({ method: 'GET', url: '/v2/transporters' }),
      expect: TMS(200),
      scoped: (body, role, fx) => {
        const transporters = (body as { transporters: { assetIds: number[] }[] }).transporters;
        companyOnly(body, 'transporters', role, fx.adminTransporter);
        onlyVisible(transporters.flatMap((r) => r.assetIds), role, fx);
      },
    },
  ],
  'POST /v2/transporters': [
    {
      request: (fx) => ({ method: 'POST', url: '/v2/transporters', payload: { ...TRANSPORTER_BODY, name: 'Matrix new transporter', assetIds: [fx.hiddenAsset] } }),
      expect: ADMIN_OBJECT(200),
      mutates: true,
    },
  ],
  'PUT /v2/transporters/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/transporters/${fx.adminTransporter}`, payload: { ...TRANSPORTER_BODY, assetIds: [fx.hiddenAsset] } }), expect: ADMIN_OBJECT(200), mutates: true },
  ],
  'GET /v2/transport-clients': [{ request: () => ({ method: 'GET', url: '/v2/transport-clients' }), expect: TMS(200), scoped: (body, role, fx) => companyOnly(body, 'clients', role, fx.adminClient) }],
  'POST /v2/transport-clients': [
    // Administrators only; another company's may not name this company's POI as a site (400: not one of theirs).
    {
      request: (fx) => ({ method: 'POST', url: '/v2/transport-clients', payload: { ...CLIENT_BODY, name: 'Matrix new client', poiIds: [fx.clientSite] } }),
      expect: { ...ADMIN_OBJECT(200), other: 400 },
      mutates: true,
    },
  ],
  'PUT /v2/transport-clients/:id': [
    { request: (fx) => ({ method: 'PUT', url: `/v2/transport-clients/${fx.adminClient}`, payload: { ...CLIENT_BODY, poiIds: [fx.clientSite] } }), expect: ADMIN_OBJECT(200), mutates: true },
  ],
  'GET /v2/maintenance/costs': [
    {
      request: (fx) => ({ method: 'GET', url: `/v2/maintenance/costs?from=${Date.parse(fx.from)}&to=${Date.parse(fx.to) + 3_600_000}` }),
      expect: FMS(200),
      scoped: (body, role, fx) => onlyVisible(idsIn((body as { assets: unknown }).assets), role, fx),
    },
    { request: (fx) => ({ method: 'GET', url: `/v2/maintenance/costs?from=${Date.parse(fx.from)}&to=${Date.parse(fx.to) + 3_600_000}&assetIds=${fx.hiddenAsset}` }), expect: HIDDEN(200) },
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
    const scheduleRow = (name: string) => ({
      tenant_id: tenantId,
      owner_id: admin.uid,
      name,
      report_type: 'summary',
      asset_ids: [hiddenAsset],
      period: 'last-week',
      frequency: 'weekly',
      weekday: 1,
      month_day: 1,
      minute_of_day: 420,
      formats: ['pdf'],
      recipients: ['matrix@demo.fleet'],
      enabled: false,
    });
    const schedules = await db.insertInto('report_schedules').values([scheduleRow('Matrix schedule'), scheduleRow('Matrix spare schedule')]).returning('id').execute();
    const at = new Date(t.clock.now());
    const run = await db
      .insertInto('report_runs')
      .values({ tenant_id: tenantId, schedule_id: schedules[0]!.id, manual: true, period_from: at, period_to: at, state: 'sent', started_at: at, finished_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runFile = await db
      .insertInto('report_run_files')
      .values({ tenant_id: tenantId, run_id: run.id, file_name: 'Summary.pdf', mime: 'application/pdf', size: 15, bytes: Buffer.from('%PDF-1.7 matrix') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const targetRow = (name: string) => ({ tenant_id: tenantId, owner_id: admin.uid, name, kind: 'http', url: 'https://push.example.com/fleet', send_positions: true, send_events: false, asset_ids: [hiddenAsset], secret: 'matrix', enabled: false });
    const targets = await db.insertInto('data_push_targets').values([targetRow('Matrix target'), targetRow('Matrix spare target')]).returning('id').execute();
    // Maintenance on the hidden asset, written through the API as its Administrator, an hour before the cases.
    const now = t.clock.now();
    const before = now - 3_600_000;
    const asAdmin = async <B>(url: string, payload: Record<string, unknown>): Promise<B> => {
      const r = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin.accessToken}` }, payload });
      expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
      return r.json() as B;
    };
    const record = async (title: string) => (await asAdmin<{ record: { id: number } }>('/v2/maintenance/records', { ...RECORD_BODY, title, assetId: hiddenAsset, time: before })).record.id;
    const program = async (name: string) => (await asAdmin<{ program: { id: number } }>('/v2/maintenance/programs', { ...PROGRAM_BODY, name, assetIds: [hiddenAsset] })).program.id;
    const order = async (title: string) => (await asAdmin<{ workOrder: { id: number } }>('/v2/maintenance/work-orders', { assetId: hiddenAsset, title })).workOrder.id;
    const tire = async (serial: string) => (await asAdmin<{ tire: { id: number } }>('/v2/maintenance/tires', { ...TIRE_BODY, serial })).tire.id;
    // The hidden asset's axle layout (its type's default unless one was chosen): the fixtures take its first free
    // positions, the cases the next.
    const chosen = (await db.selectFrom('assets').select('tire_layout').where('id', '=', hiddenAsset).executeTakeFirstOrThrow()).tire_layout as TireLayout | null;
    const layout = chosen ?? defaultTireLayout(hidden.type);
    expect(layout, `a tire layout for the hidden asset's type ${hidden.type}`).not.toBeNull();
    const occupied = new Set((await db.selectFrom('tires').select('position').where('asset_id', '=', hiddenAsset).execute()).map((r) => r.position));
    const positions = tirePositions(layout ?? 'two-axle')
      .map((p) => p.code)
      .filter((code) => !occupied.has(code));
    expect(positions.length).toBeGreaterThanOrEqual(5);
    const fitted = async (serial: string, position: string) => {
      const id = await tire(serial);
      await asAdmin(`/v2/maintenance/tires/${id}/fit`, { assetId: hiddenAsset, position, time: before, treadMm: 17 });
      return id;
    };
    const returned = await tire('MATRIX-RETURNED');
    await asAdmin(`/v2/maintenance/tires/${returned}/fit`, { assetId: hiddenAsset, position: positions[3]!, time: before - 3_600_000 });
    await asAdmin(`/v2/maintenance/tires/${returned}/remove`, { time: before });
    // Transport on the hidden asset, written through the API as its Administrator (the trips planned now, no windows).
    const adminPoi = (poi.json() as { poi: { id: number } }).poi.id;
    const clientSite = (await db.selectFrom('pois').select('id').where('tenant_id', '=', tenantId).where('id', '<>', adminPoi).orderBy('id').executeTakeFirstOrThrow()).id;
    const names = {
      driverId: (await asAdmin<{ driver: { id: number } }>('/v2/drivers', { ...DRIVER_BODY, assetId: hiddenAsset })).driver.id,
      clientId: (await asAdmin<{ client: { id: number } }>('/v2/transport-clients', { ...CLIENT_BODY, poiIds: [clientSite] })).client.id,
      transporterId: (await asAdmin<{ transporter: { id: number } }>('/v2/transporters', { ...TRANSPORTER_BODY, assetIds: [hiddenAsset] })).transporter.id,
    };
    // The hidden asset carries no trip under way (a seeded one is cancelled), so that the dispatch case can dispatch.
    for (const busy of await db.selectFrom('trips').select('id').where('asset_id', '=', hiddenAsset).where('status', 'in', ['dispatched', 'en-route', 'at-stop']).execute()) {
      await asAdmin(`/v2/trips/${busy.id}/cancel`, { reason: 'Matrix' });
    }
    const trip = async (assetId: number, reference: string) => (await asAdmin<{ trip: { id: number } }>('/v2/trips', tripBody(assetId, names, reference))).trip.id;
    const cancelledTrip = await trip(hiddenAsset, 'Matrix cancelled trip');
    await asAdmin(`/v2/trips/${cancelledTrip}/cancel`, { reason: 'Matrix' });
    const podTrip = await trip(hiddenAsset, 'Matrix delivered trip');
    await db.updateTable('trip_stops').set({ state: 'arrived', arrived_at: new Date(before) }).where('trip_id', '=', podTrip).where('seq', '=', 1).execute();
    const transport = {
      adminDriver: names.driverId,
      adminClient: names.clientId,
      adminTransporter: names.transporterId,
      clientSite,
      hiddenTrip: await trip(hiddenAsset, 'Matrix trip'),
      dispatchTrip: await trip(hiddenAsset, 'Matrix trip to dispatch'),
      cancelTrip: await trip(hiddenAsset, 'Matrix trip to cancel'),
      cancelledTrip,
      podTrip,
      visibleTrip: await trip(demoAssets[0] ?? 0, 'Matrix visible trip'),
      hiddenShareLink: (await asAdmin<{ link: { id: number } }>(`/v2/assets/${hiddenAsset}/share-links`, { expiresInS: 3_600 })).link.id,
      publicShareToken: (await asAdmin<{ token: string }>(`/v2/assets/${hiddenAsset}/share-links`, { expiresInS: 3_600 })).token,
    };
    const zone = async (name: string) => (await asAdmin<{ zone: { id: number } }>('/v2/vessel-zones', { name, kind: 'fishing', polygons: [[MATRIX_RING]] })).zone.id;
    const vessels = {
      boat: (await db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('type', '=', 'boat').orderBy('id').executeTakeFirstOrThrow()).id,
      adminZone: await zone('Matrix ground'),
      spareZone: await zone('Matrix spare ground'),
      vesselPublicId: (await db.selectFrom('vessel_settings').select('public_id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).public_id,
    };
    const maintenance = {
      returnedTire: returned,
      hiddenRecord: await record('Matrix service'),
      spareRecord: await record('Matrix spare service'),
      adminProgram: await program('Matrix program'),
      spareProgram: await program('Matrix spare program'),
      hiddenOrder: await order('Matrix order'),
      statusOrder: await order('Matrix order to start'),
      completeOrder: await order('Matrix order to complete'),
      stockTire: await tire('MATRIX-STOCK'),
      fittedTire: await fitted('MATRIX-FITTED', positions[0]!),
      removedTire: await fitted('MATRIX-REMOVED', positions[1]!),
      rotatedTire: await fitted('MATRIX-ROTATED', positions[2]!),
      fitPosition: positions[3]!,
      rotatePosition: positions[4]!,
      now,
    };
    const day = 86_400_000;
    fx = {
      ...maintenance,
      ...transport,
      ...vessels,
      adminTarget: targets[0]!.id,
      spareTarget: targets[1]!.id,
      adminSchedule: schedules[0]!.id,
      spareSchedule: schedules[1]!.id,
      adminRun: run.id,
      adminRunFile: runFile.id,
      adminReminder: reminders[0]!.id,
      spareReminder: reminders[1]!.id,
      adminRule: rules[0]!.id,
      spareRule: rules[1]!.id,
      hiddenAlert: Number(alert.id),
      hiddenAsset,
      visibleAsset: demoAssets[0] ?? 0,
      hiddenFuelReceipt: fuel.id,
      hiddenTollReceipt: toll.id,
      adminPoi,
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
    // Over a thousand calls: some 15 s on an idle machine, more on a busy one (the default 20 s is too tight).
  }, 180_000);
});
