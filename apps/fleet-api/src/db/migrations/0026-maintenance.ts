import { sql, type Kysely } from 'kysely';

/**
 * Maintenance (page key fms): meter readings entered by hand (assets without a tracker), richer records (documents
 * with their expiry, services with parts and labour lines, files, the work order or tire they belong to), service
 * programs of tasks assigned to assets and groups (each task of each covered asset kept as a reminder, so that due
 * soon / overdue and their alerts are the reminders' own), work orders with their status history, and tires with
 * their events (fitted, rotated, removed, inspected) on an asset's axle layout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const day = (c: string) => sql`check (${sql.ref(c)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;

  await db.schema.alterTable('assets').addColumn('tire_layout', 'text').execute();

  await db.schema
    .createTable('meter_readings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('odometer_km', 'float8')
    .addColumn('engine_hours', 'float8')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('meter_readings_some', sql`odometer_km is not null or engine_hours is not null`)
    .execute();
  await db.schema.createIndex('meter_readings_asset_time_idx').on('meter_readings').columns(['asset_id', 'time']).execute();

  await db.schema
    .createTable('service_programs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_web', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index service_programs_name_idx on service_programs (tenant_id, lower(name))`.execute(db);
  await db.schema
    .createTable('service_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('service_programs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('every_months', 'integer')
    .addColumn('every_km', 'float8')
    .addColumn('every_hours', 'float8')
    .addColumn('notice_days', 'integer', (c) => c.notNull())
    .addColumn('notice_km', 'float8', (c) => c.notNull())
    .addColumn('notice_hours', 'float8', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('service_tasks_interval', sql`every_months is not null or every_km is not null or every_hours is not null`)
    .execute();
  await db.schema.createIndex('service_tasks_program_idx').on('service_tasks').column('program_id').execute();
  await db.schema
    .createTable('service_program_targets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('service_programs.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.references('asset_groups.id').onDelete('cascade'))
    .addCheckConstraint('service_program_targets_one', sql`(asset_id is null) <> (group_id is null)`)
    .execute();
  await db.schema.createIndex('service_program_targets_program_idx').on('service_program_targets').column('program_id').execute();

  await db.schema
    .createTable('work_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual', 'schedule', 'defect')`))
    .addColumn('reminder_id', 'integer', (c) => c.references('reminders.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'in-progress', 'waiting-parts', 'completed', 'cancelled')`))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('assignee', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vendor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'text', (c) => c.modifyEnd(day('due_date')))
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('downtime_h', 'float8')
    .addColumn('odometer_km', 'float8')
    .addColumn('engine_hours', 'float8')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('opened_by_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('work_orders_number_unique', ['tenant_id', 'number'])
    .execute();
  await db.schema.createIndex('work_orders_asset_idx').on('work_orders').columns(['asset_id', 'status']).execute();
  await db.schema
    .createTable('work_order_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('work_order_id', 'integer', (c) => c.notNull().references('work_orders.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('by_user', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('work_order_events_order_idx').on('work_order_events').column('work_order_id').execute();

  await db.schema
    .createTable('tires')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('cost', 'float8', (c) => c.notNull().defaultTo(0))
    .addColumn('vendor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('purchased_on', 'text', (c) => c.modifyEnd(day('purchased_on')))
    .addColumn('tread_new_mm', 'float8')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('stock').check(sql`status in ('stock', 'fitted', 'retired')`))
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null'))
    .addColumn('position', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('tires_fitted_where', sql`(status = 'fitted') = (asset_id is not null and position is not null)`)
    .execute();
  await sql`create unique index tires_serial_idx on tires (tenant_id, lower(serial))`.execute(db);
  // One tire a position; deferrable, so that a rotation may swap tires within its transaction.
  await sql`alter table tires add constraint tires_position_unique unique (asset_id, position) deferrable initially immediate`.execute(db);
  await db.schema
    .createTable('tire_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('tire_id', 'integer', (c) => c.notNull().references('tires.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fitted', 'rotated', 'removed', 'inspected')`))
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('from_position', 'text')
    .addColumn('odometer_km', 'float8')
    .addColumn('tread_mm', 'float8')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text')
    .execute();
  await db.schema.createIndex('tire_events_tire_idx').on('tire_events').columns(['tire_id', 'time']).execute();
  await db.schema.createIndex('tire_events_asset_idx').on('tire_events').columns(['asset_id', 'time']).execute();

  await db.schema
    .alterTable('maintenance_records')
    .addColumn('engine_hours', 'float8')
    .addColumn('vendor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('document_type', 'text')
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_on', 'text', (c) => c.modifyEnd(day('issued_on')))
    .addColumn('expiry_date', 'text', (c) => c.modifyEnd(day('expiry_date')))
    .addColumn('work_order_id', 'integer', (c) => c.references('work_orders.id').onDelete('set null'))
    .addColumn('tire_id', 'integer', (c) => c.references('tires.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text')
    .execute();
  await db.schema.alterTable('work_orders').addColumn('record_id', 'integer', (c) => c.references('maintenance_records.id').onDelete('set null')).execute();

  await db.schema
    .alterTable('reminders')
    .addColumn('service_task_id', 'integer', (c) => c.references('service_tasks.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (c) => c.references('maintenance_records.id').onDelete('cascade'))
    .execute();
  await sql`create unique index reminders_task_asset_idx on reminders (service_task_id, asset_id) where service_task_id is not null`.execute(db);
  await sql`create unique index reminders_record_idx on reminders (record_id) where record_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminders').dropColumn('service_task_id').dropColumn('record_id').execute();
  await db.schema.alterTable('work_orders').dropColumn('record_id').execute();
  await db.schema
    .alterTable('maintenance_records')
    .dropColumn('engine_hours')
    .dropColumn('vendor')
    .dropColumn('notes')
    .dropColumn('files')
    .dropColumn('lines')
    .dropColumn('document_type')
    .dropColumn('reference')
    .dropColumn('issued_on')
    .dropColumn('expiry_date')
    .dropColumn('work_order_id')
    .dropColumn('tire_id')
    .dropColumn('created_by')
    .dropColumn('by_name')
    .execute();
  for (const table of ['tire_events', 'tires', 'work_order_events', 'work_orders', 'service_program_targets', 'service_tasks', 'service_programs', 'meter_readings']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('assets').dropColumn('tire_layout').execute();
}
