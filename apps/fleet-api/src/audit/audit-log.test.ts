import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { changedFields, writeAudit } from './audit-log';

describe('audit log', () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('writes an entry with the change in the same transaction, and nothing when the transaction fails', async () => {
    const tenant = await db().insertInto('tenants').values({ name: 'Audit Co' }).returning('id').executeTakeFirstOrThrow();
    const actor = { userId: null, name: 'Installation operator (ops@example.com)' };
    await db().transaction().execute((trx) =>
      writeAudit(trx, { tenantId: tenant.id, actor, action: 'create', objectKind: 'asset', objectId: 7, summary: 'Created asset Truck 7', details: { name: 'Truck 7' } }),
    );
    await expect(
      db().transaction().execute(async (trx) => {
        await writeAudit(trx, { tenantId: tenant.id, actor, action: 'delete', objectKind: 'asset', objectId: 7, summary: 'Deleted asset Truck 7' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db().selectFrom('audit_log').selectAll().where('tenant_id', '=', tenant.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', object_kind: 'asset', object_id: '7', actor_id: null, details: { name: 'Truck 7' } });
  });

  it('lists only the fields that changed', () => {
    expect(changedFields({ name: 'A', limit: 80, groups: [1] }, { name: 'A', limit: 90, groups: [1] })).toEqual({ limit: { from: 80, to: 90 } });
  });
});
