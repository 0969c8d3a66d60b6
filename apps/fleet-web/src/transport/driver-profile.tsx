import type { DriverSummary } from '@fleet/domain';
import { EmptyState } from '@fleet/ui';
import { LicenceChip } from './transport-chips';
import { dayClockText, numberText } from './transport-format';
import { OnTimeTiles } from './trip-figures';
import { TripList } from './trip-board';
import type { PeriodChoice } from './trip-period';
import { TripPeriodPicker } from './trip-period-picker';
import { ListTable } from '../admin/list-table';

/** Props of {@link DriverProfile}. */
export interface DriverProfileProps {
  /** The driver's summary in the period. */
  summary: Omit<DriverSummary, 'success'>;
  /** The photo to show (an object URL of the stored file); null: initials. */
  photoSrc: string | null;
  period: PeriodChoice;
  onPeriodChange: (period: PeriodChoice) => void;
  periodError?: string | null;
  timeZone: string;
  now: number;
  onNavigate: (href: string) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * A driver's profile: photo, phone, licence and its expiry state, driver key, assigned vehicle; and in a period their
 * trips, hours driven, distance, on-time figures and fatigue and overspeed events.
 */
export function DriverProfile({ summary, photoSrc, period, onPeriodChange, periodError, timeZone, now, onNavigate }: DriverProfileProps) {
  const { driver, trips, figures, events } = summary;
  return (
    <div className="transport-view" data-testid="driver-view" data-driver-id={driver.id}>
      <section className="transport-profile">
        {photoSrc ? <img className="transport-profile__photo" src={photoSrc} alt={`Photo of ${driver.name}`} data-testid="driver-view-photo" /> : <span className="transport-profile__photo transport-profile__initials">{initials(driver.name)}</span>}
        <div>
          <h2 data-testid="driver-view-name">
            {driver.name}
            {driver.active ? null : <span className="muted"> (inactive)</span>}
          </h2>
          <dl className="transport-facts">
            <dt>Phone</dt>
            <dd>{driver.phone || '—'}</dd>
            <dt>Licence</dt>
            <dd>
              {driver.licenceClass ? `Class ${driver.licenceClass}, ` : ''}
              <LicenceChip driver={driver} />
            </dd>
            <dt>Driver key</dt>
            <dd>
              <code>{driver.driverKey ?? '—'}</code>
            </dd>
            <dt>Assigned vehicle</dt>
            <dd data-testid="driver-view-vehicle">{driver.assetName ?? '—'}</dd>
          </dl>
          {driver.notes ? <p className="transport-notes">{driver.notes}</p> : null}
        </div>
      </section>
      <div className="transport-toolbar">
        <TripPeriodPicker value={period} onChange={onPeriodChange} error={periodError} timeZone={timeZone} now={now} />
      </div>
      <OnTimeTiles
        figures={figures}
        label={`Performance of ${driver.name}`}
        extra={[
          { label: 'Hours driven', value: `${numberText(summary.drivingHours)} h`, color: 'warning', testId: 'driver-hours' },
          { label: 'Distance', value: `${numberText(summary.distanceKm)} km`, color: 'secondary', testId: 'driver-distance' },
        ]}
      />
      <h3>Trips</h3>
      {trips.length === 0 ? <EmptyState title="No trips in this period" /> : <TripList trips={trips} timeZone={timeZone} now={now} onNavigate={onNavigate} />}
      <h3>Fatigue and overspeed</h3>
      {events.length === 0 ? (
        <p className="muted" data-testid="driver-events-none">
          No fatigue or overspeed in this period.
        </p>
      ) : (
        <ListTable caption="Fatigue and overspeed events" head={['Time', 'Event', 'Vehicle', 'Speed']} testId="driver-events">
          {events.map((e, i) => (
            <tr key={`${e.time}-${i}`} data-testid="driver-event" data-type={e.type}>
              <td>{dayClockText(e.time, timeZone)}</td>
              <td>{e.title}</td>
              <td>{e.assetName}</td>
              <td>{e.speed === null ? '—' : `${Math.round(e.speed)} km/h`}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
