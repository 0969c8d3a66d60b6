import type { ColorName, OnTimeFigures } from '@fleet/domain';
import { StatTile } from '@fleet/ui';
import { goodsText, numberText, percentText } from './transport-format';

/** A figure more to show beside the on-time ones (a driver's hours and distance). */
export interface ExtraFigure {
  label: string;
  value: string;
  color: ColorName;
  testId: string;
}

/** Props of {@link OnTimeTiles}. */
export interface OnTimeTilesProps {
  figures: OnTimeFigures;
  /** Figures shown before the on-time ones. */
  extra?: readonly ExtraFigure[];
  /** The group's accessible name. @default 'On-time performance' */
  label?: string;
}

/**
 * The on-time performance of trips: % on time (of the completed ones), the average delay of the late stops, the trips,
 * the completed ones and the goods carried (pieces and kg).
 */
export function OnTimeTiles({ figures, extra = [], label = 'On-time performance' }: OnTimeTilesProps) {
  return (
    <div className="transport-tiles" role="group" aria-label={label} data-testid="trip-figures">
      {extra.map((f) => (
        <StatTile key={f.testId} label={f.label} value={f.value} color={f.color} testId={f.testId} />
      ))}
      <StatTile label={`On time (${figures.onTime} of ${figures.completed} completed)`} value={percentText(figures.onTimePercent)} color="success" testId="trip-ontime" />
      <StatTile label={`Average delay (${figures.lateStops} late stops)`} value={figures.averageDelayMin === null ? '—' : `${numberText(figures.averageDelayMin)} min`} color="danger" testId="trip-delay" />
      <StatTile label={figures.cancelled > 0 ? `Trips (${figures.cancelled} cancelled left out)` : 'Trips'} value={figures.trips} color="primary" testId="trip-count" />
      <StatTile label="Completed" value={figures.completed} color="secondary" testId="trip-completed" />
      <StatTile label="Goods delivered" value={goodsText(figures.quantity, figures.weightKg)} color="dark" testId="trip-goods" />
    </div>
  );
}
