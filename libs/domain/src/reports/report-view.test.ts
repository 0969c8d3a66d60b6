import { describe, expect, it } from 'vitest';
import { excelColumnChars, excelHeaderRows, searchReportRows, sortReportRows } from './report-view';

const rows = [
  { assetName: 'Truck B', speed: 40, address: 'Jalan Klang Lama' },
  { assetName: 'truck a', speed: null, address: 'Persiaran Kayangan' },
  { assetName: 'Van C', speed: 7, address: '' },
];

describe('report view for exports', () => {
  it('searches the given fields only, case-insensitively, trimmed', () => {
    expect(searchReportRows(rows, ['assetName'], ' TRUCK ').map((r) => r.assetName)).toEqual(['Truck B', 'truck a']);
    expect(searchReportRows(rows, ['assetName'], 'klang')).toEqual([]);
    expect(searchReportRows(rows, ['address'], 'klang').map((r) => r.assetName)).toEqual(['Truck B']);
    expect(searchReportRows(rows, ['assetName'], '')).toHaveLength(3);
  });
  it('sorts numbers numerically and text without case; empty values last in both directions', () => {
    expect(sortReportRows(rows, 'speed', 'asc').map((r) => r.speed)).toEqual([7, 40, null]);
    expect(sortReportRows(rows, 'speed', 'desc').map((r) => r.speed)).toEqual([40, 7, null]);
    expect(sortReportRows(rows, 'assetName', 'asc').map((r) => r.assetName)).toEqual(['truck a', 'Truck B', 'Van C']);
    expect(sortReportRows(rows, 'address', 'desc').map((r) => r.assetName)).toEqual(['truck a', 'Truck B', 'Van C']);
  });
  it('writes the title and the period above the labels, and sizes columns from their PDF width', () => {
    const from = Date.UTC(2026, 0, 2, 16, 0, 0);
    expect(excelHeaderRows('Summary', from, from + 3_600_000, 'UTC')).toEqual([['Summary'], ['2/1/2026 | 16:00:00 - 2/1/2026 | 17:00:00']]);
    expect(excelColumnChars({ header: 'Asset', width: 100 })).toBe(14);
    expect(excelColumnChars({ header: 'Id', width: 14 })).toBe(8);
    expect(excelColumnChars({ header: 'x'.repeat(70), width: 100 })).toBe(60);
  });
});
