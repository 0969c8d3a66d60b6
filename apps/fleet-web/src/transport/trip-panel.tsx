import { SHARE_LINK_TEXTS, type TransportTrip, type TripDetail, type TripStop } from '@fleet/domain';
import { ReceiptFileLink, type ReceiptFileOpener } from '@fleet/report-modals';
import { Button } from '@fleet/ui';
import { AppLink, LateFlag, StopStateChip, TripStatusChip } from './transport-chips';
import { clockText, dayClockText, delayText, etaText, goodsText, numberText, stopKindLabel, windowText } from './transport-format';
import { TripActionButtons, type TripActionHandlers } from './trip-board';
import { TRANSPORT_HREFS, nextStopOf, tripActions } from './trip-board-logic';
import { useNow } from './use-now';

/** Props of {@link TripPanel}. */
export interface TripPanelProps extends TripActionHandlers {
  trip: TransportTrip;
  /** The trip's events (overspeed, fatigue…). */
  events: TripDetail['events'];
  timeZone: string;
  /** A fixed clock (stories, tests); without it the ETA counts down every second. */
  now?: number;
  onNavigate: (href: string) => void;
  /** Changes a planned trip. */
  onEdit?: (trip: TransportTrip) => void;
  /** Opens the proof of delivery of a reached stop. */
  onPod?: (stop: TripStop) => void;
  /** Shares the vehicle's live location until it reaches a stop (a trip with a stop left to reach). */
  onShare?: (trip: TransportTrip) => void;
  onOpenFile?: ReceiptFileOpener;
}

/** The next stop's ETA, counting down every second: "Stop 2, Sarjana Logistics Park: ETA 10:12 (in 12 min)". */
export function EtaCountdown({ trip, timeZone, now: fixed }: { trip: TransportTrip; timeZone: string; now?: number }) {
  const now = useNow(1_000, fixed);
  const next = nextStopOf(trip);
  if (!next) return null;
  return (
    <p className="transport-eta" data-testid="trip-eta" data-seq={next.stop.seq} data-eta={next.eta}>
      <strong>
        Stop {next.stop.seq}, {next.stop.place}:
      </strong>{' '}
      <span data-testid="trip-eta-text">{etaText(next.eta, now, timeZone)}</span>
      <span className="muted">
        {' '}
        · {numberText(next.distanceKm)} km to go{trip.next ? ` at ${trip.next.speedKmh} km/h` : ''}
      </span>
    </p>
  );
}

function StopItem({ trip, stop, timeZone, onPod, onOpenFile }: { trip: TransportTrip; stop: TripStop; timeZone: string; onPod?: (stop: TripStop) => void; onOpenFile?: ReceiptFileOpener }) {
  const reached = stop.state === 'arrived' || stop.state === 'departed';
  const late = (stop.delayMin ?? 0) > 0;
  return (
    <li className={`transport-stop-item transport-stop-item--${stop.state}`} data-testid="trip-stop" data-state={stop.state} data-seq={stop.seq}>
      <div className="transport-stop-item__head">
        <span className="transport-stop-item__seq" aria-hidden>
          {stop.seq}
        </span>
        <strong>{stopKindLabel(stop.kind)}</strong> {stop.place} <StopStateChip state={stop.state} />
      </div>
      <div className="transport-stop-item__times">
        <span>Window {windowText(stop.windowFrom, stop.windowTo, timeZone)}</span>
        {stop.arrivedAt !== null ? <span data-testid="trip-stop-arrived">Arrived {dayClockText(stop.arrivedAt, timeZone)}</span> : null}
        {stop.departedAt !== null ? <span>Departed {clockText(stop.departedAt, timeZone)}</span> : null}
        <span className={late ? 'transport-late-text' : 'muted'} data-testid="trip-stop-delay">
          {stop.delayMin === null ? '' : stop.state === 'pending' && late ? `expected ${delayText(stop.delayMin)}` : delayText(stop.delayMin)}
        </span>
      </div>
      {stop.goods || stop.quantity > 0 || stop.weightKg > 0 ? (
        <div className="muted">
          {stop.goods} {goodsText(stop.quantity, stop.weightKg) !== '—' ? `(${goodsText(stop.quantity, stop.weightKg)})` : ''}
        </div>
      ) : null}
      {stop.pod ? (
        <div className="transport-pod" data-testid="trip-pod-done">
          Delivered to {stop.pod.receivedBy || 'the receiver'} at {clockText(stop.pod.at, timeZone)}
          {stop.pod.note ? `: ${stop.pod.note}` : ''}
          {stop.pod.files.map((url) => (
            <ReceiptFileLink key={url} url={url} onOpenFile={onOpenFile} className="transport-pod__file" data-testid="trip-pod-file">
              {url.split('/').pop()}
            </ReceiptFileLink>
          ))}
        </div>
      ) : null}
      {reached && trip.status !== 'cancelled' && onPod ? (
        <Button size="sm" variant={stop.pod ? 'ghost' : 'secondary'} onClick={() => onPod(stop)} data-testid="trip-pod">
          {stop.pod ? 'Change proof of delivery' : 'Proof of delivery'}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * One trip beside its map: status, client, vehicle, driver and transporter, the next stop's ETA counting down, the
 * stops in order (planned window against arrival and departure, delay, state, proof of delivery), the trip's events
 * and its actions (change and dispatch a planned trip, cancel, plan a cancelled one again).
 */
export function TripPanel({ trip, events, timeZone, now, onNavigate, onEdit, onPod, onShare, onOpenFile, ...actions }: TripPanelProps) {
  const link = (href: string, text: string | null) => (text ? <AppLink href={href} onNavigate={onNavigate}>{text}</AppLink> : '—');
  return (
    <section className="transport-panel" data-testid="trip-panel" data-status={trip.displayStatus} aria-label={`Trip ${trip.number}`}>
      <header className="transport-panel__head">
        <h2>{trip.number}</h2>
        <TripStatusChip status={trip.displayStatus} />
        <LateFlag trip={trip} />
        {trip.reference ? <span className="muted">{trip.reference}</span> : null}
      </header>
      <dl className="transport-facts">
        <dt>Client</dt>
        <dd>{link(trip.clientId !== null ? TRANSPORT_HREFS.client(trip.clientId) : '', trip.clientName)}</dd>
        <dt>Vehicle</dt>
        <dd data-testid="trip-vehicle-name">{trip.assetName}</dd>
        <dt>Driver</dt>
        <dd>{link(trip.driverId !== null ? TRANSPORT_HREFS.driver(trip.driverId) : '', trip.driverName)}</dd>
        <dt>Transporter</dt>
        <dd>{trip.transporterId !== null ? link(TRANSPORT_HREFS.transporter(trip.transporterId), trip.transporterName) : 'Own fleet'}</dd>
        <dt>Planned</dt>
        <dd>{windowText(trip.plannedStart, trip.plannedEnd, timeZone)}</dd>
        {trip.dispatchedAt !== null ? (
          <>
            <dt>Dispatched</dt>
            <dd>{dayClockText(trip.dispatchedAt, timeZone)}</dd>
          </>
        ) : null}
        {trip.completedAt !== null ? (
          <>
            <dt>Completed</dt>
            <dd>{dayClockText(trip.completedAt, timeZone)}</dd>
          </>
        ) : null}
        {trip.cancelledAt !== null ? (
          <>
            <dt>Cancelled</dt>
            <dd data-testid="trip-cancelled">
              {dayClockText(trip.cancelledAt, timeZone)}
              {trip.cancelReason ? `: ${trip.cancelReason}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Goods</dt>
        <dd>{goodsText(trip.quantity, trip.weightKg)}</dd>
        {trip.position ? (
          <>
            <dt>Last position</dt>
            <dd>
              {dayClockText(trip.position.time, timeZone)}, {Math.round(trip.position.speed)} km/h
            </dd>
          </>
        ) : null}
      </dl>
      {trip.notes ? <p className="transport-notes">{trip.notes}</p> : null}
      <EtaCountdown trip={trip} timeZone={timeZone} now={now} />
      <div className="transport-panel__actions">
        {tripActions(trip).edit && onEdit ? (
          <Button size="sm" variant="secondary" onClick={() => onEdit(trip)} data-testid="trip-edit">
            Change
          </Button>
        ) : null}
        <TripActionButtons trip={trip} {...actions} />
        {onShare && trip.status !== 'completed' && trip.status !== 'cancelled' && trip.stops.some((s) => s.state === 'pending') ? (
          <Button size="sm" variant="secondary" onClick={() => onShare(trip)} data-testid="trip-share">
            {SHARE_LINK_TEXTS.action}
          </Button>
        ) : null}
      </div>
      <h3>Stops</h3>
      <ol className="transport-stop-list" data-testid="trip-stops-timeline">
        {trip.stops.map((s) => (
          <StopItem key={s.id} trip={trip} stop={s} timeZone={timeZone} onPod={onPod} onOpenFile={onOpenFile} />
        ))}
      </ol>
      <h3>Events</h3>
      {events.length === 0 ? (
        <p className="muted">No events on this trip.</p>
      ) : (
        <ul className="transport-events" data-testid="trip-events">
          {events.map((e, i) => (
            <li key={`${e.time}-${i}`} data-testid="trip-event" data-type={e.type}>
              <span className="transport-events__time">{dayClockText(e.time, timeZone)}</span> {e.title}
              {e.speed !== null ? <span className="muted"> ({Math.round(e.speed)} km/h)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
