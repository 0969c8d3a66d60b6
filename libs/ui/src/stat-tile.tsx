import type { ColorName } from '@fleet/domain';
import { colorVar } from './theme';
import './stat-tile.css';

/** Props of {@link StatTile}. */
export interface StatTileProps {
  /** What is counted, e.g. 'Move'. */
  label: string;
  /** The count or figure. */
  value: number | string;
  /** Palette colour of the tile's accent and value. */
  color: ColorName;
  /** Makes the tile a toggle button (e.g. a status filter); omitted, the tile is static. */
  onClick?: () => void;
  /** Whether the toggle is on. */
  active?: boolean;
  /** `data-testid` of the tile, e.g. status-tile-Move. */
  testId?: string;
}

/** A figure with its label and colour; a pressable filter when `onClick` is given. */
export function StatTile({ label, value, color, onClick, active, testId }: StatTileProps) {
  const style = { ['--fleet-tile-color' as string]: colorVar(color) };
  const content = (
    <>
      <span className="fleet-stat-tile__dot" aria-hidden="true" />
      <span>
        <span className="fleet-stat-tile__value" data-testid={testId ? `${testId}-count` : undefined}>
          {value}
        </span>
        <span className="fleet-stat-tile__label">{label}</span>
      </span>
    </>
  );
  if (onClick) {
    return (
      <button type="button" className="fleet-stat-tile" style={style} onClick={onClick} aria-pressed={active ?? false} data-testid={testId} data-color={color}>
        {content}
      </button>
    );
  }
  return (
    <div className="fleet-stat-tile" style={style} data-testid={testId} data-color={color}>
      {content}
    </div>
  );
}
