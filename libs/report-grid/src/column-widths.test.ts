import type { ReportColumn, ReportRow } from '@fleet/domain';
import { describe, expect, it, vi } from 'vitest';
import { gridColumnWidths, sampleRowIndexes } from './column-widths';

const columns: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 100 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 35 },
  { header: 'Ignition', field: 'ignition', width: 56 },
];
/** 7 px per character, 8 in bold. */
const measure = (text: string, bold: boolean) => text.length * (bold ? 8 : 7);

describe('gridColumnWidths', () => {
  it('fits the label with its unit and the sort arrow, or the widest value, plus padding', () => {
    const rows: ReportRow[] = [
      { assetName: 'Hino 700 - JSM 2090', speed: 42.5, ignition: true },
      { assetName: 'Van', speed: null, ignition: false },
    ];
    const { compact } = gridColumnWidths(columns, rows, measure);
    // 'Hino 700 - JSM 2090': 19 x 7 + 16.
    expect(compact['assetName']).toBe(149);
    // 'Speed (km/h)': 12 x 8 + 16 + 16 ('Spee' before: 35 px).
    expect(compact['speed']).toBe(128);
    // Booleans as the grid shows them: 'Yes' / 'No'; the label 'Ignition' is wider.
    expect(compact['ignition']).toBe(8 * 8 + 16 + 16);
  });

  it('caps the default view at 360 px (longer values wrap) and Expand Columns at 900 px, never below 48', () => {
    const rows: ReportRow[] = [{ assetName: 'x'.repeat(100), speed: 1, ignition: null }];
    const w = gridColumnWidths([columns[0]!, { header: 'Id', field: 'id', width: 14 }], rows, measure);
    expect(w.compact['assetName']).toBe(360);
    expect(w.expanded['assetName']).toBe(716);
    expect(w.compact['id']).toBe(48);
  });

  it('measures a sample of a million rows, each distinct text once', () => {
    const rows: ReportRow[] = Array.from({ length: 1_000_000 }, (_, i) => ({ assetName: `Truck ${i % 50}`, speed: i % 120, ignition: i % 2 === 0 }));
    rows[999_999] = { assetName: 'The longest name, last of all', speed: 1, ignition: true };
    const spy = vi.fn(measure);
    gridColumnWidths(columns, rows, spy);
    // 100 head rows + 400 spread rows; 50 names, 120 speeds, Yes/No and the three labels at most (P4 in
    // report-grid.bench.ts times the grid's mount with it).
    expect(spy.mock.calls.length).toBeLessThanOrEqual(50 + 120 + 2 + 3);
  });
});

describe('sampleRowIndexes', () => {
  it('takes the first rows, then rows spread over the rest', () => {
    expect(sampleRowIndexes(5, 10, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(sampleRowIndexes(1000, 2, 4)).toEqual([0, 1, 2, 251, 501, 750]);
    expect(sampleRowIndexes(0, 100, 400)).toEqual([]);
  });
});
