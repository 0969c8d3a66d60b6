import { costColumns, costValue, costValueText, nextCostSort, type CostGrouping, type CostRow, type CostSort } from './cost-view';

/** Props of {@link CostTable}. */
export interface CostTableProps {
  /** The rows, already sorted (sortCostRows): the exports write them in the same order. */
  rows: readonly CostRow[];
  /** The fleet's row (costTotalRow), shown last. */
  total: CostRow;
  grouping: CostGrouping;
  sort: CostSort;
  onSortChange: (sort: CostSort) => void;
}

/**
 * The cost of each asset (or group): fuel, tolls, services, tires, documents, total, km, engine hours, RM/km and RM/h,
 * sorted by a click on a column header (again: the other way), with the total row at the foot. Controlled.
 */
export function CostTable({ rows, total, grouping, sort, onSortChange }: CostTableProps) {
  const columns = costColumns(grouping);
  const cell = (row: CostRow, c: (typeof columns)[number]) => costValueText(costValue(row, c.key), c.format);
  const numeric = (c: (typeof columns)[number]) => c.format !== 'text';
  return (
    <div className="admin-table maintenance-cost-table" data-testid="cost-table" data-grouping={grouping}>
      <table>
        <caption className="visually-hidden">Cost of ownership by {grouping === 'asset' ? 'asset' : 'group'}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort.key === c.key ? sort.direction : null;
              return (
                <th key={c.key} scope="col" className={numeric(c) ? 'maintenance-cost-table__num' : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                  <button type="button" className="admin-table__sort" onClick={() => onSortChange(nextCostSort(sort, c.key))} data-testid={`cost-sort-${c.key}`}>
                    {c.label}
                    <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid="cost-row" data-key={row.key}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row">
                    {cell(row, c)}
                  </th>
                ) : (
                  <td key={c.key} className={numeric(c) ? 'maintenance-cost-table__num' : undefined} data-column={c.key}>
                    {cell(row, c)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="cost-total-row">
            {columns.map((c, i) =>
              i === 0 ? (
                <th key={c.key} scope="row">
                  {total.name}
                </th>
              ) : (
                <td key={c.key} className={numeric(c) ? 'maintenance-cost-table__num' : undefined} data-column={c.key}>
                  {c.key === 'group' ? '' : cell(total, c)}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
