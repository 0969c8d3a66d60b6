import { normalizeSearch } from '@fleet/select-kit';

/** Sort of a table: column key and direction. */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** Page sizes of the administration tables. */
export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;

/**
 * Search (contains, ignoring case and spaces), sort and one page of rows: the tables' pure view.
 * @param text what each row is searched by
 * @param value the sortable value of a row for a column
 */
export function viewRows<Row>(
  rows: readonly Row[],
  options: { search: string; sort: TableSort | null; page: number; pageSize: number; text: (row: Row) => string; value: (row: Row, key: string) => string | number },
): { rows: Row[]; total: number; pages: number; page: number } {
  const needle = normalizeSearch(options.search);
  const found = needle ? rows.filter((r) => normalizeSearch(options.text(r)).includes(needle)) : [...rows];
  const { sort } = options;
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    found.sort((a, b) => {
      const x = options.value(a, sort.key);
      const y = options.value(b, sort.key);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }
  const pages = Math.max(1, Math.ceil(found.length / options.pageSize));
  const page = Math.min(Math.max(1, options.page), pages);
  return { rows: found.slice((page - 1) * options.pageSize, page * options.pageSize), total: found.length, pages, page };
}

/** The next sort after a click on a column header: ascending, then descending, then the same column ascending again. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  return current?.key === key && current.direction === 'asc' ? { key, direction: 'desc' } : { key, direction: 'asc' };
}
