import { DataTable, EmptyState, TextField, type DataTableColumn } from '@fleet/ui';
import { ADMIN_TEXTS, FIELD_LIMITS } from '@fleet/domain';
import { useMemo, useState, type ReactNode } from 'react';
import './admin-assets.css';

/** A column of an {@link AdminTable}: a DataTable column, sortable when it gives a sort value. */
export interface AdminTableColumn<Row> extends DataTableColumn<Row> {
  /** The value the column sorts by (text sorts naturally: "Truck 2" before "Truck 10"). */
  sortValue?: (row: Row) => string | number | null;
}

/** Props of {@link AdminTable}. */
export interface AdminTableProps<Row> {
  columns: readonly AdminTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** The text a row is searched by (lower-cased here). */
  searchText: (row: Row) => string;
  /** What the table says when it has no rows at all: what to do next. */
  empty: ReactNode;
  caption: string;
  /** Rows per page. @default 25 */
  pageSize?: number;
  testId?: string;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A list of the administration: search, sort by a column (click again to reverse) and pages. */
export function AdminTable<Row>({ columns, rows, getRowKey, searchText, empty, caption, pageSize = 25, testId }: AdminTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(null);
  const [page, setPage] = useState(0);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = needle ? rows.filter((r) => searchText(r).toLowerCase().includes(needle)) : [...rows];
    const column = sort && columns.find((c) => c.key === sort.key);
    if (column?.sortValue) {
      const value = column.sortValue;
      found.sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const order = x === null ? 1 : y === null ? -1 : typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        return sort?.desc ? -order : order;
      });
    }
    return found;
  }, [rows, search, sort, columns, searchText]);
  if (rows.length === 0) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages - 1);
  return (
    <div data-testid={testId}>
      <div className="admin-toolbar">
        <div className="admin-toolbar__search">
          <TextField label="Search" type="search" value={search} maxLength={FIELD_LIMITS.searchMax} onChange={(e) => (setSearch(e.target.value), setPage(0))} data-testid={`${testId}-search`} />
        </div>
        <div role="group" aria-label="Sort by" className="admin-table__actions">
          <span className="admin-table__sort-label" aria-hidden="true">
            Sort by
          </span>
          {columns
            .filter((c) => c.sortValue)
            .map((c) => (
              <button
                key={c.key}
                type="button"
                className="admin-table__sort"
                aria-pressed={sort?.key === c.key}
                data-testid={`${testId}-sort-${c.key}`}
                onClick={() => setSort((s) => (s?.key === c.key ? { key: c.key, desc: !s.desc } : { key: c.key, desc: false }))}
              >
                {c.header}
                {sort?.key === c.key ? (sort.desc ? ' ▼' : ' ▲') : ''}
              </button>
            ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={ADMIN_TEXTS.noMatch} />
      ) : (
        <DataTable columns={columns} rows={shown.slice(current * pageSize, (current + 1) * pageSize)} getRowKey={getRowKey} caption={caption} testId={`${testId}-table`} />
      )}
      {pages > 1 ? (
        <div className="admin-table__pager" data-testid={`${testId}-pager`}>
          <button type="button" className="admin-table__sort" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span>
            Page {current + 1} of {pages} ({shown.length} rows)
          </span>
          <button type="button" className="admin-table__sort" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} data-testid={`${testId}-next`}>
            Next
          </button>
        </div>
      ) : null}
    </div>
  );
}
