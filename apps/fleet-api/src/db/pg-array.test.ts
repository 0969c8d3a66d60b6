import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db';
import type { FleetDatabase } from './open-database';
import { pgBooleans, pgNumbers, pgTexts } from './pg-array';

describe('PostgreSQL array literals', () => {
  let database: FleetDatabase;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());

  it('writes the literals', () => {
    expect(pgNumbers([1, 2.5, null, -0.1])).toBe('{1,2.5,NULL,-0.1}');
    expect(pgNumbers([])).toBe('{}');
    expect(pgBooleans([true, false, null])).toBe('{t,f,NULL}');
    expect(pgTexts(['a', null, ''])).toBe('{"a",NULL,""}');
  });

  it('round-trips through the database exactly, whatever the texts hold', async () => {
    const numbers = [0, 3.0733123456789, -101.51851234567891, 1e-7, 123456789.123, Number.MAX_SAFE_INTEGER, null, 1700000000123];
    const texts = ['plain', 'NULL', '', 'a,b', '{braces}', 'quote " and \\ backslash', 'tab\there', 'Jalan Ampang — 吉隆坡', null, ' spaced '];
    const json = ['{"k":"v \\" q"}', '{}', null];
    const booleans = [true, false, null];
    const { rows } = await sql<{ n: (number | null)[]; t: (string | null)[]; j: (unknown | null)[]; b: (boolean | null)[] }>`
      select ${pgNumbers(numbers)}::float8[] as n, ${pgTexts(texts)}::text[] as t, ${pgTexts(json)}::jsonb[] as j,
        ${pgBooleans(booleans)}::bool[] as b`.execute(database.db);
    const row = rows[0];
    expect(row?.n.map((v) => (v === null ? null : Number(v)))).toEqual(numbers);
    expect(row?.t).toEqual(texts);
    expect(row?.b).toEqual(booleans);
    expect(row?.j).toEqual([{ k: 'v " q' }, {}, null]);
  });
});
