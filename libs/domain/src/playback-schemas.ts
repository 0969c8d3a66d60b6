import { z } from 'zod';
import { ASSET_STATUSES } from './asset';
import { FIELD_LIMITS } from './limits';
import { PLAYBACK_EVENT_KINDS } from './playback-event-kinds';

// The playback's request and answer as schemas (`POST /v2/singleUnitPlayback3`): apart from playback.ts, whose
// constants the playback engine imports, so that it carries no zod.

/** `POST /v2/singleUnitPlayback3` request body (SPEC §7). */
const time = z.union([z.string().max(64), z.number()], { error: 'timeRange start and end must be times (ms or ISO).' });
const unit = z.union([z.string().min(1).max(FIELD_LIMITS.deviceIdentifierMax), z.number().int().positive().max(FIELD_LIMITS.idMax)], {
  error: 'units must name assets: unit ids or asset ids.',
});
export const playbackRequestSchema = z.object({
  timeRange: z.object({ start: time, end: time }, { error: 'timeRange must be {"start", "end"}.' }),
  configuration: z
    .object({
      /** 'overspeed' marks points above speedLimit. */
      speedType: z.string().max(32).optional(),
      speedLimit: z.preprocess((v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number({ error: 'speedLimit must be a number of km/h.' }).positive().max(500)).optional(),
    })
    .default({}),
  platform: z.string().max(32).default('Web'),
  uid: z.string().max(64).optional(),
  /** POIs to match points against (the login's geoPOIData). */
  geoPOIData: z
    .array(
      z.object({
        id: z.number(),
        name: z.string().max(FIELD_LIMITS.poiNameMax),
        ring: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).max(FIELD_LIMITS.poiVerticesMax),
      }),
    )
    .max(10_000)
    .default([]),
  /** The asset(s): unit ids or asset ids; the first is replayed. */
  units: z.union([z.array(unit).min(1).max(100), unit], { error: 'units must name assets: unit ids or asset ids.' }),
  /** Target number of points after thinning for display (stops and events are always kept). */
  maxPoints: z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: 'maxPoints must be a whole number.' }).int().min(100).max(1_000_000)).optional(),
});

export type PlaybackRequest = z.input<typeof playbackRequestSchema>;

/**
 * One point of a replayed route (SPEC §3 "Playback route point"), as `POST /v2/singleUnitPlayback3` answers it. The
 * numeric `t` (ms since epoch) and `event` are ours: the player needs a number, and the details list and the start/end
 * buttons need to know which points are events.
 */
export const playbackRoutePointSchema = z.strictObject({
  /** 'DD/MM/YYYY|HH:mm:ss' in the tenant's zone. */
  time: z.string(),
  /** ms since epoch. */
  t: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** Degrees clockwise from north; becomes the marker's rotation. */
  heading: z.number(),
  status: z.enum(ASSET_STATUSES),
  /** km/h */
  speed: z.number(),
  /** Odometer, km (null when the device has none). */
  mileage: z.number().nullable(),
  /** Reverse-geocoded address (offline gazetteer and roads, or the configured geocoder). */
  address: z.string(),
  /** Fuel, litres; and the tank share, %. */
  fuel: z.number().nullable(),
  fuelPercent: z.number().nullable(),
  /** °C */
  temp: z.number().nullable(),
  /** Idling at this point (engine on, not moving). */
  idling: z.boolean(),
  /** Digital inputs that are on, by name ('PTO', 'Door'…), joined by ', '; '' when none. */
  input: z.string(),
  ignition: z.boolean().nullable(),
  /** GPS fix valid. */
  gps: z.boolean(),
  assetName: z.string(),
  /** Time to the next point, ms (0 for the last). */
  nextData: z.number(),
  /** Above the configured speed limit (only when the request asked for overspeed marking). */
  overspeed: z.boolean(),
  /** An event at this point: a stop starts or ends, ignition changes, overspeed begins, POI entered/left. */
  event: z.enum(PLAYBACK_EVENT_KINDS).nullable(),
  /** The POI the point lies in (when the request listed geoPOIData). */
  poi: z.string().nullable(),
});
export type PlaybackRoutePoint = z.infer<typeof playbackRoutePointSchema>;

const numbers = z.array(z.number());
const numbersOrNull = z.array(z.number().nullable());

/**
 * Every point of a playback at full resolution, one array per field (index-aligned): the details list and the exports
 * read these, the map draws `routeArray`. Compact on the wire: no field names per point, times and positions as
 * differences, texts once in `strings`.
 */
export const playbackPointColumnsSchema = z.strictObject({
  /** Time: the first value ms since epoch, each next one the difference to the previous point, ms. */
  t: numbers,
  /** Latitude and longitude in micro-degrees (1e-6°, ~0.1 m): the first value, then differences. */
  lat: numbers,
  lng: numbers,
  /** Degrees clockwise from north, whole. */
  heading: numbers,
  /** km/h, one decimal. */
  speed: numbers,
  /** Index into PLAYBACK_STATUS_CODES. */
  status: numbers,
  /** Odometer, km (3 decimals); null without one. */
  mileage: numbersOrNull,
  /** Fuel, litres (1 decimal); tank share, % (1 decimal); temperature, °C (1 decimal); null when not read. */
  fuel: numbersOrNull,
  fuelPercent: numbersOrNull,
  temp: numbersOrNull,
  /** 1 on, 0 off, null unknown. */
  ignition: z.array(z.literal([0, 1]).nullable()),
  /** Bit 1: GPS fix valid; bit 2: above the speed limit. */
  flags: numbers,
  /** 0: no event; else 1 + index into PLAYBACK_EVENT_KINDS. */
  event: numbers,
  /** Indexes into `strings` ('' at 0): the inputs that are on, the address, the POI (0: none). */
  input: numbers,
  address: numbers,
  poi: numbers,
  strings: z.array(z.string()),
});
export type PlaybackPointColumns = z.infer<typeof playbackPointColumnsSchema>;

/** `POST /v2/singleUnitPlayback3` answer, as the route sends it. */
export const playbackResponseSchema = z.strictObject({
  success: z.literal(true),
  /**
   * The route for the map, simplified (a tolerance in metres, see docs/playback-contract.md): every stop, event, status
   * change and day boundary kept.
   */
  routeArray: z.array(playbackRoutePointSchema),
  /**
   * Every stored point of the period (full resolution) for the details list and the exports; null when the period
   * holds more than PLAYBACK_FULL_MAX_POINTS (then only `routeArray` is sent).
   */
  points: playbackPointColumnsSchema.nullable(),
  assetId: z.number(),
  assetName: z.string(),
  timeRange: z.strictObject({ start: z.number(), end: z.number() }),
  /** The zone the point times are written in (the caller's). */
  timeZone: z.string(),
  /** Points stored in the period, before thinning. */
  totalPoints: z.number(),
  /**
   * Distance driven in the period, km, by the one definition (README "Definitions"): the same figure as the Summary
   * and Mileage reports of this asset and period, computed over every stored position (not the thinned points).
   */
  distanceKm: z.number(),
  /** The tolerance the route was simplified with, metres (it grows past the default to meet `maxPoints`). */
  toleranceM: z.number(),
});

/**
 * `POST /v2/singleUnitPlayback3` answer: `playbackResponseSchema`'s, with `distanceKm` optional for callers that build
 * a response themselves (the server's playback computation, before the route adds the Summary's distance; fixtures).
 */
export type PlaybackResponse = Omit<z.infer<typeof playbackResponseSchema>, 'distanceKm'> & Partial<Pick<z.infer<typeof playbackResponseSchema>, 'distanceKm'>>;
