import { describe, expect, it } from 'vitest';
import { DEFAULT_UNITS, US_UNITS } from '../units';
import { REPORT_COLUMNS, reportColumnLabel } from './report-columns';
import { reportColumnInUnits, reportColumnQuantity, reportInUnits, reportValueInUnits } from './report-units';

const byField = (type: keyof typeof REPORT_COLUMNS, field: string) => REPORT_COLUMNS[type].find((c) => c.field === field)!;

describe('reports in the company units', () => {
  it('knows what each unit column measures', () => {
    expect(reportColumnQuantity(byField('summary', 'distance'))).toBe('distance');
    expect(reportColumnQuantity(byField('summary', 'maxSpeed'))).toBe('speed');
    expect(reportColumnQuantity(byField('summary', 'fuel'))).toBe('volume');
    expect(reportColumnQuantity(byField('temperature', 'minTemperature'))).toBe('temperature');
    expect(reportColumnQuantity(byField('fuel-receipt', 'priceperliter'))).toBe('pricePerVolume');
    expect(reportColumnQuantity(byField('fuel-receipt', 'price'))).toBeNull();
    expect(reportColumnQuantity(byField('history', 'volt'))).toBeNull();
    expect(reportColumnQuantity(byField('history', 'latitude'))).toBeNull();
  });

  it('captions every converted column with its unit', () => {
    const label = (type: keyof typeof REPORT_COLUMNS, field: string) => reportColumnLabel(reportColumnInUnits(byField(type, field), US_UNITS));
    expect(label('summary', 'distance')).toBe('Distance (mi)');
    expect(label('summary', 'avgSpeed')).toBe('Avg Speed (mph)');
    expect(label('summary', 'refuelled')).toBe('Refuelled (gal)');
    expect(label('summary', 'endOdometer')).toBe('End Odometer (mi)');
    expect(label('temperature', 'maxTemperature')).toBe('Max (°F)');
    expect(label('fuel-receipt', 'priceperliter')).toBe('Price per Gallon (RM)');
    expect(label('tire-cost-analysis', 'kmRun')).toBe('Miles Run (mi)');
    expect(label('tire-cost-analysis', 'costPer1000Km')).toBe('Cost per 1000 mi (RM)');
    expect(label('history', 'volt')).toBe('Volt (V)');
    // Metric: the metric captions.
    expect(reportColumnLabel(reportColumnInUnits(byField('summary', 'distance'), DEFAULT_UNITS))).toBe('Distance (km)');
    expect(reportColumnInUnits(byField('summary', 'distance'), DEFAULT_UNITS)).toBe(byField('summary', 'distance'));
  });

  it('converts numbers and the numbers of unit texts, and nothing else', () => {
    expect(reportValueInUnits(byField('summary', 'distance'), 100, US_UNITS)).toBe(62.14);
    expect(reportValueInUnits(byField('summary', 'distance'), null, US_UNITS)).toBeNull();
    expect(reportValueInUnits(byField('temperature', 'range'), '-25 to -15', US_UNITS)).toBe('-13 to 5');
    expect(reportValueInUnits(byField('temperature', 'range'), '2 to 8', US_UNITS)).toBe('35.6 to 46.4');
    expect(reportValueInUnits(byField('history', 'volt'), 12.6, US_UNITS)).toBe(12.6);
    expect(reportValueInUnits(byField('fuel-receipt', 'price'), 205, US_UNITS)).toBe(205);
  });

  it('converts a report: rows copied, other fields kept, metric reports unchanged', () => {
    const columns = REPORT_COLUMNS.summary;
    const row = { assetId: 1, timestamp: 5, assetName: 'Hino', distance: 160.9344, maxSpeed: 96, avgSpeed: 40, fuel: 37.85411784, refuelled: null, drivingMs: 3_600_000, trips: 3 };
    const us = reportInUnits({ columns, rows: [row] }, US_UNITS);
    expect(us.rows[0]).toEqual({ ...row, distance: 100, maxSpeed: 59.7, avgSpeed: 24.9, fuel: 10 });
    expect(row.distance).toBe(160.9344);
    expect(us.columns.map((c) => c.unit).filter(Boolean)).toEqual(['mi', 'mph', 'mph', 'gal', 'gal', 'mi', 'mi']);
    const metric = reportInUnits({ columns, rows: [row] }, DEFAULT_UNITS);
    expect(metric.rows[0]).toBe(row);
    expect(metric.columns).toEqual(columns);
  });
});
