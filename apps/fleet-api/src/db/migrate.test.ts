import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { migrateToLatest } from './migrate';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ empty: true });
  });
  afterAll(() => t.cleanup());

  it('create the schema on an empty database and run again without error', async () => {
    expect(await migrateToLatest(t.database.db)).toEqual(['0001-initial-schema', '0002-live-positions', '0003-reports', '0004-summary-days', '0005-implement-width', '0006-device-ingest', '0007-positions-partitioned', '0008-asset-state-fillfactor', '0009-unregistered-devices', '0010-account-hygiene', '0011-time-zones', '0012-figures', '0013-administration', '0014-oidc-logins', '0015-admin-assets', '0016-admin-users', '0017-report-jobs', '0018-alerts', '0019-alert-deliveries', '0020-reminders', '0021-inactive-rules', '0022-report-schedules', '0023-data-push', '0024-condition-rules', '0025-engine-hours', '0026-maintenance', '0027-transport', '0028-share-links', '0029-vessels', '0030-device-commands']);
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(t.database.db);
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['assets', 'asset_groups', 'devices', 'password_resets', 'server_settings', 'sessions', 'tenants', 'user_assets', 'users', 'positions', 'asset_state', 'pois', 'poi_groups', 'events', 'fuel_receipts', 'toll_receipts', 'maintenance_records', 'uploads', 'device_backlog', 'unregistered_devices', 'email_confirmations', 'alert_rules', 'alerts', 'alert_deliveries', 'reminders', 'reminder_completions', 'meter_readings', 'service_programs', 'service_tasks', 'service_program_targets', 'work_orders', 'work_order_events', 'tires', 'tire_events']),
    );
  });

  it('hold the asset type to the eight types', async () => {
    const db = t.database.db;
    const tenant = await db.insertInto('tenants').values({ name: 'T' }).returning('id').executeTakeFirstOrThrow();
    await expect(
      db.insertInto('assets').values({ tenant_id: tenant.id, name: 'x', type: 'spaceship', unit_id: '1' }).execute(),
    ).rejects.toThrow();
    const ok = await db
      .insertInto('assets')
      .values({ tenant_id: tenant.id, name: 'x', type: 'truck', unit_id: '1' })
      .returning(['id', 'icon_type'])
      .executeTakeFirstOrThrow();
    expect(typeof ok.id).toBe('number');
    expect(ok.icon_type).toBe('truck-1');
    await expect(
      db.insertInto('maintenance_records').values({ tenant_id: tenant.id, asset_id: ok.id, kind: 'x' as 'd', time: new Date(), title: 'x', cost: 1, details: '{}' }).execute(),
    ).rejects.toThrow();
  });
});
