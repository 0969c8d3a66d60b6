import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationProvider } from '../migrate';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

describe('migration 0009: unregistered devices', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ empty: true });
  });
  afterAll(() => t.cleanup());

  it('moves the devices nobody claimed, with their backlog, out of devices on a database holding data, and back', async () => {
    const db = t.database.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('0008-asset-state-fillfactor');
    expect(before.error).toBeUndefined();
    const tenant = await db.insertInto('tenants').values({ name: 'T' }).returning('id').executeTakeFirstOrThrow();
    const seen = new Date('2025-03-01T10:00:00Z');
    // Written as the code before 0009 did: an unclaimed device (tenant null) and a company's device, both with a backlog.
    await sql`insert into devices (tenant_id, identifier, protocol, model, last_seen_at, created_at)
      values (null, 'stray-1', 'osmand', '', ${seen}, ${new Date('2025-02-01T00:00:00Z')}),
             (${tenant.id}, 'own-1', 'teltonika', '', null, now())`.execute(db);
    await sql`insert into device_backlog (identifier, time, record) values
      ('stray-1', ${new Date('2025-03-01T09:00:00Z')}, '{}'), ('stray-1', ${new Date('2025-03-01T09:01:00Z')}, '{}'),
      ('own-1', ${new Date('2025-03-01T09:00:00Z')}, '{}')`.execute(db);

    // 0009 and every later migration run.
    const later = Object.keys(await migrationProvider.getMigrations()).filter((name) => name >= '0009');
    expect(later[0]).toBe('0009-unregistered-devices');
    expect(await migrateToLatest(db)).toEqual(later);
    expect(await db.selectFrom('devices').select(['identifier', 'tenant_id']).execute()).toEqual([{ identifier: 'own-1', tenant_id: tenant.id }]);
    const moved = await db.selectFrom('unregistered_devices').selectAll().execute();
    expect(moved).toEqual([
      expect.objectContaining({ identifier: 'stray-1', protocol: 'osmand', source_address: null, records_kept: 2 }),
    ]);
    expect(new Date(moved[0]?.last_seen_at ?? 0).toISOString()).toBe(seen.toISOString());
    expect(new Date(moved[0]?.first_seen_at ?? 0).toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect((await db.selectFrom('device_backlog').select('identifier').orderBy('identifier').execute()).map((r) => r.identifier)).toEqual(['own-1', 'stray-1', 'stray-1']);
    // Every device has a company now; the backlog takes records of identifiers that are no device.
    await expect(sql`insert into devices (tenant_id, identifier, protocol, model) values (null, 'x', 'osmand', '')`.execute(db)).rejects.toThrow();
    await sql`insert into device_backlog (identifier, time, record) values ('never-registered', now(), '{}')`.execute(db);

    const down = await migrator.migrateTo('0008-asset-state-fillfactor');
    expect(down.error).toBeUndefined();
    expect((await db.selectFrom('devices').select('identifier').orderBy('identifier').execute()).map((r) => r.identifier)).toEqual(['own-1', 'stray-1']);
    expect(await db.selectFrom('device_backlog').select('identifier').where('identifier', '=', 'never-registered').execute()).toEqual([]);
    // Up again: 0009 and every later migration run once more.
    expect(await migrateToLatest(db)).toEqual(later);
  });
});
