import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ReportColumn, type ReportRow } from '@fleet/domain';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ColumnChooser } from './column-chooser';
import { PagedBody, ROW_HEIGHT_PX, VIRTUAL_VIEWPORT_PX, VirtualBody } from './grid-body';
import type { SortState } from './grid-engine';
import { pageCount, pageRows, type PageSize } from './rows';
import { useGridView } from './use-grid-view';

/** The grid's view state. Any key given in `ReportGridProps.state` is controlled by the app. */
export interface ReportGridState {
  search: string;
  sort: SortState | null;
  pageSize: PageSize;
  pageIndex: number;
  expanded: boolean;
  hiddenFields: readonly string[];
}

/** What the grid shows, reported on every change (the app exports exactly these rows and columns). */
export interface ReportGridView extends ReportGridState {
  visibleColumns: ReportColumn[];
  /** The filtered and sorted rows (all pages). */
  rows: ReportRow[];
}

/** The state: each key from the controlled state when given (not undefined), else the grid's own. */
function mergeState(own: ReportGridState, controlled: Partial<ReportGridState>): ReportGridState {
  const out = { ...own };
  for (const [k, v] of Object.entries(controlled)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** Props of {@link ReportGrid}. */
export interface ReportGridProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** Row command (the app opens the row's coordinates in a maps service); shown on rows with coordinates. */
  onRowCommand?: (row: ReportRow) => void;
  /** Label of the row command button. @default 'Open in Maps' */
  rowCommandLabel?: string;
  /** Called with the visible columns and filtered+sorted rows whenever they or the view change. */
  onStateChange?: (view: ReportGridView) => void;
  /** Controlled view state: keys given here win over the grid's own state; feed back what onViewStateChange proposes. */
  state?: Partial<ReportGridState>;
  /** Called on every user change (search, sort, page, page size, expand, columns) with the proposed full state. */
  onViewStateChange?: (state: ReportGridState) => void;
  /** Initial page size when not controlled. @default 10 */
  defaultPageSize?: PageSize;
  /** Fields hidden initially when not controlled. */
  defaultHiddenFields?: readonly string[];
}

/**
 * The reports grid (SPEC §2): search over visible columns, column chooser, Expand/Minimize Columns, sortable headers,
 * page sizes 10/25/50/100/300/All (All = one virtual list). Search and sort run on precomputed indexes (grid-engine).
 */
export function ReportGrid(props: ReportGridProps) {
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
  const { search, sort, pageSize, pageIndex, expanded, hiddenFields } = current;
  const update = (patch: Partial<ReportGridState>) => {
    setOwn((o) => ({ ...o, ...patch }));
    props.onViewStateChange?.({ ...current, ...patch });
  };
  const hiddenKey = hiddenFields.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content so a new array with the same fields is no change
  const hidden = useMemo<ReadonlySet<string>>(() => new Set(hiddenFields), [hiddenKey]);
  const visible = useMemo(() => columns.filter((c) => !hidden.has(c.field)), [columns, hidden]);
  const shown = useGridView(rows, visible, search, sort);
  const pages = pageCount(shown.length, pageSize);
  const page = Math.min(pageIndex, pages - 1);
  const scrollRef = useRef<HTMLDivElement>(null);

  const report = useRef(onStateChange);
  report.current = onStateChange;
  useEffect(() => {
    report.current?.({ search, sort, pageSize, pageIndex: page, expanded, hiddenFields: [...hidden], visibleColumns: visible, rows: shown });
  }, [search, sort, pageSize, page, expanded, hidden, visible, shown]);

  const toggleSort = (field: string) =>
    update({ sort: sort?.field !== field ? { field, direction: 'asc' } : sort.direction === 'asc' ? { field, direction: 'desc' } : null });
  const toggleColumn = (field: string, on: boolean) =>
    update({ hiddenFields: on ? hiddenFields.filter((f) => f !== field) : [...hiddenFields.filter((f) => f !== field), field] });
  const cellStyle = (c: ReportColumn): CSSProperties =>
    expanded
      ? { ...cell, whiteSpace: 'nowrap' }
      : { ...cell, maxWidth: c.width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  const bodyProps = { columns: visible, cellStyle, onRowCommand, rowCommandLabel };
  const all = pageSize === 'All';

  return (
    <div data-testid="report-grid" data-expanded={expanded} style={root}>
      <div style={toolbar}>
        <input
          type="search"
          placeholder="Search"
          aria-label="Search"
          value={search}
          onChange={(e) => update({ search: e.target.value, pageIndex: 0 })}
          data-testid="report-grid-search"
        />
        <span style={{ flex: 1 }} />
        <button type="button" onClick={() => update({ expanded: !expanded })} aria-pressed={expanded} data-testid="report-grid-expand">
          {expanded ? 'Minimize Columns' : 'Expand Columns'}
        </button>
        <ColumnChooser columns={columns} hidden={hidden} onToggle={toggleColumn} />
      </div>
      <div ref={scrollRef} style={all ? { ...scroller, height: VIRTUAL_VIEWPORT_PX } : scroller} data-testid="report-grid-scroll">
        <table style={{ ...table, tableLayout: expanded ? 'auto' : 'fixed', width: expanded ? 'max-content' : '100%' }}>
          <thead>
            <tr>
              {onRowCommand && <th style={{ ...th, width: 36 }} aria-label="Actions" />}
              {visible.map((c) => {
                const dir = sort?.field === c.field ? sort.direction : null;
                return (
                  <th key={c.field} style={expanded ? th : { ...th, width: c.width }} aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
                    <button type="button" onClick={() => toggleSort(c.field)} style={sortButton} title={c.header}>
                      {c.header}
                      {c.unit ? ` (${c.unit})` : ''}
                      {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          {all ? <VirtualBody {...bodyProps} rows={shown} scrollRef={scrollRef} /> : <PagedBody {...bodyProps} rows={pageRows(shown, page, pageSize)} />}
        </table>
        {shown.length === 0 && <p style={{ textAlign: 'center' }}>No Data Found</p>}
      </div>
      <div style={toolbar}>
        <label>
          Rows per page{' '}
          <select
            value={String(pageSize)}
            onChange={(e) => update({ pageSize: e.target.value === 'All' ? 'All' : (Number(e.target.value) as PageSize), pageIndex: 0 })}
            data-testid="report-grid-page-size"
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <span style={{ flex: 1 }} data-testid="report-grid-count">
          {shown.length} of {rows.length} rows
        </span>
        {!all && (
          <>
            <button type="button" onClick={() => update({ pageIndex: page - 1 })} disabled={page === 0} aria-label="Previous page">
              ‹
            </button>
            <span data-testid="report-grid-page">
              Page {page + 1} of {pages}
            </span>
            <button type="button" onClick={() => update({ pageIndex: page + 1 })} disabled={page >= pages - 1} aria-label="Next page">
              ›
            </button>
          </>
        )}
      </div>
    </div>
  );
}

const root: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, fontSize: 13 };
const toolbar: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };
const scroller: CSSProperties = { overflow: 'auto', border: '1px solid #e3e3e3' };
const table: CSSProperties = { borderCollapse: 'collapse' };
const th: CSSProperties = { position: 'sticky', top: 0, background: '#EBEBED', textAlign: 'left', padding: 0, height: ROW_HEIGHT_PX };
const cell: CSSProperties = { padding: '0 8px', height: ROW_HEIGHT_PX, borderTop: '1px solid #F1F1F1' };
const sortButton: CSSProperties = { all: 'unset', cursor: 'pointer', display: 'block', padding: '0 8px', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
