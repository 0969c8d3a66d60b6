import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestApp, loginAs, type TestApp } from '../testing/test-app';

/**
 * Malformed input over every route that reads a body or an id: for each route of the server's own table a valid
 * sample body is taken apart (wrong types, huge strings, NaN and Infinity, prototype keys, missing everything, not
 * JSON at all) and ids are replaced by what is not an id. Every such request must get a 4xx with a message (never a
 * 5xx), and the database must hold exactly what it held before.
 */
interface Sample {
  /** A valid body (the route's own schema accepts it). */
  body: unknown;
  /** The status the valid body gets (checked last, so the mutations are known to be what was refused). */
  validStatus: number;
  /** Fields the route does not read (mutating them changes nothing). */
  ignore?: readonly string[];
  /** Sent as the installation's operator instead of the company's Administrator. */
  asOperator?: boolean;
}

interface Fixtures {
  asset: number;
  /** The asset's name and type (a PUT that changes nothing but its optional fields' defaults). */
  assetName: string;
  assetType: string;
  group: number;
  device: string;
  poi: number;
  /** The Client `demo`'s uid. */
  user: string;
  /** The demo company's id. */
  tenant: string;
  /** An alert rule of the demo company. */
  rule: number;
  /** A reminder of the demo company (on `asset`). */
  reminder: number;
}

const OPERATOR_EMAIL = 'ops@fuzz.install';

const ring = [[101.5, 3.0], [101.51, 3.0], [101.51, 3.01], [101.5, 3.0]];

/** Write routes (and routes reading a body) with a valid sample; a route with a body and no sample fails the test. */
const SAMPLES: Record<string, (fx: Fixtures) => Sample> = {
  'POST /v2/clients/login': () => ({ body: { username: 'nobody', password: 'wrong password', platform: 'Web' }, validStatus: 401 }),
  'POST /v2/auth/oidc/callback': () => ({ body: { code: 'a-code', state: 'a-state', iss: 'https://id.example.com' }, validStatus: 404 }),
  'POST /v2/api/auth/login': () => ({ body: { email: 'nobody@nowhere.my', password: 'wrong password' }, validStatus: 401 }),
  'POST /v2/api/auth/refresh-token': () => ({ body: { refreshToken: 'x'.repeat(43) }, validStatus: 401 }),
  'POST /v2/api/auth/register': () => ({ body: { displayName: 'Fuzz Co', email: 'fuzz@fuzz.my', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, validStatus: 200 }),
  'POST /v2/api/auth/confirm-email': () => ({ body: { token: 'x'.repeat(43) }, validStatus: 400 }),
  'POST /v2/api/auth/forgot-password': () => ({ body: { email: 'nobody@nowhere.my' }, validStatus: 200 }),
  'POST /v2/api/auth/reset-password': () => ({ body: { token: 'x'.repeat(43), email: 'admin@demo.fleet', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, validStatus: 400 }),
  'PUT /v2/api/users/me': () => ({ body: { displayName: 'Administrator', email: 'admin@demo.fleet', about: '', photoURL: '', timeZone: 'Asia/Kuala_Lumpur' }, validStatus: 200 }),
  'PUT /v2/company/settings': () => ({ body: { timeZone: 'Asia/Kuala_Lumpur' }, validStatus: 200 }),
  'PUT /v2/company': () => ({
    body: {
      name: 'Demo Fleet',
      timeZone: 'Asia/Kuala_Lumpur',
      logoBigUrl: '',
      logoSmallUrl: '',
      statusThresholds: { movingSpeedKmh: 5, stopMinutes: 3, inactiveHours: 24 },
      overspeed: { limitKmh: 90, toleranceKmh: 5, minDurationS: 30 },
      map: { centre: [102.119262, 3.910187], zoom: 8 },
      routeStyle: 'solid',
    },
    validStatus: 200,
  }),
  'POST /v2/users': (fx) => ({
    body: { username: 'fuzz-user', email: 'fuzz-user@fuzz.my', displayName: 'Fuzz User', role: 'Client', pages: ['mapview'], permissions: ['poi:add'], assetIds: [fx.asset], groupIds: [], status: 'active' },
    validStatus: 200,
  }),
  'PUT /v2/users/:id': (fx) => ({
    body: { username: 'demo', email: 'demo@demo.fleet', displayName: 'Demo User', role: 'Client', pages: ['mapview'], permissions: ['poi:add'], assetIds: [fx.asset], groupIds: [], status: 'active' },
    validStatus: 200,
  }),
  'POST /v2/operator/companies': () => ({ body: { name: 'Fuzz Co', adminEmail: 'boss@fuzz-co.my', adminName: 'Fuzz Boss' }, validStatus: 200, asOperator: true }),
  'PUT /v2/operator/companies/:tenantId/status': () => ({ body: { status: 'active' }, validStatus: 200, asOperator: true }),
  'POST /v2/api/users/me/password': () => ({ body: { currentPassword: 'not it', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, validStatus: 400 }),
  'POST /v2/devices/:identifier/assign': (fx) => ({ body: { assetId: fx.asset }, validStatus: 200 }),
  'POST /v2/settings/poi': (fx) => ({ body: { id: fx.poi, name: 'Fuzz depot', coords: ring, groups: ['Depots'], meta: { type: '', color: '' } }, validStatus: 200 }),
  'POST /v2/receipts/submit': (fx) => ({
    body: { userInfo: { uid: 'x' }, receiptInfo: { assetId: [fx.asset], fuel: 40, priceperliter: 2.15, price: 86, time: '2026-01-06 08:00:00', location: 'Petronas', files: [] } },
    validStatus: 200,
    ignore: ['userInfo'],
  }),
  // The valid samples name what exists (409 duplicate / no change), so that the fingerprint is not disturbed by them.
  'POST /v2/assets': (fx) => ({
    body: { name: fx.assetName, type: 'truck', groupId: fx.group, deviceIdentifier: fx.device, plate: 'ABC 123', iconType: 'truck-1', fuelTankL: 200, fuelType: 'diesel', speedLimitKmh: 80, temperatureRange: { profile: 'custom', min: -5, max: 5 }, implementWidthM: 3, odometerOffsetKm: 10, engineHoursOffsetH: 2 },
    validStatus: 409,
  }),
  'PUT /v2/assets/:id': (fx) => ({
    body: { name: fx.assetName, type: fx.assetType, groupId: fx.group, deviceIdentifier: fx.device, plate: 'ABC 123', iconType: 'truck-1', fuelTankL: 200, fuelType: 'diesel', speedLimitKmh: 80, temperatureRange: { profile: 'custom', min: -5, max: 5 }, implementWidthM: 3, odometerOffsetKm: 10, engineHoursOffsetH: 2 },
    validStatus: 200,
  }),
  'POST /v2/asset-groups': () => ({ body: { name: 'Fuzz group' }, validStatus: 200 }),
  'PUT /v2/asset-groups/:id': () => ({ body: { name: 'Fuzz group renamed' }, validStatus: 200 }),
  'PUT /v2/assets/:id/implement-width': () => ({ body: { widthM: 6 }, validStatus: 200 }),
  'PUT /v2/assets/:id/temperature-range': () => ({ body: { range: { profile: 'custom', min: -5, max: 5 } }, validStatus: 200 }),
  'POST /v2/alerts/rules': (fx) => ({
    body: { name: 'Fuzz rule', eventTypes: ['overspeed', 'poi-enter'], assetIds: [fx.asset], groupIds: [fx.group], severity: 'critical', days: [1, 2, 3], fromMinute: 480, toMinute: 1080, cooldownMinutes: 15, inactiveHours: 12, notifyWeb: true, emails: ['ops@fuzz.my'], webhookUrl: 'https://hooks.fuzz.invalid/fleet', enabled: true },
    validStatus: 200,
  }),
  'PUT /v2/alerts/rules/:id': (fx) => ({
    body: { name: 'Fuzz rule', eventTypes: ['overspeed'], assetIds: [fx.asset], groupIds: [], severity: 'info', days: [0, 6], fromMinute: 1320, toMinute: 360, cooldownMinutes: 0, notifyWeb: false, emails: ['ops@fuzz.my'], enabled: false },
    validStatus: 200,
  }),
  'POST /v2/reminders': (fx) => ({
    body: { kind: 'service', title: 'Fuzz service', assetId: fx.asset, groupId: null, dueDate: '2027-03-01', repeatMonths: 6, everyKm: 10000, startKm: 1000, noticeDays: 10, noticeKm: 300, notifyWeb: true, emails: ['ops@fuzz.my'] },
    validStatus: 200,
  }),
  'PUT /v2/reminders/:id': (fx) => ({
    body: { kind: 'road-tax', title: 'Fuzz tax', assetId: fx.asset, groupId: null, dueDate: '2027-01-01', repeatMonths: 12, everyKm: null, startKm: null, noticeDays: 14, noticeKm: 500, notifyWeb: false, emails: [] },
    validStatus: 200,
  }),
  'POST /v2/reminders/:id/complete': () => ({ body: { doneOn: '2026-11-24', odometerKm: 12000, cost: 99.5, note: 'Done' }, validStatus: 200 }),
  'POST /v2/alerts/acknowledge': () => ({ body: { ids: [1, 2], comment: 'Seen' }, validStatus: 200 }),
  'POST /v2/singleUnitPlayback3': (fx) => ({
    body: { timeRange: { start: '2026-01-06T00:00:00Z', end: '2026-01-06T23:59:59Z' }, configuration: { speedType: 'overspeed', speedLimit: 90 }, platform: 'Web', units: [fx.asset], geoPOIData: [] },
    validStatus: 200,
  }),
};

/** Routes whose body is not JSON or that read none (refused kinds of content are tested beside them). */
// The import reads a file (CSV or .xlsx); its malformed files are tested in import-export-routes.test.ts.
const NO_JSON_BODY = new Set([
  'POST /v2/auth/oidc/start',
  'POST /v2/import/:kind',
  'POST /v2/fleets/uploadFiles',
  'POST /v2/api/auth/logout',
  'POST /v2/devices/:identifier/unassign',
  'GET /v2/live',
  'POST /v2/users/:id/password-reset',
  'POST /v2/operator/companies/:tenantId/support-session',
  // The export jobs read the report's query (the period, the grid's view), no body.
  'POST /v2/reports/:type/pdf',
  'POST /v2/reports/:type/xlsx',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf and branch path of a JSON value. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  return here;
}

function getAt(value: Json, path: readonly (string | number)[]): Json {
  return path.reduce<Json>((v, key) => (v as Record<string, Json>)[key as string] ?? null, value);
}

function setAt(value: Json, path: readonly (string | number)[], next: Json): Json {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1] as string | number] = next;
  return copy;
}

/** Raw JSON texts that break a sample: wrong types, huge strings, NaN, Infinity, prototype keys. */
function mutations(sample: Json, ignore: readonly string[]): { label: string; payload: string }[] {
  const out: { label: string; payload: string }[] = [
    { label: 'not JSON', payload: '{"unterminated": ' },
    { label: 'empty object', payload: '{}' },
    { label: 'array root', payload: '[]' },
    { label: 'number root', payload: '42' },
    { label: 'null root', payload: 'null' },
    { label: '__proto__ key', payload: JSON.stringify(sample).replace(/^\{/, '{"__proto__":{"role":"Administrator"},') },
    { label: 'constructor.prototype key', payload: JSON.stringify(sample).replace(/^\{/, '{"constructor":{"prototype":{"role":"Administrator"}},') },
  ];
  for (const path of paths(sample)) {
    if (ignore.includes(String(path[0]))) continue;
    const at = path.join('.');
    const current = getAt(sample, path);
    const isObject = current !== null && typeof current === 'object' && !Array.isArray(current);
    // An object for an object is no type error (unknown keys are ignored); anything else is.
    // `true` is a wrong value for anything but a boolean.
    const wrong: Json[] = isObject ? [true] : typeof current === 'boolean' ? [{ nested: true }] : [{ nested: true }, true];
    if (typeof current !== 'string') wrong.push('text');
    if (typeof current !== 'number') wrong.push(12345);
    if (!Array.isArray(current)) wrong.push([1, 'two']);
    for (const value of wrong) out.push({ label: `${at} = ${JSON.stringify(value)}`, payload: JSON.stringify(setAt(sample, path, value)) });
    if (typeof current === 'string') {
      out.push({ label: `${at} = 300,000 characters`, payload: JSON.stringify(setAt(sample, path, 'x'.repeat(300_000))) });
      out.push({ label: `${at} with a NUL character`, payload: JSON.stringify(setAt(sample, path, `${current}\u0000x`)) });
    }
    if (typeof current === 'number') {
      out.push({ label: `${at} = "NaN"`, payload: JSON.stringify(setAt(sample, path, 'NaN')) });
      // JSON has no Infinity; 1e999 parses to it.
      out.push({ label: `${at} = 1e999`, payload: JSON.stringify(setAt(sample, path, 123456789)).replace('123456789', '1e999') });
      out.push({ label: `${at} = -1e308`, payload: JSON.stringify(setAt(sample, path, -1e308)) });
    }
  }
  return out;
}

/** Ids that are not ids: letters, fractions, signs, 2^31 and beyond, SQL, traversal. */
const BAD_IDS = ['abc', '1.5', '-1', '0', '2147483648', '99999999999999999999', '1e3', "1'; drop table assets; --", '..%2F..%2Fetc', '%00'];
/** Device identifiers that no device sends: NUL, spaces, non-ASCII, 65 characters (any other text is a claimable identifier). */
const BAD_IDENTIFIERS = ['%00', 'a%20b', '%C3%A9t%C3%A9', 'x'.repeat(65)];

describe('malformed input over every route', () => {
  let t: TestApp;
  let token: string;
  let operatorToken: string;
  let fx: Fixtures;

  /** A fingerprint of every table's content. */
  async function fingerprint(): Promise<Record<string, string>> {
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by 1`.execute(t.database.db);
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      // Sessions and sign-in times change with the sign-ins this test makes; the rest must not change at all.
      if (name === 'sessions') continue;
      const row = await sql<{ h: string }>`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${sql.table(name)} t`.execute(t.database.db);
      out[name] = row.rows[0]?.h ?? '';
    }
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp({ config: { operatorEmails: [OPERATOR_EMAIL] } });
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const db = t.database.db;
    const link = t.resetLinks.find((m) => m.email === OPERATOR_EMAIL)?.link ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/reset-password',
      payload: { token: new URL(link).pathname.split('/')[2], email: OPERATOR_EMAIL, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    operatorToken = (await loginAs(t.app, OPERATOR_EMAIL, TEST_PASSWORD)).accessToken;
    const demo = await db.selectFrom('users').select(['id', 'tenant_id']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    const device = await db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const poi = await db.selectFrom('pois').select('id').orderBy('id').executeTakeFirstOrThrow();
    const asset = await db.selectFrom('assets').select(['name', 'type', 'group_id']).where('id', '=', device.asset_id ?? 0).executeTakeFirstOrThrow();
    const rule = await db
      .insertInto('alert_rules')
      .values({ tenant_id: demo.tenant_id, name: 'Fuzz rule', event_types: ['overspeed'], severity: 'warning', days: [1], from_minute: 0, to_minute: 0, cooldown_minutes: 10, notify_web: true, enabled: true, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reminder = await db
      .insertInto('reminders')
      .values({ tenant_id: demo.tenant_id, asset_id: device.asset_id ?? 0, kind: 'road-tax', title: 'Fuzz tax', due_date: '2027-01-01', repeat_months: 12, notice_days: 14, notice_km: 500, notify_web: true, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    fx = { reminder: reminder.id, asset: device.asset_id ?? 0, assetName: asset.name, assetType: asset.type, group: asset.group_id ?? 0, device: device.identifier, poi: poi.id, user: demo.id, tenant: demo.tenant_id, rule: rule.id };
    // Sign-in times are written by sign-ins; freeze them by signing in before the fingerprint.
  });
  afterAll(() => t.close());

  const urlOf = (route: string) =>
    route
      .replace(/^\/v2\/asset-groups\/:id$/, `/v2/asset-groups/${fx.group}`)
      .replace(/^\/v2\/alerts\/rules\/:id$/, `/v2/alerts/rules/${fx.rule}`)
      .replace(/^\/v2\/reminders\/:id/, `/v2/reminders/${fx.reminder}`)
      .replace('/users/:id', `/users/${fx.user}`)
      .replace(':tenantId', fx.tenant)
      .replace(':identifier', fx.device)
      .replace(/:id(?![A-Za-z])/, String(fx.asset))
      .replace(':receiptId', '1')
      .replace(':uid', '00000000-0000-0000-0000-000000000000')
      .replace(':type', 'history')
      .replace(':kind', 'assets')
      .replace('*', 'x');

  it('has a sample body for every route that reads one', () => {
    const writeRoutes = t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(writeRoutes.filter((k) => !SAMPLES[k] && !NO_JSON_BODY.has(k)), 'write routes without a malformed-body sample').toEqual([]);
  });

  it('refuses every malformed body and every bad id with a 4xx and a message, and writes nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let tried = 0;
    const send = async (method: string, url: string, payload: string | undefined, label: string, bearer = token) => {
      const r = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: `Bearer ${bearer}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload }),
      });
      tried += 1;
      let error = '';
      try {
        error = String((r.json() as { error?: unknown }).error ?? '');
      } catch {
        error = '';
      }
      if (r.statusCode < 400 || r.statusCode >= 500 || error.trim() === '') failures.push(`${method} ${url} [${label}]: ${r.statusCode} ${r.body.slice(0, 120)}`);
    };

    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const sample = SAMPLES[key]?.(fx);
      const bearer = sample?.asOperator || key.includes('/operator/') ? operatorToken : token;
      if (sample) {
        for (const m of mutations(sample.body as Json, sample.ignore ?? [])) await send(route.method, urlOf(route.url), m.payload, m.label, bearer);
      }
      // Every id in the path replaced by what is not an id.
      for (const param of [':id', ':receiptId', ':identifier', ':tenantId']) {
        const pattern = new RegExp(`${param}(?![A-Za-z])`);
        if (!pattern.test(route.url)) continue;
        for (const bad of param === ':identifier' ? BAD_IDENTIFIERS : BAD_IDS) {
          const url = urlOf(route.url.replace(pattern, encodeURIComponent(bad).replace(/%25/g, '%')));
          await send(route.method, url, sample ? JSON.stringify(sample.body) : undefined, `${param} = ${bad}`, bearer);
        }
      }
    }
    // Uploads: only images and PDF, never empty.
    for (const [type, body] of [['text/html', '<script>x</script>'], ['image/svg+xml', '<svg/>'], ['application/json', '{}']] as const) {
      const r = await t.app.inject({ method: 'POST', url: '/v2/fleets/uploadFiles', headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: body });
      tried += 1;
      if (r.statusCode < 400 || r.statusCode >= 500) failures.push(`upload ${type}: ${r.statusCode}`);
    }
    console.info(`malformed input: ${tried} requests over ${t.app.apiRoutes.length} routes`);
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    expect(tried).toBeGreaterThan(500);
  });

  it('accepts each valid sample (so the refusals above were the mutations’ doing)', async () => {
    for (const [key, make] of Object.entries(SAMPLES)) {
      const [method, route] = key.split(' ') as [string, string];
      const sample = make(fx);
      const r = await t.app.inject({ method: method as 'POST', url: urlOf(route), headers: { authorization: `Bearer ${sample.asOperator ? operatorToken : token}` }, payload: sample.body as Record<string, unknown> });
      expect(r.statusCode, `${key}: ${r.body.slice(0, 200)}`).toBe(sample.validStatus);
    }
  });
});
