/**
 * Reports in the company's units: the one conversion of report columns and values that the report JSON (grid, Total
 * row, PDF) and the Excel export share. Reports are computed metric; the server converts a report once, at its edge,
 * before it answers or streams it (see README 'Definitions', Units).
 */
import { isConverted, isMetric, toDisplay, unitLabel, type Quantity, type UnitPreferences } from '../units';
import type { ReportColumn, ReportRow } from './report-types';

/** What a column's metric unit measures. Units not listed (V, min, °, RM, %) are never converted. */
const METRIC_UNIT_QUANTITY: Readonly<Record<string, Exclude<Quantity, 'pricePerVolume' | 'pricePerDistance'>>> = {
  km: 'distance',
  'km/h': 'speed',
  L: 'volume',
  '°C': 'temperature',
  'km/L': 'economy',
};

/** Captions that name a metric unit in their words, and what they read once that unit is converted. */
export const CONVERTED_HEADERS: Readonly<Record<string, string>> = {
  'Price per Liter': 'Price per Gallon',
  'Km Run': 'Miles Run',
  'Cost per 1000 km': 'Cost per 1000 mi',
  'Wear per 1000 km': 'Wear per 1000 mi',
  'Km Left': 'Miles Left',
};

/** What a report column's values measure (its metric unit, or a price per litre / per km); null for the rest. */
export function reportColumnQuantity(column: Pick<ReportColumn, 'unit' | 'per'>): Quantity | null {
  if (column.per === 'L') return 'pricePerVolume';
  if (column.per === 'km') return 'pricePerDistance';
  return (column.unit !== undefined && METRIC_UNIT_QUANTITY[column.unit]) || null;
}

/** A metric report column as the company sees it: the unit ('mi', 'mph', 'gal', '°F') and a caption naming it. */
export function reportColumnInUnits<C extends Pick<ReportColumn, 'header' | 'unit' | 'per'>>(column: C, units: UnitPreferences): C {
  const quantity = reportColumnQuantity(column);
  if (quantity === null || !isConverted(quantity, units)) return column;
  const out: C = { ...column, header: CONVERTED_HEADERS[column.header] ?? column.header };
  if (quantity !== 'pricePerVolume' && quantity !== 'pricePerDistance') out.unit = unitLabel(quantity, units);
  return out;
}

const NUMBER_IN_TEXT = /-?\d+(?:\.\d+)?/g;

/**
 * A metric value of a report column in the company's units: numbers converted and rounded (`toDisplay`), numbers in
 * the text of a unit column converted one by one ('-25 to -15' °C reads '-13 to 5' °F), anything else as it is.
 */
export function reportValueInUnits(column: Pick<ReportColumn, 'unit' | 'per'>, value: ReportRow[string] | undefined, units: UnitPreferences): ReportRow[string] | undefined {
  const quantity = reportColumnQuantity(column);
  if (quantity === null || value === null || value === undefined) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? toDisplay(quantity, value, units) : value;
  if (typeof value === 'string') return value.replace(NUMBER_IN_TEXT, (n) => String(toDisplay(quantity, Number(n), units)));
  return value;
}

/**
 * A report's columns and rows in the company's units: rows copied with their unit fields converted, the other fields
 * as they are; new arrays of the same objects when the units are metric.
 */
export function reportInUnits<R extends ReportRow>(report: { columns: readonly ReportColumn[]; rows: readonly R[] }, units: UnitPreferences): { columns: ReportColumn[]; rows: R[] } {
  if (isMetric(units)) return { columns: [...report.columns], rows: [...report.rows] };
  const converted = report.columns.filter((c) => reportColumnQuantity(c) !== null);
  const rows = report.rows.map((row) => {
    const out: ReportRow = { ...row };
    for (const c of converted) {
      const v = reportValueInUnits(c, row[c.field], units);
      if (v !== undefined) out[c.field] = v;
    }
    // Numbers stay numbers and text stays text, so the row keeps its type.
    return out as R;
  });
  return { columns: report.columns.map((c) => reportColumnInUnits(c, units)), rows };
}
