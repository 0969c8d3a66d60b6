import { ALL_ROWS_VIRTUAL_SIZE, DEFAULT_PAGE_SIZE, type ReportColumn, type ReportRow } from '@fleet/domain';
import { functionalUpdate, useTable, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { gridColumnWidths } from './column-widths';
import { ROW_HEIGHT_PX, VIRTUAL_VIEWPORT_PX } from './grid-layout';
import type { ReportGridProps, ReportGridState } from './report-grid-props';
import {
  DEFAULT_PINNED_FIELDS,
  fromSorting,
  fromTablePageSize,
  fromVisibility,
  pageSlice,
  reportColumnDefs,
  reportTableFeatures,
  toSorting,
  toTablePageSize,
  toPinning,
  toVisibility,
  type ReportTableState,
} from './report-table';
import { pageCount } from './rows';
import { createTextMeasure } from './text-measure';
import { useGridView } from './use-grid-view';

/** The state: each key from the controlled state when given (not undefined), else the grid's own. */
function mergeState(own: ReportGridState, controlled: Partial<ReportGridState>): ReportGridState {
  const out = { ...own };
  for (const [k, v] of Object.entries(controlled)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/**
 * The reports grid's TanStack table: the table owns columns, visibility, sorting, global filter and pagination state
 * (mirrored to ReportGridState for the app; keys in `props.state` are controlled), with manual filtering, sorting and
 * pagination. The rows shown come from the precomputed indexes (useGridView); the table is fed only the rows it
 * renders (the page, or the virtual window with page size All), so its row model stays small at 1,000,000 rows.
 */
export function useReportTable(props: ReportGridProps) {
  const { columns, rows, onRowCommand, rowCommandLabel = 'Open in Maps', onStateChange, state = {} } = props;
  const [own, setOwn] = useState<ReportGridState>(() => ({
    search: '',
    sort: null,
    pageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    pageIndex: 0,
    expanded: false,
    hiddenFields: props.defaultHiddenFields ?? [],
  }));
  const current = mergeState(own, state);

  // Widths from the content, measured once per data set (a sample of rows: cheap at 1,000,000 rows).
  const [measure] = useState(() => props.measureText ?? createTextMeasure());
  const widths = useMemo(() => gridColumnWidths(columns, rows, measure), [columns, rows, measure]);
  const sizes = current.expanded ? widths.expanded : widths.compact;
  const update = (patch: Partial<ReportGridState>) => {
    setOwn((o) => ({ ...o, ...patch }));
    props.onViewStateChange?.({ ...current, ...patch });
  };

  // Columns: rebuilt when the columns or the presence of a row command change; the command itself is read through a ref.
  const command = useRef(onRowCommand);
  command.current = onRowCommand;
  const actions = useRef(props.rowActions);
  actions.current = props.rowActions;
  const hasCommand = onRowCommand !== undefined;
  const hasActions = props.rowActions !== undefined;
  const columnDefs = useMemo(
    () =>
      reportColumnDefs(
        columns,
        hasCommand || hasActions
          ? {
              run: hasCommand ? (row) => command.current?.(row) : null,
              label: rowCommandLabel,
              ...(hasActions ? { actions: (row: ReportRow) => actions.current?.(row) ?? [] } : {}),
            }
          : null,
        sizes,
      ),
    [columns, hasCommand, hasActions, rowCommandLabel, sizes],
  );
  const pinnedKey = (props.pinnedFields ?? DEFAULT_PINNED_FIELDS).join('\u0000');
  const columnPinning = useMemo(
    () => toPinning(columns, pinnedKey === '' ? [] : pinnedKey.split('\u0000'), hasCommand || hasActions),
    [columns, pinnedKey, hasCommand, hasActions],
  );

  const hiddenKey = current.hiddenFields.join('\u0000');
  // Keyed by content, so a new array with the same fields is no change.
  const hidden = useMemo<ReadonlySet<string>>(() => new Set(hiddenKey === '' ? [] : hiddenKey.split('\u0000')), [hiddenKey]);
  const visible = useMemo<ReportColumn[]>(() => columns.filter((c) => !hidden.has(c.field)), [columns, hidden]);
  // The hot path: indexed search over the visible columns and cached typed sort orders (grid-engine).
  const shown = useGridView(rows, visible, current.search, current.sort);
  const pages = pageCount(shown.length, current.pageSize);
  const page = Math.min(current.pageIndex, pages - 1);
  const all = current.pageSize === 'All';

  const tableState: ReportTableState = {
    sorting: toSorting(current.sort),
    globalFilter: current.search,
    pagination: { pageIndex: page, pageSize: toTablePageSize(current.pageSize) },
    columnVisibility: toVisibility(current.hiddenFields),
    columnPinning,
  };

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: all ? shown.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: ALL_ROWS_VIRTUAL_SIZE / 4,
    // The viewport has a fixed CSS height (VIRTUAL_VIEWPORT_PX), so it is not measured: this also keeps the window
    // right where there is no layout (tests, hidden tabs).
    observeElementRect: (_instance, cb) => {
      cb({ width: 0, height: VIRTUAL_VIEWPORT_PX });
      return undefined;
    },
  });
  const items = all ? virtualizer.getVirtualItems() : [];
  const window = items.length > 0 ? { start: items[0]!.index, end: items[items.length - 1]!.index + 1 } : null;
  const slice = pageSlice(shown.length, tableState.pagination, window);
  const data = useMemo(() => shown.slice(slice.start, slice.end), [shown, slice.start, slice.end]);

  const on =
    <K extends keyof ReportTableState>(key: K, toPatch: (next: ReportTableState[K]) => Partial<ReportGridState>) =>
    (updater: Updater<ReportTableState[K]>) =>
      update(toPatch(functionalUpdate(updater, tableState[key])));
  const table = useTable({
    features: reportTableFeatures,
    columns: columnDefs,
    data,
    state: tableState,
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    rowCount: shown.length,
    enableMultiSort: false,
    enableSortingRemoval: true,
    // Ids are positions in the shown rows, so rows keep their keys while the virtual window moves.
    getRowId: (_row: ReportRow, i: number) => String(slice.start + i),
    onSortingChange: on('sorting', (s) => ({ sort: fromSorting(s) })),
    onGlobalFilterChange: on('globalFilter', (q) => ({ search: String(q ?? ''), pageIndex: 0 })),
    onPaginationChange: on('pagination', (p) => ({ pageIndex: p.pageIndex, pageSize: fromTablePageSize(p.pageSize) })),
    onColumnVisibilityChange: on('columnVisibility', (v) => ({ hiddenFields: fromVisibility(v, current.hiddenFields) })),
  });

  const { search, sort, pageSize, expanded } = current;
  const report = useRef(onStateChange);
  report.current = onStateChange;
  useEffect(() => {
    report.current?.({ search, sort, pageSize, pageIndex: page, expanded, hiddenFields: [...hidden], visibleColumns: visible, rows: shown });
  }, [search, sort, pageSize, page, expanded, hidden, visible, shown]);

  return { table, current, update, hidden, shown, page, pages, all, scrollRef, virtualizer, slice };
}

/** The table instance of the reports grid. */
export type ReportTable = ReturnType<typeof useReportTable>['table'];
