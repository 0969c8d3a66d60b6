import { sql, type Kysely } from 'kysely';

/** Demo machines' implement widths, metres (the seed's names; set here for databases seeded before 0005). */
const DEMO_WIDTHS: readonly (readonly [string, number])[] = [
  ['Tractor John Deere 6110 - SD 3310 B', 6],
  ['Harvester Kubota - ST 8822 A', 9],
];

/**
 * Per-asset implement (working) width of the PTO analysis, metres; null means DEFAULT_IMPLEMENT_WIDTH_M. The demo
 * machines already stored get their realistic widths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assets').addColumn('implement_width_m', 'double precision').execute();
  for (const [name, width] of DEMO_WIDTHS) {
    await sql`update assets set implement_width_m = ${width} where name = ${name} and type = 'machine'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assets').dropColumn('implement_width_m').execute();
}
