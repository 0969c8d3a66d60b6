import type { ReportRow } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { applyView, buildSearchIndex, searchIndex, sortOrder } from './grid-engine';

const rows: ReportRow[] = [
  { name: 'Truck B', speed: 30, address: 'Shah Alam' },
  { name: 'truck a', speed: null, address: 'Klang' },
  { name: 'Van C', speed: 5, address: null },
  { name: 'Truck D', speed: 100, address: 'KLCC' },
];

describe('search', () => {
  it('matches visible fields only, case-insensitively; empty query = all', () => {
    const idx = buildSearchIndex(rows, ['name', 'address']);
    expect(Array.from(searchIndex(idx, 'KL')!)).toEqual([1, 3]);
    expect(Array.from(searchIndex(idx, ' truck ')!)).toEqual([0, 1, 3]);
    expect(Array.from(searchIndex(idx, '100')!)).toEqual([]);
    expect(searchIndex(idx, '  ')).toBeNull();
    // The separator keeps matches inside one field.
    expect(Array.from(searchIndex(idx, 'alamklang')!)).toEqual([]);
  });
});

describe('sort', () => {
  it('sorts numbers numerically and text case-insensitively, empty values last in both directions', () => {
    expect(applyView(rows, null, { field: 'speed', direction: 'asc' }).map((r) => r.speed)).toEqual([5, 30, 100, null]);
    expect(applyView(rows, null, { field: 'speed', direction: 'desc' }).map((r) => r.speed)).toEqual([100, 30, 5, null]);
    expect(applyView(rows, null, { field: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['truck a', 'Truck B', 'Truck D', 'Van C']);
    expect(applyView(rows, null, { field: 'address', direction: 'desc' }).map((r) => r.address)).toEqual(['Shah Alam', 'KLCC', 'Klang', null]);
  });
  it('sorts a filtered subset with the cached order', () => {
    const idx = buildSearchIndex(rows, ['name']);
    const shown = applyView(rows, searchIndex(idx, 'truck'), { field: 'speed', direction: 'desc' });
    expect(shown.map((r) => r.name)).toEqual(['Truck D', 'Truck B', 'truck a']);
    expect(sortOrder(rows, 'speed')).toBe(sortOrder(rows, 'speed'));
  });
  it('keeps the input order without a sort', () => {
    expect(applyView(rows, null, null)).toEqual(rows);
    expect(applyView(rows, Uint32Array.of(3, 0), null).map((r) => r.name)).toEqual(['Truck D', 'Truck B']);
  });
});
