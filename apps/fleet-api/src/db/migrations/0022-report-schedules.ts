import { sql, type Kysely } from 'kysely';

/**
 * Automated reports: a company user's schedule of a report (type, assets, relative period, when it runs in the
 * company's zone, the files and who gets them), each run with its period, state and error, and the files a run made
 * (kept for the run history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_schedules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Runs with its owner's view of the assets; goes with the owner.
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('asset_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('month_day', 'integer', (c) => c.notNull())
    .addColumn('minute_of_day', 'integer', (c) => c.notNull())
    .addColumn('formats', sql`text[]`, (c) => c.notNull())
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('next_run_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('report_schedules_tenant_idx').on('report_schedules').column('tenant_id').execute();
  await db.schema.createIndex('report_schedules_due_idx').on('report_schedules').column('next_run_at').execute();
  await db.schema
    .createTable('report_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('report_schedules.id').onDelete('cascade'))
    .addColumn('manual', 'boolean', (c) => c.notNull())
    .addColumn('period_from', 'timestamptz', (c) => c.notNull())
    .addColumn('period_to', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('rows', 'integer')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_runs_schedule_idx').on('report_runs').columns(['schedule_id', 'id']).execute();
  await db.schema
    .createTable('report_run_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('report_runs.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_run_files_run_idx').on('report_run_files').column('run_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_run_files').execute();
  await db.schema.dropTable('report_runs').execute();
  await db.schema.dropTable('report_schedules').execute();
}
