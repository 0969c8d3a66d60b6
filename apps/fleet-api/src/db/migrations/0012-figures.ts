import { sql, type Kysely } from 'kysely';

/**
 * Issue #13, figures that agree:
 * - per-asset temperature ranges of the Temperature report (`assets.temperature_profile` 'frozen' | 'chilled' |
 *   'custom', with its `temperature_min_c` / `temperature_max_c`; null: the default chilled 2-8 °C). The demo reefers
 *   get theirs from the demo seed (which knows the simulator's set points);
 * - where a fuel receipt was filled (`fuel_receipts.lat` / `lng`, optional), so that fuel reconciliation can check
 *   the place of a receipt against the sensor refuel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('assets')
    .addColumn('temperature_profile', 'text')
    .addColumn('temperature_min_c', 'double precision')
    .addColumn('temperature_max_c', 'double precision')
    .execute();
  await sql`
    alter table assets add constraint assets_temperature_range_check check (
      (temperature_profile is null and temperature_min_c is null and temperature_max_c is null)
      or (temperature_profile in ('frozen', 'chilled', 'custom') and temperature_min_c < temperature_max_c)
    )`.execute(db);
  await db.schema.alterTable('fuel_receipts').addColumn('lat', 'double precision').addColumn('lng', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fuel_receipts').dropColumn('lat').dropColumn('lng').execute();
  await sql`alter table assets drop constraint assets_temperature_range_check`.execute(db);
  await db.schema.alterTable('assets').dropColumn('temperature_profile').dropColumn('temperature_min_c').dropColumn('temperature_max_c').execute();
}
