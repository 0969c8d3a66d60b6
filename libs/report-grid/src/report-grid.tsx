import { PAGE_SIZES } from '@fleet/domain';
import type { CSSProperties } from 'react';
import { ColumnChooser } from './column-chooser';
import './report-grid.css';
import { GridHead, PagedBody, VirtualBody } from './grid-body';
import { VIRTUAL_VIEWPORT_PX } from './grid-layout';
import { ALL_PAGE_SIZE } from './report-table';
import type { ReportGridProps } from './report-grid-props';
import { useReportTable } from './use-report-table';

export type { ReportGridProps, ReportGridState, ReportGridView } from './report-grid-props';

/**
 * The reports grid (SPEC §2) on TanStack Table + TanStack Virtual: search over visible columns (global filter),
 * column chooser (column visibility), Expand/Minimize Columns, sortable headers (sorting), page sizes
 * 10/25/50/100/300/All (pagination; All = one virtual list). The table owns that state with manual filtering and
 * sorting: the rows come from precomputed indexes (grid-engine), fast at 1,000,000 rows.
 *
 * Readable by default: columns as wide as their label (with the unit) and their values (measured once per data set,
 * column-widths.ts), long values wrap instead of being cut (Expand Columns: one line each), the row actions in one
 * compact menu column, and the actions, Asset and Time pinned while the grid scrolls sideways (column pinning).
 */
export function ReportGrid(props: ReportGridProps) {
  const { table, current, hidden, shown, page, pages, all, scrollRef, virtualizer, update } = useReportTable(props);
  const { search, pageSize, expanded } = current;
  const { columns, rows } = props;

  return (
    <div data-testid="report-grid" data-expanded={expanded} style={root}>
      <div style={toolbar}>
        <input
          type="search"
          placeholder="Search"
          aria-label="Search"
          value={search}
          onChange={(e) => table.setGlobalFilter(e.target.value)}
          data-testid="report-grid-search"
        />
        <span style={{ flex: 1 }} />
        <button type="button" onClick={() => update({ expanded: !expanded })} aria-pressed={expanded} data-testid="report-grid-expand">
          {expanded ? 'Minimize Columns' : 'Expand Columns'}
        </button>
        <ColumnChooser columns={columns} hidden={hidden} onToggle={(field, on) => table.getColumn(field)?.toggleVisibility(on)} />
      </div>
      <div ref={scrollRef} style={all ? { ...scroller, height: VIRTUAL_VIEWPORT_PX } : scroller} data-testid="report-grid-scroll">
        {/* Fixed layout: every column exactly its measured width (pinned offsets line up); a filler column takes the rest. */}
        <table style={{ ...tableStyle, minWidth: table.getTotalSize() }}>
          <GridHead table={table} expanded={expanded} />
          {all ? <VirtualBody table={table} expanded={expanded} virtualizer={virtualizer} /> : <PagedBody table={table} expanded={expanded} />}
        </table>
        {shown.length === 0 && <p style={{ textAlign: 'center' }}>No Data Found</p>}
      </div>
      <div style={toolbar}>
        <label>
          Rows per page{' '}
          <select
            value={String(pageSize)}
            onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: e.target.value === 'All' ? ALL_PAGE_SIZE : Number(e.target.value) })}
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
            <button type="button" onClick={() => table.previousPage()} disabled={page === 0} aria-label="Previous page">
              ‹
            </button>
            <span data-testid="report-grid-page">
              Page {page + 1} of {pages}
            </span>
            <button type="button" onClick={() => table.nextPage()} disabled={page >= pages - 1} aria-label="Next page">
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
const scroller: CSSProperties = { overflow: 'auto', border: '1px solid #e3e3e3', background: '#fff' };
const tableStyle: CSSProperties = { borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', width: '100%' };
