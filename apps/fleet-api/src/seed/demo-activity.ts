/**
 * Demo records that follow the simulation (issue #13): fuel receipts made from the refuels the simulator made, at
 * the place and time they happened, with a few deliberate mismatches for fuel reconciliation; and maintenance
 * records (services, tires) carrying the asset's own odometer at their time, so they increase with it.
 */
import type { DemoPlace, DemoRefuel } from '@fleet/demo-fleet';
import { haversineKm } from '@fleet/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, FuelReceiptTable, MaintenanceRecordTable } from '../db/schema';
import { DEMO_POIS } from './demo-pois';
import { DEMO_RECEIPT_UPLOAD_ID } from './seed-demo-reports';

/** server_settings key that marks the demo maintenance records (services, tires) as written. */
export const DEMO_MAINTENANCE_KEY = 'seed:demo-maintenance';

/** Diesel and RON95 prices, RM per litre. */
const DIESEL_RM = 2.15;
const RON95_RM = 2.05;
const BRANDS = ['Petronas', 'Shell', 'Petron', 'Caltex', 'BHPetrol'];
/** Where the phantom receipts say they were filled: far from where the demo vehicles were. */
const PHANTOM_STATION = DEMO_POIS.find((p) => p.name === 'Petronas Sandakan')!;
const STATIONS = DEMO_POIS.filter((p) => p.group === 'Fuel Stations');
/** A station's name is the receipt's location when the refuel happened within this of it, km. */
const STATION_RADIUS_KM = 0.5;

/** A small deterministic hash of two integers, 0..2^32-1. */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/** What became of a refuel on paper. */
export type DemoReceiptKind = 'faithful' | 'missing' | 'inflated' | 'faithful+phantom';

/**
 * The deliberate mismatches, by a hash of the refuel (deterministic): 1 in 12 refuels gets no receipt (refuel
 * without receipt), 1 in 12 a receipt claiming 30 % more than was pumped (volume mismatch), 1 in 12 a faithful
 * receipt plus, two days later, a receipt from Petronas Sandakan for fuel that never reached the tank (receipt
 * without refuel); the rest a faithful receipt.
 */
export function demoReceiptKind(r: Pick<DemoRefuel, 'assetId' | 'start'>): DemoReceiptKind {
  switch (hash(r.assetId, Math.floor(r.start / 1000)) % 12) {
    case 0:
      return 'missing';
    case 1:
      return 'inflated';
    case 2:
      return 'faithful+phantom';
    default:
      return 'faithful';
  }
}

/** The receipt's location: the station's name when the refuel happened at one, else a brand and the nearest town. */
function locationOf(r: DemoRefuel, places: readonly DemoPlace[]): string {
  let best: { name: string; km: number } | null = null;
  for (const s of STATIONS) {
    const km = haversineKm(r.lat, r.lng, s.lat, s.lng);
    if (km <= STATION_RADIUS_KM && (!best || km < best.km)) best = { name: s.name, km };
  }
  if (best) return best.name;
  let town: DemoPlace | null = null;
  let townKm = Infinity;
  for (const p of places) {
    const km = haversineKm(r.lat, r.lng, p.lat, p.lng);
    if (km < townKm) {
      town = p;
      townKm = km;
    }
  }
  const brand = BRANDS[hash(r.assetId, Math.floor(r.start / 60_000)) % BRANDS.length]!;
  return town ? `${brand} ${town.name}` : brand;
}

/** Options of `writeDemoFuelReceipts`. */
export interface DemoReceiptOptions {
  /** The gazetteer, for the town a station lies in. */
  places: readonly DemoPlace[];
  /** Whether the demo receipt image is stored (FLEET_DATA_DIR): receipts then list it. */
  withImage: boolean;
}

/**
 * Writes the fuel receipts of simulated refuels (see `demoReceiptKind`); idempotent: a receipt already stored for an
 * asset at the same time is not written again. Cars pay RON95, everything else diesel.
 * @returns the receipts written
 */
export async function writeDemoFuelReceipts(db: Kysely<DB>, tenantId: string, refuels: readonly DemoRefuel[], options: DemoReceiptOptions): Promise<number> {
  if (refuels.length === 0) return 0;
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<number>`any(${[...new Set(refuels.map((r) => r.assetId))]}::int[])`)
    .execute();
  const typeOf = new Map(assets.map((a) => [a.id, a.type]));
  const author = (await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('role', '=', 'Administrator').executeTakeFirst())?.id ?? null;
  const files = JSON.stringify(options.withImage ? [`/v2/uploads/${tenantId}/${DEMO_RECEIPT_UPLOAD_ID}.png`] : []);
  const rows: Insertable<FuelReceiptTable>[] = [];
  const receipt = (r: DemoRefuel, time: number, litres: number, location: string, lat: number, lng: number) => {
    const perLitre = typeOf.get(r.assetId) === 'car' ? RON95_RM : DIESEL_RM;
    const fuel = Math.round(litres * 10) / 10;
    rows.push({ tenant_id: tenantId, asset_id: r.assetId, time: new Date(time), fuel, price: Math.round(fuel * perLitre * 100) / 100, priceperliter: perLitre, location, files, created_by: author, lat, lng });
  };
  for (const r of refuels) {
    if (!typeOf.has(r.assetId)) continue;
    const kind = demoReceiptKind(r);
    if (kind === 'missing') continue;
    const h = hash(r.assetId, Math.floor(r.end / 1000));
    // Printed when the pump stops, plus the minutes to pay; the pump's litres to 0.1 L, within 1 % of the sensor's.
    const time = r.end + (1 + (h % 6)) * 60_000;
    receipt(r, time, kind === 'inflated' ? r.litres * 1.3 : r.litres, locationOf(r, options.places), r.lat, r.lng);
    if (kind === 'faithful+phantom') {
      receipt(r, time + 2 * 86_400_000 + (h % 180) * 60_000, 150 + (h % 80), PHANTOM_STATION.name, PHANTOM_STATION.lat, PHANTOM_STATION.lng);
    }
  }
  if (rows.length === 0) return 0;
  // Idempotent: the simulation replays refuels after a restart; a receipt of the same asset and minute is kept once.
  const existing = await db
    .selectFrom('fuel_receipts')
    .select(['asset_id', 'time'])
    .where('tenant_id', '=', tenantId)
    .where('time', '>=', new Date(Math.min(...rows.map((r) => (r.time as Date).getTime()))))
    .where('time', '<=', new Date(Math.max(...rows.map((r) => (r.time as Date).getTime()))))
    .execute();
  const seen = new Set(existing.map((e) => `${e.asset_id}/${e.time.getTime()}`));
  const fresh = rows.filter((r) => !seen.has(`${r.asset_id}/${(r.time as Date).getTime()}`));
  for (let i = 0; i < fresh.length; i += 500) await db.insertInto('fuel_receipts').values(fresh.slice(i, i + 500)).execute();
  return fresh.length;
}

/** The asset's odometer at a time: its last position at or before it with an odometer (null without). */
async function odometerAt(db: Kysely<DB>, assetId: number, time: number): Promise<number | null> {
  const row = await db
    .selectFrom('positions')
    .select('odometer')
    .where('asset_id', '=', assetId)
    .where('time', '<=', new Date(time))
    .where('odometer', 'is not', null)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.odometer ?? null;
}

const TIRE_POSITIONS = ['Front Left', 'Front Right', 'Rear Left Outer', 'Rear Right Outer', 'Rear Left Inner', 'Rear Right Inner'];

/**
 * Writes the demo cars' and trucks' services and tire changes over the stored history, once, each with the asset's
 * own odometer at its time (so that the Maintenance Log and Tire Cost Analysis agree with the telemetry and
 * increase with time). Runs after the first backfill.
 * @returns the records written (0 when done before or without history)
 */
export async function writeDemoMaintenance(db: Kysely<DB>, tenantId: string, now: number): Promise<number> {
  const claimed = await db
    .insertInto('server_settings')
    .values({ key: DEMO_MAINTENANCE_KEY, value: tenantId })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return 0;
  const vehicles = await db.selectFrom('assets').select(['id', 'type']).where('tenant_id', '=', tenantId).where('type', 'in', ['truck', 'car']).orderBy('id').execute();
  const rows: Insertable<MaintenanceRecordTable>[] = [];
  const DAY = 86_400_000;
  for (const v of vehicles) {
    const truck = v.type === 'truck';
    const h = (n: number) => hash(v.id, n) / 4_294_967_296;
    // Oldest first: a service 20-28 days ago, two tire changes 5-20 days ago, a brake inspection 2-10 days ago.
    const plan: { kind: 's' | 't'; daysAgo: number; title: string; cost: number; details: Record<string, string | number | null> }[] = [
      { kind: 's', daysAgo: 20 + h(1) * 8, title: truck ? 'Service B (engine oil, filters)' : 'Service A (engine oil)', cost: truck ? 900 + h(2) * 700 : 250 + h(2) * 200, details: { workshop: 'Shah Alam Motor Works' } },
      ...[0, 1].map((i) => ({
        kind: 't' as const,
        daysAgo: 5 + h(10 + i) * 15,
        title: truck ? 'Michelin X Multi Z 295/80R22.5' : 'Bridgestone Turanza 215/55R17',
        cost: truck ? 1300 + h(20 + i) * 500 : 350 + h(20 + i) * 150,
        details: { position: (truck ? TIRE_POSITIONS : TIRE_POSITIONS.slice(0, 4))[Math.floor(h(30 + i) * (truck ? 6 : 4))]!, kmRun: Math.round((truck ? 60_000 : 35_000) + h(40 + i) * 30_000) },
      })),
      { kind: 's', daysAgo: 2 + h(3) * 8, title: 'Brake inspection', cost: truck ? 300 + h(4) * 300 : 120 + h(4) * 100, details: { workshop: 'Shah Alam Motor Works' } },
    ];
    for (const p of plan) {
      const time = Math.round(now - p.daysAgo * DAY);
      const odometer = await odometerAt(db, v.id, time);
      if (odometer === null) continue;
      rows.push({ tenant_id: tenantId, asset_id: v.id, kind: p.kind, time: new Date(time), title: p.title, cost: Math.round(p.cost * 100) / 100, odometer: Math.round(odometer), details: JSON.stringify(p.details) });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('maintenance_records').values(rows.slice(i, i + 500)).execute();
  return rows.length;
}
