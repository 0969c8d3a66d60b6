import { PALETTE, playbackStatusColor, type PlaybackRoutePoint } from '@fleet/domain';
import { fuelLevelColor, type DetailsItem, type FuelLevelColor } from '@fleet/playback-engine';
import { formatClock } from './time';

/** Row heights of the virtual list, px (cards have fixed heights so that no measuring is needed). */
export const DETAILS_ROW_HEIGHT = { day: 36, 'long-event': 76, point: 104 } as const;

/** The palette colour of a fuel level. */
export const FUEL_COLORS: Record<FuelLevelColor, string> = { danger: PALETTE.danger, warning: PALETTE.warning, success: PALETTE.success };

/** Fuel text ('42 L (55%)', '55%', '42 L') and its colour (none without a percentage). */
export function fuelText(point: PlaybackRoutePoint): { text: string; color: string | undefined } | null {
  const { fuel, fuelPercent } = point;
  if (fuel == null && fuelPercent == null) return null;
  const parts = [fuel != null ? `${fuel} L` : '', fuelPercent != null ? (fuel != null ? `(${fuelPercent}%)` : `${fuelPercent}%`) : ''];
  return { text: parts.filter(Boolean).join(' '), color: fuelPercent != null ? FUEL_COLORS[fuelLevelColor(fuelPercent)] : undefined };
}

interface CardProps {
  active: boolean;
  onSelect: (index: number) => void;
  timeZone?: string;
}

/** A point card: time, status, speed, address and fuel. */
export function PointCard({ point, index, active, onSelect, timeZone }: CardProps & { point: PlaybackRoutePoint; index: number }) {
  const fuel = fuelText(point);
  return (
    <button type="button" className="pk-details__card" data-testid="details-point" data-active={active || undefined} aria-current={active || undefined} onClick={() => onSelect(index)}>
      <span className="pk-details__row">
        <span className="pk-details__time">{formatClock(point.t, timeZone)}</span>
        <span className="pk-details__status" style={{ color: playbackStatusColor(point.status) }}>
          {point.status}
        </span>
        <span className="pk-details__speed">{point.speed} km/h</span>
      </span>
      <span className="pk-details__address" title={point.address}>
        {point.address || '—'}
      </span>
      {fuel ? (
        <span className="pk-details__fuel" data-testid="details-fuel" style={{ color: fuel.color }}>
          Fuel {fuel.text}
        </span>
      ) : null}
    </button>
  );
}

/** A merged Parked / Idling card: status, duration and the number of events. */
export function LongEventCard({ item, points, active, onSelect, timeZone }: CardProps & { item: Extract<DetailsItem, { kind: 'long-event' }>; points: readonly PlaybackRoutePoint[] }) {
  const first = points[item.first];
  const last = points[item.last];
  const color = playbackStatusColor(item.status);
  return (
    <button
      type="button"
      className="pk-details__card pk-details__card--long"
      style={{ borderLeftColor: color }}
      data-testid="details-long-event"
      data-active={active || undefined}
      aria-current={active || undefined}
      onClick={() => onSelect(item.first)}
    >
      <span className="pk-details__row">
        <span className="pk-details__status" style={{ color }}>
          {item.status}
        </span>
        <span className="pk-details__duration">{item.duration}</span>
        <span className="pk-details__count">{item.count} events</span>
      </span>
      {first && last ? (
        <span className="pk-details__time">
          {formatClock(first.t, timeZone)} – {formatClock(last.t, timeZone)}
        </span>
      ) : null}
      {first?.address ? (
        <span className="pk-details__address" title={first.address}>
          {first.address}
        </span>
      ) : null}
    </button>
  );
}
