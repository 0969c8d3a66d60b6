import { DEFAULT_UNITS } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import type { LiveRow } from './live-rows';
import { vehicleListPdf, vehicleListTitle, vehicleListWorkbook } from './vehicle-list-export';

const rows: LiveRow[] = [
  { assetId: 1, name: 'Hino 500 - WXY 4821', group: 'Haulage', unitId: '3569', status: 'Moving', speed: 80.5, ignition: true, time: Date.UTC(2026, 10, 24, 1, 2, 3), fuelPercent: 61, temperature: 4, lat: 3, lng: 101, address: 'Jalan Kebun, Shah Alam' },
  { assetId: 2, name: 'Forklift 2', group: 'Yard', unitId: '', status: 'Inactive', speed: 0, ignition: null, time: null, fuelPercent: null, temperature: null, lat: 3, lng: 101, address: null },
];
const US = { distance: 'mi', volume: 'gal', temperature: 'F' } as const;

describe('the Monitor vehicle list export', () => {
  it("titles it 'Vehicle List' plus the filter", () => {
    expect(vehicleListTitle({ statuses: ['All'], search: '' })).toBe('Vehicle List');
    expect(vehicleListTitle({ statuses: ['All', 'Move', 'Idle', 'Park', 'Inactive'], search: '' })).toBe('Vehicle List');
    expect(vehicleListTitle({ statuses: ['Move', 'Park'], search: ' hino ' })).toBe('Vehicle List - Move, Park "hino"');
  });

  it('prints times in the zone, unknowns as -, and nothing for an empty list', () => {
    const pdf = vehicleListPdf(rows, { statuses: ['All'], search: '' }, DEFAULT_UNITS, 'Asia/Kuala_Lumpur', Date.UTC(2026, 10, 24, 2));
    expect(pdf?.columns.map((c) => c.header)).toEqual(['Asset', 'Group', 'Unit', 'Status', 'Speed (km/h)', 'Ignition', 'Last Report', 'Fuel (%)', 'Temperature (°C)', 'Address']);
    expect(pdf?.rows[0]).toMatchObject({ speed: 80.5, ignition: 'On', time: '24/11/2026 | 09:02:03', temperature: 4 });
    expect(pdf?.rows[1]).toMatchObject({ ignition: '-', time: 'Never', fuelPercent: '-', temperature: '-', address: '-' });
    expect(vehicleListPdf([], { statuses: ['All'], search: '' }, DEFAULT_UNITS, 'UTC', 0)).toBeNull();
  });

  it("converts to the company's units, the same figures in the PDF and the workbook", () => {
    const pdf = vehicleListPdf(rows, { statuses: ['Move'], search: '' }, US, 'America/New_York', 0)!;
    const book = vehicleListWorkbook(rows, { statuses: ['Move'], search: '' }, US, 'America/New_York', 'Vehicle List 24-11-2026')!;
    expect(pdf.columns.map((c) => c.header)).toContain('Speed (mph)');
    expect(pdf.rows[0]).toMatchObject({ speed: 50, temperature: 39.2, time: '23/11/2026 | 20:02:03' });
    expect(book.labels).toEqual(pdf.columns.map((c) => c.header));
    expect(book.data).toEqual(pdf.rows);
    expect(book.header?.[0]).toEqual(['Report Type: Vehicle List - Move']);
  });
});
