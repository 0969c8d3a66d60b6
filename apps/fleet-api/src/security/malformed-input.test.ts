// One piece on purpose: the sweep must cover every route that reads a body or an id from one table of samples, checked
// against the server's own route list; split, a new route could miss its sample without the sweep noticing.
import { TRANSPORT_LIMITS, defaultTireLayout, tirePositions, type TireLayout } from '@fleet/domain';
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
  /** A valid body (the route's own schema accepts it); none: the route reads no body (only its ids are taken apart). */
  body?: unknown;
  /** Every field of the body has a default, so `{}` is a valid body (not one of the malformed ones). */
  emptyValid?: boolean;
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
  /** A data push target of the demo company. */
  target: number;
  /** A scheduled report of the demo company (the Client demo's). */
  schedule: number;
  /** A reminder of the demo company (on `asset`). */
  reminder: number;
  /** Maintenance on `asset`: a service record, a service program, an open work order, a tire in stock. */
  record: number;
  program: number;
  workOrder: number;
  tire: number;
  /** `asset`'s axle layout (its type's default) and its free positions: the tire is fitted at the first, rotated to the second. */
  tireLayout: TireLayout;
  positions: string[];
  /** When the maintenance samples happen (ms; the fixtures an hour before). */
  now: number;
  /** Transport (page key tms): a driver, a transporter and a client of the demo company. */
  driver: number;
  transporter: number;
  transportClient: number;
  /** A trip planned on `asset` (changed, dispatched, cancelled and planned again by the samples). */
  trip: number;
  /** A planned trip on `asset` whose stop `podSeq` has arrived (set in the database): its proof of delivery. */
  podTrip: number;
  podSeq: number;
  /** A file the Administrator uploaded (a proof of delivery's photo, a driver's). */
  upload: string;
  /** Vessel monitoring: a boat of the demo company and one of its zones. */
  boat: number;
  zone: number;
}

const OPERATOR_EMAIL = 'ops@fuzz.install';

const ring = [[101.5, 3.0], [101.51, 3.0], [101.51, 3.01], [101.5, 3.0]];
/** One line of parts of a service or a work order. */
const PART = { type: 'part', description: 'Oil filter', partNumber: 'OF-1', quantity: 1, unitCost: 58.5 };
/** The fixture tire's details (the PUT keeps them). */
const TIRE = { serial: 'FZ-1001', brand: 'Michelin', model: 'X Multi Z', size: '295/80R22.5', cost: 1500, vendor: 'Fuzz tyres', purchasedOn: '2026-01-05', treadNewMm: 17, notes: '' };
/** The fixture program's task (the PUT keeps it). */
const TASK = { name: 'Engine oil', everyMonths: 6, everyKm: 10000, everyHours: 250, noticeDays: 14, noticeKm: 500, noticeHours: 25 };

/** A trip on the fixture asset naming the fixture driver, client and transporter: a stop at a POI and one at an address. */
const tripSample = (fx: Fixtures, reference: string) => ({
  clientId: fx.transportClient,
  assetId: fx.asset,
  driverId: fx.driver,
  transporterId: fx.transporter,
  reference,
  notes: 'Chilled goods',
  stops: [
    { kind: 'pickup', poiId: fx.poi, address: '', radiusM: 150, windowFrom: fx.now + 3_600_000, windowTo: fx.now + 7_200_000, goods: 'Chilled goods', quantity: 24, weightKg: 480, notes: 'Dock 3' },
    { kind: 'drop', poiId: null, address: 'Lot 5, Jalan Fuzz', lat: 3.07, lng: 101.49, radiusM: 200, windowFrom: fx.now + 7_200_000, windowTo: fx.now + 10_800_000, goods: '', quantity: 24, weightKg: 480, notes: '' },
  ],
});

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
  'POST /v2/data-push': (fx) => ({
    body: { name: 'Fuzz target', kind: 'http', url: 'https://push.fuzz.invalid/fleet', topic: '', positions: true, events: true, eventTypes: ['sos', 'overspeed'], assetIds: [fx.asset], enabled: false },
    validStatus: 200,
  }),
  'PUT /v2/data-push/:id': (fx) => ({
    body: { name: 'Fuzz broker', kind: 'mqtt', url: 'mqtts://broker.fuzz.invalid:8883', topic: 'fleet/positions', positions: true, events: false, eventTypes: [], assetIds: [fx.asset], enabled: false },
    validStatus: 200,
  }),
  'POST /v2/report-schedules': (fx) => ({
    body: { name: 'Fuzz schedule', reportType: 'summary', assetIds: [fx.asset], period: 'last-week', frequency: 'weekly', weekday: 1, monthDay: 1, minuteOfDay: 420, formats: ['pdf', 'xlsx'], recipients: ['ops@fuzz.my'], enabled: true },
    validStatus: 200,
  }),
  'PUT /v2/report-schedules/:id': (fx) => ({
    body: { name: 'Fuzz schedule', reportType: 'history', assetIds: [fx.asset], period: 'yesterday', frequency: 'daily', weekday: 0, monthDay: 1, minuteOfDay: 0, formats: ['xlsx'], recipients: ['ops@fuzz.my'], enabled: false },
    validStatus: 200,
  }),
  'POST /v2/alerts/acknowledge': () => ({ body: { ids: [1, 2], comment: 'Seen' }, validStatus: 200 }),
  // Maintenance (page key fms), in the order each is valid: the work order changed and moved before it is completed,
  // the tire fitted before it is inspected, rotated and removed.
  'POST /v2/maintenance/assets': (fx) => ({
    body: { name: 'Fuzz generator', type: 'machine', groupId: fx.group, plate: 'GEN 45', fuelTankL: 120, fuelType: 'diesel', tireLayout: 'two-axle', odometerKm: 10, engineHours: 1200 },
    validStatus: 200,
  }),
  'PUT /v2/maintenance/assets/:id/tire-layout': (fx) => ({ body: { tireLayout: fx.tireLayout }, validStatus: 200 }),
  'POST /v2/maintenance/assets/:id/meters': (fx) => ({ body: { time: fx.now, engineHours: 1500, note: 'Fuzz reading' }, validStatus: 200 }),
  'POST /v2/maintenance/records': (fx) => ({
    body: { kind: 'd', assetId: fx.asset, documentType: 'road-tax', title: 'Fuzz road tax', reference: 'LKM-1', issuedOn: '2026-01-05', expiryDate: '2027-01-04', noticeDays: 30, cost: 1850, vendor: 'JPJ', notes: 'Renewed', files: [] },
    validStatus: 200,
  }),
  'PUT /v2/maintenance/records/:id': (fx) => ({
    body: { kind: 's', assetId: fx.asset, title: 'Fuzz service', time: fx.now, odometerKm: 1000, engineHours: 100, vendor: 'Fuzz workshop', lines: [PART], cost: 10, notes: 'Done', files: [] },
    validStatus: 200,
  }),
  'POST /v2/maintenance/programs': (fx) => ({
    body: { name: 'Fuzz program', description: 'Every six months', tasks: [TASK], assetIds: [fx.asset], groupIds: [fx.group], notifyWeb: true, emails: ['ops@fuzz.my'] },
    validStatus: 200,
  }),
  'PUT /v2/maintenance/programs/:id': (fx) => ({
    body: { name: 'Fuzz fixture program', description: '', tasks: [{ ...TASK, everyKm: 15000 }], assetIds: [fx.asset], groupIds: [], notifyWeb: false, emails: [] },
    validStatus: 200,
  }),
  'POST /v2/maintenance/work-orders': (fx) => ({
    body: { assetId: fx.asset, source: 'defect', title: 'Brake warning light', description: 'Comes on downhill', priority: 'high', assignee: 'Rahim', vendor: 'Fuzz workshop', dueDate: '2027-01-15', lines: [PART] },
    validStatus: 200,
  }),
  'PUT /v2/maintenance/work-orders/:id': (fx) => ({
    body: { assetId: fx.asset, source: 'manual', title: 'Fuzz order', description: 'Service', priority: 'normal', assignee: 'Rahim', vendor: 'Fuzz workshop', dueDate: '2027-01-15', lines: [PART] },
    validStatus: 200,
  }),
  'POST /v2/maintenance/work-orders/:id/status': () => ({ body: { status: 'in-progress', note: 'Started' }, validStatus: 200 }),
  'POST /v2/maintenance/work-orders/:id/complete': (fx) => ({
    body: { completedAt: fx.now, odometerKm: 1000, engineHours: 100, downtimeH: 2, lines: [PART, { ...PART, type: 'labour', description: 'Mechanic', partNumber: '', unitCost: 80 }], vendor: 'Fuzz workshop', notes: 'Done', files: [] },
    validStatus: 200,
  }),
  'POST /v2/maintenance/tires': () => ({ body: { ...TIRE, serial: 'FZ-2001' }, validStatus: 200 }),
  'PUT /v2/maintenance/tires/:id': () => ({ body: TIRE, validStatus: 200 }),
  'POST /v2/maintenance/tires/:id/fit': (fx) => ({ body: { assetId: fx.asset, position: fx.positions[0], time: fx.now, odometerKm: 1000, treadMm: 17, labourCost: 20 }, validStatus: 200 }),
  'POST /v2/maintenance/tires/:id/inspect': (fx) => ({ body: { time: fx.now, treadMm: 16, odometerKm: 1000 }, validStatus: 200 }),
  'POST /v2/maintenance/assets/:id/tire-rotation': (fx) => ({
    body: { time: fx.now, odometerKm: 1000, moves: [{ tireId: fx.tire, to: fx.positions[1] }], labourCost: 30, note: 'Rotated' },
    validStatus: 200,
  }),
  'POST /v2/maintenance/tires/:id/remove': (fx) => ({ body: { time: fx.now, odometerKm: 1000, treadMm: 14, reason: 'Worn', retire: false, labourCost: 25 }, validStatus: 200 }),
  // Transport (page key tms), in the order each is valid: the trip changed while planned, dispatched, cancelled and
  // planned again; the proof of delivery at the other trip's arrived stop.
  'POST /v2/trips': (fx) => ({ body: tripSample(fx, 'PO-FUZZ-1'), validStatus: 200 }),
  'PUT /v2/trips/:id': (fx) => ({ body: tripSample(fx, 'PO-FUZZ-FIXTURE'), validStatus: 200 }),
  'POST /v2/trips/:id/dispatch': () => ({ validStatus: 200 }),
  // No reason is a reason: `{}` cancels.
  'POST /v2/trips/:id/cancel': () => ({ body: { reason: 'Customer closed' }, validStatus: 200, emptyValid: true }),
  'POST /v2/trips/:id/reopen': () => ({ validStatus: 200 }),
  'POST /v2/trips/:id/stops/:seq/pod': (fx) => ({ body: { files: [fx.upload], note: 'Signed at the back door', receivedBy: 'Encik Razak' }, validStatus: 200 }),
  // Live-location share links: from the asset (a POI-like destination), and from the trip (planned again: its stops open).
  'POST /v2/assets/:id/share-links': () => ({ body: { expiresInS: 3_600, destination: { lat: 3.07, lng: 101.49, label: 'Fuzz site' } }, validStatus: 200 }),
  // A command to the asset's device (its Teltonika takes getinfo); the watch's call-back number bounds its text.
  'POST /v2/assets/:id/commands': () => ({ body: { kind: 'getinfo' }, validStatus: 200 }),
  'POST /v2/trips/:id/share-link': () => ({ body: { expiresInS: 3_600, stop: 'next' }, validStatus: 200 }),
  'POST /v2/drivers': (fx) => ({
    body: { name: 'Fuzz driver', phone: '+60 12-345 6789', licenceClass: 'E', licenceExpiry: '2027-01-10', driverKey: 'FZ0002', assetId: fx.asset, photoUrl: fx.upload, notes: 'Night shift', active: true },
    validStatus: 200,
  }),
  'PUT /v2/drivers/:id': (fx) => ({
    body: { name: 'Fuzz fixture driver', phone: '03-5511 2233', licenceClass: 'D', licenceExpiry: '2026-12-31', driverKey: 'FZ0001', assetId: fx.asset, photoUrl: fx.upload, notes: '', active: true },
    validStatus: 200,
  }),
  'POST /v2/transporters': (fx) => ({
    body: { name: 'Fuzz haulage', contact: 'Lim', phone: '03-5511 2233', email: 'ops@fuzz-haul.my', notes: 'Subcontractor', assetIds: [fx.asset], active: true },
    validStatus: 200,
  }),
  'PUT /v2/transporters/:id': (fx) => ({
    body: { name: 'Fuzz fixture haulage', contact: 'Lim', phone: '', email: '', notes: '', assetIds: [fx.asset], active: false },
    validStatus: 200,
  }),
  'POST /v2/transport-clients': (fx) => ({
    body: { name: 'Fuzz Wholesale', contact: 'Aminah', phone: '03-5511 0000', email: 'buyer@fuzz.my', notes: 'Back door', poiIds: [fx.poi], active: true },
    validStatus: 200,
  }),
  'PUT /v2/transport-clients/:id': (fx) => ({
    body: { name: 'Fuzz fixture client', contact: '', phone: '', email: 'buyer@fuzz.my', notes: '', poiIds: [fx.poi], active: true },
    validStatus: 200,
  }),
  // Vessel monitoring: a boat's register, the company's settings, a user's agency, zones drawn, changed and imported.
  'PUT /v2/vessels/:id/register': () => ({
    body: { registration: 'FZ 101', callSign: '9MFZ1', mmsi: '533000101', gearType: 'longline', lengthM: 21.5, homePort: 'Port Klang', agency: 'Fuzz agency', published: true },
    validStatus: 200,
    emptyValid: true,
  }),
  'PUT /v2/vessels/settings': () => ({ body: { silentHours: 8, publicDelayMin: 30 }, validStatus: 200 }),
  'PUT /v2/vessels/agency-users/:id': () => ({ body: { agency: 'Fuzz agency' }, validStatus: 200 }),
  'POST /v2/vessel-zones': () => ({ body: { name: 'Fuzz ground', kind: 'fishing', polygons: [[[[73.3, 4.3], [73.32, 4.3], [73.32, 4.32], [73.3, 4.3]]]], source: 'Fuzz' }, validStatus: 200 }),
  'PUT /v2/vessel-zones/:id': () => ({ body: { name: 'Fuzz harbour', kind: 'port', polygons: [[[[73.5, 4.17], [73.52, 4.17], [73.52, 4.19], [73.5, 4.17]]]], source: '' }, validStatus: 200 }),
  'POST /v2/vessel-zones/import': () => ({ body: { kind: 'anchorage', fileName: 'fuzz-anchorage.geojson', geojson: { type: 'Polygon', coordinates: [[[73.4, 4.0], [73.42, 4.0], [73.42, 4.02], [73.4, 4.0]]] }, source: 'Fuzz' }, validStatus: 200 }),
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
  'POST /v2/report-schedules/:id/run',
  'POST /v2/fleets/uploadFiles',
  'POST /v2/api/auth/logout',
  'POST /v2/devices/:identifier/unassign',
  'GET /v2/live',
  'POST /v2/users/:id/password-reset',
  'POST /v2/operator/companies/:tenantId/support-session',
  // The export jobs read the report's query (the period, the grid's view), no body.
  'POST /v2/reports/:type/pdf',
  'POST /v2/reports/:type/xlsx',
  // Revoking a share link is an action named by the path.
  'POST /v2/share-links/:id/revoke',
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
function mutations(sample: Json, ignore: readonly string[], emptyValid = false): { label: string; payload: string }[] {
  const out: { label: string; payload: string }[] = [
    { label: 'not JSON', payload: '{"unterminated": ' },
    ...(emptyValid ? [] : [{ label: 'empty object', payload: '{}' }]),
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
/** Stop numbers that are not a stop of the trip: not numbers, fractions, signs, beyond a trip's most stops, beyond its own. */
const BAD_SEQS = ['abc', '1.5', '-1', '0', '5', String(TRANSPORT_LIMITS.stopsMax + 1), '2147483648', '99999999999999999999', '1e3', "1'; drop table trip_stops; --", '..%2F..%2Fetc', '%00'];
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
    const schedule = await db
      .insertInto('report_schedules')
      .values({ tenant_id: demo.tenant_id, owner_id: demo.id, name: 'Fuzz schedule', report_type: 'summary', period: 'last-week', frequency: 'weekly', weekday: 1, month_day: 1, minute_of_day: 420, formats: ['pdf'], recipients: ['ops@fuzz.my'], enabled: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pushTarget = await db
      .insertInto('data_push_targets')
      .values({ tenant_id: demo.tenant_id, owner_id: demo.id, name: 'Fuzz target', kind: 'http', url: 'https://push.fuzz.invalid/fleet', send_positions: true, send_events: false, secret: 'fuzz', enabled: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Maintenance on the asset, written through the API an hour before the samples.
    const now = t.clock.now();
    const maintain = async <B>(url: string, payload: Record<string, unknown>): Promise<B> => {
      const r = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
      expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
      return r.json() as B;
    };
    const assetId = device.asset_id ?? 0;
    const record = await maintain<{ record: { id: number } }>('/v2/maintenance/records', { kind: 's', assetId, title: 'Fuzz service', time: now - 3_600_000, lines: [PART] });
    const program = await maintain<{ program: { id: number } }>('/v2/maintenance/programs', { name: 'Fuzz fixture program', tasks: [TASK], assetIds: [assetId] });
    const order = await maintain<{ workOrder: { id: number } }>('/v2/maintenance/work-orders', { assetId, title: 'Fuzz order' });
    const tire = await maintain<{ tire: { id: number } }>('/v2/maintenance/tires', TIRE);
    // The asset's axle layout (its type's default unless one was chosen) and its free positions.
    const chosen = (await db.selectFrom('assets').select('tire_layout').where('id', '=', assetId).executeTakeFirstOrThrow()).tire_layout as TireLayout | null;
    const tireLayout = chosen ?? defaultTireLayout(asset.type);
    expect(tireLayout, `a tire layout for the asset's type ${asset.type}`).not.toBeNull();
    const occupied = new Set((await db.selectFrom('tires').select('position').where('asset_id', '=', assetId).execute()).map((r) => r.position));
    // Transport on the asset: a driver, a transporter, a client, and two planned trips (one whose stop has arrived).
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v2/fleets/uploadFiles',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': 'pod.png' },
      payload: Buffer.from('\x89PNG fuzz', 'latin1'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const driver = await maintain<{ driver: { id: number } }>('/v2/drivers', { name: 'Fuzz fixture driver', driverKey: 'FZ0001', assetId });
    const transporter = await maintain<{ transporter: { id: number } }>('/v2/transporters', { name: 'Fuzz fixture haulage', assetIds: [assetId] });
    const transportClient = await maintain<{ client: { id: number } }>('/v2/transport-clients', { name: 'Fuzz fixture client', poiIds: [poi.id] });
    // The asset carries no trip under way (a seeded one is cancelled), so that the fixture trip can be dispatched.
    for (const busy of await db.selectFrom('trips').select('id').where('asset_id', '=', assetId).where('status', 'in', ['dispatched', 'en-route', 'at-stop']).execute()) {
      await maintain(`/v2/trips/${busy.id}/cancel`, { reason: 'Fuzz' });
    }
    const plannedTrip = async (reference: string) =>
      (await maintain<{ trip: { id: number } }>('/v2/trips', { assetId, reference, stops: [{ kind: 'pickup', poiId: poi.id }, { kind: 'drop', lat: 3.07, lng: 101.49 }] })).trip.id;
    const trip = await plannedTrip('PO-FUZZ-FIXTURE');
    const podTrip = await plannedTrip('PO-FUZZ-DELIVERED');
    await db.updateTable('trip_stops').set({ state: 'arrived', arrived_at: new Date(now - 3_600_000) }).where('trip_id', '=', podTrip).where('seq', '=', 1).execute();
    // The program's save checks its reminders in the background: done before the fingerprint is taken.
    await t.app.fleet.reminders.check(demo.tenant_id);
    fx = {
      target: pushTarget.id,
      schedule: schedule.id,
      reminder: reminder.id,
      asset: assetId,
      assetName: asset.name,
      assetType: asset.type,
      group: asset.group_id ?? 0,
      device: device.identifier,
      poi: poi.id,
      user: demo.id,
      tenant: demo.tenant_id,
      rule: rule.id,
      record: record.record.id,
      program: program.program.id,
      workOrder: order.workOrder.id,
      tire: tire.tire.id,
      tireLayout: tireLayout ?? 'two-axle',
      positions: tirePositions(tireLayout ?? 'two-axle')
        .map((p) => p.code)
        .filter((code) => !occupied.has(code)),
      now,
      driver: driver.driver.id,
      transporter: transporter.transporter.id,
      transportClient: transportClient.client.id,
      trip,
      podTrip,
      podSeq: 1,
      upload: (upload.json() as { url: string }).url,
      boat: (await db.selectFrom('assets').select('id').where('tenant_id', '=', demo.tenant_id).where('type', '=', 'boat').orderBy('id').executeTakeFirstOrThrow()).id,
      zone: (await db.selectFrom('vessel_zones').select('id').where('tenant_id', '=', demo.tenant_id).where('kind', '=', 'port').orderBy('id').executeTakeFirstOrThrow()).id,
    };
    // Sign-in times are written by sign-ins; freeze them by signing in before the fingerprint.
  });
  afterAll(() => t.close());

  const urlOf = (route: string) =>
    route
      .replace(/^\/v2\/asset-groups\/:id$/, `/v2/asset-groups/${fx.group}`)
      .replace(/^\/v2\/alerts\/rules\/:id$/, `/v2/alerts/rules/${fx.rule}`)
      .replace(/^\/v2\/reminders\/:id/, `/v2/reminders/${fx.reminder}`)
      .replace(/^\/v2\/report-schedules\/:id/, `/v2/report-schedules/${fx.schedule}`)
      .replace(/^\/v2\/data-push\/:id/, `/v2/data-push/${fx.target}`)
      .replace(/^\/v2\/maintenance\/records\/:id/, `/v2/maintenance/records/${fx.record}`)
      .replace(/^\/v2\/maintenance\/programs\/:id/, `/v2/maintenance/programs/${fx.program}`)
      .replace(/^\/v2\/maintenance\/work-orders\/:id/, `/v2/maintenance/work-orders/${fx.workOrder}`)
      .replace(/^\/v2\/maintenance\/tires\/:id/, `/v2/maintenance/tires/${fx.tire}`)
      .replace(/^\/v2\/trips\/:id\/stops/, `/v2/trips/${fx.podTrip}/stops`)
      .replace(/^\/v2\/trips\/:id/, `/v2/trips/${fx.trip}`)
      .replace(':seq', String(fx.podSeq))
      .replace(/^\/v2\/drivers\/:id/, `/v2/drivers/${fx.driver}`)
      .replace(/^\/v2\/transporters\/:id/, `/v2/transporters/${fx.transporter}`)
      .replace(/^\/v2\/transport-clients\/:id/, `/v2/transport-clients/${fx.transportClient}`)
      .replace(/^\/v2\/vessels\/agency-users\/:id/, `/v2/vessels/agency-users/${fx.user}`)
      .replace(/^\/v2\/vessels\/:id/, `/v2/vessels/${fx.boat}`)
      .replace(/^\/v2\/vessel-zones\/:id/, `/v2/vessel-zones/${fx.zone}`)
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
      if (sample?.body !== undefined) {
        for (const m of mutations(sample.body as Json, sample.ignore ?? [], sample.emptyValid)) await send(route.method, urlOf(route.url), m.payload, m.label, bearer);
      }
      // Every id in the path replaced by what is not an id.
      for (const param of [':id', ':receiptId', ':identifier', ':tenantId', ':seq']) {
        const pattern = new RegExp(`${param}(?![A-Za-z])`);
        if (!pattern.test(route.url)) continue;
        for (const bad of param === ':identifier' ? BAD_IDENTIFIERS : param === ':seq' ? BAD_SEQS : BAD_IDS) {
          const url = urlOf(route.url.replace(pattern, encodeURIComponent(bad).replace(/%25/g, '%')));
          await send(route.method, url, sample?.body !== undefined ? JSON.stringify(sample.body) : undefined, `${param} = ${bad}`, bearer);
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
    // Some 4,000 requests: more than the default 20 s on a busy machine.
  }, 90_000);

  it('accepts each valid sample (so the refusals above were the mutations’ doing)', async () => {
    for (const [key, make] of Object.entries(SAMPLES)) {
      const [method, route] = key.split(' ') as [string, string];
      const sample = make(fx);
      const r = await t.app.inject({
        method: method as 'POST',
        url: urlOf(route),
        headers: { authorization: `Bearer ${sample.asOperator ? operatorToken : token}` },
        ...(sample.body === undefined ? {} : { payload: sample.body as Record<string, unknown> }),
      });
      expect(r.statusCode, `${key}: ${r.body.slice(0, 200)}`).toBe(sample.validStatus);
    }
  });
});
