import { positionInputSchema, type Position } from '@fleet/domain';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seed-demo';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { POSITION_INSERT_BATCH, insertPositions } from './insert-positions';

/** Records the row count (elements of the first parameter, the asset ids' array literal) of every raw statement. */
function rowCounter(counts: number[]): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (node.kind === 'RawNode') {
        const first = (node as unknown as { parameters: readonly OperationNode[] }).parameters[0] as { value?: unknown } | undefined;
        if (typeof first?.value === 'string' && first.value.startsWith('{')) counts.push(first.value.slice(1, -1).split(',').length);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describe('insertPositions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.cleanup());

  it('writes at most 1000 rows a statement and every column round-trips', async () => {
    const db = t.database.db;
    const [asset] = await db.selectFrom('assets').select('id').limit(1).execute();
    const base = Date.UTC(2025, 0, 1, 0, 0, 0, 123);
    const rows: Position[] = [];
    for (let i = 0; i < 2345; i += 1) {
      rows.push(positionInputSchema.parse({ assetId: asset!.id, time: base + i * 1000, lat: 3.1, lng: 101.5, speed: i % 50 }));
    }
    rows[7] = positionInputSchema.parse({
      assetId: asset!.id, time: base + 7000, lat: 3.123456789, lng: 101.987654321, speed: 12.5, heading: 271.5, altitude: 31.2,
      satellites: 11, valid: false, ignition: true, inputs: { din1: true, din2: false }, inputNames: { din1: 'PTO' }, fuelLitres: 120.5,
      fuelPercent: 48.2, temperature: -18.4, voltage: 27.9, odometer: 123456.7, address: "Jalan 7/1, Seksyen 7 \"A\" 'x'", attributes: { rssi: -71 },
    });
    const counts: number[] = [];
    const stored = await db.transaction().execute((trx) => insertPositions(trx.withPlugin(rowCounter(counts)), rows));
    expect(stored).toBe(2345);
    expect(counts).toEqual([POSITION_INSERT_BATCH, POSITION_INSERT_BATCH, 345]);
    const row = await db.selectFrom('positions').selectAll().where('asset_id', '=', asset!.id).where('time', '=', new Date(base + 7000)).executeTakeFirstOrThrow();
    expect(row.time.getTime()).toBe(base + 7000);
    expect(row).toMatchObject({
      lat: 3.123456789, lng: 101.987654321, speed: 12.5, heading: 271.5, altitude: 31.2, satellites: 11, valid: false, ignition: true,
      inputs: { din1: true, din2: false }, input_names: { din1: 'PTO' }, fuel_litres: 120.5, fuel_percent: 48.2, temperature: -18.4,
      voltage: 27.9, odometer: 123456.7, address: "Jalan 7/1, Seksyen 7 \"A\" 'x'", attributes: { rssi: -71 },
    });
    expect(await insertPositions(db, rows.slice(0, 10))).toBe(0);
  });
});
