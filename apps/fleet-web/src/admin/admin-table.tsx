import { EmptyState } from '@fleet/ui';
import type { ReactNode } from 'react';
import { ADMIN_PAGE_SIZES, nextSort, type TableSort } from './table-view';

/** A column of {@link AdminTable}. */
export interface AdminColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The column sorts on click. @default true */
  sortable?: boolean;
}

/** Props of {@link AdminTable}: one page of rows, already searched and sorted (see viewRows). */
export interface AdminTableProps<Row> {
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  caption: string;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** @default ADMIN_PAGE_SIZES */
  pageSizes?: readonly number[];
  /** What to show without rows: what to do next. */
  empty: { title: string; description: string; action?: ReactNode };
  testId: string;
}

/** A table with sortable headers, a pager and an empty state; controlled. */
export function AdminTable<Row>({ columns, rows, getRowKey, caption, sort, onSortChange, page, pages, total, pageSize, onPageChange, onPageSizeChange, pageSizes = ADMIN_PAGE_SIZES, empty, testId }: AdminTableProps<Row>) {
  if (total === 0) {
    return (
      <div data-testid={`${testId}-empty`}>
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      </div>
    );
  }
  return (
    <div className="admin-table" data-testid={testId}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort?.key === c.key ? sort.direction : null;
              return (
                <th key={c.key} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                  {c.sortable === false ? (
                    c.header
                  ) : (
                    <button type="button" className="admin-table__sort" onClick={() => onSortChange(nextSort(sort, c.key))} data-testid={`${testId}-sort-${c.key}`}>
                      {c.header}
                      <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="admin-table__pager">
        <span data-testid={`${testId}-count`}>
          {total} {total === 1 ? 'entry' : 'entries'} · page {page} of {pages}
        </span>
        <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)} data-testid={`${testId}-prev`}>
          Previous
        </button>
        <button type="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)} data-testid={`${testId}-next`}>
          Next
        </button>
        <label>
          Rows
          <select value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))} data-testid={`${testId}-page-size`}>
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
