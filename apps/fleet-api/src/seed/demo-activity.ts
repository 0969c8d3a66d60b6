/**
 * Demo records that follow the simulation (issue #13): fuel receipts made from the refuels the simulator made, at
 * the place and time they happened, with a few deliberate mismatches for fuel reconciliation. The maintenance demo
 * (services, tires, documents at the assets' own meters) is in `demo-maintenance/`.
 */
import type { DemoPlace, DemoRefuel } from '@fleet/demo-fleet';
import { haversineKm } from '@fleet/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, FuelReceiptTable } from '../db/schema';
import { DEMO_POIS } from './demo-pois';
import { DEMO_RECEIPT_UPLOAD_ID } from './seed-demo-reports';

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
