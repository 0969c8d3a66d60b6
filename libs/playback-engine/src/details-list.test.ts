import { describe, expect, it } from 'vitest';
import { buildDetailsList, fuelLevelColor } from './details-list';
import { createPlaybackTrack } from './playback-track';
import { KL, kl, point } from './test-points';

/**
 * Golden route, Asia/Kuala_Lumpur (UTC+8): an evening drive on 10/3/2026 with a stop, a short idle, ignition flips and
 * a stop that crosses midnight into 11/3/2026.
 */
const route = [
  point(kl(10, 22, 0), { event: 'start', ignition: true }), // 0
  point(kl(10, 22, 10)), // 1
  point(kl(10, 22, 20), { status: 'Parked', speed: 0, ignition: false, event: 'ignition-off' }), // 2 stop starts
  point(kl(10, 22, 40), { status: 'Parked', speed: 0, ignition: false }), // 3
  point(kl(10, 23, 0), { status: 'Parked', speed: 0, ignition: false }), // 4
  point(kl(10, 23, 10), { ignition: true, event: 'ignition-on' }), // 5
  point(kl(10, 23, 30, 0), { status: 'Idling', speed: 0, idling: true }), // 6 idle 40 s
  point(kl(10, 23, 30, 40), { status: 'Idling', speed: 0, idling: true }), // 7
  point(kl(10, 23, 50)), // 8
  point(kl(10, 23, 55), { status: 'Parked', speed: 0, ignition: false, event: 'ignition-off' }), // 9 stop over midnight
  point(kl(11, 0, 20), { status: 'Parked', speed: 0, ignition: false }), // 10
  point(kl(11, 0, 40), { ignition: true, event: 'ignition-on' }), // 11
  point(kl(11, 1, 0), { status: 'Parked', speed: 0 }), // 12 a single parked point stays a point
  point(kl(11, 1, 10), { event: 'end' }), // 13
];

const parked = { status: 'Parked', speed: 0, ignition: false } as const;
const dayHeader = (d: number) => ({ kind: 'day', key: `day-2026-3-${d}`, label: `${d}/3/2026`, start: kl(d, 0, 0) });

describe('buildDetailsList (golden route)', () => {
  it('gives the expected list: a stop lasts from its first stopped sample until the next move', () => {
    const track = createPlaybackTrack(route);
    expect([...track.events]).toEqual([0, 2, 5, 9, 11, 13].map((i) => route[i]!.t));
    expect(buildDetailsList(track.points, KL)).toEqual([
      dayHeader(10),
      { kind: 'point', key: 'p-0', index: 0 },
      { kind: 'point', key: 'p-1', index: 1 },
      // 22:20 until the move at 23:10 (the old rule read 40 min: first to last stopped sample).
      { kind: 'long-event', key: 'e-2', status: 'Parked', first: 2, last: 4, start: kl(10, 22, 20), end: kl(10, 23, 10), durationMs: 50 * 60_000, duration: '50 min', count: 3, multiDay: false },
      { kind: 'point', key: 'p-5', index: 5 },
      { kind: 'long-event', key: 'e-6', status: 'Idling', first: 6, last: 7, start: kl(10, 23, 30), end: kl(10, 23, 50), durationMs: 20 * 60_000, duration: '20 min', count: 2, multiDay: false },
      { kind: 'point', key: 'p-8', index: 8 },
      // Over midnight: one card under the day it began, with dates; the next day says it goes on until 00:40.
      { kind: 'long-event', key: 'e-9', status: 'Parked', first: 9, last: 10, start: kl(10, 23, 55), end: kl(11, 0, 40), durationMs: 45 * 60_000, duration: '45 min', count: 2, multiDay: true },
      dayHeader(11),
      { kind: 'continued', key: 'c-9-day-2026-3-11', status: 'Parked', first: 9, start: kl(10, 23, 55), end: kl(11, 0, 40), dayStart: kl(11, 0, 0) },
      { kind: 'point', key: 'p-11', index: 11 },
      // A single stopped sample is a stop too: until the move at 01:10.
      { kind: 'long-event', key: 'e-12', status: 'Parked', first: 12, last: 12, start: kl(11, 1, 0), end: kl(11, 1, 10), durationMs: 10 * 60_000, duration: '10 min', count: 1, multiDay: false },
      { kind: 'point', key: 'p-13', index: 13 },
    ]);
  });

  it('gives a fully parked day its header and a continued row, and the stop its whole length', () => {
    // Parked from 10/3 18:00, a sample every 10 minutes, until the move at 12/3 08:05.
    const pts = [point(kl(10, 17, 50))];
    for (let t = kl(10, 18, 0); t <= kl(12, 8, 0); t += 10 * 60_000) pts.push(point(t, parked));
    pts.push(point(kl(12, 8, 5)));
    const items = buildDetailsList(pts, KL);
    expect(items.map((i) => i.key)).toEqual(['day-2026-3-10', 'p-0', 'e-1', 'day-2026-3-11', 'c-1-day-2026-3-11', 'day-2026-3-12', 'c-1-day-2026-3-12', `p-${pts.length - 1}`]);
    expect(items[2]).toMatchObject({ start: kl(10, 18, 0), end: kl(12, 8, 5), duration: '38 h 05 min', count: pts.length - 2, multiDay: true });
  });

  it('gives a silent day its header and a no-data row', () => {
    const pts = [point(kl(10, 12, 0)), point(kl(13, 9, 0))];
    expect(buildDetailsList(pts, KL)).toEqual([
      dayHeader(10),
      { kind: 'point', key: 'p-0', index: 0 },
      dayHeader(11),
      { kind: 'no-data', key: 'n-day-2026-3-11', dayStart: kl(11, 0, 0) },
      dayHeader(12),
      { kind: 'no-data', key: 'n-day-2026-3-12', dayStart: kl(12, 0, 0) },
      dayHeader(13),
      { kind: 'point', key: 'p-1', index: 1 },
    ]);
  });

  it('ends a route that ends stopped at its last sample, with the headers of the days the stop reaches', () => {
    const pts = [point(kl(10, 19, 0)), point(kl(10, 20, 0), parked), point(kl(11, 6, 0), parked)];
    expect(buildDetailsList(pts, KL).map((i) => i.key)).toEqual(['day-2026-3-10', 'p-0', 'e-1', 'day-2026-3-11', 'c-1-day-2026-3-11']);
    expect(buildDetailsList(pts, KL)[2]).toMatchObject({ end: kl(11, 6, 0), duration: '10 h 00 min', multiDay: true });
  });

  it('uses the given zone for day boundaries', () => {
    // 23:30 and 00:30 in KL are 15:30 and 16:30 UTC: one day in UTC, two in KL.
    const pts = [point(kl(10, 23, 30)), point(kl(11, 0, 30))];
    expect(buildDetailsList(pts, KL).filter((i) => i.kind === 'day').map((i) => i.key)).toEqual(['day-2026-3-10', 'day-2026-3-11']);
    expect(buildDetailsList(pts, 'UTC').filter((i) => i.kind === 'day').map((i) => i.key)).toEqual(['day-2026-3-10']);
  });

  it('does not merge a Parked run with an Idling run, and merges long runs with hours', () => {
    const pts = [
      point(kl(12, 8, 0), { status: 'Parked' }),
      point(kl(12, 9, 5), { status: 'Parked' }),
      point(kl(12, 9, 6), { status: 'Idling' }),
      point(kl(12, 9, 7), { status: 'Idling' }),
    ];
    const items = buildDetailsList(pts, KL);
    expect(items.map((i) => i.key)).toEqual(['day-2026-3-12', 'e-0', 'e-2']);
    // The Parked stop ends when the Idling begins (9:06); the Idling one ends the route at its last sample.
    expect(items[1]).toMatchObject({ status: 'Parked', duration: '1 h 06 min', count: 2 });
    expect(items[2]).toMatchObject({ status: 'Idling', duration: '1 min', count: 2 });
  });

  it('keeps day headers right over several days and across a DST change', () => {
    // Europe/Berlin springs forward on 29/3/2026 at 02:00 (UTC+1 → UTC+2): midnight of the 30th is 22:00 UTC on the 29th.
    const hour = 3_600_000;
    const base = Date.UTC(2026, 2, 27, 12);
    const pts = Array.from({ length: 24 * 5 }, (_, i) => point(base + i * hour));
    const items = buildDetailsList(pts, 'Europe/Berlin');
    const headers = items.filter((i) => i.kind === 'day').map((i) => i.key);
    expect(headers).toEqual(['day-2026-3-27', 'day-2026-3-28', 'day-2026-3-29', 'day-2026-3-30', 'day-2026-3-31', 'day-2026-4-1']);
    const firstOf30 = items.findIndex((i) => i.key === 'day-2026-3-30') + 1;
    expect(pts[(items[firstOf30] as { index: number }).index]!.t).toBe(Date.UTC(2026, 2, 29, 22));
  });

  it('returns an empty list for no points', () => {
    expect(buildDetailsList([], KL)).toEqual([]);
  });
});

describe('fuelLevelColor', () => {
  it('follows 0-30 danger, over 30-70 warning, over 70-100 success', () => {
    expect(fuelLevelColor(0)).toBe('danger');
    expect(fuelLevelColor(30)).toBe('danger');
    expect(fuelLevelColor(30.1)).toBe('warning');
    expect(fuelLevelColor(70)).toBe('warning');
    expect(fuelLevelColor(70.1)).toBe('success');
    expect(fuelLevelColor(100)).toBe('success');
    expect(fuelLevelColor(Number.NaN)).toBe('danger');
  });
});
