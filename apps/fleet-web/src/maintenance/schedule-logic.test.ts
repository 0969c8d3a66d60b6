import { serviceProgramInputSchema } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PROGRAMS, FIXTURE_ROAD_TAX, FIXTURE_SCHEDULES, schedule } from './schedule-fixtures';
import { dueSchedules, intervalText, namesText, newTask, noticeText, programBodyOf, programDraftOf, scheduleDueText, urgency } from './schedule-logic';

describe('due schedules', () => {
  it('keeps the reminders of program tasks, most urgent first: by state, then by how many notices away', () => {
    expect(dueSchedules([...FIXTURE_SCHEDULES, FIXTURE_ROAD_TAX]).map((r) => r.id)).toEqual([32, 33, 31, 30]);
    const near = schedule(1, { daysLeft: 20, kmLeft: 600 }); // 600 / 500 km notice: 1.2 notices
    const far = schedule(2, { daysLeft: 20, kmLeft: 5_000 }); // 20 / 14 days: 1.43 notices
    expect(urgency(near)).toBeCloseTo(1.2);
    expect(urgency(far)).toBeCloseTo(20 / 14);
    expect(dueSchedules([far, near]).map((r) => r.id)).toEqual([1, 2]);
    expect(urgency(schedule(3, { daysLeft: null, kmLeft: null, hoursLeft: null }))).toBe(Number.POSITIVE_INFINITY);
  });

  it('says when a schedule is due and what is left, by date, km and engine hours', () => {
    expect(scheduleDueText(FIXTURE_SCHEDULES[1]!)).toBe('2026-12-01 (in 7 days) · 62,000 km (in 350 km)');
    expect(scheduleDueText(FIXTURE_SCHEDULES[2]!)).toBe('2027-01-10 (in 47 days) · 1,200 engine h (10 engine h ago)');
    expect(scheduleDueText({ dueDate: null, daysLeft: null, nextKm: null, kmLeft: null, nextHours: null, hoursLeft: null })).toBe('—');
  });
});

describe('service programs', () => {
  it('reads an interval as whichever comes first, and its notices', () => {
    expect(intervalText({ everyKm: 10_000, everyHours: null, everyMonths: 6 })).toBe('every 10,000 km or 6 months, whichever comes first');
    expect(intervalText({ everyKm: 10_000, everyHours: 250, everyMonths: 1 })).toBe('every 10,000 km, 250 engine hours or 1 month, whichever comes first');
    expect(intervalText({ everyKm: null, everyHours: 250, everyMonths: null })).toBe('every 250 engine hours');
    expect(intervalText({ everyKm: null, everyHours: null, everyMonths: null })).toBe('—');
    expect(noticeText(FIXTURE_PROGRAMS[0]!.tasks[0]!)).toBe('told 14 days or 500 km before');
    expect(noticeText({ ...FIXTURE_PROGRAMS[1]!.tasks[0]!, everyMonths: null })).toBe('told 25 engine h before');
  });

  it('names the first three, then a count', () => {
    expect(namesText([], 'none')).toBe('none');
    expect(namesText(['A', 'B'], '')).toBe('A, B');
    expect(namesText(['A', 'B', 'C', 'D', 'E'], '')).toBe('A, B, C and 2 more');
  });

  it('edits a program as stored (its tasks keep their ids) and sends what the schema takes', () => {
    const program = FIXTURE_PROGRAMS[0]!;
    const draft = programDraftOf(program);
    expect(draft.tasks[0]).toEqual({ id: 11, name: 'Engine oil and filter', everyMonths: '6', everyKm: '10000', everyHours: '', noticeDays: '14', noticeKm: '500', noticeHours: '25' });
    expect(draft.emails).toBe('workshop@demo.fleet');
    const body = programBodyOf({ ...draft, emails: 'a@x.my; b@x.my', tasks: [...draft.tasks, { ...newTask(), name: 'Air filter', everyMonths: '', everyKm: '20000' }] });
    expect(body.tasks).toHaveLength(3);
    expect(body.tasks[0]).toMatchObject({ id: 11, everyMonths: 6, everyKm: 10_000, everyHours: null });
    expect(body.tasks[2]).toEqual({ name: 'Air filter', everyMonths: null, everyKm: 20_000, everyHours: null, noticeDays: 14, noticeKm: 500, noticeHours: 25 });
    expect(body).toMatchObject({ assetIds: [1], groupIds: [7], emails: ['a@x.my', 'b@x.my'] });
    expect(serviceProgramInputSchema.safeParse(body).success).toBe(true);
  });

  it('starts a new program with one task; a task without an interval or a notice is refused', () => {
    const draft = programDraftOf(null);
    expect(draft.tasks).toHaveLength(1);
    const noInterval = programBodyOf({ ...draft, name: 'Vans', tasks: [{ ...newTask(), name: 'Oil', everyMonths: '' }] });
    const parsed = serviceProgramInputSchema.safeParse(noInterval);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['tasks', 0, 'everyMonths']);
    expect(Number.isNaN(programBodyOf({ ...draft, tasks: [{ ...newTask(), noticeDays: ' ' }] }).tasks[0]!.noticeDays)).toBe(true);
  });
});
