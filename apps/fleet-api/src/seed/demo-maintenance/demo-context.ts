import { localDateKey } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RecordAuthor } from '../../maintenance/record-repository';
import { parseTenantSettings } from '../../tenants/tenant-settings';
import { DEMO_FLEET } from '../demo-fleet';
import { VENDORS, DEFAULT_VENDOR } from './demo-catalog';
import { DAY_MS, MeterHistory } from './demo-meters';

/** A live asset of the demo as the maintenance demo uses it. */
export interface DemoAsset {
  id: number;
  name: string;
  type: string;
  group: string | null;
}

/** What every part of the demo maintenance writes with. */
export interface DemoContext {
  db: Kysely<DB>;
  tenantId: string;
  /** ms; the records lie before it. */
  now: number;
  timeZone: string;
  /** The demo Administrator (who keeps the records) and the demo Client (who reports a defect). */
  admin: RecordAuthor;
  client: RecordAuthor | null;
  /** The Administrator as the audit log names them ("Demo Administrator (admin)"). */
  adminActor: string;
  /** The named demo fleet's live assets and the assets without a tracker, by name. */
  assets: Map<string, DemoAsset>;
  /** Each asset's meter history: the odometer (trucks, cars, trailer) or the engine hours (machines). */
  meters: Map<number, MeterHistory>;
  /** Each asset's meter now, as maintenance reads it (tracker, else the last reading by hand). */
  meterNow: Map<number, number>;
}

/** The company date `days` after today. */
export const dayKey = (ctx: DemoContext, days: number) => localDateKey(ctx.now + days * DAY_MS, ctx.timeZone);

/** The workshop of an asset's region. */
export const vendorOf = (asset: DemoAsset) => VENDORS[asset.group ?? ''] ?? DEFAULT_VENDOR;

/** The demo's users and its named fleet (not the copies of a scaled demo), and the company's zone. */
export async function loadDemoBasics(db: Kysely<DB>, tenantId: string): Promise<Pick<DemoContext, 'timeZone' | 'admin' | 'client' | 'adminActor' | 'assets'> | null> {
  const tenant = await db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) return null;
  const users = await db.selectFrom('users').select(['id', 'username', 'display_name', 'role']).where('tenant_id', '=', tenantId).execute();
  const admin = users.find((u) => u.username === 'admin' && u.role === 'Administrator') ?? users.find((u) => u.role === 'Administrator');
  if (!admin) return null;
  const client = users.find((u) => u.username === 'demo' && u.role === 'Client');
  const named = new Set(Object.values(DEMO_FLEET).flatMap((list) => list.map((a) => a.name)));
  const rows = await db
    .selectFrom('assets as a')
    .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
    .select(['a.id', 'a.name', 'a.type', 'g.name as group'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.deleted_at', 'is', null)
    .where('a.name', 'in', [...named])
    .orderBy('a.id')
    .execute();
  return {
    timeZone: parseTenantSettings(tenant.settings).timeZone,
    admin: { userId: admin.id, name: admin.display_name },
    adminActor: `${admin.display_name} (${admin.username})`,
    client: client ? { userId: client.id, name: client.display_name } : null,
    assets: new Map(rows.map((r) => [r.name, { id: r.id, name: r.name, type: r.type, group: r.group }])),
  };
}
