import type { AssetStatus, PlaybackRoutePoint } from '@fleet/domain';
import type { Track } from './track';

/** A route prepared for replay: columnar lookup arrays, the event times and the points themselves. */
export interface PlaybackTrack extends Track {
  readonly points: readonly PlaybackRoutePoint[];
  /** Times (ms) of the event points, ascending. */
  readonly events: Float64Array;
  readonly start: number;
  readonly end: number;
}

/** Where the asset is at an instant. */
export interface PlaybackFrame {
  t: number;
  lat: number;
  lng: number;
  /** Degrees, interpolated along the shortest arc. */
  heading: number;
  /** Last point at or before t (0 before the start). */
  index: number;
  status: AssetStatus;
  speed: number;
}

/** The player (SPEC §4): stopped or playing, a time inside [start, end] and a speed step. */
export interface PlayerState {
  playing: boolean;
  time: number;
  speed: number;
  start: number;
  end: number;
}

/** What can happen to the player. */
export type PlayerAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'seek'; time: number }
  | { type: 'faster' }
  | { type: 'slower' }
  | { type: 'setSpeed'; speed: number }
  | { type: 'prevEvent'; events: ArrayLike<number> }
  | { type: 'nextEvent'; events: ArrayLike<number> }
  | { type: 'load'; start: number; end: number };

/** Fuel level colour of the details list. */
export type FuelLevelColor = 'danger' | 'warning' | 'success';

/** One row of the details list (SPEC §4). */
export type DetailsItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'point'; key: string; index: number }
  | {
      kind: 'long-event';
      key: string;
      status: 'Parked' | 'Idling';
      first: number;
      last: number;
      durationMs: number;
      /** formatDuration text, 'less 1 minute' under a minute. */
      duration: string;
      /** Points merged into the card. */
      count: number;
    };
