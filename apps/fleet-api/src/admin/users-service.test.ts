import { newUserSchema } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createUsers, deleteUser, updateUser } from './users-service';

const links = { publicUrl: 'http://fleet.test', ttlS: 3600, now: () => Date.now() };
const actor = { userId: null, name: 'Import test', callerId: '00000000-0000-4000-8000-000000000000' };

describe('users service (the entry point a CSV / Excel import plugs into)', () => {
  let t: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(() => t.close());

  it('creates every user of a batch or none: a duplicate inside the batch names the row and the field', async () => {
    const rows = [
      newUserSchema.parse({ username: 'imp-a', email: 'imp-a@x.my', displayName: 'A', role: 'Client' }),
      newUserSchema.parse({ username: 'imp-b', email: 'imp-a@x.my', displayName: 'B', role: 'Client' }),
    ];
    await expect(t.database.db.transaction().execute((trx) => createUsers(trx, tenantId, actor, rows, links))).rejects.toMatchObject({ statusCode: 409, field: 'email', message: expect.stringContaining('User 2 (imp-b)') });
    expect(await t.database.db.selectFrom('users').select('id').where('username', 'in', ['imp-a', 'imp-b']).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('audit_log').select('id').where('actor_name', '=', 'Import test').execute()).toEqual([]);
    const ok = await t.database.db.transaction().execute((trx) => createUsers(trx, tenantId, actor, rows.slice(0, 1), links));
    expect(ok[0]?.mail?.kind).toBe('reset');
  });

  it('keeps one active Administrator: the last cannot be demoted, disabled or deleted, whoever asks', async () => {
    const admins = await t.database.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('role', '=', 'Administrator').execute();
    expect(admins).toHaveLength(1);
    const uid = admins[0]?.id ?? '';
    for (const update of [{ role: 'Client' as const }, { status: 'disabled' as const }]) {
      await expect(t.database.db.transaction().execute((trx) => updateUser(trx, tenantId, actor, uid, update))).rejects.toMatchObject({ statusCode: 409, code: 'LAST_ADMINISTRATOR' });
    }
    await expect(t.database.db.transaction().execute((trx) => deleteUser(trx, tenantId, actor, uid))).rejects.toMatchObject({ statusCode: 409 });
  });
});
