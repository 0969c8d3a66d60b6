import { formatRangeTime } from '../time-format';
import type { ReportColumn, ReportRow } from './report-types';

/** Sort direction of a report column. */
export type ReportSortDirection = 'asc' | 'desc';

/**
 * Rows whose text in any of the fields contains the query (case-insensitive, trimmed) — the grid's search, for the
 * server's exports. An empty query keeps every row.
 */
export function searchReportRows(rows: readonly ReportRow[], fields: readonly string[], query: string): ReportRow[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...rows];
  return rows.filter((row) =>
    fields.some((f) => {
      const v = row[f];
      return v !== null && v !== undefined && String(v).toLowerCase().includes(q);
    }),
  );
}

/** Numbers and booleans compare numerically, other values as lowercase text; empty values sort last either way. */
export function sortReportRows(rows: readonly ReportRow[], field: string, direction: ReportSortDirection): ReportRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (v: ReportRow[string] | undefined): number | string | null =>
    v === null || v === undefined || v === '' ? null : typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : String(v).toLowerCase();
  const keyed = rows.map((row, i) => ({ row, i, k: key(row[field]) }));
  keyed.sort((a, b) => {
    if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1;
    const c = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : String(a.k) < String(b.k) ? -1 : String(a.k) > String(b.k) ? 1 : 0;
    return c === 0 ? a.i - b.i : c * sign;
  });
  return keyed.map((x) => x.row);
}

/** The rows an Excel export writes above the bold column labels: the title, then the period. */
export function excelHeaderRows(title: string, from: number, to: number, timeZone?: string): string[][] {
  return [[title], [`${formatRangeTime(from, timeZone)} - ${formatRangeTime(to, timeZone)}`]];
}

/** Excel column width in characters from a column's PDF width in pt (about 7 pt per character), between 8 and 60. */
export function excelColumnChars(column: Pick<ReportColumn, 'header' | 'width'>): number {
  const fromPt = column.width === undefined ? 0 : Math.round(column.width / 7);
  return Math.min(60, Math.max(8, column.header.length + 2, fromPt));
}
