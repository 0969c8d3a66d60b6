import { REPORT_COLUMNS, US_UNITS, excelCellValue, excelColumns, reportInUnits, type ReportRow } from '@fleet/domain';
import { ReportGrid } from '@fleet/report-grid';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportPdfModel } from './report-pdf';

/**
 * Screens agree for a company in miles, US gallons and Fahrenheit: the server converts a report once
 * (`reportInUnits`, report-routes.ts) and the grid, the Total row, the PDF and the Excel all show that answer.
 */
const FIELDS = ['assetName', 'distance', 'drivingTime', 'maxSpeed', 'fuel', 'refuelled'];
const metricRows: ReportRow[] = [
  { assetId: 1, timestamp: 1, assetName: 'Truck 1', distance: 10.25, drivingMs: 3_900_000, drivingTime: '1 h 05 min', maxSpeed: 90, fuel: 4.5, refuelled: 100 },
  { assetId: 2, timestamp: 2, assetName: 'Truck 2', distance: 0.5, drivingMs: 120_000, drivingTime: '2 min', maxSpeed: 40, fuel: null, refuelled: 37.85411784 },
];

describe('a Summary in US units', () => {
  const answer = reportInUnits({ columns: REPORT_COLUMNS.summary.filter((c) => FIELDS.includes(c.field)), rows: metricRows }, US_UNITS);

  it('shows the converted figures under captions with the units in the grid', () => {
    render(<ReportGrid columns={answer.columns} rows={answer.rows} />);
    for (const name of ['Distance (mi)', 'Max Speed (mph)', 'Fuel Used (gal)', 'Refuelled (gal)']) expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /km|\(L\)/ })).toBeNull();
    const first = within(screen.getAllByTestId('report-grid-row').find((r) => r.textContent?.includes('Truck 1'))!);
    // 10.25 km = 6.37 mi, 90 km/h = 55.9 mph, 4.5 L = 1.19 gal, 100 L = 26.42 gal.
    for (const text of ['6.37', '55.9', '1.19', '26.42']) expect(first.getByText(text)).toBeTruthy();
  });

  it('totals and captions the PDF with the same figures, and the Excel writes the same cells', () => {
    const model = reportPdfModel({ result: { title: 'Summary', type: 'summary' }, columns: answer.columns, rows: answer.rows, timeZone: 'UTC' })!;
    expect(model.columns.map((c) => c.header)).toEqual(['Asset', 'Distance (mi)', 'Driving Time', 'Max Speed (mph)', 'Fuel Used (gal)', 'Refuelled (gal)']);
    // The Total row adds the shown figures: 6.37 + 0.31 mi, 26.42 + 10 gal; never speeds.
    expect(model.totals).toEqual({ distance: 6.68, drivingTime: '1 h 07 min', fuel: 1.19, refuelled: 36.42 });
    expect(model.rows[0]!['distance']).toBe(6.37);
    // The server's Excel writer: the same labels and, cell by cell, the numbers the grid and the PDF show.
    const excel = excelColumns(answer.columns);
    expect(excel.map((c) => c.label)).toEqual(model.columns.map((c) => c.header));
    for (const row of answer.rows) for (const c of excel) expect(excelCellValue(row[c.field], c.kind)).toEqual(row[c.field] ?? null);
    expect(excelCellValue(answer.rows[1]!['refuelled'], 'value')).toBe(10);
  });
});
