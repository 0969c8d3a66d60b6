import type { ColorName } from '@fleet/domain';
import type { MouseEvent } from 'react';
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
  /** Makes the tile a toggle button (e.g. a status filter), or with `href` a link's click; omitted, the tile is static. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the tile a link (a drill-down to another page); `onClick` may take over the navigation. */
  href?: string;
  /** The link's accessible name, when it says more than the label and value (e.g. 'Open Idle assets in the Monitor'). */
  linkLabel?: string;
  /** Whether the toggle is on. */
  active?: boolean;
  /** `data-testid` of the tile, e.g. status-tile-Move. */
  testId?: string;
}

/** A figure with its label and colour; a pressable filter when `onClick` is given, a link with `href`. */
export function StatTile({ label, value, color, onClick, href, linkLabel, active, testId }: StatTileProps) {
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
  if (href !== undefined) {
    return (
      <a className="fleet-stat-tile" style={style} href={href} onClick={onClick} aria-label={linkLabel} data-testid={testId} data-color={color}>
        {content}
      </a>
    );
  }
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
