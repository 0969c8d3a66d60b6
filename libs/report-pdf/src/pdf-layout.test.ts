import { describe, expect, it } from 'vitest';
import { defaultColumnWidth, excelFileName, pdfFileName, pdfPageSize, trimSelectedFields } from './pdf-layout';

describe('pdf layout', () => {
  it('sizes columns at 7 per character, capped at 100', () => {
    expect(defaultColumnWidth('Speed')).toBe(35);
    expect(defaultColumnWidth('A very long column header indeed')).toBe(100);
  });
  it('sizes the page from the columns', () => {
    const s = pdfPageSize([20, 110, 110, 110, 110, 110]);
    expect(s.width).toBe(570 + 8 + 80);
    expect(s.height).toBeCloseTo(658 * 1.41);
  });
  it('names files', () => {
    expect(pdfFileName('Summary', Date.UTC(2026, 0, 5, 16, 4, 9))).toBe('Summary 6-1-2026 00.04.09.pdf');
    expect(excelFileName('History')).toBe('History.xlsx');
  });
  it('trims selected fields to the columns', () => {
    expect(trimSelectedFields(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(trimSelectedFields(['a'], 0)).toEqual([]);
  });
});
