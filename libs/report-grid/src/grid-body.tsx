import { ALL_ROWS_VIRTUAL_SIZE, type ReportColumn, type ReportRow } from '@fleet/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { CellContent, hasCoordinates } from './row-cells';

/** Row height, px. */
export const ROW_HEIGHT_PX = 32;

interface BodyProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  cellStyle: (c: ReportColumn) => CSSProperties;
  onRowCommand?: (row: ReportRow) => void;
  rowCommandLabel: string;
}

function Row({ row, columns, cellStyle, onRowCommand, rowCommandLabel, style }: BodyProps & { row: ReportRow; style?: CSSProperties }) {
  return (
    <tr data-testid="report-grid-row" style={style}>
      {onRowCommand && (
        <td style={commandCell}>
          {hasCoordinates(row) && (
            <button type="button" onClick={() => onRowCommand(row)} aria-label={rowCommandLabel} title={rowCommandLabel} data-testid="report-grid-row-command">
              ⌖
            </button>
          )}
        </td>
      )}
      {columns.map((c) => (
        <td key={c.field} style={cellStyle(c)}>
          <CellContent row={row} field={c.field} />
        </td>
      ))}
    </tr>
  );
}

/** All rows of a page. */
export function PagedBody(props: BodyProps) {
  return (
    <tbody>
      {props.rows.map((row, i) => (
        <Row key={i} {...props} row={row} />
      ))}
    </tbody>
  );
}

/**
 * Every row through a virtualizer: a viewport of ALL_ROWS_VIRTUAL_SIZE / 2 rows plus an overscan of a quarter on each
 * side, so about ALL_ROWS_VIRTUAL_SIZE (40) rows are in the DOM; spacer rows keep the scroll height.
 */
export function VirtualBody(props: BodyProps & { scrollRef: RefObject<HTMLDivElement | null> }) {
  const { rows, scrollRef } = props;
  const virtualizer = useVirtualizer({
    count: rows.length,
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
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = props.columns.length + (props.onRowCommand ? 1 : 0);
  const spacer = (h: number): ReactNode => (h > 0 ? <tr aria-hidden style={{ height: h }}><td colSpan={span} style={{ padding: 0, border: 0 }} /></tr> : null);
  return (
    <tbody>
      {spacer(before)}
      {items.map((v) => (
        <Row key={v.key} {...props} row={rows[v.index]!} style={{ height: ROW_HEIGHT_PX }} />
      ))}
      {spacer(after)}
    </tbody>
  );
}

/** Height of the scrolling viewport with page size All, px. */
export const VIRTUAL_VIEWPORT_PX = (ALL_ROWS_VIRTUAL_SIZE / 2) * ROW_HEIGHT_PX;

const commandCell: CSSProperties = { width: 36, textAlign: 'center', padding: '0 4px' };
