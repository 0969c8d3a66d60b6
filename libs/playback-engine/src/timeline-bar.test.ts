import { describe, expect, it } from 'vitest';
import { dayMarks, intersectSpans, parkedSpans, skipSpanAt, statusSegments } from './timeline-bar';
import { KL, kl, point } from './test-points';

const parked = { status: 'Parked' } as const;

describe('time bar', () => {
  it('colours the bar by status: each stretch until the next status begins', () => {
    const pts = [point(kl(10, 8, 0)), point(kl(10, 8, 10)), point(kl(10, 8, 20), parked), point(kl(10, 8, 30), parked), point(kl(10, 8, 38)), point(kl(10, 8, 50), { status: 'Idling' })];
    expect(statusSegments(pts)).toEqual([
      { start: kl(10, 8, 0), end: kl(10, 8, 20), status: 'Moving' },
      { start: kl(10, 8, 20), end: kl(10, 8, 38), status: 'Parked' },
      { start: kl(10, 8, 38), end: kl(10, 8, 50), status: 'Moving' },
      { start: kl(10, 8, 50), end: kl(10, 8, 50), status: 'Idling' },
    ]);
    expect([...parkedSpans(pts)]).toEqual([kl(10, 8, 20), kl(10, 8, 38)]);
  });

  it('marks every local midnight inside the period, in the zone', () => {
    expect(dayMarks(kl(10, 12, 0), kl(13, 0, 0), KL)).toEqual([
      { t: kl(11, 0, 0), label: '11/3' },
      { t: kl(12, 0, 0), label: '12/3' },
      { t: kl(13, 0, 0), label: '13/3' },
    ]);
    expect(dayMarks(kl(10, 1, 0), kl(10, 23, 0), KL)).toEqual([]);
    // 16:00 UTC is midnight in Kuala Lumpur, not in UTC.
    expect(dayMarks(Date.UTC(2026, 2, 10, 12), Date.UTC(2026, 2, 10, 20), 'UTC')).toEqual([]);
    expect(dayMarks(Date.UTC(2026, 2, 10, 12), Date.UTC(2026, 2, 10, 20), KL)).toHaveLength(1);
  });

  it('skips only while every asset is parked, and finds the span holding a time', () => {
    const spans = intersectSpans([
      [0, 100, 200, 300],
      [50, 250],
    ]);
    expect([...spans]).toEqual([50, 100, 200, 250]);
    expect(skipSpanAt(spans, 49)).toBe(49);
    expect(skipSpanAt(spans, 50)).toBe(100);
    expect(skipSpanAt(spans, 100)).toBe(100);
    expect(skipSpanAt(spans, 220)).toBe(250);
    expect(skipSpanAt([], 5)).toBe(5);
  });
});
