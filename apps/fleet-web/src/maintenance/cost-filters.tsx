import type { AssetSummary } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { ASSET_FIELDS } from '../admin/form-draft';
import { COST_PERIODS, type CostGrouping, type CostPeriodId } from './cost-view';

/** Props of {@link CostFilters}. */
export interface CostFiltersProps {
  period: CostPeriodId;
  onPeriodChange: (period: CostPeriodId) => void;
  /** The period's first and last day (`YYYY-MM-DD`, company zone); editing one chooses Custom dates. */
  first: string;
  last: string;
  onDatesChange: (first: string, last: string) => void;
  /** Why the custom dates are not used (shown beside them). */
  datesError?: string | null;
  /** The assets the user sees, grouped by their group in the picker. */
  assets: readonly AssetSummary[];
  /** The assets chosen; none: all of them. */
  assetIds: readonly number[];
  onAssetIdsChange: (ids: number[]) => void;
  grouping: CostGrouping;
  onGroupingChange: (grouping: CostGrouping) => void;
}

/** The period (named or custom days), the assets and the table's grouping. Controlled. */
export function CostFilters({ period, onPeriodChange, first, last, onDatesChange, datesError, assets, assetIds, onAssetIdsChange, grouping, onGroupingChange }: CostFiltersProps) {
  return (
    <div className="maintenance-toolbar maintenance-cost-filters">
      <label>
        Period{' '}
        <select value={period} onChange={(e) => onPeriodChange(e.target.value as CostPeriodId)} data-testid="cost-period">
          {COST_PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        From <input type="date" value={first} onChange={(e) => onDatesChange(e.target.value, last)} aria-invalid={datesError ? true : undefined} data-testid="cost-from" />
      </label>
      <label>
        To <input type="date" value={last} min={first || undefined} onChange={(e) => onDatesChange(first, e.target.value)} aria-invalid={datesError ? true : undefined} data-testid="cost-to" />
      </label>
      {datesError ? (
        <span className="maintenance-cost-filters__error" role="alert" data-testid="cost-dates-error">
          {datesError}
        </span>
      ) : null}
      <GroupedMultiSelect
        options={assets}
        fields={ASSET_FIELDS}
        value={assetIds}
        onChange={(ids: OptionValue[]) => onAssetIdsChange(ids.map(Number))}
        placeholder="All assets"
        ariaLabel="Assets"
        width={260}
        testId="cost-assets"
      />
      <div className="maintenance-cost-grouping" role="group" aria-label="Table rows">
        {(['asset', 'group'] as const).map((g) => (
          <button key={g} type="button" aria-pressed={grouping === g} onClick={() => onGroupingChange(g)} data-testid={`cost-grouping-${g}`}>
            By {g}
          </button>
        ))}
      </div>
    </div>
  );
}
