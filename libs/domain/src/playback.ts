import { z } from 'zod';
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
export type PlaybackEventKind = 'start' | 'end' | 'stop' | 'move' | 'ignition-on' | 'ignition-off' | 'overspeed' | 'poi-enter' | 'poi-exit';

/** `POST /v2/singleUnitPlayback3` request body (SPEC §7). */
export const playbackRequestSchema = z.object({
  timeRange: z.object({ start: z.union([z.string(), z.number()]), end: z.union([z.string(), z.number()]) }),
  configuration: z
    .object({
      /** 'overspeed' marks points above speedLimit. */
      speedType: z.string().optional(),
      speedLimit: z.coerce.number().positive().max(500).optional(),
    })
    .default({}),
  platform: z.string().default('Web'),
  uid: z.string().optional(),
  /** POIs to match points against (the login's geoPOIData). */
  geoPOIData: z.array(z.object({ id: z.number(), name: z.string(), ring: z.array(z.tuple([z.number(), z.number()])) })).default([]),
  /** The asset(s): unit ids or asset ids; the first is replayed. */
  units: z.union([z.array(z.union([z.string(), z.number()])).min(1), z.string().min(1), z.number()]),
  /** Target number of points after thinning for display (stops and events are always kept). */
  maxPoints: z.coerce.number().int().min(100).max(1_000_000).optional(),
});

export type PlaybackRequest = z.input<typeof playbackRequestSchema>;

/** `POST /v2/singleUnitPlayback3` answer. */
export interface PlaybackResponse {
  success: true;
  routeArray: PlaybackRoutePoint[];
  assetId: number;
  assetName: string;
  timeRange: { start: number; end: number };
  /** Points stored in the period, before thinning. */
  totalPoints: number;
}
