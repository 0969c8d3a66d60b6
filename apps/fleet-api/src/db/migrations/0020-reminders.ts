import { sql, type Kysely } from 'kysely';

/**
 * Reminders: per asset, a next due date (company date, `YYYY-MM-DD` text so that no driver shifts it by a time zone)
 * and/or a next due reading (dashboard odometer, km), the repeat, the notice, the channels, and the state last told
 * (an alert goes out when it worsens); and each completion with its date, reading, cost and note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const day = (c: string) => sql`check (${sql.ref(c)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
  await db.schema
    .createTable('reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.modifyEnd(day('due_date')))
    .addColumn('repeat_months', 'integer')
    .addColumn('every_km', 'float8')
    .addColumn('next_km', 'float8')
    .addColumn('notice_days', 'integer', (c) => c.notNull())
    .addColumn('notice_km', 'float8', (c) => c.notNull())
    .addColumn('notify_web', 'boolean', (c) => c.notNull())
    .addColumn('emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_state', 'text', (c) => c.notNull().defaultTo('ok'))
    .addColumn('last_done_on', 'text', (c) => c.modifyEnd(day('last_done_on')))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reminders_tenant_idx').on('reminders').columns(['tenant_id', 'asset_id']).execute();
  await db.schema
    .createTable('reminder_completions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('reminder_id', 'integer', (c) => c.notNull().references('reminders.id').onDelete('cascade'))
    .addColumn('done_on', 'text', (c) => c.notNull().modifyEnd(day('done_on')))
    .addColumn('odometer_km', 'float8')
    .addColumn('cost', 'float8')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reminder_completions_reminder_idx').on('reminder_completions').column('reminder_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_completions').execute();
  await db.schema.dropTable('reminders').execute();
}
