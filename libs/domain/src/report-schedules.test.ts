import { describe, expect, it } from 'vitest';
import { reportScheduleInputSchema } from './report-schedule-schemas';
import { REPORT_SCHEDULE_TEXTS, describeScheduleTiming, nextScheduleRun, schedulePeriodRange } from './report-schedules';

const KL = 'Asia/Kuala_Lumpur';
const iso = (ms: number) => new Date(ms).toISOString();

describe('schedulePeriodRange (company calendar)', () => {
  // Wednesday 2026-11-25 07:00 in Kuala Lumpur (UTC+8) is 2026-11-24T23:00Z: still Tuesday in UTC.
  const runAt = Date.parse('2026-11-24T23:00:00Z');
  it('yesterday is the company day before the run, whatever the UTC date', () => {
    expect(schedulePeriodRange('yesterday', runAt, KL)).toEqual({ from: Date.parse('2026-11-23T16:00:00Z'), to: Date.parse('2026-11-24T16:00:00Z') - 1 });
  });
  it('last week runs Monday 00:00 to Sunday 24:00 of the week before', () => {
    const r = schedulePeriodRange('last-week', runAt, KL);
    expect(iso(r.from)).toBe('2026-11-15T16:00:00.000Z'); // Mon 16 Nov 00:00 +08
    expect(iso(r.to + 1)).toBe('2026-11-22T16:00:00.000Z'); // Mon 23 Nov 00:00 +08
    // A run on Monday covers the week that just ended.
    const monday = schedulePeriodRange('last-week', Date.parse('2026-11-23T00:00:00Z'), KL);
    expect(monday).toEqual(r);
  });
  it('last month is the calendar month before, across a year', () => {
    const r = schedulePeriodRange('last-month', Date.parse('2027-01-01T01:00:00Z'), KL);
    expect(iso(r.from)).toBe('2026-11-30T16:00:00.000Z');
    expect(iso(r.to + 1)).toBe('2026-12-31T16:00:00.000Z');
  });
  it('follows daylight saving: a week of Berlin across the October change is 169 hours', () => {
    const r = schedulePeriodRange('last-week', Date.parse('2026-10-28T10:00:00Z'), 'Europe/Berlin');
    expect(iso(r.from)).toBe('2026-10-18T22:00:00.000Z');
    expect((r.to + 1 - r.from) / 3_600_000).toBe(169);
  });
});

describe('nextScheduleRun', () => {
  const weekly = { frequency: 'weekly' as const, weekday: 1, monthDay: 1, minuteOfDay: 7 * 60 };
  it('runs weekly on the weekday at the company time, strictly after', () => {
    const after = Date.parse('2026-11-24T23:00:00Z'); // Wed 07:00 +08
    expect(iso(nextScheduleRun(weekly, after, KL))).toBe('2026-11-29T23:00:00.000Z'); // Mon 30 Nov 07:00 +08
    const exactly = Date.parse('2026-11-29T23:00:00Z');
    expect(iso(nextScheduleRun(weekly, exactly, KL))).toBe('2026-12-06T23:00:00.000Z');
    expect(iso(nextScheduleRun(weekly, exactly - 1, KL))).toBe('2026-11-29T23:00:00.000Z');
  });
  it('runs daily and monthly', () => {
    const after = Date.parse('2026-11-24T23:30:00Z'); // Wed 07:30 +08
    expect(iso(nextScheduleRun({ ...weekly, frequency: 'daily', minuteOfDay: 6 * 60 + 30 }, after, KL))).toBe('2026-11-25T22:30:00.000Z');
    expect(iso(nextScheduleRun({ ...weekly, frequency: 'monthly', monthDay: 1, minuteOfDay: 0 }, after, KL))).toBe('2026-11-30T16:00:00.000Z');
  });
  it('keeps the wall-clock time across a daylight-saving change', () => {
    const first = nextScheduleRun({ ...weekly, frequency: 'daily' }, Date.parse('2026-10-24T12:00:00Z'), 'Europe/Berlin');
    const second = nextScheduleRun({ ...weekly, frequency: 'daily' }, first, 'Europe/Berlin');
    expect(iso(first)).toBe('2026-10-25T06:00:00.000Z'); // 07:00 CET (after the change that night)
    expect(iso(second)).toBe('2026-10-26T06:00:00.000Z');
    expect(describeScheduleTiming(weekly)).toBe('Every Monday at 07:00');
  });
});

describe('reportScheduleInputSchema', () => {
  const ok = { name: 'Weekly summary', reportType: 'summary', period: 'last-week', frequency: 'weekly', minuteOfDay: 420, formats: ['pdf'], recipients: ['Boss@Example.com'] };
  it('takes a schedule and tidies it', () => {
    const r = reportScheduleInputSchema.parse({ ...ok, formats: ['pdf', 'pdf', 'xlsx'] });
    expect(r).toMatchObject({ assetIds: [], weekday: 1, monthDay: 1, enabled: true, formats: ['pdf', 'xlsx'], recipients: ['boss@example.com'] });
  });
  it('refuses bad fields with the texts the form shows', () => {
    const messages = (body: object) => reportScheduleInputSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...ok, reportType: 'nope' })).toEqual([REPORT_SCHEDULE_TEXTS.typeInvalid]);
    expect(messages({ ...ok, recipients: [] })).toEqual([REPORT_SCHEDULE_TEXTS.recipientsRequired]);
    expect(messages({ ...ok, recipients: ['not-an-address'] })).toEqual([REPORT_SCHEDULE_TEXTS.emailInvalid]);
    expect(messages({ ...ok, formats: [] })).toEqual([REPORT_SCHEDULE_TEXTS.formatsRequired]);
    expect(messages({ ...ok, minuteOfDay: 1440 })).toEqual([REPORT_SCHEDULE_TEXTS.timeInvalid]);
    expect(messages({ ...ok, monthDay: 31 })).toEqual([REPORT_SCHEDULE_TEXTS.monthDayInvalid]);
    expect(messages({ ...ok, name: ' ' })).toEqual([REPORT_SCHEDULE_TEXTS.nameRequired]);
  });
});
