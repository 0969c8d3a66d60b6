import { REPORT_COLUMNS } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { reportPdfModel } from './report-pdf';

const summaryRows = [
  { assetName: 'Truck 1', distance: 10.25, drivingMs: 3_900_000, drivingTime: '1 h 05 min', trips: 2, maxSpeed: 90, fuel: 4.5 },
  { assetName: 'Truck 2', distance: 0.5, drivingMs: 120_000, drivingTime: '2 min', trips: 1, maxSpeed: 40, fuel: null },
];

describe('the reports screen PDF', () => {
  it('labels columns with their units, leaves their widths to the text, and totals the Summary', () => {
    const columns = REPORT_COLUMNS.summary.filter((c) => ['assetName', 'distance', 'drivingTime', 'trips', 'maxSpeed', 'fuel'].includes(c.field));
    const logo = new Uint8Array([0x89, 0x50]);
    const model = reportPdfModel({
      result: { title: 'Summary', type: 'summary' },
      columns,
      rows: summaryRows,
      timeRange: { from: 1, to: 2 },
      timeZone: 'Asia/Kuala_Lumpur',
      logo,
    })!;
    expect(model.columns).toEqual([
      { header: 'Asset', field: 'assetName' },
      { header: 'Distance (km)', field: 'distance' },
      { header: 'Driving Time', field: 'drivingTime' },
      { header: 'Trips', field: 'trips' },
      { header: 'Max Speed (km/h)', field: 'maxSpeed' },
      { header: 'Fuel Used (L)', field: 'fuel' },
    ]);
    // Never a total of speeds.
    expect(model.totals).toEqual({ distance: 10.75, drivingTime: '1 h 07 min', trips: 3, fuel: 4.5 });
    expect(model.timeZone).toBe('Asia/Kuala_Lumpur');
    expect(model.timeRange).toEqual({ from: 1, to: 2 });
    expect(model.logo).toBe(logo);
  });

  it('has no Total row for History, and no PDF without rows', () => {
    const model = reportPdfModel({ result: { title: 'History', type: 'history' }, columns: REPORT_COLUMNS.history, rows: [{ speed: 40 }], timeZone: 'UTC' })!;
    expect(model.totals).toEqual({});
    expect(model).not.toHaveProperty('logo');
    expect(reportPdfModel({ result: { title: 'History', type: 'history' }, columns: REPORT_COLUMNS.history, rows: [], timeZone: 'UTC' })).toBeNull();
  });
});
