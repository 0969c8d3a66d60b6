import { PLAYBACK_BASE_RATE, PLAYBACK_SPEEDS } from '@fleet/domain';
import { skipSpanAt } from './timeline-bar';
import type { PlayerAction, PlayerState } from './types';

/** Events closer than this to the current time count as "here" for prevEvent/nextEvent (ms). */
export const EVENT_TOLERANCE_MS = 1;

/** Speed step used when the player starts, and where `faster` at 8 / `slower` at 0.25 land. */
export const DEFAULT_PLAYBACK_SPEED = 1;

const SPEEDS: readonly number[] = PLAYBACK_SPEEDS;

/** A stopped player at `start`, speed 1. An `end` before `start` is taken as `start`. */
export function createPlayerState(start: number, end: number): PlayerState {
  return { playing: false, time: start, speed: DEFAULT_PLAYBACK_SPEED, start, end: end < start ? start : end };
}

/**
 * The player of SPEC §4, as a pure reducer. Returns the same object when the action changes nothing.
 * - play: starts; at (or after) the end it restarts from the start. With an empty period (start === end) nothing plays.
 * - pause; toggle (play ⇄ pause).
 * - tick {elapsedMs}: while playing, time += elapsedMs × speed × PLAYBACK_BASE_RATE; reaching the end stops the
 *   player there (playing false, time = end). Ignored while stopped or for a non-positive/non-finite elapsedMs.
 *   With `skip` spans, a time landing inside one moves on to its end ("skip parked").
 * - seek {time}: clamped to [start, end]; playing state kept. NaN is ignored.
 * - faster: next of 0.25, 0.5, 1, 2, 4, 8; at 8 wraps to 1. slower: previous; at 0.25 goes to 1.
 *   (An off-list speed goes to 1 in both cases.)
 * - setSpeed {speed}: only a listed step is accepted; anything else is ignored.
 * - prevEvent / nextEvent {events}: the latest event strictly before time − 1 ms / the earliest strictly after
 *   time + 1 ms, among events inside [start, end] (order of `events` does not matter); none → start / end.
 *   Playing state kept.
 * - load {start, end}: new period, stopped at start, speed kept.
 */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return play(state);
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle':
      return state.playing ? { ...state, playing: false } : play(state);
    case 'tick': {
      const ms = action.elapsedMs;
      if (!state.playing || !(ms > 0) || !Number.isFinite(ms)) return state;
      let time = state.time + ms * state.speed * PLAYBACK_BASE_RATE;
      if (action.skip) time = skipSpanAt(action.skip, time);
      if (time >= state.end) return { ...state, playing: false, time: state.end };
      return { ...state, time };
    }
    case 'seek':
      return withTime(state, action.time);
    case 'faster': {
      const i = SPEEDS.indexOf(state.speed);
      return withSpeed(state, i < 0 || i === SPEEDS.length - 1 ? DEFAULT_PLAYBACK_SPEED : SPEEDS[i + 1]!);
    }
    case 'slower': {
      const i = SPEEDS.indexOf(state.speed);
      return withSpeed(state, i <= 0 ? DEFAULT_PLAYBACK_SPEED : SPEEDS[i - 1]!);
    }
    case 'setSpeed':
      return SPEEDS.includes(action.speed) ? withSpeed(state, action.speed) : state;
    case 'prevEvent': {
      const limit = state.time - EVENT_TOLERANCE_MS;
      let best = state.start;
      const ev = action.events;
      for (let i = 0; i < ev.length; i++) {
        const e = ev[i]!;
        if (e < limit && e > best && e <= state.end) best = e;
      }
      return withTime(state, best);
    }
    case 'nextEvent': {
      const limit = state.time + EVENT_TOLERANCE_MS;
      let best = state.end;
      const ev = action.events;
      for (let i = 0; i < ev.length; i++) {
        const e = ev[i]!;
        if (e > limit && e < best && e >= state.start) best = e;
      }
      return withTime(state, best);
    }
    case 'load': {
      const end = action.end < action.start ? action.start : action.end;
      if (!state.playing && state.time === action.start && state.start === action.start && state.end === end) return state;
      return { playing: false, time: action.start, speed: state.speed, start: action.start, end };
    }
    default:
      return state;
  }
}

function play(state: PlayerState): PlayerState {
  if (state.playing || state.end <= state.start) return state;
  return { ...state, playing: true, time: state.time >= state.end ? state.start : state.time };
}

function withTime(state: PlayerState, time: number): PlayerState {
  if (Number.isNaN(time)) return state;
  const t = time < state.start ? state.start : time > state.end ? state.end : time;
  return t === state.time ? state : { ...state, time: t };
}

function withSpeed(state: PlayerState, speed: number): PlayerState {
  return speed === state.speed ? state : { ...state, speed };
}
