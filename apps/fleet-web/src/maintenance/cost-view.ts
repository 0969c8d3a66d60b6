/**
 * The Costs tab's pure helpers: the periods in the company's zone, the table's rows, columns and sorting, the chart
 * series and the export models. The figures themselves come from the server (domain buildCostView).
 */
import {
  COST_CATEGORIES,
  MAINTENANCE_LIMITS,
  MAINTENANCE_TEXTS,
  excelHeaderRows,
  formatZoneLabel,
  instantOf,
  localDateKey,
  type CostCategory,
  type CostFigures,
  type CostViewResponse,
} from '@fleet/domain';
import type { ExportModel, PdfModel } from '@fleet/export-kit';

// Periods.

/** The periods the tab offers; each ends with today in the company's zone (the last month ends with its last day). */
export const COST_PERIODS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-3-months', label: 'Last 3 months' },
  { id: 'last-12-months', label: 'Last 12 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'custom', label: 'Custom dates' },
] as const;
export type CostPeriodId = (typeof COST_PERIODS)[number]['id'];
export type CostNamedPeriod = Exclude<CostPeriodId, 'custom'>;
export const DEFAULT_COST_PERIOD: CostNamedPeriod = 'last-12-months';

/** A period, ms since epoch, `to` excluded. */
export interface CostBounds {
  from: number;
  to: number;
}

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const m = DATE_KEY.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** The first day of the month `offset` months from (year, month), as calendar parts. */
function monthStart(year: number, month: number, offset: number): { year: number; month: number; day: 1 } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** The day after a calendar day, as calendar parts (month and year ends roll over). */
function nextDay(day: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The bounds of a named period at `now` in `timeZone` (whole days of that zone, never the browser's): from the first
 * day of its first month at 00:00 to the end of today (the end of last month for Last month). Last 3 and 12 months
 * count this month.
 */
export function costPeriodBounds(period: CostNamedPeriod, now: number, timeZone: string): CostBounds {
  const today = parseDateKey(localDateKey(now, timeZone))!;
  const at = (parts: { year: number; month: number; day: number }) => instantOf(parts, timeZone);
  const endOfToday = at(nextDay(today));
  switch (period) {
    case 'this-month':
      return { from: at(monthStart(today.year, today.month, 0)), to: endOfToday };
    case 'last-month':
      return { from: at(monthStart(today.year, today.month, -1)), to: at(monthStart(today.year, today.month, 0)) };
    case 'last-3-months':
      return { from: at(monthStart(today.year, today.month, -2)), to: endOfToday };
    case 'last-12-months':
      return { from: at(monthStart(today.year, today.month, -11)), to: endOfToday };
    case 'this-year':
      return { from: at({ year: today.year, month: 1, day: 1 }), to: endOfToday };
  }
}

/** Shown when a custom date is missing. */
export const COST_DATES_REQUIRED = 'Choose the first and last day.';

/**
 * The bounds of custom dates (`YYYY-MM-DD`, both days counted) in `timeZone`: from the first day's 00:00 to the end of
 * the last; an error when a date is missing, the last is before the first or the span is longer than the server takes.
 */
export function customCostBounds(first: string, last: string, timeZone: string): CostBounds | { error: string } {
  const a = parseDateKey(first);
  const b = parseDateKey(last);
  if (!a || !b) return { error: COST_DATES_REQUIRED };
  const from = instantOf(a, timeZone);
  const to = instantOf(nextDay(b), timeZone);
  if (to <= from || to - from > MAINTENANCE_LIMITS.costPeriodMaxDays * DAY_MS) return { error: MAINTENANCE_TEXTS.costPeriodInvalid };
  return { from, to };
}

/** The first and last day (`YYYY-MM-DD`, for date inputs) of bounds in `timeZone`. */
export function boundsDates(bounds: CostBounds, timeZone: string): { first: string; last: string } {
  return { first: localDateKey(bounds.from, timeZone), last: localDateKey(Math.max(bounds.from, bounds.to - 1), timeZone) };
}

/** '1/5/2026 – 31/10/2026 · Asia/Kuala_Lumpur (UTC+08:00)': the period's days and zone, as the tab shows them. */
export function costPeriodText(bounds: CostBounds, timeZone: string): string {
  const { first, last } = boundsDates(bounds, timeZone);
  const dmy = (key: string) => key.split('-').map(Number).reverse().join('/');
  return `${dmy(first)} – ${dmy(last)} · ${formatZoneLabel(timeZone, bounds.from)}`;
}

/** "Hino 700, Axia and 3 more": the assets chosen, by name; undefined when none are (all of them). */
export function assetScopeText(assetIds: readonly number[], names: ReadonlyMap<number, string>): string | undefined {
  if (assetIds.length === 0) return undefined;
  const all = assetIds.map((id) => names.get(id) ?? `#${id}`);
  return all.length > 3 ? `${all.slice(0, 3).join(', ')} and ${all.length - 3} more` : all.join(', ');
}

// Rows, columns and sorting.

/** The table shows one row per asset or per group. */
export type CostGrouping = 'asset' | 'group';

/** One row of the table (an asset, a group, or the total). */
export interface CostRow {
  key: string;
  name: string;
  /** The asset's group (by asset); empty by group. */
  group: string;
  /** How many assets the row counts. */
  assets: number;
  figures: CostFigures;
}

/** The rows of a view by asset or by group, in the server's order. */
export function costRows(view: Pick<CostViewResponse, 'assets' | 'groups'>, grouping: CostGrouping): CostRow[] {
  if (grouping === 'asset') return view.assets.map((a) => ({ key: `asset-${a.assetId}`, name: a.assetName, group: a.assetGroup, assets: 1, figures: a.figures }));
  const counts = new Map<string, number>();
  for (const a of view.assets) counts.set(a.assetGroup, (counts.get(a.assetGroup) ?? 0) + 1);
  return view.groups.map((g) => ({ key: `group-${g.assetGroup}`, name: g.assetGroup, group: '', assets: counts.get(g.assetGroup) ?? 0, figures: g.figures }));
}

/** The fleet's row of a view. */
export function costTotalRow(view: Pick<CostViewResponse, 'assets' | 'total'>): CostRow {
  return { key: 'total', name: 'Total', group: '', assets: view.assets.length, figures: view.total };
}

type FigureKey = CostCategory | 'total' | 'km' | 'engineHours' | 'costPerKm' | 'costPerHour';
/** The columns the table sorts on. */
export type CostColumnKey = 'name' | 'group' | 'assets' | FigureKey;
/** How a column's values are written. */
export type CostColumnFormat = 'text' | 'count' | 'money' | 'distance' | 'perKm';

export interface CostColumn {
  key: CostColumnKey;
  label: string;
  format: CostColumnFormat;
}

const FIGURE_COLUMNS: readonly CostColumn[] = [
  ...COST_CATEGORIES.map((c) => ({ key: c.key, label: `${c.label} (RM)`, format: 'money' as const })),
  { key: 'total', label: 'Total (RM)', format: 'money' },
  { key: 'km', label: 'Distance (km)', format: 'distance' },
  { key: 'engineHours', label: 'Engine hours (h)', format: 'distance' },
  { key: 'costPerKm', label: 'RM/km', format: 'perKm' },
  { key: 'costPerHour', label: 'RM/h', format: 'money' },
];

/** The table's (and exports') columns: name and group by asset, group and its asset count by group, then the figures. */
export function costColumns(grouping: CostGrouping): CostColumn[] {
  const lead: CostColumn[] =
    grouping === 'asset'
      ? [
          { key: 'name', label: 'Asset', format: 'text' },
          { key: 'group', label: 'Group', format: 'text' },
        ]
      : [
          { key: 'name', label: 'Group', format: 'text' },
          { key: 'assets', label: 'Assets', format: 'count' },
        ];
  return [...lead, ...FIGURE_COLUMNS];
}

/** A row's value in a column: text, a number, or null when unknown (km of an asset without a tracker or readings). */
export function costValue(row: CostRow, key: CostColumnKey): string | number | null {
  if (key === 'name' || key === 'group') return row[key];
  if (key === 'assets') return row.assets;
  return row.figures[key];
}

const numberText = (value: number, digits: number, min = digits) => value.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: digits });

/** A value as the table and the PDF write it: '1,234.50', '12,345.6', '0.374'; '—' when unknown. */
export function costValueText(value: string | number | null, format: CostColumnFormat): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'money':
      return numberText(value, 2);
    case 'distance':
      return numberText(value, 1, 0);
    case 'perKm':
      return numberText(value, 3);
    default:
      return String(value);
  }
}

/** "RM 0.374/km", "RM 12.45/h": the cost per unit of the tiles. */
export function perUnitText(value: number | null, unit: 'km' | 'h'): string {
  return value === null ? '—' : `RM ${numberText(value, unit === 'km' ? 3 : 2)}/${unit}`;
}

export interface CostSort {
  key: CostColumnKey;
  direction: 'asc' | 'desc';
}
export const DEFAULT_COST_SORT: CostSort = { key: 'total', direction: 'desc' };

/** The sort after a click on a column: numbers start highest first and text A to Z, then the other way. */
export function nextCostSort(current: CostSort, key: CostColumnKey): CostSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' || key === 'group' ? 'asc' : 'desc' };
}

/** Rows sorted by a column: unknown values last either way; ties by name. */
export function sortCostRows(rows: readonly CostRow[], sort: CostSort): CostRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = costValue(a, sort.key);
    const y = costValue(b, sort.key);
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c === 0 ? a.name.localeCompare(b.name) : c * sign;
  });
}

// Charts.

/** One month's stacked bar: the amount of each category and the month's total, RM. */
export interface CostMonthBar {
  month: string;
  label: string;
  amounts: Record<CostCategory, number>;
  total: number;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' of '2026-11' (no Date: the month is already the company zone's). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}

/** The months of a view as stacked bars, oldest first. */
export function costMonthBars(view: Pick<CostViewResponse, 'months' | 'byMonth'>): CostMonthBar[] {
  return view.months.map((month) => {
    const f = view.byMonth[month];
    const amounts = Object.fromEntries(COST_CATEGORIES.map((c) => [c.key, f?.[c.key] ?? 0])) as Record<CostCategory, number>;
    return { month, label: monthLabel(month), amounts, total: f?.total ?? 0 };
  });
}

/** One asset's bar of the cost per km chart. */
export interface CostPerKmBar {
  key: string;
  name: string;
  costPerKm: number;
  total: number;
  km: number;
}

/** How many assets the cost per km chart shows. */
export const COST_PER_KM_TOP = 15;

/** The assets with a cost per km, highest first (ties by name), at most `top`. */
export function costPerKmBars(view: Pick<CostViewResponse, 'assets'>, top = COST_PER_KM_TOP): CostPerKmBar[] {
  return view.assets
    .flatMap((a) => (a.figures.costPerKm === null || a.figures.km === null ? [] : [{ key: String(a.assetId), name: a.assetName, costPerKm: a.figures.costPerKm, total: a.figures.total, km: a.figures.km }]))
    .sort((a, b) => b.costPerKm - a.costPerKm || a.name.localeCompare(b.name))
    .slice(0, top);
}

// Exports.

/** The title of the exports. */
export const COST_EXPORT_TITLE = 'Cost of Ownership';

/** What an export shows: the rows as sorted on screen, the total, the grouping, the period and its zone. */
export interface CostExportInput {
  rows: readonly CostRow[];
  total: CostRow;
  grouping: CostGrouping;
  period: CostBounds;
  timeZone: string;
  /** The assets chosen ('Hino 700, Axia and 3 more'); omitted: all the user sees. */
  scope?: string;
}

/** The workbook of the table as shown: title, period, zone (and the assets chosen) above; numbers as numbers; the total last. */
export function costWorkbookModel({ rows, total, grouping, period, timeZone, scope }: CostExportInput): ExportModel {
  const columns = costColumns(grouping);
  const row = (r: CostRow) => Object.fromEntries(columns.map((c) => [c.key, costValue(r, c.key)]));
  return {
    fileName: COST_EXPORT_TITLE,
    header: [...excelHeaderRows(COST_EXPORT_TITLE, period.from, period.to, timeZone), ...(scope ? [[`Assets: ${scope}`]] : [])],
    data: [...rows.map(row), { ...row(total), group: null, assets: grouping === 'group' ? total.assets : null }],
    fields: columns.map((c) => c.key),
    labels: columns.map((c) => c.label),
    kinds: columns.map(() => 'value' as const),
    timeZone,
  };
}

/** The PDF of the table as shown: 'Report Type: Cost of Ownership', the period in the zone, the rows and the Total row. */
export function costPdfModel({ rows, total, grouping, period, timeZone }: CostExportInput): PdfModel {
  const columns = costColumns(grouping);
  const text = (r: CostRow) => Object.fromEntries(columns.map((c) => [c.key, costValueText(costValue(r, c.key), c.format)]));
  // The Total label goes in the first column without a total (the name).
  const totals = Object.fromEntries(columns.filter((c) => c.key !== 'name' && c.key !== 'group').map((c) => [c.key, costValueText(costValue(total, c.key), c.format)]));
  return {
    title: COST_EXPORT_TITLE,
    columns: columns.map((c) => ({ header: c.label, field: c.key })),
    rows: rows.map(text),
    totals,
    timeRange: period,
    timeZone,
  };
}
