/**
 * The TanStack Table (v9) model of the reports grid: features, column definitions from `ReportColumn[]`, and the
 * mapping between the grid's public state (ReportGridState) and the table's state slices (sorting, globalFilter,
 * pagination, columnVisibility). Filtering, sorting and pagination are manual: the table owns that state, and the
 * rows it is fed are the result of the indexed view (grid-engine), sliced to the page or virtual window.
 */
import { reportColumnLabel, type ReportColumn, type ReportRow } from '@fleet/domain';
import {
  columnFilteringFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnPinningState,
  type ColumnVisibilityState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { SortState } from './grid-engine';
import type { PageSize } from './rows';
import { ROW_ACTIONS_COLUMN_PX, RowActionsMenu, type ReportRowAction } from './row-actions-menu';
import { CellContent, hasCoordinates } from './row-cells';

export type { ReportRowAction } from './row-actions-menu';

/** Table features of the reports grid. No filtered/sorted/paginated row models: those steps are manual. */
export const reportTableFeatures = tableFeatures({
  columnFilteringFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as { report?: ReportColumn },
});

/** The features type of the reports table. */
export type ReportTableFeatures = typeof reportTableFeatures;

/** Id of the row command (display) column. */
export const COMMAND_COLUMN_ID = '__command';

/** Table pageSize standing for page size 'All' (TanStack: Infinity = every row on one page). */
export const ALL_PAGE_SIZE = Number.POSITIVE_INFINITY;

const helper = createColumnHelper<ReportTableFeatures, ReportRow>();

/** The commands of a row, behind its actions menu. */
export interface RowCommand {
  /** The maps command, offered on rows with coordinates; null without one. */
  run: ((row: ReportRow) => void) | null;
  label: string;
  /** Further commands of a row (e.g. details in a modal). */
  actions?: (row: ReportRow) => readonly ReportRowAction[];
}

/** Header text of a column: the header and its unit, e.g. 'Speed (km/h)' (the domain's one label function). */
export const columnTitle = reportColumnLabel;

/**
 * TanStack column definitions for report columns (id = field, size = the measured width in px, else the column's
 * own; the label with its unit as header, the cell through CellContent), preceded by the row actions column when
 * there is a command: one compact '⋯' menu per row.
 */
export function reportColumnDefs(columns: readonly ReportColumn[], command: RowCommand | null, widths: Readonly<Record<string, number>> = {}) {
  const data = columns.map((c) =>
    helper.accessor((row) => row[c.field] ?? null, {
      id: c.field,
      header: () => columnTitle(c),
      size: widths[c.field] ?? c.width,
      sortDescFirst: false,
      meta: { report: c },
      cell: (ctx): ReactNode => <CellContent row={ctx.row.original} field={c.field} />,
    }),
  );
  if (!command) return helper.columns(data);
  const commandColumn = helper.display({
    id: COMMAND_COLUMN_ID,
    size: ROW_ACTIONS_COLUMN_PX,
    enableHiding: false,
    enableSorting: false,
    enableGlobalFilter: false,
    header: () => null,
    cell: (ctx): ReactNode => {
      const row = ctx.row.original;
      const run = command.run;
      return <RowActionsMenu row={row} maps={run && hasCoordinates(row) ? { label: command.label, run } : null} actions={command.actions?.(row) ?? []} />;
    },
  });
  return helper.columns([commandColumn, ...data]);
}

/** The table's state slices for the grid's view state. */
export interface ReportTableState {
  sorting: SortingState;
  globalFilter: string;
  pagination: PaginationState;
  columnVisibility: ColumnVisibilityState;
  columnPinning: ColumnPinningState;
}

/** Fields pinned at the start by default: who and when stay in view while the grid scrolls sideways. */
export const DEFAULT_PINNED_FIELDS: readonly string[] = ['assetName', 'time'];

/** Pinning of the row actions column and the pinned fields the report has, in that order. */
export function toPinning(columns: readonly ReportColumn[], pinnedFields: readonly string[], hasCommand: boolean): ColumnPinningState {
  const fields = new Set(columns.map((c) => c.field));
  return { start: [...(hasCommand ? [COMMAND_COLUMN_ID] : []), ...pinnedFields.filter((f) => fields.has(f))], end: [] };
}

/** TanStack sorting state for a grid sort. */
export function toSorting(sort: SortState | null): SortingState {
  return sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];
}

/** The grid sort for a TanStack sorting state (first sort only; the grid sorts by one column). */
export function fromSorting(sorting: SortingState): SortState | null {
  const s = sorting[0];
  return s ? { field: s.id, direction: s.desc ? 'desc' : 'asc' } : null;
}

/** TanStack page size for a grid page size ('All' = Infinity). */
export function toTablePageSize(size: PageSize): number {
  return size === 'All' ? ALL_PAGE_SIZE : size;
}

/** The grid page size for a TanStack page size. */
export function fromTablePageSize(size: number): PageSize {
  return Number.isFinite(size) ? (size as PageSize) : 'All';
}

/** TanStack column visibility for hidden fields. */
export function toVisibility(hiddenFields: readonly string[]): ColumnVisibilityState {
  const out: ColumnVisibilityState = {};
  for (const f of hiddenFields) out[f] = false;
  return out;
}

/** Hidden fields for a TanStack column visibility, keeping the order of the previous list and appending new ones. */
export function fromVisibility(visibility: ColumnVisibilityState, previous: readonly string[]): string[] {
  const kept = previous.filter((f) => visibility[f] === false);
  const added = Object.keys(visibility).filter((f) => visibility[f] === false && !kept.includes(f));
  return [...kept, ...added];
}

/** The slice of the shown rows fed to the table: one page, or the virtual window with page size All. */
export function pageSlice(shownCount: number, pagination: PaginationState, window: { start: number; end: number } | null): { start: number; end: number } {
  if (!Number.isFinite(pagination.pageSize)) return window ?? { start: 0, end: 0 };
  const start = pagination.pageIndex * pagination.pageSize;
  return { start, end: Math.min(shownCount, start + pagination.pageSize) };
}
