import { STATUS_FILTERS, type StatusCounts, type StatusFilterKey } from '@fleet/domain';
import { StatTile } from '@fleet/ui';
import type { MouseEvent } from 'react';

/** The tiles' drill-down: each opens the Monitor listing the assets of its status. */
export interface StatusDrillDown {
  /** The address of a status's assets in the Monitor. */
  href: (key: StatusFilterKey) => string;
  /** Goes there inside the app (a click with a modifier key is left to the browser: a new tab or window). */
  navigate: (href: string) => void;
}

/** Props of {@link StatusTiles}. */
export interface StatusTilesProps {
  counts: StatusCounts;
  /** The status the asset list is filtered by ('All' = no filter). */
  value: StatusFilterKey;
  onChange: (value: StatusFilterKey) => void;
  /** When given (the user may open the Monitor), the tiles are links to it instead of filtering the list. */
  drillDown?: StatusDrillDown;
}

function plainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * All, Move, Idle, Park, Inactive with their counts in the specification's colours. Each opens the Monitor with that
 * status filter (`drillDown`), or, for a user without the Monitor, filters the list below.
 */
export function StatusTiles({ counts, value, onChange, drillDown }: StatusTilesProps) {
  return (
    <div className="status-tiles" role="group" aria-label="Assets by status">
      {STATUS_FILTERS.map((f) =>
        drillDown ? (
          <StatTile
            key={f.key}
            label={f.key}
            value={counts[f.key]}
            color={f.color}
            href={drillDown.href(f.key)}
            linkLabel={`${f.key} ${counts[f.key]}: open in the Monitor`}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              drillDown.navigate(drillDown.href(f.key));
            }}
            testId={`status-tile-${f.key}`}
          />
        ) : (
          <StatTile
            key={f.key}
            label={f.key}
            value={counts[f.key]}
            color={f.color}
            active={value === f.key}
            onClick={() => onChange(f.key === value ? 'All' : f.key)}
            testId={`status-tile-${f.key}`}
          />
        ),
      )}
    </div>
  );
}
