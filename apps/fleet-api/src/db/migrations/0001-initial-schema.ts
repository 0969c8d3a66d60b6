import { sql, type Kysely } from 'kysely';

/**
 * The first schema: tenants, users and sessions, assets with their groups and devices, server settings.
 * Frozen once released: change the schema in a new migration, never here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Administrator', 'Client')`))
    .addColumn('pages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo_big_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_small_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_tenant_idx').on('users').column('tenant_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('previous_refresh_hash', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_previous_refresh_idx').on('sessions').column('previous_refresh_hash').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('asset_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('asset_groups_tenant_name_key', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The eight asset types as of this migration (ASSET_TYPES in @fleet/domain).
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('animal', 'boat', 'car', 'machine', 'truck', 'item', 'watch', 'staff')`),
    )
    .addColumn('group_id', 'integer', (c) => c.references('asset_groups.id').onDelete('set null'))
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('icon_type', 'text', (c) => c.notNull().defaultTo('truck-1'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('assets_tenant_unit_key', ['tenant_id', 'unit_id'])
    .execute();
  await db.schema.createIndex('assets_group_idx').on('assets').column('group_id').execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null'))
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('devices_asset_idx').on('devices').column('asset_id').execute();

  await db.schema
    .createTable('user_assets')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_assets_pkey', ['user_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('user_assets_asset_idx').on('user_assets').column('asset_id').execute();

  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'server_settings',
    'user_assets',
    'devices',
    'assets',
    'asset_groups',
    'password_resets',
    'sessions',
    'users',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
