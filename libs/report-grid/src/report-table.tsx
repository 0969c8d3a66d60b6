/**
 * The TanStack Table (v9) model of the reports grid: features, column definitions from `ReportColumn[]`, and the
 * mapping between the grid's public state (ReportGridState) and the table's state slices (sorting, globalFilter,
 * pagination, columnVisibility). Filtering, sorting and pagination are manual: the table owns that state, and the
 * rows it is fed are the result of the indexed view (grid-engine), sliced to the page or virtual window.
 */
import { Button } from '@fleet/ui';
import type { ReportColumn, ReportRow } from '@fleet/domain';
import {
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnVisibilityState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { SortState } from './grid-engine';
import type { PageSize } from './rows';
import { CellContent, hasCoordinates } from './row-cells';

/** Table features of the reports grid. No filtered/sorted/paginated row models: those steps are manual. */
export const reportTableFeatures = tableFeatures({
  columnFilteringFeature,
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

/** Row command column: a button on rows with coordinates. */
export interface RowCommand {
  /** The maps command, shown on rows with coordinates; null without one. */
  run: ((row: ReportRow) => void) | null;
  label: string;
  /** Further commands of a row (e.g. details in a modal). */
  actions?: (row: ReportRow) => readonly ReportRowAction[];
}

/** A command of one row, shown as a small text button beside the maps command. */
export interface ReportRowAction {
  label: string;
  testId: string;
  run: () => void;
}

/** Header text of a column: the header and its unit, e.g. 'Speed (km/h)'. */
export function columnTitle(c: ReportColumn): string {
  return c.unit ? `${c.header} (${c.unit})` : c.header;
}

/**
 * TanStack column definitions for report columns (id = field, size = width; the header and unit as header, the cell
 * through CellContent), preceded by the row command column when there is a command.
 */
export function reportColumnDefs(columns: readonly ReportColumn[], command: RowCommand | null) {
  const data = columns.map((c) =>
    helper.accessor((row) => row[c.field] ?? null, {
      id: c.field,
      header: () => columnTitle(c),
      size: c.width,
      sortDescFirst: false,
      meta: { report: c },
      cell: (ctx): ReactNode => <CellContent row={ctx.row.original} field={c.field} />,
    }),
  );
  if (!command) return helper.columns(data);
  const commandColumn = helper.display({
    id: COMMAND_COLUMN_ID,
    size: command.actions ? 230 : 36,
    enableHiding: false,
    enableSorting: false,
    enableGlobalFilter: false,
    header: () => null,
    cell: (ctx): ReactNode => {
      const row = ctx.row.original;
      const actions = command.actions?.(row) ?? [];
      const run = command.run;
      return (
        <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
          {run && hasCoordinates(row) ? (
            <button type="button" onClick={() => run(row)} aria-label={command.label} title={command.label} data-testid="report-grid-row-command">
              ⌖
            </button>
          ) : null}
          {actions.map((a) => (
            <Button key={a.testId} size="sm" variant="ghost" onClick={a.run} data-testid={a.testId}>
              {a.label}
            </Button>
          ))}
        </span>
      );
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
