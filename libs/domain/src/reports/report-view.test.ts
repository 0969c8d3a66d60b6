import { describe, expect, it } from 'vitest';
import { REPORT_TOTALS } from './report-columns';
import { excelHeaderRows, reportTotals, searchReportRows, sortReportRows } from './report-view';

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
  it('writes the title, the period and the zone of its times above the labels', () => {
    const from = Date.UTC(2026, 0, 2, 16, 0, 0);
    expect(excelHeaderRows('Summary', from, from + 3_600_000, 'UTC')).toEqual([
      ['Summary'],
      ['2/1/2026 | 16:00:00 - 2/1/2026 | 17:00:00'],
      ['Time zone: UTC (UTC+00:00)'],
    ]);
    expect(excelHeaderRows('Summary', from, from + 3_600_000, 'Asia/Kuala_Lumpur')).toEqual([
      ['Summary'],
      ['3/1/2026 | 00:00:00 - 3/1/2026 | 01:00:00'],
      ['Time zone: Asia/Kuala_Lumpur (UTC+08:00)'],
    ]);
  });
  it('totals the Summary where adding up means something: distances, durations, counts, litres; never speeds or odometers', () => {
    const summary = [
      { distance: 10.25, drivingMs: 3_900_000, idlingMs: 60_000, trips: 2, stops: 3, maxSpeed: 90, fuel: 4.5, refuels: 1, refuelled: 50, endOdometer: 1000 },
      { distance: 0.5, drivingMs: 120_000, idlingMs: 0, trips: 1, stops: 1, maxSpeed: 40, fuel: null, refuels: 0, refuelled: 0, endOdometer: 2000 },
    ];
    expect(reportTotals(REPORT_TOTALS.summary, summary)).toEqual({
      distance: 10.75,
      drivingTime: '1 h 07 min',
      idling: '1 min',
      trips: 3,
      stops: 4,
      fuel: 4.5,
      refuels: 1,
      refuelled: 50,
    });
    expect(reportTotals(REPORT_TOTALS.mileage, [{ mileage: 0.1 }, { mileage: 0.2 }])).toEqual({ mileage: 0.3 });
    // Fuel: the net change of the events; the level rows (change null) are skipped.
    expect(reportTotals(REPORT_TOTALS.fuel, [{ change: null }, { change: 40 }, { change: -12.5 }])).toEqual({ change: 27.5 });
    expect(reportTotals(REPORT_TOTALS.history, [{ speed: 40 }])).toEqual({});
    expect(reportTotals(REPORT_TOTALS.fuel, [{ change: null }])).toEqual({});
  });
});
