import { ASSET_TYPES } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password-hash';
import type { DB } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { luhnCheckDigit } from './demo-fleet';
import { seedDatabase, type SeedOptions } from './seed';

const quiet = (shown: string[] = []): Pick<SeedOptions, 'log' | 'showOnce'> => ({ log: { info: () => undefined }, showOnce: (s) => void shown.push(s) });

async function counts(db: Kysely<DB>) {
  const tables = ['tenants', 'users', 'assets', 'asset_groups', 'devices', 'user_assets', 'server_settings'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

describe('demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('creates the demo tenant, its fleet and users, and seeding again changes nothing', async () => {
    const db = t.database.db;
    await seedDatabase(db, { demo: true, adminPassword: undefined, ...quiet() });
    const first = await counts(db);
    const hashes = await db.selectFrom('users').select(['username', 'password_hash']).orderBy('username').execute();
    await seedDatabase(db, { demo: true, adminPassword: undefined, ...quiet() });
    expect(await counts(db)).toEqual(first);
    expect(await db.selectFrom('users').select(['username', 'password_hash']).orderBy('username').execute()).toEqual(hashes);

    expect(first.tenants).toBe(1);
    expect(first.asset_groups).toBe(7);
    expect(first.assets).toBeGreaterThanOrEqual(44);
    expect(first.devices).toBe(first.assets);
    const tenant = await db.selectFrom('tenants').select('name').executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Demo Fleet');
  });

  it('covers all eight types and seven groups with valid 15-digit IMEIs, each on a device', async () => {
    const db = t.database.db;
    const assets = await db
      .selectFrom('assets as a')
      .innerJoin('asset_groups as g', 'g.id', 'a.group_id')
      .leftJoin('devices as d', 'd.asset_id', 'a.id')
      .select(['a.type', 'a.unit_id', 'g.name as group', 'd.identifier'])
      .execute();
    expect(new Set(assets.map((a) => a.type))).toEqual(new Set(ASSET_TYPES));
    expect(new Set(assets.map((a) => a.group)).size).toBe(7);
    expect(assets.map((a) => a.group)).toContain('Head Office');
    expect(assets.filter((a) => a.group === 'Maldives Fishing').map((a) => a.type)).toEqual(['boat', 'boat', 'boat', 'boat', 'boat']);
    for (const a of assets) {
      expect(a.unit_id).toMatch(/^\d{15}$/);
      expect(a.identifier).toBe(a.unit_id);
      expect(luhnCheckDigit(a.unit_id.slice(0, 14))).toBe(Number(a.unit_id[14]));
    }
    // The PTO machines carry their implement widths (PTO analysis area).
    const widths = await db.selectFrom('assets').select(['name', 'implement_width_m']).where('implement_width_m', 'is not', null).orderBy('name').execute();
    expect(widths).toEqual([
      { name: 'Harvester Kubota - ST 8822 A', implement_width_m: 9 },
      { name: 'Tractor John Deere 6110 - SD 3310 B', implement_width_m: 6 },
    ]);
  });

  it('gives admin/admin every page and demo/demo everything outside Head Office and the Maldives fishing group', async () => {
    const db = t.database.db;
    const users = await db.selectFrom('users').selectAll().orderBy('username').execute();
    expect(users.map((u) => [u.username, u.email, u.role])).toEqual([
      ['admin', 'admin@demo.fleet', 'Administrator'],
      ['demo', 'demo@demo.fleet', 'Client'],
      // The vessel agency user (seed-demo-vessels.ts).
      ['vessel', 'vessel@demo.fleet', 'Client'],
    ]);
    expect(await verifyPassword('admin', users[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('demo', users[1]?.password_hash ?? '')).toBe(true);
    expect(users[0]?.pages).toHaveLength(9);
    expect(users[1]?.pages).not.toContain('vms');
    expect(users[1]?.pages).toContain('tms');
    const given = await db
      .selectFrom('user_assets as ua')
      .innerJoin('assets as a', 'a.id', 'ua.asset_id')
      .innerJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select('g.name')
      .where('ua.user_id', '=', users[1]?.id ?? '')
      .execute();
    const outside = await db
      .selectFrom('assets as a')
      .innerJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select('a.id')
      .where('g.name', 'not in', ['Head Office', 'Maldives Fishing'])
      .execute();
    expect(given.length).toBe(outside.length);
    expect(given.length).toBe(42);
    expect(given.some((g) => g.name === 'Head Office' || g.name === 'Maldives Fishing')).toBe(false);
  });
});

describe('first Administrator without demo', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('creates admin with a random password shown once, and nothing the second time', async () => {
    const db = t.database.db;
    const shown: string[] = [];
    await seedDatabase(db, { demo: false, adminPassword: undefined, ...quiet(shown) });
    await seedDatabase(db, { demo: false, adminPassword: undefined, ...quiet(shown) });
    expect(shown).toHaveLength(1);
    const password = /password: (\S+)/.exec(shown[0] ?? '')?.[1] ?? '';
    expect(password).toHaveLength(12);
    const admin = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', role: 'Administrator' });
    expect(await verifyPassword(password, admin.password_hash)).toBe(true);
    expect((await counts(db)).users).toBe(1);
  });

  it('uses ADMIN_PASSWORD when given (on a database without users)', async () => {
    const db = t.database.db;
    await db.deleteFrom('users').execute();
    const shown: string[] = [];
    await seedDatabase(db, { demo: false, adminPassword: 'chosen-pass', ...quiet(shown) });
    expect(shown).toEqual([]);
    const admin = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword('chosen-pass', admin.password_hash)).toBe(true);
  });
});
