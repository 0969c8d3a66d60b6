import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import { EXCEL_DATETIME_FORMAT, excelCellValue, excelColumnWidths, excelColumns, excelWallClock, parseReportTime } from './excel-cells';
import { REPORT_COLUMNS, reportColumnKind, reportColumnLabel } from './report-columns';
import { T0, pt } from './test-fixtures';

describe('report columns for exporters', () => {
  it('labels a column with its unit once, the same for the grid, the PDF and both Excel writers', () => {
    expect(reportColumnLabel({ header: 'Speed', unit: 'km/h' })).toBe('Speed (km/h)');
    expect(reportColumnLabel({ header: 'Asset' })).toBe('Asset');
    // A header that already names its unit is not doubled ('Duration (min) (min)' before).
    expect(reportColumnLabel({ header: 'Duration (min)', unit: 'min' })).toBe('Duration (min)');
    const labels = REPORT_COLUMNS.summary.map(reportColumnLabel);
    expect(labels).toContain('Distance (km)');
    expect(labels).toContain('Fuel Used (L)');
  });
  it('knows the time and day columns of every report by their field, unless a column says otherwise', () => {
    expect(reportColumnKind({ field: 'time' })).toBe('datetime');
    expect(reportColumnKind({ field: 'uploadedAt' })).toBe('datetime');
    expect(reportColumnKind({ field: 'date' })).toBe('date');
    expect(reportColumnKind({ field: 'speed' })).toBe('value');
    expect(reportColumnKind({ field: 'time', kind: 'value' })).toBe('value');
    expect(excelColumns(REPORT_COLUMNS.history.slice(0, 4))).toEqual([
      { field: 'assetName', label: 'Asset', kind: 'value', numFmt: undefined },
      { field: 'time', label: 'Time', kind: 'datetime', numFmt: EXCEL_DATETIME_FORMAT },
      { field: 'status', label: 'Status', kind: 'value', numFmt: undefined },
      { field: 'speed', label: 'Speed (km/h)', kind: 'value', numFmt: undefined },
    ]);
  });
});

describe('Excel cells', () => {
  it('reads the report and playback time texts, and nothing else', () => {
    expect(parseReportTime('2/1/2026 | 07:05:09')).toEqual({ year: 2026, month: 1, day: 2, hour: 7, minute: 5, second: 9 });
    expect(parseReportTime('02/01/2026|07:05:09')).toEqual({ year: 2026, month: 1, day: 2, hour: 7, minute: 5, second: 9 });
    expect(parseReportTime('24/11/2026')).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 0, second: 0 });
    expect(parseReportTime('less 1 minute')).toBeNull();
    expect(parseReportTime('13/13/2026 | 00:00:00')).toBeNull();
  });
  it('writes a time as the wall clock of the zone: the UTC fields of the Date are what Excel shows', () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur (UTC+8) and 11:30 in New York (UTC-5 in January).
    const instant = Date.UTC(2026, 0, 2, 16, 30, 0);
    expect(excelWallClock(instant, 'Asia/Kuala_Lumpur').toISOString()).toBe('2026-01-03T00:30:00.000Z');
    expect(excelWallClock(instant, 'America/New_York').toISOString()).toBe('2026-01-02T11:30:00.000Z');
    expect(excelCellValue('3/1/2026 | 00:30:00', 'datetime')).toEqual(new Date('2026-01-03T00:30:00.000Z'));
    expect(excelCellValue(instant, 'datetime', 'Asia/Kuala_Lumpur')).toEqual(new Date('2026-01-03T00:30:00.000Z'));
    expect(excelCellValue('3/1/2026', 'date')).toEqual(new Date('2026-01-03T00:00:00.000Z'));
  });
  it('keeps numbers as numbers and text as text; empty cells stay empty', () => {
    expect(excelCellValue(12.5, 'value')).toBe(12.5);
    expect(excelCellValue('12.5', 'value')).toBe('12.5');
    expect(excelCellValue('', 'datetime')).toBeNull();
    expect(excelCellValue(null, 'value')).toBeNull();
    expect(excelCellValue('not a time', 'datetime')).toBe('not a time');
  });
  it('a History report in Kuala Lumpur gives cells showing Kuala Lumpur wall time', () => {
    const built = buildReport({
      type: 'history',
      from: T0,
      to: T0 + 3_600_000,
      timeZone: 'Asia/Kuala_Lumpur',
      assets: [{ assetId: 1, assetName: 'Truck', assetGroup: 'G', type: 'truck', points: [pt(0, { speed: 10 })], events: [], fuelReceipts: [], tollReceipts: [], maintenance: [] }],
      pois: [],
      speedLimit: 80,
    });
    const row = built.rows[0]!;
    const cell = excelCellValue(row['time'], 'datetime') as Date;
    expect(cell).toBeInstanceOf(Date);
    expect(cell.getTime()).toBe((row['timestamp'] as number) + 8 * 3_600_000);
  });
  it('sizes columns from the label and the sampled values, between 8 and 60 characters', () => {
    const cols = excelColumns([
      { header: 'Asset', field: 'assetName' },
      { header: 'Time', field: 'time' },
      { header: 'Id', field: 'id' },
      { header: 'Address', field: 'address' },
    ]);
    const rows = [{ assetName: 'Hino 700 - JSM 2090', time: '1/1/2026 | 00:00:00', id: 1, address: 'x'.repeat(80) }];
    expect(excelColumnWidths(cols, rows)).toEqual([21, 23, 8, 60]);
  });
});
