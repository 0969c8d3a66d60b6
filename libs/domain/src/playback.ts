import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import type { AssetStatus } from './asset';

/**
 * One point of a replayed route (SPEC §3 "Playback route point"), as `POST /v2/singleUnitPlayback3` answers it. The
 * numeric `t` (ms since epoch) and `event` are ours: the player needs a number, and the details list and the start/end
 * buttons need to know which points are events.
 */
export interface PlaybackRoutePoint {
  /** 'DD/MM/YYYY|HH:mm:ss' in the tenant's zone. */
  time: string;
  /** ms since epoch. */
  t: number;
  lat: number;
  lng: number;
  /** Degrees clockwise from north; becomes the marker's rotation. */
  heading: number;
  status: AssetStatus;
  /** km/h */
  speed: number;
  /** Odometer, km (null when the device has none). */
  mileage: number | null;
  /** Reverse-geocoded address (offline gazetteer and roads, or the configured geocoder). */
  address: string;
  /** Fuel, litres; and the tank share, %. */
  fuel: number | null;
  fuelPercent: number | null;
  /** °C */
  temp: number | null;
  /** Idling at this point (engine on, not moving). */
  idling: boolean;
  /** Digital inputs that are on, by name ('PTO', 'Door'…), joined by ', '; '' when none. */
  input: string;
  ignition: boolean | null;
  /** GPS fix valid. */
  gps: boolean;
  assetName: string;
  /** Time to the next point, ms (0 for the last). */
  nextData: number;
  /** Above the configured speed limit (only when the request asked for overspeed marking). */
  overspeed: boolean;
  /** An event at this point: a stop starts or ends, ignition changes, overspeed begins, POI entered/left. */
  event: PlaybackEventKind | null;
  /** The POI the point lies in (when the request listed geoPOIData). */
  poi: string | null;
}

/** What makes a route point an event (the start/end buttons jump between them). */
export type PlaybackEventKind = (typeof PLAYBACK_EVENT_KINDS)[number];

/** The event kinds, in the order of their codes in {@link PlaybackPointColumns} (code = 1 + index; 0 = no event). */
export const PLAYBACK_EVENT_KINDS = ['start', 'end', 'stop', 'move', 'ignition-on', 'ignition-off', 'overspeed', 'poi-enter', 'poi-exit'] as const;

/** The statuses, in the order of their codes in {@link PlaybackPointColumns}. */
export const PLAYBACK_STATUS_CODES = ['Moving', 'Idling', 'Parked', 'Inactive'] as const satisfies readonly AssetStatus[];

/**
 * Every point of a playback at full resolution, one array per field (index-aligned): the details list and the exports
 * read these, the map draws `routeArray`. Compact on the wire: no field names per point, times and positions as
 * differences, texts once in `strings`.
 */
export interface PlaybackPointColumns {
  /** Time: the first value ms since epoch, each next one the difference to the previous point, ms. */
  t: number[];
  /** Latitude and longitude in micro-degrees (1e-6°, ~0.1 m): the first value, then differences. */
  lat: number[];
  lng: number[];
  /** Degrees clockwise from north, whole. */
  heading: number[];
  /** km/h, one decimal. */
  speed: number[];
  /** Index into PLAYBACK_STATUS_CODES. */
  status: number[];
  /** Odometer, km (3 decimals); null without one. */
  mileage: (number | null)[];
  /** Fuel, litres (1 decimal); tank share, % (1 decimal); temperature, °C (1 decimal); null when not read. */
  fuel: (number | null)[];
  fuelPercent: (number | null)[];
  temp: (number | null)[];
  /** 1 on, 0 off, null unknown. */
  ignition: (0 | 1 | null)[];
  /** Bit 1: GPS fix valid; bit 2: above the speed limit. */
  flags: number[];
  /** 0: no event; else 1 + index into PLAYBACK_EVENT_KINDS. */
  event: number[];
  /** Indexes into `strings` ('' at 0): the inputs that are on, the address, the POI (0: none). */
  input: number[];
  address: number[];
  poi: number[];
  strings: string[];
}

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

/** `POST /v2/singleUnitPlayback3` answer. */
export interface PlaybackResponse {
  success: true;
  /**
   * The route for the map, simplified (a tolerance in metres, see docs/playback-contract.md): every stop, event, status
   * change and day boundary kept.
   */
  routeArray: PlaybackRoutePoint[];
  /**
   * Every stored point of the period (full resolution) for the details list and the exports; null when the period
   * holds more than PLAYBACK_FULL_MAX_POINTS (then only `routeArray` is sent).
   */
  points: PlaybackPointColumns | null;
  assetId: number;
  assetName: string;
  timeRange: { start: number; end: number };
  /** The zone the point times are written in (the caller's). */
  timeZone: string;
  /** Points stored in the period, before thinning. */
  totalPoints: number;
  /**
   * Distance driven in the period, km, by the one definition (README "Definitions"): the same figure as the Summary
   * and Mileage reports of this asset and period, computed over every stored position (not the thinned points).
   * Always sent by the server; optional for callers that build a response themselves.
   */
  distanceKm?: number;
  /** The tolerance the route was simplified with, metres (it grows past the default to meet `maxPoints`). */
  toleranceM: number;
}
