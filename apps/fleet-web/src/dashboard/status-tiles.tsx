import { STATUS_FILTERS, type StatusCounts, type StatusFilterKey } from '@fleet/domain';
import { StatTile } from '@fleet/ui';

/** Props of {@link StatusTiles}. */
export interface StatusTilesProps {
  counts: StatusCounts;
  /** The status the asset list is filtered by ('All' = no filter). */
  value: StatusFilterKey;
  onChange: (value: StatusFilterKey) => void;
}

/** All, Move, Idle, Park, Inactive with their counts in the specification's colours; each filters the list. */
export function StatusTiles({ counts, value, onChange }: StatusTilesProps) {
  return (
    <div className="status-tiles" role="group" aria-label="Assets by status">
      {STATUS_FILTERS.map((f) => (
        <StatTile
          key={f.key}
          label={f.key}
          value={counts[f.key]}
          color={f.color}
          active={value === f.key}
          onClick={() => onChange(f.key === value ? 'All' : f.key)}
          testId={`status-tile-${f.key}`}
        />
      ))}
    </div>
  );
}
