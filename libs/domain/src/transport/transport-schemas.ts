import { z } from 'zod';
import { FIELD_LIMITS, idSchema } from '../limits';
import { STOP_STATES, TRANSPORT_LIMITS as L, TRANSPORT_TEXTS as T, TRIP_DISPLAY_STATUSES, TRIP_STATUSES } from './transport';

// The transport schemas (server validation, OpenAPI, web forms). Apart from transport.ts so that zod stays out of
// what imports only its values.

const date = z
  .string({ error: T.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, T.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), T.dateInvalid);
const name = z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(L.nameMax, T.nameTooLong);
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const phone = z
  .string({ error: T.phoneInvalid })
  .trim()
  .max(L.phoneMax, T.phoneInvalid)
  .regex(/^[0-9 +()-]*$/, T.phoneInvalid)
  .default('');
const email = z.union([z.literal(''), z.string({ error: T.emailInvalid }).trim().toLowerCase().max(FIELD_LIMITS.emailMax, T.emailInvalid).pipe(z.email(T.emailInvalid))], { error: T.emailInvalid }).default('');
const notes = text(L.notesMax, T.notesTooLong).default('');
/** An instant a dispatcher gives, ms; the server checks it against now too. */
const instant = z.number({ error: T.timeInvalid }).int(T.timeInvalid).min(946_684_800_000, T.timeInvalid);
const ids = (label: string) => z.array(idSchema(label), { error: `${label} must be a list of ids.` }).max(FIELD_LIMITS.assetsPerRequestMax, `Too many ${label}.`).default([]);

/** A driver. */
export const driverInputSchema = z.object({
  name,
  phone,
  licenceClass: text(L.licenceClassMax, `Licence class must be at most ${L.licenceClassMax} characters.`).default(''),
  licenceExpiry: date.nullable().default(null),
  /** What the vehicle's reader reports for this driver (iButton, RFID card). */
  driverKey: z.string({ error: T.driverKeyInvalid }).trim().regex(new RegExp(`^[A-Za-z0-9]{1,${L.driverKeyMax}}$`), T.driverKeyInvalid).nullable().default(null),
  /** The vehicle the driver is assigned to (their default on new trips); null: none. */
  assetId: idSchema('assetId').nullable().default(null),
  /** An uploaded photo (the upload path's URL). */
  photoUrl: z.string().max(FIELD_LIMITS.filePathMax, 'The photo link is too long.').nullable().default(null),
  notes,
  active: z.boolean().default(true),
});
export type DriverInput = z.input<typeof driverInputSchema>;
export type DriverParsed = z.output<typeof driverInputSchema>;

/** A transporter (carrier or subcontractor) with its vehicles. */
export const transporterInputSchema = z.object({ name, contact: text(L.nameMax, T.nameTooLong).default(''), phone, email, notes, assetIds: ids('assetIds'), active: z.boolean().default(true) });
export type TransporterInput = z.input<typeof transporterInputSchema>;

/** A client with its delivery sites (POIs). */
export const clientInputSchema = z.object({
  name,
  contact: text(L.nameMax, T.nameTooLong).default(''),
  phone,
  email,
  notes,
  poiIds: z.array(idSchema('poiIds'), { error: T.siteNotPoi }).max(L.sitesMax, T.siteNotPoi).default([]),
  active: z.boolean().default(true),
});
export type ClientInput = z.input<typeof clientInputSchema>;

/** One stop of a trip: at a POI, or at an address with its position and a radius. */
export const tripStopInputSchema = z
  .object({
    kind: z.enum(['pickup', 'drop'], { error: 'A stop is a pickup or a drop.' }),
    poiId: idSchema('poiId').nullable().default(null),
    address: text(L.addressMax, T.addressTooLong).default(''),
    lat: z.number({ error: T.stopPositionInvalid }).min(-90, T.stopPositionInvalid).max(90, T.stopPositionInvalid).nullable().default(null),
    lng: z.number({ error: T.stopPositionInvalid }).min(-180, T.stopPositionInvalid).max(180, T.stopPositionInvalid).nullable().default(null),
    radiusM: z.number({ error: T.radiusInvalid }).min(L.radiusMinM, T.radiusInvalid).max(L.radiusMaxM, T.radiusInvalid).default(150),
    windowFrom: instant.nullable().default(null),
    windowTo: instant.nullable().default(null),
    goods: text(L.goodsMax, T.goodsTooLong).default(''),
    quantity: z.number({ error: T.quantityInvalid }).min(0, T.quantityInvalid).max(L.quantityMax, T.quantityInvalid).default(0),
    weightKg: z.number({ error: T.weightInvalid }).min(0, T.weightInvalid).max(L.weightMaxKg, T.weightInvalid).default(0),
    notes,
  })
  .refine((s) => s.poiId !== null || (s.lat !== null && s.lng !== null), { message: T.stopPlaceRequired, path: ['poiId'] })
  .refine((s) => s.windowFrom === null || s.windowTo === null || s.windowTo > s.windowFrom, { message: T.windowInvalid, path: ['windowTo'] });
export type TripStopInput = z.input<typeof tripStopInputSchema>;

/** A trip: who, with what, and its stops in order. */
export const tripInputSchema = z
  .object({
    clientId: idSchema('clientId').nullable().default(null),
    assetId: idSchema('assetId'),
    driverId: idSchema('driverId').nullable().default(null),
    transporterId: idSchema('transporterId').nullable().default(null),
    reference: text(L.nameMax, `Reference must be at most ${L.nameMax} characters.`).default(''),
    notes,
    stops: z.array(tripStopInputSchema, { error: T.stopsRequired }).min(2, T.stopsRequired).max(L.stopsMax, T.stopsTooMany),
  })
  .superRefine((t, ctx) => {
    let previous: number | null = null;
    t.stops.forEach((s, i) => {
      const from = s.windowFrom ?? s.windowTo;
      if (from !== null && previous !== null && from < previous) ctx.addIssue({ code: 'custom', message: T.windowsOutOfOrder, path: ['stops', i, 'windowFrom'] });
      if (from !== null) previous = from;
    });
  });
export type TripInput = z.input<typeof tripInputSchema>;
export type TripParsed = z.output<typeof tripInputSchema>;

/** Cancelling a trip: why. */
export const tripCancelSchema = z.object({ reason: text(L.notesMax, T.notesTooLong).default('') });

/** Proof of delivery at a stop: a signature image or photos (uploads) and a note. */
export const proofOfDeliverySchema = z
  .object({
    files: z.array(z.string().max(FIELD_LIMITS.filePathMax, 'A file link is too long.'), { error: T.podRequired }).max(10, 'At most 10 files.').default([]),
    note: text(L.notesMax, T.notesTooLong).default(''),
    /** Who signed (the receiver's name). */
    receivedBy: text(L.nameMax, T.nameTooLong).default(''),
  })
  .refine((p) => p.files.length > 0 || p.note.length > 0, { message: T.podRequired, path: ['files'] });

/** The trips list: a period (planned or active in it) and filters. */
export const tripsQuerySchema = z.object({
  from: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid).max(8_640_000_000_000_000, T.periodInvalid),
  to: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid).max(8_640_000_000_000_000, T.periodInvalid),
  status: z.string().regex(/^[a-z-]+(,[a-z-]+)*$/, 'status must be comma-separated statuses.').optional(),
  clientId: idSchema('clientId').optional(),
  driverId: idSchema('driverId').optional(),
  transporterId: idSchema('transporterId').optional(),
  assetId: idSchema('assetId').optional(),
});

// Answers.

export const driverSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  licenceClass: z.string(),
  licenceExpiry: z.string().nullable(),
  /** ok, due-soon (within 30 days) or expired on the caller's date; null without an expiry. */
  licenceState: z.enum(['ok', 'due-soon', 'expired']).nullable(),
  driverKey: z.string().nullable(),
  assetId: z.number().nullable(),
  assetName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  /** The vehicle the driver is on now (a trip under way, a key reported, or the assignment) and since when. */
  onAssetId: z.number().nullable(),
});
export type Driver = z.infer<typeof driverSchema>;

export const transporterSchema = z.strictObject({ id: z.number(), name: z.string(), contact: z.string(), phone: z.string(), email: z.string(), notes: z.string(), assetIds: z.array(z.number()), active: z.boolean() });
export type Transporter = z.infer<typeof transporterSchema>;

export const clientSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
  sites: z.array(z.strictObject({ poiId: z.number(), name: z.string() })),
  active: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const tripStopSchema = z.strictObject({
  id: z.number(),
  seq: z.number(),
  kind: z.enum(['pickup', 'drop']),
  poiId: z.number().nullable(),
  /** The POI's name, else the address. */
  place: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusM: z.number(),
  /** The fence a POI stop is judged by (its ring of [lng, lat]); null for a circle around an address. */
  ring: z.array(z.tuple([z.number(), z.number()])).nullable(),
  windowFrom: z.number().nullable(),
  windowTo: z.number().nullable(),
  goods: z.string(),
  quantity: z.number(),
  weightKg: z.number(),
  notes: z.string(),
  state: z.enum(STOP_STATES),
  arrivedAt: z.number().nullable(),
  departedAt: z.number().nullable(),
  /** Minutes past its window (reached, or — pending — expected); 0 on time; null without a window. */
  delayMin: z.number().nullable(),
  pod: z.strictObject({ files: z.array(z.string()), note: z.string(), receivedBy: z.string(), at: z.number(), by: z.string().nullable() }).nullable(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

export const tripSchema = z.strictObject({
  id: z.number(),
  number: z.string(),
  reference: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  assetId: z.number(),
  assetName: z.string(),
  driverId: z.number().nullable(),
  driverName: z.string().nullable(),
  transporterId: z.number().nullable(),
  transporterName: z.string().nullable(),
  status: z.enum(TRIP_STATUSES),
  displayStatus: z.enum(TRIP_DISPLAY_STATUSES),
  late: z.boolean(),
  /** The first stop's window start (else the dispatch or creation time): where the timeline puts it. */
  plannedStart: z.number(),
  /** The last stop's window end, else plannedStart. */
  plannedEnd: z.number(),
  dispatchedAt: z.number().nullable(),
  completedAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
  cancelReason: z.string(),
  notes: z.string(),
  stops: z.array(tripStopSchema),
  /** The next pending stop and its ETA from where the vehicle is now; null when none is pending or the trip is not under way. */
  next: z.strictObject({ seq: z.number(), eta: z.number(), distanceKm: z.number(), speedKmh: z.number() }).nullable(),
  /** The vehicle's last position. */
  position: z.strictObject({ lat: z.number(), lng: z.number(), time: z.number(), speed: z.number() }).nullable(),
  quantity: z.number(),
  weightKg: z.number(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

const figures = z.strictObject({
  trips: z.number(),
  completed: z.number(),
  onTime: z.number(),
  onTimePercent: z.number().nullable(),
  stopsReached: z.number(),
  lateStops: z.number(),
  averageDelayMin: z.number().nullable(),
  cancelled: z.number(),
  quantity: z.number(),
  weightKg: z.number(),
});
export const onTimeFiguresSchema = figures;

export const driversResponseSchema = z.strictObject({ success: z.literal(true), drivers: z.array(driverSchema) });
export const driverSavedResponseSchema = z.strictObject({ success: z.literal(true), driver: driverSchema, message: z.string() });
export const transportersResponseSchema = z.strictObject({ success: z.literal(true), transporters: z.array(transporterSchema) });
export const transporterSavedResponseSchema = z.strictObject({ success: z.literal(true), transporter: transporterSchema, message: z.string() });
export const clientsResponseSchema = z.strictObject({ success: z.literal(true), clients: z.array(clientSchema) });
export const clientSavedResponseSchema = z.strictObject({ success: z.literal(true), client: clientSchema, message: z.string() });
export const tripsResponseSchema = z.strictObject({ success: z.literal(true), trips: z.array(tripSchema), figures });
export const tripSavedResponseSchema = z.strictObject({ success: z.literal(true), trip: tripSchema, message: z.string() });

/** GET /v2/trips/:id: the trip, the vehicle's route since dispatch ([time, lat, lng, speed], simplified) and its events. */
export const tripDetailResponseSchema = z.strictObject({
  success: z.literal(true),
  trip: tripSchema,
  route: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  events: z.array(z.strictObject({ time: z.number(), type: z.string(), title: z.string(), lat: z.number().nullable(), lng: z.number().nullable(), speed: z.number().nullable() })),
});
export type TripDetail = z.infer<typeof tripDetailResponseSchema>;

/** GET /v2/drivers/:id/summary: a driver's trips, hours driven, and fatigue and overspeed events in a period. */
export const driverSummaryResponseSchema = z.strictObject({
  success: z.literal(true),
  driver: driverSchema,
  trips: z.array(tripSchema),
  figures,
  /** Driving time on the driver's vehicles while they were on them, hours (one decimal). */
  drivingHours: z.number(),
  distanceKm: z.number(),
  events: z.array(z.strictObject({ time: z.number(), type: z.string(), title: z.string(), assetId: z.number(), assetName: z.string(), speed: z.number().nullable() })),
});
export type DriverSummary = z.infer<typeof driverSummaryResponseSchema>;
