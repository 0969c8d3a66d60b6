import { ALL_ROWS_VIRTUAL_SIZE } from '@fleet/domain';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import { COMMAND_COLUMN_ID } from './report-table';
import type { ReportTable } from './use-report-table';

/** Row height, px. */
export const ROW_HEIGHT_PX = 32;

/** Height of the scrolling viewport with page size All, px. */
export const VIRTUAL_VIEWPORT_PX = (ALL_ROWS_VIRTUAL_SIZE / 2) * ROW_HEIGHT_PX;

interface TableProps {
  table: ReportTable;
  /** Expand Columns: cells take their content width instead of the column width. */
  expanded: boolean;
}

/** Header row from the table's header groups: sortable column headers (asc, desc, off) and the command column. */
export function GridHead({ table, expanded }: TableProps) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            if (header.column.id === COMMAND_COLUMN_ID) return <th key={header.id} style={{ ...th, width: header.getSize() }} aria-label="Actions" />;
            const dir = header.column.getIsSorted();
            const title = header.column.columnDef.meta?.report?.header;
            return (
              <th
                key={header.id}
                style={expanded ? th : { ...th, width: header.getSize() }}
                aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
              >
                <button type="button" onClick={header.column.getToggleSortingHandler()} style={sortButton} title={title}>
                  <table.FlexRender header={header} />
                  {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                </button>
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The table's rows (the page, or the virtual window), optionally between spacer rows. */
function Rows({ table, expanded }: TableProps) {
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id} data-testid="report-grid-row" style={rowStyle}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} style={cell.column.id === COMMAND_COLUMN_ID ? commandCell : cellStyle(expanded, cell.column.getSize())}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
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
  const span = table.getVisibleLeafColumns().length;
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

function cellStyle(expanded: boolean, width: number): CSSProperties {
  return expanded ? { ...cell, whiteSpace: 'nowrap' } : { ...cell, maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
}

const rowStyle: CSSProperties = { height: ROW_HEIGHT_PX };
const th: CSSProperties = { position: 'sticky', top: 0, background: '#EBEBED', textAlign: 'left', padding: 0, height: ROW_HEIGHT_PX };
const cell: CSSProperties = { padding: '0 8px', height: ROW_HEIGHT_PX, borderTop: '1px solid #F1F1F1' };
const commandCell: CSSProperties = { width: 36, textAlign: 'center', padding: '0 4px', height: ROW_HEIGHT_PX, borderTop: '1px solid #F1F1F1' };
const sortButton: CSSProperties = { all: 'unset', cursor: 'pointer', display: 'block', padding: '0 8px', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
