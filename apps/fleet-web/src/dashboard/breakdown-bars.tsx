import { STATUS_FILTERS, type StatusCounts } from '@fleet/domain';
import { colorVar } from '@fleet/ui';

/** One row of a breakdown: a label, its count, and either a share bar or per-status segments. */
export interface BreakdownRow {
  label: string;
  count: number;
  statusCounts?: StatusCounts;
}

/** Props of {@link BreakdownBars}. */
export interface BreakdownBarsProps {
  rows: readonly BreakdownRow[];
  /** The whole, for share bars (usually the fleet's size). */
  total: number;
  testId?: string;
}

/** Counts as horizontal bars: the share of the fleet, split by status colour when the row has status counts. */
export function BreakdownBars({ rows, total, testId }: BreakdownBarsProps) {
  return (
    <ul className="breakdown" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.label} className="breakdown__row">
          <div className="breakdown__head">
            <span className="breakdown__label">{row.label}</span>
            <span className="breakdown__count">{row.count}</span>
          </div>
          <div className="breakdown__track" aria-hidden="true">
            {row.statusCounts ? (
              STATUS_FILTERS.filter((f) => f.key !== 'All').map((f) => {
                const n = row.statusCounts?.[f.key] ?? 0;
                return n > 0 ? (
                  <span key={f.key} className="breakdown__bar" style={{ width: `${(n / Math.max(1, row.count)) * 100}%`, background: colorVar(f.color) }} title={`${f.key}: ${n}`} />
                ) : null;
              })
            ) : (
              <span className="breakdown__bar" style={{ width: `${(row.count / Math.max(1, total)) * 100}%`, background: colorVar('primary') }} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
