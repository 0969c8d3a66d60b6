import type { Virtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import { COMMAND_COLUMN_ID, columnTitle } from './report-table';
import { ROW_HEIGHT_PX } from './grid-layout';
import type { ReportTable } from './use-report-table';

interface TableProps {
  table: ReportTable;
  /** Expand Columns: every value on one line (wider columns); otherwise long values wrap in their column. */
  expanded: boolean;
}

/** A column as the body needs it: its id, measured size, and where it is pinned. */
type GridColumn = ReturnType<ReportTable['getVisibleLeafColumns']>[number];

/**
 * Width and pinning of a header or a cell: the column's size (table-layout fixed keeps it), and for a pinned column
 * sticky at its offset from the start, opaque, the last pinned one with an edge.
 */
function placement(column: GridColumn, header: boolean): { style: CSSProperties; className?: string } {
  const width = column.getSize();
  const base: CSSProperties = { width, minWidth: width, maxWidth: width };
  if (column.getIsPinned() !== 'start') return { style: base };
  const last = column.getPinnedIndex() === column.table.getStartVisibleLeafColumns().length - 1;
  return {
    style: { ...base, position: 'sticky', left: column.getStart('start'), zIndex: header ? 3 : 1, background: header ? HEADER_FILL : '#fff' },
    className: last ? 'report-grid__pinned-last' : undefined,
  };
}

/**
 * Header row from the table's header groups: sortable column labels with their units (asc, desc, off), never cut (the
 * columns are at least as wide as their labels), the row actions column, and a filler that takes spare width.
 */
export function GridHead({ table }: TableProps) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const { style, className } = placement(header.column, true);
            if (header.column.id === COMMAND_COLUMN_ID) return <th key={header.id} style={{ ...th, ...style }} className={className} aria-label="Actions" />;
            const dir = header.column.getIsSorted();
            const report = header.column.columnDef.meta?.report;
            const label = report ? columnTitle(report) : header.column.id;
            return (
              <th
                key={header.id}
                style={{ ...th, ...style }}
                className={className}
                aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
                data-field={header.column.id}
              >
                <button type="button" onClick={header.column.getToggleSortingHandler()} style={sortButton} title={label}>
                  <table.FlexRender header={header} />
                  {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                </button>
              </th>
            );
          })}
          <th aria-hidden style={{ ...th, width: 'auto' }} />
        </tr>
      ))}
    </thead>
  );
}

/** The table's rows (the page, or the virtual window), optionally between spacer rows. */
function Rows({ table, expanded }: TableProps) {
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id} data-testid="report-grid-row" style={rowStyle}>
      {row.getVisibleCells().map((cell) => {
        const { style, className } = placement(cell.column, false);
        const own = cell.column.id === COMMAND_COLUMN_ID ? commandCell : expanded ? oneLineCell : wrappingCell;
        return (
          <td key={cell.id} style={{ ...own, ...style }} className={className} data-field={cell.column.id}>
            <table.FlexRender cell={cell} />
          </td>
        );
      })}
      <td aria-hidden style={fillerCell} />
    </tr>
  ));
}

/** Every row of the current page. */
export function PagedBody(props: TableProps) {
  return (
    <tbody>
      <Rows {...props} />
    </tbody>
  );
}

/**
 * Page size All: the table holds the virtualizer's window (a viewport of ALL_ROWS_VIRTUAL_SIZE / 2 rows plus an
 * overscan of a quarter on each side, so about ALL_ROWS_VIRTUAL_SIZE (40) rows are in the DOM); spacer rows keep the
 * scroll height.
 */
export function VirtualBody(props: TableProps & { virtualizer: Virtualizer<HTMLDivElement, Element> }) {
  const { virtualizer, table } = props;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = table.getVisibleLeafColumns().length + 1;
  const spacer = (h: number): ReactNode =>
    h > 0 ? (
      <tr aria-hidden style={{ height: h }}>
        <td colSpan={span} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;
  return (
    <tbody>
      {spacer(before)}
      <Rows {...props} />
      {spacer(after)}
    </tbody>
  );
}

const HEADER_FILL = '#EBEBED';
const rowStyle: CSSProperties = { height: ROW_HEIGHT_PX };
const th: CSSProperties = { position: 'sticky', top: 0, zIndex: 2, background: HEADER_FILL, textAlign: 'left', padding: 0, height: ROW_HEIGHT_PX };
const cell: CSSProperties = { padding: '4px 8px', height: ROW_HEIGHT_PX, boxSizing: 'border-box', borderTop: '1px solid #F1F1F1', verticalAlign: 'middle' };
/** Default view: a value wider than its column (past the measured sample, or over the width cap) wraps; never cut. */
const wrappingCell: CSSProperties = { ...cell, whiteSpace: 'normal', overflowWrap: 'anywhere' };
/** Expand Columns: one line per value; a value past the measured sample is cut with '…' and its cell's title shows it. */
const oneLineCell: CSSProperties = { ...cell, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
const commandCell: CSSProperties = { ...cell, textAlign: 'center', padding: '0 4px' };
const fillerCell: CSSProperties = { padding: 0, borderTop: '1px solid #F1F1F1' };
const sortButton: CSSProperties = { all: 'unset', cursor: 'pointer', display: 'block', padding: '0 8px', fontWeight: 600, whiteSpace: 'nowrap' };
