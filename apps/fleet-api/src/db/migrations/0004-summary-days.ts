import { sql, type Kysely } from 'kysely';

/**
 * Summary figures per asset and closed local day (see `SummaryParts` in the domain), computed on first use and
 * dropped when a position of that day arrives late. Frozen once released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('summary_days')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('parts', 'jsonb', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('summary_days_pk', ['asset_id', 'time_zone', 'day'])
    .execute();
}
