/**
 * What the trips board and list show: the trips narrowed to the filters, a column per display status (late included),
 * each trip's stops reached and its next stop, and which actions a trip offers. Pure.
 */
import { TRIP_DISPLAY_STATUSES, type TransportTrip, type TripDisplayStatus, type TripStop } from '@fleet/domain';

/** How the trips show: a column per display status, or one table. */
export type TripView = 'board' | 'list';

/** What the trips are narrowed to (the server narrows by client, driver and vehicle too; the status is the board's). */
export interface TripFilter {
  /** A display status (`late` included); none: every one. */
  status?: TripDisplayStatus;
  clientId?: number;
  driverId?: number;
  assetId?: number;
}

/** The trips of a filter. */
export function filterTrips(trips: readonly TransportTrip[], filter: TripFilter): TransportTrip[] {
  return trips.filter(
    (t) =>
      (filter.status === undefined || t.displayStatus === filter.status) &&
      (filter.clientId === undefined || t.clientId === filter.clientId) &&
      (filter.driverId === undefined || t.driverId === filter.driverId) &&
      (filter.assetId === undefined || t.assetId === filter.assetId),
  );
}

const closed = (s: TripDisplayStatus) => s === 'completed' || s === 'cancelled';

/**
 * The order of a column: trips still to run or running by planned start (the earliest first, then the number);
 * finished ones by when they finished, the latest first.
 */
export function compareTrips(a: TransportTrip, b: TransportTrip): number {
  if (closed(a.displayStatus) && closed(b.displayStatus)) {
    const end = (t: TransportTrip) => t.completedAt ?? t.cancelledAt ?? t.plannedEnd;
    return end(b) - end(a) || b.id - a.id;
  }
  return a.plannedStart - b.plannedStart || a.id - b.id;
}

/** The board's columns: every display status in the domain's order, each with its trips sorted. */
export function boardColumns(trips: readonly TransportTrip[]): { status: TripDisplayStatus; trips: TransportTrip[] }[] {
  return TRIP_DISPLAY_STATUSES.map((status) => ({ status, trips: trips.filter((t) => t.displayStatus === status).sort(compareTrips) }));
}

/** The list's rows: open trips first by planned start, then finished ones, the latest first. */
export function listOrder(trips: readonly TransportTrip[]): TransportTrip[] {
  return [...trips].sort((a, b) => Number(closed(a.displayStatus)) - Number(closed(b.displayStatus)) || compareTrips(a, b));
}

/** Stops reached (arrived or departed) and the stops of a trip. */
export function stopsReached(trip: Pick<TransportTrip, 'stops'>): { reached: number; total: number } {
  return { reached: trip.stops.filter((s) => s.state === 'arrived' || s.state === 'departed').length, total: trip.stops.length };
}

/** The stop the vehicle heads for (the server's `next`), with its ETA; null when none (planned, finished). */
export function nextStopOf(trip: Pick<TransportTrip, 'stops' | 'next'>): { stop: TripStop; eta: number; distanceKm: number } | null {
  if (!trip.next) return null;
  const seq = trip.next.seq;
  const stop = trip.stops.find((s) => s.seq === seq);
  return stop ? { stop, eta: trip.next.eta, distanceKm: trip.next.distanceKm } : null;
}

/** The actions a trip offers by its status: edit and dispatch (planned), cancel (not finished), plan again (cancelled). */
export function tripActions(trip: Pick<TransportTrip, 'status'>): { edit: boolean; dispatch: boolean; cancel: boolean; reopen: boolean } {
  return {
    edit: trip.status === 'planned',
    dispatch: trip.status === 'planned',
    cancel: trip.status !== 'completed' && trip.status !== 'cancelled',
    reopen: trip.status === 'cancelled',
  };
}

/** Whether a trip is under way (its stops follow the vehicle, its ETA counts down). */
export const isUnderWay = (trip: Pick<TransportTrip, 'status'>): boolean => trip.status === 'dispatched' || trip.status === 'en-route' || trip.status === 'at-stop';

/** Where each transport page is (the routes of route-tree.tsx). */
export const TRANSPORT_HREFS = {
  trips: (tab?: string) => (tab && tab !== 'trips' ? `/trips?tab=${tab}` : '/trips'),
  timeline: '/trips2',
  trip: (id?: number) => (id === undefined ? '/trips/trip-view' : `/trips/trip-view/${id}`),
  driver: (id?: number) => (id === undefined ? '/trips/driver-view' : `/trips/driver-view/${id}`),
  client: (id?: number) => (id === undefined ? '/trips/client-view' : `/trips/client-view/${id}`),
  transporter: (id?: number) => (id === undefined ? '/trips/transporter-view' : `/trips/transporter-view/${id}`),
} as const;
