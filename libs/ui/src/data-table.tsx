import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import './data-table.css';

/** A column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** The cell; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /** @default 'left' */
  align?: 'left' | 'right';
  /** Keeps the cell on one line (times, codes). @default false */
  nowrap?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. @default 'No data' */
  emptyText?: string;
  /** Accessible name of the table. */
  caption?: string;
  /** Hides the caption visually (it stays the table's name). @default true */
  hideCaption?: boolean;
  /** Max height before the body scrolls, px. */
  maxHeight?: number;
  testId?: string;
}

/** A plain, read-only table for short lists (dashboard assets, vessels, users). */
export function DataTable<Row>({ columns, rows, getRowKey, emptyText = 'No data', caption, hideCaption = true, maxHeight, testId }: DataTableProps<Row>) {
  if (rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <div className="fleet-table-wrap" style={maxHeight ? { maxHeight } : undefined}>
      <table className="fleet-table" data-testid={testId}>
        {caption ? <caption style={hideCaption ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-align={c.align} data-nowrap={c.nowrap || undefined}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
