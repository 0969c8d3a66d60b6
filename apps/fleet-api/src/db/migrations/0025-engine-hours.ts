import type { Kysely } from 'kysely';

/**
 * Engine hours: the meter the ingest keeps per asset (ms of engine time, engineMsBetween), and reminders by engine
 * hours (every N h from a reading, with a notice) with the reading recorded at each completion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('asset_state').addColumn('engine_ms', 'float8', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .alterTable('reminders')
    .addColumn('every_hours', 'float8')
    .addColumn('next_hours', 'float8')
    .addColumn('notice_hours', 'float8', (c) => c.notNull().defaultTo(25))
    .execute();
  await db.schema.alterTable('reminder_completions').addColumn('engine_hours', 'float8').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminder_completions').dropColumn('engine_hours').execute();
  await db.schema.alterTable('reminders').dropColumn('every_hours').dropColumn('next_hours').dropColumn('notice_hours').execute();
  await db.schema.alterTable('asset_state').dropColumn('engine_ms').execute();
}
