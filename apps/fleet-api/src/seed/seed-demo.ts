import { ACTION_PERMISSIONS, PAGE_KEYS, type PageKey, DEFAULT_TIME_ZONE } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import { getSetting } from '../db/settings';
import type { DB } from '../db/schema';
import { DEMO_CLIENT_HIDDEN_GROUPS, DEMO_FLEET, DEMO_FLEET_SIZE, DEMO_TENANT_NAME, DEMO_TRACKERS, demoFleetOf, demoImei } from './demo-fleet';

/** server_settings key that marks the demo as seeded; its value is the demo tenant's id. */
export const DEMO_SEED_KEY = 'seed:demo';

/** The demo Client's page keys: all except Vessel and Transport Mgmt. */
export const DEMO_CLIENT_PAGES: PageKey[] = PAGE_KEYS.filter((k) => k !== 'vms');

/** Rows per insert statement. */
const INSERT_SLICE = 2_000;

/** Serial numbers of the demo IMEIs start here, so that they look issued rather than counted from zero. */
const SERIAL_BASE = 418_270;

/**
 * Seeds the demo tenant once: groups, assets with their devices, the Administrator admin/admin and the Client
 * demo/demo with every asset outside Head Office and the Maldives fishing group (DEMO_CLIENT_HIDDEN_GROUPS). Everything
 * happens in one transaction marked in server_settings, so a second run (or a second server racing) changes nothing.
 * @param assetCount the demo's assets: the named fleet, or more made like them (FLEET_DEMO_ASSETS)
 * @returns the demo tenant id, and whether this call created it.
 */
export async function seedDemo(db: Kysely<DB>, assetCount = DEMO_FLEET_SIZE): Promise<{ tenantId: string; created: boolean }> {
  const existing = await getSetting(db, DEMO_SEED_KEY);
  if (existing) return { tenantId: existing, created: false };
  const [adminHash, demoHash] = await Promise.all([hashPassword('admin'), hashPassword('demo')]);

  return db.transaction().execute(async (trx) => {
    const tenant = await trx
      .insertInto('tenants')
      .values({ name: DEMO_TENANT_NAME, settings: JSON.stringify({ timeZone: DEFAULT_TIME_ZONE }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimed = await trx
      .insertInto('server_settings')
      .values({ key: DEMO_SEED_KEY, value: tenant.id })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('value')
      .executeTakeFirst();
    if (!claimed) {
      // Another server seeded meanwhile: undo our tenant and use theirs.
      await trx.deleteFrom('tenants').where('id', '=', tenant.id).execute();
      const theirs = await trx.selectFrom('server_settings').select('value').where('key', '=', DEMO_SEED_KEY).executeTakeFirstOrThrow();
      return { tenantId: theirs.value, created: false };
    }
    const tenantId = tenant.id;

    const groupNames = Object.keys(DEMO_FLEET);
    const groups = await trx
      .insertInto('asset_groups')
      .values(groupNames.map((name) => ({ tenant_id: tenantId, name })))
      .returning(['id', 'name'])
      .execute();
    const groupId = new Map(groups.map((g) => [g.name, g.id]));

    const planned = demoFleetOf(assetCount);
    // Serial numbers step by 37 for the named fleet and by 1 beyond it, so that 20,000 stay within six digits.
    const serial = (i: number) => SERIAL_BASE + (i < DEMO_FLEET_SIZE ? i * 37 : DEMO_FLEET_SIZE * 37 + (i - DEMO_FLEET_SIZE));
    const withImei = planned.map((a, i) => ({ ...a, imei: demoImei(DEMO_TRACKERS[a.type].tac, serial(i)) }));
    const assetId = new Map<string, number>();
    // In slices: a statement's parameters are limited (65,535 in PostgreSQL).
    for (let from = 0; from < withImei.length; from += INSERT_SLICE) {
      const slice = withImei.slice(from, from + INSERT_SLICE);
      const assets = await trx
        .insertInto('assets')
        .values(
          slice.map((a) => ({
            tenant_id: tenantId,
            name: a.name,
            type: a.type,
            group_id: groupId.get(a.group) ?? null,
            unit_id: a.imei,
            implement_width_m: a.implementWidthM ?? null,
          })),
        )
        .returning(['id', 'unit_id'])
        .execute();
      for (const a of assets) assetId.set(a.unit_id, a.id);
      await trx
        .insertInto('devices')
        .values(
          slice.map((a) => ({
            tenant_id: tenantId,
            identifier: a.imei,
            protocol: DEMO_TRACKERS[a.type].protocol,
            model: DEMO_TRACKERS[a.type].model,
            asset_id: assetId.get(a.imei) ?? null,
          })),
        )
        .onConflict((oc) => oc.column('identifier').doNothing())
        .execute();
    }

    const users = await trx
      .insertInto('users')
      .values([
        {
          tenant_id: tenantId,
          username: 'admin',
          email: 'admin@demo.fleet',
          display_name: 'Demo Administrator',
          role: 'Administrator',
          pages: JSON.stringify(PAGE_KEYS),
          permissions: JSON.stringify(ACTION_PERMISSIONS),
          password_hash: adminHash,
        },
        {
          tenant_id: tenantId,
          username: 'demo',
          email: 'demo@demo.fleet',
          display_name: 'Demo User',
          role: 'Client',
          pages: JSON.stringify(DEMO_CLIENT_PAGES),
          permissions: JSON.stringify(['poi:add', 'events:add', 'smartwatch:monitor']),
          password_hash: demoHash,
        },
      ])
      // An earlier non-demo start may have made its own `admin`: keep that one.
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'username'])
      .execute();
    const demoUser = users.find((u) => u.username === 'demo');
    const given = withImei.filter((a) => !DEMO_CLIENT_HIDDEN_GROUPS.includes(a.group)).map((a) => assetId.get(a.imei));
    if (demoUser) {
      const rows = given.filter((id): id is number => id !== undefined).map((id) => ({ user_id: demoUser.id, asset_id: id }));
      for (let from = 0; from < rows.length; from += INSERT_SLICE) await trx.insertInto('user_assets').values(rows.slice(from, from + INSERT_SLICE)).execute();
    }
    return { tenantId, created: true };
  });
}
