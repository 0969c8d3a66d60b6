/**
 * Column widths of the reports grid from their content, framework-free: each column as wide as its label (with the
 * unit and room for the sort arrow) and its widest value among a sample of rows, measured with a text measurer
 * (canvas `measureText` in the browser). Computed once per data set: a sample keeps it cheap at 1,000,000 rows.
 */
import { reportColumnLabel, type ReportColumn, type ReportRow } from '@fleet/domain';

/** Measures text, px: `bold` for header labels. */
export type TextMeasure = (text: string, bold: boolean) => number;

/** Options of {@link gridColumnWidths}; every entry in px or rows. */
export interface GridColumnWidthOptions {
  /** Left + right cell padding, px. @default 16 */
  paddingPx?: number;
  /** Room for the sort arrow after a label, px. @default 16 */
  sortRoomPx?: number;
  /** Narrowest column, px. @default 48 */
  minPx?: number;
  /** Widest column in the default view; longer values wrap onto more lines, px. @default 360 */
  maxPx?: number;
  /** Widest column with Expand Columns (one line per value), px. @default 900 */
  expandedMaxPx?: number;
  /** Rows measured from the start (what the first pages show). @default 100 */
  headRows?: number;
  /** Further rows measured, spread evenly over the data. @default 400 */
  spreadRows?: number;
}

const DEFAULTS: Required<GridColumnWidthOptions> = {
  paddingPx: 16,
  sortRoomPx: 16,
  minPx: 48,
  maxPx: 360,
  expandedMaxPx: 900,
  headRows: 100,
  spreadRows: 400,
};

/** Widths by field, px: `compact` for the default view (long values wrap), `expanded` for Expand Columns. */
export interface GridColumnWidths {
  compact: Readonly<Record<string, number>>;
  expanded: Readonly<Record<string, number>>;
}

/** A cell value as the grid shows it (CellContent): booleans as Yes/No. */
function shownText(v: ReportRow[string] | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

/** The positions of the rows measured: the first `head`, then `spread` more evenly over the rest. */
export function sampleRowIndexes(count: number, head: number, spread: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(count, head); i++) out.push(i);
  if (count > head && spread > 0) {
    const step = (count - head) / spread;
    for (let k = 0; k < spread; k++) {
      const i = head + Math.floor(k * Math.max(1, step));
      if (i >= count) break;
      out.push(i);
    }
  }
  return out;
}

/**
 * The widths of the columns, px: label (bold, with unit and sort arrow room) or widest sampled value, plus padding,
 * within [minPx, maxPx] (compact) or [minPx, expandedMaxPx] (expanded). Each distinct text is measured once. The
 * maintenance column shows 'd N · s N · t N · RM cost' and is measured that way.
 */
export function gridColumnWidths(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  measure: TextMeasure,
  options: GridColumnWidthOptions = {},
): GridColumnWidths {
  const o = { ...DEFAULTS, ...options };
  const sample = sampleRowIndexes(rows.length, o.headRows, o.spreadRows);
  const cache = new Map<string, number>();
  const width = (text: string) => {
    let w = cache.get(text);
    if (w === undefined) cache.set(text, (w = measure(text, false)));
    return w;
  };
  const compact: Record<string, number> = {};
  const expanded: Record<string, number> = {};
  for (const c of columns) {
    let widest = measure(reportColumnLabel(c), true) + o.sortRoomPx;
    for (const i of sample) {
      const row = rows[i]!;
      const text =
        c.field === 'maintenance' && typeof row['documentCount'] === 'number'
          ? `d ${row['documentCount']} · s ${String(row['serviceCount'])} · t ${String(row['tireCount'])} · RM ${String(row['totalCost'])}`
          : shownText(row[c.field]);
      if (text !== '') widest = Math.max(widest, width(text));
    }
    const natural = Math.ceil(widest + o.paddingPx);
    compact[c.field] = Math.min(o.maxPx, Math.max(o.minPx, natural));
    expanded[c.field] = Math.min(o.expandedMaxPx, Math.max(o.minPx, natural));
  }
  return { compact, expanded };
}
