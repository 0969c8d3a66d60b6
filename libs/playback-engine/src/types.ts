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
  | {
      type: 'tick';
      elapsedMs: number;
      /** Stretches to jump over while playing ("skip parked"), [start0, end0, start1, end1, …] ms ascending. */
      skip?: ArrayLike<number>;
    }
  | { type: 'seek'; time: number }
  | { type: 'faster' }
  | { type: 'slower' }
  | { type: 'setSpeed'; speed: number }
  | { type: 'prevEvent'; events: ArrayLike<number> }
  | { type: 'nextEvent'; events: ArrayLike<number> }
  | { type: 'load'; start: number; end: number };

/** Fuel level colour of the details list. */
export type FuelLevelColor = 'danger' | 'warning' | 'success';

/** The merged card of a stop (SPEC §4): consecutive Parked, or consecutive Idling, points. */
export interface LongEventItem {
  kind: 'long-event';
  key: string;
  status: 'Parked' | 'Idling';
  /** First and last point index of the run. */
  first: number;
  last: number;
  /** When the stop began: the first stopped sample, ms. */
  start: number;
  /**
   * When the stop ended: the next sample of another status (the next move), ms; the last sample's time when the route
   * ends stopped.
   */
  end: number;
  /** end − start, ms. */
  durationMs: number;
  /** formatDuration text, 'less 1 minute' under a minute. */
  duration: string;
  /** Points merged into the card. */
  count: number;
  /** The stop ends on a later local day than it began (the card shows dates). */
  multiDay: boolean;
}

/** One row of the details list (SPEC §4). */
export type DetailsItem =
  | {
      kind: 'day';
      key: string;
      /** 'D/M/YYYY' in the list's zone. */
      label: string;
      /** The instant the local day begins (its midnight, or the first point when the zone skips it), ms. */
      start: number;
    }
  | { kind: 'point'; key: string; index: number }
  | LongEventItem
  | {
      /** Under a day header: a stop that began on an earlier day is still going on (the whole day, or until `end`). */
      kind: 'continued';
      key: string;
      status: 'Parked' | 'Idling';
      /** The stop's first point index, start and end, ms (as its long-event card). */
      first: number;
      start: number;
      end: number;
      /** The instant this day begins, ms (clicking the row seeks there). */
      dayStart: number;
    }
  | {
      /** Under a day header: no sample at all that day (the device was silent). */
      kind: 'no-data';
      key: string;
      dayStart: number;
    };
