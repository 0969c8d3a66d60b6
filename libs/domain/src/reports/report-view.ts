import { DEFAULT_TIME_ZONE, formatDuration, formatRangeTime, formatZoneLabel } from '../time-format';
import type { ReportTotal } from './report-columns';
import type { ReportRow } from './report-types';

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

/** 'Time zone: Asia/Kuala_Lumpur (UTC+08:00)': how exports name the zone their times are in (at the period's start). */
export function exportZoneText(timeZone: string = DEFAULT_TIME_ZONE, at: number = Date.now()): string {
  return `Time zone: ${formatZoneLabel(timeZone, at)}`;
}

/** The rows an Excel export writes above the bold column labels: the title, the period, then the zone of its times. */
export function excelHeaderRows(title: string, from: number, to: number, timeZone: string = DEFAULT_TIME_ZONE): string[][] {
  return [[title], [`${formatRangeTime(from, timeZone)} - ${formatRangeTime(to, timeZone)}`], [exportZoneText(timeZone, from)]];
}

/**
 * The Total row of some rows: for each total, the sum of its numeric field (null values skipped) as a number rounded
 * to 2 decimals or as a duration text; fields without numbers are left out. Empty when there are no totals.
 */
export function reportTotals(totals: readonly ReportTotal[] | undefined, rows: readonly ReportRow[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const t of totals ?? []) {
    const source = t.sum ?? t.field;
    let sum = 0;
    let seen = false;
    for (const row of rows) {
      const v = row[source];
      if (typeof v === 'number' && Number.isFinite(v)) {
        sum += v;
        seen = true;
      }
    }
    if (!seen) continue;
    out[t.field] = t.as === 'duration' ? formatDuration(sum) : Math.round(sum * 100) / 100;
  }
  return out;
}
