import { PLAYBACK_BASE_RATE } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { createPlayerState, playerReducer } from './player';
import type { PlayerState } from './types';

const START = 1_000_000;
const END = START + 3_600_000;
const at = (over: Partial<PlayerState> = {}): PlayerState => ({ ...createPlayerState(START, END), ...over });

describe('player (golden: SPEC §4 rules)', () => {
  it('starts stopped at the start, speed 1', () => {
    expect(createPlayerState(START, END)).toEqual({ playing: false, time: START, speed: 1, start: START, end: END });
    expect(createPlayerState(10, 5).end).toBe(10);
  });

  it('play starts playing from the current time', () => {
    expect(playerReducer(at({ time: START + 500 }), { type: 'play' })).toMatchObject({ playing: true, time: START + 500 });
  });

  it('play at the end restarts from the beginning', () => {
    expect(playerReducer(at({ time: END }), { type: 'play' })).toMatchObject({ playing: true, time: START });
  });

  it('play on an empty period does nothing', () => {
    const s = createPlayerState(5, 5);
    expect(playerReducer(s, { type: 'play' })).toBe(s);
  });

  it('pause stops; toggle flips', () => {
    const playing = at({ playing: true, time: START + 10 });
    expect(playerReducer(playing, { type: 'pause' })).toMatchObject({ playing: false, time: START + 10 });
    expect(playerReducer(playing, { type: 'toggle' }).playing).toBe(false);
    expect(playerReducer(at(), { type: 'toggle' }).playing).toBe(true);
    expect(playerReducer(at({ time: END }), { type: 'toggle' })).toMatchObject({ playing: true, time: START });
  });

  it('tick advances time by elapsedMs × speed × PLAYBACK_BASE_RATE', () => {
    const s = playerReducer(at({ playing: true, speed: 2 }), { type: 'tick', elapsedMs: 16 });
    expect(s.time).toBe(START + 16 * 2 * PLAYBACK_BASE_RATE);
    expect(s.playing).toBe(true);
    expect(PLAYBACK_BASE_RATE).toBe(600);
  });

  it('tick stops by itself at the end (playing=false, time=end)', () => {
    const s = playerReducer(at({ playing: true, time: END - 100, speed: 8 }), { type: 'tick', elapsedMs: 1000 });
    expect(s).toMatchObject({ playing: false, time: END });
    const exact = playerReducer(at({ playing: true, time: END - 600 }), { type: 'tick', elapsedMs: 1 });
    expect(exact).toMatchObject({ playing: false, time: END });
  });

  it('tick with skip spans jumps over a span it lands in, and not over one it has not reached', () => {
    const skip = [START + 10_000, START + 900_000];
    const into = playerReducer(at({ playing: true, time: START + 5000 }), { type: 'tick', elapsedMs: 10, skip });
    expect(into.time).toBe(START + 900_000);
    const before = playerReducer(at({ playing: true }), { type: 'tick', elapsedMs: 10, skip });
    expect(before.time).toBe(START + 6000);
    const over = playerReducer(at({ playing: true, time: START + 5000 }), { type: 'tick', elapsedMs: 10, skip: [START + 10_000, END + 5] });
    expect(over).toMatchObject({ playing: false, time: END });
  });

  it('tick is ignored while stopped or with a non-positive elapsed time', () => {
    const stopped = at();
    expect(playerReducer(stopped, { type: 'tick', elapsedMs: 16 })).toBe(stopped);
    const playing = at({ playing: true });
    expect(playerReducer(playing, { type: 'tick', elapsedMs: 0 })).toBe(playing);
    expect(playerReducer(playing, { type: 'tick', elapsedMs: -5 })).toBe(playing);
    expect(playerReducer(playing, { type: 'tick', elapsedMs: Number.NaN })).toBe(playing);
  });

  it('faster steps through 0.25, 0.5, 1, 2, 4, 8', () => {
    let s = at({ speed: 0.25 });
    const seen = [s.speed];
    for (let k = 0; k < 5; k++) seen.push((s = playerReducer(s, { type: 'faster' })).speed);
    expect(seen).toEqual([0.25, 0.5, 1, 2, 4, 8]);
  });

  it('faster at the maximum (8) wraps to 1', () => {
    expect(playerReducer(at({ speed: 8 }), { type: 'faster' }).speed).toBe(1);
  });

  it('slower steps back through the list', () => {
    let s = at({ speed: 8 });
    const seen = [s.speed];
    for (let k = 0; k < 5; k++) seen.push((s = playerReducer(s, { type: 'slower' })).speed);
    expect(seen).toEqual([8, 4, 2, 1, 0.5, 0.25]);
  });

  it('slower at the minimum (0.25) goes to 1', () => {
    expect(playerReducer(at({ speed: 0.25 }), { type: 'slower' }).speed).toBe(1);
  });

  it('setSpeed only accepts a listed step', () => {
    expect(playerReducer(at(), { type: 'setSpeed', speed: 4 }).speed).toBe(4);
    const s = at();
    expect(playerReducer(s, { type: 'setSpeed', speed: 3 })).toBe(s);
    expect(playerReducer(s, { type: 'setSpeed', speed: 16 })).toBe(s);
    expect(playerReducer(s, { type: 'setSpeed', speed: 1 })).toBe(s);
  });

  it('seek clamps to [start, end] and keeps playing', () => {
    expect(playerReducer(at(), { type: 'seek', time: START + 5 }).time).toBe(START + 5);
    expect(playerReducer(at({ time: START + 5 }), { type: 'seek', time: 0 }).time).toBe(START);
    expect(playerReducer(at(), { type: 'seek', time: END * 2 }).time).toBe(END);
    expect(playerReducer(at({ playing: true }), { type: 'seek', time: START + 9 }).playing).toBe(true);
  });

  const events = [START + 1000, START + 2000, START + 3000];

  it('prevEvent jumps to the previous event strictly before now (1 ms tolerance)', () => {
    expect(playerReducer(at({ time: START + 2500 }), { type: 'prevEvent', events }).time).toBe(START + 2000);
    expect(playerReducer(at({ time: START + 2000 }), { type: 'prevEvent', events }).time).toBe(START + 1000);
    expect(playerReducer(at({ time: START + 2000.5 }), { type: 'prevEvent', events }).time).toBe(START + 1000);
    expect(playerReducer(at({ time: START + 2001.5 }), { type: 'prevEvent', events }).time).toBe(START + 2000);
  });

  it('prevEvent with no earlier event goes to the start', () => {
    expect(playerReducer(at({ time: START + 1000 }), { type: 'prevEvent', events }).time).toBe(START);
    expect(playerReducer(at({ time: END }), { type: 'prevEvent', events: [] }).time).toBe(START);
  });

  it('nextEvent jumps to the next event strictly after now (1 ms tolerance)', () => {
    expect(playerReducer(at(), { type: 'nextEvent', events }).time).toBe(START + 1000);
    expect(playerReducer(at({ time: START + 1000 }), { type: 'nextEvent', events }).time).toBe(START + 2000);
    expect(playerReducer(at({ time: START + 999.5 }), { type: 'nextEvent', events }).time).toBe(START + 2000);
    expect(playerReducer(at({ time: START + 1500 }), { type: 'nextEvent', events: new Float64Array(events) }).time).toBe(START + 2000);
  });

  it('nextEvent with no later event goes to the end', () => {
    expect(playerReducer(at({ time: START + 3000 }), { type: 'nextEvent', events }).time).toBe(END);
    expect(playerReducer(at(), { type: 'nextEvent', events: [END + 5] }).time).toBe(END);
  });

  it('load resets: stopped, time = start, speed kept', () => {
    const s = playerReducer(at({ playing: true, time: START + 77, speed: 4 }), { type: 'load', start: 10, end: 20 });
    expect(s).toEqual({ playing: false, time: 10, speed: 4, start: 10, end: 20 });
  });

  it('returns the same object when nothing changes', () => {
    const stopped = at();
    const playing = at({ playing: true });
    expect(playerReducer(stopped, { type: 'pause' })).toBe(stopped);
    expect(playerReducer(playing, { type: 'play' })).toBe(playing);
    expect(playerReducer(stopped, { type: 'seek', time: START })).toBe(stopped);
    expect(playerReducer(stopped, { type: 'seek', time: Number.NaN })).toBe(stopped);
    expect(playerReducer(stopped, { type: 'prevEvent', events })).toBe(stopped);
    expect(playerReducer(stopped, { type: 'load', start: START, end: END })).toBe(stopped);
  });
});
