import { describe, expect, it } from 'vitest';
import { pageCount, pageRows, searchRows } from './rows';

const rows = Array.from({ length: 23 }, (_, i) => ({ assetName: `Truck ${i}`, address: i % 2 ? 'Shah Alam' : null, fuel: i }));

describe('searchRows', () => {
  it('matches any named field, case-insensitively', () => {
    expect(searchRows(rows, 'truck 1', ['assetName']).map((r) => r.fuel)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(searchRows(rows, 'SHAH', ['address'])).toHaveLength(11);
    expect(searchRows(rows, '22', ['fuel'])).toHaveLength(1);
    expect(searchRows(rows, '  ', ['assetName'])).toBe(rows);
  });
});

describe('paging', () => {
  it('pages by size and clamps, with All as one page', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageRows(rows, 2, 10)).toHaveLength(3);
    expect(pageRows(rows, 9, 10)[0]?.fuel).toBe(20);
    expect(pageRows(rows, 0, 'All')).toHaveLength(23);
    expect(pageRows(rows, 0)).toHaveLength(10);
  });
});
