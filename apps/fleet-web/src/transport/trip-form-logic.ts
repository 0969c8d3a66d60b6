/**
 * The trip form's draft and body: who, with what, and the ordered stops (each a POI or an address with its position
 * and radius, a time window typed in the user's zone, goods). Pure: drafts in, the body tripInputSchema checks out.
 */
import { TRANSPORT_LIMITS, type Driver, type StopKind, type TransportTrip, type TripInput, type TripStopInput } from '@fleet/domain';
import { fromLocalInputValue, toLocalInputValue } from '../reports/report-period';

/** One stop as the form edits it (text as typed). */
export interface StopDraft {
  /** A stable key of the row (moves keep it). */
  key: string;
  kind: StopKind;
  /** At a company POI, or at an address with its position. */
  place: 'poi' | 'address';
  /** '' until a POI is chosen. */
  poiId: string;
  address: string;
  lat: string;
  lng: string;
  radiusM: string;
  /** datetime-local values in the user's zone, or ''. */
  windowFrom: string;
  windowTo: string;
  goods: string;
  quantity: string;
  weightKg: string;
  notes: string;
}

/** A trip as the form edits it. */
export interface TripDraft {
  clientId: string;
  assetId: string;
  driverId: string;
  transporterId: string;
  reference: string;
  notes: string;
  stops: StopDraft[];
}

let nextKey = 0;
/** A fresh stop row key. */
export const stopKey = (): string => `stop-${(nextKey += 1)}`;

/** An empty stop of a kind (a POI stop, the default radius). */
export function emptyStop(kind: StopKind): StopDraft {
  return { key: stopKey(), kind, place: 'poi', poiId: '', address: '', lat: '', lng: '', radiusM: '150', windowFrom: '', windowTo: '', goods: '', quantity: '', weightKg: '', notes: '' };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const timeText = (ms: number | null, timeZone: string) => (ms === null ? '' : toLocalInputValue(ms, timeZone));

/** The draft of a trip to edit, or of a new one (a pickup and a drop, `defaults` prefilled). */
export function tripDraftOf(trip: TransportTrip | null, timeZone: string, defaults: Partial<Pick<TripDraft, 'clientId' | 'assetId' | 'driverId'>> = {}): TripDraft {
  if (!trip) {
    return { clientId: defaults.clientId ?? '', assetId: defaults.assetId ?? '', driverId: defaults.driverId ?? '', transporterId: '', reference: '', notes: '', stops: [emptyStop('pickup'), emptyStop('drop')] };
  }
  return {
    clientId: text(trip.clientId),
    assetId: String(trip.assetId),
    driverId: text(trip.driverId),
    transporterId: text(trip.transporterId),
    reference: trip.reference,
    notes: trip.notes,
    stops: trip.stops.map((s) => ({
      key: stopKey(),
      kind: s.kind,
      place: s.poiId !== null ? 'poi' : 'address',
      poiId: text(s.poiId),
      address: s.address,
      lat: s.poiId !== null ? '' : String(s.lat),
      lng: s.poiId !== null ? '' : String(s.lng),
      radiusM: String(s.radiusM),
      windowFrom: timeText(s.windowFrom, timeZone),
      windowTo: timeText(s.windowTo, timeZone),
      goods: s.goods,
      quantity: s.quantity === 0 ? '' : String(s.quantity),
      weightKg: s.weightKg === 0 ? '' : String(s.weightKg),
      notes: s.notes,
    })),
  };
}

/** An id field: '' is none, anything else the number (NaN when it is not one: the schema then says so). */
const idOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
/** A number field: '' is null, else the number (NaN when it is not one). */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.replace(',', '.')));
/** A datetime-local in the zone: '' is null, a time that is not one NaN (the schema says "Give a date and time…"). */
const instantOrNull = (value: string, timeZone: string): number | null => (value.trim() === '' ? null : (fromLocalInputValue(value, timeZone) ?? Number.NaN));

/** A stop's body. */
export function stopBodyOf(stop: StopDraft, timeZone: string): TripStopInput {
  const atPoi = stop.place === 'poi';
  return {
    kind: stop.kind,
    poiId: atPoi ? idOrNull(stop.poiId) : null,
    address: atPoi ? '' : stop.address,
    lat: atPoi ? null : numberOrNull(stop.lat),
    lng: atPoi ? null : numberOrNull(stop.lng),
    radiusM: numberOrNull(stop.radiusM) ?? 150,
    windowFrom: instantOrNull(stop.windowFrom, timeZone),
    windowTo: instantOrNull(stop.windowTo, timeZone),
    goods: stop.goods,
    quantity: numberOrNull(stop.quantity) ?? 0,
    weightKg: numberOrNull(stop.weightKg) ?? 0,
    notes: stop.notes,
  };
}

/** The trip's body, as tripInputSchema checks it (a vehicle not chosen is NaN: "Choose the vehicle."). */
export function tripBodyOf(draft: TripDraft, timeZone: string): TripInput {
  return {
    clientId: idOrNull(draft.clientId),
    assetId: idOrNull(draft.assetId) ?? Number.NaN,
    driverId: idOrNull(draft.driverId),
    transporterId: idOrNull(draft.transporterId),
    reference: draft.reference,
    notes: draft.notes,
    stops: draft.stops.map((s) => stopBodyOf(s, timeZone)),
  };
}

/** The stops with the one at `index` moved by `delta` (-1 up, +1 down); unchanged at either end. */
export function moveStop(stops: readonly StopDraft[], index: number, delta: -1 | 1): StopDraft[] {
  const to = index + delta;
  if (index < 0 || index >= stops.length || to < 0 || to >= stops.length) return [...stops];
  const out = [...stops];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** The stops with one more at the end (a drop; at most TRANSPORT_LIMITS.stopsMax). */
export function addStop(stops: readonly StopDraft[], kind: StopKind = 'drop'): StopDraft[] {
  return stops.length >= TRANSPORT_LIMITS.stopsMax ? [...stops] : [...stops, emptyStop(kind)];
}

/** The stops without the one at `index`. */
export const removeStop = (stops: readonly StopDraft[], index: number): StopDraft[] => stops.filter((_, i) => i !== index);

/** The vehicle a driver is assigned to ('' when none): a new trip's vehicle when the driver is chosen first. */
export function vehicleOfDriver(drivers: readonly Pick<Driver, 'id' | 'assetId'>[], driverId: string): string {
  const driver = drivers.find((d) => String(d.id) === driverId);
  return driver?.assetId ? String(driver.assetId) : '';
}

/** The active driver assigned to a vehicle ('' when none): a new trip's driver when the vehicle is chosen first. */
export function driverOfVehicle(drivers: readonly Pick<Driver, 'id' | 'assetId' | 'active'>[], assetId: string): string {
  const driver = drivers.find((d) => d.active && d.assetId !== null && String(d.assetId) === assetId);
  return driver ? String(driver.id) : '';
}

/**
 * The messages of one stop row (`stops.<i>.<field>` of the form's messages) by field; a message of the row without a
 * field of its own ("stops.1") goes to `poiId`.
 */
export function stopErrors(errors: Readonly<Record<string, string>>, index: number): Record<string, string> {
  const prefix = `stops.${index}`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (k === prefix) out['poiId'] ??= v;
    else if (k.startsWith(`${prefix}.`)) out[k.slice(prefix.length + 1).split('.')[0]!] ??= v;
  }
  return out;
}
