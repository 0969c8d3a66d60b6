import type { OnTimeFigures, TransportTrip } from '@fleet/domain';
import { EmptyState } from '@fleet/ui';
import { Fragment } from 'react';
import { OnTimeTiles } from './trip-figures';
import { TripList } from './trip-board';
import type { PeriodChoice } from './trip-period';
import { TripPeriodPicker } from './trip-period-picker';

/** Props of {@link PartnerPerformance}. */
export interface PartnerPerformanceProps {
  kind: 'client' | 'transporter';
  name: string;
  /** Contact, phone, e-mail; its sites or vehicles. */
  details: readonly { label: string; value: string }[];
  /** The trips of the period (null while they are read). */
  trips: readonly TransportTrip[] | null;
  figures: OnTimeFigures | null;
  period: PeriodChoice;
  onPeriodChange: (period: PeriodChoice) => void;
  periodError?: string | null;
  timeZone: string;
  now: number;
  onNavigate: (href: string) => void;
}

/** A client's or a transporter's trips in a period and their on-time performance (% on time, average delay, trips, goods). */
export function PartnerPerformance({ kind, name, details, trips, figures, period, onPeriodChange, periodError, timeZone, now, onNavigate }: PartnerPerformanceProps) {
  return (
    <div className="transport-view" data-testid={`${kind}-view`}>
      <section className="transport-profile">
        <div>
          <h2 data-testid={`${kind}-view-name`}>{name}</h2>
          <dl className="transport-facts">
            {details.map((d) => (
              <Fragment key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.value || '—'}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      </section>
      <div className="transport-toolbar">
        <TripPeriodPicker value={period} onChange={onPeriodChange} error={periodError} timeZone={timeZone} now={now} />
      </div>
      {figures ? <OnTimeTiles figures={figures} label={`Performance of ${name}`} /> : null}
      <h3>Trips</h3>
      {trips === null ? (
        <p className="muted" role="status">
          Loading trips…
        </p>
      ) : trips.length === 0 ? (
        <EmptyState title="No trips in this period" />
      ) : (
        <TripList trips={trips} timeZone={timeZone} now={now} onNavigate={onNavigate} />
      )}
    </div>
  );
}
