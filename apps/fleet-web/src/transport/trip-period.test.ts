import { TRANSPORT_TEXTS } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { boundsDays, choiceBounds, customPeriodBounds, dayStarts, namedChoice, namedPeriodBounds } from './trip-period';

const KL = 'Asia/Kuala_Lumpur';
const NY = 'America/New_York';
/** Tuesday 24 November 2026, 10:00 in Kuala Lumpur (02:00 UTC; Monday 23 November 21:00 in New York). */
const NOW = Date.UTC(2026, 10, 24, 2, 0);

describe('named periods', () => {
  it('are whole days in Kuala Lumpur (UTC+8)', () => {
    expect(namedPeriodBounds('today', NOW, KL)).toEqual({ from: Date.UTC(2026, 10, 23, 16), to: Date.UTC(2026, 10, 24, 16) });
    // The week runs Monday 23 to Sunday 29 November.
    expect(namedPeriodBounds('this-week', NOW, KL)).toEqual({ from: Date.UTC(2026, 10, 22, 16), to: Date.UTC(2026, 10, 29, 16) });
    expect(namedPeriodBounds('last-7-days', NOW, KL)).toEqual({ from: Date.UTC(2026, 10, 17, 16), to: Date.UTC(2026, 10, 24, 16) });
    expect(namedChoice('this-week', NOW, KL)).toEqual({ id: 'this-week', first: '2026-11-23', last: '2026-11-29' });
  });

  it('follow the user\'s zone, not the browser\'s: the same instant is still Monday in New York', () => {
    expect(namedPeriodBounds('today', NOW, NY)).toEqual({ from: Date.UTC(2026, 10, 23, 5), to: Date.UTC(2026, 10, 24, 5) });
    expect(namedChoice('this-week', NOW, NY)).toEqual({ id: 'this-week', first: '2026-11-23', last: '2026-11-29' });
    expect(namedChoice('last-7-days', NOW, NY)).toEqual({ id: 'last-7-days', first: '2026-11-17', last: '2026-11-23' });
  });

  it('a week on Sunday starts the Monday before', () => {
    const sunday = Date.UTC(2026, 10, 29, 10);
    expect(namedChoice('this-week', sunday, KL)).toEqual({ id: 'this-week', first: '2026-11-23', last: '2026-11-29' });
  });

  it('a day across a daylight-saving change is 25 hours long', () => {
    // New York falls back on Sunday 1 November 2026.
    const { from, to } = namedPeriodBounds('today', Date.UTC(2026, 10, 1, 16), NY);
    expect((to - from) / 3_600_000).toBe(25);
    expect(dayStarts(from, 2, NY).map((t) => new Date(t).toISOString())).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', '2026-11-03T05:00:00.000Z']);
  });
});

describe('custom days', () => {
  it('cover both days whole, in the zone', () => {
    expect(customPeriodBounds('2026-11-02', '2026-11-03', KL)).toEqual({ from: Date.UTC(2026, 10, 1, 16), to: Date.UTC(2026, 10, 3, 16) });
    expect(customPeriodBounds('2026-11-02', '2026-11-03', NY)).toEqual({ from: Date.UTC(2026, 10, 2, 5), to: Date.UTC(2026, 10, 4, 5) });
    expect(boundsDays({ from: Date.UTC(2026, 10, 2, 5), to: Date.UTC(2026, 10, 4, 5) }, NY)).toEqual({ first: '2026-11-02', last: '2026-11-03' });
  });

  it('refuse days that are not, backwards periods and periods over a year', () => {
    expect(customPeriodBounds('2026-02-30', '2026-03-01', KL)).toEqual({ error: TRANSPORT_TEXTS.dateInvalid });
    expect(customPeriodBounds('', '2026-03-01', KL)).toEqual({ error: TRANSPORT_TEXTS.dateInvalid });
    expect(customPeriodBounds('2026-03-02', '2026-03-01', KL)).toEqual({ error: TRANSPORT_TEXTS.periodInvalid });
    expect(customPeriodBounds('2025-01-01', '2026-03-01', KL)).toEqual({ error: TRANSPORT_TEXTS.periodInvalid });
    expect(choiceBounds({ id: 'custom', first: '2026-11-24', last: '2026-11-24' }, NOW, KL)).toEqual(namedPeriodBounds('today', NOW, KL));
  });
});
