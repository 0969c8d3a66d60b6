import { TRANSPORT_TEXTS, TRIP_DISPLAY_STATUSES, TRIP_STATUS_STYLES, type OnTimeFigures, type TransportTrip, type TripDisplayStatus } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { OnTimeTiles } from './trip-figures';
import { TripBoard, TripList, type TripActionHandlers } from './trip-board';
import { TRANSPORT_HREFS, filterTrips, type TripFilter, type TripView } from './trip-board-logic';
import type { PeriodChoice } from './trip-period';
import { TripPeriodPicker } from './trip-period-picker';

/** A choice of a filter: its id and name. */
export interface NamedOption {
  id: number;
  name: string;
}

/** Props of {@link TripsView}. */
export interface TripsViewProps extends TripActionHandlers {
  /** The trips of the period (the view narrows them to the filter). */
  trips: readonly TransportTrip[];
  /** Their on-time figures (the server's). */
  figures: OnTimeFigures | null;
  timeZone: string;
  /** ms since epoch (the periods' today, the ETAs' countdown). */
  now: number;
  period: PeriodChoice;
  onPeriodChange: (period: PeriodChoice) => void;
  /** Why the custom days are not a period. */
  periodError?: string | null;
  filter: TripFilter;
  onFilterChange: (filter: TripFilter) => void;
  view: TripView;
  onViewChange: (view: TripView) => void;
  clients: readonly NamedOption[];
  drivers: readonly NamedOption[];
  vehicles: readonly { assetId: number; assetName: string }[];
  /** "New trip". */
  onNew: () => void;
  /** Follows a link (a trip's view, the timeline). */
  onNavigate: (href: string) => void;
  /** The trips are being read. */
  loading?: boolean;
}

const idOf = (value: string) => (value === '' ? undefined : Number(value));

function FilterSelect({ label, value, options, onChange, testId }: { label: string; value: number | undefined; options: readonly NamedOption[]; onChange: (id: number | undefined) => void; testId: string }) {
  return (
    <label>
      {label}{' '}
      <select value={value ?? ''} onChange={(e) => onChange(idOf(e.target.value))} data-testid={testId}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The Trips tab: the period and the filters (status, client, driver, vehicle), the on-time figures of the period, the
 * trips as a board (a column per display status) or a list, "New trip", and each trip's actions. Controlled.
 */
export function TripsView(props: TripsViewProps) {
  const { trips, figures, timeZone, now, period, filter, onFilterChange, view, onViewChange } = props;
  const shown = filterTrips(trips, filter);
  const filtered = filter.status !== undefined || filter.clientId !== undefined || filter.driverId !== undefined || filter.assetId !== undefined;
  const collection = { trips: shown, timeZone, now, onNavigate: props.onNavigate, onDispatch: props.onDispatch, onCancel: props.onCancel, onReopen: props.onReopen, busyTripId: props.busyTripId };
  return (
    <div data-testid="trips-view">
      <div className="transport-toolbar">
        <TripPeriodPicker value={period} onChange={props.onPeriodChange} error={props.periodError} timeZone={timeZone} now={now} />
        <label>
          Status{' '}
          <select value={filter.status ?? ''} onChange={(e) => onFilterChange({ ...filter, status: e.target.value === '' ? undefined : (e.target.value as TripDisplayStatus) })} data-testid="trip-filter-status">
            <option value="">All</option>
            {TRIP_DISPLAY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TRIP_STATUS_STYLES[s].label}
              </option>
            ))}
          </select>
        </label>
        <FilterSelect label="Client" value={filter.clientId} options={props.clients} onChange={(clientId) => onFilterChange({ ...filter, clientId })} testId="trip-filter-client" />
        <FilterSelect label="Driver" value={filter.driverId} options={props.drivers} onChange={(driverId) => onFilterChange({ ...filter, driverId })} testId="trip-filter-driver" />
        <FilterSelect label="Vehicle" value={filter.assetId} options={props.vehicles.map((v) => ({ id: v.assetId, name: v.assetName }))} onChange={(assetId) => onFilterChange({ ...filter, assetId })} testId="trip-filter-vehicle" />
        <div className="transport-views" role="group" aria-label="View">
          <Button size="sm" variant={view === 'board' ? 'primary' : 'secondary'} aria-pressed={view === 'board'} onClick={() => onViewChange('board')} data-testid="trip-view-board">
            Board
          </Button>
          <Button size="sm" variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => onViewChange('list')} data-testid="trip-view-list">
            List
          </Button>
        </div>
        <div className="transport-toolbar__end">
          <Button size="sm" variant="secondary" onClick={() => props.onNavigate(TRANSPORT_HREFS.timeline)} data-testid="trip-timeline-link">
            Timeline
          </Button>
          <Button size="sm" onClick={props.onNew} data-testid="trip-new">
            {TRANSPORT_TEXTS.newTrip}
          </Button>
        </div>
      </div>
      {figures ? <OnTimeTiles figures={figures} /> : null}
      {props.loading ? (
        <p className="muted" role="status">
          Loading trips…
        </p>
      ) : trips.length === 0 ? (
        <EmptyState title="No trips in this period" description="Plan one with “New trip”: its stops, their time windows and goods; dispatch it and its stops follow the vehicle." />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No trip matches"
          description="None of the period's trips has this status, client, driver and vehicle."
          action={
            <Button size="sm" variant="secondary" onClick={() => onFilterChange({})} data-testid="trip-clear-filter">
              Show every trip
            </Button>
          }
        />
      ) : view === 'board' ? (
        <TripBoard {...collection} />
      ) : (
        <TripList {...collection} />
      )}
      {filtered && shown.length > 0 ? (
        <p className="muted" data-testid="trip-filtered">
          {shown.length} of {trips.length} trips shown.
        </p>
      ) : null}
    </div>
  );
}
