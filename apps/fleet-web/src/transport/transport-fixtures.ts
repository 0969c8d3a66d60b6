import type { AssetSummary, Client, Driver, OnTimeFigures, Poi, Transporter, TransportTrip, TripDetail, TripStop } from '@fleet/domain';

// Trips, drivers, clients, transporters, vehicles and POIs of Shah Alam for the stories and unit tests of the transport
// pages: a fixed clock (Tuesday 24 November 2026, 10:00 in Kuala Lumpur).

/** The user's zone of the fixtures. */
export const FIXTURE_ZONE = 'Asia/Kuala_Lumpur';
/** Tuesday 24 November 2026, 10:00 in Kuala Lumpur. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 24, 2, 0);
/** An hour and a minute, ms. */
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
/** 24 November 2026 at hh:mm in Kuala Lumpur. */
export const klAt = (hour: number, minute = 0, dayOffset = 0): number => Date.UTC(2026, 10, 24 + dayOffset, hour - 8, minute);

const ring = (lat: number, lng: number, d = 0.0006): [number, number][] => [
  [lng - d, lat - d],
  [lng + d, lat - d],
  [lng + d, lat + d],
  [lng - d, lat + d],
  [lng - d, lat - d],
];

/** The company's POIs: the depot and three customers. */
export const FIXTURE_PLACES = [
  { id: 1, name: 'Depot Shah Alam Seksyen 7', lat: 3.068132, lng: 101.49539 },
  { id: 2, name: 'Mydin Wholesale Seksyen 7', lat: 3.06638, lng: 101.481037 },
  { id: 3, name: 'Sarjana Logistics Park', lat: 3.067333, lng: 101.503438 },
  { id: 4, name: 'Kayangan Cold Store', lat: 3.070348, lng: 101.487921 },
] as const;

/** The places as the company's POIs (a square ring each). */
export const FIXTURE_POIS: Poi[] = FIXTURE_PLACES.map((p) => ({
  id: p.id,
  name: p.name,
  paths: ring(p.lat, p.lng).slice(0, -1).map(([lng, lat]) => ({ lat, lng })),
  metadata: { name: p.name, lat: p.lat, lng: p.lng, type: 'customer', color: '#1E88E5' },
  meta: { type: 'customer', color: '#1E88E5' },
  groups: [],
}));

/** Four trucks: two of the own fleet, two of a subcontractor. */
export const FIXTURE_VEHICLES: AssetSummary[] = [
  { assetId: 1, assetName: 'Hino 500 - WXY 4821', assetGroup: 'Haulage', unitId: '860001', type: 'truck', iconType: 'truck' },
  { assetId: 2, assetName: 'Isuzu NPR - VBN 88', assetGroup: 'Haulage', unitId: '860002', type: 'truck', iconType: 'truck' },
  { assetId: 3, assetName: 'Scania P410 - BKL 7', assetGroup: 'Subcontract', unitId: '860003', type: 'truck', iconType: 'truck' },
  { assetId: 4, assetName: 'Fuso Canter - WMT 512', assetGroup: 'Subcontract', unitId: '860004', type: 'truck', iconType: 'truck' },
];

const driverOf = (id: number, name: string, change: Partial<Driver> = {}): Driver => ({
  id,
  name,
  phone: '+60 12-345 67' + String(id).padStart(2, '0'),
  licenceClass: 'E',
  licenceExpiry: '2027-06-30',
  licenceState: 'ok',
  driverKey: `01A4C2${id}F00`,
  assetId: id <= 3 ? id : null,
  assetName: id <= 3 ? FIXTURE_VEHICLES[id - 1]!.assetName : null,
  photoUrl: null,
  notes: '',
  active: true,
  onAssetId: id <= 3 ? id : null,
  ...change,
});

/** Drivers with a valid licence, one expiring soon, one expired, and an inactive one without a licence expiry or key. */
export const FIXTURE_DRIVERS: Driver[] = [
  driverOf(1, 'Ahmad Faizal'),
  driverOf(2, 'Siti Aminah', { licenceExpiry: '2026-12-10', licenceState: 'due-soon' }),
  driverOf(3, 'Raj Kumar', { licenceExpiry: '2026-10-01', licenceState: 'expired' }),
  driverOf(4, 'Lee Wei', { licenceExpiry: null, licenceState: null, driverKey: null, active: false }),
];

const partner = { contact: 'Operations desk', phone: '+60 3-5510 1234', email: '', notes: '', active: true };
/** Three clients, a site each. */
export const FIXTURE_CLIENTS: Client[] = [
  { id: 1, name: 'Mydin Wholesale', ...partner, email: 'ops@mydin.example', sites: [{ poiId: 2, name: FIXTURE_PLACES[1].name }] },
  { id: 2, name: 'Sarjana Logistics', ...partner, sites: [{ poiId: 3, name: FIXTURE_PLACES[2].name }] },
  { id: 3, name: 'Kayangan Cold Store', ...partner, contact: 'Mr Tan', sites: [{ poiId: 4, name: FIXTURE_PLACES[3].name }] },
];

/** Two transporters with two vehicles each. */
export const FIXTURE_TRANSPORTERS: Transporter[] = [
  { id: 1, name: 'Shah Alam Haulage', ...partner, assetIds: [1, 2] },
  { id: 2, name: 'Kargo Laju Sdn Bhd', ...partner, contact: 'Encik Hafiz', assetIds: [3, 4] },
];

/** A stop at one of the fixture places (pending, no window) with `change`. */
export function tripStop(seq: number, placeId: number, change: Partial<TripStop> = {}): TripStop {
  const place = FIXTURE_PLACES.find((p) => p.id === placeId)!;
  return {
    id: seq * 100 + placeId,
    seq,
    kind: seq === 1 ? 'pickup' : 'drop',
    poiId: place.id,
    place: place.name,
    address: '',
    lat: place.lat,
    lng: place.lng,
    radiusM: 150,
    ring: ring(place.lat, place.lng),
    windowFrom: null,
    windowTo: null,
    goods: '',
    quantity: 0,
    weightKg: 0,
    notes: '',
    state: 'pending',
    arrivedAt: null,
    departedAt: null,
    delayMin: null,
    pod: null,
    ...change,
  };
}

/** A trip (planned, Hino with Ahmad for Mydin, from the depot to Mydin 13:00–15:30) with `change`. */
export function transportTrip(id: number, change: Partial<TransportTrip> = {}): TransportTrip {
  const stops = change.stops ?? [
    tripStop(1, 1, { windowFrom: klAt(13), windowTo: klAt(14), goods: 'Rice 10 kg bags', quantity: 120, weightKg: 1_200 }),
    tripStop(2, 2, { windowFrom: klAt(14, 30), windowTo: klAt(15, 30), goods: 'Rice 10 kg bags', quantity: 120, weightKg: 1_200 }),
  ];
  const asset = FIXTURE_VEHICLES.find((v) => v.assetId === (change.assetId ?? 1))!;
  const status = change.status ?? 'planned';
  return {
    id,
    number: `TR-${String(id).padStart(4, '0')}`,
    reference: `PO-55${id}0`,
    clientId: 1,
    clientName: 'Mydin Wholesale',
    assetId: asset.assetId,
    assetName: asset.assetName,
    driverId: 1,
    driverName: 'Ahmad Faizal',
    transporterId: null,
    transporterName: null,
    status,
    displayStatus: status,
    late: false,
    plannedStart: stops[0]?.windowFrom ?? FIXTURE_NOW,
    plannedEnd: stops[stops.length - 1]?.windowTo ?? FIXTURE_NOW,
    dispatchedAt: status === 'planned' ? null : klAt(7, 30),
    completedAt: null,
    cancelledAt: null,
    cancelReason: '',
    notes: '',
    stops,
    next: null,
    position: null,
    quantity: 120,
    weightKg: 1_200,
    createdBy: 'dispatch@demo',
    updatedAt: '2026-11-24T01:00:00.000Z',
    ...change,
  };
}

/** The trips of the fixture week: planned, dispatched, en route, late, at a stop, completed and cancelled. */
export const FIXTURE_TRIPS: TransportTrip[] = [
  transportTrip(1),
  transportTrip(2, {
    status: 'en-route',
    displayStatus: 'en-route',
    assetId: 2,
    driverId: 2,
    driverName: 'Siti Aminah',
    clientId: 2,
    clientName: 'Sarjana Logistics',
    transporterId: 1,
    transporterName: 'Shah Alam Haulage',
    stops: [
      tripStop(1, 1, { windowFrom: klAt(8), windowTo: klAt(8, 30), state: 'departed', arrivedAt: klAt(8, 5), departedAt: klAt(8, 40), delayMin: 0, goods: 'Pallets', quantity: 12, weightKg: 3_400 }),
      tripStop(2, 3, { windowFrom: klAt(10), windowTo: klAt(11), delayMin: 0, goods: 'Pallets', quantity: 12, weightKg: 3_400 }),
    ],
    next: { seq: 2, eta: FIXTURE_NOW + 12 * MINUTE_MS, distanceKm: 6.4, speedKmh: 38 },
    position: { lat: 3.0679, lng: 101.4991, time: FIXTURE_NOW - 20_000, speed: 41 },
  }),
  transportTrip(3, {
    status: 'en-route',
    displayStatus: 'late',
    late: true,
    assetId: 3,
    driverId: 3,
    driverName: 'Raj Kumar',
    clientId: 3,
    clientName: 'Kayangan Cold Store',
    transporterId: 2,
    transporterName: 'Kargo Laju Sdn Bhd',
    stops: [
      tripStop(1, 1, { windowFrom: klAt(7), windowTo: klAt(7, 30), state: 'departed', arrivedAt: klAt(7, 10), departedAt: klAt(7, 50), delayMin: 0 }),
      tripStop(2, 4, { windowFrom: klAt(9), windowTo: klAt(9, 30), delayMin: 50 }),
      tripStop(3, 2, { windowFrom: klAt(11), windowTo: klAt(12), delayMin: 0 }),
    ],
    next: { seq: 2, eta: FIXTURE_NOW + 20 * MINUTE_MS, distanceKm: 9.8, speedKmh: 30 },
    position: { lat: 3.0612, lng: 101.4731, time: FIXTURE_NOW - 15_000, speed: 28 },
  }),
  transportTrip(4, {
    status: 'at-stop',
    displayStatus: 'at-stop',
    assetId: 4,
    driverId: null,
    driverName: null,
    stops: [
      tripStop(1, 4, { windowFrom: klAt(9, 30), windowTo: klAt(10, 30), state: 'arrived', arrivedAt: klAt(9, 45), delayMin: 0 }),
      tripStop(2, 2, { windowFrom: klAt(11), windowTo: klAt(12) }),
    ],
    position: { lat: 3.070348, lng: 101.487921, time: FIXTURE_NOW - 30_000, speed: 0 },
  }),
  transportTrip(5, {
    status: 'completed',
    displayStatus: 'completed',
    late: true,
    stops: [
      tripStop(1, 1, { windowFrom: klAt(8, 0, -1), windowTo: klAt(9, 0, -1), state: 'departed', arrivedAt: klAt(8, 20, -1), departedAt: klAt(8, 50, -1), delayMin: 0 }),
      tripStop(2, 2, {
        windowFrom: klAt(10, 0, -1),
        windowTo: klAt(10, 30, -1),
        state: 'departed',
        arrivedAt: klAt(10, 52, -1),
        departedAt: klAt(11, 30, -1),
        delayMin: 22,
        pod: { files: ['/v2/uploads/t1/pod-5.jpg'], note: 'Two cartons dented', receivedBy: 'Aisyah (store)', at: klAt(11, 20, -1), by: 'dispatch@demo' },
      }),
    ],
    completedAt: klAt(11, 30, -1),
  }),
  transportTrip(6, { status: 'cancelled', displayStatus: 'cancelled', cancelledAt: klAt(9), cancelReason: 'Client closed for stock-take', clientId: 2, clientName: 'Sarjana Logistics' }),
  transportTrip(7, {
    status: 'dispatched',
    displayStatus: 'dispatched',
    assetId: 1,
    stops: [tripStop(1, 1, { windowFrom: klAt(11), windowTo: klAt(11, 30) }), tripStop(2, 3, { windowFrom: klAt(12), windowTo: klAt(13) })],
    next: { seq: 1, eta: FIXTURE_NOW + 4 * MINUTE_MS, distanceKm: 1.2, speedKmh: 45 },
  }),
];

/** The on-time figures of FIXTURE_TRIPS (the completed trip's drop 22 min late). */
export const FIXTURE_FIGURES: OnTimeFigures = {
  trips: 6,
  completed: 1,
  onTime: 0,
  onTimePercent: 0,
  stopsReached: 5,
  lateStops: 1,
  averageDelayMin: 22,
  cancelled: 1,
  quantity: 120,
  weightKg: 1_200,
};

/** The detail of the en-route trip: its route since dispatch and an overspeed on the way. */
export const FIXTURE_DETAIL: Omit<TripDetail, 'success'> = {
  trip: FIXTURE_TRIPS[1]!,
  route: [
    [klAt(7, 55), 3.0681, 101.4954, 0],
    [klAt(8, 5), 3.0681, 101.4954, 0],
    [klAt(8, 45), 3.0683, 101.4968, 24],
    [klAt(9, 10), 3.0676, 101.4981, 52],
    [FIXTURE_NOW - 20_000, 3.0679, 101.4991, 41],
  ],
  events: [
    { time: klAt(9, 12), type: 'overspeed', title: 'Overspeed 92 km/h', lat: 3.0676, lng: 101.4981, speed: 92 },
    { time: klAt(9, 40), type: 'fatigue', title: 'Driving 4 h without a break', lat: null, lng: null, speed: null },
  ],
};
