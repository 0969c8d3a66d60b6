import { sql, type Kysely } from 'kysely';

/**
 * Data push: a company's targets (HTTP or MQTT, what they forward, of which assets) with how their deliveries went,
 * and the durable queue of messages (a batch of positions or events each) waiting to be delivered, in order per target.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_push_targets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_positions', 'boolean', (c) => c.notNull())
    .addColumn('send_events', 'boolean', (c) => c.notNull())
    .addColumn('event_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('asset_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('delivered', 'bigint', (c) => c.notNull().defaultTo(0))
    // Items waiting when the queue is on JetStream (it counts messages, not what they hold).
    .addColumn('queued_items', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('data_push_targets_tenant_idx').on('data_push_targets').column('tenant_id').execute();
  await db.schema
    .createTable('data_push_queue')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('target_id', 'integer', (c) => c.notNull().references('data_push_targets.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('data_push_queue_target_idx').on('data_push_queue').columns(['target_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_push_queue').execute();
  await db.schema.dropTable('data_push_targets').execute();
}
