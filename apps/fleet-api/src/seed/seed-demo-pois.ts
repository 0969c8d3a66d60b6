import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_POIS, DEMO_POI_STYLE, polygonRing } from './demo-pois';

/** server_settings key that marks the demo POIs as seeded. */
export const DEMO_POIS_SEED_KEY = 'seed:demo-pois';

/**
 * Seeds the demo tenant's POIs (depots, customers, fuel stations where the demo fleet drives) and gives every user
 * of the tenant the three POI groups. Once: marked in server_settings within the same transaction.
 * @returns whether this call seeded them
 */
export async function seedDemoPois(db: Kysely<DB>, tenantId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('server_settings')
      .values({ key: DEMO_POIS_SEED_KEY, value: tenantId })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const users = await trx.selectFrom('users').select(['id', 'role']).where('tenant_id', '=', tenantId).execute();
    const author = users.find((u) => u.role === 'Administrator')?.id ?? null;
    await trx
      .insertInto('pois')
      .values(
        DEMO_POIS.map((p) => ({
          tenant_id: tenantId,
          name: p.name,
          ring: JSON.stringify(polygonRing(p.lat, p.lng, p.radiusM)),
          groups: JSON.stringify([p.group]),
          meta: JSON.stringify(DEMO_POI_STYLE[p.group]),
          created_by: author,
          updated_at: new Date(),
        })),
      )
      .execute();
    const groups = Object.keys(DEMO_POI_STYLE);
    if (users.length > 0) {
      await trx
        .insertInto('poi_groups')
        .values(users.flatMap((u) => groups.map((name) => ({ user_id: u.id, name }))))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return true;
  });
}
