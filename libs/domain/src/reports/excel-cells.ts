/**
 * Report values as Excel cells, shared by both Excel writers (the browser's exceljs workbook and the server's streaming
 * writer): times and days become real dates in the report's zone, numbers stay numbers, labels carry the unit.
 *
 * Excel has no time zones: a date cell is a serial number of days that Excel shows as it is. exceljs turns a JS Date
 * into that serial from the Date's UTC fields. So to show the wall-clock time of the user's zone, the cell is given
 * the zone's wall-clock time as if it were UTC, i.e. the instant shifted by the zone's offset at that instant
 * (`excelWallClock`). The header rows above the labels name the zone (`excelHeaderRows`).
 */
import { zoneOffsetMs, type DateParts } from '../time-format';
import { reportColumnKind, reportColumnLabel } from './report-columns';
import type { ReportColumn, ReportColumnKind, ReportRow } from './report-types';

/** Number format of report times: the grid's 'D/M/YYYY | HH:mm:ss'. */
export const EXCEL_DATETIME_FORMAT = 'd/m/yyyy" | "hh:mm:ss';
/** Number format of report days: 'D/M/YYYY'. */
export const EXCEL_DATE_FORMAT = 'd/m/yyyy';

/** A value an Excel cell holds. */
export type ExcelCellValue = string | number | boolean | Date | null;

// 'D/M/YYYY | HH:mm:ss' (reports) and 'DD/MM/YYYY|HH:mm:ss' (playback points); the time is optional (days).
const TIME_TEXT = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s*\|\s*(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/;

/** The wall-clock parts of a report time or day text ('D/M/YYYY | HH:mm:ss', 'D/M/YYYY'); null for other text. */
export function parseReportTime(text: string): DateParts | null {
  const m = TIME_TEXT.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59) return null;
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
}

/**
 * The Date whose UTC fields are a wall-clock time: what exceljs needs to write a cell that Excel shows as that time.
 * Given an instant and a zone, the instant shifted by the zone's offset at that instant (+8 h in Kuala Lumpur).
 */
export function excelWallClock(at: DateParts | number, timeZone?: string): Date {
  if (typeof at === 'number') return new Date(at + (timeZone ? zoneOffsetMs(at, timeZone) : 0));
  return new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second));
}

/**
 * A report value as an Excel cell for its column kind: a time or a day (text in the report's zone, or an instant in
 * ms with `timeZone`) becomes a wall-clock Date; text that is no time stays text; everything else is written as it is,
 * so numbers stay numbers.
 */
export function excelCellValue(value: ReportRow[string] | undefined, kind: ReportColumnKind, timeZone?: string): ExcelCellValue {
  if (value === undefined || value === null || value === '') return null;
  if (kind === 'value') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? excelWallClock(value, timeZone) : null;
  if (typeof value !== 'string') return value;
  const parts = parseReportTime(value);
  return parts ? excelWallClock(parts) : value;
}

/** The number format of a column kind's cells; undefined for plain values. */
export function excelNumberFormat(kind: ReportColumnKind): string | undefined {
  return kind === 'datetime' ? EXCEL_DATETIME_FORMAT : kind === 'date' ? EXCEL_DATE_FORMAT : undefined;
}

/** How an Excel writer writes one report column: its label (with the unit), kind and number format. */
export interface ExcelColumnSpec {
  field: string;
  label: string;
  kind: ReportColumnKind;
  numFmt: string | undefined;
}

/** The Excel columns of report columns: label with unit ('Speed (km/h)'), kind and number format. */
export function excelColumns(columns: readonly Pick<ReportColumn, 'header' | 'field' | 'unit' | 'kind'>[]): ExcelColumnSpec[] {
  return columns.map((c) => {
    const kind = reportColumnKind(c);
    return { field: c.field, label: reportColumnLabel(c), kind, numFmt: excelNumberFormat(kind) };
  });
}

/** Rows sampled to size Excel columns (evenly spread over the data). */
const WIDTH_SAMPLE_ROWS = 500;

/**
 * Excel column widths in characters from the content: the label and the longest of up to 500 evenly sampled values
 * (times as their 'D/M/YYYY | HH:mm:ss' text), plus 2, between 8 and 60 (longer text wraps in Excel's cell, not cut).
 */
export function excelColumnWidths(columns: readonly ExcelColumnSpec[], rows: readonly ReportRow[]): number[] {
  const step = Math.max(1, Math.floor(rows.length / WIDTH_SAMPLE_ROWS));
  return columns.map((c) => {
    let longest = c.label.length;
    if (c.kind === 'datetime') longest = Math.max(longest, 21);
    else if (c.kind === 'date') longest = Math.max(longest, 10);
    else {
      for (let i = 0; i < rows.length; i += step) {
        const v = rows[i]![c.field];
        if (v !== null && v !== undefined) longest = Math.max(longest, String(v).length);
      }
    }
    return Math.min(60, Math.max(8, longest + 2));
  });
}
