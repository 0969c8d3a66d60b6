/**
 * Transport management (page key tms): trips (jobs) of ordered pickup and drop stops, their statuses, the people and
 * partners around them (drivers, transporters, clients), the limits of every field and the area's texts. Values only
 * (no zod): the schemas are in transport-schemas.ts.
 */

/** A trip's life: planned, dispatched to its driver, on the road, at a stop, completed or cancelled. */
export const TRIP_STATUSES = ['planned', 'dispatched', 'en-route', 'at-stop', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * What a trip shows: its status, or `late` while it is under way (or dispatched) and a stop is past its window (not
 * reached by its end, or reached after it) — the board's columns.
 */
export const TRIP_DISPLAY_STATUSES = ['planned', 'dispatched', 'en-route', 'at-stop', 'late', 'completed', 'cancelled'] as const;
export type TripDisplayStatus = (typeof TRIP_DISPLAY_STATUSES)[number];

export const TRIP_STATUS_STYLES: Record<TripDisplayStatus, { label: string; color: string }> = {
  planned: { label: 'Planned', color: '#757575' },
  dispatched: { label: 'Dispatched', color: '#1E88E5' },
  'en-route': { label: 'En route', color: '#3949AB' },
  'at-stop': { label: 'At stop', color: '#FB8C00' },
  late: { label: 'Late', color: '#E53935' },
  completed: { label: 'Completed', color: '#43A047' },
  cancelled: { label: 'Cancelled', color: '#9E9E9E' },
};

/** What is done at a stop. */
export const STOP_KINDS = { pickup: 'Pickup', drop: 'Drop' } as const;
export type StopKind = keyof typeof STOP_KINDS;

/** Where a stop stands: not reached yet, the vehicle there, the vehicle gone, or passed over (the trip ended first). */
export const STOP_STATES = ['pending', 'arrived', 'departed', 'skipped'] as const;
export type StopState = (typeof STOP_STATES)[number];

export const STOP_STATE_STYLES: Record<StopState, { label: string; color: string }> = {
  pending: { label: 'Pending', color: '#757575' },
  arrived: { label: 'Arrived', color: '#FB8C00' },
  departed: { label: 'Departed', color: '#43A047' },
  skipped: { label: 'Skipped', color: '#9E9E9E' },
};

/** A trip's number as people quote it: "TR-0042". */
export function tripNumber(n: number): string {
  return `TR-${String(n).padStart(4, '0')}`;
}

/** Bounds of the transport fields. */
export const TRANSPORT_LIMITS = {
  nameMax: 100,
  phoneMax: 30,
  licenceClassMax: 20,
  /** A driver key as a reader gives it (iButton 16 hex digits, RFID cards up to 20 digits). */
  driverKeyMax: 40,
  notesMax: 2_000,
  addressMax: 200,
  goodsMax: 200,
  quantityMax: 1_000_000,
  weightMaxKg: 1_000_000,
  /** Stops of one trip. */
  stopsMax: 50,
  /** A stop's geofence around an address, metres. */
  radiusMinM: 20,
  radiusMaxM: 5_000,
  /** Sites of one client. */
  sitesMax: 500,
  /** Trips listed at once. */
  listMax: 5_000,
  /** A list period, days. */
  periodMaxDays: 366,
} as const;

/** The texts of transport management. */
export const TRANSPORT_TEXTS = {
  title: 'Transport',
  subtitle: 'Trips and their stops, as the vehicles really drive them; drivers, transporters and clients.',
  timelineTitle: 'Dispatch timeline',
  newTrip: 'New trip',
  tripSaved: (n: string) => `Trip ${n} saved.`,
  tripDispatched: (n: string) => `Trip ${n} dispatched.`,
  tripCancelled: (n: string) => `Trip ${n} cancelled.`,
  tripReopened: (n: string) => `Trip ${n} is planned again.`,
  tripCompleted: (n: string) => `Trip ${n} completed.`,
  podSaved: 'Proof of delivery saved.',
  // Validation.
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${TRANSPORT_LIMITS.nameMax} characters.`,
  phoneInvalid: `Phone must be at most ${TRANSPORT_LIMITS.phoneMax} characters of digits, spaces, +, - and parentheses.`,
  emailInvalid: 'E-mail must be a valid address.',
  dateInvalid: 'Dates must be YYYY-MM-DD.',
  notesTooLong: `Notes must be at most ${TRANSPORT_LIMITS.notesMax} characters.`,
  driverKeyInvalid: `A driver key is 1 to ${TRANSPORT_LIMITS.driverKeyMax} letters and digits (the iButton or card number).`,
  driverKeyTaken: 'Another driver has that key.',
  driverNameTaken: 'A driver of that name exists already.',
  partnerNameTaken: 'One of that name exists already.',
  vehicleRequired: 'Choose the vehicle.',
  clientRequired: 'Choose the client.',
  stopsRequired: 'A trip needs at least two stops: where it picks up and where it drops.',
  stopsTooMany: `A trip has at most ${TRANSPORT_LIMITS.stopsMax} stops.`,
  stopPlaceRequired: 'Each stop needs a POI, or an address with its position.',
  stopPositionInvalid: 'A stop position must be a latitude from -90 to 90 and a longitude from -180 to 180.',
  radiusInvalid: `A stop's radius must be ${TRANSPORT_LIMITS.radiusMinM} to ${TRANSPORT_LIMITS.radiusMaxM} m.`,
  windowInvalid: 'A time window must end after it starts.',
  windowsOutOfOrder: 'Each stop\'s window must start no earlier than the one before it.',
  timeInvalid: 'Give a date and time between 1 January 2000 and a year from now.',
  goodsTooLong: `Goods must be at most ${TRANSPORT_LIMITS.goodsMax} characters.`,
  quantityInvalid: `Quantity must be a number from 0 to ${TRANSPORT_LIMITS.quantityMax}.`,
  weightInvalid: `Weight must be a number of kg from 0 to ${TRANSPORT_LIMITS.weightMaxKg}.`,
  addressTooLong: `Address must be at most ${TRANSPORT_LIMITS.addressMax} characters.`,
  periodInvalid: `The period must end after it starts and span at most ${TRANSPORT_LIMITS.periodMaxDays} days.`,
  // State.
  notPlanned: 'Only a planned trip can be changed; cancel it and plan it again, or plan another.',
  cannotDispatch: 'Only a planned trip can be dispatched.',
  cannotCancel: 'A completed or cancelled trip cannot be cancelled.',
  cannotReopen: 'Only a cancelled trip can be planned again.',
  vehicleBusy: (n: string) => `The vehicle is on trip ${n} already: complete or cancel it first.`,
  podNotArrived: 'Proof of delivery comes once the vehicle has arrived at the stop.',
  podRequired: 'Give a signature or photo, or a note.',
  siteNotPoi: 'Each site must be one of your company\'s POIs.',
  inUse: (what: string) => `${what} has trips: it stays, marked inactive, so that they keep their names.`,
} as const;
