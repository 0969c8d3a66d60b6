import { positionInputSchema, type Position } from '@fleet/domain';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationProvider } from '../db/migrate';
import type { DB } from '../db/schema';
import { seedDemo } from '../seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { insertPositions } from './insert-positions';
import { dropPartitionsOlderThan, ensurePartitions, listPartitions, maintainPartitions, monthStart, partitionName } from './partitions';

const report = (assetId: number, time: number): Position => positionInputSchema.parse({ assetId, time, lat: 3.1, lng: 101.5 });

async function countIn(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}

describe('migration 0007 (positions partitioned by month)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ empty: true });
  });
  afterAll(() => t.cleanup());

  it('moves the existing rows into monthly partitions and keeps the primary key', async () => {
    const db = t.database.db;
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0006-device-ingest');
    expect(error).toBeUndefined();
    const old = Date.UTC(2024, 4, 10, 12);
    const now = Date.now();
    await sql`insert into positions (asset_id, time, lat, lng) values
      (1, ${new Date(old)}, 1, 2), (1, ${new Date(old + 1000)}, 1, 2), (2, ${new Date(now)}, 3, 4)`.execute(db);
    expect((await migrateToLatest(db))[0]).toBe('0007-positions-partitioned');

    const names = (await listPartitions(db)).map((p) => p.name);
    expect(names[0]).toBe('positions_y2024m05');
    expect(names.at(-1)).toBe(partitionName(monthStart(now, 3)));
    expect(names).toContain(partitionName(monthStart(now)));
    expect(await countIn(db, 'positions')).toBe(3);
    expect(await countIn(db, 'positions_y2024m05')).toBe(2);
    expect(await countIn(db, 'positions_default')).toBe(0);
    const { rows } = await sql<{ def: string }>`
      select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'positions_pkey' and conrelid = 'positions'::regclass`.execute(db);
    expect(rows[0]?.def).toBe('PRIMARY KEY (asset_id, "time")');
    // Defaults carried over; a duplicate is still a no-op under ON CONFLICT.
    expect(await insertPositions(db, [report(1, old), report(1, old + 2000)])).toBe(1);
  });
});

describe('position partitions', () => {
  let t: TestDatabase;
  let assetId: number;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemo(t.database.db);
    assetId = (await t.database.db.selectFrom('assets').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.cleanup());

  it('stores a report outside every monthly partition in the DEFAULT partition', async () => {
    const db = t.database.db;
    const far = Date.UTC(2040, 6, 4);
    expect(await insertPositions(db, [report(assetId, far), report(assetId, Date.UTC(1999, 0, 1))])).toBe(2);
    expect(await countIn(db, 'positions_default')).toBe(2);
  });

  it('ensurePartitions creates the months ahead, is idempotent, and moves rows out of the DEFAULT partition', async () => {
    const db = t.database.db;
    const now = Date.UTC(2040, 4, 20);
    const created = await ensurePartitions(db, now, 3);
    expect(created).toEqual([
      { name: 'positions_y2040m05', moved: 0 },
      { name: 'positions_y2040m06', moved: 0 },
      { name: 'positions_y2040m07', moved: 1 },
      { name: 'positions_y2040m08', moved: 0 },
    ]);
    expect(await ensurePartitions(db, now, 3)).toEqual([]);
    expect(await countIn(db, 'positions_y2040m07')).toBe(1);
    expect(await countIn(db, 'positions_default')).toBe(1);
    // Still one table to the readers, still deduplicated.
    expect(await insertPositions(db, [report(assetId, Date.UTC(2040, 6, 4)), report(assetId, Date.UTC(2040, 6, 5))])).toBe(1);
  });

  it('dropPartitionsOlderThan drops old months only, never the current month or later', async () => {
    const db = t.database.db;
    await insertPositions(db, [report(assetId, Date.UTC(2040, 4, 21)), report(assetId, Date.UTC(2040, 5, 2))]);
    const now = Date.UTC(2040, 5, 15);
    // A cutoff in the future is clamped to the start of the current month: May goes, June (current) stays.
    const result = await dropPartitionsOlderThan(db, Date.UTC(2041, 0, 1), now);
    expect(result.dropped).toContain('positions_y2040m05');
    expect(result.dropped).not.toContain('positions_y2040m06');
    expect(result.defaultRowsDeleted).toBe(1);
    const names = (await listPartitions(db)).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['positions_y2040m06', 'positions_y2040m07', 'positions_y2040m08']));
    expect(names).not.toContain('positions_y2040m05');
    expect(await countIn(db, 'positions_y2040m06')).toBe(1);
  });

  it('maintainPartitions keeps everything with retention 0 and logs what retention dropped', async () => {
    const db = t.database.db;
    const logged: unknown[] = [];
    const log = { info: (obj: object) => logged.push(obj), error: () => undefined };
    const now = Date.UTC(2040, 9, 3);
    await maintainPartitions({ db, log, retentionMonths: 0, now: () => now });
    expect((await listPartitions(db)).map((p) => p.name)).toContain('positions_y2040m06');
    await maintainPartitions({ db, log, retentionMonths: 3, now: () => now });
    const names = (await listPartitions(db)).map((p) => p.name);
    // October is current: July, August, September are kept; June and older go.
    expect(names).not.toContain('positions_y2040m06');
    expect(names).toEqual(expect.arrayContaining(['positions_y2040m07', 'positions_y2040m10', 'positions_y2041m01']));
    expect(logged).toContainEqual(expect.objectContaining({ dropped: expect.arrayContaining(['positions_y2040m06']) }));
  });
});
