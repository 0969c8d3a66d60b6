import { DEFAULT_UNITS, PALETTE, formatFigure, playbackStatusColor, type PlaybackRoutePoint, type UnitPreferences } from '@fleet/domain';
import { fuelLevelColor, type DetailsItem, type FuelLevelColor } from '@fleet/playback-engine';
import { formatClock, formatPickerTime } from './time';

/** Row heights of the virtual list, px (cards have fixed heights so that no measuring is needed). */
export const DETAILS_ROW_HEIGHT = { day: 36, 'long-event': 88, point: 104, continued: 52, 'no-data': 40 } as const;

/** The palette colour of a fuel level. */
export const FUEL_COLORS: Record<FuelLevelColor, string> = { danger: PALETTE.danger, warning: PALETTE.warning, success: PALETTE.success };

/** Fuel text ('42 L (55%)', '55%', '42 L'; '11.1 gal' in US units) and its colour (none without a percentage). */
export function fuelText(point: PlaybackRoutePoint, units: UnitPreferences = DEFAULT_UNITS): { text: string; color: string | undefined } | null {
  const { fuel, fuelPercent } = point;
  if (fuel == null && fuelPercent == null) return null;
  const parts = [fuel != null ? formatFigure('volume', fuel, units) : '', fuelPercent != null ? (fuel != null ? `(${fuelPercent}%)` : `${fuelPercent}%`) : ''];
  return { text: parts.filter(Boolean).join(' '), color: fuelPercent != null ? FUEL_COLORS[fuelLevelColor(fuelPercent)] : undefined };
}

interface CardProps {
  active: boolean;
  /** The point index and the instant to seek to. */
  onSelect: (index: number, time: number) => void;
  timeZone?: string;
  /** The company's units of speeds and volumes. @default metric */
  units?: UnitPreferences;
}

/** A point card: time, status, speed, address and fuel. */
export function PointCard({ point, index, active, onSelect, timeZone, units = DEFAULT_UNITS }: CardProps & { point: PlaybackRoutePoint; index: number }) {
  const fuel = fuelText(point, units);
  return (
    <button type="button" className="pk-details__card" data-testid="details-point" data-active={active || undefined} aria-current={active || undefined} onClick={() => onSelect(index, point.t)}>
      <span className="pk-details__row">
        <span className="pk-details__time">{formatClock(point.t, timeZone)}</span>
        <span className="pk-details__status" style={{ color: playbackStatusColor(point.status) }}>
          {point.status}
        </span>
        <span className="pk-details__speed">{formatFigure('speed', point.speed, units, 0)}</span>
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

/**
 * A stop's card (Parked or Idling): status, duration from the first stopped sample until the next move, the number of
 * samples, its start and end (with dates when it runs past midnight) and where it was.
 */
export function LongEventCard({ item, points, active, onSelect, timeZone }: CardProps & { item: Extract<DetailsItem, { kind: 'long-event' }>; points: readonly PlaybackRoutePoint[] }) {
  const first = points[item.first];
  const color = playbackStatusColor(item.status);
  const at = item.multiDay ? formatPickerTime : formatClock;
  return (
    <button
      type="button"
      className="pk-details__card pk-details__card--long"
      style={{ borderLeftColor: color }}
      data-testid="details-long-event"
      data-start={item.start}
      data-end={item.end}
      data-active={active || undefined}
      aria-current={active || undefined}
      onClick={() => onSelect(item.first, item.start)}
    >
      <span className="pk-details__row">
        <span className="pk-details__status" style={{ color }}>
          {item.status}
        </span>
        <span className="pk-details__duration" data-testid="details-duration">
          {item.duration}
        </span>
        <span className="pk-details__count">{item.count} events</span>
      </span>
      <span className="pk-details__time" data-testid="details-span">
        {at(item.start, timeZone)} – {at(item.end, timeZone)}
      </span>
      {first?.address ? (
        <span className="pk-details__address" title={first.address}>
          {first.address}
        </span>
      ) : null}
    </button>
  );
}

/** Under a day header: a stop that began on an earlier day goes on (all day, or until its end). */
export function ContinuedRow({ item, onSelect, timeZone }: Omit<CardProps, 'active'> & { item: Extract<DetailsItem, { kind: 'continued' }> }) {
  const color = playbackStatusColor(item.status);
  const allDay = item.end >= item.dayStart + 86_400_000;
  return (
    <button type="button" className="pk-details__card pk-details__card--continued" style={{ borderLeftColor: color }} data-testid="details-continued" onClick={() => onSelect(item.first, item.dayStart)}>
      <span className="pk-details__row">
        <span className="pk-details__status" style={{ color }}>
          {item.status}
        </span>
        <span className="pk-details__duration">{allDay ? 'all day' : `until ${formatClock(item.end, timeZone)}`}</span>
      </span>
      <span className="pk-details__address">since {formatPickerTime(item.start, timeZone)}</span>
    </button>
  );
}
