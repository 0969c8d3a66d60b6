import { TRIP_STATUS_STYLES, type TransportTrip } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { AppLink, LateFlag, TripStatusChip } from './transport-chips';
import { etaText, stopKindLabel, windowText } from './transport-format';
import { TRANSPORT_HREFS, boardColumns, listOrder, nextStopOf, stopsReached, tripActions } from './trip-board-logic';
import { ListTable } from '../admin/list-table';

/** What a trip's actions do (each optional: without it the action does not show). */
export interface TripActionHandlers {
  onDispatch?: (trip: TransportTrip) => void;
  onCancel?: (trip: TransportTrip) => void;
  onReopen?: (trip: TransportTrip) => void;
  /** The trip an action is running on (its buttons busy). */
  busyTripId?: number | null;
}

/** Dispatch (planned), Cancel (not finished) and Plan again (cancelled) for one trip. */
export function TripActionButtons({ trip, onDispatch, onCancel, onReopen, busyTripId }: TripActionHandlers & { trip: TransportTrip }) {
  const can = tripActions(trip);
  const busy = busyTripId === trip.id;
  return (
    <span className="transport-actions">
      {can.dispatch && onDispatch ? (
        <Button size="sm" onClick={() => onDispatch(trip)} loading={busy} data-testid="trip-dispatch">
          Dispatch
        </Button>
      ) : null}
      {can.reopen && onReopen ? (
        <Button size="sm" variant="secondary" onClick={() => onReopen(trip)} loading={busy} data-testid="trip-reopen">
          Plan again
        </Button>
      ) : null}
      {can.cancel && onCancel ? (
        <Button size="sm" variant="ghost" onClick={() => onCancel(trip)} disabled={busy} data-testid="trip-cancel">
          Cancel
        </Button>
      ) : null}
    </span>
  );
}

/** The next stop of a trip under way and its ETA: "Next: 2 Drop, Sarjana Logistics Park · ETA 10:12 (in 12 min)". */
export function NextStopLine({ trip, now, timeZone }: { trip: TransportTrip; now: number; timeZone: string }) {
  const next = nextStopOf(trip);
  if (!next) return null;
  return (
    <span className="transport-next" data-testid="trip-card-next">
      Next: {next.stop.seq} {stopKindLabel(next.stop.kind)}, {next.stop.place} · <span data-testid="trip-card-eta">{etaText(next.eta, now, timeZone)}</span>
    </span>
  );
}

/** Props of {@link TripBoard} and {@link TripList}. */
export interface TripCollectionProps extends TripActionHandlers {
  trips: readonly TransportTrip[];
  timeZone: string;
  /** ms since epoch (the ETAs' countdown). */
  now: number;
  /** Opens a trip's view (its link's plain click). */
  onNavigate: (href: string) => void;
}

function TripCard({ trip, timeZone, now, onNavigate, ...actions }: Omit<TripCollectionProps, 'trips'> & { trip: TransportTrip }) {
  const { reached, total } = stopsReached(trip);
  return (
    <article className={`transport-card${trip.late ? ' transport-card--late' : ''}`} style={{ borderLeftColor: TRIP_STATUS_STYLES[trip.displayStatus].color }} data-testid="trip-card" data-number={trip.number} data-status={trip.displayStatus}>
      <div className="transport-card__head">
        <AppLink href={TRANSPORT_HREFS.trip(trip.id)} onNavigate={onNavigate} className="transport-card__open" data-testid="trip-open">
          <span className="transport-card__number">{trip.number}</span> {trip.reference ? <span>{trip.reference}</span> : null}
        </AppLink>
        <LateFlag trip={trip} />
      </div>
      <div>{trip.clientName ?? <span className="muted">No client</span>}</div>
      <div className="muted">
        {trip.assetName} · {trip.driverName ?? 'No driver'}
      </div>
      <div className="transport-card__meta">
        <span data-testid="trip-card-stops">
          {reached}/{total} stops
        </span>
        <span className="muted">{windowText(trip.plannedStart, trip.plannedEnd, timeZone)}</span>
      </div>
      <NextStopLine trip={trip} now={now} timeZone={timeZone} />
      <TripActionButtons trip={trip} {...actions} />
    </article>
  );
}

/** The trips as a board: a column per display status (planned … late … cancelled), a card per trip. */
export function TripBoard({ trips, ...rest }: TripCollectionProps) {
  return (
    <div className="transport-board" data-testid="trip-board">
      {boardColumns(trips).map(({ status, trips: cards }) => (
        <section key={status} className="transport-board__column" data-testid={`trip-column-${status}`} aria-label={TRIP_STATUS_STYLES[status].label}>
          <h3 className="transport-board__head" style={{ borderColor: TRIP_STATUS_STYLES[status].color }}>
            {TRIP_STATUS_STYLES[status].label} <span className="muted" data-testid={`trip-count-${status}`}>{cards.length}</span>
          </h3>
          {cards.length === 0 ? <p className="muted transport-board__none">None</p> : null}
          {cards.map((t) => (
            <TripCard key={t.id} trip={t} {...rest} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** The trips as one table: open trips first by planned start, then finished ones. */
export function TripList({ trips, timeZone, now, onNavigate, ...actions }: TripCollectionProps) {
  const withActions = Boolean(actions.onDispatch || actions.onCancel || actions.onReopen);
  return (
    <ListTable caption="Trips" head={['Trip', 'Status', 'Reference', 'Client', 'Vehicle', 'Driver', 'Planned', 'Stops', 'Next stop']} actions={withActions} testId="trip-list">
      {listOrder(trips).map((t) => {
        const { reached, total } = stopsReached(t);
        return (
          <tr key={t.id} data-testid="trip-row" data-number={t.number} data-status={t.displayStatus}>
            <td>
              <AppLink href={TRANSPORT_HREFS.trip(t.id)} onNavigate={onNavigate} data-testid="trip-open">
                {t.number}
              </AppLink>
            </td>
            <td>
              <TripStatusChip status={t.displayStatus} />
            </td>
            <td>{t.reference || '—'}</td>
            <td>{t.clientName ?? '—'}</td>
            <td>{t.assetName}</td>
            <td>{t.driverName ?? '—'}</td>
            <td>{windowText(t.plannedStart, t.plannedEnd, timeZone)}</td>
            <td>
              {reached}/{total}
            </td>
            <td>
              <NextStopLine trip={t} now={now} timeZone={timeZone} />
            </td>
            {withActions ? (
              <td>
                <TripActionButtons trip={t} {...actions} />
              </td>
            ) : null}
          </tr>
        );
      })}
    </ListTable>
  );
}
