import { parseZoneGeoJson, VESSEL_DEFAULTS, type GearType, type ZoneKind } from '@fleet/domain';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { DB } from '../db/schema';
import { vesselSettingsOf } from '../vessels/vessel-repository';

/** server_settings key that marks the demo vessels as seeded. */
export const DEMO_VESSELS_SEED_KEY = 'seed:demo-vessels';
/** The agency of the Maldives fishing dhonis, and of the demo vessel user. */
export const DEMO_MALDIVES_AGENCY = 'Malé Fisheries Cooperative';
/** The agency of the company's own boats off Port Klang. */
export const DEMO_MARINE_AGENCY = 'Klang Marine Services';
/** The demo vessel user (a Vessel agency Client): username and password. */
export const DEMO_VESSEL_USER = 'vessel';
/** The group of the company's boats off Port Klang. */
const MARINE_GROUP = 'Marine Operations';

const box = (lng: number, lat: number, dLng: number, dLat: number): [number, number][] => [
  [lng - dLng, lat - dLat],
  [lng + dLng, lat - dLat],
  [lng + dLng, lat + dLat],
  [lng - dLng, lat + dLat],
  [lng - dLng, lat - dLat],
];

/**
 * The demo's zones (degrees). The ports hold the berths the demo fleet's boats lie at (libs/demo-fleet marine.ts and
 * maldives.ts): Malé Fishing Harbour, the island harbours of Thulusdhoo and Maafushi, the Port Klang berths; the
 * fishing zones cover two of the dhonis' grounds east of the Malé atolls; the anchorage is Malé's outer road.
 */
export const DEMO_ZONES: readonly { name: string; kind: ZoneKind; ring: [number, number][] }[] = [
  { name: 'Malé Fishing Harbour', kind: 'port', ring: box(73.5078, 4.1805, 0.0075, 0.005) },
  { name: 'Thulusdhoo Harbour', kind: 'port', ring: box(73.6436, 4.3728, 0.004, 0.004) },
  { name: 'Maafushi Harbour', kind: 'port', ring: box(73.4862, 3.9435, 0.004, 0.004) },
  { name: 'Port Klang North Port', kind: 'port', ring: box(101.355, 3.026, 0.01, 0.02) },
  { name: 'Malé outer anchorage', kind: 'anchorage', ring: box(73.54, 4.165, 0.012, 0.008) },
  { name: 'Vaadhoo Kandu fishing ground', kind: 'fishing', ring: box(73.675, 4.05, 0.05, 0.05) },
  { name: 'Hulhumalé FAD fishing ground', kind: 'fishing', ring: box(73.745, 4.24, 0.06, 0.06) },
];

/** The maritime boundaries seeded as EEZ zones (files under the data folder's maritime/, ODbL; see ATTRIBUTION.md there). */
const EEZ_FILES = [
  { file: 'osm-maritime-maldives.geojson', name: 'Maldives EEZ' },
  { file: 'osm-maritime-malaysia.geojson', name: 'Malaysia EEZ' },
] as const;
const OSM_CREDIT = '© OpenStreetMap contributors (ODbL)';

/** Register data of the Port Klang boats, by name. */
const MARINE_REGISTER: Record<string, { registration: string; callSign: string; mmsi: string; gearType: GearType; lengthM: number; published: boolean }> = {
  'MV Sri Kinabalu': { registration: 'PKL 2231', callSign: '9MKA7', mmsi: '533130417', gearType: 'none', lengthM: 62, published: true },
  'MV Teluk Intan': { registration: 'PKL 2274', callSign: '9MKC2', mmsi: '533130592', gearType: 'none', lengthM: 58, published: false },
  'Tug Bunga Raya 3': { registration: 'PKL 1187', callSign: '9WTB3', mmsi: '533120881', gearType: 'none', lengthM: 32, published: false },
  'Supply Vessel Pelangi 7': { registration: 'PKL 3310', callSign: '9MPL7', mmsi: '533131106', gearType: 'none', lengthM: 71, published: false },
  'Fast Boat Labuan Express': { registration: 'LBN 0412', callSign: '9MLE4', mmsi: '533133459', gearType: 'none', lengthM: 35, published: true },
  'Fishing Vessel KNF 1123': { registration: 'KNF 1123', callSign: '9MKN1', mmsi: '533112380', gearType: 'trawl', lengthM: 24, published: true },
};

/**
 * Seeds the demo's vessel area once (marked in server_settings, in one transaction): the zones (ports, an anchorage,
 * fishing grounds, and the EEZs of the Maldives and Malaysia from the OSM maritime boundaries when `demoDataDir` is
 * given), the register of the Port Klang boats and of every boat of a group whose name holds "Maldives" (pole-and-line
 * and handline dhonis of Malé, three of them published), the vessel settings, and the demo vessel user
 * vessel/vessel: a Client with the Vessel, Monitor and Playback pages and `vessel:agency`, of the Malé agency, given
 * the boat groups (their vessel area shows their agency's dhonis only).
 * @returns whether this call seeded them
 */
export async function seedDemoVessels(db: Kysely<DB>, tenantId: string, options: { demoDataDir?: string } = {}): Promise<boolean> {
  const eez: { name: string; polygons: [number, number][][][] }[] = [];
  if (options.demoDataDir) {
    for (const { file, name } of EEZ_FILES) {
      const text = await readFile(join(options.demoDataDir, 'maritime', file), 'utf8').catch(() => null);
      if (text === null) continue;
      const read = parseZoneGeoJson(JSON.parse(text), name);
      if (read.ok) eez.push(...read.zones.map((z) => ({ name, polygons: z.polygons })));
    }
  }
  const passwordHash = await hashPassword(DEMO_VESSEL_USER);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('server_settings')
      .values({ key: DEMO_VESSELS_SEED_KEY, value: tenantId })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('vessel_zones')
      .values([
        ...DEMO_ZONES.map((z) => ({ tenant_id: tenantId, name: z.name, kind: z.kind, polygons: JSON.stringify([[z.ring]]), source: 'Demo' })),
        ...eez.map((z) => ({ tenant_id: tenantId, name: z.name, kind: 'eez', polygons: JSON.stringify(z.polygons), source: OSM_CREDIT })),
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    const settings = await vesselSettingsOf(trx, tenantId);
    await trx.updateTable('vessel_settings').set({ silent_hours: VESSEL_DEFAULTS.silentHours, public_delay_min: settings.publicDelayMin }).where('tenant_id', '=', tenantId).execute();

    const boats = await trx
      .selectFrom('assets as a')
      .innerJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select(['a.id', 'a.name', 'g.id as group_id', 'g.name as group_name'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.type', '=', 'boat')
      .where('a.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('g.name', '=', MARINE_GROUP), eb(sql<string>`lower(g.name)`, 'like', '%maldives%')]))
      .orderBy('a.id')
      .execute();
    const rows = boats.flatMap((b, i) => {
      const marine = MARINE_REGISTER[b.name];
      if (marine) return [{ asset_id: b.id, tenant_id: tenantId, registration: marine.registration, call_sign: marine.callSign, mmsi: marine.mmsi, gear_type: marine.gearType, length_m: marine.lengthM, home_port: 'Port Klang', agency: DEMO_MARINE_AGENCY, published: marine.published }];
      if (!/maldives/i.test(b.group_name)) return [];
      const n = boats.slice(0, i).filter((x) => /maldives/i.test(x.group_name)).length;
      const masdhoni = /masdhoni/i.test(b.name);
      return [
        {
          asset_id: b.id,
          tenant_id: tenantId,
          registration: `MLE-FV-${String(2041 + n * 17).padStart(4, '0')}`,
          call_sign: `8QF${String(21 + n * 3).padStart(2, '0')}`,
          mmsi: `455${String(301_120 + n * 211).padStart(6, '0')}`,
          gear_type: masdhoni ? 'pole-and-line' : 'handline',
          length_m: masdhoni ? 24 + (n % 3) * 2 : 16 + (n % 2) * 2,
          home_port: 'Malé',
          agency: DEMO_MALDIVES_AGENCY,
          published: n < 3,
        },
      ];
    });
    if (rows.length > 0) await trx.insertInto('vessels').values(rows).onConflict((oc) => oc.column('asset_id').doNothing()).execute();

    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        username: DEMO_VESSEL_USER,
        email: 'vessel@demo.fleet',
        display_name: 'Demo Vessel Agency',
        role: 'Client',
        pages: JSON.stringify(['vms', 'mapview', 'playback']),
        permissions: JSON.stringify(['vessel:agency']),
        password_hash: passwordHash,
        vessel_agency: DEMO_MALDIVES_AGENCY,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    const groups = [...new Set(boats.map((b) => b.group_id))];
    if (user && groups.length > 0) await trx.insertInto('user_asset_groups').values(groups.map((group_id) => ({ user_id: user.id, group_id }))).execute();
    return true;
  });
}
